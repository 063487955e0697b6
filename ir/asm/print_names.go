package asm

import (
	"sort"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// valueName is the printed name of an SSA value without its '%': a number, or a name when id
// is negative.
type valueName struct {
	id   int
	name string
}

// blockLabel is a block's position in its region and its printed label (`^bb3`).
type blockLabel struct {
	ordering int
	name     string
}

// nameCounters are the counters a region inherits from its parent when numbered.
type nameCounters struct{ value, arg, conflict int }

// nameState assigns SSA value and block names as MLIR's SSANameState: values are numbered in
// the order of their regions, each nested region continuing from the counters its parent had
// when the parent region was done; names come from OpDef hints (or NameLocs with
// UseNameLocAsPrefix) and are made unique with one shared conflict counter; names used in
// enclosing regions stay reserved in nested ones.
type nameState struct {
	generic, nameLoc bool
	values           map[*ir.Value]valueName
	groups           map[*ir.Operation][]int
	blocks           map[*ir.Block]blockLabel
	used             map[string]struct{}
	usedLog          []string
	nameCounters
}

func newNameState(op *ir.Operation, opts *PrintOptions) *nameState {
	// Sizing the maps up front saves rehashing them as big modules are numbered.
	values, blocks := 0, 0
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		values += o.NumResults()
		for _, r := range o.Regions() {
			for _, b := range r.Blocks() {
				blocks++
				values += b.NumArguments()
			}
		}
		return ir.WalkAdvance
	})
	s := &nameState{
		generic: opts.PrintGenericOpForm,
		nameLoc: opts.UseNameLocAsPrefix,
		values:  make(map[*ir.Value]valueName, values),
		groups:  make(map[*ir.Operation][]int),
		blocks:  make(map[*ir.Block]blockLabel, blocks),
		used:    make(map[string]struct{}),
	}
	start := s.nameCounters
	s.numberOp(op)
	for _, r := range op.Regions() {
		s.nameCounters = start
		s.numberRegionTree(r)
	}
	return s
}

// numberRegionTree numbers r, then every region nested in it, inside a scope of used names
// that is dropped afterwards.
func (s *nameState) numberRegionTree(r *ir.Region) {
	mark := len(s.usedLog)
	s.numberRegion(r)
	after := s.nameCounters
	for _, b := range r.Blocks() {
		for op := b.First(); op != nil; op = op.Next() {
			for _, nr := range op.Regions() {
				s.nameCounters = after
				s.numberRegionTree(nr)
			}
		}
	}
	for _, n := range s.usedLog[mark:] {
		delete(s.used, n)
	}
	s.usedLog = s.usedLog[:mark]
}

func (s *nameState) numberRegion(r *ir.Region) {
	if parent := r.ParentOp(); !s.generic && parent != nil {
		if def := parent.Def(); def != nil && def.BlockArgNames != nil {
			def.BlockArgNames(parent, r, func(v *ir.Value, name string) {
				if s.nameLoc {
					name = nameFromLoc(v.Loc, name)
				}
				s.setName(v, name)
			})
		}
	}
	for i, b := range r.Blocks() {
		if _, ok := s.blocks[b]; !ok {
			s.blocks[b] = blockLabel{ordering: i, name: "^bb" + strconv.Itoa(i)}
		}
		s.numberBlock(b, i == 0)
	}
}

func (s *nameState) numberBlock(b *ir.Block, entry bool) {
	for _, a := range b.Arguments() {
		if _, ok := s.values[a]; ok {
			continue
		}
		name := ""
		if entry {
			name = "arg" + strconv.Itoa(s.arg)
			s.arg++
		}
		if s.nameLoc {
			name = nameFromLoc(a.Loc, name)
		}
		s.setName(a, name)
	}
	for op := b.First(); op != nil; op = op.Next() {
		s.numberOp(op)
	}
}

func (s *nameState) numberOp(op *ir.Operation) {
	var groups []int
	if def := op.Def(); !s.generic && def != nil && def.ResultNames != nil {
		def.ResultNames(op, func(v *ir.Value, name string) {
			if s.nameLoc {
				name = nameFromLoc(op.Loc(), name)
			}
			s.setName(v, name)
			if i := v.Index(); i != 0 {
				groups = append(groups, i)
			}
		})
	}
	if op.NumResults() == 0 {
		return
	}
	first := op.Result(0)
	if _, ok := s.values[first]; !ok && s.nameLoc {
		if n := findNameLoc(op.Loc()); n != nil {
			s.setName(first, n.Name)
		}
	}
	if _, ok := s.values[first]; !ok {
		s.values[first] = valueName{id: s.value}
		s.value++
	}
	if len(groups) > 0 {
		groups = append(groups, 0)
		sort.Ints(groups)
		s.groups[op] = groups
	}
}

// setName names v, or numbers it when name is empty.
func (s *nameState) setName(v *ir.Value, name string) {
	if name == "" {
		s.values[v] = valueName{id: s.value}
		s.value++
		return
	}
	s.values[v] = valueName{id: -1, name: s.uniqueName(name)}
}

func (s *nameState) uniqueName(name string) string {
	name = sanitizeName(name, "$._-")
	if _, taken := s.used[name]; taken {
		base := name + "_"
		for {
			probe := base + strconv.Itoa(s.conflict)
			s.conflict++
			if _, taken := s.used[probe]; !taken {
				name = probe
				break
			}
		}
	}
	s.used[name] = struct{}{}
	s.usedLog = append(s.usedLog, name)
	return name
}

// findNameLoc returns the first NameLoc in loc, searching it before its children.
func findNameLoc(loc ir.Location) *ir.NameLoc {
	switch l := loc.(type) {
	case *ir.NameLoc:
		return l
	case *ir.CallSiteLoc:
		if n := findNameLoc(l.Callee); n != nil {
			return n
		}
		return findNameLoc(l.Caller)
	case *ir.FusedLoc:
		for _, c := range l.Locs {
			if n := findNameLoc(c); n != nil {
				return n
			}
		}
	}
	return nil
}

// nameFromLoc returns the name of the first NameLoc in loc, or def.
func nameFromLoc(loc ir.Location, def string) string {
	if n := findNameLoc(loc); n != nil {
		return n.Name
	}
	return def
}

// sanitizeName makes name a valid identifier as MLIR's sanitizeIdentifier: characters that
// are neither alphanumeric nor in allowed become their hex code (spaces become '_'), and a
// name that starts with a digit or such a character gets a leading '_'.
func sanitizeName(name, allowed string) string {
	valid := func(c byte) bool {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			return true
		}
		for i := 0; i < len(allowed); i++ {
			if allowed[i] == c {
				return true
			}
		}
		return false
	}
	if name == "" {
		return name
	}
	prefix := name[0] >= '0' && name[0] <= '9' || !valid(name[0]) && name[0] != ' '
	if !prefix {
		ok := true
		for i := 0; i < len(name); i++ {
			if !valid(name[i]) {
				ok = false
				break
			}
		}
		if ok {
			return name
		}
	}
	var b []byte
	if prefix {
		b = append(b, '_')
	}
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case valid(c):
			b = append(b, c)
		case c == ' ':
			b = append(b, '_')
		default:
			b = strconv.AppendUint(b, uint64(c), 16)
			for j := len(b) - 2; j < len(b); j++ {
				if b[j] >= 'a' && b[j] <= 'f' {
					b[j] -= 'a' - 'A'
				}
			}
		}
	}
	return string(b)
}

// lookup returns the value that names v and v's number inside its result group (-1 when the
// number is not printed), as MLIR's getResultIDAndNumber.
func (s *nameState) lookup(v *ir.Value) (*ir.Value, int) {
	owner := v.DefiningOp()
	if owner == nil || owner.NumResults() == 1 {
		return v, -1
	}
	i := v.Index()
	groups, ok := s.groups[owner]
	if !ok {
		return owner.Result(0), i
	}
	j := sort.SearchInts(groups, i+1)
	var start, size int
	if j == len(groups) {
		start = groups[len(groups)-1]
		size = owner.NumResults() - start
	} else {
		start = groups[j-1]
		size = groups[j] - start
	}
	no := -1
	if size != 1 {
		no = i - start
	}
	return owner.Result(start), no
}

// appendValue appends `%name` of v, with `#N` when printResultNo and v is inside a group.
func (s *nameState) appendValue(dst []byte, v *ir.Value, printResultNo bool) []byte {
	head, no := s.lookup(v)
	n, ok := s.values[head]
	if !ok {
		return append(dst, "<<UNKNOWN SSA VALUE>>"...)
	}
	dst = append(dst, '%')
	if n.id >= 0 {
		dst = strconv.AppendInt(dst, int64(n.id), 10)
	} else {
		dst = append(dst, n.name...)
	}
	if no >= 0 && printResultNo {
		dst = append(dst, '#')
		dst = strconv.AppendInt(dst, int64(no), 10)
	}
	return dst
}

// shadow gives the entry arguments of r the printed names of vs (nil entries keep theirs).
func (s *nameState) shadow(r *ir.Region, vs []*ir.Value) {
	if r.Empty() {
		return
	}
	args := r.Front().Arguments()
	for i, v := range vs {
		if v == nil || i >= len(args) {
			continue
		}
		name := s.appendValue(nil, v, true)
		s.values[args[i]] = valueName{id: -1, name: string(name[1:])}
	}
}

// blockName returns the label of b.
func (s *nameState) blockName(b *ir.Block) blockLabel {
	if l, ok := s.blocks[b]; ok {
		return l
	}
	return blockLabel{ordering: -1, name: "INVALIDBLOCK"}
}
