// RUN: pirtool merge %s -k 2 | filecheck %s
// RUN: pirtool opt %s -p 'gradient-merge{k=2}' | filecheck %s
// RUN: pirtool merge %s -k 4 --no-avg | filecheck %s --check-prefix NOAVG
//
// Gradient merge over k micro-batches (Paddle's auto_parallel_gradient_merge_pass): one
// persistable accumulator kwarg per (parameter, gradient), `add_(acc, grad)` right after the
// gradient's producer, the update reading the accumulator scaled by 1/k, and the accumulator
// zeroed after the update. A static program prints no op_role; the new ops carry the role the
// pass infers (1 backward, 2 optimize).

// CHECK:      ^kw:
// CHECK-NEXT:   %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
// CHECK-NEXT:   %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
// CHECK-NEXT:   %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
// CHECK-NEXT:   %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
// CHECK:      (%{{[0-9]+}}, %[[DB1:[0-9]+]]) = "pd_op.add_grad" (%10, %1,
// CHECK-NEXT: "pd_op.add_" (%kwarg_linear_1.b_0@GRAD@MERGE, %[[DB1]]) {grad_merge_add:true,op_role:1,
// CHECK:      (%[[HALF:[0-9]+]]) = "pd_op.full" () {dtype:float32,op_role:2,{{.*}}value:0.5}
// CHECK-NEXT: (%[[AVG:[0-9]+]]) = "pd_op.scale_" (%kwarg_linear_1.b_0@GRAD@MERGE, %[[HALF]]) {bias:0,bias_after_scale:false,op_role:2,
// CHECK-NEXT: "pd_op.sgd_" (%1, %0, %[[AVG]], <<NULL VALUE>>)
// CHECK:      (%[[ZERO:[0-9]+]]) = "pd_op.full" () {{.*}}value:0}
// CHECK-COUNT-3: "pd_op.full_int_array" () {dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]}
// CHECK-NEXT: "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %[[ZERO]],

// Without averaging the update reads the accumulated sum itself.
// NOAVG-NOT:  "pd_op.scale_"
// NOAVG:      "pd_op.sgd_" (%1, %0, %kwarg_linear_1.b_0@GRAD@MERGE, <<NULL VALUE>>)
// NOAVG-NOT:  "pd_op.scale_"
{
    (%0) = "pd_op.data" () {dtype:float32,name:"learning_rate_0",persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<10xf32>
    (%2) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x10xf32>
    (%3) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%4) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%5) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%6) = "pd_op.data" () {dtype:int64,name:"y",place:Place(undefined:0),shape:[4,1],stop_gradient:[true]} : () -> tensor<4x1xi64>
    (%7) = "pd_op.matmul" (%5, %4) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    (%8) = "pd_op.add" (%7, %3) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
    (%9) = "pd_op.relu" (%8) {stop_gradient:[false]} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    (%10) = "pd_op.matmul" (%9, %2) {stop_gradient:[false],struct_name:"/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
    (%11) = "pd_op.add" (%10, %1) {stop_gradient:[false],struct_name:"/Linear_1/"} : (tensor<4x10xf32>, tensor<10xf32>) -> tensor<4x10xf32>
    (%12, %13) = "pd_op.cross_entropy_with_softmax" (%11, %6) {axis:-1,ignore_index:-100,numeric_stable_mode:true,soft_label:false,stop_gradient:[false,false],use_softmax:true} : (tensor<4x10xf32>, tensor<4x1xi64>) -> tensor<4x10xf32>, tensor<4x1xf32>
    (%14) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.mean" (%13, %14) {keepdim:false,stop_gradient:[false]} : (tensor<4x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%16) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%17) = "pd_op.full_like" (%15, %16) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%18) = "pd_op.mean_grad" (%13, %17, %14) {keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<4x1xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x1xf32>
    (%19) = "pd_op.cross_entropy_with_softmax_grad" (%6, %12, %18) {axis:-1,ignore_index:-100,numeric_stable_mode:true,soft_label:false,stop_gradient:[true],use_softmax:true} : (tensor<4x1xi64>, tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    (%20, %21) = "pd_op.add_grad" (%10, %1, %19) {axis:-1,stop_gradient:[true,true]} : (tensor<4x10xf32>, tensor<10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>, tensor<10xf32>
    (%22, %23) = "pd_op.matmul_grad" (%9, %2, %20) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<4x32xf32>, tensor<32x10xf32>, tensor<4x10xf32>) -> tensor<4x32xf32>, tensor<32x10xf32>
    (%24) = "pd_op.relu_grad" (%9, %22) {stop_gradient:[true]} : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    (%25, %26) = "pd_op.add_grad" (%7, %3, %24) {axis:-1,stop_gradient:[true,true]} : (tensor<4x32xf32>, tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>, tensor<32xf32>
    (%27, %28) = "pd_op.matmul_grad" (%5, %4, %25) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> <<NULL TYPE>>, tensor<16x32xf32>
    (%29, %30) = "pd_op.sgd_" (%1, %0, %21, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<10xf32>, tensor<f32>, tensor<10xf32>, <<NULL TYPE>>) -> tensor<10xf32>, <<NULL TYPE>>
    (%31, %32) = "pd_op.sgd_" (%2, %0, %23, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<32x10xf32>, tensor<f32>, tensor<32x10xf32>, <<NULL TYPE>>) -> tensor<32x10xf32>, <<NULL TYPE>>
    (%33, %34) = "pd_op.sgd_" (%3, %0, %26, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<32xf32>, tensor<f32>, tensor<32xf32>, <<NULL TYPE>>) -> tensor<32xf32>, <<NULL TYPE>>
    (%35, %36) = "pd_op.sgd_" (%4, %0, %28, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16x32xf32>, tensor<f32>, tensor<16x32xf32>, <<NULL TYPE>>) -> tensor<16x32xf32>, <<NULL TYPE>>
}
