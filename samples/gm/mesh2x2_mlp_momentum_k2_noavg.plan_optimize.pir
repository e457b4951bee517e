{
    ^kw:
        %kwarg_linear_0.w_0.dist_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_learning_rate_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist_velocity_0 {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.all_reduce" (%kwarg_linear_1.b_0.dist@GRAD@MERGE) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<8xf32>
    (%1, %2, %3) = "pd_op.momentum_" (%kwarg_linear_1.b_0.dist, %0, %kwarg_linear_1.b_0.dist_velocity_0, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<8xf32>, tensor<8xf32>, <<NULL TYPE>>
    (%4) = "pd_op.all_gather" (%kwarg_linear_1.w_0.dist) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<8x8xf32>) -> tensor<16x8xf32>
    (%5) = "pd_op.all_gather" (%kwarg_linear_1.w_0.dist_velocity_0) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<8x8xf32>) -> tensor<16x8xf32>
    (%6) = "pd_op.all_gather" (%kwarg_linear_1.w_0.dist@GRAD@MERGE) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<8x8xf32>) -> tensor<16x8xf32>
    (%7) = "pd_op.all_reduce" (%6) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    (%8, %9, %10) = "pd_op.momentum_" (%4, %7, %5, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>
    (%11) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%12) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%13) = "pd_op.slice" (%9, %11, %12) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<8x8xf32>
    (%14) = "pd_op.assign_out_" (%13, %kwarg_linear_1.w_0.dist_velocity_0) {chunk_id:-1,op_role:2} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    (%15) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%16) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%17) = "pd_op.slice" (%8, %15, %16) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:2,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<8x8xf32>
    (%18) = "pd_op.assign_out_" (%17, %kwarg_linear_1.w_0.dist) {chunk_id:-1,op_role:2} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    (%19) = "pd_op.all_gather" (%kwarg_linear_0.b_0.dist) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<16xf32>
    (%20) = "pd_op.all_gather" (%kwarg_linear_0.b_0.dist_velocity_0) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<16xf32>
    (%21) = "pd_op.all_gather" (%kwarg_linear_0.b_0.dist@GRAD@MERGE) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<8xf32>) -> tensor<16xf32>
    (%22) = "pd_op.all_reduce" (%21) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<16xf32>) -> tensor<16xf32>
    (%23, %24, %25) = "pd_op.momentum_" (%19, %22, %20, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>
    (%26) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%27) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%28) = "pd_op.slice" (%24, %26, %27) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
    (%29) = "pd_op.assign_out_" (%28, %kwarg_linear_0.b_0.dist_velocity_0) {chunk_id:-1,op_role:2} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%30) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%31) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%32) = "pd_op.slice" (%23, %30, %31) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:2,stop_gradient:[false]} : (tensor<16xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
    (%33) = "pd_op.assign_out_" (%32, %kwarg_linear_0.b_0.dist) {chunk_id:-1,op_role:2} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%34) = "pd_op.all_gather" (%kwarg_linear_0.w_0.dist) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<32x8xf32>
    (%35) = "pd_op.full" () {chunk_id:-1,dtype:int32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi32>
    (%36) = "pd_op.split_with_num" (%34, %35) {chunk_id:-1,num:2,op_role:2,stop_gradient:[false]} : (tensor<32x8xf32>, tensor<1xi32>) -> vec[tensor<16x8xf32>,tensor<16x8xf32>]
    (%37) = "pd_op.full" () {chunk_id:-1,dtype:int32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xi32>
    (%38) = "pd_op.concat" (%36, %37) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<16x8xf32>,tensor<16x8xf32>], tensor<1xi32>) -> tensor<16x16xf32>
    (%39) = "pd_op.all_gather" (%kwarg_linear_0.w_0.dist_velocity_0) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<32x8xf32>
    (%40) = "pd_op.full" () {chunk_id:-1,dtype:int32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi32>
    (%41) = "pd_op.split_with_num" (%39, %40) {chunk_id:-1,num:2,op_role:2,stop_gradient:[false]} : (tensor<32x8xf32>, tensor<1xi32>) -> vec[tensor<16x8xf32>,tensor<16x8xf32>]
    (%42) = "pd_op.full" () {chunk_id:-1,dtype:int32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xi32>
    (%43) = "pd_op.concat" (%41, %42) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<16x8xf32>,tensor<16x8xf32>], tensor<1xi32>) -> tensor<16x16xf32>
    (%44) = "pd_op.all_gather" (%kwarg_linear_0.w_0.dist@GRAD@MERGE) {chunk_id:-1,nranks:2,op_role:2,ring_id:14,stop_gradient:[false]} : (tensor<16x8xf32>) -> tensor<32x8xf32>
    (%45) = "pd_op.full" () {chunk_id:-1,dtype:int32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi32>
    (%46) = "pd_op.split_with_num" (%44, %45) {chunk_id:-1,num:2,op_role:2,stop_gradient:[false]} : (tensor<32x8xf32>, tensor<1xi32>) -> vec[tensor<16x8xf32>,tensor<16x8xf32>]
    (%47) = "pd_op.full" () {chunk_id:-1,dtype:int32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xi32>
    (%48) = "pd_op.concat" (%46, %47) {chunk_id:-1,op_role:2,stop_gradient:[false]} : (vec[tensor<16x8xf32>,tensor<16x8xf32>], tensor<1xi32>) -> tensor<16x16xf32>
    (%49) = "pd_op.all_reduce" (%48) {chunk_id:-1,op_role:2,reduce_type:0,ring_id:12,stop_gradient:[false]} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    (%50, %51, %52) = "pd_op.momentum_" (%38, %49, %43, %kwarg_learning_rate_0, <<NULL VALUE>>) {chunk_id:-1,mu:0.9,multi_precision:false,op_role:2,regularization_coeff:0,regularization_method:"",rescale_grad:1,stop_gradient:[false,false,false],use_nesterov:false} : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>
    (%53) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%54) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%55) = "pd_op.slice" (%51, %53, %54) {axes:[1],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<16x8xf32>
    (%56) = "pd_op.assign_out_" (%55, %kwarg_linear_0.w_0.dist_velocity_0) {chunk_id:-1,op_role:2} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%57) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%58) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[8]} : () -> tensor<1xi64>
    (%59) = "pd_op.slice" (%50, %57, %58) {axes:[1],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:2,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<16x8xf32>
    (%60) = "pd_op.assign_out_" (%59, %kwarg_linear_0.w_0.dist) {chunk_id:-1,op_role:2} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%61) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%62) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%63) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%64) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%65) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0.dist@GRAD@MERGE, %61, %62, %63, %64) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%66) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%67) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%68) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%69) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%70) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0.dist@GRAD@MERGE, %66, %67, %68, %69) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%71) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%72) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%73) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%74) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%75) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %71, %72, %73, %74) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%76) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%77) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%78) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%79) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%80) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %76, %77, %78, %79) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
