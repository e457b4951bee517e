{
    (%0) = "pd_op.data" [id:67] () {dtype:float32,name:"learning_rate_0",persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" [id:45] () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%1) = "builtin.parameter" [id:14] () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%2) = "builtin.parameter" [id:11] () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" [id:5] () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,16],stop_gradient:[false]} : () -> tensor<-1x16xf32>
    (%4) = "pd_op.matmul" [id:15] (%3, %2) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
    (%5) = "pd_op.add" [id:16] (%4, %1) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
    (%6) = "pd_op.full" [id:17] () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%7) = "pd_op.full" [id:18] () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:3} : () -> tensor<1xi64>
    (%8) = "pd_op.less_than" [id:19] (%6, %7) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%9, %10) = "pd_op.while" [id:20] (cond=%8, inputs=%6, %5) { 
    ^%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:false}
        (%11) = "pd_op.full" [id:21] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%12) = "pd_op.scale" [id:22] (%arg_0, %11) {bias:1,bias_after_scale:true,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xf32>) -> tensor<1xi64>
        (%13) = "pd_op.matmul" [id:23] (%arg_1, %2) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
        (%14) = "pd_op.add" [id:24] (%13, %1) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
        (%15) = "pd_op.tanh" [id:25] (%14) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
        (%16) = "pd_op.less_than" [id:26] (%12, %7) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" [id:46] (%inlet_0, %arg_0, %arg_1, %11, %12, %13, %14, %15, %16) {} : (cf.inlet, tensor<1xi64>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<1xb>) -> 
        () = "cf.yield" [id:27] (%16, %12, %15) {} : (tensor<1xb>, tensor<1xi64>, tensor<-1x16xf32>) -> 
    }
    (%17) = "pd_op.multiply" [id:28] (%10, %10) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
    (%18) = "pd_op.full_int_array" [id:29] () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%19) = "pd_op.mean" [id:30] (%17, %18) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%20) = "pd_op.full" [id:31] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%21) = "pd_op.full_like" [id:32] (%19, %20) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%22) = "pd_op.mean_grad" [id:33] (%17, %21, %18) {keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<f32>, tensor<0xi64>) -> tensor<-1x16xf32>
    (%23, %24) = "pd_op.multiply_grad" [id:34] (%10, %10, %22) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<-1x16xf32>
    (%25) = "builtin.combine" [id:37] (%23, %24) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> vec[tensor<-1x16xf32>,tensor<-1x16xf32>]
    (%26) = "pd_op.add_n" [id:38] (%25) {stop_gradient:[true]} : (vec[tensor<-1x16xf32>,tensor<-1x16xf32>]) -> tensor<-1x16xf32>
    (%27) = "pd_op.full" [id:39] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%28) = "pd_op.full_like" [id:40] (%2, %27) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%29) = "pd_op.full" [id:41] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%30) = "pd_op.full_like" [id:42] (%1, %29) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%31) = "cf.has_elements" [id:47] (%stack_0) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
    (%32, %33, %34) = "pd_op.while" [id:48] (cond=%31, inputs=%26, %28, %30) { 
    ^%arg_2 {stop_gradient:true}, %arg_3 {stop_gradient:true}, %arg_4 {stop_gradient:true}
        (%35, %36, %37, %38, %39, %40, %41, %42) = "cf.tuple_pop" [id:49] (%outlet_0) {stop_gradient:[true,false,true,true,false,false,false,true]} : (cf.outlet) -> tensor<1xi64>, tensor<-1x16xf32>, tensor<1xf32>, tensor<1xi64>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<1xb>
        (%43) = "pd_op.tanh_grad" [id:50] (%41, %arg_2) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
        (%44, %45) = "pd_op.add_grad" [id:51] (%39, %1, %43) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
        (%46, %47) = "pd_op.matmul_grad" [id:52] (%36, %2, %44) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
        (%48) = "cf.has_elements" [id:53] (%stack_0) {stop_gradient:[true]} : (cf.stack) -> tensor<1xb>
        (%49) = "builtin.combine" [id:54] (%arg_3, %47) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
        (%50) = "pd_op.add_n" [id:55] (%49) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
        (%51) = "builtin.combine" [id:56] (%arg_4, %45) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
        (%52) = "pd_op.add_n" [id:57] (%51) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
        () = "cf.yield" [id:58] (%48, %46, %50, %52) {} : (tensor<1xb>, tensor<-1x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> 
    }
    (%53, %54) = "pd_op.add_grad" [id:59] (%4, %1, %32) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
    (%55, %56) = "pd_op.matmul_grad" [id:60] (%3, %2, %53) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
    (%57) = "builtin.combine" [id:61] (%34, %54) {stop_gradient:[true]} : (tensor<16xf32>, tensor<16xf32>) -> vec[tensor<16xf32>,tensor<16xf32>]
    (%58) = "pd_op.add_n" [id:62] (%57) {stop_gradient:[true]} : (vec[tensor<16xf32>,tensor<16xf32>]) -> tensor<16xf32>
    (%59) = "builtin.combine" [id:63] (%33, %56) {stop_gradient:[true]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> vec[tensor<16x16xf32>,tensor<16x16xf32>]
    (%60) = "pd_op.add_n" [id:64] (%59) {stop_gradient:[true]} : (vec[tensor<16x16xf32>,tensor<16x16xf32>]) -> tensor<16x16xf32>
    (%61, %62) = "pd_op.sgd_" [id:68] (%1, %0, %58, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%63, %64) = "pd_op.sgd_" [id:69] (%2, %0, %60, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
}
