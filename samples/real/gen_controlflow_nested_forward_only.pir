{
    (%0) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[-1,16],stop_gradient:[false]} : () -> tensor<-1x16xf32>
    (%3) = "pd_op.matmul" (%2, %1) {stop_gradient:[false],struct_name:"/Linear_5/",transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
    (%4) = "pd_op.add" (%3, %0) {stop_gradient:[false],struct_name:"/Linear_5/"} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
    (%5) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%6) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xi64>
    (%7) = "pd_op.less_than" (%5, %6) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%8, %9) = "pd_op.while" (cond=%7, inputs=%5, %4) { 
    ^%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:false}
        (%10) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
        (%11) = "pd_op.mean" (%arg_1, %10) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
        (%12) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<f32>
        (%13) = "pd_op.greater_than" (%11, %12) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<b>
        (%14) = "pd_op.if" (%13) {stop_gradient:[false]} -> tensor<-1x16xf32> {
            (%15) = "pd_op.matmul" (%arg_1, %1) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<-1x16xf32>, tensor<16x16xf32>) -> tensor<-1x16xf32>
            (%16) = "pd_op.add" (%15, %0) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<16xf32>) -> tensor<-1x16xf32>
            (%17) = "pd_op.sigmoid" (%16) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
            () = "cf.yield" (%17) {} : (tensor<-1x16xf32>) -> 
        } else {
            (%18) = "pd_op.silu" (%arg_1) {stop_gradient:[false]} : (tensor<-1x16xf32>) -> tensor<-1x16xf32>
            (%19) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
            (%20) = "pd_op.scale" (%18, %19) {bias:0,bias_after_scale:true,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<1xf32>) -> tensor<-1x16xf32>
            () = "cf.yield" (%20) {} : (tensor<-1x16xf32>) -> 
        }
        (%21) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%22) = "pd_op.scale" (%arg_0, %21) {bias:1,bias_after_scale:true,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xf32>) -> tensor<1xi64>
        (%23) = "pd_op.less_than" (%22, %6) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%23, %22, %14) {} : (tensor<1xb>, tensor<1xi64>, tensor<-1x16xf32>) -> 
    }
    (%24) = "pd_op.multiply" (%9, %9) {stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<-1x16xf32>) -> tensor<-1x16xf32>
    (%25) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%26) = "pd_op.mean" (%24, %25) {keepdim:false,stop_gradient:[false]} : (tensor<-1x16xf32>, tensor<0xi64>) -> tensor<f32>
}
