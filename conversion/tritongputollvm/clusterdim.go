package tritongputollvm

import "github.com/ttgo/ttgo/ir"

// clusterDimAttrs returns the nvvm.cluster_dim attribute Triton's FuncOpConversion gives every
// function of a module with several CTAs per cluster, to request that many CTAs a cluster in
// the PTX; nothing for one CTA a cluster.
func (l *Lowering) clusterDimAttrs() []ir.NamedAttribute {
	if l.NumCTAs <= 1 {
		return nil
	}
	return []ir.NamedAttribute{{Name: "nvvm.cluster_dim", Value: l.Ctx.DenseI32ArrayAttr([]int32{int32(l.NumCTAs)})}}
}
