// RUN: pirtool opt %s -p fused-linear-param-grad-add 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix WARN --input-file %t.err
//
// Where pirtool deviates from Paddle: the fused op computes x^T·dy, so a matmul(x, dy) without
// transpose_x cannot be expressed by it. Paddle 3.3.1 fuses it anyway (changing what the
// program computes); pirtool leaves the pattern alone and says so.

// CHECK:      "pd_op.matmul" (%0, %1) {stop_gradient:[true],transpose_x:false,transpose_y:false}
// CHECK-NEXT: "pd_op.add_" (%2, %3)
// CHECK-NOT:  "pd_op.fused_linear_param_grad_add"
// WARN:       warning: fused-linear-param-grad-add: left 1 matmul + add_ pattern(s) alone
{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"dy",place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"acc",place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%3) = "pd_op.matmul" (%0, %1) {stop_gradient:[true],transpose_x:false,transpose_y:false} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    (%4) = "pd_op.add_" (%2, %3) {stop_gradient:[true]} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%6) = "pd_op.mean" (%4, %5) {keepdim:false,stop_gradient:[true]} : (tensor<8x8xf32>, tensor<0xi64>) -> tensor<f32>
}
