// Package ttng is the TritonNvidiaGPU dialect: the ops of Hopper and Blackwell GPUs (warp
// group MMA, mbarriers, TMA copies, tcgen05 MMA, tensor memory loads, stores and allocations)
// and the tensor memory attributes #ttng.tensor_memory_encoding (alias #tmem),
// #ttng.tensor_memory_scales_encoding (#tmem_scales) and the #ttng.tensor_memory space.
package ttng
