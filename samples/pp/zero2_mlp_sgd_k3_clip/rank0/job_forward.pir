{
    ^kw:
        %kwarg_linear_0.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%6) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0.dist",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[8,16],stop_gradient:[true]} : () -> tensor<8x16xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%9) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%10) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[4]} : () -> tensor<1xi64>
    (%11) = "pd_op.slice" (%7, %9, %10) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:0,stop_gradient:[true]} : (tensor<8x16xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%11) {output_name:"var_11_pd_op.slice_0"} : (tensor<4x16xf32>) -> 
    (%12) = "pd_op.matmul" (%11, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%12) {output_name:"var_12_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%13) = "pd_op.add" (%12, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/Sequential/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%14) = "pd_op.relu" (%13) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%14) {output_name:"var_14_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%15) = "pd_op.matmul" (%14, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%15) {output_name:"var_15_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%16) = "pd_op.add" (%15, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%17) = "pd_op.relu" (%16) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_1/Sequential/ReLU/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%17) {output_name:"var_17_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%18) = "pd_op.matmul" (%17, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%18) {output_name:"var_18_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%19) = "pd_op.add" (%18, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%19) {output_name:"var_19_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%20) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[0]} : () -> tensor<1xi64>
    (%21) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[4]} : () -> tensor<1xi64>
    (%22) = "pd_op.slice" (%8, %20, %21) {axes:[0],chunk_id:-1,decrease_axis:[],infer_flags:[1],op_role:0,stop_gradient:[true]} : (tensor<8x8xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%22) {output_name:"var_22_pd_op.slice_0"} : (tensor<4x8xf32>) -> 
    (%23) = "pd_op.subtract" (%19, %22) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%23) {output_name:"var_23_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%24) = "pd_op.square" (%23) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%24) {output_name:"var_24_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%25) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%25) {output_name:"var_25_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%26) = "pd_op.mean" (%24, %25) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%26) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
