package asm

import (
	"sort"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// valueName is the printed name of an SSA value without its '%': its number when it is not
// negative, or else ^n, the index of its name in nameState.nameEnds. Keeping it to 32 bits
// keeps the table of every value in a big module small.
type valueName int32

// nameCounters are the counters a region inherits from its parent when numbered.
type nameCounters struct{ value, arg, conflict int }

// pendingRegion is a region waiting to be numbered: the counters its parent had when the
// parent region was done and the depth of the parent's scope of used names.
type pendingRegion struct {
	r        *ir.Region
	counters nameCounters
	scope    int
}

// firstGroup is where the first result group of an op starts: its first result names the
// group, and the results of an op without hinted groups form that one group.
const firstGroup = 0

// nameState assigns SSA value and block names as MLIR's SSANameState: regions are numbered
// from a stack, so sibling regions go last to first; in the custom form each region continues
// from the counters its parent had when the parent region was done, while the generic form
// (MLIR's unique SSA IDs) never rewinds them. Names come from OpDef hints (or NameLocs with
// UseNameLocAsPrefix) and are made unique with one shared conflict counter; names used in
// enclosing regions stay reserved in nested ones.
type nameState struct {
	generic, nameLoc bool
	values           *valueTable
	// nameText holds the names given, one after another; name i ends at nameEnds[i].
	nameText []byte
	nameEnds []uint32
	groups   map[*ir.Operation][]int
	// blocks holds each block's position in its region: its label is ^bb<position>.
	blocks map[*ir.Block]int
	used   map[string]struct{}
	// usedLog lists the names in used in the order they were taken; scopes holds where in it
	// each open scope starts.
	usedLog []string
	scopes  []int
	nameCounters
	// hintOp is the op whose ResultNames runs, and hintGroups the results other than the
	// first that it named; setResult and setArg are the callbacks given to the hints, made
	// once rather than per op.
	hintOp            *ir.Operation
	hintGroups        []int
	setResult, setArg func(*ir.Value, string)
	// opIDs numbers the ops without results when value users are printed.
	opIDs map[*ir.Operation]valueName
}

// newNameState numbers op and everything nested in it.
func newNameState(op *ir.Operation, opts *PrintOptions) *nameState {
	values := valueIDRange(op)
	s := &nameState{
		generic: opts.PrintGenericOpForm,
		nameLoc: opts.UseNameLocAsPrefix,
		values:  newValueTable(values),
		// Most values print with a number, but hinted names are short.
		nameText: make([]byte, 0, values.n*4),
		nameEnds: make([]uint32, 0, values.n/2),
		groups:   make(map[*ir.Operation][]int),
		blocks:   make(map[*ir.Block]int),
		used:     make(map[string]struct{}),
		scopes:   []int{0},
	}
	s.setResult, s.setArg = s.resultHint, s.argHint
	if opts.PrintValueUsers {
		s.opIDs = make(map[*ir.Operation]valueName)
	}
	var stack []pendingRegion
	for _, r := range op.Regions() {
		stack = append(stack, pendingRegion{r, s.nameCounters, 1})
	}
	s.numberOp(op)
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !s.generic {
			s.nameCounters = top.counters
		}
		s.closeScopes(top.scope)
		s.scopes = append(s.scopes, len(s.usedLog))
		s.numberRegion(top.r)
		for _, b := range top.r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				for _, nr := range o.Regions() {
					stack = append(stack, pendingRegion{nr, s.nameCounters, len(s.scopes)})
				}
			}
		}
	}
	return s
}

// closeScopes drops the scopes of used names deeper than depth.
func (s *nameState) closeScopes(depth int) {
	for len(s.scopes) > depth {
		mark := s.scopes[len(s.scopes)-1]
		s.scopes = s.scopes[:len(s.scopes)-1]
		for _, n := range s.usedLog[mark:] {
			delete(s.used, n)
		}
		s.usedLog = s.usedLog[:mark]
	}
}

func (s *nameState) numberRegion(r *ir.Region) {
	hinted := false
	if parent := r.ParentOp(); !s.generic && parent != nil {
		if def := parent.Def(); def != nil && def.BlockArgNames != nil {
			hinted = true
			def.BlockArgNames(parent, r, s.setArg)
		}
	}
	for i, b := range r.Blocks() {
		if _, ok := s.blocks[b]; !ok {
			s.blocks[b] = i
		}
		s.numberBlock(b, i == 0, hinted)
	}
}

// numberBlock numbers the arguments of b (skipping those hinted names already) and its ops.
func (s *nameState) numberBlock(b *ir.Block, entry, hinted bool) {
	for _, a := range b.Arguments() {
		if hinted {
			if s.values.get(a) != nil {
				continue
			}
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

// argHint names a block argument after a BlockArgNames hint.
func (s *nameState) argHint(v *ir.Value, name string) {
	if s.nameLoc {
		name = nameFromLoc(v.Loc, name)
	}
	s.setName(v, name)
}

// resultHint names a result of hintOp after a ResultNames hint; a result other than the first
// starts a result group.
func (s *nameState) resultHint(v *ir.Value, name string) {
	if s.nameLoc {
		name = nameFromLoc(s.hintOp.Loc(), name)
	}
	s.setName(v, name)
	if i := v.Index(); i != 0 {
		s.hintGroups = append(s.hintGroups, i)
	}
}

func (s *nameState) numberOp(op *ir.Operation) {
	// hinted reports whether result 0 may already have a name.
	hinted := false
	s.hintGroups = s.hintGroups[:0]
	if def := op.Def(); !s.generic && def != nil && def.ResultNames != nil {
		hinted = true
		s.hintOp = op
		def.ResultNames(op, s.setResult)
	}
	if op.NumResults() == 0 {
		if _, numbered := s.opIDs[op]; s.opIDs != nil && !numbered {
			s.opIDs[op] = valueName(s.value)
			s.value++
		}
		return
	}
	first := op.Result(firstGroup)
	named := false
	if hinted {
		named = s.values.get(first) != nil
	}
	if !named && s.nameLoc {
		if l := findNameLoc(op.Loc()); l != nil {
			s.setName(first, l.Name)
			named = true
		}
	}
	if !named {
		s.values.set(first, valueName(s.value), false)
		s.value++
	}
	if len(s.hintGroups) > 0 {
		groups := append([]int{firstGroup}, s.hintGroups...)
		sort.Ints(groups)
		s.groups[op] = groups
	}
	if n := op.NumResults(); n > 1 {
		s.markGrouped(op, n)
	}
}

// markGrouped marks the n results of op as grouped: their printed names come from their
// result group (see lookup). Results without a name of their own get a slot all the same.
func (s *nameState) markGrouped(op *ir.Operation, n int) {
	for i := 0; i < n; i++ {
		v := op.Result(i)
		if sl := s.values.get(v); sl != nil {
			s.values.set(v, sl.name, true)
		} else {
			s.values.set(v, 0, true)
		}
	}
}

// setName names v, or numbers it when name is empty.
func (s *nameState) setName(v *ir.Value, name string) {
	if name == "" {
		s.values.set(v, valueName(s.value), false)
		s.value++
		return
	}
	s.setNamed(v, s.uniqueName(name))
}

// setNamed gives v the printed name name.
func (s *nameState) setNamed(v *ir.Value, name string) {
	s.values.set(v, ^valueName(len(s.nameEnds)), false)
	s.nameText = append(s.nameText, name...)
	s.nameEnds = append(s.nameEnds, uint32(len(s.nameText)))
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
		groups = []int{firstGroup}
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
	if sl := s.values.get(v); sl != nil && !sl.grouped {
		return s.appendName(dst, sl.name)
	}
	head, no := s.lookup(v)
	sl := s.values.get(head)
	if sl == nil {
		return append(dst, "<<UNKNOWN SSA VALUE>>"...)
	}
	dst = s.appendName(dst, sl.name)
	if no >= 0 && printResultNo {
		dst = append(dst, '#')
		dst = strconv.AppendInt(dst, int64(no), 10)
	}
	return dst
}

// appendName appends `%` and the name n.
func (s *nameState) appendName(dst []byte, n valueName) []byte {
	dst = append(dst, '%')
	if n >= 0 {
		dst = strconv.AppendInt(dst, int64(n), 10)
	} else {
		i, start := ^n, uint32(0)
		if i > 0 {
			start = s.nameEnds[i-1]
		}
		dst = append(dst, s.nameText[start:s.nameEnds[i]]...)
	}
	return dst
}

// appendBlock appends the label of b: ^bb<position in its region>.
func (s *nameState) appendBlock(dst []byte, b *ir.Block) []byte {
	i, ok := s.blocks[b]
	if !ok {
		return append(dst, "INVALIDBLOCK"...)
	}
	dst = append(dst, "^bb"...)
	return strconv.AppendInt(dst, int64(i), 10)
}
