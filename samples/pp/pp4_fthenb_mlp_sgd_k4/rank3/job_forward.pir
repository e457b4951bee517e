{
    ^kw:
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%4) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:0,out_shape:[4,16],peer:0,ring_id:16,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_4_pd_op.recv_v2_0"} : (tensor<4x16xf32>) -> 
    (%5) = "pd_op.matmul" (%4, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%6) = "pd_op.relu" (%5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%6) {output_name:"var_6_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%7) = "pd_op.matmul" (%6, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_7_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%8) = "pd_op.subtract" (%7, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%8) {output_name:"var_8_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%9) = "pd_op.square" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%9) {output_name:"var_9_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%10) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%10) {output_name:"var_10_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%11) = "pd_op.mean" (%9, %10) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%11) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
