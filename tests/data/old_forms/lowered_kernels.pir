{
    (%0) = "data(phi_kernel)" () {dtype:float32,kernel_key:<backend:GPU|layout:NCHW|dtype:float32>,kernel_name:"data",name:"x",op_name:"pd_op.data",origin_id:12,place:Place(gpu:0),shape:[8,16],stop_gradient:[true]} : () -> gpu_tensor<8x16xf32>
    (%1) = "builtin.parameter" [id:13] () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> gpu_tensor<16x64xbf16>
    (%2) = "cast(phi_kernel)" (%1) {dtype:float32,kernel_key:<backend:GPU|layout:NCHW|dtype:bfloat16>,kernel_name:"cast",op_name:"pd_op.cast",origin_id:14,stop_gradient:[false]} : (gpu_tensor<16x64xbf16>) -> gpu_tensor<16x64xf32>
    (%3) = "matmul(phi_kernel)" (%0, %2) {kernel_key:<backend:GPU|layout:NCHW|dtype:float32>,kernel_name:"matmul",op_name:"pd_op.matmul",origin_id:15,stop_gradient:[false],transpose_x:false,transpose_y:false} : (gpu_tensor<8x16xf32>, gpu_tensor<16x64xf32>) -> gpu_tensor<8x64xf32>
    (%4) = "full(phi_kernel)" () {dtype:float32,kernel_key:<backend:CPU|layout:Undefined(AnyLayout)|dtype:float32>,kernel_name:"full",op_name:"pd_op.full",origin_id:16,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.353553} : () -> cpu_tensor<1xf32>
    () = "builtin.shadow_output" [id:17] (%3) {output_name:"out"} : (gpu_tensor<8x64xf32>) -> 
}
