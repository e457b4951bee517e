{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,3],stop_gradient:[true]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"y",place:Place(undefined:0),shape:[2,3],stop_gradient:[true]} : () -> tensor<2x3xf32>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xf32>
    (%3) = "pd_op.scale_" (%0, %2) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
    (%4) = "pd_op.scale_" (%0, %2) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
    (%5) = "pd_op.exp" (%1) {stop_gradient:[true]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%6) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:3} : () -> tensor<1xf32>
    (%7) = "pd_op.scale_" (%1, %6) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
    (%8) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%9) = "pd_op.sum" (%3, %8) {dtype:Undefined,keepdim:false,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<f32>
    (%10) = "pd_op.sum" (%4, %8) {dtype:Undefined,keepdim:false,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<f32>
    (%11) = "pd_op.add" (%9, %10) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%12) = "pd_op.sum" (%5, %8) {dtype:Undefined,keepdim:false,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<f32>
    (%13) = "pd_op.add" (%11, %12) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%14) = "pd_op.add" (%13, %12) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%15) = "pd_op.sum" (%7, %8) {dtype:Undefined,keepdim:false,stop_gradient:[true]} : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<f32>
    (%16) = "pd_op.add" (%14, %15) {stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%16) {output_name:"out"} : (tensor<f32>) -> 
}
