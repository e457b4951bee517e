{
    (%0) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[6,1,3,3],stop_gradient:[true],value:0} : () -> tensor<6x1x3x3xf32>
    () = "builtin.set_parameter" (%0) {parameter_name:"conv2d_0.w_0"} : (tensor<6x1x3x3xf32>) -> 
    (%1) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[6],stop_gradient:[true],value:0} : () -> tensor<6xf32>
    () = "builtin.set_parameter" (%1) {parameter_name:"conv2d_0.b_0"} : (tensor<6xf32>) -> 
    (%2) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[16,6,5,5],stop_gradient:[true],value:0} : () -> tensor<16x6x5x5xf32>
    () = "builtin.set_parameter" (%2) {parameter_name:"conv2d_1.w_0"} : (tensor<16x6x5x5xf32>) -> 
    (%3) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true],value:0} : () -> tensor<16xf32>
    () = "builtin.set_parameter" (%3) {parameter_name:"conv2d_1.b_0"} : (tensor<16xf32>) -> 
    (%4) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[400,120],stop_gradient:[true],value:0} : () -> tensor<400x120xf32>
    () = "builtin.set_parameter" (%4) {parameter_name:"linear_0.w_0"} : (tensor<400x120xf32>) -> 
    (%5) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[120],stop_gradient:[true],value:0} : () -> tensor<120xf32>
    () = "builtin.set_parameter" (%5) {parameter_name:"linear_0.b_0"} : (tensor<120xf32>) -> 
    (%6) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[120,84],stop_gradient:[true],value:0} : () -> tensor<120x84xf32>
    () = "builtin.set_parameter" (%6) {parameter_name:"linear_1.w_0"} : (tensor<120x84xf32>) -> 
    (%7) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[84],stop_gradient:[true],value:0} : () -> tensor<84xf32>
    () = "builtin.set_parameter" (%7) {parameter_name:"linear_1.b_0"} : (tensor<84xf32>) -> 
    (%8) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[84,5],stop_gradient:[true],value:0} : () -> tensor<84x5xf32>
    () = "builtin.set_parameter" (%8) {parameter_name:"linear_2.w_0"} : (tensor<84x5xf32>) -> 
    (%9) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[5],stop_gradient:[true],value:0} : () -> tensor<5xf32>
    () = "builtin.set_parameter" (%9) {parameter_name:"linear_2.b_0"} : (tensor<5xf32>) -> 
    (%10) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true],value:0.1} : () -> tensor<f32>
    () = "builtin.shadow_output" (%10) {output_name:"learning_rate_0"} : (tensor<f32>) -> 
}
