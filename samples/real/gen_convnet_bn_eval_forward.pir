{
    (%0) = "pd_op.data" () {dtype:float32,name:"img",place:Place(undefined:0),shape:[-1,3,8,8],stop_gradient:[true]} : () -> tensor<-1x3x8x8xf32>
    (%1) = "pd_op.conv2d" (%0, %2) {data_format:"NCHW",dilations:[1,1],groups:1,padding_algorithm:"EXPLICIT",paddings:[1,1],stop_gradient:[false],strides:[1,1],struct_name:"/Conv2D_2/"} : (tensor<-1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<-1x8x8x8xf32>
    (%3) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],struct_name:"/Conv2D_2/",value:[1,-1,1,1]} : () -> tensor<4xi64>
    (%4) = "pd_op.reshape" (%5, %3) {stop_gradient:[false],struct_name:"/Conv2D_2/"} : (tensor<8xf32>, tensor<4xi64>) -> tensor<1x8x1x1xf32>
    (%6) = "pd_op.add" (%1, %4) {stop_gradient:[false],struct_name:"/Conv2D_2/"} : (tensor<-1x8x8x8xf32>, tensor<1x8x1x1xf32>) -> tensor<-1x8x8x8xf32>
    (%7, %8, %9, %10, %11, %12) = "pd_op.batch_norm_" (%6, %13, %14, %15, %16) {data_format:"NCHW",epsilon:1e-05,is_test:true,momentum:0.9,stop_gradient:[false,false,false,false,false,false],struct_name:"/BatchNorm2D_2/",trainable_statistics:false,use_global_stats:true} : (tensor<-1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<-1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<-1xu8>
    (%17) = "pd_op.relu" (%7) {stop_gradient:[false]} : (tensor<-1x8x8x8xf32>) -> tensor<-1x8x8x8xf32>
    (%18) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],struct_name:"/MaxPool2D_1/",value:[2,2]} : () -> tensor<2xi64>
    (%19) = "pd_op.pool2d" (%17, %18) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,padding_algorithm:"EXPLICIT",paddings:[0,0],pooling_type:"max",stop_gradient:[false],strides:[2,2],struct_name:"/MaxPool2D_1/"} : (tensor<-1x8x8x8xf32>, tensor<2xi64>) -> tensor<-1x8x4x4xf32>
    (%20) = "pd_op.conv2d" (%19, %21) {data_format:"NCHW",dilations:[1,1],groups:1,padding_algorithm:"EXPLICIT",paddings:[1,1],stop_gradient:[false],strides:[1,1],struct_name:"/Conv2D_3/"} : (tensor<-1x8x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<-1x16x4x4xf32>
    (%22, %23, %24, %25, %26, %27) = "pd_op.batch_norm_" (%20, %28, %29, %30, %31) {data_format:"NCHW",epsilon:1e-05,is_test:true,momentum:0.9,stop_gradient:[false,false,false,false,false,false],struct_name:"/BatchNorm2D_3/",trainable_statistics:false,use_global_stats:true} : (tensor<-1x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<-1x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<-1xu8>
    (%32) = "pd_op.relu" (%22) {stop_gradient:[false]} : (tensor<-1x16x4x4xf32>) -> tensor<-1x16x4x4xf32>
    (%33) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],struct_name:"/AvgPool2D_1/",value:[2,2]} : () -> tensor<2xi64>
    (%34) = "pd_op.pool2d" (%32, %33) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,padding_algorithm:"EXPLICIT",paddings:[0,0],pooling_type:"avg",stop_gradient:[false],strides:[2,2],struct_name:"/AvgPool2D_1/"} : (tensor<-1x16x4x4xf32>, tensor<2xi64>) -> tensor<-1x16x2x2xf32>
    (%35) = "pd_op.flatten" (%34) {start_axis:1,stop_axis:3,stop_gradient:[false]} : (tensor<-1x16x2x2xf32>) -> tensor<-1x64xf32>
    (%36) = "pd_op.matmul" (%35, %37) {stop_gradient:[false],struct_name:"/Linear_1/",transpose_x:false,transpose_y:false} : (tensor<-1x64xf32>, tensor<64x10xf32>) -> tensor<-1x10xf32>
    (%38) = "pd_op.add" (%36, %39) {stop_gradient:[false],struct_name:"/Linear_1/"} : (tensor<-1x10xf32>, tensor<10xf32>) -> tensor<-1x10xf32>
    (%40) = "pd_op.softmax" (%38) {axis:-1,stop_gradient:[false]} : (tensor<-1x10xf32>) -> tensor<-1x10xf32>
}
