package verdict

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// The oracle below is independent of the package: it finds verdict objects
// the way the package promises to, but with encoding/json and a repair
// written here, by decoding the first JSON value at every '{' of the file.
// It is quadratic, which is fine for test inputs.

// maxOracleInput keeps the quadratic oracle quick on what the fuzzer grows.
const maxOracleInput = 1 << 10

// oracleObject is an object encoding/json read at some '{'.
type oracleObject struct {
	start    int
	end      int // -1 when it was read only after the repair
	verdict  any
	findings any
}

// oracleVerdicts returns every object with the lexicon's verdict key that
// encoding/json reads at a '{' of data, as is or after escaping raw control
// characters inside strings.
func oracleVerdicts(lx lexicon, data []byte) []oracleObject {
	var out []oracleObject
	for q, c := range data {
		if c != '{' {
			continue
		}
		for pass, text := range [][]byte{data[q:], escapeControls(data[q:])} {
			dec := json.NewDecoder(bytes.NewReader(text))
			var v any
			if dec.Decode(&v) != nil {
				continue
			}
			m, ok := v.(map[string]any)
			if !ok {
				continue
			}
			verdict, ok := m[lx.spec.VerdictKey]
			if !ok {
				continue
			}
			end := -1
			if pass == 0 {
				end = q + int(dec.InputOffset())
			}
			var findings any
			if lx.spec.Findings {
				findings = m[lx.spec.FindingsKey]
			}
			out = append(out, oracleObject{start: q, end: end, verdict: verdict, findings: findings})
			break
		}
	}
	return out
}

// escapeControls escapes raw control characters inside JSON strings, the
// strings being those a reader starting at text[0] sees.
func escapeControls(text []byte) []byte {
	var b bytes.Buffer
	in, esc := false, false
	for _, c := range text {
		switch {
		case !in:
			in = c == '"'
		case esc:
			esc = false
		case c == '\\':
			esc = true
		case c == '"':
			in = false
		case c < 0x20:
			fmt.Fprintf(&b, `\u%04x`, c)
			continue
		}
		b.WriteByte(c)
	}
	return b.Bytes()
}

// approves reports whether an oracle object is an approval with no
// blocking finding, in the lexicon's words.
func (o oracleObject) approves(lx lexicon) bool {
	if !lx.is(o.verdict, lx.spec.Approve) {
		return false
	}
	if o.findings == nil {
		return true
	}
	list, ok := o.findings.([]any)
	if !ok {
		return false
	}
	for _, f := range list {
		m, ok := f.(map[string]any)
		if !ok || !lx.is(m[lx.spec.SeverityKey], lx.spec.NonBlocking) {
			return false
		}
	}
	return true
}

// oracleCheck holds Gate, Lint and Parse on one file against the oracle:
// the gate approves only when the oracle finds at least one verdict object
// and every one approves; when the oracle's objects disagree on the verdict,
// Parse fails and Lint reports an error.
func oracleCheck(data []byte) error { return oracleCheckIn(lexicons[0], data) }

// oracleCheckIn is oracleCheck with data read in the lexicon's dialect.
func oracleCheckIn(lx lexicon, data []byte) error {
	if len(data) > maxOracleInput {
		return nil
	}
	objs := oracleVerdicts(lx, data)
	d := lx.d.Gate([]Round{{Name: "r", Content: data}})
	if d.Approved {
		if len(objs) == 0 {
			return fmt.Errorf("gate approved, but encoding/json finds no verdict object")
		}
		for _, o := range objs {
			if !o.approves(lx) {
				return fmt.Errorf("gate approved, but encoding/json reads verdict %v findings %v at offset %d", o.verdict, o.findings, o.start)
			}
		}
	}
	for _, o := range objs[min(len(objs), 1):] {
		if fmt.Sprint(o.verdict) == fmt.Sprint(objs[0].verdict) {
			continue
		}
		if _, err := lx.d.Parse(data); err == nil {
			return fmt.Errorf("verdicts %v (offset %d) and %v (offset %d) disagree, yet Parse succeeds", objs[0].verdict, objs[0].start, o.verdict, o.start)
		}
		if !hasError(lx.d.Lint(data)) {
			return fmt.Errorf("verdicts %v and %v disagree, yet Lint reports no error", objs[0].verdict, o.verdict)
		}
		break
	}
	return nil
}

// scanCheck: every object the oracle reads is a candidate of the scan at
// the same start (and, when read without the repair, the same end).
func scanCheck(data []byte) error { return scanCheckIn(lexicons[0], data) }

// scanCheckIn is scanCheck for the lexicon's verdict key.
func scanCheckIn(lx lexicon, data []byte) error {
	if len(data) > maxOracleInput {
		return nil
	}
	res := scan(data, lx.d)
	if res.unreadable >= 0 {
		return nil
	}
	for _, o := range oracleVerdicts(lx, data) {
		found := false
		for _, c := range res.cands {
			if int(c.start) == o.start && !c.broken && (o.end < 0 || int(c.end) == o.end) {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("encoding/json reads a verdict object at [%d,%d) the scan does not find (candidates %+v)", o.start, o.end, res.cands)
		}
	}
	return nil
}

// is reports whether v is a string among words, as the lexicon's dialect
// matches values: as written, or ignoring ASCII letter case only.
func (lx lexicon) is(v any, words []string) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	for _, w := range words {
		if s == w || !lx.spec.CaseSensitive && lowerASCIIOnly(s) == lowerASCIIOnly(w) {
			return true
		}
	}
	return false
}

func lowerASCIIOnly(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}
