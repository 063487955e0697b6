package ttng

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// bodyPrinter is an ir.AsmPrinter that records the text dialect attributes write.
type bodyPrinter struct {
	ir.AsmPrinter
	b strings.Builder
}

func (p *bodyPrinter) WriteString(s string) { p.b.WriteString(s) }

func TestTensorMemoryAttrs(t *testing.T) {
	ctx := ir.NewContext()
	tests := []struct {
		attr        ir.DialectAttr
		want, alias string
	}{
		{TensorMemoryEncodingAttr(ctx, 128, 128, 1, 1, 1, false), "tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>", "tmem"},
		{TensorMemoryEncodingAttr(ctx, 64, 256, 2, 2, 1, true), "tensor_memory_encoding<blockM = 64, blockN = 256, colStride = 2, CTASplitM = 2, twoCTAs = true>", "tmem"},
		{TensorMemoryScalesEncodingAttr(ctx, 1, 1), "tensor_memory_scales_encoding<>", "tmem_scales"},
		{TensorMemoryScalesEncodingAttr(ctx, 1, 2), "tensor_memory_scales_encoding<CTASplitN = 2>", "tmem_scales"},
		{TensorMemory(ctx), "tensor_memory", ""},
	}
	for _, tc := range tests {
		p := &bodyPrinter{}
		tc.attr.Print(p)
		if got := p.b.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
		if tc.attr.DialectName() != "ttng" {
			t.Errorf("%s: dialect %q", tc.want, tc.attr.DialectName())
		}
		if alias, _ := attrAlias(tc.attr); alias != tc.alias {
			t.Errorf("%s: alias %q, want %q", tc.want, alias, tc.alias)
		}
	}
}
