{
    ^kw:
        %kwarg_var_92_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
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
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_6.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%9) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%10) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%11) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%12) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%13) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%14) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%15) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_7.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%16) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%17) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%18) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%19) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%20) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%21) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%22) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%23) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_8.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%24) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%25) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%26) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%27) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%28) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%29) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%30) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%31) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_9.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%32) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%33) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%34) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%35) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%36) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%37) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%38) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%39) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_10.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%40) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%41) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%42) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%43) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%44) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%45) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%46) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%47) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_11.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%48) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%49) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%50) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%51) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%52) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%53) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%54) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%55) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_2.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%56) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%57) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%58) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%59) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%60) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%61) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%62) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%63) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"layer_norm_3.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%64) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%65) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%66) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%67) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%68) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%69) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%70) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%71) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"linear_12.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%72) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%73) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_12.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%74) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_12.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%75) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%76) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%77) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%78) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%79) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_11.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%80) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_11.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%81) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_10.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%82) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_10.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%83) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_9.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%84) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_9.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%85) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%86) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%87) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%88) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%89) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%90) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%91) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,8],stop_gradient:[true]} : () -> tensor<4x6x8xf32>
    (%92, %93, %94) = "pd_op.layer_norm" (%kwarg_var_92_pd_op.recv_v2_0, %78, %77) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,events_to_wait:["var_92_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_1/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%94) {output_name:"var_93_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%93) {output_name:"var_93_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%92) {output_name:"var_93_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%95) = "pd_op.matmul" (%92, %90) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%95) {output_name:"var_94_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%96) = "pd_op.add" (%95, %89) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%96) {output_name:"var_95_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%97) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%98) = "pd_op.reshape" (%96, %97) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%99) = "pd_op.transpose" (%98) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%100) = "pd_op.matmul" (%92, %88) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%100) {output_name:"var_99_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%101) = "pd_op.add" (%100, %87) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%101) {output_name:"var_100_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%102) = "pd_op.matmul" (%92, %86) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%102) {output_name:"var_101_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%103) = "pd_op.add" (%102, %85) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%103) {output_name:"var_102_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%104) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%105) = "pd_op.reshape" (%101, %104) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%106) = "pd_op.transpose" (%105) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%106) {output_name:"var_105_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%107) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%108) = "pd_op.reshape" (%103, %107) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%109) = "pd_op.transpose" (%108) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%109) {output_name:"var_108_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%110) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%110) {output_name:"var_109_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%111) = "pd_op.scale" (%99, %110) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%111) {output_name:"var_110_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%112) = "pd_op.matmul" (%111, %106) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%113) = "pd_op.softmax" (%112) {axis:-1,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%113) {output_name:"var_112_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%114) = "pd_op.matmul" (%113, %109) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%115) = "pd_op.transpose" (%114) {chunk_id:-1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%115) {output_name:"var_114_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%116) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%117) = "pd_op.reshape" (%115, %116) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%117) {output_name:"var_116_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%118) = "pd_op.matmul" (%117, %84) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%118) {output_name:"var_117_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%119) = "pd_op.add" (%118, %83) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%119) {output_name:"var_118_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%120) = "pd_op.add" (%kwarg_var_92_pd_op.recv_v2_0, %119) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%120) {output_name:"var_119_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%121, %122, %123) = "pd_op.layer_norm" (%120, %76, %75) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_1/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%123) {output_name:"var_120_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%122) {output_name:"var_120_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%121) {output_name:"var_120_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%124) = "pd_op.matmul" (%121, %82) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%124) {output_name:"var_121_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%125) = "pd_op.add" (%124, %81) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%125) {output_name:"var_122_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%126) = "pd_op.gelu" (%125) {approximate:false,chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%126) {output_name:"var_123_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%127) = "pd_op.matmul" (%126, %80) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%127) {output_name:"var_124_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%128) = "pd_op.add" (%127, %79) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%128) {output_name:"var_125_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%129) = "pd_op.add" (%120, %128) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%129) {output_name:"var_126_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%130) = "pd_op.matmul" (%129, %74) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%130) {output_name:"var_127_pd_op.matmul_0"} : (tensor<4x6x8xf32>) -> 
    (%131) = "pd_op.add" (%130, %73) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x6x8xf32>, tensor<8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%131) {output_name:"var_128_pd_op.add_0"} : (tensor<4x6x8xf32>) -> 
    (%132) = "pd_op.subtract" (%131, %91) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%132) {output_name:"var_129_pd_op.subtract_0"} : (tensor<4x6x8xf32>) -> 
    (%133) = "pd_op.square" (%132) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%133) {output_name:"var_130_pd_op.square_0"} : (tensor<4x6x8xf32>) -> 
    (%134) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%134) {output_name:"var_131_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%135) = "pd_op.mean" (%133, %134) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%135) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
