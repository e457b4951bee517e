// RUN: pirtool opt %s -p fused-linear-param-grad-add | filecheck %s
//
// VPP's split backward writes a weight gradient in its backward_w job as
// reshape(matmul(reshape(x), reshape(dy)){transpose_x:true}), added into its accumulator
// (printed by Paddle 3.3.1: samples/passes/fused_vpp_splitbw_adam, rank 1, chunk 0). Paddle's
// FusedMatmulReshapeMatmulAddPattern makes it one fused op on the unflattened x and dy, where
// the first matched op was; the reshapes, their shapes and the matmul go.

// CHECK:      "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE,
// CHECK-NEXT: "pd_op.fused_linear_param_grad_add" (%kwarg_var_32_pd_op.recv_v2_0, %kwarg_var_79_pd_op.add_grad_0, %kwarg_linear_1.w_0.dist@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[true,true]}
// CHECK-NOT:  "pd_op.reshape"
// CHECK-NOT:  "pd_op.matmul"
// CHECK-NOT:  "pd_op.full_int_array"
// CHECK:      {{^}}}
{
    ^kw:
        %kwarg_var_32_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_var_79_pd_op.add_grad_1 {persistable:false,place:Place(cpu)}
        %kwarg_var_79_pd_op.add_grad_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.add_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %kwarg_var_79_pd_op.add_grad_1) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%1) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[24,16]} : () -> tensor<2xi64>
    (%2) = "pd_op.reshape" (%kwarg_var_32_pd_op.recv_v2_0, %1) {chunk_id:0,op_role:1,stop_gradient:[true]} : (tensor<4x6x16xf32>, tensor<2xi64>) -> tensor<24x16xf32>
    (%3) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[24,16]} : () -> tensor<2xi64>
    (%4) = "pd_op.reshape" (%kwarg_var_79_pd_op.add_grad_0, %3) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<2xi64>) -> tensor<24x16xf32>
    (%5) = "pd_op.matmul" (%2, %4) {chunk_id:0,op_role:1,stop_gradient:[false],transpose_x:true,transpose_y:false} : (tensor<24x16xf32>, tensor<24x16xf32>) -> tensor<16x16xf32>
    (%6) = "pd_op.full_int_array" () {chunk_id:0,dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[16,16]} : () -> tensor<2xi64>
    (%7) = "pd_op.reshape" (%5, %6) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<2xi64>) -> tensor<16x16xf32>
    (%8) = "pd_op.add_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %7) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
}
