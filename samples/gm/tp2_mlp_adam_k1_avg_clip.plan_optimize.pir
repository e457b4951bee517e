{
    ^kw:
        %kwarg_linear_0.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.squared_l2_norm" (%kwarg_linear_1.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<1xf32>
    (%1) = "pd_op.squared_l2_norm" (%kwarg_linear_1.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8x8xf32>) -> tensor<1xf32>
    (%2) = "pd_op.squared_l2_norm" (%kwarg_linear_0.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<1xf32>
    (%3) = "pd_op.squared_l2_norm" (%kwarg_linear_0.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<1xf32>
    (%4) = "pd_op.all_reduce" (%1) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<1xf32>) -> tensor<1xf32>
    (%5) = "pd_op.all_reduce" (%2) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<1xf32>) -> tensor<1xf32>
    (%6) = "pd_op.all_reduce" (%3) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<1xf32>) -> tensor<1xf32>
    (%7) = "builtin.combine" (%0, %4, %5, %6) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]
    (%8) = "pd_op.stack" (%7) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]) -> tensor<4x1xf32>
    (%9) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%10) = "pd_op.sum" (%8, %9) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<4x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%11) = "builtin.combine" (%10) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> vec[tensor<f32>]
    (%12) = "pd_op.stack" (%11) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<f32>]) -> tensor<1xf32>
    (%13) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%14) = "pd_op.sum" (%12, %13) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<0xi64>) -> tensor<f32>
    (%15) = "pd_op.sqrt" (%14) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> tensor<f32>
    (%16) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.05} : () -> tensor<1xf32>
    (%17) = "pd_op.maximum" (%15, %16) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    (%18) = "pd_op.divide" (%16, %17) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    (%19) = "pd_op.multiply" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %18) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%20) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%21) = "pd_op.scale_" (%19, %20) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%22) = "pd_op.multiply" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %18) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8x8xf32>, tensor<1xf32>) -> tensor<8x8xf32>
    (%23) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%24) = "pd_op.scale_" (%22, %23) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8x8xf32>, tensor<1xf32>) -> tensor<8x8xf32>
    (%25) = "pd_op.multiply" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %18) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%26) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%27) = "pd_op.scale_" (%25, %26) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%28) = "pd_op.multiply" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %18) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%29) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%30) = "pd_op.scale_" (%28, %29) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%31) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%32) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%33) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%34, %35, %36, %37, %38, %39, %40) = "pd_op.adam_" (%kwarg_linear_1.b_0.dist, %21, %kwarg_learning_rate_0, %kwarg_linear_1.b_0.dist_moment1_0, %kwarg_linear_1.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.b_0.dist_beta1_pow_acc_0, %kwarg_linear_1.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %31, %32, %33) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%41) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%42) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%43) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%44, %45, %46, %47, %48, %49, %50) = "pd_op.adam_" (%kwarg_linear_1.w_0.dist, %24, %kwarg_learning_rate_0, %kwarg_linear_1.w_0.dist_moment1_0, %kwarg_linear_1.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.w_0.dist_beta1_pow_acc_0, %kwarg_linear_1.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %41, %42, %43) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%51) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%52) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%53) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%54, %55, %56, %57, %58, %59, %60) = "pd_op.adam_" (%kwarg_linear_0.b_0.dist, %27, %kwarg_learning_rate_0, %kwarg_linear_0.b_0.dist_moment1_0, %kwarg_linear_0.b_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.b_0.dist_beta1_pow_acc_0, %kwarg_linear_0.b_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %51, %52, %53) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%61) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%62) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%63) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%64, %65, %66, %67, %68, %69, %70) = "pd_op.adam_" (%kwarg_linear_0.w_0.dist, %30, %kwarg_learning_rate_0, %kwarg_linear_0.w_0.dist_moment1_0, %kwarg_linear_0.w_0.dist_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.w_0.dist_beta1_pow_acc_0, %kwarg_linear_0.w_0.dist_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %61, %62, %63) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%71) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%72) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%73) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%74) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%75) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %71, %72, %73, %74) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%76) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%77) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%78) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%79) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%80) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %76, %77, %78, %79) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%81) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%82) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%83) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%84) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%85) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %81, %82, %83, %84) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%86) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%87) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%88) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%89) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%90) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %86, %87, %88, %89) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
