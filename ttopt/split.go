package ttopt

import (
	"strings"
)

// splitMarker separates the chunks of a --split-input-file input by default, and those of
// the output unless --output-split-marker says otherwise.
const splitMarker = "// -----"

// splitCheckLen is how many trailing characters of the marker mlir-opt checks apart: it splits
// the input at the marker less these, and a piece that does not start with them is a near
// miss.
const splitCheckLen = 2

// chunk is one part of a split input: its text and where that starts in the file.
type chunk struct {
	text string
	// firstLine and firstCol are the 1-based line and column of the chunk's first character.
	firstLine, firstCol int
}

// splitInput splits src at marker (longer than splitCheckLen) as mlir-opt-22's
// splitAndProcessBuffer does. The input is cut at each marker less its last two characters
// (`// ---` of the default marker); a piece starting with those two (not followed by '0', as
// MLIR checks) completes a marker and starts a new chunk after it, other pieces are near
// misses that stay in the current chunk, marker text included. A chunk is empty only at the start of the file, and
// an empty chunk is dropped (an empty file has none). It also returns the offsets of the
// near misses, which mlir-opt reports as warnings.
func splitInput(src, marker string) (chunks []chunk, nearMisses []int) {
	cut := marker[:len(marker)-splitCheckLen]
	suffix := marker[len(marker)-splitCheckLen:]
	prevStart, prevEnd := 0, 0
	push := func() {
		line, col := lineCol(src, prevStart)
		chunks = append(chunks, chunk{text: src[prevStart:prevEnd], firstLine: line, firstCol: col})
	}
	for start := 0; ; {
		end := len(src)
		if i := strings.Index(src[start:], cut); i >= 0 {
			end = start + i
		}
		piece := src[start:end]
		switch {
		case prevEnd == prevStart:
			prevStart, prevEnd = start, end
		case strings.HasPrefix(piece, suffix) && len(piece) > splitCheckLen && piece[splitCheckLen] != '0':
			push()
			prevStart, prevEnd = start+splitCheckLen, end
		default:
			nearMisses = append(nearMisses, start)
			prevEnd = end
		}
		if end == len(src) {
			break
		}
		start = end + len(cut)
	}
	if prevEnd > prevStart {
		push()
	}
	return chunks, nearMisses
}

// lineCol returns the 1-based line and column of byte offset off of src.
func lineCol(src string, off int) (line, col int) {
	line = 1 + strings.Count(src[:off], "\n")
	return line, off - (strings.LastIndexByte(src[:off], '\n') + 1) + 1
}

// padded returns the chunk text preceded by newlines and spaces so that lines and columns
// match the file.
func (c chunk) padded() string {
	return strings.Repeat("\n", c.firstLine-1) + strings.Repeat(" ", c.firstCol-1) + c.text
}
