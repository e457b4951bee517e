{
    ^kw:
        %kwarg_var_1_cf.stack_create_2 {persistable:false,place:Place(cpu)}
        %kwarg_linear_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_var_2_cf.stack_create_2 {persistable:false,place:Place(cpu)}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_var_11_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_13_pd_op.relu_0 {persistable:false,place:Place(cpu)}
        %kwarg_input0 {persistable:false,place:Place(cpu)}
        %kwarg_var_17_pd_op.greater_than_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_18_pd_op.if_2 {persistable:false,place:Place(cpu)}
        %kwarg_var_19_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_2.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_25_pd_op.square_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_loss_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_26_pd_op.full_int_array_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_23_pd_op.add_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_24_pd_op.subtract_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_2.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_var_22_pd_op.matmul_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_21_pd_op.relu_0 {persistable:false,place:Place(cpu)}
    (%0) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%1) = "pd_op.full_like" (%kwarg_loss_0, %0) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%2) = "pd_op.mean_grad" (%kwarg_var_25_pd_op.square_0, %1, %kwarg_var_26_pd_op.full_int_array_0) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%3) = "pd_op.square_grad" (%kwarg_var_24_pd_op.subtract_0, %2) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%4, %5) = "pd_op.subtract_grad" (%kwarg_var_23_pd_op.add_0, %kwarg_label0, %3) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%6, %7) = "pd_op.add_grad" (%kwarg_var_22_pd_op.matmul_0, %kwarg_linear_2.b_0, %4) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, tensor<8xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_2.b_0@GRAD@MERGE, %7) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%9, %10) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_21_pd_op.relu_0, %6, %kwarg_linear_2.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<0xf32>
    (%11) = "pd_op.matmul" (%6, %kwarg_linear_2.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    (%12) = "pd_op.relu_grad" (%kwarg_var_21_pd_op.relu_0, %11) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%13, %14) = "pd_op.add_grad" (%kwarg_var_19_pd_op.matmul_0, %kwarg_linear_1.b_0, %12) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%15) = "pd_op.add_" (%kwarg_linear_1.b_0@GRAD@MERGE, %14) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%16, %17) = "pd_op.fused_linear_param_grad_add" (%kwarg_var_18_pd_op.if_2, %13, %kwarg_linear_1.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%18) = "pd_op.matmul" (%13, %kwarg_linear_1.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%19) = "pd_op.if" (%kwarg_var_17_pd_op.greater_than_0) {chunk_id:-1,op_role:1,stop_gradient:[false]} -> tensor<4x16xf32> {
        (%20, %21, %22, %23, %24, %25, %26, %27, %28) = "cf.tuple_pop" (%kwarg_var_2_cf.stack_create_2) {chunk_id:-1,op_role:1,stop_gradient:[true,false,true,true,true,false,true,false,true]} : (cf.outlet) -> tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<b>, tensor<4x16xf32>, tensor<1xf32>, tensor<4x16xf32>, tensor<b>
        (%29) = "pd_op.scale" (%18, %26) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<1xf32>) -> tensor<4x16xf32>
        (%30) = "pd_op.relu_grad" (%25, %29) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        () = "cf.yield" (%30) {chunk_id:-1,op_role:1} : (tensor<4x16xf32>) -> 
    } else {
        (%31, %32, %33, %34, %35, %36, %37) = "cf.tuple_pop" (%kwarg_var_1_cf.stack_create_2) {chunk_id:-1,op_role:1,stop_gradient:[true,false,true,true,true,false,true]} : (cf.outlet) -> tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<b>, tensor<4x16xf32>, tensor<b>
        (%38) = "pd_op.tanh_grad" (%36, %18) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        () = "cf.yield" (%38) {chunk_id:-1,op_role:1} : (tensor<4x16xf32>) -> 
    }
    (%39) = "pd_op.relu_grad" (%kwarg_var_13_pd_op.relu_0, %19) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%40, %41) = "pd_op.add_grad" (%kwarg_var_11_pd_op.matmul_0, %kwarg_linear_0.b_0, %39) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%42) = "pd_op.add_" (%kwarg_linear_0.b_0@GRAD@MERGE, %41) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%43, %44) = "pd_op.fused_linear_param_grad_add" (%kwarg_input0, %40, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%45) = "pd_op.matmul" (%40, %kwarg_linear_0.w_0) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
}
