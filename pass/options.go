package pass

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// OptionInfo describes one pass option for help output.
type OptionInfo struct {
	// Name is the option's key in pipeline text.
	Name string
	// Type names the value kind as --help prints it ("int", "string", "bool", ...).
	Type string
	// Description is the option's one-line description.
	Description string
	// Default is the option's current value, printed as pipeline text.
	Default string
}

// OptionValue is implemented (on the pointer) by option field types that parse and print
// themselves, such as PipelineList; String returns "" for an empty value, which prints nothing.
type OptionValue interface {
	Set(text string) error
	String() string
}

// optionValue returns v's OptionValue, or nil when its type is not one.
func optionValue(v reflect.Value) OptionValue {
	if v.CanAddr() {
		if ov, ok := v.Addr().Interface().(OptionValue); ok {
			return ov
		}
	}
	return nil
}

// optionField is one tagged field of an options struct. A string field may list the values it
// accepts in a `values:"a,b"` tag, as an LLVM enum option does.
type optionField struct {
	name, desc string
	values     []string
	v          reflect.Value
}

// optionFields returns the tagged fields of the struct opts points to, sorted by name.
func optionFields(opts any) []optionField {
	v := reflect.ValueOf(opts)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	v = v.Elem()
	var fs []optionField
	for i := 0; i < v.NumField(); i++ {
		sf := v.Type().Field(i)
		name, ok := sf.Tag.Lookup("option")
		if !ok || !sf.IsExported() {
			continue
		}
		f := optionField{name: name, desc: sf.Tag.Get("desc"), v: v.Field(i)}
		if vs := sf.Tag.Get("values"); vs != "" {
			f.values = strings.Split(vs, ",")
		}
		fs = append(fs, f)
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].name < fs[j].name })
	return fs
}

// Options returns the options p accepts, sorted by name, with their current values.
func Options(p Pass) []OptionInfo {
	wo, ok := p.(WithOptions)
	if !ok {
		return nil
	}
	return optionInfos(wo.Options())
}

func optionInfos(opts any) []OptionInfo {
	var infos []OptionInfo
	for _, f := range optionFields(opts) {
		kind := kindName(f.v.Type())
		if optionValue(f.v) != nil {
			kind = "pass-manager"
		}
		infos = append(infos, OptionInfo{Name: f.name, Type: kind, Description: f.desc, Default: formatValue(f.v)})
	}
	return infos
}

func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32:
		return "int"
	case reflect.Int64:
		return "long"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "uint"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice:
		return kindName(t.Elem())
	}
	return "string"
}

// OptionError is option text that MLIR's pass option parser rejects.
type OptionError struct {
	// Message is what the option parser writes to its error stream, such as
	// "<Pass-Options-Parser>: no such option bogus\n"; it is empty when LLVM's command-line
	// parser rejected a value, which it reports itself (CommandLine).
	Message string
	// CommandLine is LLVM's report of a rejected value, which it prints to stderr after the
	// program's name: "for the --max-iterations option: 'abc' value invalid for long argument!".
	CommandLine string
	// Stream is what a parser nested in an OptionValue wrote straight to the error stream,
	// ahead of any diagnostic and without a newline, as MLIR's pipeline parser does for a
	// pipeline-valued option.
	Stream string
}

// Error returns the message, or the command-line report.
func (e *OptionError) Error() string {
	if e.Stream != "" {
		return e.Stream
	}
	if e.Message != "" {
		return strings.TrimSuffix(e.Message, "\n")
	}
	return e.CommandLine
}

// ParseOptions sets the fields of the options struct opts points to from MLIR's option text:
// space-separated `key=value` pairs, where a value may be quoted ('...' or "...") or braced
// ({...}) to hold spaces, and a bare `key` sets a bool option to true. A failure is an
// *OptionError worded as MLIR's and LLVM's parsers word it.
func ParseOptions(opts any, text string) error {
	fields := optionFields(opts)
	rest := text
	for rest != "" {
		key, value, hasValue, tail := nextOption(rest)
		rest = tail
		if key == "" {
			continue
		}
		var f *optionField
		for i := range fields {
			if fields[i].name == key {
				f = &fields[i]
			}
		}
		if f == nil {
			return &OptionError{Message: "<Pass-Options-Parser>: no such option " + key + "\n"}
		}
		if !hasValue && f.v.Kind() != reflect.Bool {
			return commandLineError(key, "requires a value!")
		}
		if ov := optionValue(f.v); ov != nil {
			if err := ov.Set(value); err != nil {
				return &OptionError{Stream: err.Error()}
			}
			continue
		}
		if err := setValue(f, unwrap(value)); err != nil {
			return commandLineError(key, err.Error())
		}
	}
	return nil
}

func commandLineError(key, msg string) *OptionError {
	return &OptionError{CommandLine: "for the --" + key + " option: " + msg}
}

// nextOption splits the first `key[=value]` off text as MLIR's parseNextArg does: the key
// runs to `=` or a space, the value to a space outside quotes and braces; both are trimmed.
func nextOption(text string) (key, value string, hasValue bool, rest string) {
	i := strings.IndexAny(text, "= ")
	if i < 0 {
		return strings.Trim(text, spaceChars), "", false, ""
	}
	key = strings.Trim(text[:i], spaceChars)
	if text[i] == ' ' {
		return key, "", false, strings.TrimLeft(text[i:], spaceChars)
	}
	text = text[i+1:]
	end := valueEnd(text)
	return key, strings.Trim(text[:end], spaceChars), true, strings.TrimLeft(text[end:], spaceChars)
}

// valueEnd returns the length of the value at the start of text: up to the first space
// outside quotes and braces. An unclosed quote quotes nothing; an unclosed brace runs to the end.
func valueEnd(text string) int {
	skipQuoted := func(i int) int {
		if c := text[i]; c == '\'' || c == '"' {
			if j := strings.IndexByte(text[i+1:], c); j >= 0 {
				return i + 1 + j
			}
		}
		return i
	}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ':
			return i
		case '\'', '"':
			i = skipQuoted(i)
		case '{':
			for depth := 1; i+1 < len(text) && depth > 0; {
				i++
				switch text[i] {
				case '\'', '"':
					i = skipQuoted(i)
				case '{':
					depth++
				case '}':
					depth--
				}
			}
		}
	}
	return len(text)
}

// unwrap strips one pair of enclosing quotes, or of braces when the first brace closes at the
// end: as mlir-opt-22 reads them, `{a},{b}` is a list of two braced elements, where `'a','b'`
// is one quoted value.
func unwrap(s string) string {
	if len(s) < 2 {
		return s
	}
	switch f, l := s[0], s[len(s)-1]; {
	case (f == '\'' || f == '"') && l == f:
		return s[1 : len(s)-1]
	case f == '{' && l == '}' && closesAtEnd(s):
		return s[1 : len(s)-1]
	}
	return s
}

// closesAtEnd reports whether the brace that opens s closes at its last byte, skipping quoted
// text.
func closesAtEnd(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			if j := strings.IndexByte(s[i+1:], c); j >= 0 {
				i += 1 + j
			}
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i == len(s)-1
			}
		}
	}
	return false
}

// splitList splits a list value at commas outside braces, parentheses and quotes.
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '{' || c == '(':
			depth++
		case c == '}' || c == ')':
			depth--
		case c == ',' && depth == 0:
			out = append(out, unwrap(strings.TrimSpace(s[start:i])))
			start = i + 1
		}
	}
	return append(out, unwrap(strings.TrimSpace(s[start:])))
}

// parseBool accepts the spellings LLVM's command line accepts (the empty value is true).
func parseBool(s string) (bool, error) {
	switch s {
	case "", "true", "True", "TRUE", "1":
		return true, nil
	case "false", "False", "FALSE", "0":
		return false, nil
	}
	return false, fmt.Errorf("'%s' is invalid value for boolean argument! Try 0 or 1", s)
}

// setValue parses s into the option field f, failing with LLVM's command-line wording.
func setValue(f *optionField, s string) error {
	if len(f.values) > 0 && !slices.Contains(f.values, s) {
		return fmt.Errorf("Cannot find option named '%s'!", s)
	}
	return setKind(f.v, s)
}

func setKind(v reflect.Value, s string) error {
	switch v.Kind() {
	case reflect.Bool:
		b, err := parseBool(s)
		if err != nil {
			return err
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 0, v.Type().Bits())
		if err != nil || strings.Contains(s, "_") {
			return invalidValue(v.Type(), s)
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(s, 0, v.Type().Bits())
		if err != nil || strings.Contains(s, "_") {
			return invalidValue(v.Type(), s)
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(s, v.Type().Bits())
		if err != nil || strings.Contains(s, "_") {
			return invalidValue(v.Type(), s)
		}
		v.SetFloat(f)
	case reflect.String:
		v.SetString(s)
	case reflect.Slice:
		elems := reflect.MakeSlice(v.Type(), 0, 0)
		if s != "" {
			for _, e := range splitList(s) {
				ev := reflect.New(v.Type().Elem()).Elem()
				if err := setKind(ev, e); err != nil {
					return err
				}
				elems = reflect.Append(elems, ev)
			}
		}
		v.Set(elems)
	default:
		return fmt.Errorf("unsupported option kind %s", v.Kind())
	}
	return nil
}

// invalidValue is LLVM's complaint about a number it cannot parse, naming the C type its
// parser reads (int for the narrower Go integers, long for int64, ...).
func invalidValue(t reflect.Type, s string) error {
	name := "integer"
	switch t.Kind() {
	case reflect.Int64:
		name = "long"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32:
		name = "uint"
	case reflect.Uint64:
		name = "ulong"
	case reflect.Float32, reflect.Float64:
		name = "floating point"
	}
	return fmt.Errorf("'%s' value invalid for %s argument!", s, name)
}

// formatValue prints an option value as pipeline text.
func formatValue(v reflect.Value) string {
	if ov := optionValue(v); ov != nil {
		return ov.String()
	}
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, v.Type().Bits())
	case reflect.String:
		s := v.String()
		if strings.ContainsAny(s, " \t\n") {
			return "{" + s + "}"
		}
		return s
	case reflect.Slice:
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = formatValue(v.Index(i))
		}
		return strings.Join(parts, ",")
	}
	return ""
}

// formatOptions prints `{a=1 b=2}` as MLIR's printAsTextualPipeline does: options sorted by
// name and separated by spaces, empty lists printing nothing; "" when there are no options.
func formatOptions(opts any) string {
	fields := optionFields(opts)
	if len(fields) == 0 {
		return ""
	}
	parts := make([]string, len(fields))
	for i, f := range fields {
		if f.v.Kind() == reflect.Slice && f.v.Len() == 0 {
			continue
		}
		if ov := optionValue(f.v); ov != nil && ov.String() == "" {
			continue
		}
		parts[i] = f.name + "=" + formatValue(f.v)
	}
	return "{" + strings.Join(parts, " ") + "}"
}
