{
    ^kw:
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%2) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,6,16],stop_gradient:[true]} : () -> tensor<4x6x16xf32>
    (%6) = "pd_op.matmul" (%5, %4) {chunk_id:0,fwd_recompute_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%7) = "pd_op.add" (%6, %3) {chunk_id:0,fwd_recompute_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%8) = "pd_op.relu" (%7) {chunk_id:0,fwd_recompute_id:0,op_role:0,replace_all_uses_with_reshard_var:true,stop_gradient:[false],struct_name:"/Net/Block/Sequential/ReLU/"} : (tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%8) {chunk_id:0,dynamic_shape:false,op_role:0,peer:1,ring_id:12,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
    (%9) = "pd_op.recv_v2" () {chunk_id:1,dtype:float32,dynamic_shape:false,op_role:0,out_shape:[4,6,16],peer:0,ring_id:13,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%10) = "pd_op.matmul" (%9, %2) {chunk_id:1,fwd_recompute_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%11) = "pd_op.add" (%10, %1) {chunk_id:1,fwd_recompute_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%12) = "pd_op.relu" (%11) {chunk_id:1,fwd_recompute_id:2,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/ReLU/"} : (tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "pd_op.send_v2" (%12) {chunk_id:1,dynamic_shape:false,op_role:0,peer:1,ring_id:12,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
    (%13) = "pd_op.recv_v2" () {chunk_id:1,dtype:float32,dynamic_shape:false,op_role:1,out_shape:[4,6,16],peer:0,ring_id:13,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%14) = "pd_op.relu_grad" (%12, %13) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%15) = "pd_op.matmul" (%9, %2) {bwd_recompute_id:2,chunk_id:1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%16) = "pd_op.add" (%15, %1) {bwd_recompute_id:2,chunk_id:1,op_role:1,stop_gradient:[false],struct_name:"/Net/Block_2/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%17, %18) = "pd_op.add_grad" (%15, %1, %14) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%19) = "pd_op.add_" (%kwarg_linear_2.b_0.dist@GRAD@MERGE, %18) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%20, %21) = "pd_op.matmul_grad" (%9, %2, %17) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16x16xf32>
    (%22) = "pd_op.add_" (%kwarg_linear_2.w_0.dist@GRAD@MERGE, %21) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    () = "pd_op.send_v2" (%20) {chunk_id:1,dynamic_shape:false,op_role:1,peer:1,ring_id:12,stop_gradient:[],use_calc_stream:true} : (tensor<4x6x16xf32>) -> 
    (%23) = "pd_op.recv_v2" () {chunk_id:0,dtype:float32,dynamic_shape:false,op_role:1,out_shape:[4,6,16],peer:0,ring_id:13,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x6x16xf32>
    (%24) = "pd_op.relu_grad" (%8, %23) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    (%25) = "pd_op.matmul" (%5, %4) {bwd_recompute_id:0,chunk_id:0,op_role:1,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    (%26) = "pd_op.add" (%25, %3) {bwd_recompute_id:0,chunk_id:0,op_role:1,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    (%27, %28) = "pd_op.add_grad" (%25, %3, %24) {axis:-1,chunk_id:0,op_role:1,stop_gradient:[false,false]} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>, tensor<16xf32>
    (%29) = "pd_op.add_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %28) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    (%30, %31) = "pd_op.matmul_grad" (%5, %4, %27) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>, tensor<4x6x16xf32>) -> <<NULL TYPE>>, tensor<16x16xf32>
    (%32) = "pd_op.add_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %31) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    (%33) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%34) = "pd_op.scale_" (%kwarg_linear_2.b_0.dist@GRAD@MERGE, %33) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%35, %36) = "pd_op.sgd_" (%1, %0, %34, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%37) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%38) = "pd_op.scale_" (%kwarg_linear_2.w_0.dist@GRAD@MERGE, %37) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%39, %40) = "pd_op.sgd_" (%2, %0, %38, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%41) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%42) = "pd_op.scale_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %41) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    (%43, %44) = "pd_op.sgd_" (%3, %0, %42, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%45) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%46) = "pd_op.scale_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %45) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%47, %48) = "pd_op.sgd_" (%4, %0, %46, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%49) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%50) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%51) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%52) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%53) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.b_0.dist@GRAD@MERGE, %49, %50, %51, %52) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%54) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%55) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%56) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%57) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%58) = "pd_op.set_value_with_tensor_" (%kwarg_linear_2.w_0.dist@GRAD@MERGE, %54, %55, %56, %57) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%59) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%60) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%61) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%62) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%63) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.b_0.dist@GRAD@MERGE, %59, %60, %61, %62) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16xf32>
    (%64) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%65) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%66) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%67) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%68) = "pd_op.set_value_with_tensor_" (%kwarg_linear_0.w_0.dist@GRAD@MERGE, %64, %65, %66, %67) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
