{
    ^kw:
        %kwarg_var_3_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_5.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%2) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "pd_op.matmul" (%kwarg_var_3_pd_op.recv_v2_0, %2) {chunk_id:0,events_to_wait:["var_3_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%4) = "pd_op.relu" (%3) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_5_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    () = "pd_op.send_v2" (%4) {chunk_id:0,dynamic_shape:false,execution_stream:"send_stream_14",op_role:0,peer:1,ring_id:14,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x16xf32>) -> 
}
