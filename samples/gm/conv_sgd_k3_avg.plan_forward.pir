{
    ^kw:
        %kwarg_conv2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_conv2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<64x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"conv2d_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"conv2d_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4x3x3x3xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,3,8,8],stop_gradient:[true]} : () -> tensor<4x3x8x8xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%7) = "pd_op.conv2d" (%5, %4) {chunk_id:-1,data_format:"NCHW",dilations:[1,1],groups:1,op_role:0,padding_algorithm:"EXPLICIT",paddings:[1,1],stop_gradient:[false],strides:[1,1],struct_name:"/Conv/Conv2D/"} : (tensor<4x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_7_pd_op.conv2d_0"} : (tensor<4x4x8x8xf32>) -> 
    (%8) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv/Conv2D/",value:[1,4,1,1]} : () -> tensor<4xi64>
    (%9) = "pd_op.reshape" (%3, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Conv2D/"} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
    () = "builtin.shadow_output" (%9) {output_name:"var_9_pd_op.reshape_0"} : (tensor<1x4x1x1xf32>) -> 
    (%10) = "pd_op.add" (%7, %9) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Conv2D/"} : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>) -> tensor<4x4x8x8xf32>
    (%11) = "pd_op.relu" (%10) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/"} : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%11) {output_name:"var_11_pd_op.relu_0"} : (tensor<4x4x8x8xf32>) -> 
    (%12) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv/MaxPool2D/",value:[2,2]} : () -> tensor<2xi64>
    () = "builtin.shadow_output" (%12) {output_name:"var_12_pd_op.full_int_array_0"} : (tensor<2xi64>) -> 
    (%13) = "pd_op.pool2d" (%11, %12) {adaptive:false,ceil_mode:false,chunk_id:-1,data_format:"NCHW",exclusive:true,global_pooling:false,op_role:0,padding_algorithm:"EXPLICIT",paddings:[0,0],pooling_type:"max",stop_gradient:[false],strides:[2,2],struct_name:"/Conv/MaxPool2D/"} : (tensor<4x4x8x8xf32>, tensor<2xi64>) -> tensor<4x4x4x4xf32>
    () = "builtin.shadow_output" (%13) {output_name:"var_13_pd_op.pool2d_0"} : (tensor<4x4x4x4xf32>) -> 
    (%14) = "pd_op.flatten" (%13) {chunk_id:-1,op_role:0,start_axis:1,stop_axis:3,stop_gradient:[false],struct_name:"/Conv/"} : (tensor<4x4x4x4xf32>) -> tensor<4x64xf32>
    () = "builtin.shadow_output" (%14) {output_name:"var_14_pd_op.flatten_0"} : (tensor<4x64xf32>) -> 
    (%15) = "pd_op.matmul" (%14, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%15) {output_name:"var_15_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%16) = "pd_op.add" (%15, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%16) {output_name:"var_16_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%17) = "pd_op.subtract" (%16, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%17) {output_name:"var_17_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%18) = "pd_op.square" (%17) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%18) {output_name:"var_18_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%19) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%19) {output_name:"var_19_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%20) = "pd_op.mean" (%18, %19) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%20) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
