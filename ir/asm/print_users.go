package asm

import "github.com/ttgo/ttgo/ir"

// The comments of --mlir-print-value-users, as MLIR's OperationPrinter writes them.

// printUsersComment follows op with ` // id: %n` for an op without results that takes
// operands, ` // unused` when its results have no use, or the users of each result.
func (p *printer) printUsersComment(op *ir.Operation) {
	n := op.NumResults()
	switch {
	case n == 0 && op.NumOperands() > 0:
		p.buf = append(p.buf, " // id: "...)
		p.appendOperationID(op)
	case n > 0 && !resultsUsed(op):
		p.buf = append(p.buf, " // unused"...)
	case n > 0:
		users, userResults := 0, 0
		seen := map[*ir.Operation]bool{}
		for _, r := range op.Results() {
			for _, u := range r.Users() {
				if !seen[u] {
					seen[u] = true
					users++
					userResults += u.NumResults()
				}
			}
		}
		if userResults <= 1 && users <= 1 && n == 1 {
			p.buf = append(p.buf, " // user: "...)
		} else {
			p.buf = append(p.buf, " // users: "...)
		}
		for i, r := range op.Results() {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			if n > 1 {
				p.buf = append(p.buf, '(')
			}
			p.appendValueUsers(r)
			if n > 1 {
				p.buf = append(p.buf, ')')
			}
		}
	}
}

// printArgumentUsersComments writes a line `// %arg is used by ...` for each argument of b.
func (p *printer) printArgumentUsersComments(b *ir.Block) {
	for _, a := range b.Arguments() {
		p.writeIndent()
		p.buf = append(p.buf, "// "...)
		p.buf = p.names.appendValue(p.buf, a, true)
		if a.HasUses() {
			p.buf = append(p.buf, " is used by "...)
			p.appendValueUsers(a)
		} else {
			p.buf = append(p.buf, " is unused"...)
		}
		p.buf = append(p.buf, '\n')
	}
}

// appendValueUsers names the users of v, each once in use-list order: their results, or their
// number for users without results.
func (p *printer) appendValueUsers(v *ir.Value) {
	if !v.HasUses() {
		p.buf = append(p.buf, "unused"...)
	}
	for i, u := range v.Users() {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		if u.NumResults() == 0 {
			p.appendOperationID(u)
			continue
		}
		for j, r := range u.Results() {
			if j > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.buf = p.names.appendValue(p.buf, r, true)
		}
	}
}

// appendOperationID appends the number of an op without results.
func (p *printer) appendOperationID(op *ir.Operation) {
	id, ok := p.names.opIDs[op]
	if !ok {
		p.buf = append(p.buf, "<<UNKNOWN OPERATION>>"...)
		return
	}
	p.buf = p.names.appendName(p.buf, id)
}

// resultsUsed reports whether any result of op has a use.
func resultsUsed(op *ir.Operation) bool {
	for _, r := range op.Results() {
		if r.HasUses() {
			return true
		}
	}
	return false
}
