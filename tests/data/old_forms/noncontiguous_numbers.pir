{
    (%2) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%38) = "pd_op.relu" (%2) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%48) = "pd_op.add" (%38, %2) {stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%48) {output_name:"out"} : (tensor<4x16xf32>) -> 
}
