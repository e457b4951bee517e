{
    ^kw:
        %kwarg_linear_8.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_9_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_12_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_14_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_15_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_11_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_13_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.full" () {chunk_id:1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_14_pd_op.square_0, %1, %kwarg_var_15_pd_op.full_int_array_0) {chunk_id:1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_13_pd_op.subtract_0, %2) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_12_pd_op.matmul_0, %kwarg_label0, %3) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.matmul_grad" (%kwarg_var_11_pd_op.relu_0, %kwarg_linear_8.w_0.dist, %4) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>, tensor<16x8xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %7) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%9) = "pd_op.relu_grad" (%kwarg_var_11_pd_op.relu_0, %6) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%10, %11) = "pd_op.matmul_grad" (%kwarg_var_9_pd_op.recv_v2_0, %kwarg_linear_7.w_0.dist, %9) {chunk_id:1,event_to_record:"var_26_pd_op.matmul_grad_0",force_record_event:true,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16x16xf32>
    () = "builtin.shadow_output" (%10) {output_name:"var_26_pd_op.matmul_grad_0"} : (tensor<4x16xf32>) -> 
    (%12) = "pd_op.add_" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %11) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
}
