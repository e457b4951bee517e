{
    ^kw:
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[false]} : () -> tensor<16x8xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[false]} : () -> tensor<16x8xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[false]} : () -> tensor<8xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[false]} : () -> tensor<8xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%9) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%10) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8,8],stop_gradient:[false]} : () -> tensor<8x8xf32>
    (%11) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8,8],stop_gradient:[false]} : () -> tensor<8x8xf32>
    (%12) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%13) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%14) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%15) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%16) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%17) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%18) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8x8xf32>
    (%19) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%20) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%21) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%22) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%23) = "pd_op.matmul" (%21, %20) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%23) {output_name:"var_23_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%24) = "pd_op.add" (%23, %19) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    (%25) = "pd_op.relu" (%24) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/ReLU/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%25) {output_name:"var_25_pd_op.relu_0"} : (tensor<4x8xf32>) -> 
    (%26) = "pd_op.matmul" (%25, %18) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    (%27) = "pd_op.all_reduce" (%26) {chunk_id:-1,op_role:0,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%27) {output_name:"var_27_pd_op.all_reduce_0"} : (tensor<4x8xf32>) -> 
    (%28) = "pd_op.add" (%27, %17) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%28) {output_name:"var_28_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%29) = "pd_op.subtract" (%28, %22) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%29) {output_name:"var_29_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%30) = "pd_op.square" (%29) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%30) {output_name:"var_30_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%31) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%31) {output_name:"var_31_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%32) = "pd_op.mean" (%30, %31) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%32) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
