{
    ^kw:
        %kwarg_var_59_pd_op.add_grad_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_59_pd_op.add_grad_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_var_8_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %kwarg_var_59_pd_op.add_grad_1) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%1) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[24,16]} : () -> tensor<2xi64>
    (%2) = "pd_op.reshape" (%kwarg_var_8_pd_op.recv_v2_0, %1) {chunk_id:0,op_role:1,stop_gradient:[true]} : (tensor<4x6x16xf32>, tensor<2xi64>) -> tensor<24x16xf32>
    (%3) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[24,16]} : () -> tensor<2xi64>
    (%4) = "pd_op.reshape" (%kwarg_var_59_pd_op.add_grad_0, %3) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<2xi64>) -> tensor<24x16xf32>
    (%5) = "pd_op.matmul" (%2, %4) {chunk_id:0,op_role:1,stop_gradient:[false],transpose_x:true,transpose_y:false} : (tensor<24x16xf32>, tensor<24x16xf32>) -> tensor<16x16xf32>
    (%6) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[16,16]} : () -> tensor<2xi64>
    (%7) = "pd_op.reshape" (%5, %6) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<2xi64>) -> tensor<16x16xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %7) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
}
