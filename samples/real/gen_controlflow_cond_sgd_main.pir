{
    (%0) = "pd_op.data" () {dtype:float32,name:"learning_rate_0",persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%2) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,16],stop_gradient:[false]} : () -> tensor<-1x16xf32>
    (%4) = "pd_op.matmul" (%3, %2) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
    (%5) = "pd_op.add" (%4, %1) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
    (%6) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%7) = "pd_op.mean" (%5, %6) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%8) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<f32>
    (%9) = "pd_op.greater_than" (%7, %8) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<b>
    (%10) = "pd_op.if" (%9) {stop_gradient:[false]} -> tensor<-1x16xf32> {
        (%11) = "pd_op.relu" (%5) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
        (%12) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xf32>
        (%13) = "pd_op.scale" (%11, %12) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
        () = "cf.tuple_push" (%inlet_1, %11, %12, %13) {} : (cf.inlet, tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>) -> 
        () = "cf.yield" (%13) {} : (tensor<-1x16xf32>) -> 
    } else {
        (%14) = "pd_op.tanh" (%5) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
        (%15) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%16) = "pd_op.scale" (%14, %15) {bias:-1,bias_after_scale:true,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
        () = "cf.tuple_push" (%inlet_0, %14, %15, %16) {} : (cf.inlet, tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>) -> 
        () = "cf.yield" (%16) {} : (tensor<-1x16xf32>) -> 
    }
    (%17) = "pd_op.multiply" (%10, %10) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
    (%18) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%19) = "pd_op.mean" (%17, %18) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%20) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%21) = "pd_op.full_like" (%19, %20) {dtype:float32,place:Place(undefined:0),stop_gradient:[true]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%22) = "pd_op.mean_grad" (%17, %21, %18) {keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<f32>, tensor<0xi64>) -> tensor<-1x16xf32>
    (%23, %24) = "pd_op.multiply_grad" (%10, %10, %22) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<-1x16xf32>
    (%25) = "builtin.combine" (%23, %24) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> vec[tensor<-1x16xf32>,tensor<-1x16xf32>]
    (%26) = "pd_op.add_n" (%25) {stop_gradient:[true]} : (vec[tensor<-1x16xf32>,tensor<-1x16xf32>]) -> tensor<-1x16xf32>
    (%27) = "pd_op.if" (%9) {} -> tensor<-1x16xf32> {
        (%28, %29, %30) = "cf.tuple_pop" (%outlet_1) {stop_gradient:[false,true,false]} : (cf.outlet) -> tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>
        (%31) = "pd_op.scale" (%26, %29) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
        (%32) = "pd_op.relu_grad" (%28, %31) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
        () = "cf.yield" (%32) {} : (tensor<-1x16xf32>) -> 
    } else {
        (%33, %34, %35) = "cf.tuple_pop" (%outlet_0) {stop_gradient:[false,true,false]} : (cf.outlet) -> tensor<-1x16xf32>, tensor<1xf32>, tensor<-1x16xf32>
        (%36) = "pd_op.scale" (%26, %34) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
        (%37) = "pd_op.tanh_grad" (%33, %36) {stop_gradient:[true]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
        () = "cf.yield" (%37) {} : (tensor<-1x16xf32>) -> 
    }
    (%38, %39) = "pd_op.add_grad" (%4, %1, %27) {axis:-1,stop_gradient:[true,true]} : (tensor<-1x16xf32>, tensor<16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16xf32>
    (%40, %41) = "pd_op.matmul_grad" (%3, %2, %38) {stop_gradient:[true,true],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>, tensor<16x16xf32>
    (%42, %43) = "pd_op.sgd_" (%1, %0, %39, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%44, %45) = "pd_op.sgd_" (%2, %0, %41, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
}
