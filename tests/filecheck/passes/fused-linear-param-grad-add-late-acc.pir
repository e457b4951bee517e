// RUN: pirtool opt %s -p fused-linear-param-grad-add 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix WARN --input-file %t.err
// RUN: pirtool opt %s -p fused-linear-param-grad-add | pirtool verify -
//
// Gradients accumulated by hand (printed by Paddle 3.3.1: samples/passes/fused_hand_bias_first),
// each accumulator made just before its add_, the bias's before the weight's. The fused op
// stands below the weight accumulator's full (where Paddle puts it); the bias accumulator's add_,
// which reads the fused op's bias gradient, moves below the fused op (Paddle leaves it above,
// reading the value before its definition).

// CHECK:      "pd_op.full" () {{.*}}shape:[16],
// CHECK:      (%[[ACC:[0-9]+]]) = "pd_op.full" () {{.*}}shape:[16,16],
// CHECK-NEXT: (%{{[0-9]+}}, %[[DB:[0-9]+]]) = "pd_op.fused_linear_param_grad_add" (%{{[0-9]+}}, %{{[0-9]+}}, %[[ACC]], <<NULL VALUE>>) {has_bias:true,
// CHECK-NEXT: "pd_op.add_" (%{{[0-9]+}}, %[[DB]])

// WARN: warning: fused-linear-param-grad-add: moved 1 op(s) reading a fused bias gradient below the fused op
{
    (%0) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%2) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%3) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%5) = "pd_op.data" () {dtype:float32,name:"y",place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%6) = "pd_op.matmul" (%4, %3) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%7) = "pd_op.add" (%6, %2) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%8) = "pd_op.relu" (%7) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%9) = "pd_op.matmul" (%8, %1) {stop_gradient:[false],struct_name:"/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%10) = "pd_op.add" (%9, %0) {stop_gradient:[false],struct_name:"/Linear_1/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    (%11) = "pd_op.subtract" (%10, %5) {stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%12) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[],stop_gradient:[true],value:2} : () -> tensor<f32>
    (%13) = "pd_op.elementwise_pow" (%11, %12) {stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    (%14) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.mean" (%13, %14) {keepdim:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    (%16) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%17) = "pd_op.full_like" (%15, %16) {dtype:float32,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%18) = "pd_op.mean_grad" (%13, %17, %14) {keepdim:false,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%19, %20) = "pd_op.elementwise_pow_grad" (%11, %12, %18) {stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%21, %22) = "pd_op.subtract_grad" (%10, %5, %19) {axis:-1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%23, %24) = "pd_op.add_grad" (%9, %0, %21) {axis:-1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, tensor<8xf32>
    (%25, %26) = "pd_op.matmul_grad" (%8, %1, %23) {stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>, tensor<16x8xf32>
    (%27) = "pd_op.relu_grad" (%8, %25) {stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%28, %29) = "pd_op.add_grad" (%6, %2, %27) {axis:-1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%30, %31) = "pd_op.matmul_grad" (%4, %3, %28) {stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> <<NULL TYPE>>, tensor<16x16xf32>
    (%32) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[16],stop_gradient:[true],value:0} : () -> tensor<16xf32>
    (%33) = "pd_op.add_" (%32, %29) {stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%34) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[16,16],stop_gradient:[true],value:0} : () -> tensor<16x16xf32>
    (%35) = "pd_op.add_" (%34, %31) {stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%36) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[8],stop_gradient:[true],value:0} : () -> tensor<8xf32>
    (%37) = "pd_op.add_" (%36, %24) {stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%38) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[16,8],stop_gradient:[true],value:0} : () -> tensor<16x8xf32>
    (%39) = "pd_op.add_" (%38, %26) {stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
}
