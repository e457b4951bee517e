{
    ^kw:
        %kwarg_linear_0.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_8.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.squared_l2_norm" (%kwarg_linear_8.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<1xf32>
    (%1) = "pd_op.squared_l2_norm" (%kwarg_linear_8.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<1xf32>
    (%2) = "pd_op.squared_l2_norm" (%kwarg_linear_7.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    (%3) = "pd_op.squared_l2_norm" (%kwarg_linear_7.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    (%4) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%5) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%6) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:18,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%7) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:18,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%8) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:20,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%9) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:20,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%10) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:20,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%11) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:20,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%12) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:18,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%13) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:18,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%14) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%15) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%16) = "pd_op.squared_l2_norm" (%kwarg_linear_0.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    (%17) = "pd_op.squared_l2_norm" (%kwarg_linear_0.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    (%18) = "builtin.combine" (%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]
    (%19) = "pd_op.stack" (%18) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]) -> tensor<18x1xf32>
    (%20) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%21) = "pd_op.sum" (%19, %20) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<18x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%22) = "builtin.combine" (%21) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> vec[tensor<f32>]
    (%23) = "pd_op.stack" (%22) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<f32>]) -> tensor<1xf32>
    (%24) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%25) = "pd_op.sum" (%23, %24) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<0xi64>) -> tensor<f32>
    (%26) = "pd_op.sqrt" (%25) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> tensor<f32>
    (%27) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.05} : () -> tensor<1xf32>
    (%28) = "pd_op.maximum" (%26, %27) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    (%29) = "pd_op.divide" (%27, %28) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    (%30) = "pd_op.multiply" (%kwarg_linear_8.b_0.dist@GRAD@MERGE, %29) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%31) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%32) = "pd_op.scale_" (%30, %31) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%33) = "pd_op.multiply" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %29) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%34) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%35) = "pd_op.scale_" (%33, %34) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%36) = "pd_op.multiply" (%kwarg_linear_7.b_0.dist@GRAD@MERGE, %29) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%37) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%38) = "pd_op.scale_" (%36, %37) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%39) = "pd_op.multiply" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %29) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%40) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%41) = "pd_op.scale_" (%39, %40) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    () = "pd_op.send_v2" (%29) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_12",op_role:2,peer:1,ring_id:12,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    () = "pd_op.send_v2" (%29) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_19",op_role:2,peer:1,ring_id:19,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    () = "pd_op.send_v2" (%29) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_21",op_role:2,peer:1,ring_id:21,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    (%42) = "pd_op.multiply" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %29) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%43) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%44) = "pd_op.scale_" (%42, %43) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%45) = "pd_op.multiply" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %29) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%46) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%47) = "pd_op.scale_" (%45, %46) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%48) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%50) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%51, %52, %53, %54, %55, %56, %57) = "pd_op.adam_" (%kwarg_linear_8.b_0.dist, %32, %kwarg_learning_rate_0, %kwarg_linear_8.b_0.dist_moment1_0, %kwarg_linear_8.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_8.b_0.dist_beta1_pow_acc_0, %kwarg_linear_8.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %48, %49, %50) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%58) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%59) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%60) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%61, %62, %63, %64, %65, %66, %67) = "pd_op.adam_" (%kwarg_linear_8.w_0.dist, %35, %kwarg_learning_rate_0, %kwarg_linear_8.w_0.dist_moment1_0, %kwarg_linear_8.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_8.w_0.dist_beta1_pow_acc_0, %kwarg_linear_8.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %58, %59, %60) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%68) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%69) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%70) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%71, %72, %73, %74, %75, %76, %77) = "pd_op.adam_" (%kwarg_linear_7.b_0.dist, %38, %kwarg_learning_rate_0, %kwarg_linear_7.b_0.dist_moment1_0, %kwarg_linear_7.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_7.b_0.dist_beta1_pow_acc_0, %kwarg_linear_7.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %68, %69, %70) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%78) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%79) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%80) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%81, %82, %83, %84, %85, %86, %87) = "pd_op.adam_" (%kwarg_linear_7.w_0.dist, %41, %kwarg_learning_rate_0, %kwarg_linear_7.w_0.dist_moment1_0, %kwarg_linear_7.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_7.w_0.dist_beta1_pow_acc_0, %kwarg_linear_7.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %78, %79, %80) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%88) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%89) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%90) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%91, %92, %93, %94, %95, %96, %97) = "pd_op.adam_" (%kwarg_linear_0.b_0.dist, %44, %kwarg_learning_rate_0, %kwarg_linear_0.b_0.dist_moment1_0, %kwarg_linear_0.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.b_0.dist_beta1_pow_acc_0, %kwarg_linear_0.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %88, %89, %90) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%98) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%99) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%100) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%101, %102, %103, %104, %105, %106, %107) = "pd_op.adam_" (%kwarg_linear_0.w_0.dist, %47, %kwarg_learning_rate_0, %kwarg_linear_0.w_0.dist_moment1_0, %kwarg_linear_0.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.w_0.dist_beta1_pow_acc_0, %kwarg_linear_0.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %98, %99, %100) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%108) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%109) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%110) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%111) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%112) = "pd_op.set_value_with_tensor_" (%kwarg_linear_8.b_0.dist@GRAD@MERGE, %108, %109, %110, %111) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%113) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%114) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%115) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%116) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%117) = "pd_op.set_value_with_tensor_" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %113, %114, %115, %116) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%118) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%119) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%120) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%121) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%122) = "pd_op.set_value_with_tensor_" (%kwarg_linear_7.b_0.dist@GRAD@MERGE, %118, %119, %120, %121) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%123) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%124) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%125) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%126) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%127) = "pd_op.set_value_with_tensor_" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %123, %124, %125, %126) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%128) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%129) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%130) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%131) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%132) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %128, %129, %130, %131) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%133) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%134) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%135) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%136) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%137) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %133, %134, %135, %136) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
