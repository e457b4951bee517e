{
    ^kw:
        %kwarg_layer_norm_5.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_4.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_17.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_16.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_16.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_15.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_17.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_14.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_14.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_13.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_13.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_12.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_197_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_4.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_230_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_12.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_17.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_5.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_229_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_16.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_228_pd_op.gelu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_15.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_15.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_198_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_225_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_linear_13.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_13.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_213_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_17.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_14.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_14.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_198_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_227_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_226_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_225_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_224_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_223_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_16.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_219_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_214_pd_op.full_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_222_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_221_pd_op.reshape_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_217_pd_op.softmax_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_215_pd_op.scale_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_15.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_210_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_207_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_206_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_204_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_225_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_205_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_200_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_199_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_198_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.recv_v2" () {chunk_id:1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:1,out_shape:[4,6,16],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%1, %2) = "pd_op.add_grad" (%kwarg_var_224_pd_op.add_0, %kwarg_var_230_pd_op.add_0, %0) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%3, %4) = "pd_op.add_grad" (%kwarg_var_229_pd_op.matmul_0, %kwarg_linear_17.b_0.dist, %2) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%5) = "pd_op.add_" (%kwarg_linear_17.b_0.dist@GRAD@MERGE, %4) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%6, %7) = "pd_op.matmul_grad" (%kwarg_var_228_pd_op.gelu_0, %kwarg_linear_17.w_0.dist, %3) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x32xf32>, tensor<32x16xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_17.w_0.dist@GRAD@MERGE, %7) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    (%9) = "pd_op.gelu_grad" (%kwarg_var_227_pd_op.add_0, %6) {approximate:false,chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    (%10, %11) = "pd_op.add_grad" (%kwarg_var_226_pd_op.matmul_0, %kwarg_linear_16.b_0.dist, %9) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x32xf32>, tensor<32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>, tensor<32xf32>
    (%12) = "pd_op.add_" (%kwarg_linear_16.b_0.dist@GRAD@MERGE, %11) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    (%13, %14) = "pd_op.matmul_grad" (%kwarg_var_225_pd_op.layer_norm_0, %kwarg_linear_16.w_0.dist, %10) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x16xf32>, tensor<16x32xf32>
    (%15) = "pd_op.add_" (%kwarg_linear_16.w_0.dist@GRAD@MERGE, %14) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    (%16, %17, %18) = "pd_op.layer_norm_grad" (%kwarg_var_224_pd_op.add_0, %kwarg_layer_norm_5.w_0.dist, %kwarg_layer_norm_5.b_0.dist, %kwarg_var_225_pd_op.layer_norm_1, %kwarg_var_225_pd_op.layer_norm_2, %13) {begin_norm_axis:2,chunk_id:1,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%19) = "pd_op.add_" (%kwarg_layer_norm_5.w_0.dist@GRAD@MERGE, %17) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%20) = "pd_op.add_" (%kwarg_layer_norm_5.b_0.dist@GRAD@MERGE, %18) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%21) = "builtin.combine" (%1, %16) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%22) = "pd_op.add_n" (%21) {chunk_id:1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%23, %24) = "pd_op.add_grad" (%kwarg_var_197_pd_op.recv_v2_0, %kwarg_var_223_pd_op.add_0, %22) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%25, %26) = "pd_op.add_grad" (%kwarg_var_222_pd_op.matmul_0, %kwarg_linear_15.b_0.dist, %24) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%27) = "pd_op.add_" (%kwarg_linear_15.b_0.dist@GRAD@MERGE, %26) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%28, %29) = "pd_op.matmul_grad" (%kwarg_var_221_pd_op.reshape_0, %kwarg_linear_15.w_0.dist, %25) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%30) = "pd_op.add_" (%kwarg_linear_15.w_0.dist@GRAD@MERGE, %29) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%31) = "pd_op.reshape_grad" (%kwarg_var_219_pd_op.transpose_0, %28) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x2x8xf32>, tensor<4x6x16xf32>) -> tensor<4x6x2x8xf32>
    (%32) = "pd_op.transpose_grad" (%31) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%33, %34) = "pd_op.matmul_grad" (%kwarg_var_217_pd_op.softmax_0, %kwarg_var_213_pd_op.transpose_0, %32) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>
    (%35) = "pd_op.softmax_grad" (%kwarg_var_217_pd_op.softmax_0, %33) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x6xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    (%36) = "pd_op.transpose_grad" (%34) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%37, %38) = "pd_op.matmul_grad" (%kwarg_var_215_pd_op.scale_0, %kwarg_var_210_pd_op.transpose_0, %35) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>
    (%39) = "pd_op.reshape_grad" (%kwarg_var_207_pd_op.add_0, %36) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%40) = "pd_op.scale" (%37, %kwarg_var_214_pd_op.full_0) {bias:0,bias_after_scale:true,chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    (%41) = "pd_op.transpose_grad" (%38) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%42, %43) = "pd_op.add_grad" (%kwarg_var_206_pd_op.matmul_0, %kwarg_linear_14.b_0.dist, %39) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%44) = "pd_op.add_" (%kwarg_linear_14.b_0.dist@GRAD@MERGE, %43) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%45) = "pd_op.transpose_grad" (%40) {chunk_id:1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%46) = "pd_op.reshape_grad" (%kwarg_var_205_pd_op.add_0, %41) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%47, %48) = "pd_op.matmul_grad" (%kwarg_var_198_pd_op.layer_norm_0, %kwarg_linear_14.w_0.dist, %42) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%49) = "pd_op.add_" (%kwarg_linear_14.w_0.dist@GRAD@MERGE, %48) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%50) = "pd_op.reshape_grad" (%kwarg_var_200_pd_op.add_0, %45) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%51, %52) = "pd_op.add_grad" (%kwarg_var_204_pd_op.matmul_0, %kwarg_linear_13.b_0.dist, %46) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%53) = "pd_op.add_" (%kwarg_linear_13.b_0.dist@GRAD@MERGE, %52) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%54, %55) = "pd_op.add_grad" (%kwarg_var_199_pd_op.matmul_0, %kwarg_linear_12.b_0.dist, %50) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%56) = "pd_op.add_" (%kwarg_linear_12.b_0.dist@GRAD@MERGE, %55) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%57, %58) = "pd_op.matmul_grad" (%kwarg_var_198_pd_op.layer_norm_0, %kwarg_linear_13.w_0.dist, %51) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%59) = "pd_op.add_" (%kwarg_linear_13.w_0.dist@GRAD@MERGE, %58) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%60, %61) = "pd_op.matmul_grad" (%kwarg_var_198_pd_op.layer_norm_0, %kwarg_linear_12.w_0.dist, %54) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%62) = "pd_op.add_" (%kwarg_linear_12.w_0.dist@GRAD@MERGE, %61) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%63) = "builtin.combine" (%47, %57, %60) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%64) = "pd_op.add_n" (%63) {chunk_id:1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%65, %66, %67) = "pd_op.layer_norm_grad" (%kwarg_var_197_pd_op.recv_v2_0, %kwarg_layer_norm_4.w_0.dist, %kwarg_layer_norm_4.b_0.dist, %kwarg_var_198_pd_op.layer_norm_1, %kwarg_var_198_pd_op.layer_norm_2, %64) {begin_norm_axis:2,chunk_id:1,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%68) = "pd_op.add_" (%kwarg_layer_norm_4.w_0.dist@GRAD@MERGE, %66) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%69) = "pd_op.add_" (%kwarg_layer_norm_4.b_0.dist@GRAD@MERGE, %67) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%70) = "builtin.combine" (%23, %65) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%71) = "pd_op.add_n" (%70) {chunk_id:1,event_to_record:"var_284_pd_op.add_n_0",force_record_event:true,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%71) {output_name:"var_284_pd_op.add_n_0"} : (tensor<4x6x16xf32>) -> 
}
