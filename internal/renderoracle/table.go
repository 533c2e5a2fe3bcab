package renderoracle

import (
	"regexp"
	"strings"
)

// A reader reads a table row by row. A cell that is a verdict line is
// one (the line reading does that); a cell naming the verdict followed
// by a cell that gives it reads as `Verdict: FAIL`; so does a value under
// a header cell naming the verdict. Under Findings, a row with a cell
// that opens with FAIL, or states `: FAIL`, is a FAIL finding.

func (o *reader) tableTag(name string, end bool) {
	switch name {
	case "table":
		o.header, o.row, o.rowMask, o.cell, o.cellMsk = nil, nil, nil, nil, nil
	case "thead":
		o.inHead = !end
	case "tr":
		if end {
			o.endRow()
		} else {
			o.row, o.rowMask = nil, nil
		}
	case "td", "th":
		if !end {
			o.cell, o.cellMsk = &strings.Builder{}, &strings.Builder{}
			return
		}
		if o.cell != nil {
			o.row = append(o.row, strings.TrimSpace(o.cell.String()))
			o.rowMask = append(o.rowMask, strings.TrimSpace(o.cellMsk.String()))
		}
		o.cell, o.cellMsk = nil, nil
	}
}

func (o *reader) endRow() {
	cells, masked := o.row, o.rowMask
	for i, c := range cells {
		if !keyCellRE.MatchString(strip(c)) {
			continue
		}
		for j := i + 1; j < len(cells); j++ {
			if cells[j] == "" {
				continue
			}
			if v, ok := valueOf(cells[j]); ok {
				o.Verdicts = append(o.Verdicts, v)
			}
			break
		}
	}
	if o.inHead {
		o.header = cells
		return
	}
	for i, h := range o.header {
		if i < len(cells) && keyCellRE.MatchString(strip(h)) && !keyCellRE.MatchString(strip(cells[i])) {
			if v, ok := valueOf(cells[i]); ok {
				o.Verdicts = append(o.Verdicts, v)
			}
		}
	}
	if o.findings == 0 {
		return
	}
	for _, m := range masked {
		if failCellRE.MatchString(strip(m)) || disposition(m) == "FAIL" {
			o.Fails = append(o.Fails, strings.Join(cells, " | "))
			return
		}
	}
}

// strip drops the emphasis and code markers a reader skips over.
func strip(s string) string {
	return strings.NewReplacer("*", "", "_", "", "`", "").Replace(s)
}

// valueOf reads a cell that stands where a verdict's value does.
func valueOf(c string) (string, bool) {
	m := valueRE.FindStringSubmatch(strip(c))
	if m == nil {
		return "", false
	}
	if m[2] != "" {
		return "", true
	}
	return strings.ToUpper(m[1]), true
}

var (
	keyCellRE  = regexp.MustCompile(`(?i)^\s*(?:(?:final|overall|review)\s+)?verdict\s*:?\s*$`)
	valueRE    = regexp.MustCompile(`(?i)^[^\pL\pN]*(pass|fail)(?:$|[^\pL\pN]+(?:(or|pass|fail)(?:$|[^\pL\pN]))?)`)
	failCellRE = regexp.MustCompile(`^[^\pL\pN]*FAIL(?:$|[^\pL\pN_-]|-\s)`)
)
