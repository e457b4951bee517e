{
    ^kw:
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%6) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:0,out_shape:[4,16],peer:0,ring_id:12,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%6) {output_name:"var_6_pd_op.recv_v2_0"} : (tensor<4x16xf32>) -> 
    (%7) = "pd_op.matmul" (%6, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_7_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%8) = "pd_op.add" (%7, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%9) = "pd_op.relu" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%9) {output_name:"var_9_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%10) = "pd_op.matmul" (%9, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%10) {output_name:"var_10_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%11) = "pd_op.add" (%10, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%11) {output_name:"var_11_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%12) = "pd_op.subtract" (%11, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%12) {output_name:"var_12_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%13) = "pd_op.square" (%12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%13) {output_name:"var_13_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%14) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%14) {output_name:"var_14_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%15) = "pd_op.mean" (%13, %14) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%15) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
