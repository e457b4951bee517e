{
    (%0) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%1) = "pd_op.scale" (%0, %0) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.set_parameter" (%1) {parameter_name:"w"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<4xf32>) ->
}
