{
    ^kw:
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_14.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_14.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_17.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_16.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_13.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_13.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_15.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_15.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_16.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_17.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%7) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_0.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%8) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%9) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%10) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%11) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%12) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%13) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%14) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%15) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_1.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%16) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%17) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%18) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%19) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%20) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%21) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%22) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%23) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_2.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%24) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%25) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%26) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%27) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%28) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%29) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%30) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%31) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_3.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%32) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%33) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%34) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%35) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%36) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%37) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%38) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%39) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_4.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%40) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%41) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%42) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%43) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%44) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%45) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%46) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%47) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_5.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%48) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%49) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%50) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%51) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%52) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%53) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%54) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%55) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_0.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%56) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%57) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%58) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%59) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%60) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%61) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%62) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%63) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_1.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%64) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%65) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%66) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%67) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%68) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%69) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%70) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%71) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_12.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%72) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%73) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%74) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%75) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%76) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%77) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%78) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%79) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_13.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%80) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%81) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%82) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%83) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%84) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%85) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%86) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%87) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_14.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%88) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%89) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%90) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%91) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%92) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%93) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%94) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%95) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_15.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%96) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%97) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%98) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%99) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%100) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%101) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%102) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%103) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_16.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%104) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%105) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%106) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%107) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%108) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%109) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%110) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%111) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_17.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%112) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%113) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%114) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%115) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%116) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%117) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%118) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%119) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_4.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%120) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%121) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%122) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%123) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%124) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%125) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%126) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%127) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_5.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%128) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%129) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_5.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%130) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_5.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%131) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_4.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%132) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_4.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%133) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_17.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%134) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_17.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%135) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_16.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%136) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_16.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%137) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_15.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%138) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_15.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%139) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_14.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%140) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_14.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%141) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_13.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%142) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_13.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%143) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_12.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%144) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_12.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%145) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%146) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%147) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%148) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%149) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%150) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%151) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%152) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%153) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%154) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%155) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%156) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%157) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%158) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%159) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%160) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%161) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,16],stop_gradient:[true]} : () -> tensor<4x6x16xf32>
    (%162, %163, %164) = "pd_op.layer_norm" (%161, %148, %147) {begin_norm_axis:2,chunk_id:0,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%164) {output_name:"var_162_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%163) {output_name:"var_162_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%162) {output_name:"var_162_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%165) = "pd_op.matmul" (%162, %160) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%165) {output_name:"var_163_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%166) = "pd_op.add" (%165, %159) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%166) {output_name:"var_164_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%167) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%168) = "pd_op.reshape" (%166, %167) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%169) = "pd_op.transpose" (%168) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%170) = "pd_op.matmul" (%162, %158) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%170) {output_name:"var_168_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%171) = "pd_op.add" (%170, %157) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%171) {output_name:"var_169_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%172) = "pd_op.matmul" (%162, %156) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%172) {output_name:"var_170_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%173) = "pd_op.add" (%172, %155) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%173) {output_name:"var_171_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%174) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%175) = "pd_op.reshape" (%171, %174) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%176) = "pd_op.transpose" (%175) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%176) {output_name:"var_174_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%177) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%178) = "pd_op.reshape" (%173, %177) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%179) = "pd_op.transpose" (%178) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%179) {output_name:"var_177_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%180) = "pd_op.full" () {chunk_id:0,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%180) {output_name:"var_178_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%181) = "pd_op.scale" (%169, %180) {bias:0,bias_after_scale:true,chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%181) {output_name:"var_179_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%182) = "pd_op.matmul" (%181, %176) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%183) = "pd_op.softmax" (%182) {axis:-1,chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%183) {output_name:"var_181_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%184) = "pd_op.matmul" (%183, %179) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%185) = "pd_op.transpose" (%184) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%185) {output_name:"var_183_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%186) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%187) = "pd_op.reshape" (%185, %186) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%187) {output_name:"var_185_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%188) = "pd_op.matmul" (%187, %154) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%188) {output_name:"var_186_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%189) = "pd_op.add" (%188, %153) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%189) {output_name:"var_187_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%190) = "pd_op.add" (%161, %189) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%190) {output_name:"var_188_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%191, %192, %193) = "pd_op.layer_norm" (%190, %146, %145) {begin_norm_axis:2,chunk_id:0,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%193) {output_name:"var_189_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%192) {output_name:"var_189_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%191) {output_name:"var_189_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%194) = "pd_op.matmul" (%191, %152) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%194) {output_name:"var_190_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%195) = "pd_op.add" (%194, %151) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%195) {output_name:"var_191_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%196) = "pd_op.gelu" (%195) {approximate:false,chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%196) {output_name:"var_192_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%197) = "pd_op.matmul" (%196, %150) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%197) {output_name:"var_193_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%198) = "pd_op.add" (%197, %149) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%198) {output_name:"var_194_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%199) = "pd_op.add" (%190, %198) {chunk_id:0,op_role:0,replace_all_uses_with_reshard_var:true,stop_gradient:[false],struct_name:"/Net/Block/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%199) {chunk_id:0,dynamic_shape:false,execution_stream:"send_stream_12",op_role:0,peer:1,ring_id:12,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
