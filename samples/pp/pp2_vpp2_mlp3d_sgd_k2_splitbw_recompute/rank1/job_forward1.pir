{
    ^kw:
        %kwarg_linear_4.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.recv_v2" () {chunk_id:1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:0,out_shape:[4,6,16],peer:0,ring_id:12,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%0) {output_name:"var_13_pd_op.recv_v2_0"} : (tensor<4x6x16xf32>) -> 
    (%1) = "pd_op.matmul" (%0, %kwarg_linear_3.w_0.dist) {chunk_id:1,fwd_recompute_id:3,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%2) = "pd_op.add" (%1, %kwarg_linear_3.b_0.dist) {chunk_id:1,fwd_recompute_id:3,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%3) = "pd_op.relu" (%2) {chunk_id:1,fwd_recompute_id:3,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/ReLU/"} : (tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%3) {output_name:"var_16_pd_op.relu_0"} : (tensor<4x6x16xf32>) -> 
    (%4) = "pd_op.matmul" (%3, %kwarg_linear_4.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_17_pd_op.matmul_0"} : (tensor<4x6x8xf32>) -> 
    (%5) = "pd_op.add" (%4, %kwarg_linear_4.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x6x8xf32>, tensor<8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%5) {output_name:"var_18_pd_op.add_0"} : (tensor<4x6x8xf32>) -> 
    (%6) = "pd_op.subtract" (%5, %kwarg_label0) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%6) {output_name:"var_19_pd_op.subtract_0"} : (tensor<4x6x8xf32>) -> 
    (%7) = "pd_op.square" (%6) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_20_pd_op.square_0"} : (tensor<4x6x8xf32>) -> 
    (%8) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%8) {output_name:"var_21_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%9) = "pd_op.mean" (%7, %8) {chunk_id:1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%9) {chunk_id:1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
