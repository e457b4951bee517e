{
    ^kw:
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
        %kwarg_linear_3.w_0.dist@GRAD@MERGE {persistable:true,place:Place(cpu)}
    (%0) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_8.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%2) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_7.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%3) = "builtin.parameter" () {chunk_id:0,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_3.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%4) = "pd_op.data" () {chunk_id:0,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%5) = "pd_op.recv_v2" () {chunk_id:0,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:0,out_shape:[4,16],peer:0,ring_id:16,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x16xf32>
    (%6) = "pd_op.matmul" (%5, %3) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%7) = "pd_op.relu" (%6) {chunk_id:0,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "pd_op.send_v2" (%7) {chunk_id:0,dynamic_shape:false,execution_stream:"send_stream_18",op_role:0,peer:1,ring_id:18,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x16xf32>) -> 
    (%8) = "pd_op.recv_v2" () {chunk_id:1,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:0,out_shape:[4,16],peer:0,ring_id:16,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x16xf32>
    (%9) = "pd_op.matmul" (%8, %2) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_7/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%10) = "pd_op.relu" (%9) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_7/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%11) = "pd_op.matmul" (%10, %1) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%12) = "pd_op.subtract" (%11, %4) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%13) = "pd_op.square" (%12) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    (%14) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%15) = "pd_op.mean" (%13, %14) {chunk_id:1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%15) {chunk_id:1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%16) = "pd_op.full" () {chunk_id:1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%17) = "pd_op.full_like" (%15, %16) {chunk_id:1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%18) = "pd_op.mean_grad" (%13, %17, %14) {chunk_id:1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<4x8xf32>
    (%19) = "pd_op.square_grad" (%12, %18) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    (%20, %21) = "pd_op.subtract_grad" (%11, %4, %19) {axis:-1,chunk_id:1,op_role:1,stop_gradient:[false,false]} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, <<NULL TYPE>>
    (%22, %23) = "pd_op.matmul_grad" (%10, %1, %20) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>, tensor<16x8xf32>
    (%24) = "pd_op.add_" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %23) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    (%25) = "pd_op.relu_grad" (%10, %22) {chunk_id:1,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%26, %27) = "pd_op.matmul_grad" (%8, %2, %25) {chunk_id:1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16x16xf32>
    (%28) = "pd_op.add_" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %27) {chunk_id:1,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    () = "pd_op.send_v2" (%26) {chunk_id:1,dynamic_shape:false,execution_stream:"send_stream_17",op_role:1,peer:1,ring_id:17,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x16xf32>) -> 
    (%29) = "pd_op.recv_v2" () {chunk_id:0,dtype:float32,dynamic_shape:false,execution_stream:"recv_stream",op_role:1,out_shape:[4,16],peer:0,ring_id:19,scheduling_priority:0,stop_gradient:[true],use_calc_stream:true} : () -> tensor<4x16xf32>
    (%30) = "pd_op.relu_grad" (%7, %29) {chunk_id:0,op_role:1,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%31, %32) = "pd_op.matmul_grad" (%5, %3, %30) {chunk_id:0,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, tensor<16x16xf32>
    (%33) = "pd_op.add_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %32) {chunk_id:0,grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    () = "pd_op.send_v2" (%31) {chunk_id:0,dynamic_shape:false,execution_stream:"send_stream_17",op_role:1,peer:1,ring_id:17,scheduling_priority:0,stop_gradient:[],use_calc_stream:true} : (tensor<4x16xf32>) -> 
    (%34) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%35) = "pd_op.scale_" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %34) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    (%36, %37) = "pd_op.sgd_" (%1, %0, %35, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%38) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%39) = "pd_op.scale_" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %38) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%40, %41) = "pd_op.sgd_" (%2, %0, %39, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%42) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.25} : () -> tensor<1xf32>
    (%43) = "pd_op.scale_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %42) {bias:0,bias_after_scale:false,chunk_id:-1,op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    (%44, %45) = "pd_op.sgd_" (%3, %0, %43, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
    (%46) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%47) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%48) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%49) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%50) = "pd_op.set_value_with_tensor_" (%kwarg_linear_8.w_0.dist@GRAD@MERGE, %46, %47, %48, %49) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x8xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x8xf32>
    (%51) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%52) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%53) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%54) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%55) = "pd_op.set_value_with_tensor_" (%kwarg_linear_7.w_0.dist@GRAD@MERGE, %51, %52, %53, %54) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
    (%56) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:2,place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xf32>
    (%57) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%58) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%59) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:2,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%60) = "pd_op.set_value_with_tensor_" (%kwarg_linear_3.w_0.dist@GRAD@MERGE, %56, %57, %58, %59) {axes:[],chunk_id:-1,decrease_axes:[],none_axes:[],op_role:2,stop_gradient:[true]} : (tensor<16x16xf32>, tensor<1xf32>, tensor<0xi64>, tensor<0xi64>, tensor<0xi64>) -> tensor<16x16xf32>
}
