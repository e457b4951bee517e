{
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[12,16],stop_gradient:[true]} : () -> tensor<12x16xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[12,8],stop_gradient:[true]} : () -> tensor<12x8xf32>
    (%7) = "pd_op.matmul" (%5, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x16xf32>) -> tensor<12x16xf32>
    (%8) = "pd_op.relu" (%7) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/ReLU/"} : (tensor<12x16xf32>) -> tensor<12x16xf32>
    (%9) = "pd_op.matmul" (%8, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x8xf32>) -> tensor<12x8xf32>
    (%10) = "pd_op.subtract" (%9, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    (%11) = "pd_op.square" (%10) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<12x8xf32>) -> tensor<12x8xf32>
    (%12) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%13) = "pd_op.mean" (%11, %12) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<12x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%13) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%14) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%15) = "pd_op.full_like" (%13, %14) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%16) = "pd_op.mean_grad" (%11, %15, %12) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<12x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<12x8xf32>
    (%17) = "pd_op.square_grad" (%10, %16) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    (%18, %19) = "pd_op.subtract_grad" (%9, %6, %17) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<12x8xf32>, tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>, <<NULL TYPE>>
    (%20, %21) = "pd_op.matmul_grad" (%8, %3, %18) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x8xf32>, tensor<12x8xf32>) -> tensor<12x16xf32>, tensor<16x8xf32>
    (%22) = "pd_op.relu_grad" (%8, %20) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<12x16xf32>, tensor<12x16xf32>) -> tensor<12x16xf32>
    (%23, %24) = "pd_op.matmul_grad" (%5, %4, %22) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x16xf32>, tensor<12x16xf32>) -> <<NULL TYPE>>, tensor<16x16xf32>
    (%25, %26, %27) = "pd_op.momentum_" (%3, %21, %1, %2, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>
    (%28, %29, %30) = "pd_op.momentum_" (%4, %24, %0, %2, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>
}
