package tttranslate

import "strings"

// splitMarker separates the chunks of a --split-input-file input, as in mlir-translate.
const splitMarker = "// -----"

// splitInput cuts src at the lines that start with the marker. Each chunk is preceded by as
// many newlines as lines before it, so that diagnostics give the input file's line numbers.
func splitInput(src string) []string {
	lines := strings.SplitAfter(src, "\n")
	var chunks []string
	var cur strings.Builder
	start := 0
	for i, line := range lines {
		if strings.HasPrefix(line, splitMarker) {
			chunks = append(chunks, strings.Repeat("\n", start)+cur.String())
			cur.Reset()
			start = i + 1
			continue
		}
		cur.WriteString(line)
	}
	return append(chunks, strings.Repeat("\n", start)+cur.String())
}
