        {
            (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"_jst.0.x.0",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4],stop_gradient:[false]} : () -> builtin.tensor<3x4xf32>
            (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> builtin.tensor<1xf32>
            (%2) = "pd_op.scale" (%0, %1) {bias:(Float)1,bias_after_scale:true,stop_gradient:[false]} : (builtin.tensor<3x4xf32>, builtin.tensor<1xf32>) -> builtin.tensor<3x4xf32>
            (%3) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),stop_gradient:[true],value:[(Int64)2,(Int64)6]} : () -> builtin.tensor<2xi64>
            (%4, %5) = "pd_op.reshape" (%2, %3) {stop_gradient:[false,false]} : (builtin.tensor<3x4xf32>, builtin.tensor<2xi64>) -> builtin.tensor<2x6xf32>, builtin.tensor<0x3x4xf32>
        }
