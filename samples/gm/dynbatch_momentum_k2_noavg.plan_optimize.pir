{
    ^kw:
        %kwarg_linear_0.b_0_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0, %1, %2) = "pd_op.momentum_" (%kwarg_linear_1.b_0, %kwarg_linear_1.b_0@GRAD@MERGE, %kwarg_linear_1.b_0_velocity_0, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>
    (%3, %4, %5) = "pd_op.momentum_" (%kwarg_linear_1.w_0, %kwarg_linear_1.w_0@GRAD@MERGE, %kwarg_linear_1.w_0_velocity_0, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>
    (%6, %7, %8) = "pd_op.momentum_" (%kwarg_linear_0.b_0, %kwarg_linear_0.b_0@GRAD@MERGE, %kwarg_linear_0.b_0_velocity_0, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>
    (%9, %10, %11) = "pd_op.momentum_" (%kwarg_linear_0.w_0, %kwarg_linear_0.w_0@GRAD@MERGE, %kwarg_linear_0.w_0_velocity_0, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>
    (%12) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%13) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%14) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%16) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %12, %13, %14, %15) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%17) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%18) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%19) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%20) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%21) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %17, %18, %19, %20) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%22) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%23) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%24) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%25) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%26) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %22, %23, %24, %25) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%27) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%28) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%29) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%30) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%31) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %27, %28, %29, %30) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
