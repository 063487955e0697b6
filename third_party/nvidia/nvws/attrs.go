package nvws

import (
	"slices"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// asyncOpNames are the keywords of the AsyncOp enum, by value: the kind of asynchronous op
// that produces or consumes an aref's buffers.
var asyncOpNames = []string{"none", "tma_load", "tc5mma", "tmem_copy", "cp_async", "wgmma"}

// AsyncOpAttr is `#nvws.async_op<kind>`, one case of the AsyncOp enum.
type AsyncOpAttr struct {
	ir.AttrBase
	Value int
}

// AsyncOp returns #nvws.async_op<asyncOpNames[value]>.
func AsyncOp(ctx *ir.Context, value int) *AsyncOpAttr {
	return ir.Unique(ctx, ir.Key("nvws.async_op").Int(int64(value)).String(), func(id uint64) *AsyncOpAttr {
		return &AsyncOpAttr{AttrBase: ir.NewAttrBase(id), Value: value}
	})
}

// DialectName returns "nvws".
func (a *AsyncOpAttr) DialectName() string { return "nvws" }

// Print writes `async_op<kind>`.
func (a *AsyncOpAttr) Print(p ir.AsmPrinter) {
	p.WriteString("async_op<" + asyncOpNames[a.Value] + ">")
}

// parseAttr reads the body of an nvws attribute after `#nvws.`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	if kw != "async_op" {
		return nil, p.ErrorfAt(loc, "unknown attribute `%s` in dialect `nvws`", kw)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	caseLoc := p.Pos()
	name, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	value := slices.Index(asyncOpNames, name)
	if value < 0 {
		return nil, p.ErrorfAt(caseLoc, "expected ::mlir::triton::nvws::AsyncOp to be one of: %s", strings.Join(asyncOpNames, ", "))
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return AsyncOp(p.Context(), value), nil
}
