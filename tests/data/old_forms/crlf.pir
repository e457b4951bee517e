{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%2) = "pd_op.scale" (%1, %1) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%2) {output_name:"out"} : (tensor<4x16xf32>) -> 
}
