package llvm

// The names of the parameter attributes of llvm.func arguments (the entries of an argument's
// attribute dictionary), as MLIR's LLVM dialect spells them.
const (
	ParamAttrByval     = "llvm.byval"
	ParamAttrAlign     = "llvm.align"
	ParamAttrNoalias   = "llvm.noalias"
	ParamAttrNonnull   = "llvm.nonnull"
	ParamAttrReadonly  = "llvm.readonly"
	ParamAttrWriteonly = "llvm.writeonly"
	ParamAttrNoundef   = "llvm.noundef"
	ParamAttrNocapture = "llvm.nocapture"
)

// KeywordParamAttrs are the parameter attributes that carry no value: their LLVM IR keyword is
// the name without the dialect prefix.
var KeywordParamAttrs = []string{ParamAttrNoalias, ParamAttrNonnull, ParamAttrReadonly, ParamAttrWriteonly,
	ParamAttrNoundef, ParamAttrNocapture}
