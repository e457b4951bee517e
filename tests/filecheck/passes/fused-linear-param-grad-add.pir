// RUN: pirtool opt %s -p fused-linear-param-grad-add | filecheck %s
//
// A matmul(x^T, dy) whose product is added in place to an accumulator becomes one
// fused_linear_param_grad_add (Paddle's fused_linear_param_grad_add_pass); the users of the
// add_ read the fused op's first result.

// CHECK:      (%[[X:[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: (%[[DY:[0-9]+]]) = "pd_op.data" () {{.*}}name:"dy"
// CHECK-NEXT: (%[[ACC:[0-9]+]]) = "pd_op.data" () {{.*}}name:"acc"
// CHECK-NEXT: (%[[OUT:[0-9]+]], %{{[0-9]+}}) = "pd_op.fused_linear_param_grad_add" (%[[X]], %[[DY]], %[[ACC]], <<NULL VALUE>>) {has_bias:false,multi_precision:false,
// CHECK-NOT:  "pd_op.add_"
// CHECK:      "pd_op.mean" (%[[OUT]],
{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"dy",place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"acc",place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%3) = "pd_op.matmul" (%0, %1) {stop_gradient:[true],transpose_x:true,transpose_y:false} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    (%4) = "pd_op.add_" (%2, %3) {stop_gradient:[true]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%6) = "pd_op.mean" (%4, %5) {keepdim:false,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<0xi64>) -> tensor<f32>
}
