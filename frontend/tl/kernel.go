package tl

import (
	"fmt"
	"runtime"
	"strings"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// Param is a kernel parameter.
type Param struct {
	// Name names the parameter (its location's name, as Triton's frontend gives it).
	Name string
	// Type is a scalar dtype or a pointer (PointerTo).
	Type Type
	// Divisibility, when non-zero, is the tt.divisibility hint: the value (for a pointer, its
	// address in bytes) is a multiple of it.
	Divisibility int
}

// Kernel builds one Triton kernel, a public tt.func in a module of its own.
type Kernel struct {
	// Ctx is the context the kernel's IR lives in.
	Ctx    *ir.Context
	module *ir.Operation
	fn     tt.FuncOp
	b      *ir.Builder
	args   []Value
	policy Policy
	loc    ir.Location
	err    error
	// constBits holds the bits of the scalar constants the kernel made, to splat them as
	// dense constants.
	constBits map[*ir.Value]uint64
	// helperTypes are the result types of the private functions callHelper defined, by name.
	helperTypes map[string][]Type
}

// Dialects returns the dialects a kernel's IR uses.
func Dialects() []*ir.Dialect {
	return []*ir.Dialect{builtin.Dialect, arith.Dialect, math.Dialect, scf.Dialect, tt.Dialect()}
}

// NewKernel starts a kernel named name with params in ctx (nil for a new context), at the
// location of its caller. Its body is empty, with the insertion point at its start.
func NewKernel(ctx *ir.Context, name string, params ...Param) *Kernel {
	if ctx == nil {
		ctx = ir.NewContext()
	}
	ctx.Load(Dialects()...)
	k := &Kernel{Ctx: ctx, b: ir.NewBuilder(ctx), constBits: map[*ir.Value]uint64{},
		helperTypes: map[string][]Type{}}
	k.start(name, params, k.callerLoc())
	return k
}

// NewKernelAt is NewKernel with the kernel's location given (a front end's source position).
func NewKernelAt(ctx *ir.Context, loc ir.Location, name string, params ...Param) *Kernel {
	if ctx == nil {
		ctx = ir.NewContext()
	}
	ctx.Load(Dialects()...)
	k := &Kernel{Ctx: ctx, b: ir.NewBuilder(ctx), loc: loc, constBits: map[*ir.Value]uint64{},
		helperTypes: map[string][]Type{}}
	k.start(name, params, loc)
	return k
}

// start creates the module and the function.
func (k *Kernel) start(name string, params []Param, loc ir.Location) {
	ctx := k.Ctx
	k.module = builtin.NewModule(ctx, loc)
	k.b.SetInsertionPointToEnd(k.module.Region(0).Front())
	inputs := make([]ir.Type, len(params))
	locs := make([]ir.Location, len(params))
	argAttrs := make([]ir.Attribute, len(params))
	for i, p := range params {
		inputs[i] = p.Type.IRType(ctx)
		locs[i] = ctx.NameLoc(p.Name, loc)
		var entries []ir.NamedAttribute
		if p.Divisibility != 0 {
			entries = append(entries, ir.NamedAttribute{Name: "tt.divisibility", Value: ctx.I32Attr(int32(p.Divisibility))})
		}
		argAttrs[i] = ctx.DictionaryAttr(entries)
		if p.Type.IsBlock() {
			k.fail(loc, "parameter '%s' must be a scalar or a pointer, not a block", p.Name)
		}
	}
	attrs := []ir.NamedAttribute{
		{Name: ir.SymbolNameAttr, Value: ctx.StringAttr(name)},
		{Name: funcsig.FunctionTypeAttr, Value: ctx.TypeAttr(ctx.FunctionType(inputs, nil))},
		{Name: ir.SymbolVisibilityAttr, Value: ctx.StringAttr("public")},
	}
	if len(params) > 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: funcsig.ArgAttrsAttr, Value: ctx.ArrayAttr(argAttrs)})
	}
	k.fn = tt.BuildFunc(k.b, loc, attrs...)
	k.fn.SetAttr("noinline", ctx.BoolAttr(false))
	body := ir.NewBlock(inputs, locs)
	k.fn.Region(0).Append(body)
	k.b.SetInsertionPointToEnd(body)
	for i, p := range params {
		k.args = append(k.args, Value{k: k, v: body.Argument(i), t: p.Type})
	}
}

// SetPolicy selects the kernel's type-promotion policy (TritonPolicy by default).
func (k *Kernel) SetPolicy(p Policy) { k.policy = p }

// Policy returns the kernel's type-promotion policy.
func (k *Kernel) Policy() Policy { return k.policy }

// Arg returns the i-th parameter.
func (k *Kernel) Arg(i int) Value { return k.args[i] }

// Args returns the parameters.
func (k *Kernel) Args() []Value { return append([]Value(nil), k.args...) }

// At makes loc the location of the ops created from now on, and of the errors they raise; nil
// goes back to the location of the Go code calling the kernel's methods.
func (k *Kernel) At(loc ir.Location) { k.loc = loc }

// Err returns the kernel's first error, or nil.
func (k *Kernel) Err() error { return k.err }

// Finish ends the kernel with tt.return, verifies it and returns its module, or the kernel's
// first error.
func (k *Kernel) Finish() (*ir.Operation, error) {
	if k.err != nil {
		return nil, k.err
	}
	tt.BuildReturn(k.b, k.location(), nil)
	if err := ir.Verify(k.module); err != nil {
		return nil, err
	}
	return k.module, nil
}

// location returns the location of the op being created: the one set with At, or the first
// caller outside this package.
func (k *Kernel) location() ir.Location {
	if k.loc != nil {
		return k.loc
	}
	return k.callerLoc()
}

// callerLoc returns the file:line of the first caller outside this package.
func (k *Kernel) callerLoc() ir.Location {
	pcs := make([]uintptr, 32)
	n := runtime.Callers(2, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, packagePath+".") {
			return k.Ctx.FileLineColLoc(f.File, f.Line, 0)
		}
		if !more {
			return k.Ctx.UnknownLoc()
		}
	}
}

// packagePath is this package's import path, to tell its frames from its callers'.
const packagePath = "github.com/ttgo/ttgo/frontend/tl"

// fail records an error at loc unless one is recorded already.
func (k *Kernel) fail(loc ir.Location, format string, args ...any) {
	if k.err == nil {
		k.err = ir.Errorf(loc, format, args...)
	}
}

// failed records err (a promotion or shape error) at the current location and returns an
// invalid value.
func (k *Kernel) failed(err error) Value {
	k.fail(k.location(), "%s", err.Error())
	return Value{k: k}
}

// errorf is failed with a formatted message.
func (k *Kernel) errorf(format string, args ...any) Value {
	return k.failed(fmt.Errorf(format, args...))
}
