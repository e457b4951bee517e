{
    (%0) = "pd_op.data" [id:95] () {dtype:float32,name:"learning_rate_0",persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" [id:63] () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" [id:61] () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_2, %inlet_2, %outlet_2) = "cf.stack_create" [id:56] () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%1) = "builtin.parameter" [id:14] () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%2) = "builtin.parameter" [id:11] () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" [id:5] () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,16],stop_gradient:[false]} : () -> tensor<-1x16xf32>
    (%4) = "pd_op.matmul" [id:15] (%3, %2) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
    (%5) = "pd_op.add" [id:16] (%4, %1) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
    (%6) = "pd_op.full" [id:17] () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%7) = "pd_op.full" [id:18] () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xi64>
    (%8) = "pd_op.less_than" [id:19] (%6, %7) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%9, %10) = "pd_op.while" (cond=%8, inputs=%6, %5) { 
    ^%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:false}
        (%11) = "pd_op.full_int_array" [id:21] () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
        (%12) = "pd_op.mean" [id:22] (%arg_1, %11) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
        (%13) = "pd_op.full" [id:23] () {dtype:float32,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<f32>
        (%14) = "pd_op.greater_than" [id:24] (%12, %13) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<b>
        (%15) = "pd_op.if" [id:34] (%14) {stop_gradient:[false]} -> tensor<-1x16xf32> {
            (%16) = "pd_op.matmul" [id:26] (%arg_1, %2) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
            (%17) = "pd_op.add" [id:27] (%16, %1) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
            (%18) = "pd_op.sigmoid" [id:28] (%17) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
            () = "cf.tuple_push" [id:62] (%inlet_1, %16, %17, %18) {} : (cf.inlet, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> 
            () = "cf.yield" [id:32] (%18) {} : (tensor<-1x16xf32>) -> 
        } else {
            (%19) = "pd_op.silu" [id:29] (%arg_1) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%20) = "pd_op.full" [id:30] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
            (%21) = "pd_op.scale" [id:31] (%19, %20) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            () = "cf.tuple_push" [id:64] (%inlet_0, %19, %20, %21) {} : (cf.inlet, tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>) -> 
            () = "cf.yield" [id:33] (%21) {} : (tensor<-1x16xf32>) -> 
        }
        (%22) = "pd_op.full" [id:35] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%23) = "pd_op.scale" [id:36] (%arg_0, %22) {bias:1,bias_after_scale:true,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xf32>) -> tensor<1xi64>
        (%24) = "pd_op.less_than" [id:37] (%23, %7) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" [id:57] (%inlet_2, %arg_0, %arg_1, %11, %12, %13, %14, %15, %22, %23, %24) {} : (cf.inlet, tensor<1xi64>, tensor<-1x16xf32>, tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xb>) -> 
        () = "cf.yield" [id:38] (%24, %23, %15) {} : (tensor<1xb>, tensor<1xi64>, tensor<-1x16xf32>) -> 
    }
    (%25) = "pd_op.multiply" [id:39] (%10, %10) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
    (%26) = "pd_op.full_int_array" [id:40] () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%27) = "pd_op.mean" [id:41] (%25, %26) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%28) = "pd_op.full" [id:42] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%29) = "pd_op.full_like" [id:43] (%27, %28) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%30) = "pd_op.mean_grad" [id:44] (%25, %29, %26) {keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<f32>, tensor<0xi64>) -> tensor<-1x16xf32>
    (%31, %32) = "pd_op.multiply_grad" [id:45] (%10, %10, %30) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<-1x16xf32>
    (%33) = "builtin.combine" [id:48] (%31, %32) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> vec[tensor<-1x16xf32>,tensor<-1x16xf32>]
    (%34) = "pd_op.add_n" [id:49] (%33) {stop_gradient:[true]} : (vec[tensor<-1x16xf32>,tensor<-1x16xf32>]) -> tensor<-1x16xf32>
    (%35) = "pd_op.full" [id:50] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%36) = "pd_op.full_like" [id:51] (%2, %35) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%37) = "pd_op.full" [id:52] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%38) = "pd_op.full_like" [id:53] (%1, %37) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%39) = "cf.has_elements" [id:58] (%stack_2) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
    (%40, %41, %42) = "pd_op.while" (cond=%39, inputs=%34, %36, %38) { 
    ^%arg_2 {stop_gradient:true}, %arg_3 {stop_gradient:true}, %arg_4 {stop_gradient:true}
        (%43, %44, %45, %46, %47, %48, %49, %50, %51, %52) = "cf.tuple_pop" [id:60] (%outlet_2) {stop_gradient:[true,false,true,false,true,true,false,true,true,true]} : (cf.outlet) -> tensor<1xi64>, tensor<-1x16xf32>, tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xb>
        (%53, %54, %55) = "pd_op.if" [id:65] (%48) {} -> tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32> {
            (%56, %57, %58) = "cf.tuple_pop" [id:66] (%outlet_1) {stop_gradient:[false,false,false]} : (cf.outlet) -> tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>
            (%59) = "pd_op.sigmoid_grad" [id:67] (%58, %34) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%60, %61) = "pd_op.add_grad" [id:68] (%56, %1, %59) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
            (%62, %63) = "pd_op.matmul_grad" [id:69] (%44, %2, %60) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
            (%64) = "pd_op.full" [id:70] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
            (%65) = "pd_op.full_like" [id:71] (%44, %64) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            (%66) = "builtin.combine" [id:72] (%36, %63) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
            (%67) = "pd_op.add_n" [id:73] (%66) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
            (%68) = "builtin.combine" [id:74] (%38, %61) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
            (%69) = "pd_op.add_n" [id:75] (%68) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
            () = "cf.yield" [id:76] (%65, %67, %69) {} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
        } else {
            (%70, %71, %72) = "cf.tuple_pop" [id:77] (%outlet_0) {stop_gradient:[false,true,false]} : (cf.outlet) -> tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>
            (%73) = "pd_op.scale" [id:78] (%34, %71) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            (%74) = "pd_op.silu_grad" [id:79] (%44, %70, %73) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%75) = "pd_op.full" [id:80] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
            (%76) = "pd_op.full_like" [id:81] (%44, %75) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            () = "cf.yield" [id:82] (%76, %36, %38) {} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
        }
        (%77) = "cf.has_elements" [id:85] (%stack_2) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" [id:86] (%77, %53, %54, %55) {} : (tensor<1xb>, tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
    }
    (%78, %79) = "pd_op.add_grad" [id:87] (%4, %1, %40) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
    (%80, %81) = "pd_op.matmul_grad" [id:88] (%3, %2, %78) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
    (%82) = "builtin.combine" [id:89] (%42, %79) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
    (%83) = "pd_op.add_n" [id:90] (%82) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
    (%84) = "builtin.combine" [id:91] (%41, %81) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
    (%85) = "pd_op.add_n" [id:92] (%84) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
    (%86, %87) = "pd_op.sgd_" [id:96] (%1, %0, %83, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%88, %89) = "pd_op.sgd_" [id:97] (%2, %0, %85, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
}
