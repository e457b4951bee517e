{
    ^kw:
        %kwarg_var_172_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_23.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_21.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_21.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_19.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_20.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_23.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_19.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_24.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_24.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_20.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%7) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_6.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%8) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%9) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%10) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%11) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%12) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%13) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%14) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%15) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_7.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%16) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%17) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%18) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%19) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%20) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%21) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%22) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%23) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_8.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%24) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%25) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%26) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%27) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%28) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%29) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%30) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%31) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_9.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%32) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%33) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%34) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%35) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%36) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%37) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%38) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%39) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_10.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%40) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%41) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%42) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%43) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%44) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%45) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%46) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%47) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_11.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%48) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%49) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%50) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%51) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%52) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%53) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%54) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%55) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_2.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%56) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%57) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%58) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%59) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%60) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%61) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%62) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%63) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_3.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%64) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%65) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%66) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%67) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%68) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%69) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%70) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%71) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_18.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%72) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%73) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%74) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%75) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%76) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%77) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%78) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%79) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_19.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%80) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%81) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%82) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%83) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%84) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%85) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%86) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%87) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_20.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%88) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%89) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%90) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%91) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%92) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%93) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%94) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%95) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_21.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%96) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%97) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%98) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%99) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,32],stop_gradient:[true]} : () -> tensor<16x32xf32>
    (%100) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%101) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%102) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%103) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_22.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true]} : () -> tensor<32xf32>
    (%104) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%105) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%106) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%107) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[32,16],stop_gradient:[true]} : () -> tensor<32x16xf32>
    (%108) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%109) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%110) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%111) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_23.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%112) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%113) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%114) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%115) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%116) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%117) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%118) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%119) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_6.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%120) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%121) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%122) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%123) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%124) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%125) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%126) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%127) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"layer_norm_7.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%128) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.w_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%129) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.w_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%130) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.w_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%131) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.w_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%132) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.b_0.dist_beta2_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%133) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.b_0.dist_beta1_pow_acc_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%134) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.b_0.dist_moment2_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%135) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"linear_24.b_0.dist_moment1_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> tensor<8xf32>
    (%136) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%137) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_24.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%138) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_24.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%139) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_7.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%140) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_7.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%141) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_6.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%142) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_6.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%143) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_23.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%144) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_23.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%145) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_22.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%146) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_22.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%147) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_21.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%148) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_21.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%149) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_20.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%150) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_20.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%151) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_19.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%152) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_19.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%153) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_18.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%154) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_18.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%155) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%156) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%157) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%158) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"layer_norm_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%159) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_11.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%160) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_11.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x16xf32>
    (%161) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_10.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%162) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_10.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x32xf32>
    (%163) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_9.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%164) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_9.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%165) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%166) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%167) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%168) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%169) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%170) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_6.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%171) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,8],stop_gradient:[true]} : () -> tensor<4x6x8xf32>
    (%172, %173, %174) = "pd_op.layer_norm" (%kwarg_var_172_pd_op.recv_v2_0, %158, %157) {begin_norm_axis:2,chunk_id:0,epsilon:1e-05,events_to_wait:["var_172_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_1/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%174) {output_name:"var_173_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%173) {output_name:"var_173_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%172) {output_name:"var_173_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%175) = "pd_op.matmul" (%172, %170) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%175) {output_name:"var_174_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%176) = "pd_op.add" (%175, %169) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%176) {output_name:"var_175_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%177) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%178) = "pd_op.reshape" (%176, %177) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%179) = "pd_op.transpose" (%178) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%180) = "pd_op.matmul" (%172, %168) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%180) {output_name:"var_179_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%181) = "pd_op.add" (%180, %167) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%181) {output_name:"var_180_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%182) = "pd_op.matmul" (%172, %166) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%182) {output_name:"var_181_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%183) = "pd_op.add" (%182, %165) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%183) {output_name:"var_182_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%184) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%185) = "pd_op.reshape" (%181, %184) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%186) = "pd_op.transpose" (%185) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%186) {output_name:"var_185_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%187) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%188) = "pd_op.reshape" (%183, %187) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%189) = "pd_op.transpose" (%188) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%189) {output_name:"var_188_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%190) = "pd_op.full" () {chunk_id:0,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%190) {output_name:"var_189_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%191) = "pd_op.scale" (%179, %190) {bias:0,bias_after_scale:true,chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%191) {output_name:"var_190_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%192) = "pd_op.matmul" (%191, %186) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%193) = "pd_op.softmax" (%192) {axis:-1,chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%193) {output_name:"var_192_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%194) = "pd_op.matmul" (%193, %189) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%195) = "pd_op.transpose" (%194) {chunk_id:0,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%195) {output_name:"var_194_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%196) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%197) = "pd_op.reshape" (%195, %196) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%197) {output_name:"var_196_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%198) = "pd_op.matmul" (%197, %164) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%198) {output_name:"var_197_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%199) = "pd_op.add" (%198, %163) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%199) {output_name:"var_198_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%200) = "pd_op.add" (%kwarg_var_172_pd_op.recv_v2_0, %199) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%200) {output_name:"var_199_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%201, %202, %203) = "pd_op.layer_norm" (%200, %156, %155) {begin_norm_axis:2,chunk_id:0,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_1/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%203) {output_name:"var_200_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%202) {output_name:"var_200_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%201) {output_name:"var_200_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%204) = "pd_op.matmul" (%201, %162) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%204) {output_name:"var_201_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%205) = "pd_op.add" (%204, %161) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%205) {output_name:"var_202_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%206) = "pd_op.gelu" (%205) {approximate:false,chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%206) {output_name:"var_203_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%207) = "pd_op.matmul" (%206, %160) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%207) {output_name:"var_204_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%208) = "pd_op.add" (%207, %159) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%208) {output_name:"var_205_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%209) = "pd_op.add" (%200, %208) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%209) {chunk_id:0,dynamic_shape:false,execution_stream:"send_stream_13",op_role:0,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
