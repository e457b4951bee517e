{
    ^kw:
        %kwarg_var_95_pd_op.slice_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_98_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_99_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_100_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_101_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_102_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_107_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_146_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_147_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_144_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_154_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_96_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_148_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_153_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_152_pd_op.slice_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_133_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_130_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_145_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_97_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_108_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_136_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_110_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_98_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_155_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_123_pd_op.softmax_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_140_pd_op.gelu_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_138_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_106_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_139_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_135_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_121_pd_op.scale_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_134_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_149_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_142_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_98_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_131_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_137_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_135_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_135_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_132_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_129_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_128_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_127_pd_op.reshape_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_120_pd_op.full_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_141_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_109_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_119_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_125_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_116_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_113_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_143_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_112_pd_op.all_gather_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_111_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.all_gather" (%kwarg_var_154_pd_op.square_0) {chunk_id:-1,nranks:2,op_role:1,ring_id:12,stop_gradient:[false]} : (tensor<4x6x8xf32>) -> tensor<8x6x8xf32>
    (%3) = "pd_op.mean_grad" (%2, %1, %kwarg_var_155_pd_op.full_int_array_0) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,replace_all_uses_with_reshard_var:true,stop_gradient:[false]} : (tensor<8x6x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<8x6x8xf32>
    (%4) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[4]} : () -> tensor<1xi64>
    (%5) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%6) = "pd_op.slice" (%3, %4, %5) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:1,stop_gradient:[false]} : (tensor<8x6x8xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x6x8xf32>
    (%7) = "pd_op.square_grad" (%kwarg_var_153_pd_op.subtract_0, %6) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%8, %9) = "pd_op.subtract_grad" (%kwarg_var_149_pd_op.add_0, %kwarg_var_152_pd_op.slice_0, %7) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, <<NULL TYPE>>
    (%10, %11) = "pd_op.add_grad" (%kwarg_var_147_pd_op.matmul_0, %kwarg_var_148_pd_op.all_gather_0, %8) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, tensor<8xf32>
    (%12) = "pd_op.add_" (%kwarg_linear_6.b_0.dist@GRAD@MERGE, %11) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%13, %14) = "pd_op.matmul_grad" (%kwarg_var_145_pd_op.add_0, %kwarg_var_146_pd_op.all_gather_0, %10) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x16xf32>, tensor<16x8xf32>
    (%15) = "pd_op.add_" (%kwarg_linear_6.w_0.dist@GRAD@MERGE, %14) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%16, %17) = "pd_op.add_grad" (%kwarg_var_132_pd_op.add_0, %kwarg_var_144_pd_op.add_0, %13) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%18, %19) = "pd_op.add_grad" (%kwarg_var_142_pd_op.matmul_0, %kwarg_var_143_pd_op.all_gather_0, %17) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%20) = "pd_op.add_" (%kwarg_linear_5.b_0.dist@GRAD@MERGE, %19) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%21, %22) = "pd_op.matmul_grad" (%kwarg_var_140_pd_op.gelu_0, %kwarg_var_141_pd_op.all_gather_0, %18) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x32xf32>, tensor<32x16xf32>
    (%23) = "pd_op.add_" (%kwarg_linear_5.w_0.dist@GRAD@MERGE, %22) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    (%24) = "pd_op.gelu_grad" (%kwarg_var_139_pd_op.add_0, %21) {approximate:false,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    (%25, %26) = "pd_op.add_grad" (%kwarg_var_137_pd_op.matmul_0, %kwarg_var_138_pd_op.all_gather_0, %24) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x32xf32>, tensor<32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>, tensor<32xf32>
    (%27) = "pd_op.add_" (%kwarg_linear_4.b_0.dist@GRAD@MERGE, %26) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    (%28, %29) = "pd_op.matmul_grad" (%kwarg_var_135_pd_op.layer_norm_0, %kwarg_var_136_pd_op.all_gather_0, %25) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x16xf32>, tensor<16x32xf32>
    (%30) = "pd_op.add_" (%kwarg_linear_4.w_0.dist@GRAD@MERGE, %29) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    (%31, %32, %33) = "pd_op.layer_norm_grad" (%kwarg_var_132_pd_op.add_0, %kwarg_var_133_pd_op.all_gather_0, %kwarg_var_134_pd_op.all_gather_0, %kwarg_var_135_pd_op.layer_norm_1, %kwarg_var_135_pd_op.layer_norm_2, %28) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%34) = "pd_op.add_" (%kwarg_layer_norm_1.w_0.dist@GRAD@MERGE, %32) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%35) = "pd_op.add_" (%kwarg_layer_norm_1.b_0.dist@GRAD@MERGE, %33) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%36) = "builtin.combine" (%16, %31) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%37) = "pd_op.add_n" (%36) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%38, %39) = "pd_op.add_grad" (%kwarg_var_95_pd_op.slice_0, %kwarg_var_131_pd_op.add_0, %37) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> <<NULL TYPE>>, tensor<4x6x16xf32>
    (%40, %41) = "pd_op.add_grad" (%kwarg_var_129_pd_op.matmul_0, %kwarg_var_130_pd_op.all_gather_0, %39) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%42) = "pd_op.add_" (%kwarg_linear_3.b_0.dist@GRAD@MERGE, %41) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%43, %44) = "pd_op.matmul_grad" (%kwarg_var_127_pd_op.reshape_0, %kwarg_var_128_pd_op.all_gather_0, %40) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%45) = "pd_op.add_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %44) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%46) = "pd_op.reshape_grad" (%kwarg_var_125_pd_op.transpose_0, %43) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x2x8xf32>, tensor<4x6x16xf32>) -> tensor<4x6x2x8xf32>
    (%47) = "pd_op.transpose_grad" (%46) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%48, %49) = "pd_op.matmul_grad" (%kwarg_var_123_pd_op.softmax_0, %kwarg_var_119_pd_op.transpose_0, %47) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>
    (%50) = "pd_op.softmax_grad" (%kwarg_var_123_pd_op.softmax_0, %48) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x6xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    (%51) = "pd_op.transpose_grad" (%49) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%52, %53) = "pd_op.matmul_grad" (%kwarg_var_121_pd_op.scale_0, %kwarg_var_116_pd_op.transpose_0, %50) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>
    (%54) = "pd_op.reshape_grad" (%kwarg_var_113_pd_op.add_0, %51) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%55) = "pd_op.scale" (%52, %kwarg_var_120_pd_op.full_0) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    (%56) = "pd_op.transpose_grad" (%53) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%57, %58) = "pd_op.add_grad" (%kwarg_var_111_pd_op.matmul_0, %kwarg_var_112_pd_op.all_gather_0, %54) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%59) = "pd_op.add_" (%kwarg_linear_2.b_0.dist@GRAD@MERGE, %58) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%60) = "pd_op.transpose_grad" (%55) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%61) = "pd_op.reshape_grad" (%kwarg_var_109_pd_op.add_0, %56) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%62, %63) = "pd_op.matmul_grad" (%kwarg_var_98_pd_op.layer_norm_0, %kwarg_var_110_pd_op.all_gather_0, %57) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%64) = "pd_op.add_" (%kwarg_linear_2.w_0.dist@GRAD@MERGE, %63) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%65) = "pd_op.reshape_grad" (%kwarg_var_102_pd_op.add_0, %60) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%66, %67) = "pd_op.add_grad" (%kwarg_var_107_pd_op.matmul_0, %kwarg_var_108_pd_op.all_gather_0, %61) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%68) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %67) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%69, %70) = "pd_op.add_grad" (%kwarg_var_100_pd_op.matmul_0, %kwarg_var_101_pd_op.all_gather_0, %65) {axis:-1,chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%71) = "pd_op.add_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %70) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%72, %73) = "pd_op.matmul_grad" (%kwarg_var_98_pd_op.layer_norm_0, %kwarg_var_106_pd_op.all_gather_0, %66) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%74) = "pd_op.add_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %73) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%75, %76) = "pd_op.matmul_grad" (%kwarg_var_98_pd_op.layer_norm_0, %kwarg_var_99_pd_op.all_gather_0, %69) {chunk_id:-1,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%77) = "pd_op.add_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %76) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%78) = "builtin.combine" (%62, %72, %75) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%79) = "pd_op.add_n" (%78) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%80, %81, %82) = "pd_op.layer_norm_grad" (%kwarg_var_95_pd_op.slice_0, %kwarg_var_96_pd_op.all_gather_0, %kwarg_var_97_pd_op.all_gather_0, %kwarg_var_98_pd_op.layer_norm_1, %kwarg_var_98_pd_op.layer_norm_2, %79) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:1,replace_all_uses_with_reshard_var:true,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> <<NULL TYPE>>, tensor<16xf32>, tensor<16xf32>
    (%83) = "pd_op.add_" (%kwarg_layer_norm_0.w_0.dist@GRAD@MERGE, %81) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%84) = "pd_op.add_" (%kwarg_layer_norm_0.b_0.dist@GRAD@MERGE, %82) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
}
