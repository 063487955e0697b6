package tc

// pos is a position in the source.
type pos struct{ line, col int }

// typeSpec is a declared type: a dtype, or a pointer to one.
type typeSpec struct {
	pos
	dtype   string
	pointer bool
}

// param is a kernel parameter.
type param struct {
	pos
	typ          typeSpec
	name         string
	divisibility int
}

// kernel is a __global__ function.
type kernel struct {
	pos
	name   string
	params []param
	body   *blockStmt
}

// stmt is a statement.
type stmt interface{ position() pos }

// expr is an expression.
type expr interface{ position() pos }

func (p pos) position() pos { return p }

type (
	// blockStmt is { stmts }.
	blockStmt struct {
		pos
		stmts []stmt
	}
	// declStmt declares name of type typ, a block when shape is set, with an initializer.
	declStmt struct {
		pos
		typ   typeSpec
		name  string
		shape []expr
		init  expr
	}
	// assignStmt is target op= value; target is a name or a store (*p, *?(m)p).
	assignStmt struct {
		pos
		target expr
		op     string
		value  expr
	}
	// exprStmt evaluates an expression for its effects.
	exprStmt struct {
		pos
		x expr
	}
	// ifStmt is if (cond) then else els.
	ifStmt struct {
		pos
		cond      expr
		then, els stmt
	}
	// forStmt is the counted loop for (int iv = lo; iv < hi; iv += step) body.
	forStmt struct {
		pos
		iv           string
		lo, hi, step expr
		body         stmt
	}
	// returnStmt is return;.
	returnStmt struct{ pos }
)

type (
	// identExpr is a name.
	identExpr struct {
		pos
		name string
	}
	// intExpr is an integer literal.
	intExpr struct {
		pos
		value uint64
	}
	// floatExpr is a float literal.
	floatExpr struct {
		pos
		value float64
	}
	// binaryExpr is x op y.
	binaryExpr struct {
		pos
		op   string
		x, y expr
	}
	// unaryExpr is op x (-, +, !, ~).
	unaryExpr struct {
		pos
		op string
		x  expr
	}
	// ternaryExpr is cond ? x : y.
	ternaryExpr struct {
		pos
		cond, x, y expr
	}
	// derefExpr is *ptr, or *?(mask)ptr.
	derefExpr struct {
		pos
		ptr, mask expr
	}
	// rangeExpr is lo ... hi.
	rangeExpr struct {
		pos
		lo, hi expr
	}
	// castExpr is (type) x.
	castExpr struct {
		pos
		typ typeSpec
		x   expr
	}
	// callExpr is name(args).
	callExpr struct {
		pos
		name string
		args []expr
	}
	// subscriptExpr is x[items]: each item ":", "newaxis" or a reduction ("+", "max", "min",
	// "argmax", "argmin").
	subscriptExpr struct {
		pos
		x     expr
		items []string
	}
)
