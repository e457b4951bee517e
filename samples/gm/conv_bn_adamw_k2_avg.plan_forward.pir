{
    ^kw:
        %kwarg_conv2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_conv2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_batch_norm2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_batch_norm2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.w_0_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.w_0_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.w_0_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4,3,3,3],stop_gradient:[true]} : () -> tensor<4x3x3x3xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.w_0_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4,3,3,3],stop_gradient:[true]} : () -> tensor<4x3x3x3xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.b_0_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.b_0_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.b_0_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"conv2d_0.b_0_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.w_0_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%9) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.w_0_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%10) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.w_0_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%11) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.w_0_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%12) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.b_0_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%13) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.b_0_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%14) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.b_0_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%15) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"batch_norm2d_0.b_0_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%16) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%17) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%18) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[64,8],stop_gradient:[true]} : () -> tensor<64x8xf32>
    (%19) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[64,8],stop_gradient:[true]} : () -> tensor<64x8xf32>
    (%20) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%21) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%22) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%23) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%24) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%25) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%26) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<64x8xf32>
    (%27) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.w_2",persistable:[true],stop_gradient:[true],trainable:[false]} : () -> tensor<4xf32>
    (%28) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.w_1",persistable:[true],stop_gradient:[true],trainable:[false]} : () -> tensor<4xf32>
    (%29) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%30) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"batch_norm2d_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%31) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"conv2d_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4xf32>
    (%32) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"conv2d_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<4x3x3x3xf32>
    (%33) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,3,8,8],stop_gradient:[true]} : () -> tensor<4x3x8x8xf32>
    (%34) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%35) = "pd_op.conv2d" (%33, %32) {chunk_id:-1,data_format:"NCHW",dilations:[1,1],groups:1,op_role:0,padding_algorithm:"EXPLICIT",paddings:[1,1],stop_gradient:[false],strides:[1,1],struct_name:"/Conv/Conv2D/"} : (tensor<4x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%35) {output_name:"var_35_pd_op.conv2d_0"} : (tensor<4x4x8x8xf32>) -> 
    (%36) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv/Conv2D/",value:[1,4,1,1]} : () -> tensor<4xi64>
    (%37) = "pd_op.reshape" (%31, %36) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Conv2D/"} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
    () = "builtin.shadow_output" (%37) {output_name:"var_37_pd_op.reshape_0"} : (tensor<1x4x1x1xf32>) -> 
    (%38) = "pd_op.add" (%35, %37) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Conv2D/"} : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%38) {output_name:"var_38_pd_op.add_0"} : (tensor<4x4x8x8xf32>) -> 
    (%39, %40, %41, %42, %43, %44) = "pd_op.batch_norm_" (%38, %28, %27, %30, %29) {chunk_id:-1,data_format:"NCHW",epsilon:1e-05,is_test:false,momentum:0.9,op_role:0,stop_gradient:[false,false,false,false,false,false],struct_name:"/Conv/BatchNorm2D/",trainable_statistics:false,use_global_stats:false} : (tensor<4x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<-1xu8>
    () = "builtin.shadow_output" (%44) {output_name:"var_39_pd_op.batch_norm__5"} : (tensor<-1xu8>) -> 
    () = "builtin.shadow_output" (%43) {output_name:"var_39_pd_op.batch_norm__4"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%42) {output_name:"var_39_pd_op.batch_norm__3"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%41) {output_name:"var_39_pd_op.batch_norm__2"} : (tensor<4xf32>) -> 
    () = "builtin.shadow_output" (%40) {output_name:"var_39_pd_op.batch_norm__1"} : (tensor<4xf32>) -> 
    (%45) = "pd_op.relu" (%39) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/"} : (tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    () = "builtin.shadow_output" (%45) {output_name:"var_40_pd_op.relu_0"} : (tensor<4x4x8x8xf32>) -> 
    (%46) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv/MaxPool2D/",value:[2,2]} : () -> tensor<2xi64>
    () = "builtin.shadow_output" (%46) {output_name:"var_41_pd_op.full_int_array_0"} : (tensor<2xi64>) -> 
    (%47) = "pd_op.pool2d" (%45, %46) {adaptive:false,ceil_mode:false,chunk_id:-1,data_format:"NCHW",exclusive:true,global_pooling:false,op_role:0,padding_algorithm:"EXPLICIT",paddings:[0,0],pooling_type:"max",stop_gradient:[false],strides:[2,2],struct_name:"/Conv/MaxPool2D/"} : (tensor<4x4x8x8xf32>, tensor<2xi64>) -> tensor<4x4x4x4xf32>
    () = "builtin.shadow_output" (%47) {output_name:"var_42_pd_op.pool2d_0"} : (tensor<4x4x4x4xf32>) -> 
    (%48) = "pd_op.flatten" (%47) {chunk_id:-1,op_role:0,start_axis:1,stop_axis:3,stop_gradient:[false],struct_name:"/Conv/"} : (tensor<4x4x4x4xf32>) -> tensor<4x64xf32>
    () = "builtin.shadow_output" (%48) {output_name:"var_43_pd_op.flatten_0"} : (tensor<4x64xf32>) -> 
    (%49) = "pd_op.matmul" (%48, %26) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%49) {output_name:"var_44_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%50) = "pd_op.add" (%49, %25) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Conv/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%50) {output_name:"var_45_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%51) = "pd_op.subtract" (%50, %34) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%51) {output_name:"var_46_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%52) = "pd_op.square" (%51) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%52) {output_name:"var_47_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%53) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%53) {output_name:"var_48_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%54) = "pd_op.mean" (%52, %53) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%54) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
