{
    ^kw:
        %kwarg_linear_4.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_20_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_16_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_19_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_13_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_18_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_17_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_20_pd_op.square_0, %1, %kwarg_var_21_pd_op.full_int_array_0) {chunk_id:1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x6x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_19_pd_op.subtract_0, %2) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_18_pd_op.add_0, %kwarg_label0, %3) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.add_grad" (%kwarg_var_17_pd_op.matmul_0, %kwarg_linear_4.b_0.dist, %4) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, tensor<8xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_29_pd_op.add_grad_1"} : (tensor<8xf32>) -> 
    () = "builtin.shadow_output" (%6) {output_name:"var_29_pd_op.add_grad_0"} : (tensor<4x6x8xf32>) -> 
    (%8) = "pd_op.matmul" (%6, %kwarg_linear_4.w_0.dist) {chunk_id:1,op_role:1,stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x6x8xf32>, tensor<16x8xf32>) -> tensor<4x6x16xf32>
    (%9) = "pd_op.relu_grad" (%kwarg_var_16_pd_op.relu_0, %8) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%10) = "pd_op.matmul" (%kwarg_var_13_pd_op.recv_v2_0, %kwarg_linear_3.w_0.dist) {bwd_recompute_id:3,chunk_id:1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%11) = "pd_op.add" (%10, %kwarg_linear_3.b_0.dist) {bwd_recompute_id:3,chunk_id:1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%12, %13) = "pd_op.add_grad" (%10, %kwarg_linear_3.b_0.dist, %9) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    () = "builtin.shadow_output" (%13) {output_name:"var_43_pd_op.add_grad_1"} : (tensor<16xf32>) -> 
    () = "builtin.shadow_output" (%12) {output_name:"var_43_pd_op.add_grad_0"} : (tensor<4x6x16xf32>) -> 
    (%14) = "pd_op.matmul" (%12, %kwarg_linear_3.w_0.dist) {chunk_id:1,op_role:1,stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%14) {chunk_id:1,dynamic_shape:false,execution_stream:"send_stream_13",op_role:1,peer:1,ring_id:13,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
}
