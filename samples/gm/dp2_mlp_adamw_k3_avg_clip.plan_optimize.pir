{
    ^kw:
        %kwarg_linear_0.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_moment2_0 {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.all_reduce" (%kwarg_linear_1.b_0@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<8xf32>
    (%1) = "pd_op.squared_l2_norm" (%0) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<1xf32>
    (%2) = "pd_op.all_reduce" (%kwarg_linear_1.w_0@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    (%3) = "pd_op.squared_l2_norm" (%2) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<1xf32>
    (%4) = "pd_op.all_reduce" (%kwarg_linear_0.b_0@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<16xf32>
    (%5) = "pd_op.squared_l2_norm" (%4) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    (%6) = "pd_op.all_reduce" (%kwarg_linear_0.w_0@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    (%7) = "pd_op.squared_l2_norm" (%6) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    (%8) = "builtin.combine" (%1, %3, %5, %7) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]
    (%9) = "pd_op.stack" (%8) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]) -> tensor<4x1xf32>
    (%10) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%11) = "pd_op.sum" (%9, %10) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<4x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%12) = "builtin.combine" (%11) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> vec[tensor<f32>]
    (%13) = "pd_op.stack" (%12) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<f32>]) -> tensor<1xf32>
    (%14) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.sum" (%13, %14) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<0xi64>) -> tensor<f32>
    (%16) = "pd_op.sqrt" (%15) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> tensor<f32>
    (%17) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.05} : () -> tensor<1xf32>
    (%18) = "pd_op.maximum" (%16, %17) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    (%19) = "pd_op.divide" (%17, %18) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    (%20) = "pd_op.multiply" (%0, %19) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%21) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%22) = "pd_op.scale_" (%20, %21) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%23) = "pd_op.multiply" (%2, %19) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%24) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%25) = "pd_op.scale_" (%23, %24) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%26) = "pd_op.multiply" (%4, %19) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%27) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%28) = "pd_op.scale_" (%26, %27) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%29) = "pd_op.multiply" (%6, %19) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%30) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%31) = "pd_op.scale_" (%29, %30) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%32) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%33) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%34) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%35, %36, %37, %38, %39, %40, %41) = "pd_op.adamw_" (%kwarg_linear_1.b_0, %22, %kwarg_learning_rate_0, %kwarg_linear_1.b_0_moment1_0, %kwarg_linear_1.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.b_0_beta1_pow_acc_0, %kwarg_linear_1.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %32, %33, %34) {amsgrad:false,chunk_id:-1,coeff:0.01,lazy_mode:false,lr_ratio:1,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false,with_decay:true} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%42) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%43) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%44) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%45, %46, %47, %48, %49, %50, %51) = "pd_op.adamw_" (%kwarg_linear_1.w_0, %25, %kwarg_learning_rate_0, %kwarg_linear_1.w_0_moment1_0, %kwarg_linear_1.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.w_0_beta1_pow_acc_0, %kwarg_linear_1.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %42, %43, %44) {amsgrad:false,chunk_id:-1,coeff:0.01,lazy_mode:false,lr_ratio:1,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false,with_decay:true} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%52) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%53) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%54) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%55, %56, %57, %58, %59, %60, %61) = "pd_op.adamw_" (%kwarg_linear_0.b_0, %28, %kwarg_learning_rate_0, %kwarg_linear_0.b_0_moment1_0, %kwarg_linear_0.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.b_0_beta1_pow_acc_0, %kwarg_linear_0.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %52, %53, %54) {amsgrad:false,chunk_id:-1,coeff:0.01,lazy_mode:false,lr_ratio:1,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false,with_decay:true} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%62) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%63) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%64) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%65, %66, %67, %68, %69, %70, %71) = "pd_op.adamw_" (%kwarg_linear_0.w_0, %31, %kwarg_learning_rate_0, %kwarg_linear_0.w_0_moment1_0, %kwarg_linear_0.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.w_0_beta1_pow_acc_0, %kwarg_linear_0.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %62, %63, %64) {amsgrad:false,chunk_id:-1,coeff:0.01,lazy_mode:false,lr_ratio:1,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false,with_decay:true} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%72) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%73) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%74) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%75) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%76) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %72, %73, %74, %75) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%77) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%78) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%79) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%80) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%81) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %77, %78, %79, %80) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%82) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%83) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%84) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%85) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%86) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %82, %83, %84, %85) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%87) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%88) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%89) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%90) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%91) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %87, %88, %89, %90) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
