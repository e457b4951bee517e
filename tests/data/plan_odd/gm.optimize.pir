{
    ^kw:
        %kwarg_var_1_pd_op.scale_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_3_pd_op.if_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_5_pd_op.scale_0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.scale" (%kwarg_var_5_pd_op.scale_0, %kwarg_var_3_pd_op.if_0) {op_role:2} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%1) = "pd_op.scale" (%2, %0) {op_role:2} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%3) = "pd_op.scale" (%kwarg_var_1_pd_op.scale_0, %1) {op_role:2} : (tensor<f32>, tensor<f32>) -> tensor<f32>
}
