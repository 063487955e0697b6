package layout

import (
	"fmt"
	"strconv"
	"strings"
)

// Owner is a hardware location that holds a tensor element: a register of a
// lane of a warp of a CTA (block).
type Owner struct {
	Block, Warp, Lane, Register int32
}

// Thread returns the thread id within the CTA: warp × lanes per warp + lane.
func (o Owner) Thread(lanesPerWarp int32) int32 { return o.Warp*lanesPerWarp + o.Lane }

// less orders owners by block, thread, then register.
func (o Owner) less(p Owner) bool {
	if o.Block != p.Block {
		return o.Block < p.Block
	}
	if o.Warp != p.Warp {
		return o.Warp < p.Warp
	}
	if o.Lane != p.Lane {
		return o.Lane < p.Lane
	}
	return o.Register < p.Register
}

// Owners returns, for each element of the layout's tensor in row-major
// order, the first location (by block, thread, register) that holds it,
// and how many locations hold it. The layout must be distributed: inputs
// register, lane, warp, block (missing ones count as size 1).
func Owners(l LinearLayout) (owners []Owner, copies []int, err error) {
	for _, n := range l.InDimNames() {
		switch n {
		case DimRegister, DimLane, DimWarp, DimBlock:
		default:
			return nil, nil, fmt.Errorf("owners: unexpected in-dim %q", n)
		}
	}
	if l.TotalInDimSizeLog2() > 24 || l.TotalOutDimSizeLog2() > 24 {
		return nil, nil, fmt.Errorf("owners: layout too large to tabulate")
	}
	outs := l.OutDimNames()
	strides := make([]int64, len(outs))
	total := int64(1)
	for i := len(outs) - 1; i >= 0; i-- {
		strides[i] = total
		total *= int64(l.OutDimSize(outs[i]))
	}
	owners = make([]Owner, total)
	copies = make([]int, total)
	idx := map[string]int{}
	for i, n := range l.InDimNames() {
		idx[n] = i
	}
	vals := make([]int32, l.NumInDims())
	set := func(name string, v int32) {
		if i, ok := idx[name]; ok {
			vals[i] = v
		}
	}
	for b := int32(0); b < l.InDimSize(DimBlock); b++ {
		for w := int32(0); w < l.InDimSize(DimWarp); w++ {
			for ln := int32(0); ln < l.InDimSize(DimLane); ln++ {
				for r := int32(0); r < l.InDimSize(DimRegister); r++ {
					set(DimBlock, b)
					set(DimWarp, w)
					set(DimLane, ln)
					set(DimRegister, r)
					var e int64
					for k, v := range l.ApplyValues(vals) {
						e += int64(v) * strides[k]
					}
					o := Owner{b, w, ln, r}
					if copies[e] == 0 || o.less(owners[e]) {
						owners[e] = o
					}
					copies[e]++
				}
			}
		}
	}
	return owners, copies, nil
}

// TableMode selects what each cell of an ownership table shows.
type TableMode int

const (
	// TableThreads shows the thread id (warp × lanes + lane), as the tables
	// of Triton's blocked-layout documentation.
	TableThreads TableMode = iota
	// TableRegisters shows the register index within the thread.
	TableRegisters
	// TableFull shows thread:register.
	TableFull
)

// FormatOwners renders which thread and register holds each element of a
// distributed layout's tensor: one bracketed line per row of the last two
// dimensions (rank 1 is one row), one section per index of the leading
// dimensions. When the layout spans several CTAs each cell is prefixed by
// the CTA id and a slash. An element held by several locations shows the
// first.
func FormatOwners(l LinearLayout, mode TableMode) (string, error) {
	owners, _, err := Owners(l)
	if err != nil {
		return "", err
	}
	lanes := l.InDimSize(DimLane)
	multiCTA := l.InDimSize(DimBlock) > 1
	cells := make([]string, len(owners))
	width := 0
	for i, o := range owners {
		var s string
		switch mode {
		case TableRegisters:
			s = strconv.Itoa(int(o.Register))
		case TableFull:
			s = fmt.Sprintf("%d:%d", o.Thread(lanes), o.Register)
		default:
			s = strconv.Itoa(int(o.Thread(lanes)))
		}
		if multiCTA {
			s = strconv.Itoa(int(o.Block)) + "/" + s
		}
		cells[i] = s
		width = max(width, len(s))
	}
	outs := l.OutDimNames()
	shape := make([]int, len(outs))
	for i, n := range outs {
		shape[i] = int(l.OutDimSize(n))
	}
	rows, cols := 1, 1
	lead := shape
	switch len(shape) {
	case 0:
	case 1:
		cols = shape[0]
		lead = nil
	default:
		rows, cols = shape[len(shape)-2], shape[len(shape)-1]
		lead = shape[:len(shape)-2]
	}
	numSections := 1
	for _, s := range lead {
		numSections *= s
	}
	var sb strings.Builder
	for sec := 0; sec < numSections; sec++ {
		if len(lead) > 0 {
			idx := make([]string, len(lead), len(shape))
			rem := sec
			for i := len(lead) - 1; i >= 0; i-- {
				idx[i] = strconv.Itoa(rem % lead[i])
				rem /= lead[i]
			}
			idx = append(idx, ":", ":")
			if sec > 0 {
				sb.WriteByte('\n')
			}
			fmt.Fprintf(&sb, "[%s]\n", strings.Join(idx, ", "))
		}
		for r := 0; r < rows; r++ {
			sb.WriteByte('[')
			for c := 0; c < cols; c++ {
				fmt.Fprintf(&sb, "%*s", width+1, cells[(sec*rows+r)*cols+c])
			}
			sb.WriteString(" ]\n")
		}
	}
	return sb.String(), nil
}

// SharedOffsets returns, for each element of a tensor of shape in row-major
// order, the offset within its CTA's allocation that holds it under enc,
// and that CTA. Where several offsets hold an element (padding), the
// smallest is chosen.
func SharedOffsets(enc Shared, shape []int64) (offsets, blocks []int32, err error) {
	ll, err := ToLinearLayout(enc, shape)
	if err != nil {
		return nil, nil, err
	}
	inv, err := ll.PseudoInvert()
	if err != nil {
		return nil, nil, err
	}
	if inv.TotalInDimSizeLog2() > 24 {
		return nil, nil, fmt.Errorf("shared offsets: tensor too large to tabulate")
	}
	n := inv.TotalInDimSize()
	offsets = make([]int32, n)
	blocks = make([]int32, n)
	oi, bi := inv.outIndex(DimOffset), inv.outIndex(DimBlock)
	vals := make([]int32, inv.NumInDims())
	for e := int64(0); e < n; e++ {
		rem := e
		for k := len(vals) - 1; k >= 0; k-- {
			sz := int64(inv.InDimSize(inv.ins[k].Name))
			vals[k] = int32(rem % sz)
			rem /= sz
		}
		out := inv.ApplyValues(vals)
		if oi >= 0 {
			offsets[e] = out[oi]
		}
		if bi >= 0 {
			blocks[e] = out[bi]
		}
	}
	return offsets, blocks, nil
}
