{
    ^kw:
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_input0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_27_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_24_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:1,out_shape:[4,24],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x24xf32>
    (%1) = "pd_op.relu_grad" (%kwarg_var_27_pd_op.relu_0, %0) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    (%2) = "pd_op.matmul" (%kwarg_var_24_pd_op.relu_0, %kwarg_linear_1.w_0.dist) {bwd_recompute_id:1,chunk_id:-1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x24xf32>, tensor<24x24xf32>) -> tensor<4x24xf32>
    (%3) = "pd_op.add" (%2, %kwarg_linear_1.b_0.dist) {bwd_recompute_id:1,chunk_id:-1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/"} : (tensor<4x24xf32>, tensor<24xf32>) -> tensor<4x24xf32>
    (%4, %5) = "pd_op.add_grad" (%2, %kwarg_linear_1.b_0.dist, %1) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x24xf32>, tensor<24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>, tensor<24xf32>
    (%6) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %5) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    (%7, %8) = "pd_op.matmul_grad" (%kwarg_var_24_pd_op.relu_0, %kwarg_linear_1.w_0.dist, %4) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x24xf32>, tensor<24x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>, tensor<24x24xf32>
    (%9) = "pd_op.add_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %8) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
    (%10) = "pd_op.relu_grad" (%kwarg_var_24_pd_op.relu_0, %7) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    (%11) = "pd_op.matmul" (%kwarg_input0, %kwarg_linear_0.w_0.dist) {bwd_recompute_id:0,chunk_id:-1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x24xf32>) -> tensor<4x24xf32>
    (%12) = "pd_op.add" (%11, %kwarg_linear_0.b_0.dist) {bwd_recompute_id:0,chunk_id:-1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/"} : (tensor<4x24xf32>, tensor<24xf32>) -> tensor<4x24xf32>
    (%13, %14) = "pd_op.add_grad" (%11, %kwarg_linear_0.b_0.dist, %10) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x24xf32>, tensor<24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>, tensor<24xf32>
    (%15) = "pd_op.add_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %14) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    (%16, %17) = "pd_op.matmul_grad" (%kwarg_input0, %kwarg_linear_0.w_0.dist, %13) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x24xf32>, tensor<4x24xf32>) -> <<NULL TYPE>>, tensor<16x24xf32>
    (%18) = "pd_op.add_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %17) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x24xf32>, tensor<16x24xf32>) -> tensor<16x24xf32>
}
