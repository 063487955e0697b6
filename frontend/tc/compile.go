package tc

import (
	"fmt"

	"github.com/ttgo/ttgo/frontend/tl"
	"github.com/ttgo/ttgo/ir"
)

// Options configure a compilation.
type Options struct {
	// Defines are macros defined before the file (-D NAME=VALUE): name to replacement text.
	Defines map[string]string
	// Policy is the type-promotion policy.
	Policy tl.Policy
}

// Compile compiles the Triton-C source src (named file in diagnostics) into a module holding
// its kernel, in ctx (nil for a new context). Errors are *ir.Diagnostic at file:line:col.
func Compile(ctx *ir.Context, file, src string, o Options) (*ir.Operation, error) {
	if ctx == nil {
		ctx = ir.NewContext()
	}
	diag := func(line, col int, msg string) error { return ir.Errorf(location(ctx, file, line, col), "%s", msg) }
	lines, lerr := lex(src)
	if lerr != nil {
		return nil, diag(lerr.line, lerr.col, lerr.msg)
	}
	defines := map[string][]token{}
	for name, text := range o.Defines {
		dl, derr := lex(text)
		if derr != nil || len(dl) != 1 {
			return nil, fmt.Errorf("invalid definition of %s: %q", name, text)
		}
		defines[name] = dl[0]
	}
	toks, perr := preprocess(lines, defines)
	if perr != nil {
		return nil, diag(perr.line, perr.col, perr.msg)
	}
	p := &parser{toks: toks}
	kn := p.parseFile()
	if p.err != nil {
		return nil, diag(p.err.line, p.err.col, p.err.msg)
	}
	g := &generator{ctx: ctx, file: file}
	return g.kernel(kn, o.Policy)
}

// variable is a name in scope: its value and the type its declaration gave it.
type variable struct {
	value tl.Value
	dtype *tl.DType
	ptr   bool
	shape []int64
	// loopVar marks a loop's induction variable, which cannot be assigned.
	loopVar bool
	// seq orders the variables by declaration: loops carry them in this order, as Triton's
	// frontend does.
	seq int
}

// generator turns the syntax tree into IR through a tl.Kernel.
type generator struct {
	ctx    *ir.Context
	file   string
	k      *tl.Kernel
	scopes []map[string]*variable
	err    error
	// declared counts the declarations, for variable.seq.
	declared int
	// naming is the variable a declaration or assignment being compiled defines: the ops it
	// creates get its name in their locations (as Triton's frontend names them), which
	// --mlir-use-nameloc-as-prefix prints as value names.
	naming string
}

// errorAt records a diagnostic at p.
func (g *generator) errorAt(p pos, format string, args ...any) {
	if g.err == nil {
		g.err = ir.Errorf(location(g.ctx, g.file, p.line, p.col), format, args...)
	}
}

// failed reports whether compilation has failed, taking the kernel's error.
func (g *generator) failed() bool {
	if g.err == nil && g.k != nil && g.k.Err() != nil {
		g.err = g.k.Err()
	}
	return g.err != nil
}

// at makes p the location of the next ops, named after the variable being defined if any.
func (g *generator) at(p pos) {
	var loc ir.Location = location(g.ctx, g.file, p.line, p.col)
	if g.naming != "" {
		loc = g.ctx.NameLoc(g.naming, loc)
	}
	g.k.At(loc)
}

// dtype resolves a type name.
func (g *generator) dtype(ts typeSpec) *tl.DType {
	if ts.dtype == "void" {
		g.errorAt(ts.pos, "'void' is not a value type")
		return nil
	}
	d, ok := tl.DTypeByName(ts.dtype)
	if !ok {
		g.errorAt(ts.pos, "unknown type '%s'", ts.dtype)
	}
	return d
}

// kernel compiles the kernel.
func (g *generator) kernel(kn *kernel, policy tl.Policy) (*ir.Operation, error) {
	var params []tl.Param
	for _, p := range kn.params {
		d := g.dtype(p.typ)
		if g.failed() {
			return nil, g.err
		}
		t := tl.Scalar(d)
		if p.typ.pointer {
			t = tl.PointerTo(d)
		}
		params = append(params, tl.Param{Name: p.name, Type: t, Divisibility: p.divisibility})
	}
	g.k = tl.NewKernelAt(g.ctx, location(g.ctx, g.file, kn.line, kn.col), kn.name, params...)
	g.k.SetPolicy(policy)
	g.push()
	for i, p := range kn.params {
		if g.lookup(p.name) != nil {
			g.errorAt(p.pos, "redefinition of parameter '%s'", p.name)
			return nil, g.err
		}
		g.scopes[0][p.name] = &variable{value: g.k.Arg(i), dtype: params[i].Type.Elem, ptr: params[i].Type.Pointer}
	}
	if n := len(kn.body.stmts); n > 0 {
		if _, ok := kn.body.stmts[n-1].(*returnStmt); ok {
			kn.body.stmts = kn.body.stmts[:n-1]
		}
	}
	g.block(kn.body, false)
	if g.failed() {
		return nil, g.err
	}
	g.at(kn.body.pos)
	return g.k.Finish()
}

func (g *generator) push() { g.scopes = append(g.scopes, map[string]*variable{}) }
func (g *generator) pop()  { g.scopes = g.scopes[:len(g.scopes)-1] }

// lookup finds a variable in the innermost scope that has it.
func (g *generator) lookup(name string) *variable {
	for i := len(g.scopes) - 1; i >= 0; i-- {
		if v, ok := g.scopes[i][name]; ok {
			return v
		}
	}
	return nil
}

// block compiles statements, in a new scope when scoped.
func (g *generator) block(b *blockStmt, scoped bool) {
	if scoped {
		g.push()
		defer g.pop()
	}
	for _, s := range b.stmts {
		if g.failed() {
			return
		}
		g.stmt(s)
	}
}

// stmt compiles a statement.
func (g *generator) stmt(s stmt) {
	switch s := s.(type) {
	case *blockStmt:
		g.block(s, true)
	case *declStmt:
		g.decl(s)
	case *assignStmt:
		g.assign(s)
	case *exprStmt:
		if _, ok := s.x.(*callExpr); !ok {
			g.errorAt(s.pos, "expression result unused")
			return
		}
		g.expr(s.x)
	case *ifStmt:
		g.ifStmt(s)
	case *forStmt:
		g.forStmt(s)
	case *returnStmt:
		g.errorAt(s.pos, "'return' is only supported as the kernel's last statement")
	}
}

// convert gives x the declared type of v: cast to its dtype, broadcast to its shape.
func (g *generator) convert(p pos, x tl.Value, v *variable, name string) tl.Value {
	g.at(p)
	t := x.Type()
	switch {
	case v.ptr != t.Pointer || (v.ptr && v.dtype != t.Elem):
		kind := v.dtype.String()
		if v.ptr {
			kind = "pointer<" + kind + ">"
		}
		g.errorAt(p, "cannot assign a value of type %s to '%s' of type %s", t, name, kind)
		return tl.Value{}
	case !v.ptr:
		x = g.k.Cast(x, v.dtype)
	}
	if len(v.shape) == 0 {
		if t.IsBlock() {
			g.errorAt(p, "cannot assign a block of type %s to the scalar '%s'", t, name)
			return tl.Value{}
		}
		if _, lit := x.IsLiteral(); lit {
			x = g.k.Cast(x, v.dtype)
		}
		return x
	}
	if t.IsBlock() && len(t.Shape) != len(v.shape) {
		g.errorAt(p, "cannot assign a block of shape %v to '%s' of shape %v", t.Shape, name, v.shape)
		return tl.Value{}
	}
	return g.k.BroadcastTo(x, v.shape)
}

// decl compiles a declaration.
func (g *generator) decl(d *declStmt) {
	if g.scopes[len(g.scopes)-1][d.name] != nil {
		g.errorAt(d.pos, "redefinition of '%s'", d.name)
		return
	}
	dt := g.dtype(d.typ)
	if g.failed() {
		return
	}
	g.declared++
	v := &variable{dtype: dt, ptr: d.typ.pointer, seq: g.declared}
	for _, e := range d.shape {
		n, ok := g.constInt(e)
		if !ok {
			return
		}
		if n <= 0 {
			g.errorAt(e.position(), "block dimensions must be positive, not %d", n)
			return
		}
		v.shape = append(v.shape, n)
	}
	if d.init == nil {
		g.errorAt(d.pos, "'%s' needs an initializer", d.name)
		return
	}
	g.naming = d.name
	defer func() { g.naming = "" }()
	x := g.expr(d.init)
	if g.failed() {
		return
	}
	// A block of zeros is tl.zeros, which Triton's frontend makes with a call that make-ttir
	// inlines: the same call gives the same IR.
	if l, ok := x.IsLiteral(); ok && l.Float() == 0 && len(v.shape) > 0 && !v.ptr {
		g.at(d.init.position())
		v.value = g.k.Zeros(v.shape, dt)
		g.scopes[len(g.scopes)-1][d.name] = v
		return
	}
	v.value = g.convert(d.init.position(), x, v, d.name)
	g.scopes[len(g.scopes)-1][d.name] = v
}

// constInt evaluates an expression that must be an integer literal (after macros).
func (g *generator) constInt(e expr) (int64, bool) {
	x := g.expr(e)
	if g.failed() {
		return 0, false
	}
	l, ok := x.IsLiteral()
	if !ok || l.Kind() == tl.KindFloating {
		g.errorAt(e.position(), "expected an integer constant")
		return 0, false
	}
	return l.Int(), true
}

// compoundOps maps a compound assignment to its binary operator.
var compoundOps = map[string]string{"+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "&=": "&", "|=": "|",
	"^=": "^", "<<=": "<<", ">>=": ">>"}

// assign compiles an assignment to a variable or a store.
func (g *generator) assign(s *assignStmt) {
	switch t := s.target.(type) {
	case *identExpr:
		v := g.lookup(t.name)
		if v == nil {
			g.errorAt(t.pos, "use of undeclared identifier '%s'", t.name)
			return
		}
		if v.loopVar {
			g.errorAt(t.pos, "cannot assign to the loop variable '%s'", t.name)
			return
		}
		g.naming = t.name
		defer func() { g.naming = "" }()
		var x tl.Value
		if s.op == "=" {
			x = g.expr(s.value)
		} else {
			x = g.binary(s.pos, compoundOps[s.op], v.value, g.expr(s.value))
		}
		if g.failed() {
			return
		}
		v.value = g.convert(s.pos, x, v, t.name)
	case *derefExpr:
		if s.op != "=" {
			g.errorAt(s.pos, "stores take '=', not '%s'", s.op)
			return
		}
		// Triton's frontend evaluates tl.store(ptr, value, mask=mask)'s keyword arguments
		// first: the mask, then the pointer and the value.
		var mask tl.Value
		if t.mask != nil {
			mask = g.expr(t.mask)
		}
		ptr := g.expr(t.ptr)
		val := g.expr(s.value)
		if g.failed() {
			return
		}
		g.at(s.pos)
		g.k.Store(ptr, val, mask)
	default:
		g.errorAt(s.pos, "the left side of an assignment must be a variable or a store '*ptr'")
	}
}
