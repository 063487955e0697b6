package filecheck

import (
	"strings"
	"unicode/utf8"
)

// backtrackBudget bounds the steps one search may take, so that a
// pathological pattern fails instead of hanging.
const backtrackBudget = 5_000_000

// backtracker matches a regex tree that holds back-references. Like POSIX
// (and LLVM), it returns the leftmost match and, among those, the longest;
// the captures are those of the first longest match found.
type backtracker struct {
	root  *node
	ncap  int
	text  string
	fold  bool
	vals  []string
	caps  []int // 2 per group, -1 when unset
	best  []int // caps of the best match so far; best[1] is its end
	steps int
}

// find returns the capture positions of the first match in text: element
// 0 and 1 bound the whole match, 2*i and 2*i+1 group i. It returns nil when
// there is no match.
func (m *backtracker) find(text string) []int {
	m.text = text
	for start := 0; start <= len(text); start++ {
		m.caps = make([]int, 2*(m.ncap+1))
		for i := range m.caps {
			m.caps[i] = -1
		}
		m.caps[0] = start
		m.best = nil
		m.match(m.root, start, func(end int) bool {
			if m.best == nil || end > m.best[1] {
				m.best = append([]int(nil), m.caps...)
				m.best[1] = end
			}
			return false // keep looking for a longer one
		})
		if m.best != nil {
			return m.best
		}
		if m.steps > backtrackBudget {
			return nil
		}
		if start < len(text) {
			_, size := utf8.DecodeRuneInString(text[start:])
			start += size - 1
		}
	}
	return nil
}

// match matches n at pos and calls k with the end of each way it matches
// until k returns true.
func (m *backtracker) match(n *node, pos int, k func(int) bool) bool {
	m.steps++
	if m.steps > backtrackBudget {
		return false
	}
	switch n.kind {
	case nLit:
		return m.literal(n.lit, pos, k)
	case nSubst:
		return m.literal(m.vals[n.cap], pos, k)
	case nBackref:
		s, e := m.caps[2*n.cap], m.caps[2*n.cap+1]
		if s < 0 || e < 0 {
			return false
		}
		return m.literal(m.text[s:e], pos, k)
	case nAny:
		if pos >= len(m.text) || m.text[pos] == '\n' {
			return false
		}
		_, size := utf8.DecodeRuneInString(m.text[pos:])
		return k(pos + size)
	case nClass:
		if pos >= len(m.text) {
			return false
		}
		r, size := utf8.DecodeRuneInString(m.text[pos:])
		if !n.class.contains(r, m.fold) {
			return false
		}
		return k(pos + size)
	case nBOL:
		if pos == 0 || m.text[pos-1] == '\n' {
			return k(pos)
		}
		return false
	case nEOL:
		if pos == len(m.text) || m.text[pos] == '\n' {
			return k(pos)
		}
		return false
	case nGroup:
		i := 2 * n.cap
		return m.match(n.subs[0], pos, func(end int) bool {
			s, e := m.caps[i], m.caps[i+1]
			m.caps[i], m.caps[i+1] = pos, end
			if k(end) {
				return true
			}
			m.caps[i], m.caps[i+1] = s, e
			return false
		})
	case nConcat:
		return m.sequence(n.subs, pos, k)
	case nAlt:
		for _, s := range n.subs {
			if m.match(s, pos, k) {
				return true
			}
		}
		return false
	case nRepeat:
		return m.repeat(n, 0, pos, k)
	}
	return false
}

func (m *backtracker) sequence(subs []*node, pos int, k func(int) bool) bool {
	if len(subs) == 0 {
		return k(pos)
	}
	return m.match(subs[0], pos, func(end int) bool {
		return m.sequence(subs[1:], end, k)
	})
}

// repeat matches the remaining iterations of n after count of them, the
// greedy way first; an iteration that matches nothing ends the loop.
func (m *backtracker) repeat(n *node, count, pos int, k func(int) bool) bool {
	if n.max < 0 || count < n.max {
		if m.match(n.subs[0], pos, func(end int) bool {
			if end == pos {
				return false
			}
			return m.repeat(n, count+1, end, k)
		}) {
			return true
		}
	}
	if count >= n.min {
		return k(pos)
	}
	// Fewer than min iterations remain possible only by empty matches.
	return m.match(n.subs[0], pos, func(end int) bool {
		return end == pos && m.repeat(n, n.min, pos, k)
	})
}

func (m *backtracker) literal(lit string, pos int, k func(int) bool) bool {
	if len(m.text)-pos < len(lit) {
		return false
	}
	got := m.text[pos : pos+len(lit)]
	if got == lit || (m.fold && strings.EqualFold(got, lit)) {
		return k(pos + len(lit))
	}
	return false
}
