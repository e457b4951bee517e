// RUN: pirtool opt %s -p cse | filecheck %s
//
// CSE replaces an op by an earlier equal one (same name, operands, attributes) and erases it;
// a fetched duplicate keeps its name through a pd_op.assign, as Paddle's
// common_subexpression_elimination_pass does.

// CHECK:      (%[[X:[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK:      (%[[HALF:[0-9]+]]) = "pd_op.full" () {{.*}}value:0.5}
// CHECK-NOT:  value:0.5}
// CHECK:      (%[[A:[0-9]+]]) = "pd_op.add" (%[[X]], %[[HALF]])
// CHECK-NOT:  "pd_op.add" (%[[HALF]], %[[X]])
// CHECK:      (%[[E:[0-9]+]]) = "pd_op.exp"
// CHECK-NOT:  "pd_op.exp"
// CHECK:      (%[[S:[0-9]+]]) = "pd_op.sin" (%[[X]])
// CHECK-NEXT: (%[[S2:[0-9]+]]) = "pd_op.assign" (%[[S]])
// CHECK:      "builtin.shadow_output" (%[[S]]) {output_name:"u1"}
// CHECK-NEXT: "builtin.shadow_output" (%[[S2]]) {output_name:"u2"}
{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[2,3],stop_gradient:[true],value:0.5} : () -> tensor<2x3xf32>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[2,3],stop_gradient:[true],value:0.5} : () -> tensor<2x3xf32>
    (%3) = "pd_op.add" (%0, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%4) = "pd_op.add" (%2, %0) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%5) = "pd_op.exp" (%3) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%6) = "pd_op.exp" (%3) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%7) = "pd_op.add" (%5, %6) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%8) = "pd_op.add" (%7, %4) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%9) = "pd_op.sin" (%0) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%10) = "pd_op.sin" (%0) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%8) {output_name:"m"} : (tensor<2x3xf32>) -> 
    () = "builtin.shadow_output" (%9) {output_name:"u1"} : (tensor<2x3xf32>) -> 
    () = "builtin.shadow_output" (%10) {output_name:"u2"} : (tensor<2x3xf32>) -> 
}
