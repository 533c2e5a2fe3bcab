package verdict

import (
	"fmt"
	"unicode/utf8"
)

// problem is one broken rule at an offset in the file.
type problem struct {
	rule string
	off  int
	msg  string
}

// decoder turns a parsed object into a Verdict and collects every shape and
// content problem on the way.
type decoder struct {
	problems []problem
	// Offsets the cross-field checks point at.
	verdictOff   int
	blockingOffs []int
}

func (d *decoder) report(rule string, off int, format string, args ...any) {
	d.problems = append(d.problems, problem{rule: rule, off: off, msg: fmt.Sprintf(format, args...)})
}

// topKeys are the keys a verdict object may have.
const topKeys = "verdict, findings, review, edits, edit, questions, uncertainTasks and decompositionUnclear"

// verdict decodes the root object. Where a key repeats, the first copy is
// read; the repetition itself is reported as verdict-duplicate-key.
func (d *decoder) verdict(root *value) *Verdict {
	v := &Verdict{Findings: []Finding{}}
	if _, ok := root.get("verdict"); !ok {
		// The object was taken for a verdict by a key that only looks like
		// "verdict"; that key is reported as unknown below.
		d.report(RuleJSONInvalid, root.off, "this object has a key that reads as \"verdict\" but is not exactly \"verdict\"")
	}
	seen := map[string]bool{}
	for _, m := range root.members {
		if seen[m.key] {
			continue
		}
		seen[m.key] = true
		switch m.key {
		case "verdict":
			d.verdictOff = m.val.off
			v.Verdict = d.verdictValue(m.val)
		case "findings":
			for i, item := range d.list(m.val, "findings") {
				if f, ok := d.finding(item, i); ok {
					v.Findings = append(v.Findings, f)
				}
			}
		case "review":
			if s, ok := d.str(m.val, "review"); ok {
				v.Review = s
				if n := utf8.RuneCountInString(s); n > maxReviewChars {
					d.report(RuleReviewTooLong, m.val.off, "review is %d characters; keep it to at most %d", n, maxReviewChars)
				}
			}
		case "edits":
			for i, item := range d.list(m.val, "edits") {
				if e, ok := d.edit(item, i); ok {
					v.Edits = append(v.Edits, e)
				}
			}
		case "edit":
			if s, ok := d.str(m.val, "edit"); ok {
				v.Edit = &s
			}
		case "questions":
			v.Questions = d.strings(m.val, "questions")
		case "uncertainTasks":
			for i, item := range d.list(m.val, "uncertainTasks") {
				if t, ok := d.uncertainTask(item, i); ok {
					v.UncertainTasks = append(v.UncertainTasks, t)
				}
			}
		case "decompositionUnclear":
			if m.val.kind == kindNull {
				continue
			}
			if fields := d.fields(m.val, "decompositionUnclear", "questions"); fields != nil {
				v.DecompositionUnclear = &Questions{Questions: []string{}}
				if q, ok := fields["questions"]; ok {
					v.DecompositionUnclear.Questions = nonNil(d.strings(q, "decompositionUnclear.questions"))
				}
			}
		default:
			d.report(RuleJSONInvalid, m.keyOff, "unknown key %q: a verdict object has only %s", m.key, topKeys)
		}
	}
	return v
}

// verdictValue returns "approve" or "block", or "" after reporting anything else.
func (d *decoder) verdictValue(val *value) string {
	if val.kind != kindString {
		d.report(RuleValue, val.off, "verdict must be the string \"approve\" or \"block\", got %s", val.kind)
		return ""
	}
	if val.str != Approve && val.str != Block {
		d.report(RuleValue, val.off, "verdict must be exactly \"approve\" or \"block\", got %q", val.str)
		return ""
	}
	return val.str
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
