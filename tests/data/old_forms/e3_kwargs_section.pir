{
    ^kw:
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "builtin.parameter" () {parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false]} : () -> tensor<16x16xf32>
    (%1) = "builtin.parameter" () {parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false]} : () -> tensor<16xf32>
    (%2) = "pd_op.add_" (%kwarg_linear_0.w_0@GRAD@MERGE, %0) {grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%3) = "pd_op.add_" (%kwarg_linear_0.b_0@GRAD@MERGE, %1) {grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
}
