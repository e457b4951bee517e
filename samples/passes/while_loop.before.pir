{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%1) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:int64,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:3} : () -> tensor<1xi64>
    (%3) = "pd_op.exp" (%0) {stop_gradient:[true]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%4) = "pd_op.less_than" (%1, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%5, %6) = "pd_op.while" (cond=%4, inputs=%1, %3) { 
    ^%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:true}
        (%7) = "pd_op.cos" (%arg_1) {stop_gradient:[true]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        (%8) = "pd_op.tanh" (%arg_1) {stop_gradient:[true]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        (%9) = "pd_op.tanh" (%arg_1) {stop_gradient:[true]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        (%10) = "pd_op.add" (%8, %9) {stop_gradient:[true]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        (%11) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[4,16],stop_gradient:[true],value:0.5} : () -> tensor<4x16xf32>
        (%12) = "pd_op.add" (%10, %11) {stop_gradient:[true]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        (%13) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[4,16],stop_gradient:[true],value:0.5} : () -> tensor<4x16xf32>
        (%14) = "pd_op.add" (%12, %13) {stop_gradient:[true]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        (%15) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
        (%16) = "pd_op.scale" (%arg_0, %15) {bias:1,bias_after_scale:true,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xf32>) -> tensor<1xi64>
        (%17) = "pd_op.less_than" (%16, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%17, %16, %14) {} : (tensor<1xb>, tensor<1xi64>, tensor<4x16xf32>) -> 
    }
    (%18) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%19) = "pd_op.sum" (%6, %18) {dtype:Undefined,keepdim:false,stop_gradient:[true]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%20) = "pd_op.exp" (%0) {stop_gradient:[true]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%21) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%22) = "pd_op.sum" (%20, %21) {dtype:Undefined,keepdim:false,stop_gradient:[true]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%23) = "pd_op.add" (%19, %22) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%23) {output_name:"out"} : (tensor<f32>) -> 
}
