{
    ^kw:
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    () = "builtin.shadow_output" (%outlet_0) {output_name:"var_1_cf.stack_create_2"} : (cf.outlet) -> 
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    () = "builtin.shadow_output" (%outlet_1) {output_name:"var_2_cf.stack_create_2"} : (cf.outlet) -> 
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%7) = "pd_op.matmul" (%5, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%7) {output_name:"var_9_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%8) = "pd_op.add" (%7, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%9) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/CondMLP/",value:[]} : () -> tensor<0xi64>
    (%10) = "pd_op.mean" (%8, %9) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/"} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%11) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],struct_name:"/CondMLP/",value:0} : () -> tensor<f32>
    (%12) = "pd_op.greater_than" (%10, %11) {chunk_id:-1,op_role:0,stop_gradient:[true],struct_name:"/CondMLP/"} : (tensor<f32>, tensor<f32>) -> tensor<b>
    () = "builtin.shadow_output" (%12) {output_name:"var_14_pd_op.greater_than_0"} : (tensor<b>) -> 
    (%13) = "pd_op.if" (%12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/"} -> tensor<4x16xf32> {
        (%14) = "pd_op.relu" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        (%15) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xf32>
        (%16) = "pd_op.scale" (%14, %15) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<1xf32>) -> tensor<4x16xf32>
        () = "cf.tuple_push" (%inlet_1, %14, %15, %16) {chunk_id:-1,op_role:0} : (cf.inlet, tensor<4x16xf32>, tensor<1xf32>, tensor<4x16xf32>) -> 
        () = "cf.yield" (%16) {chunk_id:-1,op_role:0} : (tensor<4x16xf32>) -> 
    } else {
        (%17) = "pd_op.tanh" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
        () = "cf.tuple_push" (%inlet_0, %17) {chunk_id:-1,op_role:0} : (cf.inlet, tensor<4x16xf32>) -> 
        () = "cf.yield" (%17) {chunk_id:-1,op_role:0} : (tensor<4x16xf32>) -> 
    }
    () = "builtin.shadow_output" (%13) {output_name:"var_15_pd_op.if_0"} : (tensor<4x16xf32>) -> 
    (%18) = "pd_op.matmul" (%13, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%18) {output_name:"var_16_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%19) = "pd_op.add" (%18, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear_1/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%19) {output_name:"var_17_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%20) = "pd_op.subtract" (%19, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%20) {output_name:"var_18_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%21) = "pd_op.square" (%20) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%21) {output_name:"var_19_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%22) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%22) {output_name:"var_20_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%23) = "pd_op.mean" (%21, %22) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%23) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
