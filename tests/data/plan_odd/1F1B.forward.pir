{
    (%0) = "pd_op.full" () {dtype:float32,op_role:0,value:0} : () -> tensor<f32>
    () = "builtin.shadow_output" (%0) {output_name:"var_0_pd_op.full_0"} : (tensor<f32>) -> 
    (%1) = "pd_op.scale" (<<NULL VALUE>>, %0) {op_role:0} : (<<NULL TYPE>>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%1) {output_name:"var_1_pd_op.scale_0"} : (tensor<f32>) -> 
}
