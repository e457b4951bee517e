{
    ^kw:
        %kwarg_linear_24.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_layer_norm_7.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_23.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_22.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_21.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_21.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_20.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_20.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_19.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_24.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_18.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_23.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_2.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_21.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_2.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_21.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_19.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_3.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_19.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_var_208_pd_op.recv_v2_0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_8.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_20.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_23.b_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_23.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_7.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_9.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_6.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.w_0.dist {persistable:true,place:Place(cpu)}
        %kwarg_linear_19.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_label0 {persistable:false,place:Place(cpu)}
        %kwarg_linear_9.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_6.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_layer_norm_7.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_22.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_24.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_11.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_24.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_20.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_18.b_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
        %kwarg_linear_10.w_0.dist@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0, %1, %2) = "pd_op.layer_norm" (%kwarg_var_208_pd_op.recv_v2_0, %kwarg_layer_norm_6.w_0.dist, %kwarg_layer_norm_6.b_0.dist) {begin_norm_axis:2,chunk_id:1,epsilon:1e-05,events_to_wait:["var_208_pd_op.recv_v2_0"],op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_3/TransformerEncoderLayer/LayerNorm/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%2) {output_name:"var_209_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%1) {output_name:"var_209_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%0) {output_name:"var_209_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%3) = "pd_op.matmul" (%0, %kwarg_linear_18.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%3) {output_name:"var_210_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%4) = "pd_op.add" (%3, %kwarg_linear_18.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%4) {output_name:"var_211_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%5) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%6) = "pd_op.reshape" (%4, %5) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%7) = "pd_op.transpose" (%6) {chunk_id:1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    (%8) = "pd_op.matmul" (%0, %kwarg_linear_19.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%8) {output_name:"var_215_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%9) = "pd_op.add" (%8, %kwarg_linear_19.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%9) {output_name:"var_216_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%10) = "pd_op.matmul" (%0, %kwarg_linear_20.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear_2/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%10) {output_name:"var_217_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%11) = "pd_op.add" (%10, %kwarg_linear_20.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear_2/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%11) {output_name:"var_218_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%12) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%13) = "pd_op.reshape" (%9, %12) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%14) = "pd_op.transpose" (%13) {chunk_id:1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%14) {output_name:"var_221_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%15) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,2,8]} : () -> tensor<4xi64>
    (%16) = "pd_op.reshape" (%11, %15) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x16xf32>, tensor<4xi64>) -> tensor<4x6x2x8xf32>
    (%17) = "pd_op.transpose" (%16) {chunk_id:1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%17) {output_name:"var_224_pd_op.transpose_0"} : (tensor<4x2x6x8xf32>) -> 
    (%18) = "pd_op.full" () {chunk_id:1,dtype:float32,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",value:0.353553} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%18) {output_name:"var_225_pd_op.full_0"} : (tensor<1xf32>) -> 
    (%19) = "pd_op.scale" (%7, %18) {bias:0,bias_after_scale:true,chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>, tensor<1xf32>) -> tensor<4x2x6x8xf32>
    () = "builtin.shadow_output" (%19) {output_name:"var_226_pd_op.scale_0"} : (tensor<4x2x6x8xf32>) -> 
    (%20) = "pd_op.matmul" (%19, %14) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:true} : (tensor<4x2x6x8xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x6xf32>
    (%21) = "pd_op.softmax" (%20) {axis:-1,chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x6xf32>) -> tensor<4x2x6x6xf32>
    () = "builtin.shadow_output" (%21) {output_name:"var_228_pd_op.softmax_0"} : (tensor<4x2x6x6xf32>) -> 
    (%22) = "pd_op.matmul" (%21, %17) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",transpose_x:false,transpose_y:false} : (tensor<4x2x6x6xf32>, tensor<4x2x6x8xf32>) -> tensor<4x2x6x8xf32>
    (%23) = "pd_op.transpose" (%22) {chunk_id:1,op_role:0,perm:[0,2,1,3],stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x2x6x8xf32>) -> tensor<4x6x2x8xf32>
    () = "builtin.shadow_output" (%23) {output_name:"var_230_pd_op.transpose_0"} : (tensor<4x6x2x8xf32>) -> 
    (%24) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/",value:[4,6,16]} : () -> tensor<3xi64>
    (%25) = "pd_op.reshape" (%23, %24) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/"} : (tensor<4x6x2x8xf32>, tensor<3xi64>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%25) {output_name:"var_232_pd_op.reshape_0"} : (tensor<4x6x16xf32>) -> 
    (%26) = "pd_op.matmul" (%25, %kwarg_linear_21.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear_3/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%26) {output_name:"var_233_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%27) = "pd_op.add" (%26, %kwarg_linear_21.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/MultiHeadAttention/Linear_3/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%27) {output_name:"var_234_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%28) = "pd_op.add" (%kwarg_var_208_pd_op.recv_v2_0, %27) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%28) {output_name:"var_235_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%29, %30, %31) = "pd_op.layer_norm" (%28, %kwarg_layer_norm_7.w_0.dist, %kwarg_layer_norm_7.b_0.dist) {begin_norm_axis:2,chunk_id:1,epsilon:1e-05,op_role:0,stop_gradient:[false,false,false],struct_name:"/Net/Block_3/TransformerEncoderLayer/LayerNorm_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>, tensor<4x6xf32>, tensor<4x6xf32>
    () = "builtin.shadow_output" (%31) {output_name:"var_236_pd_op.layer_norm_2"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%30) {output_name:"var_236_pd_op.layer_norm_1"} : (tensor<4x6xf32>) -> 
    () = "builtin.shadow_output" (%29) {output_name:"var_236_pd_op.layer_norm_0"} : (tensor<4x6x16xf32>) -> 
    (%32) = "pd_op.matmul" (%29, %kwarg_linear_22.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%32) {output_name:"var_237_pd_op.matmul_0"} : (tensor<4x6x32xf32>) -> 
    (%33) = "pd_op.add" (%32, %kwarg_linear_22.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/Linear/"} : (tensor<4x6x32xf32>, tensor<32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%33) {output_name:"var_238_pd_op.add_0"} : (tensor<4x6x32xf32>) -> 
    (%34) = "pd_op.gelu" (%33) {approximate:false,chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/"} : (tensor<4x6x32xf32>) -> tensor<4x6x32xf32>
    () = "builtin.shadow_output" (%34) {output_name:"var_239_pd_op.gelu_0"} : (tensor<4x6x32xf32>) -> 
    (%35) = "pd_op.matmul" (%34, %kwarg_linear_23.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<4x6x32xf32>, tensor<32x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%35) {output_name:"var_240_pd_op.matmul_0"} : (tensor<4x6x16xf32>) -> 
    (%36) = "pd_op.add" (%35, %kwarg_linear_23.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/Linear_1/"} : (tensor<4x6x16xf32>, tensor<16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%36) {output_name:"var_241_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%37) = "pd_op.add" (%28, %36) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Block_3/TransformerEncoderLayer/"} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    () = "builtin.shadow_output" (%37) {output_name:"var_242_pd_op.add_0"} : (tensor<4x6x16xf32>) -> 
    (%38) = "pd_op.matmul" (%37, %kwarg_linear_24.w_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x6x16xf32>, tensor<16x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%38) {output_name:"var_243_pd_op.matmul_0"} : (tensor<4x6x8xf32>) -> 
    (%39) = "pd_op.add" (%38, %kwarg_linear_24.b_0.dist) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/Net/Linear/"} : (tensor<4x6x8xf32>, tensor<8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%39) {output_name:"var_244_pd_op.add_0"} : (tensor<4x6x8xf32>) -> 
    (%40) = "pd_op.subtract" (%39, %kwarg_label0) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%40) {output_name:"var_245_pd_op.subtract_0"} : (tensor<4x6x8xf32>) -> 
    (%41) = "pd_op.square" (%40) {chunk_id:1,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    () = "builtin.shadow_output" (%41) {output_name:"var_246_pd_op.square_0"} : (tensor<4x6x8xf32>) -> 
    (%42) = "pd_op.full_int_array" () {chunk_id:1,dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],struct_name:"/MSELoss/",value:[]} : () -> tensor<0xi64>
    () = "builtin.shadow_output" (%42) {output_name:"var_247_pd_op.full_int_array_0"} : (tensor<0xi64>) -> 
    (%43) = "pd_op.mean" (%41, %42) {chunk_id:1,keepdim:false,op_role:0,stop_gradient:[false],struct_name:"/MSELoss/"} : (tensor<4x6x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%43) {chunk_id:1,op_role:0,output_name:"loss_0"} : (tensor<f32>) -> 
}
