package layout

import (
	"errors"
	"fmt"
)

// Encoding is a TritonGPU layout encoding: the parameters of one layout
// attribute.
type Encoding interface {
	// Validate reports why the parameters do not form a valid encoding.
	Validate() error
	// Rank returns the rank of the tensors the encoding lays out.
	Rank() int
	// CTALayout returns how the encoding splits a tensor across CTAs.
	CTALayout() CGALayout
	// ToLinearLayout returns the encoding as a linear layout for a tensor
	// (or, for shared encodings, an allocation) of the given shape.
	ToLinearLayout(shape []int64) (LinearLayout, error)
}

// Distributed is an encoding of a tensor in registers: its linear layout
// maps register, lane, warp and block to dim0, dim1, ...
type Distributed interface {
	Encoding
	// RepOrder returns the order in which the encoding's tile repeats over a
	// larger tensor, fastest dimension first.
	RepOrder() []uint32
	distributed()
}

// Shared is an encoding of a tensor in shared memory: its linear layout
// maps offset and block to dim0, dim1, ...
type Shared interface {
	Encoding
	shared()
}

// Blocked is #ttg.blocked: each thread holds SizePerThread contiguous
// elements, a warp ThreadsPerWarp threads, a CTA WarpsPerCTA warps; Order
// lists dimensions fastest first.
type Blocked struct {
	SizePerThread, ThreadsPerWarp, WarpsPerCTA, Order []uint32
	CGA                                               CGALayout
}

// Slice is #ttg.slice: the parent layout with dimension Dim removed.
type Slice struct {
	Dim    int
	Parent Distributed
}

// DotOperand is #ttg.dot_op: operand OpIdx (0 for A, 1 for B) of a dot
// whose result has layout Parent; KWidth is the number of consecutive K
// elements a thread holds (0 when the parent is blocked).
type DotOperand struct {
	OpIdx, KWidth int
	Parent        Distributed
}

// NvidiaMma is #ttg.nvidia_mma: the result layout of mma.sync (version 2,
// Ampere) or wgmma (version 3, Hopper) instructions.
type NvidiaMma struct {
	VersionMajor, VersionMinor int
	WarpsPerCTA                []uint32
	// InstrShape is [M, N] per rank for version 2 and [M, N, K] for version 3.
	InstrShape []uint32
	CGA        CGALayout
}

// SwizzledShared is #ttg.swizzled_shared: rows of shared memory whose
// Vec-element groups are XORed with the row's phase, (row/PerPhase)%MaxPhase.
type SwizzledShared struct {
	Vec, PerPhase, MaxPhase uint32
	Order                   []uint32
	CGA                     CGALayout
}

// NVMMAShared is #ttg.nvmma_shared: the shared layout wgmma and TMA read,
// swizzled in SwizzlingByteWidth-byte rows (0, 32, 64 or 128).
type NVMMAShared struct {
	SwizzlingByteWidth, ElementBitWidth uint32
	Transposed, FP4Padded               bool
	// RankN is the tensor rank; 0 means 2, the rank the printed form omits.
	RankN int
	CGA   CGALayout
}

// SharedLinear is #ttg.shared_linear: a shared layout given directly as a
// linear layout from offset (and block) to dim0, dim1, ...
type SharedLinear struct {
	Layout    LinearLayout
	Alignment uint32
}

// Linear is #ttg.linear: a distributed layout given directly as a linear
// layout from register, lane, warp and block to dim0, dim1, ...
type Linear struct {
	Layout LinearLayout
}

func (Blocked) distributed()    {}
func (Slice) distributed()      {}
func (DotOperand) distributed() {}
func (NvidiaMma) distributed()  {}
func (Linear) distributed()     {}
func (SwizzledShared) shared()  {}
func (NVMMAShared) shared()     {}
func (SharedLinear) shared()    {}

// Rank returns the number of dimensions of the layout.
func (b Blocked) Rank() int { return len(b.Order) }

// Rank returns the parent's rank minus one.
func (s Slice) Rank() int {
	if s.Parent == nil {
		return 0
	}
	return s.Parent.Rank() - 1
}

// Rank returns the parent's rank.
func (d DotOperand) Rank() int {
	if d.Parent == nil {
		return 0
	}
	return d.Parent.Rank()
}

// Rank returns the number of dimensions of the layout.
func (m NvidiaMma) Rank() int { return len(m.WarpsPerCTA) }

// Rank returns the number of dimensions of the layout.
func (s SwizzledShared) Rank() int { return len(s.Order) }

// Rank returns RankN, or 2 when it is unset.
func (s NVMMAShared) Rank() int {
	if s.RankN == 0 {
		return 2
	}
	return s.RankN
}

// Rank returns the number of output dimensions of the layout.
func (s SharedLinear) Rank() int { return s.Layout.NumOutDims() }

// Rank returns the number of output dimensions of the layout.
func (l Linear) Rank() int { return l.Layout.NumOutDims() }

// CTALayout returns the CGA field.
func (b Blocked) CTALayout() CGALayout { return b.CGA }

// CTALayout returns the CGA field.
func (m NvidiaMma) CTALayout() CGALayout { return m.CGA }

// CTALayout returns the CGA field.
func (s SwizzledShared) CTALayout() CGALayout { return s.CGA }

// CTALayout returns the CGA field.
func (s NVMMAShared) CTALayout() CGALayout { return s.CGA }

// CTALayout returns the parent's CGA layout without the sliced dimension.
func (s Slice) CTALayout() CGALayout {
	if s.Parent == nil || s.Dim < 0 || s.Dim >= s.Parent.Rank() {
		return CGALayout{}
	}
	p := s.Parent.CTALayout()
	bases := make([][]int32, len(p.Bases))
	for i, b := range p.Bases {
		nb := append([]int32(nil), b[:s.Dim]...)
		bases[i] = append(nb, b[s.Dim+1:]...)
	}
	return CGALayout{Bases: bases}
}

// CTALayout returns the parent's CGA layout with the K dimension not split:
// every CTA along K needs the whole operand.
func (d DotOperand) CTALayout() CGALayout {
	if d.Parent == nil {
		return CGALayout{}
	}
	p := d.Parent.CTALayout()
	k := d.kDim()
	bases := make([][]int32, len(p.Bases))
	for i, b := range p.Bases {
		bases[i] = append([]int32(nil), b...)
		if k >= 0 && k < len(b) {
			bases[i][k] = 0
		}
	}
	return CGALayout{Bases: bases}
}

// CTALayout returns the CGA layout the linear layout's block bases imply,
// or the single-CTA layout when the layout does not factor into a CTA part
// and a CGA part (Validate does not require it to).
func (l Linear) CTALayout() CGALayout {
	c, err := ctaLayoutOfLinear(l.Layout)
	if err != nil {
		return CGALayout{}
	}
	return c
}

// CTALayout returns the CGA layout the linear layout's block bases imply,
// or the single-CTA layout when the layout does not factor into a CTA part
// and a CGA part.
func (s SharedLinear) CTALayout() CGALayout {
	c, err := ctaLayoutOfLinear(s.Layout)
	if err != nil {
		return CGALayout{}
	}
	return c
}

// kDim returns the index of the K dimension of the operand.
func (d DotOperand) kDim() int {
	r := d.Rank()
	if d.OpIdx == 0 {
		return r - 1
	}
	return r - 2
}

func validateDims(what string, vals []uint32) error {
	for _, v := range vals {
		if !isPowerOf2(int64(v)) {
			return fmt.Errorf("every element in %s must be a power of two, got %v", what, vals)
		}
	}
	return nil
}

// Validate checks the parameters as Triton's BlockedEncodingAttr::verify.
func (b Blocked) Validate() error {
	r := len(b.Order)
	if len(b.SizePerThread) != r || len(b.ThreadsPerWarp) != r || len(b.WarpsPerCTA) != r {
		return errors.New("blocked: sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank")
	}
	if r == 0 {
		return errors.New("blocked: rank must be at least 1")
	}
	for _, p := range []struct {
		n string
		v []uint32
	}{{"sizePerThread", b.SizePerThread}, {"threadsPerWarp", b.ThreadsPerWarp}, {"warpsPerCTA", b.WarpsPerCTA}} {
		if err := validateDims(p.n, p.v); err != nil {
			return fmt.Errorf("blocked: %w", err)
		}
	}
	if !isPermutation(b.Order) {
		return fmt.Errorf("blocked: order must be a permutation of 0..(rank-1), but was %v", b.Order)
	}
	if err := b.CGA.validate(r); err != nil {
		return fmt.Errorf("blocked: %w", err)
	}
	return nil
}

// Validate checks the slice dimension and the parent.
func (s Slice) Validate() error {
	if s.Parent == nil {
		return errors.New("slice: missing parent")
	}
	if err := s.Parent.Validate(); err != nil {
		return fmt.Errorf("slice parent: %w", err)
	}
	if s.Dim < 0 || s.Dim >= s.Parent.Rank() {
		return fmt.Errorf("slice: dim=%d must be less than the parent rank=%d", s.Dim, s.Parent.Rank())
	}
	return nil
}

// Validate checks the operand index, kWidth and the parent.
func (d DotOperand) Validate() error {
	if d.Parent == nil {
		return errors.New("dot_op: missing parent")
	}
	validateParent := d.Parent.Validate
	if mma, ok := d.Parent.(NvidiaMma); ok {
		validateParent = mma.validateAllButTile
	}
	if err := validateParent(); err != nil {
		return fmt.Errorf("dot_op parent: %w", err)
	}
	if d.OpIdx != 0 && d.OpIdx != 1 {
		return fmt.Errorf("dot_op: opIdx must be 0 or 1, got %d", d.OpIdx)
	}
	if d.Rank() < 2 {
		return fmt.Errorf("dot_op: rank must be at least 2, got %d", d.Rank())
	}
	switch p := d.Parent.(type) {
	case Blocked:
		if d.KWidth != 0 {
			return errors.New("dot_op: kWidth must be 0 for a blocked parent")
		}
	case NvidiaMma:
		if d.KWidth <= 0 || !isPowerOf2(int64(d.KWidth)) {
			return fmt.Errorf("dot_op: kWidth must be a positive power of 2 for an nvidia_mma parent, got %d", d.KWidth)
		}
		if p.VersionMajor == 3 && d.OpIdx == 1 {
			return errors.New("dot_op: Hopper (nvidia_mma v3) takes operand B from shared memory, not registers")
		}
	case AMDMfma, AMDWmma:
		if d.KWidth <= 0 || !isPowerOf2(int64(d.KWidth)) {
			return fmt.Errorf("dot_op: kWidth must be a positive power of 2 for an AMD parent, got %d", d.KWidth)
		}
	default:
		return fmt.Errorf("dot_op: unsupported parent %T", d.Parent)
	}
	return nil
}

// Validate checks the version, warps and instruction shape.
func (m NvidiaMma) Validate() error {
	if err := m.validateAllButTile(); err != nil {
		return err
	}
	mm, nn := m.tileMN()
	if mm%8 != 0 || nn%8 != 0 {
		return fmt.Errorf("nvidia_mma: instruction tile %dx%d must be a multiple of 8 in M and N", mm, nn)
	}
	return nil
}

// validateAllButTile checks what Validate checks but the instruction tile, which the layouts
// of the mma's dot operands do not use.
func (m NvidiaMma) validateAllButTile() error {
	r := len(m.WarpsPerCTA)
	if err := validateDims("warpsPerCTA", m.WarpsPerCTA); err != nil {
		return fmt.Errorf("nvidia_mma: %w", err)
	}
	switch m.VersionMajor {
	case 2:
		if r != 2 && r != 3 {
			return fmt.Errorf("nvidia_mma: v2 rank must be 2 or 3, got %d", r)
		}
		if len(m.InstrShape) != r {
			return fmt.Errorf("nvidia_mma: v2 instrShape %v must have rank %d", m.InstrShape, r)
		}
	case 3:
		if r != 2 {
			return fmt.Errorf("nvidia_mma: v3 rank must be 2, got %d", r)
		}
		if len(m.InstrShape) != 3 {
			return fmt.Errorf("nvidia_mma: v3 instrShape %v must be [M, N, K]", m.InstrShape)
		}
	default:
		return fmt.Errorf("nvidia_mma: versionMajor %d is not supported (want 2 or 3)", m.VersionMajor)
	}
	if err := validateDims("instrShape", m.InstrShape); err != nil {
		return fmt.Errorf("nvidia_mma: %w", err)
	}
	if err := m.CGA.validate(r); err != nil {
		return fmt.Errorf("nvidia_mma: %w", err)
	}
	return nil
}

// tileMN returns the M and N of one instruction tile.
func (m NvidiaMma) tileMN() (uint32, uint32) {
	if m.VersionMajor == 3 {
		return m.InstrShape[0], m.InstrShape[1]
	}
	r := len(m.InstrShape)
	return m.InstrShape[r-2], m.InstrShape[r-1]
}

// Validate checks the swizzle parameters and the order.
func (s SwizzledShared) Validate() error {
	if s.Vec == 0 || s.PerPhase == 0 || s.MaxPhase == 0 {
		return fmt.Errorf("swizzled_shared: vec, perPhase and maxPhase must be positive, got %d, %d, %d", s.Vec, s.PerPhase, s.MaxPhase)
	}
	if len(s.Order) == 0 || !isPermutation(s.Order) {
		return fmt.Errorf("swizzled_shared: order must be a permutation of 0..(rank-1), but was %v", s.Order)
	}
	if err := s.CGA.validate(len(s.Order)); err != nil {
		return fmt.Errorf("swizzled_shared: %w", err)
	}
	return nil
}

// Validate checks the swizzle width, element width and rank.
func (s NVMMAShared) Validate() error {
	switch s.SwizzlingByteWidth {
	case 0, 32, 64, 128:
	default:
		return fmt.Errorf("nvmma_shared: swizzlingByteWidth must be 0, 32, 64 or 128, got %d", s.SwizzlingByteWidth)
	}
	switch s.ElementBitWidth {
	case 8, 16, 32, 64:
	default:
		return fmt.Errorf("nvmma_shared: elementBitWidth must be 8, 16, 32 or 64, got %d", s.ElementBitWidth)
	}
	if s.FP4Padded && s.SwizzlingByteWidth != 128 {
		return errors.New("nvmma_shared: fp4Padded supports only 128-byte swizzling")
	}
	if s.RankN < 0 {
		return fmt.Errorf("nvmma_shared: rank %d is negative", s.RankN)
	}
	if err := s.CGA.validate(s.Rank()); err != nil {
		return fmt.Errorf("nvmma_shared: %w", err)
	}
	return nil
}

// Validate checks the dimensions, surjectivity and alignment as Triton's
// SharedLinearEncodingAttr::verify.
func (s SharedLinear) Validate() error {
	if s.Alignment == 0 || !isPowerOf2(int64(s.Alignment)) {
		return errors.New("shared_linear: alignment must be a positive power of two")
	}
	if err := checkDimNames(s.Layout, []string{DimOffset, DimBlock}); err != nil {
		return fmt.Errorf("shared_linear: %w", err)
	}
	if s.Layout.NumOutDims() == 0 {
		return errors.New("shared_linear: requires at least one output dimension")
	}
	if !s.Layout.IsSurjective() {
		return errors.New("shared_linear: the layout must be surjective")
	}
	if !s.Layout.RemoveZeroBasesAlongDim(DimOffset).RemoveZeroBasesAlongDim(DimBlock).IsInvertible() {
		return errors.New("shared_linear: after removing the zero bases the layout must be bijective")
	}
	return nil
}

// Validate checks the dimensions as Triton's LinearEncodingAttr::verify:
// inputs register, lane, warp, block; outputs dim0, dim1, ...; each basis
// moving along at most one dimension.
func (l Linear) Validate() error {
	if err := checkDimNames(l.Layout, []string{DimRegister, DimLane, DimWarp, DimBlock}); err != nil {
		return fmt.Errorf("linear: %w", err)
	}
	if l.Layout.NumOutDims() == 0 {
		return errors.New("linear: requires at least one output dimension")
	}
	for _, in := range l.Layout.ins {
		for _, b := range in.Bases {
			nz := 0
			for _, v := range b {
				if v != 0 {
					nz++
				}
			}
			if nz > 1 {
				return errors.New("linear: in a distributed layout, each base must move in at most one dimension")
			}
		}
	}
	return nil
}

// checkDimNames checks that l's inputs are exactly ins and its outputs are
// dim0, dim1, ...
func checkDimNames(l LinearLayout, ins []string) error {
	got := l.InDimNames()
	if len(got) != len(ins) {
		return fmt.Errorf("expected input dimensions %v, got %v", ins, got)
	}
	for i, n := range ins {
		if got[i] != n {
			return fmt.Errorf("expected input dimension %d to be %q, got %q", i, n, got[i])
		}
	}
	for i, n := range l.OutDimNames() {
		if n != fmt.Sprintf("dim%d", i) {
			return fmt.Errorf("expected output dimensions to be [dim0, dim1, ...], got %q at position %d", n, i)
		}
	}
	return nil
}

// validateShape checks a tensor shape against the encoding's rank: Triton
// tensors have power-of-two dimensions.
func validateShape(enc Encoding, shape []int64) error {
	if len(shape) != enc.Rank() {
		return fmt.Errorf("shape %v has rank %d, layout has rank %d", shape, len(shape), enc.Rank())
	}
	for _, s := range shape {
		if !isPowerOf2(s) || s > 1<<30 {
			return fmt.Errorf("shape %v: every dimension must be a power of 2", shape)
		}
	}
	return nil
}
