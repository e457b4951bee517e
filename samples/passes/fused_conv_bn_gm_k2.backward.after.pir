{
    ^kw:
        %kwarg_linear_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_batch_norm2d_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_var_27_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_29_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_26_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_21_pd_op.batch_norm__5 {persistable:false,place:Place(cpu)}
        %kwarg_var_17_pd_op.conv2d_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_28_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_23_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.batch_norm__1 {persistable:false,place:Place(cpu)}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_batch_norm2d_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_conv2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_25_pd_op.flatten_0 {persistable:false,place:Place(cpu)}
        %kwarg_conv2d_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_conv2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_21_pd_op.batch_norm__2 {persistable:false,place:Place(cpu)}
        %kwarg_batch_norm2d_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_batch_norm2d_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_conv2d_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_input0 {persistable:false,place:Place(cpu)}
        %kwarg_var_30_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_22_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.batch_norm__3 {persistable:false,place:Place(cpu)}
        %kwarg_var_24_pd_op.pool2d_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.batch_norm__4 {persistable:false,place:Place(cpu)}
        %kwarg_var_20_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_19_pd_op.reshape_0 {persistable:false,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_29_pd_op.square_0, %1, %kwarg_var_30_pd_op.full_int_array_0) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_28_pd_op.subtract_0, %2) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_27_pd_op.add_0, %kwarg_label0, %3) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.add_grad" (%kwarg_var_26_pd_op.matmul_0, %kwarg_linear_0.b_0, %4) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, tensor<8xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_0.b_0@GRAD@MERGE, %7) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%9, %10) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_25_pd_op.flatten_0, %6, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x64xf32>, tensor<4x8xf32>, tensor<64x8xf32>, <<NULL TYPE>>) -> tensor<64x8xf32>, tensor<0xf32>
    (%11) = "pd_op.matmul" (%6, %kwarg_linear_0.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x8xf32>, tensor<64x8xf32>) -> tensor<4x64xf32>
    (%12) = "pd_op.flatten_grad" (%kwarg_var_24_pd_op.pool2d_0, %11) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x4x4x4xf32>, tensor<4x64xf32>) -> tensor<4x4x4x4xf32>
    (%13) = "pd_op.pool2d_grad" (%kwarg_var_22_pd_op.relu_0, %kwarg_var_24_pd_op.pool2d_0, %12, %kwarg_var_23_pd_op.full_int_array_0) {adaptive:false,ceil_mode:false,chunk_id:-1,data_format:"NCHW",exclusive:true,global_pooling:false,op_role:1,padding_algorithm:"EXPLICIT",paddings:[0,0],pooling_type:"max",stop_gradient:[false],strides:[2,2]} : (tensor<4x4x8x8xf32>, tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>, tensor<2xi64>) -> tensor<4x4x8x8xf32>
    (%14) = "pd_op.relu_grad" (%kwarg_var_22_pd_op.relu_0, %13) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    (%15, %16, %17) = "pd_op.batch_norm_grad" (%kwarg_var_20_pd_op.add_0, %kwarg_batch_norm2d_0.w_0, %kwarg_batch_norm2d_0.b_0, %kwarg_var_21_pd_op.batch_norm__1, %kwarg_var_21_pd_op.batch_norm__2, %kwarg_var_21_pd_op.batch_norm__3, %kwarg_var_21_pd_op.batch_norm__4, %kwarg_var_21_pd_op.batch_norm__5, %14) {chunk_id:-1,data_format:"NCHW",epsilon:1e-05,is_test:false,momentum:0.9,op_role:1,stop_gradient:[false,false,false],trainable_statistics:false,use_global_stats:false} : (tensor<4x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<-1xu8>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>
    (%18) = "pd_op.add_" (%kwarg_batch_norm2d_0.w_0@GRAD@MERGE, %16) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%19) = "pd_op.add_" (%kwarg_batch_norm2d_0.b_0@GRAD@MERGE, %17) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%20, %21) = "pd_op.add_grad" (%kwarg_var_17_pd_op.conv2d_0, %kwarg_var_19_pd_op.reshape_0, %15) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>
    (%22, %23) = "pd_op.conv2d_grad" (%kwarg_input0, %kwarg_conv2d_0.w_0, %20) {chunk_id:-1,data_format:"NCHW",dilations:[1,1],groups:1,op_role:1,padding_algorithm:"EXPLICIT",paddings:[1,1],stop_gradient:[false,false],strides:[1,1]} : (tensor<4x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4x4x8x8xf32>) -> <<NULL TYPE>>, tensor<4x3x3x3xf32>
    (%24) = "pd_op.add_" (%kwarg_conv2d_0.w_0@GRAD@MERGE, %23) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    (%25) = "pd_op.reshape_grad" (%kwarg_conv2d_0.b_0, %21) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4xf32>, tensor<1x4x1x1xf32>) -> tensor<4xf32>
    (%26) = "pd_op.add_" (%kwarg_conv2d_0.b_0@GRAD@MERGE, %25) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}
