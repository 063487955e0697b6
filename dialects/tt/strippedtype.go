package tt

import "github.com/ttgo/ttgo/ir"

// parseTypeOrBody reads a type written in full (`!tt.ptr<f16>`) or stripped to the body that
// parseBody reads (`<f16>`), as MLIR's parseCustomTypeWithFallback accepts both.
func parseTypeOrBody(p ir.OpAsmParser, parseBody func(ir.AsmParser) (ir.Type, error)) (ir.Type, error) {
	t, ok, err := p.ParseOptionalType()
	if err != nil || ok {
		return t, err
	}
	return parseBody(p)
}
