package contract

import (
	"fmt"
	"strings"
)

// The dialect's own spellings, for messages: each message tells the author
// what to write in the words of the team's contract.

// key is the verdict key as first configured, capitalized: "Verdict".
func (d *Dialect) key() string {
	k := d.spec.Verdict.Keys[0]
	return strings.ToUpper(k[:1]) + k[1:]
}

// passWord and failWord are the first pass and fail values.
func (d *Dialect) passWord() string { return d.values.first(Pass) }
func (d *Dialect) failWord() string { return d.values.first(Fail) }

// verdictLines is "`Verdict: PASS` or `Verdict: FAIL`" in the dialect,
// written where the dialect reads a verdict.
func (d *Dialect) verdictLines() string {
	return fmt.Sprintf("`%s` or `%s`%s", d.VerdictAs(d.passWord()), d.VerdictAs(d.failWord()), d.VerdictWhere())
}

// sideWords is "PASS or FAIL" in the dialect.
func (d *Dialect) sideWords() string {
	return d.passWord() + " or " + d.failWord()
}

// statusList is "VERIFIED INDEPENDENTLY, ACCEPTED FROM WORKER'S EVIDENCE or
// COULD NOT CHECK" in the dialect.
func (d *Dialect) statusList() string {
	var list []string
	for _, m := range []string{meansVerified, meansAccepted, meansNotChecked} {
		if w := d.statuses.first(m); w != "" {
			list = append(list, w)
		}
	}
	return orList(list)
}

// orList joins words as "a, b or c".
func orList(list []string) string {
	switch len(list) {
	case 0:
		return ""
	case 1:
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}

// sectionName is the first name the dialect gives a section kind.
func (d *Dialect) sectionName(kind string) string {
	if names := d.spec.Sections[kind]; len(names) > 0 {
		return names[0]
	}
	return kind
}

// failDisposition and noteDisposition are the first words for each.
func (d *Dialect) failDisposition() string { return d.dispositions.first(Fail) }
func (d *Dialect) noteDisposition() string { return d.dispositions.first(Note) }

// Side reads a verdict value written alone (a commit's Review-Verdict
// trailer) in the dialect: Pass or Fail, false for anything else,
// including a value that offers a choice or says more than the word.
func (d *Dialect) Side(value string) (string, bool) {
	v, ok := d.bareVerdict(value)
	if !ok || v.side == "" {
		return "", false
	}
	m, _ := d.values.at(value)
	if _, _, more := cutWord(value[m.end:]); more {
		return "", false
	}
	return v.side, true
}

// SideWords is "PASS or FAIL" in the dialect, for messages.
func (d *Dialect) SideWords() string { return d.sideWords() }

// demote says how to make a blocking finding a non-blocking one: in the
// default contract "disposition it NOTE with a reason"; where findings
// carry severities, "mark it Minor (non-blocking) with a reason".
func (d *Dialect) demote() string {
	note := d.noteDisposition()
	if note == "" {
		return "resolve it"
	}
	if note == Note {
		return "disposition it " + note + " with a reason"
	}
	return "mark it " + note + " (non-blocking) with a reason"
}
