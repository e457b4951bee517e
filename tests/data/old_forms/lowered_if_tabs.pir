{
	(%576) = "data(phi_kernel)" () {dtype:float32,kernel_key:<backend:GPU|layout:NCHW|dtype:float32>,kernel_name:"data",name:"x",op_name:"pd_op.data",origin_id:700,place:Place(gpu:0),shape:[8,64],stop_gradient:[true]} : () -> gpu_tensor<8x64xf32>
	(%577) = "data(phi_kernel)" () {dtype:bool,kernel_key:<backend:CPU|layout:NCHW|dtype:bool>,kernel_name:"data",name:"c",op_name:"pd_op.data",origin_id:701,place:Place(cpu),shape:[1],stop_gradient:[true]} : () -> cpu_tensor<1xb>
	(%578) = pd_op.if (%577) {} -> gpu_tensor<8x64xf32>{
		(%579) = "relu(phi_kernel)" (%576) {kernel_key:<backend:GPU|layout:NCHW|dtype:float32>,kernel_name:"relu",op_name:"pd_op.relu",origin_id:703,stop_gradient:[true]} : (gpu_tensor<8x64xf32>) -> gpu_tensor<8x64xf32>
		() = "cf.yield" [id:704] (%579) {} : (gpu_tensor<8x64xf32>) -> 
	} else {
		(%580) = "tanh(phi_kernel)" (%576) {kernel_key:<backend:GPU|layout:NCHW|dtype:float32>,kernel_name:"tanh",op_name:"pd_op.tanh",origin_id:705,stop_gradient:[true]} : (gpu_tensor<8x64xf32>) -> gpu_tensor<8x64xf32>
		() = "cf.yield" [id:706] (%580) {} : (gpu_tensor<8x64xf32>) -> 
	}
}
