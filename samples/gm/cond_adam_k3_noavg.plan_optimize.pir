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
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%1) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%2) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%3, %4, %5, %6, %7, %8, %9) = "pd_op.adam_" (%kwarg_linear_1.b_0, %kwarg_linear_1.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_1.b_0_moment1_0, %kwarg_linear_1.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.b_0_beta1_pow_acc_0, %kwarg_linear_1.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %0, %1, %2) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%10) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%11) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%12) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%13, %14, %15, %16, %17, %18, %19) = "pd_op.adam_" (%kwarg_linear_1.w_0, %kwarg_linear_1.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_1.w_0_moment1_0, %kwarg_linear_1.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.w_0_beta1_pow_acc_0, %kwarg_linear_1.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %10, %11, %12) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%20) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%21) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%22) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%23, %24, %25, %26, %27, %28, %29) = "pd_op.adam_" (%kwarg_linear_0.b_0, %kwarg_linear_0.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_0.b_0_moment1_0, %kwarg_linear_0.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.b_0_beta1_pow_acc_0, %kwarg_linear_0.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %20, %21, %22) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%30) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%31) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%32) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%33, %34, %35, %36, %37, %38, %39) = "pd_op.adam_" (%kwarg_linear_0.w_0, %kwarg_linear_0.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_0.w_0_moment1_0, %kwarg_linear_0.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.w_0_beta1_pow_acc_0, %kwarg_linear_0.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %30, %31, %32) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%40) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%41) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%42) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%43) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%44) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %40, %41, %42, %43) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%45) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%46) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%47) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%48) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%49) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %45, %46, %47, %48) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%50) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%51) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%52) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%53) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%54) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %50, %51, %52, %53) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%55) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%56) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%57) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%58) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%59) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %55, %56, %57, %58) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
