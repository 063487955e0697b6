package nvvm

// ArgAttrGridConstant marks a kernel parameter passed by value as a grid constant: kernels
// read it in place in parameter space (Triton gives it to tensor-descriptor arguments). The
// translation to LLVM IR writes it as the string attribute "nvvm.grid_constant".
const ArgAttrGridConstant = "nvvm.grid_constant"
