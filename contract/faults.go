package contract

import (
	"fmt"
	"strings"
)

// The messages of the malformed-entry rules say what is wrong with the
// line as written and how to write it, so they are worked out only for
// the lines that fail, off the path every line takes.

// coverageFault says why a coverage bullet is not `<claim>: <STATUS>`.
func (d *Dialect) coverageFault(item block) string {
	hits := d.statusesIn(item.text, nil)
	statuses := d.statusList()
	switch {
	case len(hits) > 1:
		return fmt.Sprintf("the entry carries %d statuses: keep one", len(hits))
	case len(hits) == 1:
		before := strings.TrimRight(item.text[:hits[0].at], " \t*`")
		if strings.HasSuffix(before, ":") || strings.Trim(before, ":*`_ \t") == "" {
			return "the entry names no claim before its status: write `<claim>: <STATUS>`"
		}
		return "put a colon between the claim and its status: write `<claim>: <STATUS>`"
	}
	colon := strings.LastIndex(item.text, ":")
	if colon < 0 {
		return "no status: write `<claim>: <STATUS>` with one of " + statuses
	}
	written := unmarked(item.text[colon+1:])
	if written == "" {
		return "no status after the colon: end the entry with " + statuses + ", in upper case"
	}
	return fmt.Sprintf("`%s` is not a status: end the entry with %s, in upper case", shorten(written, 40), statuses)
}

// undispositioned says how to write a finding bullet that carries no
// disposition. One that leads with it (`**FAIL**: x — why`, as a
// numbered list often has it) gets the line rewritten in the contract's
// order.
func (d *Dialect) undispositioned(text string) string {
	fail, note := d.dispositions.first(Fail), d.dispositions.first(Note)
	generic := fmt.Sprintf("finding has no disposition: write `<finding>: %s — <reason>`", fail)
	if note != "" {
		generic += fmt.Sprintf(" or `<finding>: %s — <reason>`", note)
	}
	t := strings.TrimLeft(text, "*_ \t[")
	m, ok := d.dispositionAt(t)
	if !ok {
		return generic
	}
	word := m.phrase.text
	rest := strings.TrimLeft(t[m.end:], "*_] \t")
	for _, sep := range []string{":", "—", "–", "-"} {
		if r, ok := strings.CutPrefix(rest, sep); ok {
			rest = r
			break
		}
	}
	finding, reason := strings.TrimSpace(rest), "<reason>"
	for _, sep := range []string{" — ", " – ", " - "} {
		if i := strings.Index(finding, sep); i > 0 {
			finding, reason = strings.TrimSpace(finding[:i]), strings.TrimSpace(finding[i+len(sep):])
			break
		}
	}
	if finding == "" || len(finding)+len(reason) > 100 {
		return fmt.Sprintf("put the disposition after the finding: write `<finding>: %s — <reason>`", word)
	}
	return fmt.Sprintf("put the disposition after the finding: write `%s: %s — %s`", finding, word, reason)
}

// moreThanNone is the fault of an entry that says there is no finding
// and goes on: what follows may be one.
func (d *Dialect) moreThanNone(text string) string {
	return fmt.Sprintf("%q says there is no finding, then goes on: a reader may take what follows for one; write %s alone, and what follows as a finding with its disposition or outside the findings", shorten(text, 60), d.none.first("none"))
}
