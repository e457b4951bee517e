{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "pd_op.sin" (%0) {stop_gradient:[true]} : (tensor<2xf32>) -> tensor<2xf32>
}