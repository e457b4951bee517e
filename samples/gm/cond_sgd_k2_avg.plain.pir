{
    (%0) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"learning_rate_0",op_role:0,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true]} : () -> tensor<f32>
    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    (%stack_1, %inlet_1, %outlet_1) = "cf.stack_create" () {chunk_id:-1,op_role:0} : () -> cf.stack, cf.inlet, cf.outlet
    (%1) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%2) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_1.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%3) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {chunk_id:-1,is_distributed:[false],is_parameter:[true],need_clip:[true],op_role:0,parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%5) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"input0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[8,16],stop_gradient:[true]} : () -> tensor<8x16xf32>
    (%6) = "pd_op.data" () {chunk_id:-1,dtype:float32,name:"label0",op_role:0,persistable:[false],place:Place(undefined:0),shape:[8,8],stop_gradient:[true]} : () -> tensor<8x8xf32>
    (%7) = "pd_op.matmul" (%5, %4) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear/",transpose_x:false,transpose_y:false} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    (%8) = "pd_op.add" (%7, %3) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear/"} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
    (%9) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/CondMLP/",value:[]} : () -> tensor<0xi64>
    (%10) = "pd_op.mean" (%8, %9) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/"} : (tensor<8x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%11) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(undefined:0),shape:[],stop_gradient:[true],struct_name:"/CondMLP/",value:0} : () -> tensor<f32>
    (%12) = "pd_op.greater_than" (%10, %11) {chunk_id:-1,op_role:0,stop_gradient:[true],struct_name:"/CondMLP/"} : (tensor<f32>, tensor<f32>) -> tensor<b>
    (%13) = "pd_op.if" (%12) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/"} -> tensor<8x16xf32> {
        (%14) = "pd_op.relu" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<8x16xf32>) -> tensor<8x16xf32>
        (%15) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],value:2} : () -> tensor<1xf32>
        (%16) = "pd_op.scale" (%14, %15) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<8x16xf32>, tensor<1xf32>) -> tensor<8x16xf32>
        () = "cf.tuple_push" (%inlet_1, %14, %15, %16) {chunk_id:-1,op_role:0} : (cf.inlet, tensor<8x16xf32>, tensor<1xf32>, tensor<8x16xf32>) -> 
        () = "cf.yield" (%16) {chunk_id:-1,op_role:0} : (tensor<8x16xf32>) -> 
    } else {
        (%17) = "pd_op.tanh" (%8) {chunk_id:-1,op_role:0,stop_gradient:[false]} : (tensor<8x16xf32>) -> tensor<8x16xf32>
        () = "cf.tuple_push" (%inlet_0, %17) {chunk_id:-1,op_role:0} : (cf.inlet, tensor<8x16xf32>) -> 
        () = "cf.yield" (%17) {chunk_id:-1,op_role:0} : (tensor<8x16xf32>) -> 
    }
    (%18) = "pd_op.matmul" (%13, %2) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    (%19) = "pd_op.add" (%18, %1) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/CondMLP/Linear_1/"} : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
    (%20) = "pd_op.subtract" (%19, %6) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    (%21) = "pd_op.square" (%20) {chunk_id:-1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    (%22) = "pd_op.full_int_array" () {chunk_id:-1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    (%23) = "pd_op.mean" (%21, %22) {chunk_id:-1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<8x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%23) {chunk_id:-1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
    (%24) = "pd_op.full" () {chunk_id:-1,dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>
    (%25) = "pd_op.full_like" (%23, %24) {chunk_id:-1,dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
    (%26) = "pd_op.mean_grad" (%21, %25, %22) {chunk_id:-1,keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]} : (tensor<8x8xf32>, tensor<f32>, tensor<0xi64>) -> tensor<8x8xf32>
    (%27) = "pd_op.square_grad" (%20, %26) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    (%28, %29) = "pd_op.subtract_grad" (%19, %6, %27) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>, <<NULL TYPE>>
    (%30, %31) = "pd_op.add_grad" (%18, %1, %28) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>, tensor<8xf32>
    (%32, %33) = "pd_op.matmul_grad" (%13, %2, %30) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>, tensor<16x8xf32>
    (%34) = "pd_op.if" (%12) {chunk_id:-1,op_role:1,stop_gradient:[false]} -> tensor<8x16xf32> {
        (%35, %36, %37) = "cf.tuple_pop" (%outlet_1) {chunk_id:-1,op_role:1,stop_gradient:[false,true,false]} : (cf.outlet) -> tensor<8x16xf32>, tensor<1xf32>, tensor<8x16xf32>
        (%38) = "pd_op.scale" (%32, %36) {bias:0,bias_after_scale:true,chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<8x16xf32>, tensor<1xf32>) -> tensor<8x16xf32>
        (%39) = "pd_op.relu_grad" (%35, %38) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
        () = "cf.yield" (%39) {chunk_id:-1,op_role:1} : (tensor<8x16xf32>) -> 
    } else {
        (%40) = "cf.tuple_pop" (%outlet_0) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (cf.outlet) -> tensor<8x16xf32>
        (%41) = "pd_op.tanh_grad" (%40, %32) {chunk_id:-1,op_role:1,stop_gradient:[false]} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
        () = "cf.yield" (%41) {chunk_id:-1,op_role:1} : (tensor<8x16xf32>) -> 
    }
    (%42, %43) = "pd_op.add_grad" (%7, %3, %34) {axis:-1,chunk_id:-1,op_role:1,stop_gradient:[false,false]} : (tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, tensor<16xf32>
    (%44, %45) = "pd_op.matmul_grad" (%5, %4, %42) {chunk_id:-1,op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> <<NULL TYPE>>, tensor<16x16xf32>
    (%46, %47) = "pd_op.sgd_" (%1, %0, %31, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<8xf32>, tensor<f32>, tensor<8xf32>, <<NULL TYPE>>) -> tensor<8xf32>, <<NULL TYPE>>
    (%48, %49) = "pd_op.sgd_" (%2, %0, %33, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x8xf32>, tensor<f32>, tensor<16x8xf32>, <<NULL TYPE>>) -> tensor<16x8xf32>, <<NULL TYPE>>
    (%50, %51) = "pd_op.sgd_" (%3, %0, %43, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<16xf32>, <<NULL TYPE>>
    (%52, %53) = "pd_op.sgd_" (%4, %0, %45, <<NULL VALUE>>) {chunk_id:-1,multi_precision:false,op_role:2,stop_gradient:[true,false]} : (tensor<16x16xf32>, tensor<f32>, tensor<16x16xf32>, <<NULL TYPE>>) -> tensor<16x16xf32>, <<NULL TYPE>>
}
