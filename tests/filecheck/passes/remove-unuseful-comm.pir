// RUN: pirtool opt %s -p remove-unuseful-comm 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix WARN --input-file %t.err
//
// Paddle's remove_unuseful_comm_op_pass: a collective over one rank, an identity cast and a
// single-use share_data_ are dropped, their users reading the input. A collective over two
// ranks stays, and so does one whose group size the program does not state (with a warning).

// CHECK:      (%[[X:[0-9]+]]) = "pd_op.data"
// CHECK-NEXT: (%[[G:[0-9]+]]) = "pd_op.all_gather" (%[[X]]) {nranks:2,ring_id:4}
// CHECK-NOT:  "pd_op.cast"
// CHECK-NOT:  "pd_op.share_data_"
// CHECK-NEXT: (%[[R:[0-9]+]]) = "pd_op.all_reduce" (%[[G]]) {reduce_type:0,ring_id:9}
// CHECK-NEXT: "builtin.shadow_output" (%[[R]])
// WARN:       warning: remove-unuseful-comm: kept the collectives of ring(s) 9
{
    (%0) = "pd_op.data" () {name:"x",shape:[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.all_gather" (%0) {nranks:1,ring_id:3} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.all_gather" (%1) {nranks:2,ring_id:4} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.cast" (%2) {dtype:float32} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.share_data_" (%3) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.all_reduce" (%4) {reduce_type:0,ring_id:9} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%5) {output_name:"y"} : (tensor<4xf32>) -> 
}
