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
    (%30, %31) = "pd_op.matmul_grad" (%14, %2, %27) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>, tensor<16x8xf32>
    (%32) = "pd_op.add_" (%kwarg_linear_2.w_0@GRAD@MERGE, %31) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%33) = "pd_op.relu_grad" (%14, %30) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%34, %35) = "pd_op.add_grad" (%12, %3, %33) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%36) = "pd_op.add_" (%kwarg_linear_1.b_0@GRAD@MERGE, %35) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%37, %38) = "pd_op.matmul_grad" (%11, %4, %34) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16x16xf32>
    (%39) = "pd_op.add_" (%kwarg_linear_1.w_0@GRAD@MERGE, %38) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%40) = "pd_op.relu_grad" (%11, %37) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%41, %42) = "pd_op.add_grad" (%9, %5, %40) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%43) = "pd_op.add_" (%kwarg_linear_0.b_0@GRAD@MERGE, %42) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%44, %45) = "pd_op.matmul_grad" (%7, %6, %41) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> <<NULL TYPE>>, tensor<16x16xf32>
    (%46) = "pd_op.add_" (%kwarg_linear_0.w_0@GRAD@MERGE, %45) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%47) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%48) = "pd_op.scale_" (%kwarg_linear_2.b_0@GRAD@MERGE, %47) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%49, %50) = "pd_op.sgd_" (%1, %0, %48, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<8xf32>, tensor<f32>, tensor<8xf32>, <<NULL TYPE>>) -> tensor<8xf32>, <<NULL TYPE>>
    (%51) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%52) = "pd_op.scale_" (%kwarg_linear_2.w_0@GRAD@MERGE, %51) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%53, %54) = "pd_op.sgd_" (%2, %0, %52, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%55) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%56) = "pd_op.scale_" (%kwarg_linear_1.b_0@GRAD@MERGE, %55) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%57, %58) = "pd_op.sgd_" (%3, %0, %56, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%59) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%60) = "pd_op.scale_" (%kwarg_linear_1.w_0@GRAD@MERGE, %59) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%61, %62) = "pd_op.sgd_" (%4, %0, %60, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%63) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%64) = "pd_op.scale_" (%kwarg_linear_0.b_0@GRAD@MERGE, %63) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%65, %66) = "pd_op.sgd_" (%5, %0, %64, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%67) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%68) = "pd_op.scale_" (%kwarg_linear_0.w_0@GRAD@MERGE, %67) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%69, %70) = "pd_op.sgd_" (%6, %0, %68, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%71) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%72) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%73) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%74) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%75) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.b_0@GRAD@MERGE, %71, %72, %73, %74) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%76) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%77) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%78) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%79) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%80) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.w_0@GRAD@MERGE, %76, %77, %78, %79) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%81) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%82) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%83) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%84) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%85) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %81, %82, %83, %84) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%86) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%87) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%88) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%89) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%90) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %86, %87, %88, %89) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%91) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%92) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%93) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%94) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%95) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %91, %92, %93, %94) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%96) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%97) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%98) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%99) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%100) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %96, %97, %98, %99) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
