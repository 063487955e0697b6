// Package nvvm is MLIR's NVVM dialect (NVIDIA's LLVM intrinsics) as MLIR 22 prints it, for
// the ops and attributes Triton's lowering produces: each op is one ir.OpDef with MLIR's ODS
// slot names, in NVVMOps.td's declarative assembly format.
package nvvm

import (
	"strconv"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

var attrMnemonics = []string{"mma_layout", "ld_st_matrix_elt_type", "shfl_kind", "mma_type", "wgmma_type",
	"mma_frag", "wgmma_scale_out", "wgmma_scale_in", "mma_overflow", "proxy_kind", "shared_space", "mem_scope",
	"load_cache_modifier", "mma_int_overflow", "mma_b1op", "action", "vote_sync_kind", "redux_kind",
	"match_sync_kind", "mem_order", "memory_space", "cta_group", "tma_load_mode", "tma_store_mode",
	"cache_eviction_priority", "mma_kind", "fp_rnd_mode", "sat_mode", "reduction"}

var keyValueAttrMnemonics = []string{"ld_st_matrix_shape", "mma_shape"}

// Dialect is the nvvm dialect; loading it loads llvm too.
var Dialect = &ir.Dialect{
	Name: "nvvm",
	Ops: append([]*ir.OpDef{
		ReadPtxSregTidXDef, ReadPtxSregTidYDef, ReadPtxSregTidZDef, ReadPtxSregNtidXDef, ReadPtxSregNtidYDef,
		ReadPtxSregNtidZDef, ReadPtxSregCtaidXDef, ReadPtxSregCtaidYDef, ReadPtxSregCtaidZDef, ReadPtxSregNctaidXDef,
		ReadPtxSregNctaidYDef, ReadPtxSregNctaidZDef, ReadPtxSregLaneidDef, ReadPtxSregWarpidDef, ReadPtxSregNwarpidDef,
		ReadPtxSregWarpsizeDef, ReadPtxSregSmidDef, ReadPtxSregNsmidDef, ReadPtxSregGrididDef,
		ReadPtxSregClusteridXDef, ReadPtxSregClusteridYDef, ReadPtxSregClusteridZDef, ReadPtxSregNclusteridXDef,
		ReadPtxSregNclusteridYDef, ReadPtxSregNclusteridZDef, ReadPtxSregClusterCtaidXDef, ReadPtxSregClusterCtaidYDef,
		ReadPtxSregClusterCtaidZDef, ReadPtxSregClusterNctaidXDef, ReadPtxSregClusterNctaidYDef,
		ReadPtxSregClusterNctaidZDef, ReadPtxSregClusterCtarankDef, ReadPtxSregClusterNctarankDef,
		ReadPtxSregClockDef, ReadPtxSregClock64Def, ReadPtxSregGlobaltimerDef, ReadPtxSregGlobaltimerLoDef,
		ReadPtxSregLanemaskEqDef, ReadPtxSregLanemaskLeDef, ReadPtxSregLanemaskLtDef, ReadPtxSregLanemaskGeDef,
		ReadPtxSregLanemaskGtDef, ReadPtxSregDynamicSmemSizeDef, ReadPtxSregTotalSmemSizeDef,
		ReadPtxSregAggrSmemSizeDef,
		Barrier0Def, BarrierDef, CpAsyncCommitGroupDef, CpAsyncWaitGroupDef, CpAsyncSharedGlobalDef,
		CpAsyncMbarrierArriveDef, CpAsyncMbarrierArriveSharedDef, CpAsyncBulkCommitGroupDef, CpAsyncBulkWaitGroupDef,
		WgmmaFenceAlignedDef, WgmmaCommitGroupSyncAlignedDef, WgmmaWaitGroupSyncAlignedDef,
		ExitDef, BreakpointDef, FenceMbarrierInitDef, FenceScClusterDef, FenceProxyDef,
		ClusterArriveDef, ClusterArriveRelaxedDef, ClusterWaitDef,
		ShflSyncDef, VoteSyncDef, ReduxSyncDef, ElectSyncDef, SetmaxregisterDef, LdmatrixDef, StmatrixDef,
		MbarrierInitDef, MbarrierInvalDef, MbarrierTryWaitParityDef, MbarrierArriveExpectTxDef, MbarrierArriveDef,
		MbarrierTestWaitDef, BarWarpSyncDef, RcpApproxFtzFDef,
	}, envRegisterDefs...),
	ParseAttr: func(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
		return llvm.ParseEnumAttr(p, "nvvm", attrMnemonics, keyValueAttrMnemonics)
	},
	Dependencies: []*ir.Dialect{llvm.Dialect},
}

// registerFormat is the format of the special registers without a range.
const registerFormat = "attr-dict `:` type($res)"

// specialRegister defines `nvvm.read.ptx.sreg.lanemask.eq : i32` (MLIR's
// NVVM_PureSpecialRegisterOp, or with traits 0 NVVM_SpecialRegisterOp: the timers change
// between reads, so they are neither merged nor erased).
func specialRegister(name string, traits ir.Trait) *ir.OpDef {
	return &ir.OpDef{
		Name:    "nvvm.read.ptx.sreg." + name,
		Traits:  traits,
		Results: []ir.ValueSpec{{Name: "res"}},
		Format:  registerFormat,
	}
}

// rangeableRegister defines `nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32` (MLIR's
// NVVM_PureSpecialRangeableRegisterOp).
func rangeableRegister(name string) *ir.OpDef {
	d := specialRegister(name, ir.Pure)
	d.Attrs = []ir.AttrSpec{llvm.RangeSpec}
	d.Format = "(`range` $range^)? " + registerFormat
	return d
}

// The special registers.
var (
	ReadPtxSregTidXDef            = rangeableRegister("tid.x")
	ReadPtxSregTidYDef            = rangeableRegister("tid.y")
	ReadPtxSregTidZDef            = rangeableRegister("tid.z")
	ReadPtxSregNtidXDef           = rangeableRegister("ntid.x")
	ReadPtxSregNtidYDef           = rangeableRegister("ntid.y")
	ReadPtxSregNtidZDef           = rangeableRegister("ntid.z")
	ReadPtxSregCtaidXDef          = rangeableRegister("ctaid.x")
	ReadPtxSregCtaidYDef          = rangeableRegister("ctaid.y")
	ReadPtxSregCtaidZDef          = rangeableRegister("ctaid.z")
	ReadPtxSregNctaidXDef         = rangeableRegister("nctaid.x")
	ReadPtxSregNctaidYDef         = rangeableRegister("nctaid.y")
	ReadPtxSregNctaidZDef         = rangeableRegister("nctaid.z")
	ReadPtxSregLaneidDef          = rangeableRegister("laneid")
	ReadPtxSregWarpidDef          = rangeableRegister("warpid")
	ReadPtxSregNwarpidDef         = rangeableRegister("nwarpid")
	ReadPtxSregWarpsizeDef        = rangeableRegister("warpsize")
	ReadPtxSregSmidDef            = rangeableRegister("smid")
	ReadPtxSregNsmidDef           = rangeableRegister("nsmid")
	ReadPtxSregGrididDef          = rangeableRegister("gridid")
	ReadPtxSregClusteridXDef      = rangeableRegister("clusterid.x")
	ReadPtxSregClusteridYDef      = rangeableRegister("clusterid.y")
	ReadPtxSregClusteridZDef      = rangeableRegister("clusterid.z")
	ReadPtxSregNclusteridXDef     = rangeableRegister("nclusterid.x")
	ReadPtxSregNclusteridYDef     = rangeableRegister("nclusterid.y")
	ReadPtxSregNclusteridZDef     = rangeableRegister("nclusterid.z")
	ReadPtxSregClusterCtaidXDef   = rangeableRegister("cluster.ctaid.x")
	ReadPtxSregClusterCtaidYDef   = rangeableRegister("cluster.ctaid.y")
	ReadPtxSregClusterCtaidZDef   = rangeableRegister("cluster.ctaid.z")
	ReadPtxSregClusterNctaidXDef  = rangeableRegister("cluster.nctaid.x")
	ReadPtxSregClusterNctaidYDef  = rangeableRegister("cluster.nctaid.y")
	ReadPtxSregClusterNctaidZDef  = rangeableRegister("cluster.nctaid.z")
	ReadPtxSregClusterCtarankDef  = rangeableRegister("cluster.ctarank")
	ReadPtxSregClusterNctarankDef = rangeableRegister("cluster.nctarank")
	ReadPtxSregClockDef           = specialRegister("clock", 0)
	ReadPtxSregClock64Def         = specialRegister("clock64", 0)
	ReadPtxSregGlobaltimerDef     = specialRegister("globaltimer", 0)
	ReadPtxSregGlobaltimerLoDef   = specialRegister("globaltimer.lo", 0)
	ReadPtxSregLanemaskEqDef      = specialRegister("lanemask.eq", ir.Pure)
	ReadPtxSregLanemaskLeDef      = specialRegister("lanemask.le", ir.Pure)
	ReadPtxSregLanemaskLtDef      = specialRegister("lanemask.lt", ir.Pure)
	ReadPtxSregLanemaskGeDef      = specialRegister("lanemask.ge", ir.Pure)
	ReadPtxSregLanemaskGtDef      = specialRegister("lanemask.gt", ir.Pure)
	ReadPtxSregDynamicSmemSizeDef = specialRegister("dynamic.smem.size", ir.Pure)
	ReadPtxSregTotalSmemSizeDef   = specialRegister("total.smem.size", ir.Pure)
	ReadPtxSregAggrSmemSizeDef    = specialRegister("aggr.smem.size", ir.Pure)
)

// envRegisterDefs are the 32 `nvvm.read.ptx.sreg.envregN` ops, as NVVMOps.td makes them in a
// loop.
var envRegisterDefs = func() []*ir.OpDef {
	defs := make([]*ir.OpDef, 32)
	for i := range defs {
		defs[i] = specialRegister("envreg"+strconv.Itoa(i), ir.Pure)
	}
	return defs
}()
