package ttopt

import (
	"strings"
)

// splitMarker is the line that separates the chunks of a --split-input-file input.
const splitMarker = "// -----"

// chunk is one part of a split input; text keeps the original line numbering by starting with
// as many newlines as lines precede the chunk.
type chunk struct {
	text      string
	firstLine int // 1-based line of the chunk's first line in the file
}

// splitInput splits src at lines that consist of the split marker (MLIR accepts trailing
// text and spaces after it, and any number of extra dashes).
func splitInput(src string) []chunk {
	var chunks []chunk
	start, startLine, line := 0, 1, 1
	for pos := 0; pos < len(src); {
		end := strings.IndexByte(src[pos:], '\n')
		next := len(src)
		if end >= 0 {
			next = pos + end + 1
		}
		if isSplitLine(src[pos:next]) {
			chunks = append(chunks, chunk{text: src[start:pos], firstLine: startLine})
			start, startLine = next, line+1
		}
		pos = next
		line++
	}
	return append(chunks, chunk{text: src[start:], firstLine: startLine})
}

func isSplitLine(l string) bool {
	l = strings.TrimSpace(l)
	return strings.HasPrefix(l, splitMarker) && strings.Trim(l[len(splitMarker):], "-") == ""
}

// padded returns the chunk text preceded by newlines so that line numbers match the file.
func (c chunk) padded() string {
	return strings.Repeat("\n", c.firstLine-1) + c.text
}
