package verdict

import (
	"fmt"
	"strings"
)

// The readers below decode the items of the verdict's lists: findings,
// edits and uncertain tasks. Each returns ok false when the item is too
// broken to keep; the reason has been reported.

func (d *decoder) finding(item *value, i int) (Finding, bool) {
	where := fmt.Sprintf("findings[%d]", i)
	fields := d.fields(item, where, "severity", "question", "context")
	if fields == nil {
		return Finding{}, false
	}
	var f Finding
	ok := false
	switch sev, present := fields["severity"]; {
	case !present || sev.kind == kindNull:
		// Never default a missing severity: reading it as non-blocking is how
		// a blocking finding would slip through an approve.
		d.report(RuleJSONInvalid, item.off, "%s has no severity (want \"blocking\" or \"non-blocking\")", where)
	case sev.kind != kindString:
		d.report(RuleJSONInvalid, sev.off, "%s.severity must be a string, got %s", where, sev.kind)
	case sev.str != Blocking && sev.str != NonBlocking:
		d.report(RuleJSONInvalid, sev.off, "%s.severity must be \"blocking\" or \"non-blocking\", got %q", where, sev.str)
	default:
		f.Severity, ok = sev.str, true
		if f.Severity == Blocking {
			d.blockingOffs = append(d.blockingOffs, sev.off)
		}
	}
	q, present := fields["question"]
	if present {
		f.Question, _ = d.str(q, where+".question")
	}
	if strings.TrimSpace(f.Question) == "" && (!present || q.kind == kindString || q.kind == kindNull) {
		off := item.off
		if present {
			off = q.off
		}
		d.report(RuleFindingEmptyQuestion, off, "%s does not say what is wrong: its question is empty", where)
	}
	if c, present := fields["context"]; present {
		f.Context, _ = d.str(c, where+".context")
	}
	return f, ok
}

func (d *decoder) edit(item *value, i int) (Edit, bool) {
	where := fmt.Sprintf("edits[%d]", i)
	fields := d.fields(item, where, "path", "content")
	if fields == nil {
		return Edit{}, false
	}
	p, okPath := d.requiredString(fields, item, where, "path")
	c, okContent := d.requiredString(fields, item, where, "content")
	if okPath {
		d.checkPath(fields["path"], where+".path", p)
	}
	return Edit{Path: p, Content: c}, okPath && okContent
}

func (d *decoder) uncertainTask(item *value, i int) (UncertainTask, bool) {
	where := fmt.Sprintf("uncertainTasks[%d]", i)
	fields := d.fields(item, where, "path", "questions")
	if fields == nil {
		return UncertainTask{}, false
	}
	p, ok := d.requiredString(fields, item, where, "path")
	if ok {
		d.checkPath(fields["path"], where+".path", p)
	}
	t := UncertainTask{Path: p, Questions: []string{}}
	if q, present := fields["questions"]; present {
		t.Questions = nonNil(d.strings(q, where+".questions"))
	}
	return t, ok
}
