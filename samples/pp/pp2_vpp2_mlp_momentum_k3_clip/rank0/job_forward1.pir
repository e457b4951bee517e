{
    ^kw:
        %kwarg_linear_2.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_14_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.matmul" (%kwarg_var_14_pd_op.recv_v2_0, %kwarg_linear_2.w_0.dist) {chunk_id:1,events_to_wait:["var_14_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%0) {output_name:"var_15_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%1) = "pd_op.add" (%0, %kwarg_linear_2.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%2) = "pd_op.relu" (%1) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%2) {output_name:"var_17_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    () = "pd_op.send_v2" (%2) {chunk_id:1,dynamic_shape:false,execution_stream:"send_stream_12",op_role:0,peer:1,ring_id:12,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x16xf32>) -> 
}
