{
    ^kw:
        %kwarg_conv2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_conv2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_batch_norm2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_batch_norm2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4,3,3,3],stop_gradient:[true]} : () -> tensor<4x3x3x3xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[64,8],stop_gradient:[true]} : () -> tensor<64x8xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%7) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%8) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<64x8xf32>
    (%9) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.w_2",persistable:[true],stop_gradient:[true],trainable:[false]} : () -> tensor<4xf32>
    (%10) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.w_1",persistable:[true],stop_gradient:[true],trainable:[false]} : () -> tensor<4xf32>
    (%11) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%12) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%13) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"conv2d_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%14) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"conv2d_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4x3x3x3xf32>
    (%15) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,3,8,8],stop_gradient:[true]} : () -> tensor<4x3x8x8xf32>
    (%16) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%17) = "pd_op.conv2d" (%15, %14) {chunk_id:-1,data_format:"NCHW",dilations:[1,1],groups:1,op_role:0,padding_algorithm:"EXPLICIT",paddings:[1,1],stop_gradient:[false],strides:[1,1],struct_name:"/Conv/Conv2D/"} : (tensor<4x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%17) {output_name:"var_17_pd_op.conv2d_0"} : (tensor<4x4x8x8xf32>) -> 
    (%18) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv/Conv2D/",value:[1,4,1,1]} : () -> tensor<4xi64>
    (%19) = "pd_op.reshape" (%13, %18) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Conv2D/"} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
    () = "builtin.shadow_output" (%19) {output_name:"var_19_pd_op.reshape_0"} : (tensor<1x4x1x1xf32>) -> 
    (%20) = "pd_op.add" (%17, %19) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Conv2D/"} : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%20) {output_name:"var_20_pd_op.add_0"} : (tensor<4x4x8x8xf32>) -> 
    (%21, %22, %23, %24, %25, %26) = "pd_op.batch_norm_" (%20, %10, %9, %12, %11) {chunk_id:-1,data_format:"NCHW",epsilon:1e-05,is_test:false,momentum:0.9,op_role:0,stop_gradient:[false,false,false,false,false,false],struct_name:"/Conv/BatchNorm2D/",trainable_statistics:false,use_global_stats:false} : (tensor<4x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<-1xu8>
    () = "builtin.shadow_output" (%26) {output_name:"var_21_pd_op.batch_norm__5"} : (tensor<-1xu8>) -> 
    () = "builtin.shadow_output" (%25) {output_name:"var_21_pd_op.batch_norm__4"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%24) {output_name:"var_21_pd_op.batch_norm__3"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%23) {output_name:"var_21_pd_op.batch_norm__2"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%22) {output_name:"var_21_pd_op.batch_norm__1"} : (tensor<4xf32>) -> 
    (%27) = "pd_op.relu" (%21) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/"} : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%27) {output_name:"var_22_pd_op.relu_0"} : (tensor<4x4x8x8xf32>) -> 
    (%28) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv/MaxPool2D/",value:[2,2]} : () -> tensor<2xi64>
    () = "builtin.shadow_output" (%28) {output_name:"var_23_pd_op.full_int_array_0"} : (tensor<2xi64>) -> 
    (%29) = "pd_op.pool2d" (%27, %28) {adaptive:false,ceil_mode:false,chunk_id:-1,data_format:"NCHW",exclusive:true,global_pooling:false,op_role:0,padding_algorithm:"EXPLICIT",paddings:[0,0],pooling_type:"max",stop_gradient:[false],strides:[2,2],struct_name:"/Conv/MaxPool2D/"} : (tensor<4x4x8x8xf32>, tensor<2xi64>) -> tensor<4x4x4x4xf32>
    () = "builtin.shadow_output" (%29) {output_name:"var_24_pd_op.pool2d_0"} : (tensor<4x4x4x4xf32>) -> 
    (%30) = "pd_op.flatten" (%29) {chunk_id:-1,op_role:0,start_axis:1,stop_axis:3,stop_gradient:[false],struct_name:"/Conv/"} : (tensor<4x4x4x4xf32>) -> tensor<4x64xf32>
    () = "builtin.shadow_output" (%30) {output_name:"var_25_pd_op.flatten_0"} : (tensor<4x64xf32>) -> 
    (%31) = "pd_op.matmul" (%30, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%31) {output_name:"var_26_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%32) = "pd_op.add" (%31, %7) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%32) {output_name:"var_27_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%33) = "pd_op.subtract" (%32, %16) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%33) {output_name:"var_28_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%34) = "pd_op.square" (%33) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%34) {output_name:"var_29_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%35) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%35) {output_name:"var_30_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%36) = "pd_op.mean" (%34, %35) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%36) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
