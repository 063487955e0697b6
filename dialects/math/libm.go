package math

import "github.com/ttgo/ttgo/internal/libm"

// float32Funcs are the f32 folds glibc computes in float arithmetic, by op name; the other
// f32 folds compute in float64 and round the result once.
var float32Funcs = map[string]func(float32) float32{
	"math.expm1": libm.Expm1f,
	"math.sinh":  libm.Sinhf,
	"math.cosh":  libm.Coshf,
	"math.tanh":  libm.Tanhf,
	"math.log1p": libm.Log1pf,
	"math.asinh": libm.Asinhf,
	"math.acosh": libm.Acoshf,
	"math.atanh": libm.Atanhf,
	"math.atan":  libm.Atanf,
	"math.log10": libm.Log10f,
	"math.acos":  libm.Acosf,
	"math.asin":  libm.Asinf,
	"math.erf":   libm.Erff,
	"math.erfc":  libm.Erfcf,
	"math.sin":   libm.Sinf,
	"math.exp":   libm.Expf,
	"math.tan":   libm.Tanf,
	"math.log2":  libm.Log2f,
	"math.log":   libm.Logf,
	"math.exp2":  libm.Exp2f,
	"math.cos":   libm.Cosf,
}

// float32Binary are the binary f32 folds computed that way.
var float32Binary = map[string]func(a, b float32) float32{"math.atan2": libm.Atan2f, "math.powf": libm.Powf}
