{
    ^kw:
        %kwarg_linear_0.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_1.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.w_0_beta1_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0_moment1_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_0.w_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0_moment2_0 {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_1.b_0_beta2_pow_acc_0 {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%1) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%2) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%3, %4, %5, %6, %7, %8, %9) = "pd_op.adam_" (%kwarg_linear_6.b_0, %kwarg_linear_6.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_6.b_0_moment1_0, %kwarg_linear_6.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_6.b_0_beta1_pow_acc_0, %kwarg_linear_6.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %0, %1, %2) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%10) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%11) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%12) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%13, %14, %15, %16, %17, %18, %19) = "pd_op.adam_" (%kwarg_linear_6.w_0, %kwarg_linear_6.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_6.w_0_moment1_0, %kwarg_linear_6.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_6.w_0_beta1_pow_acc_0, %kwarg_linear_6.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %10, %11, %12) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%20) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%21) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%22) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%23, %24, %25, %26, %27, %28, %29) = "pd_op.adam_" (%kwarg_layer_norm_1.b_0, %kwarg_layer_norm_1.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_layer_norm_1.b_0_moment1_0, %kwarg_layer_norm_1.b_0_moment2_0, <<NULL VALUE>>, %kwarg_layer_norm_1.b_0_beta1_pow_acc_0, %kwarg_layer_norm_1.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %20, %21, %22) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%30) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%31) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%32) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%33, %34, %35, %36, %37, %38, %39) = "pd_op.adam_" (%kwarg_layer_norm_1.w_0, %kwarg_layer_norm_1.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_layer_norm_1.w_0_moment1_0, %kwarg_layer_norm_1.w_0_moment2_0, <<NULL VALUE>>, %kwarg_layer_norm_1.w_0_beta1_pow_acc_0, %kwarg_layer_norm_1.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %30, %31, %32) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%40) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%41) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%42) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%43, %44, %45, %46, %47, %48, %49) = "pd_op.adam_" (%kwarg_layer_norm_0.b_0, %kwarg_layer_norm_0.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_layer_norm_0.b_0_moment1_0, %kwarg_layer_norm_0.b_0_moment2_0, <<NULL VALUE>>, %kwarg_layer_norm_0.b_0_beta1_pow_acc_0, %kwarg_layer_norm_0.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %40, %41, %42) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%50) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%51) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%52) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%53, %54, %55, %56, %57, %58, %59) = "pd_op.adam_" (%kwarg_layer_norm_0.w_0, %kwarg_layer_norm_0.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_layer_norm_0.w_0_moment1_0, %kwarg_layer_norm_0.w_0_moment2_0, <<NULL VALUE>>, %kwarg_layer_norm_0.w_0_beta1_pow_acc_0, %kwarg_layer_norm_0.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %50, %51, %52) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%60) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%61) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%62) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%63, %64, %65, %66, %67, %68, %69) = "pd_op.adam_" (%kwarg_linear_5.b_0, %kwarg_linear_5.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_5.b_0_moment1_0, %kwarg_linear_5.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_5.b_0_beta1_pow_acc_0, %kwarg_linear_5.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %60, %61, %62) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%70) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%71) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%72) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%73, %74, %75, %76, %77, %78, %79) = "pd_op.adam_" (%kwarg_linear_5.w_0, %kwarg_linear_5.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_5.w_0_moment1_0, %kwarg_linear_5.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_5.w_0_beta1_pow_acc_0, %kwarg_linear_5.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %70, %71, %72) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<f32>, tensor<32x16xf32>, tensor<32x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%80) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%81) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%82) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%83, %84, %85, %86, %87, %88, %89) = "pd_op.adam_" (%kwarg_linear_4.b_0, %kwarg_linear_4.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_4.b_0_moment1_0, %kwarg_linear_4.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_4.b_0_beta1_pow_acc_0, %kwarg_linear_4.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %80, %81, %82) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<32xf32>, tensor<32xf32>, tensor<f32>, tensor<32xf32>, tensor<32xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%90) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%91) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%92) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%93, %94, %95, %96, %97, %98, %99) = "pd_op.adam_" (%kwarg_linear_4.w_0, %kwarg_linear_4.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_4.w_0_moment1_0, %kwarg_linear_4.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_4.w_0_beta1_pow_acc_0, %kwarg_linear_4.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %90, %91, %92) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<f32>, tensor<16x32xf32>, tensor<16x32xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%100) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%101) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%102) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%103, %104, %105, %106, %107, %108, %109) = "pd_op.adam_" (%kwarg_linear_3.b_0, %kwarg_linear_3.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_3.b_0_moment1_0, %kwarg_linear_3.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_3.b_0_beta1_pow_acc_0, %kwarg_linear_3.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %100, %101, %102) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%110) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%111) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%112) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%113, %114, %115, %116, %117, %118, %119) = "pd_op.adam_" (%kwarg_linear_3.w_0, %kwarg_linear_3.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_3.w_0_moment1_0, %kwarg_linear_3.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_3.w_0_beta1_pow_acc_0, %kwarg_linear_3.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %110, %111, %112) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%120) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%121) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%122) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%123, %124, %125, %126, %127, %128, %129) = "pd_op.adam_" (%kwarg_linear_2.b_0, %kwarg_linear_2.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_2.b_0_moment1_0, %kwarg_linear_2.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_2.b_0_beta1_pow_acc_0, %kwarg_linear_2.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %120, %121, %122) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%130) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%131) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%132) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%133, %134, %135, %136, %137, %138, %139) = "pd_op.adam_" (%kwarg_linear_2.w_0, %kwarg_linear_2.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_2.w_0_moment1_0, %kwarg_linear_2.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_2.w_0_beta1_pow_acc_0, %kwarg_linear_2.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %130, %131, %132) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%140) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%141) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%142) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%143, %144, %145, %146, %147, %148, %149) = "pd_op.adam_" (%kwarg_linear_1.b_0, %kwarg_linear_1.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_1.b_0_moment1_0, %kwarg_linear_1.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.b_0_beta1_pow_acc_0, %kwarg_linear_1.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %140, %141, %142) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%150) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%151) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%152) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%153, %154, %155, %156, %157, %158, %159) = "pd_op.adam_" (%kwarg_linear_1.w_0, %kwarg_linear_1.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_1.w_0_moment1_0, %kwarg_linear_1.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_1.w_0_beta1_pow_acc_0, %kwarg_linear_1.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %150, %151, %152) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%160) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%161) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%162) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%163, %164, %165, %166, %167, %168, %169) = "pd_op.adam_" (%kwarg_linear_0.b_0, %kwarg_linear_0.b_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_0.b_0_moment1_0, %kwarg_linear_0.b_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.b_0_beta1_pow_acc_0, %kwarg_linear_0.b_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %160, %161, %162) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%170) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%171) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%172) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%173, %174, %175, %176, %177, %178, %179) = "pd_op.adam_" (%kwarg_linear_0.w_0, %kwarg_linear_0.w_0@GRAD@MERGE, %kwarg_learning_rate_0, %kwarg_linear_0.w_0_moment1_0, %kwarg_linear_0.w_0_moment2_0, <<NULL VALUE>>, %kwarg_linear_0.w_0_beta1_pow_acc_0, %kwarg_linear_0.w_0_beta2_pow_acc_0, <<NULL VALUE>>, <<NULL VALUE>>, %170, %171, %172) {amsgrad:false,chunk_id:-1,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,op_role:2,stop_gradient:[false,false,false,false,false,false,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%180) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%181) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%182) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%183) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%184) = "pd_op.set_value_with_tensor_" (%kwarg_linear_6.b_0@GRAD@MERGE, %180, %181, %182, %183) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%185) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%186) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%187) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%188) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%189) = "pd_op.set_value_with_tensor_" (%kwarg_linear_6.w_0@GRAD@MERGE, %185, %186, %187, %188) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%190) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%191) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%192) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%193) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%194) = "pd_op.set_value_with_tensor_" (%kwarg_layer_norm_1.b_0@GRAD@MERGE, %190, %191, %192, %193) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%195) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%196) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%197) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%198) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%199) = "pd_op.set_value_with_tensor_" (%kwarg_layer_norm_1.w_0@GRAD@MERGE, %195, %196, %197, %198) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%200) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%201) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%202) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%203) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%204) = "pd_op.set_value_with_tensor_" (%kwarg_layer_norm_0.b_0@GRAD@MERGE, %200, %201, %202, %203) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%205) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%206) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%207) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%208) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%209) = "pd_op.set_value_with_tensor_" (%kwarg_layer_norm_0.w_0@GRAD@MERGE, %205, %206, %207, %208) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%210) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%211) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%212) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%213) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%214) = "pd_op.set_value_with_tensor_" (%kwarg_linear_5.b_0@GRAD@MERGE, %210, %211, %212, %213) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%215) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%216) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%217) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%218) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%219) = "pd_op.set_value_with_tensor_" (%kwarg_linear_5.w_0@GRAD@MERGE, %215, %216, %217, %218) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<32x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<32x16xf32>
    (%220) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%221) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%222) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%223) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%224) = "pd_op.set_value_with_tensor_" (%kwarg_linear_4.b_0@GRAD@MERGE, %220, %221, %222, %223) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<32xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<32xf32>
    (%225) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%226) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%227) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%228) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%229) = "pd_op.set_value_with_tensor_" (%kwarg_linear_4.w_0@GRAD@MERGE, %225, %226, %227, %228) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x32xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x32xf32>
    (%230) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%231) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%232) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%233) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%234) = "pd_op.set_value_with_tensor_" (%kwarg_linear_3.b_0@GRAD@MERGE, %230, %231, %232, %233) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%235) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%236) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%237) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%238) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%239) = "pd_op.set_value_with_tensor_" (%kwarg_linear_3.w_0@GRAD@MERGE, %235, %236, %237, %238) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%240) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%241) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%242) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%243) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%244) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.b_0@GRAD@MERGE, %240, %241, %242, %243) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%245) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%246) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%247) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%248) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%249) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.w_0@GRAD@MERGE, %245, %246, %247, %248) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%250) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%251) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%252) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%253) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%254) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %250, %251, %252, %253) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%255) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%256) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%257) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%258) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%259) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %255, %256, %257, %258) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%260) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%261) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%262) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%263) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%264) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %260, %261, %262, %263) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%265) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%266) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%267) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%268) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%269) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %265, %266, %267, %268) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
