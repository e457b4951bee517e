{
    (%0) = "pd_op.data" () {dtype:float32,name:"linear_0.w_0_velocity_0",op_role:2,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"linear_0.b_0_velocity_0",op_role:2,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"learning_rate_0",op_role:2,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%3) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%4) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%5) = "pd_op.data" () {dtype:float32,name:"input0",op_role:0,place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%6) = "pd_op.data" () {dtype:float32,name:"label0",op_role:0,place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%7) = "pd_op.matmul" (%5, %4) {op_role:0,stop_gradient:[false],struct_name:"/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%8) = "pd_op.add" (%7, %3) {op_role:0,stop_gradient:[false],struct_name:"/Linear_2/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    (%9) = "pd_op.subtract" (%8, %6) {op_role:0,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%10) = "pd_op.square" (%9) {op_role:0,stop_gradient:[false]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    (%11) = "pd_op.full_int_array" () {dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%12) = "pd_op.mean" (%10, %11) {keepdim:false,op_role:0,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    (%13) = "pd_op.full" () {dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%14) = "pd_op.full_like" (%12, %13) {dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%15) = "pd_op.mean_grad" (%10, %14, %11) {keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%16) = "pd_op.square_grad" (%9, %15) {op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%17, %18) = "pd_op.subtract_grad" (%8, %6, %16) {axis:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%19, %20) = "pd_op.add_grad" (%7, %3, %17) {axis:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, tensor<8xf32>
    (%21, %22) = "pd_op.matmul_grad" (%5, %4, %19) {op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> <<NULL TYPE>>, tensor<16x8xf32>
    (%23, %24, %25) = "pd_op.momentum_" (%3, %20, %1, %2, <<NULL VALUE>>) {mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>
    (%26, %27, %28) = "pd_op.momentum_" (%4, %22, %0, %2, <<NULL VALUE>>) {mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>
    (%29) = "pd_op.print" (%12) {first_n:-1,is_forward:true,message:"",op_role:2,print_phase:"BOTH",print_tensor_layout:true,print_tensor_lod:true,print_tensor_name:true,print_tensor_shape:true,print_tensor_type:true,stop_gradient:[false],summarize:20} : (tensor<f32>) -> tensor<f32>
}
