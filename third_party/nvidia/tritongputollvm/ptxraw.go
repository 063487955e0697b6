package tritongputollvm

// ExecText appends asm verbatim as an instruction whose $i name the operands bound so far
// with NewOperand, in order: Triton's PTXBuilder create(asm) called with onlyAttachMLIRArgs.
func (p *PTXBuilder) ExecText(asm string) { p.executes = append(p.executes, asm) }
