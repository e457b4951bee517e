{
    ^kw:
        %kwarg_var_32_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_79_pd_op.add_grad_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_79_pd_op.add_grad_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %kwarg_var_79_pd_op.add_grad_1) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%1, %2) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_32_pd_op.recv_v2_0, %kwarg_var_79_pd_op.add_grad_0, %kwarg_linear_1.w_0.dist@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[true,true]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
}
