{
    ^kw:
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%5) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%6) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%7) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%8) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%9) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%10) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%11) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%12) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%13) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%14) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%15) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%16) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%17) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,16],stop_gradient:[true]} : () -> tensor<4x6x16xf32>
    (%18, %19, %20) = "pd_op.layer_norm" (%17, %4, %3) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%20) {output_name:"var_18_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%19) {output_name:"var_18_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%18) {output_name:"var_18_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%21) = "pd_op.matmul" (%18, %16) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%21) {output_name:"var_19_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%22) = "pd_op.add" (%21, %15) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%22) {output_name:"var_20_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%23) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%24) = "pd_op.reshape" (%22, %23) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%25) = "pd_op.transpose" (%24) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%26) = "pd_op.matmul" (%18, %14) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%26) {output_name:"var_24_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%27) = "pd_op.add" (%26, %13) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%27) {output_name:"var_25_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%28) = "pd_op.matmul" (%18, %12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%28) {output_name:"var_26_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%29) = "pd_op.add" (%28, %11) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%29) {output_name:"var_27_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%30) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%31) = "pd_op.reshape" (%27, %30) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%32) = "pd_op.transpose" (%31) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%32) {output_name:"var_30_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%33) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%34) = "pd_op.reshape" (%29, %33) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%35) = "pd_op.transpose" (%34) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%35) {output_name:"var_33_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%36) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%36) {output_name:"var_34_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%37) = "pd_op.scale" (%25, %36) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%37) {output_name:"var_35_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%38) = "pd_op.matmul" (%37, %32) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%39) = "pd_op.softmax" (%38) {axis:-1,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%39) {output_name:"var_37_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%40) = "pd_op.matmul" (%39, %35) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%41) = "pd_op.transpose" (%40) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%41) {output_name:"var_39_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%42) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%43) = "pd_op.reshape" (%41, %42) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%43) {output_name:"var_41_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%44) = "pd_op.matmul" (%43, %10) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%44) {output_name:"var_42_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%45) = "pd_op.add" (%44, %9) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%45) {output_name:"var_43_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%46) = "pd_op.add" (%17, %45) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%46) {output_name:"var_44_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%47, %48, %49) = "pd_op.layer_norm" (%46, %2, %1) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%49) {output_name:"var_45_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%48) {output_name:"var_45_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%47) {output_name:"var_45_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%50) = "pd_op.matmul" (%47, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%50) {output_name:"var_46_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%51) = "pd_op.add" (%50, %7) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%51) {output_name:"var_47_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%52) = "pd_op.gelu" (%51) {approximate:false,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%52) {output_name:"var_48_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%53) = "pd_op.matmul" (%52, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%53) {output_name:"var_49_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%54) = "pd_op.add" (%53, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%54) {output_name:"var_50_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%55) = "pd_op.add" (%46, %54) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%55) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_12",op_role:0,peer:1,ring_id:12,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
