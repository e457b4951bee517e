{
    ^kw:
        %kwarg_var_19_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_22_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_35_pd_op.add_grad_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_47_pd_op.add_grad_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_47_pd_op.add_grad_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_35_pd_op.add_grad_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.add_" (%kwarg_linear_8.b_0.dist@GRAD@MERGE, %kwarg_var_35_pd_op.add_grad_1) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%1, %2) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_22_pd_op.relu_0, %kwarg_var_35_pd_op.add_grad_0, %kwarg_linear_8.w_0.dist@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[true,true]} : (tensor<4x6x16xf32>, tensor<4x6x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<0xf32>
    (%3) = "pd_op.add_" (%kwarg_linear_7.b_0.dist@GRAD@MERGE, %kwarg_var_47_pd_op.add_grad_1) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%4, %5) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_19_pd_op.recv_v2_0, %kwarg_var_47_pd_op.add_grad_0, %kwarg_linear_7.w_0.dist@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[true,true]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
}
