// RUN: pirtool opt %s -p dce | filecheck %s
//
// DCE erases ops whose results are unused and that have no side effect (Paddle's
// dead_code_elimination_pass): the unused tanh/scale chain and the unused matmul go, while
// dropout (random state), print and assign_out_ (writes its output) stay.

// CHECK:      "pd_op.matmul" (%[[X:[0-9]+]], %{{[0-9]+}})
// CHECK-NEXT: (%[[H:[0-9]+]]) = "pd_op.add"
// CHECK-NOT:  "pd_op.tanh"
// CHECK-NOT:  "pd_op.scale"
// CHECK:      "pd_op.dropout" (%[[H]],
// CHECK-NOT:  "pd_op.matmul"
// CHECK:      "pd_op.print"
// CHECK:      "pd_op.assign_out_"
// CHECK:      "pd_op.relu" (%[[H]])
// CHECK:      "builtin.shadow_output" {{.*}}output_name:"out"
{
    (%0) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%3) = "pd_op.matmul" (%2, %1) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%4) = "pd_op.add" (%3, %0) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%5) = "pd_op.tanh" (%4) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%6) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:3} : () -> tensor<1xf32>
    (%7) = "pd_op.scale" (%5, %6) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<1xf32>) -> tensor<4x16xf32>
    (%8) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%9, %10) = "pd_op.dropout" (%4, <<NULL VALUE>>, %8) {fix_seed:false,is_test:false,mode:"upscale_in_train",seed:0,stop_gradient:[false,false]} : (tensor<4x16xf32>, <<NULL TYPE>>, tensor<1xf32>) -> tensor<4x16xf32>, tensor<4x16xu8>
    (%11) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[16,4],stop_gradient:[true],value:0.5} : () -> tensor<16x4xf32>
    (%12) = "pd_op.matmul" (%2, %11) {stop_gradient:[true],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    (%13) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%14) = "pd_op.mean" (%4, %13) {keepdim:false,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%15) = "pd_op.print" (%14) {first_n:-1,is_forward:true,message:"mean of h",print_phase:"BOTH",print_tensor_layout:true,print_tensor_lod:true,print_tensor_name:true,print_tensor_shape:true,print_tensor_type:true,stop_gradient:[false],summarize:20} : (tensor<f32>) -> tensor<f32>
    (%16) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[4,16],stop_gradient:[false],value:0} : () -> tensor<4x16xf32>
    (%17) = "pd_op.exp" (%4) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%18) = "pd_op.assign_out_" (%17, %16) {} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%19) = "pd_op.relu" (%4) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%20) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%21) = "pd_op.sum" (%19, %20) {dtype:Undefined,keepdim:false,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%21) {output_name:"out"} : (tensor<f32>) -> 
}
