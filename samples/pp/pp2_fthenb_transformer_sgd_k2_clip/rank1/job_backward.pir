{
    ^kw:
        %kwarg_linear_12.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_12.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_3.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_3.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_2.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_2.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_11.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_10.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_10.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_40_pd_op.softmax_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_51_pd_op.gelu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_54_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_58_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_59_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_44_pd_op.reshape_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_56_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_10.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_57_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_48_pd_op.layer_norm_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_27_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_9.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_48_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_23_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_45_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_37_pd_op.full_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_52_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_12.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_11.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_49_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_50_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_53_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_12.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_11.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_48_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_linear_10.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_55_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_layer_norm_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_47_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_46_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_20_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_42_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_38_pd_op.scale_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_36_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_33_pd_op.transpose_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_30_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_29_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_22_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_28_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.layer_norm_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.layer_norm_1 {persistable:false,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_58_pd_op.square_0, %1, %kwarg_var_59_pd_op.full_int_array_0) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x6x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_57_pd_op.subtract_0, %2) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_56_pd_op.add_0, %kwarg_label0, %3) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.add_grad" (%kwarg_var_55_pd_op.matmul_0, %kwarg_linear_12.b_0.dist, %4) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, tensor<8xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_12.b_0.dist@GRAD@MERGE, %7) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%9, %10) = "pd_op.matmul_grad" (%kwarg_var_54_pd_op.add_0, %kwarg_linear_12.w_0.dist, %6) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x16xf32>, tensor<16x8xf32>
    (%11) = "pd_op.add_" (%kwarg_linear_12.w_0.dist@GRAD@MERGE, %10) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%12, %13) = "pd_op.add_grad" (%kwarg_var_47_pd_op.add_0, %kwarg_var_53_pd_op.add_0, %9) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%14, %15) = "pd_op.add_grad" (%kwarg_var_52_pd_op.matmul_0, %kwarg_linear_11.b_0.dist, %13) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%16) = "pd_op.add_" (%kwarg_linear_11.b_0.dist@GRAD@MERGE, %15) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%17, %18) = "pd_op.matmul_grad" (%kwarg_var_51_pd_op.gelu_0, %kwarg_linear_11.w_0.dist, %14) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x32xf32>, tensor<32x16xf32>
    (%19) = "pd_op.add_" (%kwarg_linear_11.w_0.dist@GRAD@MERGE, %18) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    (%20) = "pd_op.gelu_grad" (%kwarg_var_50_pd_op.add_0, %17) {approximate:false,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    (%21, %22) = "pd_op.add_grad" (%kwarg_var_49_pd_op.matmul_0, %kwarg_linear_10.b_0.dist, %20) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x32xf32>, tensor<32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x32xf32>, tensor<32xf32>
    (%23) = "pd_op.add_" (%kwarg_linear_10.b_0.dist@GRAD@MERGE, %22) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    (%24, %25) = "pd_op.matmul_grad" (%kwarg_var_48_pd_op.layer_norm_0, %kwarg_linear_10.w_0.dist, %21) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>, tensor<4x6x32xf32>) -> tensor<4x6x16xf32>, tensor<16x32xf32>
    (%26) = "pd_op.add_" (%kwarg_linear_10.w_0.dist@GRAD@MERGE, %25) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    (%27, %28, %29) = "pd_op.layer_norm_grad" (%kwarg_var_47_pd_op.add_0, %kwarg_layer_norm_3.w_0.dist, %kwarg_layer_norm_3.b_0.dist, %kwarg_var_48_pd_op.layer_norm_1, %kwarg_var_48_pd_op.layer_norm_2, %24) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%30) = "pd_op.add_" (%kwarg_layer_norm_3.w_0.dist@GRAD@MERGE, %28) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%31) = "pd_op.add_" (%kwarg_layer_norm_3.b_0.dist@GRAD@MERGE, %29) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%32) = "builtin.combine" (%12, %27) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%33) = "pd_op.add_n" (%32) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%34, %35) = "pd_op.add_grad" (%kwarg_var_20_pd_op.recv_v2_0, %kwarg_var_46_pd_op.add_0, %33) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<4x6x16xf32>
    (%36, %37) = "pd_op.add_grad" (%kwarg_var_45_pd_op.matmul_0, %kwarg_linear_9.b_0.dist, %35) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%38) = "pd_op.add_" (%kwarg_linear_9.b_0.dist@GRAD@MERGE, %37) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%39, %40) = "pd_op.matmul_grad" (%kwarg_var_44_pd_op.reshape_0, %kwarg_linear_9.w_0.dist, %36) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%41) = "pd_op.add_" (%kwarg_linear_9.w_0.dist@GRAD@MERGE, %40) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%42) = "pd_op.reshape_grad" (%kwarg_var_42_pd_op.transpose_0, %39) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x2x8xf32>, tensor<4x6x16xf32>) -> tensor<4x6x2x8xf32>
    (%43) = "pd_op.transpose_grad" (%42) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%44, %45) = "pd_op.matmul_grad" (%kwarg_var_40_pd_op.softmax_0, %kwarg_var_36_pd_op.transpose_0, %43) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>
    (%46) = "pd_op.softmax_grad" (%kwarg_var_40_pd_op.softmax_0, %44) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x6xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    (%47) = "pd_op.transpose_grad" (%45) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%48, %49) = "pd_op.matmul_grad" (%kwarg_var_38_pd_op.scale_0, %kwarg_var_33_pd_op.transpose_0, %46) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>, tensor<4x2x6x6xf32>) -> tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>
    (%50) = "pd_op.reshape_grad" (%kwarg_var_30_pd_op.add_0, %47) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%51) = "pd_op.scale" (%48, %kwarg_var_37_pd_op.full_0) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    (%52) = "pd_op.transpose_grad" (%49) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%53, %54) = "pd_op.add_grad" (%kwarg_var_29_pd_op.matmul_0, %kwarg_linear_8.b_0.dist, %50) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%55) = "pd_op.add_" (%kwarg_linear_8.b_0.dist@GRAD@MERGE, %54) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%56) = "pd_op.transpose_grad" (%51) {chunk_id:-1,op_role:1,perm:[0,2,1,3],stop_gradient:[false]} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    (%57) = "pd_op.reshape_grad" (%kwarg_var_28_pd_op.add_0, %52) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%58, %59) = "pd_op.matmul_grad" (%kwarg_var_21_pd_op.layer_norm_0, %kwarg_linear_8.w_0.dist, %53) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%60) = "pd_op.add_" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %59) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%61) = "pd_op.reshape_grad" (%kwarg_var_23_pd_op.add_0, %56) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x2x8xf32>) -> tensor<4x6x16xf32>
    (%62, %63) = "pd_op.add_grad" (%kwarg_var_27_pd_op.matmul_0, %kwarg_linear_7.b_0.dist, %57) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%64) = "pd_op.add_" (%kwarg_linear_7.b_0.dist@GRAD@MERGE, %63) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%65, %66) = "pd_op.add_grad" (%kwarg_var_22_pd_op.matmul_0, %kwarg_linear_6.b_0.dist, %61) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%67) = "pd_op.add_" (%kwarg_linear_6.b_0.dist@GRAD@MERGE, %66) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%68, %69) = "pd_op.matmul_grad" (%kwarg_var_21_pd_op.layer_norm_0, %kwarg_linear_7.w_0.dist, %62) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%70) = "pd_op.add_" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %69) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%71, %72) = "pd_op.matmul_grad" (%kwarg_var_21_pd_op.layer_norm_0, %kwarg_linear_6.w_0.dist, %65) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%73) = "pd_op.add_" (%kwarg_linear_6.w_0.dist@GRAD@MERGE, %72) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%74) = "builtin.combine" (%58, %68, %71) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%75) = "pd_op.add_n" (%74) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    (%76, %77, %78) = "pd_op.layer_norm_grad" (%kwarg_var_20_pd_op.recv_v2_0, %kwarg_layer_norm_2.w_0.dist, %kwarg_layer_norm_2.b_0.dist, %kwarg_var_21_pd_op.layer_norm_1, %kwarg_var_21_pd_op.layer_norm_2, %75) {begin_norm_axis:2,chunk_id:-1,epsilon:1e-05,op_role:1,stop_gradient:[false,false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>
    (%79) = "pd_op.add_" (%kwarg_layer_norm_2.w_0.dist@GRAD@MERGE, %77) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%80) = "pd_op.add_" (%kwarg_layer_norm_2.b_0.dist@GRAD@MERGE, %78) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%81) = "builtin.combine" (%34, %76) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]
    (%82) = "pd_op.add_n" (%81) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (vec[tensor<4x6x16xf32>,tensor<4x6x16xf32>]) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%82) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_13",op_role:1,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
