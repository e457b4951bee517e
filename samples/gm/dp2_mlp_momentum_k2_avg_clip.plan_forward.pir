{
    ^kw:
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%5) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%6) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%7) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%8) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%9) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[8,16],stop_gradient:[true]} : () -> tensor<8x16xf32>
    (%10) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%11) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%12) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[4]} : () -> tensor<1xi64>
    (%13) = "pd_op.slice" (%9, %11, %12) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:0,stop_gradient:[true]} : (tensor<8x16xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%13) {output_name:"var_13_pd_op.slice_0"} : (tensor<4x16xf32>) -> 
    (%14) = "pd_op.matmul" (%13, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%14) {output_name:"var_14_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%15) = "pd_op.add" (%14, %7) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%16) = "pd_op.relu" (%15) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%16) {output_name:"var_16_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%17) = "pd_op.matmul" (%16, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%17) {output_name:"var_17_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%18) = "pd_op.add" (%17, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%18) {output_name:"var_18_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%19) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%20) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[4]} : () -> tensor<1xi64>
    (%21) = "pd_op.slice" (%10, %19, %20) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:0,stop_gradient:[true]} : (tensor<8x8xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%21) {output_name:"var_21_pd_op.slice_0"} : (tensor<4x8xf32>) -> 
    (%22) = "pd_op.subtract" (%18, %21) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%22) {output_name:"var_22_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%23) = "pd_op.square" (%22) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%23) {output_name:"var_23_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%24) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%24) {output_name:"var_24_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%25) = "pd_op.mean" (%23, %24) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%25) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
