{
    ^kw:
        %kwarg_linear_2.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%6) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%9) = "pd_op.matmul" (%7, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%10) = "pd_op.add" (%9, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%11) = "pd_op.relu" (%10) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%12) = "pd_op.matmul" (%11, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%13) = "pd_op.add" (%12, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%14) = "pd_op.relu" (%13) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%15) = "pd_op.matmul" (%14, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%16) = "pd_op.add" (%15, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    (%17) = "pd_op.subtract" (%16, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%18) = "pd_op.square" (%17) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    (%19) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%20) = "pd_op.mean" (%18, %19) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%20) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%21) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%22) = "pd_op.full_like" (%20, %21) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%23) = "pd_op.mean_grad" (%18, %22, %19) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%24) = "pd_op.square_grad" (%17, %23) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%25, %26) = "pd_op.subtract_grad" (%16, %8, %24) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%27, %28) = "pd_op.add_grad" (%15, %1, %25) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, tensor<8xf32>
    (%29) = "pd_op.add_" (%kwarg_linear_2.b_0@GRAD@MERGE, %28) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%30, %31) = "pd_op.fused_linear_param_grad_add" (%14, %27, %kwarg_linear_2.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<0xf32>
    (%32) = "pd_op.matmul" (%27, %2) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    (%33) = "pd_op.relu_grad" (%14, %32) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%34, %35) = "pd_op.add_grad" (%12, %3, %33) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%36) = "pd_op.add_" (%kwarg_linear_1.b_0@GRAD@MERGE, %35) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%37, %38) = "pd_op.fused_linear_param_grad_add" (%11, %34, %kwarg_linear_1.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%39) = "pd_op.matmul" (%34, %4) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%40) = "pd_op.relu_grad" (%11, %39) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%41) = "pd_op.matmul" (%40, %6) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%42, %43) = "pd_op.fused_linear_param_grad_add" (%7, %40, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:true,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<16xf32>
    (%44) = "pd_op.add_" (%kwarg_linear_0.b_0@GRAD@MERGE, %43) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%45) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%46) = "pd_op.scale_" (%kwarg_linear_2.b_0@GRAD@MERGE, %45) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%47, %48) = "pd_op.sgd_" (%1, %0, %46, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<8xf32>, tensor<f32>, tensor<8xf32>, <<NULL TYPE>>) -> tensor<8xf32>, <<NULL TYPE>>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%50) = "pd_op.scale_" (%kwarg_linear_2.w_0@GRAD@MERGE, %49) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%51, %52) = "pd_op.sgd_" (%2, %0, %50, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%53) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%54) = "pd_op.scale_" (%kwarg_linear_1.b_0@GRAD@MERGE, %53) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%55, %56) = "pd_op.sgd_" (%3, %0, %54, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%57) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%58) = "pd_op.scale_" (%kwarg_linear_1.w_0@GRAD@MERGE, %57) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%59, %60) = "pd_op.sgd_" (%4, %0, %58, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%61) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%62) = "pd_op.scale_" (%kwarg_linear_0.b_0@GRAD@MERGE, %61) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%63, %64) = "pd_op.sgd_" (%5, %0, %62, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%65) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%66) = "pd_op.scale_" (%kwarg_linear_0.w_0@GRAD@MERGE, %65) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%67, %68) = "pd_op.sgd_" (%6, %0, %66, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%69) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%70) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%71) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%72) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%73) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.b_0@GRAD@MERGE, %69, %70, %71, %72) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%74) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%75) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%76) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%77) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%78) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.w_0@GRAD@MERGE, %74, %75, %76, %77) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%79) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%80) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%81) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%82) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%83) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %79, %80, %81, %82) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%84) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%85) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%86) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%87) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%88) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %84, %85, %86, %87) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%89) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%90) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%91) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%92) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%93) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %89, %90, %91, %92) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%94) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%95) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%96) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%97) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%98) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %94, %95, %96, %97) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
