{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"dy",place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"acc",place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%3) = "pd_op.matmul" (%0, %1) {stop_gradient:[true],transpose_x:true,transpose_y:false} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    (%4) = "pd_op.add_" (%2, %3) {stop_gradient:[true]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%6) = "pd_op.mean" (%4, %5) {keepdim:false,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<0xi64>) -> tensor<f32>
}
