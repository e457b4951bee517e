{
    ^kw:
        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_1.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_0.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_2.b_0@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    () = "builtin.shadow_output" (%outlet_0) {output_name:"var_1_cf.stack_create_2"} : (cf.outlet) -> 
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    () = "builtin.shadow_output" (%outlet_1) {output_name:"var_2_cf.stack_create_2"} : (cf.outlet) -> 
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_2.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%6) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%7) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%8) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[4,8],stop_gradient:[true]} : () -> tensor<4x8xf32>
    (%9) = "pd_op.matmul" (%7, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%9) {output_name:"var_11_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%10) = "pd_op.add" (%9, %5) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%11) = "pd_op.relu" (%10) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%11) {output_name:"var_13_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%12) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MLP/",value:[]} : () -> tensor<0xi64>
    (%13) = "pd_op.mean" (%11, %12) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%14) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],struct_name:"/MLP/",value:0} : () -> tensor<f32>
    (%15) = "pd_op.greater_than" (%13, %14) {chunk_id:-1,op_role:0,stop_gradient:[true],struct_name:"/MLP/"} : (tensor<f32>, tensor<f32>) -> tensor<b>
    () = "builtin.shadow_output" (%15) {output_name:"var_17_pd_op.greater_than_0"} : (tensor<b>) -> 
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
    () = "builtin.shadow_output" (%18) {output_name:"var_18_pd_op.if_2"} : (tensor<4x16xf32>) -> 
    (%35) = "pd_op.matmul" (%18, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%35) {output_name:"var_19_pd_op.matmul_0"} : (tensor<4x16xf32>) -> 
    (%36) = "pd_op.add" (%35, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_1/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%37) = "pd_op.relu" (%36) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    () = "builtin.shadow_output" (%37) {output_name:"var_21_pd_op.relu_0"} : (tensor<4x16xf32>) -> 
    (%38) = "pd_op.matmul" (%37, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%38) {output_name:"var_22_pd_op.matmul_0"} : (tensor<4x8xf32>) -> 
    (%39) = "pd_op.add" (%38, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MLP/Linear_2/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%39) {output_name:"var_23_pd_op.add_0"} : (tensor<4x8xf32>) -> 
    (%40) = "pd_op.subtract" (%39, %8) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%40) {output_name:"var_24_pd_op.subtract_0"} : (tensor<4x8xf32>) -> 
    (%41) = "pd_op.square" (%40) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%41) {output_name:"var_25_pd_op.square_0"} : (tensor<4x8xf32>) -> 
    (%42) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%42) {output_name:"var_26_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%43) = "pd_op.mean" (%41, %42) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%43) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
