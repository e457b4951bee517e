{
    (%0) = "pd_op.full" () {dtype:float32,op_role:0,value:0} : () -> tensor<f32>
    (%1) = "pd_op.scale" (%0, %0) {op_role:0} : (tensor<f32>, tensor<f32>) -> tensor<f32>

    (%2) = "pd_op.scale" (%0, %0) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%3) = "pd_op.if" (%0) {op_role:1} -> tensor<f32> {
        (%10) = "pd_op.scale" (%0, %0) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        (%11) = "pd_op.scale" (%10, %0) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        () = "cf.yield" (%11) {op_role:1} : (tensor<f32>) -> 
    } else {
        (%12) = "pd_op.scale" (%0, %2) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        () = "cf.yield" (%12) {op_role:1} : (tensor<f32>) -> 
    }
    (%4) = "pd_op.scale" (%0, %0) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%5) = "pd_op.scale" (%0, %4) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%13) = "pd_op.if" (%0) {op_role:1} -> tensor<f32> {
        (%15) = "pd_op.scale" (%0, %5) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        () = "cf.yield" (%15) {op_role:1} : (tensor<f32>) -> 
    } else {
        () = "cf.yield" (%0) {op_role:1} : (tensor<f32>) -> 
    }

    (%7) = "pd_op.scale" (%5, %3) {op_role:2} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%8) = "pd_op.scale" (%15, %7) {op_role:2} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%9) = "pd_op.scale" (%1, %8) {op_role:2} : (tensor<f32>, tensor<f32>) -> tensor<f32>
}
