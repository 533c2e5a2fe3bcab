package dialect

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/verdict"
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
	if len(s.Verdict.Rounds) > 0 {
		w("rounds = %s\n", list(s.Verdict.Rounds))
	}
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

// RenderJSON writes a verdict-file dialect as the [dialect.json] table,
// every key given. A side no file showed gets a stand-in word, said so in
// a comment, for the team to check: a table with an empty side would not
// load.
func RenderJSON(s verdict.DialectSpec) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("\n[dialect.json]\n")
	w("verdict-key = %s\n", quote(s.VerdictKey))
	if len(s.Approve) == 0 {
		w("# No file approves: \"approve\" stands in; write the word your files use.\n")
		s.Approve = []string{"approve"}
	}
	if len(s.Block) == 0 {
		w("# No file blocks: \"block\" stands in; write the word your files use.\n")
		s.Block = []string{"block"}
	}
	w("approve = %s\n", list(s.Approve))
	w("block = %s\n", list(s.Block))
	w("case-sensitive = %t\n", s.CaseSensitive)
	w("review-key = %s\n", quote(s.ReviewKey))
	w("keys = %s\n", list(s.Keys))
	w("required-keys = %s\n", list(s.RequiredKeys))
	w("unknown-keys = %t\n", s.UnknownKeys)
	w("edits = %t\n", s.Edits)
	w("findings = %t\n", s.Findings)
	w("findings-key = %s\n", quote(s.FindingsKey))
	w("severity-key = %s\n", quote(s.SeverityKey))
	w("blocking = %s\n", list(s.Blocking))
	w("non-blocking = %s\n", list(s.NonBlocking))
	w("text-keys = %s\n", list(s.TextKeys))
	w("location-keys = %s\n", list(s.LocationKeys))
	w("line-key = %s\n", quote(s.LineKey))
	w("finding-keys = %s\n", list(s.FindingKeys))
	return b.String()
}
