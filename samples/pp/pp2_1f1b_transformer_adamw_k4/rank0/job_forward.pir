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
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_0.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%9) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%10) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%11) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%12) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%13) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%14) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%15) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_1.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%16) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%17) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%18) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%19) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%20) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%21) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%22) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%23) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_2.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%24) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%25) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%26) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%27) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%28) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%29) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%30) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%31) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_3.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%32) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%33) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%34) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%35) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%36) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%37) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%38) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%39) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_4.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%40) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%41) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%42) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%43) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%44) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%45) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%46) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%47) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_5.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%48) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%49) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%50) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%51) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%52) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%53) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%54) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%55) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_0.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%56) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%57) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%58) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%59) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%60) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%61) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%62) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%63) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_1.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%64) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%65) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%66) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%67) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%68) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%69) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%70) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%71) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%72) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%73) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%74) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%75) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%76) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%77) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%78) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%79) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%80) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%81) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,16],stop_gradient:[true]} : () -> tensor<4x6x16xf32>
    (%82, %83, %84) = "pd_op.layer_norm" (%81, %68, %67) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%84) {output_name:"var_82_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%83) {output_name:"var_82_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%82) {output_name:"var_82_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%85) = "pd_op.matmul" (%82, %80) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%85) {output_name:"var_83_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%86) = "pd_op.add" (%85, %79) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%86) {output_name:"var_84_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%87) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%88) = "pd_op.reshape" (%86, %87) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%89) = "pd_op.transpose" (%88) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%90) = "pd_op.matmul" (%82, %78) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%90) {output_name:"var_88_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%91) = "pd_op.add" (%90, %77) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%91) {output_name:"var_89_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%92) = "pd_op.matmul" (%82, %76) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%92) {output_name:"var_90_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%93) = "pd_op.add" (%92, %75) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%93) {output_name:"var_91_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%94) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%95) = "pd_op.reshape" (%91, %94) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%96) = "pd_op.transpose" (%95) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%96) {output_name:"var_94_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%97) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%98) = "pd_op.reshape" (%93, %97) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%99) = "pd_op.transpose" (%98) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%99) {output_name:"var_97_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%100) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%100) {output_name:"var_98_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%101) = "pd_op.scale" (%89, %100) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%101) {output_name:"var_99_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%102) = "pd_op.matmul" (%101, %96) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%103) = "pd_op.softmax" (%102) {axis:-1,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%103) {output_name:"var_101_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%104) = "pd_op.matmul" (%103, %99) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%105) = "pd_op.transpose" (%104) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%105) {output_name:"var_103_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%106) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%107) = "pd_op.reshape" (%105, %106) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%107) {output_name:"var_105_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%108) = "pd_op.matmul" (%107, %74) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%108) {output_name:"var_106_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%109) = "pd_op.add" (%108, %73) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%109) {output_name:"var_107_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%110) = "pd_op.add" (%81, %109) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%110) {output_name:"var_108_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%111, %112, %113) = "pd_op.layer_norm" (%110, %66, %65) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%113) {output_name:"var_109_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%112) {output_name:"var_109_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%111) {output_name:"var_109_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%114) = "pd_op.matmul" (%111, %72) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%114) {output_name:"var_110_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%115) = "pd_op.add" (%114, %71) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%115) {output_name:"var_111_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%116) = "pd_op.gelu" (%115) {approximate:false,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%116) {output_name:"var_112_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%117) = "pd_op.matmul" (%116, %70) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%117) {output_name:"var_113_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%118) = "pd_op.add" (%117, %69) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%118) {output_name:"var_114_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%119) = "pd_op.add" (%110, %118) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%119) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_recv_stream",op_role:0,peer:1,ring_id:12,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
