{
    ^kw:
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_fp32_master_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0_fp32_master_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xbf16>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xbf16>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%7) = "pd_op.cast" (%5) {chunk_id:-1,dtype:bfloat16,op_role:0,stop_gradient:[true],struct_name:"/MLP/Linear/"} : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    () = "builtin.shadow_output" (%7) {output_name:"var_7_pd_op.cast_0"} : (tensor<4x16xbf16>) -> 
    (%8) = "pd_op.matmul" (%7, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xbf16>, tensor<16x16xbf16>) -> tensor<4x16xbf16>
    (%9) = "pd_op.relu" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/ReLU/"} : (tensor<4x16xbf16>) -> tensor<4x16xbf16>
    () = "builtin.shadow_output" (%9) {output_name:"var_9_pd_op.relu_0"} : (tensor<4x16xbf16>) -> 
    (%10) = "pd_op.matmul" (%9, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xbf16>, tensor<16x8xbf16>) -> tensor<4x8xbf16>
    (%11) = "pd_op.cast" (%10) {chunk_id:-1,dtype:float32,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%11) {output_name:"var_11_pd_op.cast_0"} : (tensor<4x8xf32>) -> 
    (%12) = "pd_op.subtract" (%11, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%12) {output_name:"var_12_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%13) = "pd_op.square" (%12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%13) {output_name:"var_13_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%14) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%14) {output_name:"var_14_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%15) = "pd_op.mean" (%13, %14) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%15) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
