// RUN: pirtool opt %s -p 'gradient-merge{k=2},remove-master-grad-cast' | filecheck %s
// RUN: pirtool opt %s -p remove-master-grad-cast 2>&1 >/dev/null | filecheck %s --check-prefix ALONE
//
// bf16 AMP O2 with master gradients: Paddle casts each bf16 gradient to float32 for the update
// (master_grad_cast). After gradient merge the update reads the float32 accumulator, whose
// cast is an identity: remove-master-grad-cast drops it and the average reads the accumulator.
// Alone, on the bf16 gradients, each cast changes the dtype and stays (with a warning).

// CHECK-NOT:  master_grad_cast:true
// CHECK:      (%[[HALF:[0-9]+]]) = "pd_op.full" () {{.*}}value:0.5}
// CHECK-NEXT: (%[[AVG:[0-9]+]]) = "pd_op.scale_" (%kwarg_linear_4.w_0@GRAD@MERGE, %[[HALF]])
// CHECK-NOT:  master_grad_cast:true
// CHECK:      "pd_op.sgd_" (%{{[0-9]+}}, %0, %[[AVG]], %{{[0-9]+}}) {multi_precision:true,

// ALONE:      warning: remove-master-grad-cast: kept 4 master-grad cast(s) that change the dtype
{
    (%0) = "pd_op.data" () {dtype:float32,name:"learning_rate_1",persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"loss_scaling_1",persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"linear_4.b_0_fp32_master_0",persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%3) = "pd_op.data" () {dtype:float32,name:"linear_4.w_0_fp32_master_0",persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%4) = "pd_op.data" () {dtype:float32,name:"linear_5.b_0_fp32_master_0",persistable:[true],place:Place(undefined:0),shape:[10],stop_gradient:[true]} : () -> tensor<10xf32>
    (%5) = "pd_op.data" () {dtype:float32,name:"linear_5.w_0_fp32_master_0",persistable:[true],place:Place(undefined:0),shape:[32,10],stop_gradient:[true]} : () -> tensor<32x10xf32>
    (%6) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_5.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<10xbf16>
    (%7) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_5.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x10xbf16>
    (%8) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_4.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xbf16>
    (%9) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_4.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xbf16>
    (%10) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[8,16],stop_gradient:[true]} : () -> tensor<8x16xf32>
    (%11) = "pd_op.data" () {dtype:int64,name:"y",place:Place(undefined:0),shape:[8,1],stop_gradient:[true]} : () -> tensor<8x1xi64>
    (%12) = "pd_op.cast" (%10) {dtype:bfloat16,stop_gradient:[true],struct_name:"/Net_2/Linear/"} : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    (%13) = "pd_op.matmul" (%12, %9) {stop_gradient:[false],struct_name:"/Net_2/Linear/",transpose_x:false,transpose_y:false} : (tensor<8x16xbf16>, tensor<16x32xbf16>) -> tensor<8x32xbf16>
    (%14) = "pd_op.add" (%13, %8) {stop_gradient:[false],struct_name:"/Net_2/Linear/"} : (tensor<8x32xbf16>, tensor<32xbf16>) -> tensor<8x32xbf16>
    (%15) = "pd_op.relu" (%14) {stop_gradient:[false],struct_name:"/Net_2/"} : (tensor<8x32xbf16>) -> tensor<8x32xbf16>
    (%16) = "pd_op.matmul" (%15, %7) {stop_gradient:[false],struct_name:"/Net_2/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<8x32xbf16>, tensor<32x10xbf16>) -> tensor<8x10xbf16>
    (%17) = "pd_op.add" (%16, %6) {stop_gradient:[false],struct_name:"/Net_2/Linear_1/"} : (tensor<8x10xbf16>, tensor<10xbf16>) -> tensor<8x10xbf16>
    (%18) = "pd_op.cast" (%17) {dtype:float32,stop_gradient:[false]} : (tensor<8x10xbf16>) -> tensor<8x10xf32>
    (%19, %20) = "pd_op.cross_entropy_with_softmax" (%18, %11) {axis:-1,ignore_index:-100,numeric_stable_mode:true,soft_label:false,stop_gradient:[false,false],use_softmax:true} : (tensor<8x10xf32>, tensor<8x1xi64>) -> tensor<8x10xf32>, tensor<8x1xf32>
    (%21) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%22) = "pd_op.mean" (%20, %21) {keepdim:false,stop_gradient:[false]} : (tensor<8x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%23) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%24) = "pd_op.full_like" (%22, %23) {dtype:float32,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%25) = "pd_op.mean_grad" (%20, %24, %21) {keepdim:false,reduce_all:false,stop_gradient:[false]} : (tensor<8x1xf32>, tensor<f32>, tensor<0xi64>) -> tensor<8x1xf32>
    (%26) = "pd_op.cross_entropy_with_softmax_grad" (%11, %19, %25) {axis:-1,ignore_index:-100,numeric_stable_mode:true,soft_label:false,stop_gradient:[false],use_softmax:true} : (tensor<8x1xi64>, tensor<8x10xf32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    (%27) = "pd_op.cast" (%26) {dtype:bfloat16,stop_gradient:[false]} : (tensor<8x10xf32>) -> tensor<8x10xbf16>
    (%28, %29) = "pd_op.add_grad" (%16, %6, %27) {axis:-1,stop_gradient:[false,false]} : (tensor<8x10xbf16>, tensor<10xbf16>, tensor<8x10xbf16>) -> tensor<8x10xbf16>, tensor<10xbf16>
    (%30, %31) = "pd_op.matmul_grad" (%15, %7, %28) {stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<8x32xbf16>, tensor<32x10xbf16>, tensor<8x10xbf16>) -> tensor<8x32xbf16>, tensor<32x10xbf16>
    (%32) = "pd_op.relu_grad" (%15, %30) {stop_gradient:[false]} : (tensor<8x32xbf16>, tensor<8x32xbf16>) -> tensor<8x32xbf16>
    (%33, %34) = "pd_op.add_grad" (%13, %8, %32) {axis:-1,stop_gradient:[false,false]} : (tensor<8x32xbf16>, tensor<32xbf16>, tensor<8x32xbf16>) -> tensor<8x32xbf16>, tensor<32xbf16>
    (%35, %36) = "pd_op.matmul_grad" (%12, %9, %33) {stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<8x16xbf16>, tensor<16x32xbf16>, tensor<8x32xbf16>) -> <<NULL TYPE>>, tensor<16x32xbf16>
    (%37) = "pd_op.cast" (%36) {dtype:float32,master_grad_cast:true,stop_gradient:[false]} : (tensor<16x32xbf16>) -> tensor<16x32xf32>
    (%38) = "pd_op.cast" (%34) {dtype:float32,master_grad_cast:true,stop_gradient:[false]} : (tensor<32xbf16>) -> tensor<32xf32>
    (%39) = "pd_op.cast" (%31) {dtype:float32,master_grad_cast:true,stop_gradient:[false]} : (tensor<32x10xbf16>) -> tensor<32x10xf32>
    (%40) = "pd_op.cast" (%29) {dtype:float32,master_grad_cast:true,stop_gradient:[false]} : (tensor<10xbf16>) -> tensor<10xf32>
    (%41, %42) = "pd_op.sgd_" (%8, %0, %38, %2) {multi_precision:true,stop_gradient:[true,true]} : (tensor<32xbf16>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xbf16>, tensor<32xf32>
    (%43, %44) = "pd_op.sgd_" (%9, %0, %37, %3) {multi_precision:true,stop_gradient:[true,true]} : (tensor<16x32xbf16>, tensor<1xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xbf16>, tensor<16x32xf32>
    (%45, %46) = "pd_op.sgd_" (%6, %0, %40, %4) {multi_precision:true,stop_gradient:[true,true]} : (tensor<10xbf16>, tensor<1xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xbf16>, tensor<10xf32>
    (%47, %48) = "pd_op.sgd_" (%7, %0, %39, %5) {multi_precision:true,stop_gradient:[true,true]} : (tensor<32x10xbf16>, tensor<1xf32>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xbf16>, tensor<32x10xf32>
}
