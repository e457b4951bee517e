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
    (%0) = "pd_op.squared_l2_norm" (%kwarg_linear_1.b_0@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<1xf32>
    (%1) = "pd_op.squared_l2_norm" (%kwarg_linear_1.w_0@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<1xf32>
    (%2) = "pd_op.squared_l2_norm" (%kwarg_linear_0.b_0@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    (%3) = "pd_op.squared_l2_norm" (%kwarg_linear_0.w_0@GRAD@MERGE) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    (%4) = "builtin.combine" (%0, %1, %2, %3) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]
    (%5) = "pd_op.stack" (%4) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]) -> tensor<4x1xf32>
    (%6) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%7) = "pd_op.sum" (%5, %6) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<4x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%8) = "builtin.combine" (%7) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> vec[tensor<f32>]
    (%9) = "pd_op.stack" (%8) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<f32>]) -> tensor<1xf32>
    (%10) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%11) = "pd_op.sum" (%9, %10) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<0xi64>) -> tensor<f32>
    (%12) = "pd_op.sqrt" (%11) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> tensor<f32>
    (%13) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.05} : () -> tensor<1xf32>
    (%14) = "pd_op.maximum" (%12, %13) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    (%15) = "pd_op.divide" (%13, %14) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    (%16) = "pd_op.multiply" (%kwarg_linear_1.b_0@GRAD@MERGE, %15) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%17) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%18) = "pd_op.scale_" (%16, %17) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%19) = "pd_op.multiply" (%kwarg_linear_1.w_0@GRAD@MERGE, %15) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%20) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%21) = "pd_op.scale_" (%19, %20) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%22) = "pd_op.multiply" (%kwarg_linear_0.b_0@GRAD@MERGE, %15) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%23) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%24) = "pd_op.scale_" (%22, %23) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%25) = "pd_op.multiply" (%kwarg_linear_0.w_0@GRAD@MERGE, %15) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%26) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.333333} : () -> tensor<1xf32>
    (%27) = "pd_op.scale_" (%25, %26) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%28) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%29) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%30) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%31, %32, %33, %34, %35, %36, %37) = "pd_op.adam_" (%kwarg_linear_1.b_0, %18, %kwarg_learning_rate_0, %kwarg_linear_1.b_0_moment1_0, %kwarg_linear_1.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.b_0_beta1_pow_acc_0, %kwarg_linear_1.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %28, %29, %30) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%38) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%39) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%40) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%41, %42, %43, %44, %45, %46, %47) = "pd_op.adam_" (%kwarg_linear_1.w_0, %21, %kwarg_learning_rate_0, %kwarg_linear_1.w_0_moment1_0, %kwarg_linear_1.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.w_0_beta1_pow_acc_0, %kwarg_linear_1.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %38, %39, %40) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%48) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%50) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%51, %52, %53, %54, %55, %56, %57) = "pd_op.adam_" (%kwarg_linear_0.b_0, %24, %kwarg_learning_rate_0, %kwarg_linear_0.b_0_moment1_0, %kwarg_linear_0.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.b_0_beta1_pow_acc_0, %kwarg_linear_0.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %48, %49, %50) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%58) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%59) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%60) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%61, %62, %63, %64, %65, %66, %67) = "pd_op.adam_" (%kwarg_linear_0.w_0, %27, %kwarg_learning_rate_0, %kwarg_linear_0.w_0_moment1_0, %kwarg_linear_0.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.w_0_beta1_pow_acc_0, %kwarg_linear_0.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %58, %59, %60) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%68) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%69) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%70) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%71) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%72) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %68, %69, %70, %71) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%73) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%74) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%75) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%76) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%77) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %73, %74, %75, %76) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%78) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%79) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%80) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%81) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%82) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %78, %79, %80, %81) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%83) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%84) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%85) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%86) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%87) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %83, %84, %85, %86) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
