{
    ^kw:
        %kwarg_linear_6.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_52_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_5.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_5.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.matmul" (%kwarg_var_52_pd_op.recv_v2_0, %kwarg_linear_5.w_0.dist) {chunk_id:2,events_to_wait:["var_52_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false],struct_name:"/Net/Block_5/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%0) {output_name:"var_53_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%1) = "pd_op.add" (%0, %kwarg_linear_5.b_0.dist) {chunk_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_5/Sequential/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%2) = "pd_op.relu" (%1) {chunk_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_5/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%2) {output_name:"var_55_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%3) = "pd_op.matmul" (%2, %kwarg_linear_6.w_0.dist) {chunk_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%3) {output_name:"var_56_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%4) = "pd_op.add" (%3, %kwarg_linear_6.b_0.dist) {chunk_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_57_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%5) = "pd_op.subtract" (%4, %kwarg_label0) {chunk_id:2,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%5) {output_name:"var_58_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%6) = "pd_op.square" (%5) {chunk_id:2,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%6) {output_name:"var_59_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%7) = "pd_op.full_int_array" () {chunk_id:2,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%7) {output_name:"var_60_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%8) = "pd_op.mean" (%6, %7) {chunk_id:2,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%8) {chunk_id:2,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
