{
    ^kw:
        %kwarg_linear_2.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%6) = "pd_op.matmul" (%4, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%7) = "pd_op.relu" (%6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%8) = "pd_op.matmul" (%7, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%9) = "pd_op.relu" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%10) = "pd_op.matmul" (%9, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%11) = "pd_op.subtract" (%10, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%12) = "pd_op.square" (%11) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    (%13) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%14) = "pd_op.mean" (%12, %13) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%14) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%15) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%16) = "pd_op.full_like" (%14, %15) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%17) = "pd_op.mean_grad" (%12, %16, %13) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%18) = "pd_op.square_grad" (%11, %17) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%19, %20) = "pd_op.subtract_grad" (%10, %5, %18) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%21, %22) = "pd_op.fused_linear_param_grad_add" (%9, %19, %kwarg_linear_2.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<0xf32>
    (%23) = "pd_op.matmul" (%19, %1) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    (%24) = "pd_op.relu_grad" (%9, %23) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%25, %26) = "pd_op.fused_linear_param_grad_add" (%7, %24, %kwarg_linear_1.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%27) = "pd_op.matmul" (%24, %2) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%28) = "pd_op.relu_grad" (%7, %27) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%29, %30) = "pd_op.fused_linear_param_grad_add" (%4, %28, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%31) = "pd_op.matmul" (%28, %3) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%32) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%33) = "pd_op.scale_" (%kwarg_linear_2.w_0@GRAD@MERGE, %32) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%34, %35) = "pd_op.sgd_" (%1, %0, %33, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%36) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%37) = "pd_op.scale_" (%kwarg_linear_1.w_0@GRAD@MERGE, %36) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%38, %39) = "pd_op.sgd_" (%2, %0, %37, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%40) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%41) = "pd_op.scale_" (%kwarg_linear_0.w_0@GRAD@MERGE, %40) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%42, %43) = "pd_op.sgd_" (%3, %0, %41, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%44) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%45) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%46) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%47) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%48) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.w_0@GRAD@MERGE, %44, %45, %46, %47) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%50) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%51) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%52) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%53) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %49, %50, %51, %52) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%54) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%55) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%56) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%57) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%58) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %54, %55, %56, %57) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
