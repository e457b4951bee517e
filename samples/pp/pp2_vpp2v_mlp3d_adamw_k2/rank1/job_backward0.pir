{
    ^kw:
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_22_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_24_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_33_pd_op.matmul_grad_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.relu_grad" (%kwarg_var_24_pd_op.relu_0, %kwarg_var_33_pd_op.matmul_grad_0) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%1, %2) = "pd_op.add_grad" (%kwarg_var_22_pd_op.matmul_0, %kwarg_linear_1.b_0.dist, %0) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%3) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %2) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%4, %5) = "pd_op.matmul_grad" (%kwarg_var_21_pd_op.recv_v2_0, %kwarg_linear_1.w_0.dist, %1) {chunk_id:0,event_to_record:"var_38_pd_op.matmul_grad_0",force_record_event:true,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_38_pd_op.matmul_grad_0"} : (tensor<4x6x16xf32>) -> 
    (%6) = "pd_op.add_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %5) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
}
