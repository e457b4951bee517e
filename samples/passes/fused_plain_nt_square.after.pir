{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"dy",place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"acc",place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%3, %4) = "pd_op.fused_linear_param_grad_add" (%0, %1, %2, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[true,true]} : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, <<NULL TYPE>>) -> tensor<8x8xf32>, tensor<0xf32>
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%6) = "pd_op.mean" (%3, %5) {keepdim:false,stop_gradient:[true]} : (tensor<8x8xf32>, tensor<0xi64>) -> tensor<f32>
}
