{
    (%0) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32x32xf32>
    (%2) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"create_parameter_2.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<32xf32>
    (%3) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,8,32],stop_gradient:[true]} : () -> tensor<-1x8x32xf32>
    (%4, %5, %6) = "pd_op.fused_rms_norm_quant" (%3, <<NULL VALUE>>, <<NULL VALUE>>, %2, <<NULL VALUE>>) {begin_norm_axis:2,epsilon:1e-06,quant_max_bound:0,quant_min_bound:0,quant_round_type:0,quant_scale:-1,stop_gradient:[false,false,false]} : (tensor<-1x8x32xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<32xf32>, <<NULL TYPE>>) -> tensor<-1x8x32xf32>, <<NULL TYPE>>, tensor<-1x8xf32>
    (%7) = "pd_op.matmul" (%4, %1) {stop_gradient:[false],struct_name:"/Linear_4/",transpose_x:false,transpose_y:false} : (tensor<-1x8x32xf32>, tensor<32x32xf32>) -> tensor<-1x8x32xf32>
    (%8) = "pd_op.add" (%7, %0) {stop_gradient:[false],struct_name:"/Linear_4/"} : (tensor<-1x8x32xf32>, tensor<32xf32>) -> tensor<-1x8x32xf32>
    (%9) = "pd_op.silu" (%8) {stop_gradient:[false]} : (tensor<-1x8x32xf32>) -> tensor<-1x8x32xf32>
    (%10) = "pd_op.softmax" (%9) {axis:-1,stop_gradient:[false]} : (tensor<-1x8x32xf32>) -> tensor<-1x8x32xf32>
}
