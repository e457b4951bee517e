{
    ^kw:
        %kwarg_linear_4.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_42_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_44_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_41_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.recv_v2" () {chunk_id:2,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:1,out_shape:[4,16],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x16xf32>
    (%1) = "pd_op.relu_grad" (%kwarg_var_44_pd_op.relu_0, %0) {chunk_id:2,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%2, %3) = "pd_op.add_grad" (%kwarg_var_42_pd_op.matmul_0, %kwarg_linear_4.b_0.dist, %1) {axis:-1,chunk_id:2,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%4) = "pd_op.add_" (%kwarg_linear_4.b_0.dist@GRAD@MERGE, %3) {chunk_id:2,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%5, %6) = "pd_op.matmul_grad" (%kwarg_var_41_pd_op.recv_v2_0, %kwarg_linear_4.w_0.dist, %2) {chunk_id:2,event_to_record:"var_50_pd_op.matmul_grad_0",force_record_event:true,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16x16xf32>
    () = "builtin.shadow_output" (%5) {output_name:"var_50_pd_op.matmul_grad_0"} : (tensor<4x16xf32>) -> 
    (%7) = "pd_op.add_" (%kwarg_linear_4.w_0.dist@GRAD@MERGE, %6) {chunk_id:2,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
}
