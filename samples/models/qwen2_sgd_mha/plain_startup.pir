{
    (%0) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[64,32],stop_gradient:[true],value:0} : () -> tensor<64x32xf32>
    () = "builtin.set_parameter" (%0) {parameter_name:"embedding_0.w_0"} : (tensor<64x32xf32>) -> 
    (%1) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32,96],stop_gradient:[true],value:0} : () -> tensor<32x96xf32>
    () = "builtin.set_parameter" (%1) {parameter_name:"linear_0.w_0"} : (tensor<32x96xf32>) -> 
    (%2) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[96],stop_gradient:[true],value:0} : () -> tensor<96xf32>
    () = "builtin.set_parameter" (%2) {parameter_name:"linear_0.b_0"} : (tensor<96xf32>) -> 
    (%3) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32,32],stop_gradient:[true],value:0} : () -> tensor<32x32xf32>
    () = "builtin.set_parameter" (%3) {parameter_name:"linear_1.w_0"} : (tensor<32x32xf32>) -> 
    (%4) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32,128],stop_gradient:[true],value:0} : () -> tensor<32x128xf32>
    () = "builtin.set_parameter" (%4) {parameter_name:"linear_2.w_0"} : (tensor<32x128xf32>) -> 
    (%5) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[64,32],stop_gradient:[true],value:0} : () -> tensor<64x32xf32>
    () = "builtin.set_parameter" (%5) {parameter_name:"linear_3.w_0"} : (tensor<64x32xf32>) -> 
    (%6) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:0} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%6) {parameter_name:"create_parameter_0.w_0"} : (tensor<32xf32>) -> 
    (%7) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:0} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%7) {parameter_name:"create_parameter_1.w_0"} : (tensor<32xf32>) -> 
    (%8) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:0} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%8) {parameter_name:"create_parameter_2.w_0"} : (tensor<32xf32>) -> 
    (%9) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[64,32],stop_gradient:[true],value:0} : () -> tensor<64x32xf32>
    () = "builtin.set_parameter" (%9) {parameter_name:"lm_head_0.w_0"} : (tensor<64x32xf32>) -> 
    (%10) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true],value:0} : () -> tensor<8xf32>
    () = "builtin.set_parameter" (%10) {parameter_name:"eager_tmp_0"} : (tensor<8xf32>) -> 
    (%11) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true],value:0.1} : () -> tensor<f32>
    () = "builtin.shadow_output" (%11) {output_name:"learning_rate_0"} : (tensor<f32>) -> 
}
