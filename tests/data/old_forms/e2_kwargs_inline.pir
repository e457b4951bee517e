{
    ^kw:%kwarg_linear_0.w_0@GRAD@MERGE
    (%0) = "builtin.parameter" () {parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false]} : () -> builtin.tensor<16x16xf32>
    (%1) = "pd_op.add_" (%kwarg_linear_0.w_0@GRAD@MERGE, %0) {op_role:(Int32)1,stop_gradient:[false]} : (builtin.tensor<16x16xf32>, builtin.tensor<16x16xf32>) -> builtin.tensor<16x16xf32>
    (%2) = "pd_op.scale_" (%1, %0) {bias:(Float)0,bias_after_scale:true,op_role:(Int32)2,stop_gradient:[false]} : (builtin.tensor<16x16xf32>, builtin.tensor<16x16xf32>) -> builtin.tensor<16x16xf32>
}
