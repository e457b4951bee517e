{
    ^kw:
        %kwarg_linear_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%1) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%2) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%3) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:2,out_shape:[1],peer:0,ring_id:13,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<1xf32>
    (%4) = "pd_op.all_reduce" (%kwarg_linear_0.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:17,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<16xf32>
    (%5) = "pd_op.squared_l2_norm" (%4) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<1xf32>
    (%6) = "pd_op.all_reduce" (%kwarg_linear_0.w_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:17,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    (%7) = "pd_op.squared_l2_norm" (%6) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<1xf32>
    (%8) = "builtin.combine" (%0, %1, %2, %3, %5, %7) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]
    (%9) = "pd_op.stack" (%8) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>,tensor<1xf32>]) -> tensor<6x1xf32>
    (%10) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%11) = "pd_op.sum" (%9, %10) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<6x1xf32>, tensor<0xi64>) -> tensor<f32>
    (%12) = "builtin.combine" (%11) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> vec[tensor<f32>]
    (%13) = "pd_op.stack" (%12) {axis:0,chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<f32>]) -> tensor<1xf32>
    (%14) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.sum" (%13, %14) {chunk_id:-1,dtype:Undefined,keepdim:false,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<0xi64>) -> tensor<f32>
    (%16) = "pd_op.sqrt" (%15) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>) -> tensor<f32>
    (%17) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.05} : () -> tensor<1xf32>
    (%18) = "pd_op.maximum" (%16, %17) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    (%19) = "pd_op.divide" (%17, %18) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    () = "pd_op.send_v2" (%19) {chunk_id:-1,dynamic_shape:false,execution_stream:"send_stream_12",op_role:2,peer:1,ring_id:12,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<1xf32>) -> 
    (%20) = "pd_op.multiply" (%4, %19) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%21) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%22) = "pd_op.scale_" (%20, %21) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%23) = "pd_op.multiply" (%6, %19) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%24) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%25) = "pd_op.scale_" (%23, %24) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%26, %27) = "pd_op.sgd_" (%kwarg_linear_0.b_0.dist, %kwarg_learning_rate_0, %22, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%28, %29) = "pd_op.sgd_" (%kwarg_linear_0.w_0.dist, %kwarg_learning_rate_0, %25, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%30) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%31) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%32) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%33) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%34) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %30, %31, %32, %33) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%35) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%36) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%37) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%38) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%39) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %35, %36, %37, %38) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
