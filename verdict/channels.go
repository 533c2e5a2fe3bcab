package verdict

import (
	"fmt"
	"strings"
)

// The readers below decode the items of the verdict's lists: findings,
// edits and uncertain tasks. Each returns ok false when the item is too
// broken to keep; the reason has been reported.

func (d *decoder) finding(item *value, i int) (Finding, bool) {
	spec := &d.dl.spec
	where := fmt.Sprintf("%s[%d]", spec.FindingsKey, i)
	members := d.findingMembers(item, where)
	if members == nil {
		return Finding{}, false
	}
	var f Finding
	ok := false
	switch sev, present := members[spec.SeverityKey]; {
	case !present || sev.val.kind == kindNull:
		// Never default a missing severity: reading it as non-blocking is how
		// a blocking finding would slip through an approve.
		d.report(RuleJSONInvalid, item.off, "%s has no %s (want %s)", where, spec.SeverityKey, d.dl.severities.list)
	case sev.val.kind != kindString:
		d.report(RuleJSONInvalid, sev.val.off, "%s.%s must be a string, got %s", where, spec.SeverityKey, sev.val.kind)
	default:
		side, known := d.dl.severities.lookup(sev.val.str)
		if !known {
			d.report(RuleJSONInvalid, sev.val.off, "%s.%s must be %s%s, got %q", where, spec.SeverityKey, d.dl.severities.list, anyCase(spec.CaseSensitive), sev.val.str)
			break
		}
		f.Severity, ok = side, true
		if side == Blocking {
			d.blockingOffs = append(d.blockingOffs, sev.val.off)
		}
	}
	d.findingText(&f, members, item, where)
	if ok && f.Severity == NonBlocking {
		d.textBlocks(item, members, where)
	}
	d.findingPlace(&f, members, where)
	for key, m := range members {
		if r := d.dl.finding[key]; r == roleNone || r == roleExtra {
			f.Extra = keep(f.Extra, m)
			if w, blocks := answersBlocking(m, d.dl.grades); ok && f.Severity == NonBlocking && blocks {
				d.saidBlocking = append(d.saidBlocking, said{m.val.off, where, w, false, false, saysNothing})
			} else if g := memberGrade(m, d.dl.grades); ok && f.Severity == NonBlocking && g != nil {
				d.saidBlocking = append(d.saidBlocking, said{g.off, where, m.key + ": " + g.str, false, false, saysNothing})
			}
		}
	}
	return f, ok
}

// textBlocks reads every string a finding graded non-blocking says (each
// text key, not only the one taken for its question, its place, and each
// key it carries beside them, in lists and nested objects too) for what
// a reader takes for a blocking one (see findingBlocks), and each object
// nested in it for a grade or an answer that blocks (see nestedBlocks);
// it records the first. Its severity says nothing of the kind.
func (d *decoder) textBlocks(item *value, members map[string]member, where string) {
	for _, m := range item.members {
		if first := members[m.key]; first.val != m.val || d.dl.finding[m.key] == roleSeverity {
			continue // a repeat, reported as such, or the grade itself
		}
		if w, blocks := d.valueBlocks(m.val); blocks {
			d.saidBlocking = append(d.saidBlocking, said{item.off, where, w, false, false, saysNothing})
			return
		}
	}
}

// valueBlocks walks one value a finding holds, visiting each value once:
// a string is read as the finding's text is, and for a refusal it is as
// a whole (a tag: `do-not-merge`; see wholeRefusal), an object nested in
// it for a key that grades it blocking ({"severity": "critical"},
// {"tags": ["blocker"]}; see memberGrade) or
// asks whether it blocks answered yes ({"blocking": true}; see
// answersBlocking). It returns the words that say so.
func (d *decoder) valueBlocks(v *value) (string, bool) {
	stack := []*value{v}
	for len(stack) > 0 {
		v, stack = stack[len(stack)-1], stack[:len(stack)-1]
		switch v.kind {
		case kindString:
			if w, blocks := findingBlocks(v.str, d.dl.spec.Block, d.dl.grades); blocks {
				return w, true
			}
			if w := wholeRefusal(v.str, d.dl.spec.Block); w != "" {
				return w, true
			}
		case kindObject:
			for _, m := range v.members {
				if g := memberGrade(m, d.dl.grades); g != nil {
					return m.key + ": " + g.str, true
				}
				if w, blocks := answersBlocking(m, d.dl.grades); blocks {
					return w, true
				}
			}
			for i := len(v.members) - 1; i >= 0; i-- {
				stack = append(stack, v.members[i].val)
			}
		case kindArray:
			for i := len(v.items) - 1; i >= 0; i-- {
				stack = append(stack, v.items[i])
			}
		}
	}
	return "", false
}

// findingMembers returns a finding's members by key (the first copy of a
// repeated key), reporting keys the dialect does not allow there; nil when
// the item is not an object.
func (d *decoder) findingMembers(item *value, where string) map[string]member {
	if item.kind != kindObject {
		d.report(RuleJSONInvalid, item.off, "%s must be an object, got %s", where, item.kind)
		return nil
	}
	out := make(map[string]member, len(item.members))
	for _, m := range item.members {
		if _, dup := out[m.key]; dup {
			continue
		}
		if d.dl.finding[m.key] == roleNone && (!d.dl.spec.UnknownKeys || looksLike(m.key, d.dl.findingWords)) {
			d.report(RuleJSONInvalid, m.keyOff, "unknown key %q in %s (allowed: %v)", m.key, where, d.dl.findingList)
			continue
		}
		out[m.key] = m
	}
	return out
}

// findingText reads the text keys: the first non-empty one is the
// question (or the first present, when all are empty), the others are kept
// in Extra. A finding whose question is empty says nothing.
func (d *decoder) findingText(f *Finding, members map[string]member, item *value, where string) {
	var texts []member
	for _, key := range d.dl.spec.TextKeys {
		if m, present := members[key]; present {
			texts = append(texts, m)
		}
	}
	chosen, mistyped := -1, false
	vals := make([]string, len(texts))
	for i, m := range texts {
		s, isString := d.str(m.val, where+"."+m.key)
		vals[i] = s
		mistyped = mistyped || !isString && m.val.kind != kindNull
		if chosen < 0 && strings.TrimSpace(s) != "" {
			chosen = i
		}
	}
	if chosen < 0 && len(texts) > 0 {
		chosen = 0
	}
	for i, m := range texts {
		if i == chosen {
			f.Question = vals[i]
		} else if m.val.kind != kindNull {
			f.Extra = keep(f.Extra, m)
		}
	}
	if strings.TrimSpace(f.Question) == "" && !mistyped {
		off, key := item.off, d.dl.spec.TextKeys[0]
		if len(texts) > 0 {
			off, key = texts[0].val.off, texts[0].key
		}
		d.report(RuleFindingEmptyQuestion, off, "%s does not say what is wrong: its %s is empty", where, key)
	}
}

// findingPlace reads the location keys, joined with ", ", and the line.
func (d *decoder) findingPlace(f *Finding, members map[string]member, where string) {
	spec := &d.dl.spec
	var parts []string
	for _, key := range spec.LocationKeys {
		if m, present := members[key]; present {
			if s, ok := d.str(m.val, where+"."+key); ok && s != "" {
				parts = append(parts, s)
			}
		}
	}
	f.Context = strings.Join(parts, ", ")
	if spec.LineKey == "" {
		return
	}
	m, present := members[spec.LineKey]
	if !present || m.val.kind == kindNull {
		return
	}
	if m.val.kind != kindNumber && m.val.kind != kindString {
		d.report(RuleJSONInvalid, m.val.off, "%s.%s must be a number or a string, got %s", where, spec.LineKey, m.val.kind)
		return
	}
	if f.Context == "" {
		f.Context = "line " + m.val.str
		return
	}
	f.Context += ":" + m.val.str
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
