{
    (%0) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16xf32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x16xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%3) = "pd_op.matmul" (%2, %1) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    (%4) = "pd_op.add" (%3, %0) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    (%5) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%6, %7) = "pd_op.dropout" (%4, <<NULL VALUE>>, %5) {fix_seed:false,is_test:false,mode:"upscale_in_train",seed:0,stop_gradient:[false,false]} : (tensor<4x16xf32>, <<NULL TYPE>>, tensor<1xf32>) -> tensor<4x16xf32>, tensor<4x16xu8>
    (%8) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%9) = "pd_op.mean" (%4, %8) {keepdim:false,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    (%10) = "pd_op.print" (%9) {first_n:-1,is_forward:true,message:"mean of h",print_phase:"BOTH",print_tensor_layout:true,print_tensor_lod:true,print_tensor_name:true,print_tensor_shape:true,print_tensor_type:true,stop_gradient:[false],summarize:20} : (tensor<f32>) -> tensor<f32>
    (%11) = "pd_op.full" () {dtype:float32,place:Place(undefined:0),shape:[4,16],stop_gradient:[false],value:0} : () -> tensor<4x16xf32>
    (%12) = "pd_op.exp" (%4) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%13) = "pd_op.assign_out_" (%12, %11) {} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    (%14) = "pd_op.relu" (%4) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    (%15) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%16) = "pd_op.sum" (%14, %15) {dtype:Undefined,keepdim:false,stop_gradient:[false]} : (tensor<4x16xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%16) {output_name:"out"} : (tensor<f32>) -> 
}
