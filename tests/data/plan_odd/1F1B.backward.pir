{
    ^kw:
        %kwarg_var_0_pd_op.full_0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.scale" (<<NULL VALUE>>, <<NULL VALUE>>) {op_role:1} : (<<NULL TYPE>>, <<NULL TYPE>>) -> tensor<f32>
    (%1) = "pd_op.if" (%kwarg_var_0_pd_op.full_0) {op_role:1} -> tensor<f32> {
        (%2) = "pd_op.scale" (%3, %4) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        (%5) = "pd_op.scale" (%2, %1) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        () = "cf.yield" (%5) {op_role:1} : (tensor<f32>) -> 
    } else {
        (%6) = "pd_op.scale" (%kwarg_var_0_pd_op.full_0, %0) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        () = "cf.yield" (%6) {op_role:1} : (tensor<f32>) -> 
    }
    () = "builtin.shadow_output" (%1) {output_name:"var_3_pd_op.if_0"} : (tensor<f32>) -> 
    (%7) = "pd_op.scale" (%kwarg_var_0_pd_op.full_0, %8) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%9) = "pd_op.scale" (<<NULL VALUE>>, %7) {op_role:1} : (<<NULL TYPE>>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%9) {output_name:"var_5_pd_op.scale_0"} : (tensor<f32>) -> 
    (%10) = "pd_op.if" (%kwarg_var_0_pd_op.full_0) {op_role:1} -> tensor<f32> {
        (%11) = "pd_op.scale" (%kwarg_var_0_pd_op.full_0, %9) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        () = "cf.yield" (%11) {op_role:1} : (tensor<f32>) -> 
    } else {
        () = "cf.yield" (%kwarg_var_0_pd_op.full_0) {op_role:1} : (tensor<f32>) -> 
    }
}
