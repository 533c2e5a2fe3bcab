package dialect

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// Render writes a dialect as the [dialect] table of a .reviewlint.toml,
// every key given, so that the file says the whole contract and no preset
// has to be read to know it.
func Render(s contract.DialectSpec) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("[dialect]\n")
	w("name = %s\n", quote(s.Name))
	w("# The sections a report must have; the verdict is always required.\n")
	w("required = %s\n", list(s.Required))
	w("\n[dialect.verdict]\n")
	w("keys = %s\n", list(s.Verdict.Keys))
	w("qualifiers = %s\n", list(s.Verdict.Qualifiers))
	w("pass = %s\n", list(s.Verdict.Pass))
	w("fail = %s\n", list(s.Verdict.Fail))
	w("case-sensitive = %t\n", s.Verdict.CaseSensitive)
	w("places = %s\n", list(s.Verdict.Places))
	w("\n[dialect.sections]\n")
	// Every kind, the ones the dialect does not read empty: a kind left
	// out would keep the default contract's names.
	for _, kind := range contract.SectionKinds {
		w("%s = %s\n", kind, list(s.Sections[kind]))
	}
	f := s.Findings
	w("\n[dialect.findings]\n")
	w("forms = %s\n", list(f.Forms))
	w("fail = %s\n", list(f.Fail))
	w("note = %s\n", list(f.Note))
	w("severity-columns = %s\n", list(f.SeverityColumns))
	w("severity-labels = %s\n", list(f.SeverityLabels))
	w("note-reason = %t\n", f.NoteReason)
	w("none = %s\n", list(f.None))
	c := s.Coverage
	w("\n[dialect.coverage]\n")
	w("forms = %s\n", list(c.Forms))
	w("verified = %s\n", list(c.Verified))
	w("accepted = %s\n", list(c.Accepted))
	w("not-checked = %s\n", list(c.NotChecked))
	w("failed = %s\n", list(c.Failed))
	w("status-columns = %s\n", list(c.StatusColumns))
	return b.String()
}

// list writes a TOML array of strings.
func list(ws []string) string {
	q := make([]string, 0, len(ws))
	for _, w := range slices.Clone(ws) {
		q = append(q, quote(w))
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// quote writes a TOML basic string: quotes, backslashes and control
// characters escaped, invalid UTF-8 replaced.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\u` + strconv.FormatInt(int64(r)+0x10000, 16)[1:])
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
