{
    ^kw:
        %kwarg_linear_24.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_7.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_6.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_7.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_6.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_23.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_22.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_22.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_20.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_19.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_19.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_24.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_18.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_var_208_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_209_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_210_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_211_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_215_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_218_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_10.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_20.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_24.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_237_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_11.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_24.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_228_pd_op.softmax_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_19.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_23.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_217_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_23.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_20.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_234_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_221_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_19.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_230_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_235_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_216_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_242_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_21.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_233_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_246_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_18.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_21.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_244_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_236_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_23.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_20.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_226_pd_op.scale_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_247_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_209_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_245_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_243_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_21.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_209_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_241_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_240_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_236_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_238_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_239_pd_op.gelu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_236_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_linear_21.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_232_pd_op.reshape_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_225_pd_op.full_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_224_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_246_pd_op.square_0, %1, %kwarg_var_247_pd_op.full_int_array_0) {chunk_id:1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x6x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_245_pd_op.subtract_0, %2) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_244_pd_op.add_0, %kwarg_label0, %3) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.add_grad" (%kwarg_var_243_pd_op.matmul_0, %kwarg_linear_24.b_0.dist, %4) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, tensor<8xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_24.b_0.dist@GRAD@MERGE, %7) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%9, %10) = "pd_op.matmul_grad" (%kwarg_var_242_pd_op.add_0, %kwarg_linear_24.w_0.dist, %6) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x16xf32>, tensor<16x8xf32>
    (%11) = "pd_op.add_" (%kwarg_linear_24.w_0.dist@GRAD@MERGE, %10) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%12, %13) = "pd_op.add_grad" (%kwarg_var_235_pd_op.add_0, %kwarg_var_241_pd_op.add_0, %9) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%14, %15) = "pd_op.add_grad" (%kwarg_var_240_pd_op.matmul_0, %kwarg_linear_23.b_0.dist, %13) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%16) = "pd_op.add_" (%kwarg_linear_23.b_0.dist@GRAD@MERGE, %15) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%17, %18) = "pd_op.matmul_grad" (%kwarg_var_239_pd_op.gelu_0, %kwarg_linear_23.w_0.dist, %14) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x32xf32>, tensor<32x16xf32>
    (%19) = "pd_op.add_" (%kwarg_linear_23.w_0.dist@GRAD@MERGE, %18) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    (%20) = "pd_op.gelu_grad" (%kwarg_var_238_pd_op.add_0, %17) {approximate:false,chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    (%21, %22) = "pd_op.add_grad" (%kwarg_var_237_pd_op.matmul_0, %kwarg_linear_22.b_0.dist, %20) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x32xf32>, tensor<32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>, tensor<32xf32>
    (%23) = "pd_op.add_" (%kwarg_linear_22.b_0.dist@GRAD@MERGE, %22) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    (%24, %25) = "pd_op.matmul_grad" (%kwarg_var_236_pd_op.layer_norm_0, %kwarg_linear_22.w_0.dist, %21) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x16xf32>, tensor<16x32xf32>
    (%26) = "pd_op.add_" (%kwarg_linear_22.w_0.dist@GRAD@MERGE, %25) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    (%27, %28, %29) = "pd_op.layer_norm_grad" (%kwarg_var_235_pd_op.add_0, %kwarg_layer_norm_7.w_0.dist, %kwarg_layer_norm_7.b_0.dist, %kwarg_var_236_pd_op.layer_norm_1, %kwarg_var_236_pd_op.layer_norm_2, %24) {begin_norm_axis:2,chunk_id:1,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%30) = "pd_op.add_" (%kwarg_layer_norm_7.w_0.dist@GRAD@MERGE, %28) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%31) = "pd_op.add_" (%kwarg_layer_norm_7.b_0.dist@GRAD@MERGE, %29) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%32) = "builtin.combine" (%12, %27) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%33) = "pd_op.add_n" (%32) {chunk_id:1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%34, %35) = "pd_op.add_grad" (%kwarg_var_208_pd_op.recv_v2_0, %kwarg_var_234_pd_op.add_0, %33) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%36, %37) = "pd_op.add_grad" (%kwarg_var_233_pd_op.matmul_0, %kwarg_linear_21.b_0.dist, %35) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%38) = "pd_op.add_" (%kwarg_linear_21.b_0.dist@GRAD@MERGE, %37) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%39, %40) = "pd_op.matmul_grad" (%kwarg_var_232_pd_op.reshape_0, %kwarg_linear_21.w_0.dist, %36) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%41) = "pd_op.add_" (%kwarg_linear_21.w_0.dist@GRAD@MERGE, %40) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%42) = "pd_op.reshape_grad" (%kwarg_var_230_pd_op.transpose_0, %39) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x2x8xf32>, tensor<4x6x16xf32>) -> tensor<4x6x2x8xf32>
    (%43) = "pd_op.transpose_grad" (%42) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%44, %45) = "pd_op.matmul_grad" (%kwarg_var_228_pd_op.softmax_0, %kwarg_var_224_pd_op.transpose_0, %43) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>
    (%46) = "pd_op.softmax_grad" (%kwarg_var_228_pd_op.softmax_0, %44) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x6xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    (%47) = "pd_op.transpose_grad" (%45) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%48, %49) = "pd_op.matmul_grad" (%kwarg_var_226_pd_op.scale_0, %kwarg_var_221_pd_op.transpose_0, %46) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>
    (%50) = "pd_op.reshape_grad" (%kwarg_var_218_pd_op.add_0, %47) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%51) = "pd_op.scale" (%48, %kwarg_var_225_pd_op.full_0) {bias:0,bias_after_scale:true,chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    (%52) = "pd_op.transpose_grad" (%49) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%53, %54) = "pd_op.add_grad" (%kwarg_var_217_pd_op.matmul_0, %kwarg_linear_20.b_0.dist, %50) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%55) = "pd_op.add_" (%kwarg_linear_20.b_0.dist@GRAD@MERGE, %54) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%56) = "pd_op.transpose_grad" (%51) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%57) = "pd_op.reshape_grad" (%kwarg_var_216_pd_op.add_0, %52) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%58, %59) = "pd_op.matmul_grad" (%kwarg_var_209_pd_op.layer_norm_0, %kwarg_linear_20.w_0.dist, %53) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%60) = "pd_op.add_" (%kwarg_linear_20.w_0.dist@GRAD@MERGE, %59) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%61) = "pd_op.reshape_grad" (%kwarg_var_211_pd_op.add_0, %56) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%62, %63) = "pd_op.add_grad" (%kwarg_var_215_pd_op.matmul_0, %kwarg_linear_19.b_0.dist, %57) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%64) = "pd_op.add_" (%kwarg_linear_19.b_0.dist@GRAD@MERGE, %63) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%65, %66) = "pd_op.add_grad" (%kwarg_var_210_pd_op.matmul_0, %kwarg_linear_18.b_0.dist, %61) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%67) = "pd_op.add_" (%kwarg_linear_18.b_0.dist@GRAD@MERGE, %66) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%68, %69) = "pd_op.matmul_grad" (%kwarg_var_209_pd_op.layer_norm_0, %kwarg_linear_19.w_0.dist, %62) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%70) = "pd_op.add_" (%kwarg_linear_19.w_0.dist@GRAD@MERGE, %69) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%71, %72) = "pd_op.matmul_grad" (%kwarg_var_209_pd_op.layer_norm_0, %kwarg_linear_18.w_0.dist, %65) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%73) = "pd_op.add_" (%kwarg_linear_18.w_0.dist@GRAD@MERGE, %72) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%74) = "builtin.combine" (%58, %68, %71) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%75) = "pd_op.add_n" (%74) {chunk_id:1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%76, %77, %78) = "pd_op.layer_norm_grad" (%kwarg_var_208_pd_op.recv_v2_0, %kwarg_layer_norm_6.w_0.dist, %kwarg_layer_norm_6.b_0.dist, %kwarg_var_209_pd_op.layer_norm_1, %kwarg_var_209_pd_op.layer_norm_2, %75) {begin_norm_axis:2,chunk_id:1,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%79) = "pd_op.add_" (%kwarg_layer_norm_6.w_0.dist@GRAD@MERGE, %77) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%80) = "pd_op.add_" (%kwarg_layer_norm_6.b_0.dist@GRAD@MERGE, %78) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%81) = "builtin.combine" (%34, %76) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%82) = "pd_op.add_n" (%81) {chunk_id:1,event_to_record:"var_309_pd_op.add_n_0",force_record_event:true,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%82) {output_name:"var_309_pd_op.add_n_0"} : (tensor<4x6x16xf32>) -> 
}
