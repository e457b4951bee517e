{
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[12,16],stop_gradient:[true]} : () -> tensor<12x16xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[12,8],stop_gradient:[true]} : () -> tensor<12x8xf32>
    (%5) = "pd_op.matmul" (%3, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x16xf32>) -> tensor<12x16xf32>
    (%6) = "pd_op.relu" (%5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/ReLU/"} : (tensor<12x16xf32>) -> tensor<12x16xf32>
    (%7) = "pd_op.matmul" (%6, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x8xf32>) -> tensor<12x8xf32>
    (%8) = "pd_op.subtract" (%7, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    (%9) = "pd_op.square" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<12x8xf32>) -> tensor<12x8xf32>
    (%10) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%11) = "pd_op.mean" (%9, %10) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<12x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%11) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%12) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%13) = "pd_op.full_like" (%11, %12) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%14) = "pd_op.mean_grad" (%9, %13, %10) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<12x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<12x8xf32>
    (%15) = "pd_op.square_grad" (%8, %14) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    (%16, %17) = "pd_op.subtract_grad" (%7, %4, %15) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<12x8xf32>, tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>, <<NULL TYPE>>
    (%18, %19) = "pd_op.matmul_grad" (%6, %1, %16) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x8xf32>, tensor<12x8xf32>) -> tensor<12x16xf32>, tensor<16x8xf32>
    (%20) = "pd_op.relu_grad" (%6, %18) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<12x16xf32>, tensor<12x16xf32>) -> tensor<12x16xf32>
    (%21, %22) = "pd_op.matmul_grad" (%3, %2, %20) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<12x16xf32>, tensor<16x16xf32>, tensor<12x16xf32>) -> <<NULL TYPE>>, tensor<16x16xf32>
    (%23, %24) = "pd_op.sgd_" (%1, %0, %19, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%25, %26) = "pd_op.sgd_" (%2, %0, %22, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
}
