{
    ^kw:
        %kwarg_linear_4.b_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_4.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.b_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_4.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,8],stop_gradient:[true]} : () -> tensor<4x6x8xf32>
    (%6) = "pd_op.recv_v2" () {chunk_id:-1,dtype:float32,dynamic_shape:false,op_role:0,out_shape:[4,6,16],peer:0,ring_id:16,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%7) = "pd_op.matmul" (%6, %4) {chunk_id:-1,fwd_recompute_id:3,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%8) = "pd_op.add" (%7, %3) {chunk_id:-1,fwd_recompute_id:3,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%9) = "pd_op.relu" (%8) {chunk_id:-1,fwd_recompute_id:3,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/ReLU/"} : (tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%10) = "pd_op.matmul" (%9, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>) -> tensor<4x6x8xf32>
    (%11) = "pd_op.add" (%10, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x6x8xf32>, tensor<8xf32>) -> tensor<4x6x8xf32>
    (%12) = "pd_op.subtract" (%11, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%13) = "pd_op.square" (%12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%14) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.mean" (%13, %14) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%15) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%16) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%17) = "pd_op.full_like" (%15, %16) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%18) = "pd_op.mean_grad" (%13, %17, %14) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x6x8xf32>
    (%19) = "pd_op.square_grad" (%12, %18) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    (%20, %21) = "pd_op.subtract_grad" (%11, %5, %19) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, <<NULL TYPE>>
    (%22, %23) = "pd_op.add_grad" (%10, %1, %20) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x8xf32>, tensor<8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>, tensor<8xf32>
    (%24) = "pd_op.add_" (%kwarg_linear_4.b_0.dist@GRAD@MERGE, %23) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    (%25, %26) = "pd_op.matmul_grad" (%9, %2, %22) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x16xf32>, tensor<16x8xf32>
    (%27) = "pd_op.add_" (%kwarg_linear_4.w_0.dist@GRAD@MERGE, %26) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%28) = "pd_op.relu_grad" (%9, %25) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%29) = "pd_op.matmul" (%6, %4) {bwd_recompute_id:3,chunk_id:-1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%30) = "pd_op.add" (%29, %3) {bwd_recompute_id:3,chunk_id:-1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%31, %32) = "pd_op.add_grad" (%29, %3, %28) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%33) = "pd_op.add_" (%kwarg_linear_3.b_0.dist@GRAD@MERGE, %32) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%34, %35) = "pd_op.matmul_grad" (%6, %4, %31) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%36) = "pd_op.add_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %35) {chunk_id:-1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    () = "pd_op.send_v2" (%34) {chunk_id:-1,dynamic_shape:false,op_role:1,peer:1,ring_id:17,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
    (%37) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%38) = "pd_op.scale_" (%kwarg_linear_4.b_0.dist@GRAD@MERGE, %37) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    (%39, %40) = "pd_op.sgd_" (%1, %0, %38, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<8xf32>, tensor<f32>, tensor<8xf32>, <<NULL TYPE>>) -> tensor<8xf32>, <<NULL TYPE>>
    (%41) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%42) = "pd_op.scale_" (%kwarg_linear_4.w_0.dist@GRAD@MERGE, %41) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%43, %44) = "pd_op.sgd_" (%2, %0, %42, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%45) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%46) = "pd_op.scale_" (%kwarg_linear_3.b_0.dist@GRAD@MERGE, %45) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%47, %48) = "pd_op.sgd_" (%3, %0, %46, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%50) = "pd_op.scale_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %49) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%51, %52) = "pd_op.sgd_" (%4, %0, %50, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%53) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%54) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%55) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%56) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%57) = "pd_op.set_value_with_tensor_" (%kwarg_linear_4.b_0.dist@GRAD@MERGE, %53, %54, %55, %56) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<8xf32>
    (%58) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%59) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%60) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%61) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%62) = "pd_op.set_value_with_tensor_" (%kwarg_linear_4.w_0.dist@GRAD@MERGE, %58, %59, %60, %61) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%63) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%64) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%65) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%66) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%67) = "pd_op.set_value_with_tensor_" (%kwarg_linear_3.b_0.dist@GRAD@MERGE, %63, %64, %65, %66) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%68) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%69) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%70) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%71) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%72) = "pd_op.set_value_with_tensor_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %68, %69, %70, %71) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
