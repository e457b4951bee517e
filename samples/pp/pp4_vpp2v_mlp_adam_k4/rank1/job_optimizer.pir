{
    ^kw:
        %kwarg_linear_1.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.squared_l2_norm" (%kwarg_linear_6.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    () = "pd_op.send_v2" (%0) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_13",op_role:2,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    (%1) = "pd_op.squared_l2_norm" (%kwarg_linear_6.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    () = "pd_op.send_v2" (%1) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_13",op_role:2,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    (%2) = "pd_op.squared_l2_norm" (%kwarg_linear_1.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    () = "pd_op.send_v2" (%2) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_13",op_role:2,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    (%3) = "pd_op.squared_l2_norm" (%kwarg_linear_1.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    () = "pd_op.send_v2" (%3) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_13",op_role:2,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    (%4) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:12,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%5) = "pd_op.multiply" (%kwarg_linear_6.b_0.dist@GRAD@MERGE, %4) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%6) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%7) = "pd_op.scale_" (%5, %6) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%8) = "pd_op.multiply" (%kwarg_linear_6.w_0.dist@GRAD@MERGE, %4) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%9) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%10) = "pd_op.scale_" (%8, %9) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%11) = "pd_op.multiply" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %4) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%12) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%13) = "pd_op.scale_" (%11, %12) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%14) = "pd_op.multiply" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %4) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%15) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%16) = "pd_op.scale_" (%14, %15) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%17) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%18) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%19) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%20, %21, %22, %23, %24, %25, %26) = "pd_op.adam_" (%kwarg_linear_6.b_0.dist, %7, %kwarg_learning_rate_0, %kwarg_linear_6.b_0.dist_moment1_0, %kwarg_linear_6.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_6.b_0.dist_beta1_pow_acc_0, %kwarg_linear_6.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %17, %18, %19) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%27) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%28) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%29) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%30, %31, %32, %33, %34, %35, %36) = "pd_op.adam_" (%kwarg_linear_6.w_0.dist, %10, %kwarg_learning_rate_0, %kwarg_linear_6.w_0.dist_moment1_0, %kwarg_linear_6.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_6.w_0.dist_beta1_pow_acc_0, %kwarg_linear_6.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %27, %28, %29) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%37) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%38) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%39) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%40, %41, %42, %43, %44, %45, %46) = "pd_op.adam_" (%kwarg_linear_1.b_0.dist, %13, %kwarg_learning_rate_0, %kwarg_linear_1.b_0.dist_moment1_0, %kwarg_linear_1.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.b_0.dist_beta1_pow_acc_0, %kwarg_linear_1.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %37, %38, %39) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%47) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%48) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%50, %51, %52, %53, %54, %55, %56) = "pd_op.adam_" (%kwarg_linear_1.w_0.dist, %16, %kwarg_learning_rate_0, %kwarg_linear_1.w_0.dist_moment1_0, %kwarg_linear_1.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.w_0.dist_beta1_pow_acc_0, %kwarg_linear_1.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %47, %48, %49) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%57) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%58) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%59) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%60) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%61) = "pd_op.set_value_with_tensor_" (%kwarg_linear_6.b_0.dist@GRAD@MERGE, %57, %58, %59, %60) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%62) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%63) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%64) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%65) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%66) = "pd_op.set_value_with_tensor_" (%kwarg_linear_6.w_0.dist@GRAD@MERGE, %62, %63, %64, %65) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%67) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%68) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%69) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%70) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%71) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %67, %68, %69, %70) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%72) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%73) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%74) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%75) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%76) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %72, %73, %74, %75) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
