// RUN: %exit 0 pirtool fmt %s --index 0 --renumber | filecheck %s
// RUN: %exit 0 pirtool fmt %s --index 0 | filecheck %s --check-prefix ASIS
// RUN: pirtool fmt %s --index 0 > %t.pir && %exit 0 pirtool fmt --check %t.pir
//
// `fmt` prints a program back byte for byte (the value names as written, gaps kept);
// `--renumber` numbers values the way Paddle's printer does: results in print order from %0.

// CHECK:      (%0) = "pd_op.data" () {name:"x"} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.relu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%2) = "pd_op.full" ()
// CHECK-NEXT: (%3, %4) = "pd_op.split_with_num" (%1, %2) {axis:0,num:2} : (tensor<4xf32>, tensor<1xi32>) -> tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT: "builtin.shadow_output" (%4) {output_name:"y"}

// ASIS:       (%10) = "pd_op.data" () {name:"x"} : () -> tensor<4xf32>
// ASIS-NEXT:  (%12) = "pd_op.relu" (%10) {} : (tensor<4xf32>) -> tensor<4xf32>
// ASIS-NEXT:  (%5) = "pd_op.full" ()
// ASIS-NEXT:  (%20, %21) = "pd_op.split_with_num" (%12, %5)
{
    (%10) = "pd_op.data" () {name:"x"} : () -> tensor<4xf32>
    (%12) = "pd_op.relu" (%10) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.full" () {dtype:int32,shape:[1],value:0} : () -> tensor<1xi32>
    (%20, %21) = "pd_op.split_with_num" (%12, %5) {axis:0,num:2} : (tensor<4xf32>, tensor<1xi32>) -> tensor<2xf32>, tensor<2xf32>
    () = "builtin.shadow_output" (%21) {output_name:"y"} : (tensor<2xf32>) -> 
}
