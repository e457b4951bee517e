{
    ^kw:
        %kwarg_linear_8.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_9_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.matmul" (%kwarg_var_9_pd_op.recv_v2_0, %kwarg_linear_7.w_0.dist) {chunk_id:1,events_to_wait:["var_9_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false],struct_name:"/Net/Block_7/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%1) = "pd_op.relu" (%0) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_7/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%1) {output_name:"var_11_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%2) = "pd_op.matmul" (%1, %kwarg_linear_8.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%2) {output_name:"var_12_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%3) = "pd_op.subtract" (%2, %kwarg_label0) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%3) {output_name:"var_13_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%4) = "pd_op.square" (%3) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_14_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%5) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%5) {output_name:"var_15_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%6) = "pd_op.mean" (%4, %5) {chunk_id:1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%6) {chunk_id:1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
