{
    ^kw:
        %kwarg_linear_5.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%9) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%10) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%11) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%12) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%13) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%14) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%15) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%16) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.w_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%17) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.b_0_velocity_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%18) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%19) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%20) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%21) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%22) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%23) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%24) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%25) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%26) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%27) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%28) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%29) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%30) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%31) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%32) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%33) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%34) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%35) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%36) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%37) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,16],stop_gradient:[true]} : () -> tensor<4x6x16xf32>
    (%38) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,8],stop_gradient:[true]} : () -> tensor<4x6x8xf32>
    (%39, %40, %41) = "pd_op.layer_norm" (%37, %24, %23) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Block/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%41) {output_name:"var_39_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%40) {output_name:"var_39_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%39) {output_name:"var_39_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%42) = "pd_op.matmul" (%39, %36) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%42) {output_name:"var_40_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%43) = "pd_op.add" (%42, %35) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%43) {output_name:"var_41_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%44) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%45) = "pd_op.reshape" (%43, %44) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%46) = "pd_op.transpose" (%45) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%47) = "pd_op.matmul" (%39, %34) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%47) {output_name:"var_45_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%48) = "pd_op.add" (%47, %33) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%48) {output_name:"var_46_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%49) = "pd_op.matmul" (%39, %32) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%49) {output_name:"var_47_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%50) = "pd_op.add" (%49, %31) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%50) {output_name:"var_48_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%51) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%52) = "pd_op.reshape" (%48, %51) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%53) = "pd_op.transpose" (%52) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%53) {output_name:"var_51_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%54) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%55) = "pd_op.reshape" (%50, %54) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%56) = "pd_op.transpose" (%55) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%56) {output_name:"var_54_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%57) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%57) {output_name:"var_55_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%58) = "pd_op.scale" (%46, %57) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%58) {output_name:"var_56_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%59) = "pd_op.matmul" (%58, %53) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%60) = "pd_op.softmax" (%59) {axis:-1,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%60) {output_name:"var_58_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%61) = "pd_op.matmul" (%60, %56) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%62) = "pd_op.transpose" (%61) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%62) {output_name:"var_60_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%63) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%64) = "pd_op.reshape" (%62, %63) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%64) {output_name:"var_62_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%65) = "pd_op.matmul" (%64, %30) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%65) {output_name:"var_63_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%66) = "pd_op.add" (%65, %29) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%66) {output_name:"var_64_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%67) = "pd_op.add" (%37, %66) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%67) {output_name:"var_65_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%68, %69, %70) = "pd_op.layer_norm" (%67, %22, %21) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Block/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%70) {output_name:"var_66_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%69) {output_name:"var_66_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%68) {output_name:"var_66_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%71) = "pd_op.matmul" (%68, %28) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%71) {output_name:"var_67_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%72) = "pd_op.add" (%71, %27) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%72) {output_name:"var_68_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%73) = "pd_op.gelu" (%72) {approximate:false,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%73) {output_name:"var_69_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%74) = "pd_op.matmul" (%73, %26) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%74) {output_name:"var_70_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%75) = "pd_op.add" (%74, %25) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%75) {output_name:"var_71_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%76) = "pd_op.add" (%67, %75) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%76) {output_name:"var_72_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%77) = "pd_op.matmul" (%76, %20) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%77) {output_name:"var_73_pd_op.matmul_0"} : (tensor<4x6x8xf32>) -> 
    (%78) = "pd_op.add" (%77, %19) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Block/Linear/"} : (tensor<4x6x8xf32>, tensor<8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%78) {output_name:"var_74_pd_op.add_0"} : (tensor<4x6x8xf32>) -> 
    (%79) = "pd_op.subtract" (%78, %38) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%79) {output_name:"var_75_pd_op.subtract_0"} : (tensor<4x6x8xf32>) -> 
    (%80) = "pd_op.square" (%79) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%80) {output_name:"var_76_pd_op.square_0"} : (tensor<4x6x8xf32>) -> 
    (%81) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%81) {output_name:"var_77_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%82) = "pd_op.mean" (%80, %81) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%82) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
