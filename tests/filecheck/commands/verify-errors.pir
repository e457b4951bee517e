// RUN: %exit 2 pirtool verify %s 2>&1 | filecheck %s
// RUN: %exit 2 pirtool fmt %s 2>&1 | filecheck %s
//
// A bad input is a located error: file:line:col, the line, a caret under the culprit, exit 2


// CHECK:      verify-errors.pir:[[# @LINE + 6]]:26: error: use of undefined value %7
// CHECK-NEXT: (%1) = "pd_op.relu" (%7) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{^ {25}\^$}}
// CHECK-NOT:  Traceback
{
    (%0) = "pd_op.data" () {name:"x"} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%7) {} : (tensor<4xf32>) -> tensor<4xf32>
}
