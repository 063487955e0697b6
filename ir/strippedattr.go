package ir

// StrippedAttrPrinter is implemented by printers that print an attribute parameter of a known
// attribute class as MLIR's printStrippedAttrOrType does: its alias when it has one, else
// what body writes, the attribute without its `#dialect.mnemonic`.
type StrippedAttrPrinter interface {
	PrintStrippedAttribute(a Attribute, body func())
}
