{
    (%0) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true],value:0} : () -> tensor<16x16xbf16>
    () = "builtin.set_parameter" (%0) {parameter_name:"linear_0.w_0"} : (tensor<16x16xbf16>) -> 
    (%1) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true],value:0} : () -> tensor<16xbf16>
    () = "builtin.set_parameter" (%1) {parameter_name:"linear_0.b_0"} : (tensor<16xbf16>) -> 
    (%2) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true],value:0} : () -> tensor<16x16xbf16>
    () = "builtin.set_parameter" (%2) {parameter_name:"linear_1.w_0"} : (tensor<16x16xbf16>) -> 
    (%3) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true],value:0} : () -> tensor<16xbf16>
    () = "builtin.set_parameter" (%3) {parameter_name:"linear_1.b_0"} : (tensor<16xbf16>) -> 
    (%4) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true],value:0} : () -> tensor<16x8xbf16>
    () = "builtin.set_parameter" (%4) {parameter_name:"linear_2.w_0"} : (tensor<16x8xbf16>) -> 
    (%5) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true],value:0} : () -> tensor<8xbf16>
    () = "builtin.set_parameter" (%5) {parameter_name:"linear_2.b_0"} : (tensor<8xbf16>) -> 
    (%6) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.1} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%6) {output_name:"learning_rate_0"} : (tensor<1xf32>) -> 
    (%7) = "pd_op.cast" (%0) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    () = "builtin.shadow_output" (%7) {output_name:"linear_0.w_0_fp32_master_0"} : (tensor<16x16xf32>) -> 
    (%8) = "pd_op.cast" (%1) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16xbf16>) -> tensor<16xf32>
    () = "builtin.shadow_output" (%8) {output_name:"linear_0.b_0_fp32_master_0"} : (tensor<16xf32>) -> 
    (%9) = "pd_op.cast" (%2) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    () = "builtin.shadow_output" (%9) {output_name:"linear_1.w_0_fp32_master_0"} : (tensor<16x16xf32>) -> 
    (%10) = "pd_op.cast" (%3) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16xbf16>) -> tensor<16xf32>
    () = "builtin.shadow_output" (%10) {output_name:"linear_1.b_0_fp32_master_0"} : (tensor<16xf32>) -> 
    (%11) = "pd_op.cast" (%4) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    () = "builtin.shadow_output" (%11) {output_name:"linear_2.w_0_fp32_master_0"} : (tensor<16x8xf32>) -> 
    (%12) = "pd_op.cast" (%5) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<8xbf16>) -> tensor<8xf32>
    () = "builtin.shadow_output" (%12) {output_name:"linear_2.b_0_fp32_master_0"} : (tensor<8xf32>) -> 
}
