{
    ^kw:
        %kwarg_layer_norm_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_12.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_12.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%5) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%6) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%7) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_11.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%8) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_11.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%9) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_10.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%10) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_10.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%11) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_9.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%12) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_9.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%13) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%14) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%15) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%16) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%17) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%18) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%19) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,8],stop_gradient:[true]} : () -> tensor<4x6x8xf32>
    (%20) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:0,out_shape:[4,6,16],peer:0,ring_id:12,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%20) {output_name:"var_20_pd_op.recv_v2_0"} : (tensor<4x6x16xf32>) -> 
    (%21, %22, %23) = "pd_op.layer_norm" (%20, %6, %5) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_1/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%23) {output_name:"var_21_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%22) {output_name:"var_21_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%21) {output_name:"var_21_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%24) = "pd_op.matmul" (%21, %18) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%24) {output_name:"var_22_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%25) = "pd_op.add" (%24, %17) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%25) {output_name:"var_23_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%26) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%27) = "pd_op.reshape" (%25, %26) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%28) = "pd_op.transpose" (%27) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%29) = "pd_op.matmul" (%21, %16) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%29) {output_name:"var_27_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%30) = "pd_op.add" (%29, %15) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%30) {output_name:"var_28_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%31) = "pd_op.matmul" (%21, %14) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%31) {output_name:"var_29_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%32) = "pd_op.add" (%31, %13) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%32) {output_name:"var_30_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%33) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%34) = "pd_op.reshape" (%30, %33) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%35) = "pd_op.transpose" (%34) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%35) {output_name:"var_33_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%36) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%37) = "pd_op.reshape" (%32, %36) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%38) = "pd_op.transpose" (%37) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%38) {output_name:"var_36_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%39) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%39) {output_name:"var_37_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%40) = "pd_op.scale" (%28, %39) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%40) {output_name:"var_38_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%41) = "pd_op.matmul" (%40, %35) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%42) = "pd_op.softmax" (%41) {axis:-1,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%42) {output_name:"var_40_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%43) = "pd_op.matmul" (%42, %38) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%44) = "pd_op.transpose" (%43) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%44) {output_name:"var_42_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%45) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%46) = "pd_op.reshape" (%44, %45) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%46) {output_name:"var_44_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%47) = "pd_op.matmul" (%46, %12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%47) {output_name:"var_45_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%48) = "pd_op.add" (%47, %11) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%48) {output_name:"var_46_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%49) = "pd_op.add" (%20, %48) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%49) {output_name:"var_47_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%50, %51, %52) = "pd_op.layer_norm" (%49, %4, %3) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_1/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%52) {output_name:"var_48_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%51) {output_name:"var_48_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%50) {output_name:"var_48_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%53) = "pd_op.matmul" (%50, %10) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%53) {output_name:"var_49_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%54) = "pd_op.add" (%53, %9) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%54) {output_name:"var_50_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%55) = "pd_op.gelu" (%54) {approximate:false,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%55) {output_name:"var_51_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%56) = "pd_op.matmul" (%55, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%56) {output_name:"var_52_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%57) = "pd_op.add" (%56, %7) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%57) {output_name:"var_53_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%58) = "pd_op.add" (%49, %57) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%58) {output_name:"var_54_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%59) = "pd_op.matmul" (%58, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%59) {output_name:"var_55_pd_op.matmul_0"} : (tensor<4x6x8xf32>) -> 
    (%60) = "pd_op.add" (%59, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x6x8xf32>, tensor<8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%60) {output_name:"var_56_pd_op.add_0"} : (tensor<4x6x8xf32>) -> 
    (%61) = "pd_op.subtract" (%60, %19) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%61) {output_name:"var_57_pd_op.subtract_0"} : (tensor<4x6x8xf32>) -> 
    (%62) = "pd_op.square" (%61) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%62) {output_name:"var_58_pd_op.square_0"} : (tensor<4x6x8xf32>) -> 
    (%63) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%63) {output_name:"var_59_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%64) = "pd_op.mean" (%62, %63) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%64) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
