{
    ^kw:
        %kwarg_layer_norm_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_input0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_17.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_16.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_174_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_15.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_15.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_190_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_13.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_164_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_162_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_linear_16.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_163_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_13.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_12.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_187_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_17.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_191_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_14.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_181_pd_op.softmax_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_14.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_169_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_194_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_189_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_193_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_192_pd_op.gelu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_162_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_189_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_177_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_189_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_linear_2.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_188_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_2.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_186_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_185_pd_op.reshape_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_179_pd_op.scale_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_183_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_178_pd_op.full_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_170_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_171_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_168_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_162_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.recv_v2" () {chunk_id:0,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:1,out_shape:[4,6,16],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%1, %2) = "pd_op.add_grad" (%kwarg_var_188_pd_op.add_0, %kwarg_var_194_pd_op.add_0, %0) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%3, %4) = "pd_op.add_grad" (%kwarg_var_193_pd_op.matmul_0, %kwarg_linear_5.b_0.dist, %2) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%5) = "pd_op.add_" (%kwarg_linear_5.b_0.dist@GRAD@MERGE, %4) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%6, %7) = "pd_op.matmul_grad" (%kwarg_var_192_pd_op.gelu_0, %kwarg_linear_5.w_0.dist, %3) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x32xf32>, tensor<32x16xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_5.w_0.dist@GRAD@MERGE, %7) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    (%9) = "pd_op.gelu_grad" (%kwarg_var_191_pd_op.add_0, %6) {approximate:false,chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    (%10, %11) = "pd_op.add_grad" (%kwarg_var_190_pd_op.matmul_0, %kwarg_linear_4.b_0.dist, %9) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x32xf32>, tensor<32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>, tensor<32xf32>
    (%12) = "pd_op.add_" (%kwarg_linear_4.b_0.dist@GRAD@MERGE, %11) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    (%13, %14) = "pd_op.matmul_grad" (%kwarg_var_189_pd_op.layer_norm_0, %kwarg_linear_4.w_0.dist, %10) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x16xf32>, tensor<16x32xf32>
    (%15) = "pd_op.add_" (%kwarg_linear_4.w_0.dist@GRAD@MERGE, %14) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    (%16, %17, %18) = "pd_op.layer_norm_grad" (%kwarg_var_188_pd_op.add_0, %kwarg_layer_norm_1.w_0.dist, %kwarg_layer_norm_1.b_0.dist, %kwarg_var_189_pd_op.layer_norm_1, %kwarg_var_189_pd_op.layer_norm_2, %13) {begin_norm_axis:2,chunk_id:0,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%19) = "pd_op.add_" (%kwarg_layer_norm_1.w_0.dist@GRAD@MERGE, %17) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%20) = "pd_op.add_" (%kwarg_layer_norm_1.b_0.dist@GRAD@MERGE, %18) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%21) = "builtin.combine" (%1, %16) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%22) = "pd_op.add_n" (%21) {chunk_id:0,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%23, %24) = "pd_op.add_grad" (%kwarg_input0, %kwarg_var_187_pd_op.add_0, %22) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> <<NULL TYPE>>, tensor<4x6x16xf32>
    (%25, %26) = "pd_op.add_grad" (%kwarg_var_186_pd_op.matmul_0, %kwarg_linear_3.b_0.dist, %24) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%27) = "pd_op.add_" (%kwarg_linear_3.b_0.dist@GRAD@MERGE, %26) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%28, %29) = "pd_op.matmul_grad" (%kwarg_var_185_pd_op.reshape_0, %kwarg_linear_3.w_0.dist, %25) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%30) = "pd_op.add_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %29) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%31) = "pd_op.reshape_grad" (%kwarg_var_183_pd_op.transpose_0, %28) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x2x8xf32>, tensor<4x6x16xf32>) -> tensor<4x6x2x8xf32>
    (%32) = "pd_op.transpose_grad" (%31) {chunk_id:0,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%33, %34) = "pd_op.matmul_grad" (%kwarg_var_181_pd_op.softmax_0, %kwarg_var_177_pd_op.transpose_0, %32) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>
    (%35) = "pd_op.softmax_grad" (%kwarg_var_181_pd_op.softmax_0, %33) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x6xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    (%36) = "pd_op.transpose_grad" (%34) {chunk_id:0,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%37, %38) = "pd_op.matmul_grad" (%kwarg_var_179_pd_op.scale_0, %kwarg_var_174_pd_op.transpose_0, %35) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>
    (%39) = "pd_op.reshape_grad" (%kwarg_var_171_pd_op.add_0, %36) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%40) = "pd_op.scale" (%37, %kwarg_var_178_pd_op.full_0) {bias:0,bias_after_scale:true,chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    (%41) = "pd_op.transpose_grad" (%38) {chunk_id:0,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%42, %43) = "pd_op.add_grad" (%kwarg_var_170_pd_op.matmul_0, %kwarg_linear_2.b_0.dist, %39) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%44) = "pd_op.add_" (%kwarg_linear_2.b_0.dist@GRAD@MERGE, %43) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%45) = "pd_op.transpose_grad" (%40) {chunk_id:0,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%46) = "pd_op.reshape_grad" (%kwarg_var_169_pd_op.add_0, %41) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%47, %48) = "pd_op.matmul_grad" (%kwarg_var_162_pd_op.layer_norm_0, %kwarg_linear_2.w_0.dist, %42) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%49) = "pd_op.add_" (%kwarg_linear_2.w_0.dist@GRAD@MERGE, %48) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%50) = "pd_op.reshape_grad" (%kwarg_var_164_pd_op.add_0, %45) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%51, %52) = "pd_op.add_grad" (%kwarg_var_168_pd_op.matmul_0, %kwarg_linear_1.b_0.dist, %46) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%53) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %52) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%54, %55) = "pd_op.add_grad" (%kwarg_var_163_pd_op.matmul_0, %kwarg_linear_0.b_0.dist, %50) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%56) = "pd_op.add_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %55) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%57, %58) = "pd_op.matmul_grad" (%kwarg_var_162_pd_op.layer_norm_0, %kwarg_linear_1.w_0.dist, %51) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%59) = "pd_op.add_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %58) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%60, %61) = "pd_op.matmul_grad" (%kwarg_var_162_pd_op.layer_norm_0, %kwarg_linear_0.w_0.dist, %54) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%62) = "pd_op.add_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %61) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%63) = "builtin.combine" (%47, %57, %60) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%64) = "pd_op.add_n" (%63) {chunk_id:0,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%65, %66, %67) = "pd_op.layer_norm_grad" (%kwarg_input0, %kwarg_layer_norm_0.w_0.dist, %kwarg_layer_norm_0.b_0.dist, %kwarg_var_162_pd_op.layer_norm_1, %kwarg_var_162_pd_op.layer_norm_2, %64) {begin_norm_axis:2,chunk_id:0,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> <<NULL TYPE>>, tensor<16xf32>, tensor<16xf32>
    (%68) = "pd_op.add_" (%kwarg_layer_norm_0.w_0.dist@GRAD@MERGE, %66) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%69) = "pd_op.add_" (%kwarg_layer_norm_0.b_0.dist@GRAD@MERGE, %67) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
}
