{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%1) = "x.op" (%0) {axis:0,mode:"fast"} : (tensor<4xf32>) -> tensor<4xf32>
    {
        (%2) = "pd_op.relu" (%0) {stop_gradient:[false]} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%2) {} : (tensor<4xf32>) -> 
    }

    (%3) = "pd_op.exp" (%1) {stop_gradient:[false]} : (tensor<4xf32>) -> tensor<4xf32>
}
