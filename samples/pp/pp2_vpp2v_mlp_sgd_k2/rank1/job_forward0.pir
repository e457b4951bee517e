{
    ^kw:
        %kwarg_var_5_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<24xf32>
    (%2) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<24x24xf32>
    (%3) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<24xf32>
    (%4) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<24x24xf32>
    (%5) = "pd_op.matmul" (%kwarg_var_5_pd_op.recv_v2_0, %4) {chunk_id:0,events_to_wait:["var_5_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x24xf32>, tensor<24x24xf32>) -> tensor<4x24xf32>
    () = "builtin.shadow_output" (%5) {output_name:"var_6_pd_op.matmul_0"} : (tensor<4x24xf32>) -> 
    (%6) = "pd_op.add" (%5, %3) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/"} : (tensor<4x24xf32>, tensor<24xf32>) -> tensor<4x24xf32>
    (%7) = "pd_op.relu" (%6) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/ReLU/"} : (tensor<4x24xf32>) -> tensor<4x24xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_8_pd_op.relu_0"} : (tensor<4x24xf32>) -> 
}
