{
    ^kw:
        %kwarg_linear_2.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.b_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_1.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
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
    (%12) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MLP/",value:[]} : () -> tensor<0xi64>
    (%13) = "pd_op.mean" (%11, %12) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%14) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],struct_name:"/MLP/",value:0} : () -> tensor<f32>
    (%15) = "pd_op.greater_than" (%13, %14) {chunk_id:-1,op_role:0,stop_gradient:[true],struct_name:"/MLP/"} : (tensor<f32>, tensor<f32>) -> tensor<b>
    (%16, %17, %18) = "pd_op.if" (%15) {chunk_id:-1,op_role:0,stop_gradient:[true,true,false],struct_name:"/MLP/"} -> tensor<b>, tensor<b>, tensor<4x16xf32> {
        (%19) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
        (%20) = "pd_op.mean" (%11, %19) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
        (%21) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<f32>
        (%22) = "pd_op.greater_than" (%20, %21) {chunk_id:-1,op_role:0,stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<b>
        (%23) = "pd_op.full" () {chunk_id:-1,dtype:bool,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],value:1} : () -> tensor<b>
        (%24) = "pd_op.relu" (%11) {chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        (%25) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xf32>
        (%26) = "pd_op.scale" (%24, %25) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<1xf32>) -> tensor<4x16xf32>
        (%27) = "pd_op.full" () {chunk_id:-1,dtype:bool,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<b>
        () = "cf.tuple_push" (%inlet_1, %19, %20, %21, %22, %23, %24, %25, %26, %27) {chunk_id:-1,op_role:0} : (cf.inlet, tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<b>, tensor<4x16xf32>, tensor<1xf32>, tensor<4x16xf32>, tensor<b>) -> 
        () = "cf.yield" (%23, %27, %26) {chunk_id:-1,op_role:0} : (tensor<b>, tensor<b>, tensor<4x16xf32>) -> 
    } else {
        (%28) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
        (%29) = "pd_op.mean" (%11, %28) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
        (%30) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<f32>
        (%31) = "pd_op.greater_than" (%29, %30) {chunk_id:-1,op_role:0,stop_gradient:[true]} : (tensor<f32>, tensor<f32>) -> tensor<b>
        (%32) = "pd_op.full" () {chunk_id:-1,dtype:bool,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],value:1} : () -> tensor<b>
        (%33) = "pd_op.tanh" (%11) {chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        (%34) = "pd_op.full" () {chunk_id:-1,dtype:bool,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],value:0} : () -> tensor<b>
        () = "cf.tuple_push" (%inlet_0, %28, %29, %30, %31, %32, %33, %34) {chunk_id:-1,op_role:0} : (cf.inlet, tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<b>, tensor<4x16xf32>, tensor<b>) -> 
        () = "cf.yield" (%34, %32, %33) {chunk_id:-1,op_role:0} : (tensor<b>, tensor<b>, tensor<4x16xf32>) -> 
    }
    (%35) = "pd_op.matmul" (%18, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%36) = "pd_op.add" (%35, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%37) = "pd_op.relu" (%36) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%38) = "pd_op.matmul" (%37, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%39) = "pd_op.add" (%38, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    (%40) = "pd_op.subtract" (%39, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%41) = "pd_op.square" (%40) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    (%42) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%43) = "pd_op.mean" (%41, %42) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%43) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%44) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%45) = "pd_op.full_like" (%43, %44) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%46) = "pd_op.mean_grad" (%41, %45, %42) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%47) = "pd_op.square_grad" (%40, %46) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%48, %49) = "pd_op.subtract_grad" (%39, %8, %47) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%50, %51) = "pd_op.add_grad" (%38, %1, %48) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, tensor<8xf32>
    (%52) = "pd_op.add_" (%kwarg_linear_2.b_0@GRAD@MERGE, %51) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%53, %54) = "pd_op.fused_linear_param_grad_add" (%37, %50, %kwarg_linear_2.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, tensor<0xf32>
    (%55) = "pd_op.matmul" (%50, %2) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    (%56) = "pd_op.relu_grad" (%37, %55) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%57, %58) = "pd_op.add_grad" (%35, %3, %56) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16xf32>
    (%59) = "pd_op.add_" (%kwarg_linear_1.b_0@GRAD@MERGE, %58) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%60, %61) = "pd_op.fused_linear_param_grad_add" (%18, %57, %kwarg_linear_1.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:false,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<0xf32>
    (%62) = "pd_op.matmul" (%57, %4) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%63) = "pd_op.if" (%15) {chunk_id:-1,op_role:1,stop_gradient:[false]} -> tensor<4x16xf32> {
        (%64, %65, %66, %67, %68, %69, %70, %71, %72) = "cf.tuple_pop" (%outlet_1) {chunk_id:-1,op_role:1,stop_gradient:[true,false,true,true,true,false,true,false,true]} : (cf.outlet) -> tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<b>, tensor<4x16xf32>, tensor<1xf32>, tensor<4x16xf32>, tensor<b>
        (%73) = "pd_op.scale" (%62, %70) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<1xf32>) -> tensor<4x16xf32>
        (%74) = "pd_op.relu_grad" (%69, %73) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        () = "cf.yield" (%74) {chunk_id:-1,op_role:1} : (tensor<4x16xf32>) -> 
    } else {
        (%75, %76, %77, %78, %79, %80, %81) = "cf.tuple_pop" (%outlet_0) {chunk_id:-1,op_role:1,stop_gradient:[true,false,true,true,true,false,true]} : (cf.outlet) -> tensor<0xi64>, tensor<f32>, tensor<f32>, tensor<b>, tensor<b>, tensor<4x16xf32>, tensor<b>
        (%82) = "pd_op.tanh_grad" (%80, %62) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        () = "cf.yield" (%82) {chunk_id:-1,op_role:1} : (tensor<4x16xf32>) -> 
    }
    (%83) = "pd_op.relu_grad" (%11, %63) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%84) = "pd_op.matmul" (%83, %6) {stop_gradient:[false],transpose_x:false,transpose_y:true} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%85, %86) = "pd_op.fused_linear_param_grad_add" (%7, %83, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>) {has_bias:true,multi_precision:false,stop_gradient:[false,false]} : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, tensor<16xf32>
    (%87) = "pd_op.add_" (%kwarg_linear_0.b_0@GRAD@MERGE, %86) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%88) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%89) = "pd_op.scale_" (%kwarg_linear_2.b_0@GRAD@MERGE, %88) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%90, %91) = "pd_op.sgd_" (%1, %0, %89, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<8xf32>, tensor<f32>, tensor<8xf32>, <<NULL TYPE>>) -> tensor<8xf32>, <<NULL TYPE>>
    (%92) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%93) = "pd_op.scale_" (%kwarg_linear_2.w_0@GRAD@MERGE, %92) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%94, %95) = "pd_op.sgd_" (%2, %0, %93, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%96) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%97) = "pd_op.scale_" (%kwarg_linear_1.b_0@GRAD@MERGE, %96) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%98, %99) = "pd_op.sgd_" (%3, %0, %97, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%100) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%101) = "pd_op.scale_" (%kwarg_linear_1.w_0@GRAD@MERGE, %100) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%102, %103) = "pd_op.sgd_" (%4, %0, %101, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%104) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%105) = "pd_op.scale_" (%kwarg_linear_0.b_0@GRAD@MERGE, %104) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%106, %107) = "pd_op.sgd_" (%5, %0, %105, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%108) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%109) = "pd_op.scale_" (%kwarg_linear_0.w_0@GRAD@MERGE, %108) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%110, %111) = "pd_op.sgd_" (%6, %0, %109, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%112) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%113) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%114) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%115) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%116) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.b_0@GRAD@MERGE, %112, %113, %114, %115) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%117) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%118) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%119) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%120) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%121) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.w_0@GRAD@MERGE, %117, %118, %119, %120) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%122) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%123) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%124) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%125) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%126) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.b_0@GRAD@MERGE, %122, %123, %124, %125) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%127) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%128) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%129) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%130) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%131) = "pd_op.set_value_with_tensor_" (%kwarg_linear_1.w_0@GRAD@MERGE, %127, %128, %129, %130) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%132) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%133) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%134) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%135) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%136) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0@GRAD@MERGE, %132, %133, %134, %135) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%137) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%138) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%139) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%140) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%141) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0@GRAD@MERGE, %137, %138, %139, %140) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
