{
    ^kw:
        %kwarg_linear_2.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_12_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_10_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_13_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_input0 {persistable:false,place:Place(cpu)}
        %kwarg_var_11_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_9_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_7_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0 {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_12_pd_op.square_0, %1, %kwarg_var_13_pd_op.full_int_array_0) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_11_pd_op.subtract_0, %2) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_10_pd_op.matmul_0, %kwarg_label0, %3) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_9_pd_op.relu_0, %4, %kwarg_linear_2.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<0xf32>
    (%8) = "pd_op.matmul" (%4, %kwarg_linear_2.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    (%9) = "pd_op.relu_grad" (%kwarg_var_9_pd_op.relu_0, %8) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%10, %11) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_7_pd_op.relu_0, %9, %kwarg_linear_1.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%12) = "pd_op.matmul" (%9, %kwarg_linear_1.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%13) = "pd_op.relu_grad" (%kwarg_var_7_pd_op.relu_0, %12) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%14, %15) = "pd_op.fused_linear_param_grad_add" (%kwarg_input0, %13, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%16) = "pd_op.matmul" (%13, %kwarg_linear_0.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
}
