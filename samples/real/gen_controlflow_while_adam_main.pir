{
    (%0) = "pd_op.data" () {dtype:float32,name:"linear_0.w_0_beta2_pow_acc_0",persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"linear_0.w_0_beta1_pow_acc_0",persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"linear_0.w_0_moment2_0",persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {dtype:float32,name:"linear_0.w_0_moment1_0",persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {dtype:float32,name:"linear_0.b_0_beta2_pow_acc_0",persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%5) = "pd_op.data" () {dtype:float32,name:"linear_0.b_0_beta1_pow_acc_0",persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {dtype:float32,name:"linear_0.b_0_moment2_0",persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%7) = "pd_op.data" () {dtype:float32,name:"linear_0.b_0_moment1_0",persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%8) = "pd_op.data" () {dtype:float32,name:"learning_rate_0",persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%9) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%10) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%11) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,16],stop_gradient:[false]} : () -> tensor<-1x16xf32>
    (%12) = "pd_op.matmul" (%11, %10) {stop_gradient:[false],struct_name:"/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
    (%13) = "pd_op.add" (%12, %9) {stop_gradient:[false],struct_name:"/Linear_1/"} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
    (%14) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%15) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:3} : () -> tensor<1xi64>
    (%16) = "pd_op.less_than" (%14, %15) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%17, %18) = "pd_op.while" (cond=%16, inputs=%14, %13) { 
    ^%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:false}
        (%19) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%20) = "pd_op.scale" (%arg_0, %19) {bias:1,bias_after_scale:true,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xf32>) -> tensor<1xi64>
        (%21) = "pd_op.matmul" (%arg_1, %10) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
        (%22) = "pd_op.add" (%21, %9) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
        (%23) = "pd_op.tanh" (%22) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
        (%24) = "pd_op.less_than" (%20, %15) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" (%inlet_0, %arg_0, %arg_1, %19, %20, %21, %22, %23, %24) {} : (cf.inlet, tensor<1xi64>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<1xb>) -> 
        () = "cf.yield" (%24, %20, %23) {} : (tensor<1xb>, tensor<1xi64>, tensor<-1x16xf32>) -> 
    }
    (%25) = "pd_op.multiply" (%18, %18) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
    (%26) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%27) = "pd_op.mean" (%25, %26) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%28) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%29) = "pd_op.full_like" (%27, %28) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%30) = "pd_op.mean_grad" (%25, %29, %26) {keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<f32>, tensor<0xi64>) -> tensor<-1x16xf32>
    (%31, %32) = "pd_op.multiply_grad" (%18, %18, %30) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<-1x16xf32>
    (%33) = "builtin.combine" (%31, %32) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> vec[tensor<-1x16xf32>,tensor<-1x16xf32>]
    (%34) = "pd_op.add_n" (%33) {stop_gradient:[true]} : (vec[tensor<-1x16xf32>,tensor<-1x16xf32>]) -> tensor<-1x16xf32>
    (%35) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%36) = "pd_op.full_like" (%10, %35) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%37) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%38) = "pd_op.full_like" (%9, %37) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%39) = "cf.has_elements" (%stack_0) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
    (%40, %41, %42) = "pd_op.while" (cond=%39, inputs=%34, %36, %38) { 
    ^%arg_2 {stop_gradient:true}, %arg_3 {stop_gradient:true}, %arg_4 {stop_gradient:true}
        (%43, %44, %45, %46, %47, %48, %49, %50) = "cf.tuple_pop" (%outlet_0) {stop_gradient:[true,false,true,true,false,false,false,true]} : (cf.outlet) -> tensor<1xi64>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<1xb>
        (%51) = "pd_op.tanh_grad" (%49, %arg_2) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
        (%52, %53) = "pd_op.add_grad" (%47, %9, %51) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
        (%54, %55) = "pd_op.matmul_grad" (%44, %10, %52) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
        (%56) = "cf.has_elements" (%stack_0) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
        (%57) = "builtin.combine" (%arg_3, %55) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
        (%58) = "pd_op.add_n" (%57) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
        (%59) = "builtin.combine" (%arg_4, %53) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
        (%60) = "pd_op.add_n" (%59) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
        () = "cf.yield" (%56, %54, %58, %60) {} : (tensor<1xb>, tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
    }
    (%61, %62) = "pd_op.add_grad" (%12, %9, %40) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
    (%63, %64) = "pd_op.matmul_grad" (%11, %10, %61) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
    (%65) = "builtin.combine" (%42, %62) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
    (%66) = "pd_op.add_n" (%65) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
    (%67) = "builtin.combine" (%41, %64) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
    (%68) = "pd_op.add_n" (%67) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
    (%69) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%70) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%71) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%72, %73, %74, %75, %76, %77, %78) = "pd_op.adam_" (%9, %66, %8, %7, %6, <<NULL VALUE>>, %5, %4, <<NULL VALUE>>, <<NULL VALUE>>, %69, %70, %71) {amsgrad:false,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,stop_gradient:[true,true,true,false,true,true,false],use_global_beta_pow:false} : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%79) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.9} : () -> tensor<1xf32>
    (%80) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.999} : () -> tensor<1xf32>
    (%81) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1e-08} : () -> tensor<1xf32>
    (%82, %83, %84, %85, %86, %87, %88) = "pd_op.adam_" (%10, %68, %8, %3, %2, <<NULL VALUE>>, %1, %0, <<NULL VALUE>>, <<NULL VALUE>>, %79, %80, %81) {amsgrad:false,lazy_mode:false,min_row_size_to_use_multithread:1000,multi_precision:false,stop_gradient:[true,true,true,false,true,true,false],use_global_beta_pow:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
}
