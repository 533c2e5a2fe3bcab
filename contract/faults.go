package contract

import (
	"bytes"
	"fmt"
	"strings"
)

// The messages of the malformed-entry rules say what is wrong with the
// line as written and how to write it, so they are worked out only for
// the lines that fail, off the path every line takes.

// coverageFault says why a coverage bullet is not `<claim>: <STATUS>`.
func coverageFault(item block) string {
	f := foldPool.Get().(*folded)
	defer foldPool.Put(f)
	f.fold(item.text)
	found, at := 0, -1
	for _, s := range statusSpellings {
		for from := 0; ; {
			i := bytes.Index(f.text[from:], s.bytes)
			if i < 0 {
				break
			}
			i += from
			from = i + len(s.bytes)
			if wordEnds(f.text, from) && (i == 0 || wordEnds(f.text, i-1)) {
				found++
				at = i
			}
		}
	}
	statuses := fmt.Sprintf("%s, %s or %s", StatusVerified, StatusAccepted, StatusNotCheck)
	switch {
	case found > 1:
		return fmt.Sprintf("the entry carries %d statuses: keep one", found)
	case found == 1:
		before := bytes.TrimRight(f.text[:at], " ")
		if len(bytes.Trim(before, ": ")) == 0 {
			return "the entry names no claim before its status: write `<claim>: <STATUS>`"
		}
		if !bytes.HasSuffix(before, []byte(":")) {
			return "put a colon between the claim and its status: write `<claim>: <STATUS>`"
		}
		return "the entry names no claim before its status: write `<claim>: <STATUS>`"
	}
	colon := strings.LastIndex(item.text, ":")
	if colon < 0 {
		return "no status: write `<claim>: <STATUS>` with one of " + statuses
	}
	written := strings.Trim(strings.NewReplacer("*", "", "`", "").Replace(item.text[colon+1:]), " \t_")
	if written == "" {
		return "no status after the colon: end the entry with " + statuses + ", in upper case"
	}
	return fmt.Sprintf("`%s` is not a status: end the entry with %s, in upper case", shorten(written, 40), statuses)
}

// undispositioned says how to write a finding bullet that carries no
// disposition. One that leads with it (`**FAIL**: x — why`, as a
// numbered list often has it) gets the line rewritten in the contract's
// order.
func undispositioned(text string) string {
	generic := "finding has no disposition: write `<finding>: FAIL — <reason>` or `<finding>: NOTE — <reason>`"
	t := strings.TrimLeft(text, "*_ \t[")
	word := dispositionWord(t)
	if word == "" {
		return generic
	}
	rest := strings.TrimLeft(t[len(word):], "*_] \t")
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
	word = strings.ToUpper(word)
	if finding == "" || len(finding)+len(reason) > 100 {
		return fmt.Sprintf("put the disposition after the finding: write `<finding>: %s — <reason>`", word)
	}
	return fmt.Sprintf("put the disposition after the finding: write `%s: %s — %s`", finding, word, reason)
}
