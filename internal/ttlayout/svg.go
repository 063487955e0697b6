package ttlayout

import (
	"encoding/xml"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Geometry of the picture, in SVG user units.
const (
	svgMargin     = 8
	svgTitle      = 20 // height of the title line
	svgSectionGap = 12
	svgRowHeight  = 20
	svgHeaderW    = 32 // width of the row-index column
	svgCharWidth  = 7  // width of one character of the 11-unit monospace font
	svgMinCell    = 24
)

// SVG renders the table as a picture: one grid per section, each cell labelled with its text
// and filled with its group's colour (hue per warp, shade per lane; for shared layouts hue
// per bank), with row and column indices around. title (the layout) heads the picture.
// The output depends only on the table and title.
func (t *Table) SVG(title string) string {
	rows, cols, _ := t.grid()
	cellW := max(svgMinCell, svgCharWidth*t.cellWidth()+8)
	gridW := svgHeaderW + cols*cellW
	sectionH := svgRowHeight * (rows + 1) // the column-index row, then the rows
	sections := t.numSections()
	if sections > 1 {
		sectionH += svgRowHeight // the section title
	}
	width := 2*svgMargin + max(gridW, svgCharWidth*len(title))
	height := 2*svgMargin + svgTitle + sections*sectionH + (sections-1)*svgSectionGap

	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="monospace" font-size="11">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&sb, "<title>%s</title>\n", escape(title))
	fmt.Fprintf(&sb, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", width, height)
	fmt.Fprintf(&sb, `<text x="%d" y="%d" dominant-baseline="middle">%s</text>`+"\n", svgMargin, svgMargin+svgTitle/2, escape(title))
	for sec := range sections {
		y := svgMargin + svgTitle + sec*(sectionH+svgSectionGap)
		fmt.Fprintf(&sb, `<g class="section" id="section%d">`+"\n", sec)
		if sections > 1 {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" dominant-baseline="middle">%s</text>`+"\n", svgMargin, y+svgRowHeight/2, escape(t.sectionTitle(sec)))
			y += svgRowHeight
		}
		x0 := svgMargin + svgHeaderW
		for c := range cols {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle" dominant-baseline="middle" fill="#666666">%d</text>`+"\n",
				x0+c*cellW+cellW/2, y+svgRowHeight/2, c)
		}
		y += svgRowHeight
		for r := range rows {
			ry := y + r*svgRowHeight
			fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="end" dominant-baseline="middle" fill="#666666">%d</text>`+"\n",
				x0-6, ry+svgRowHeight/2, r)
			for c := range cols {
				i := (sec*rows+r)*cols + c
				x := x0 + c*cellW
				fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#ffffff"/>`, x, ry, cellW, svgRowHeight, t.Groups[i].color())
				fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle" dominant-baseline="middle">%s</text>`+"\n",
					x+cellW/2, ry+svgRowHeight/2, escape(t.Cells[i]))
			}
		}
		sb.WriteString("</g>\n")
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// escape returns s escaped as XML character data.
func escape(s string) string {
	var sb strings.Builder
	// xml.EscapeText fails only when its writer does; a strings.Builder never does.
	_ = xml.EscapeText(&sb, []byte(s))
	return sb.String()
}

// color returns the fill of a group: hues step round the colour wheel by the golden angle,
// so that neighbouring groups get far-apart hues; shades go from darker to lighter.
func (g Group) color() string {
	h := math.Mod(float64(g.Hue)*137.508, 360)
	l := 0.72
	if g.Shades > 1 {
		l = 0.55 + 0.35*float64(g.Shade)/float64(g.Shades-1)
	}
	return hslHex(h, 0.65, l)
}

// hslHex converts a colour from hue (degrees), saturation and lightness (0..1) to #rrggbb.
func hslHex(h, s, l float64) string {
	c := (1 - math.Abs(2*l-1)) * s
	hp := h / 60
	x := c * (1 - math.Abs(math.Mod(hp, 2)-1))
	var r, g, b float64
	switch {
	case hp < 1:
		r, g = c, x
	case hp < 2:
		r, g = x, c
	case hp < 3:
		g, b = c, x
	case hp < 4:
		g, b = x, c
	case hp < 5:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := l - c/2
	hex := func(v float64) string {
		n := int(math.Round((v + m) * 255))
		s := strconv.FormatInt(int64(min(max(n, 0), 255)), 16)
		if len(s) == 1 {
			s = "0" + s
		}
		return s
	}
	return "#" + hex(r) + hex(g) + hex(b)
}
