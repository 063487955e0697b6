package pass

import (
	"fmt"
	"reflect"
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

// optionField is one tagged field of an options struct.
type optionField struct {
	name, desc string
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
		fs = append(fs, optionField{name: name, desc: sf.Tag.Get("desc"), v: v.Field(i)})
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
		infos = append(infos, OptionInfo{Name: f.name, Type: kindName(f.v.Type()), Description: f.desc, Default: formatValue(f.v)})
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

// ParseOptions sets the fields of the options struct opts points to from MLIR's option text:
// space-separated `key=value` pairs, where a value may be quoted ('...' or "...") or braced
// ({...}) to hold spaces, and a bare `key` sets a bool option to true.
func ParseOptions(opts any, text string) error {
	fields := optionFields(opts)
	rest := strings.TrimSpace(text)
	for rest != "" {
		key, value, hasValue, tail, err := nextOption(rest)
		if err != nil {
			return err
		}
		rest = strings.TrimSpace(tail)
		var f *optionField
		for i := range fields {
			if fields[i].name == key {
				f = &fields[i]
			}
		}
		if f == nil {
			return fmt.Errorf("no such option %s", key)
		}
		if !hasValue {
			if f.v.Kind() != reflect.Bool {
				return fmt.Errorf("option '%s' requires a value", key)
			}
			value = "true"
		}
		if err := setValue(f.v, value); err != nil {
			return fmt.Errorf("invalid value '%s' for option '%s': %v", value, key, err)
		}
	}
	return nil
}

// nextOption splits the first `key[=value]` off text.
func nextOption(text string) (key, value string, hasValue bool, rest string, err error) {
	i := strings.IndexAny(text, "= \t\n")
	if i < 0 {
		return text, "", false, "", nil
	}
	key = text[:i]
	if text[i] != '=' {
		return key, "", false, text[i:], nil
	}
	text = text[i+1:]
	end, err := valueEnd(text)
	if err != nil {
		return "", "", false, "", fmt.Errorf("%v in value of option '%s'", err, key)
	}
	return key, unwrap(text[:end]), true, text[end:], nil
}

// valueEnd returns the length of the value at the start of text: up to the first space
// outside quotes and braces.
func valueEnd(text string) (int, error) {
	depth := 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '\'', '"':
			j := strings.IndexByte(text[i+1:], c)
			if j < 0 {
				return 0, fmt.Errorf("unterminated quote")
			}
			i += j + 1
		case '{':
			depth++
		case '}':
			depth--
		case ' ', '\t', '\n':
			if depth == 0 {
				return i, nil
			}
		}
	}
	if depth != 0 {
		return 0, fmt.Errorf("unbalanced braces")
	}
	return len(text), nil
}

// unwrap strips one pair of enclosing quotes or braces.
func unwrap(s string) string {
	if len(s) >= 2 {
		if f, l := s[0], s[len(s)-1]; (f == '\'' || f == '"') && l == f || f == '{' && l == '}' {
			return s[1 : len(s)-1]
		}
	}
	return s
}

// splitList splits a list value at commas outside braces and quotes.
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
		case c == '{':
			depth++
		case c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, unwrap(strings.TrimSpace(s[start:i])))
			start = i + 1
		}
	}
	return append(out, unwrap(strings.TrimSpace(s[start:])))
}

// parseBool accepts the spellings LLVM's command line accepts.
func parseBool(s string) (bool, error) {
	switch s {
	case "true", "True", "TRUE", "1":
		return true, nil
	case "false", "False", "FALSE", "0":
		return false, nil
	}
	return false, fmt.Errorf("'%s' is not a boolean", s)
}

func setValue(v reflect.Value, s string) error {
	switch v.Kind() {
	case reflect.Bool:
		b, err := parseBool(s)
		if err != nil {
			return err
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 0, v.Type().Bits())
		if err != nil {
			return fmt.Errorf("not an integer")
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(s, 0, v.Type().Bits())
		if err != nil {
			return fmt.Errorf("not an unsigned integer")
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(s, v.Type().Bits())
		if err != nil {
			return fmt.Errorf("not a number")
		}
		v.SetFloat(f)
	case reflect.String:
		v.SetString(s)
	case reflect.Slice:
		elems := reflect.MakeSlice(v.Type(), 0, 0)
		if s != "" {
			for _, e := range splitList(s) {
				ev := reflect.New(v.Type().Elem()).Elem()
				if err := setValue(ev, e); err != nil {
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

// formatValue prints an option value as pipeline text.
func formatValue(v reflect.Value) string {
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
		parts[i] = f.name + "=" + formatValue(f.v)
	}
	return "{" + strings.Join(parts, " ") + "}"
}
