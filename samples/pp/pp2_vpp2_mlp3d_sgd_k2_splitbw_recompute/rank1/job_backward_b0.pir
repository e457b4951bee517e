{
    ^kw:
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_8_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_11_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.recv_v2" () {chunk_id:0,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:1,out_shape:[4,6,16],peer:0,ring_id:12,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%1) = "pd_op.relu_grad" (%kwarg_var_11_pd_op.relu_0, %0) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%2) = "pd_op.matmul" (%kwarg_var_8_pd_op.recv_v2_0, %kwarg_linear_1.w_0.dist) {bwd_recompute_id:1,chunk_id:0,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%3) = "pd_op.add" (%2, %kwarg_linear_1.b_0.dist) {bwd_recompute_id:1,chunk_id:0,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%4, %5) = "pd_op.add_grad" (%2, %kwarg_linear_1.b_0.dist, %1) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    () = "builtin.shadow_output" (%5) {output_name:"var_59_pd_op.add_grad_1"} : (tensor<16xf32>) -> 
    () = "builtin.shadow_output" (%4) {output_name:"var_59_pd_op.add_grad_0"} : (tensor<4x6x16xf32>) -> 
    (%6) = "pd_op.matmul" (%4, %kwarg_linear_1.w_0.dist) {chunk_id:0,op_role:1,stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%6) {chunk_id:0,dynamic_shape:false,execution_stream:"send_stream_13",op_role:1,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
