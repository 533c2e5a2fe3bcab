package contract

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// delimiterCellsSplit is delimiterCells as it read a delimiter row with
// strings.Split and a regular expression: the reference the scanning one
// is held equal to.
func delimiterCellsSplit(l string) int {
	if !onlyBytes(l, "-:| ") || onlyBytes(l, "- ") || strings.HasPrefix(l, " ") {
		return -1
	}
	cols := strings.Split(l, "|")
	if strings.TrimSpace(cols[0]) == "" {
		cols = cols[1:]
	}
	if len(cols) > 0 && strings.TrimSpace(cols[len(cols)-1]) == "" {
		cols = cols[:len(cols)-1]
	}
	for _, c := range cols {
		if !delimiterColumnRE.MatchString(c) {
			return -1
		}
	}
	return len(cols)
}

var delimiterColumnRE = regexp.MustCompile(`^ *:?-+:? *$`)

// TestDelimiterCells: rows the GFM parser takes for delimiters, and
// near misses.
func TestDelimiterCells(t *testing.T) {
	for _, l := range []string{"|---|:--:|", "---|---", "|-|", "|", "||", "| |", "-", "--", ":-", "|:-:|--:| ", "| - | - |", "|---|-x-|", "|:|", "|---||", "|--|  |", ":---:", "|-- -|", " |---|"} {
		checkDelimiterCells(t, l)
	}
}

// FuzzDelimiterCells: the scan reads every line as the split and the
// regular expression did.
func FuzzDelimiterCells(f *testing.F) {
	for _, l := range []string{"|---|:--:|", "--- | :-: | ---:", "||", "|:|", "| -- | -- |"} {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, l string) {
		checkDelimiterCells(t, l)
		pre := []string{"kept"}
		texts, offsets := splitRow(l, pre, []int{-1})
		want, wantOff := splitRowSliced(l)
		if !slices.Equal(texts, append([]string{"kept"}, want...)) || !slices.Equal(offsets, append([]int{-1}, wantOff...)) {
			t.Fatalf("splitRow(%q) = %q %v, want %q %v after the kept ones", l, texts, offsets, want, wantOff)
		}
	})
}

func checkDelimiterCells(t *testing.T, l string) {
	t.Helper()
	if got, want := delimiterCells(l), delimiterCellsSplit(l); got != want {
		t.Fatalf("delimiterCells(%q) = %d, split %d", l, got, want)
	}
}

// splitRowSliced is splitRow into fresh slices, as it was written.
func splitRowSliced(l string) (texts []string, offsets []int) {
	start, end := 0, len(l)
	for start < end && l[start] == ' ' {
		start++
	}
	for end > start && l[end-1] == ' ' {
		end--
	}
	if start < end && l[start] == '|' {
		start++
	}
	if end > start && l[end-1] == '|' {
		end--
	}
	for from := start; from < end; {
		to := strings.IndexByte(l[from:end], '|')
		if to < 0 {
			to = end
		} else {
			to += from
		}
		s, e := from, to
		for s < e && l[s] == ' ' {
			s++
		}
		for e > s && l[e-1] == ' ' {
			e--
		}
		texts = append(texts, l[s:e])
		offsets = append(offsets, s)
		from = to + 1
	}
	return texts, offsets
}
