{
    (%0) = "pd_op.data" () {dtype:float32,name:"linear_0.w_0_velocity_0",persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true]} : () -> tensor<16x16xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"linear_0.b_0_velocity_0",persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true]} : () -> tensor<16xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"learning_rate_0",persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_2, %inlet_2, %outlet_2) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%3) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,16],stop_gradient:[false]} : () -> tensor<-1x16xf32>
    (%6) = "pd_op.matmul" (%5, %4) {stop_gradient:[false],struct_name:"/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
    (%7) = "pd_op.add" (%6, %3) {stop_gradient:[false],struct_name:"/Linear_3/"} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
    (%8) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%9) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xi64>
    (%10) = "pd_op.less_than" (%8, %9) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%11, %12) = "pd_op.while" (cond=%10, inputs=%8, %7) { 
    ^%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:false}
        (%13) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
        (%14) = "pd_op.mean" (%arg_1, %13) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
        (%15) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<f32>
        (%16) = "pd_op.greater_than" (%14, %15) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<b>
        (%17) = "pd_op.if" (%16) {stop_gradient:[false]} -> tensor<-1x16xf32> {
            (%18) = "pd_op.matmul" (%arg_1, %4) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
            (%19) = "pd_op.add" (%18, %3) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
            (%20) = "pd_op.sigmoid" (%19) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
            () = "cf.tuple_push" (%inlet_1, %18, %19, %20) {} : (cf.inlet, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> 
            () = "cf.yield" (%20) {} : (tensor<-1x16xf32>) -> 
        } else {
            (%21) = "pd_op.silu" (%arg_1) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%22) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
            (%23) = "pd_op.scale" (%21, %22) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            () = "cf.tuple_push" (%inlet_0, %21, %22, %23) {} : (cf.inlet, tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>) -> 
            () = "cf.yield" (%23) {} : (tensor<-1x16xf32>) -> 
        }
        (%24) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%25) = "pd_op.scale" (%arg_0, %24) {bias:1,bias_after_scale:true,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xf32>) -> tensor<1xi64>
        (%26) = "pd_op.less_than" (%25, %9) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" (%inlet_2, %arg_0, %arg_1, %13, %14, %15, %16, %17, %24, %25, %26) {} : (cf.inlet, tensor<1xi64>, tensor<-1x16xf32>, tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xb>) -> 
        () = "cf.yield" (%26, %25, %17) {} : (tensor<1xb>, tensor<1xi64>, tensor<-1x16xf32>) -> 
    }
    (%27) = "pd_op.multiply" (%12, %12) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
    (%28) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%29) = "pd_op.mean" (%27, %28) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%30) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%31) = "pd_op.full_like" (%29, %30) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%32) = "pd_op.mean_grad" (%27, %31, %28) {keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<f32>, tensor<0xi64>) -> tensor<-1x16xf32>
    (%33, %34) = "pd_op.multiply_grad" (%12, %12, %32) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<-1x16xf32>
    (%35) = "builtin.combine" (%33, %34) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> vec[tensor<-1x16xf32>,tensor<-1x16xf32>]
    (%36) = "pd_op.add_n" (%35) {stop_gradient:[true]} : (vec[tensor<-1x16xf32>,tensor<-1x16xf32>]) -> tensor<-1x16xf32>
    (%37) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%38) = "pd_op.full_like" (%4, %37) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%39) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%40) = "pd_op.full_like" (%3, %39) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%41) = "cf.has_elements" (%stack_2) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
    (%42, %43, %44) = "pd_op.while" (cond=%41, inputs=%36, %38, %40) { 
    ^%arg_2 {stop_gradient:true}, %arg_3 {stop_gradient:true}, %arg_4 {stop_gradient:true}
        (%45, %46, %47, %48, %49, %50, %51, %52, %53, %54) = "cf.tuple_pop" (%outlet_2) {stop_gradient:[true,false,true,false,true,true,false,true,true,true]} : (cf.outlet) -> tensor<1xi64>, tensor<-1x16xf32>, tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xb>
        (%55, %56, %57) = "pd_op.if" (%50) {} -> tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32> {
            (%58, %59, %60) = "cf.tuple_pop" (%outlet_1) {stop_gradient:[false,false,false]} : (cf.outlet) -> tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>
            (%61) = "pd_op.sigmoid_grad" (%60, %36) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%62, %63) = "pd_op.add_grad" (%58, %3, %61) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
            (%64, %65) = "pd_op.matmul_grad" (%46, %4, %62) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
            (%66) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
            (%67) = "pd_op.full_like" (%46, %66) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            (%68) = "builtin.combine" (%38, %65) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
            (%69) = "pd_op.add_n" (%68) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
            (%70) = "builtin.combine" (%40, %63) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
            (%71) = "pd_op.add_n" (%70) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
            () = "cf.yield" (%67, %69, %71) {} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
        } else {
            (%72, %73, %74) = "cf.tuple_pop" (%outlet_0) {stop_gradient:[false,true,false]} : (cf.outlet) -> tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>
            (%75) = "pd_op.scale" (%36, %73) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            (%76) = "pd_op.silu_grad" (%46, %72, %75) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%77) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
            (%78) = "pd_op.full_like" (%46, %77) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            () = "cf.yield" (%78, %38, %40) {} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
        }
        (%79) = "cf.has_elements" (%stack_2) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%79, %55, %56, %57) {} : (tensor<1xb>, tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
    }
    (%80, %81) = "pd_op.add_grad" (%6, %3, %42) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
    (%82, %83) = "pd_op.matmul_grad" (%5, %4, %80) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
    (%84) = "builtin.combine" (%44, %81) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
    (%85) = "pd_op.add_n" (%84) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
    (%86) = "builtin.combine" (%43, %83) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
    (%87) = "pd_op.add_n" (%86) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
    (%88, %89, %90) = "pd_op.momentum_" (%3, %85, %1, %2, <<NULL VALUE>>) {mu:0.9,multi_precision:false,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[true,true,false],use_nesterov:false} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>
    (%91, %92, %93) = "pd_op.momentum_" (%4, %87, %0, %2, <<NULL VALUE>>) {mu:0.9,multi_precision:false,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[true,true,false],use_nesterov:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>
}
