// RUN: pirtool opt %s -p 'dce,cse' --print-ir-after-all --timing 2>&1 >/dev/null | filecheck %s
// RUN: pirtool opt %s -p 'dce,cse' --print-ir-after-change 2>&1 >/dev/null | filecheck %s --check-prefix CHANGE
//
// The pass manager's instrumentations print the program after each pass in Paddle's
// IRPrinting format, and the time of each step; --print-ir-after-change skips a pass that left
// the program as it was (here dce: nothing is dead).

// CHECK:      IRPrinting on builtin.module after dce pass
// CHECK:      "pd_op.exp"
// CHECK-NEXT: "pd_op.exp"
// CHECK:      IRPrinting on builtin.module after cse pass
// CHECK:      "pd_op.exp"
// CHECK-NOT:  "pd_op.exp"
// CHECK:      pirtool: timing
// CHECK-NEXT: {{[0-9.]+}} ms  parse
// CHECK-NEXT: {{[0-9.]+}} ms  01 dce
// CHECK-NEXT: {{[0-9.]+}} ms  02 cse
// CHECK-NEXT: {{[0-9.]+}} ms  print
// CHECK-NEXT: {{[0-9.]+}} ms  total

// CHANGE-NOT: after dce pass
// CHANGE:     IRPrinting on builtin.module after cse pass
{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.exp" (%0) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%2) = "pd_op.exp" (%0) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%3) = "pd_op.add" (%1, %2) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%3) {output_name:"m"} : (tensor<2x3xf32>) -> 
}
