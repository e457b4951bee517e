{
 (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,16],stop_gradient:(Array)[true]} : () -> pd_op.tensor<4x16xf32>
 (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:(Array)[true],value:(Float)0} : () -> pd_op.tensor<1xf32>
 (%2) = "pd_op.conv2d" (%0, %0) {data_format:"NCHW",dilations:(Array)[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:(Array)[(Int32)0,(Int32)0],stop_gradient:(Array)[false],strides:(Array)[(Int32)1,(Int32)1]} : (pd_op.tensor<4x16xf32>, pd_op.tensor<4x16xf32>) -> pd_op.tensor<4x16xf32>
 (%3) = "pd_op.scale" (%2, %1) {bias:(Float)0.5,bias_after_scale:true,stop_gradient:(Array)[false]} : (pd_op.tensor<4x16xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<4x16xf32>
 (%4) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),stop_gradient:(Array)[true],value:(Array)[(Int64)2,(Int64)6]} : () -> pd_op.tensor<2xi64>
}
