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
	// twoVerdicts says the problem is a second verdict that may differ
	// from the first (a repeated verdict key, another verdict object):
	// the file states a conflict, not no verdict.
	twoVerdicts bool
}

// decoder turns a parsed object into a Verdict and collects every shape and
// content problem on the way.
type decoder struct {
	dl       *Dialect
	problems []problem
	// Offsets the cross-field checks point at, and the verdict as written.
	verdictOff   int
	verdictWord  string
	blockingOffs []int
	reviewOff    int
	// saidBlocking are the findings graded non-blocking whose text says
	// they block (see findingBlocks): where each is, and its words.
	saidBlocking []said
}

// said is what a finding's text says, and where the finding is; kept
// says it is a blocking grade in a key the dialect keeps unread, refuses
// that such a key states a refusal (see keptRefuses).
type said struct {
	off     int
	where   string
	words   string
	kept    bool
	refuses bool
	// says, when not saysNothing, is what a string a kept key holds
	// says against the verdict (see keptProse).
	says proseSays
}

func (d *decoder) report(rule string, off int, format string, args ...any) {
	d.problems = append(d.problems, problem{rule: rule, off: off, msg: fmt.Sprintf(format, args...)})
}

// verdict decodes the root object. Where a key repeats, the first copy is
// read; the repetition itself is reported as verdict-duplicate-key.
func (d *decoder) verdict(root *value) *Verdict {
	spec := &d.dl.spec
	v := &Verdict{Findings: []Finding{}}
	if _, ok := root.get(spec.VerdictKey); !ok {
		// The object was taken for a verdict by a key that only looks like
		// the verdict key; that key is reported as unknown below.
		d.report(RuleJSONInvalid, root.off, "this object has a key that reads as %q but is not exactly %q", spec.VerdictKey, spec.VerdictKey)
	}
	seen := map[string]bool{}
	for _, m := range root.members {
		if seen[m.key] {
			continue
		}
		seen[m.key] = true
		switch d.dl.top[m.key] {
		case roleVerdict:
			d.verdictOff = m.val.off
			v.Verdict = d.verdictValue(m.val)
		case roleFindings:
			for i, item := range d.list(m.val, spec.FindingsKey) {
				if f, ok := d.finding(item, i); ok {
					v.Findings = append(v.Findings, f)
				}
			}
		case roleReview:
			if s, ok := d.str(m.val, spec.ReviewKey); ok {
				v.Review, d.reviewOff = s, m.val.off
				if n := utf8.RuneCountInString(s); n > maxReviewChars {
					d.report(RuleReviewTooLong, m.val.off, "%s is %d characters; keep it to at most %d", spec.ReviewKey, n, maxReviewChars)
				}
			}
		case roleEdits, roleEdit, roleQuestions, roleUncertainTasks, roleDecomposition:
			d.editKey(v, m)
			if d.dl.top[m.key] != roleEdits && d.dl.top[m.key] != roleEdit {
				d.askedProse(m)
			}
		case roleExtra:
			v.Extra = keep(v.Extra, m)
			d.keptGrade(m)
		default:
			if spec.UnknownKeys && !looksLike(m.key, d.dl.topWords) {
				v.Extra = keep(v.Extra, m)
				d.keptGrade(m)
				continue
			}
			d.report(RuleJSONInvalid, m.keyOff, "unknown key %q: a verdict object has only %s", m.key, d.dl.topList)
		}
	}
	for _, key := range spec.RequiredKeys {
		if m, ok := root.get(key); !ok || m.val.kind == kindNull {
			d.report(RuleJSONInvalid, root.off, "this verdict object has no %q, which the dialect requires", key)
		}
	}
	return v
}

// editKey decodes one of the default contract's edit keys.
func (d *decoder) editKey(v *Verdict, m member) {
	switch m.key {
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
			return
		}
		if fields := d.fields(m.val, "decompositionUnclear", "questions"); fields != nil {
			v.DecompositionUnclear = &Questions{Questions: []string{}}
			if q, ok := fields["questions"]; ok {
				v.DecompositionUnclear.Questions = nonNil(d.strings(q, "decompositionUnclear.questions"))
			}
		}
	}
}

// verdictValue returns Approve or Block, the side the value falls on, or ""
// after reporting anything else.
func (d *decoder) verdictValue(val *value) string {
	spec := &d.dl.spec
	if val.kind != kindString {
		d.report(RuleValue, val.off, "%s must be the string %s, got %s", spec.VerdictKey, d.dl.values.list, val.kind)
		return ""
	}
	side, ok := d.dl.values.lookup(val.str)
	if !ok {
		d.report(RuleValue, val.off, "%s must be %s%s%s, got %q", spec.VerdictKey, exactly(spec.CaseSensitive), d.dl.values.list, anyCase(spec.CaseSensitive), val.str)
		return ""
	}
	d.verdictWord = val.str
	return side
}

// exactly and anyCase word a message on values by the dialect's case rule.
func exactly(caseSensitive bool) string {
	if caseSensitive {
		return "exactly "
	}
	return ""
}

func anyCase(caseSensitive bool) string {
	if caseSensitive {
		return ""
	}
	return " (in any letter case)"
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// keptGrade records a refusal a kept key, or one nested in its value,
// states (see keptRefuses), a blocking grade in its value (see
// keptBlocking), or a string in it that says something against the
// verdict (see keptProse), for crossCheck to weigh against the verdict.
func (d *decoder) keptGrade(m member) {
	if w, ok := keptRefuses(m, d.dl.grades); ok {
		d.saidBlocking = append(d.saidBlocking, said{m.val.off, m.key, w, false, true, saysNothing})
		return
	}
	if w, off, ok := keptRefusesWithin(m.val, d.dl.grades); ok {
		d.saidBlocking = append(d.saidBlocking, said{off, m.key, w, false, true, saysNothing})
		return
	}
	if g := keptBlocking(m, d.dl.grades); g != nil {
		d.saidBlocking = append(d.saidBlocking, said{g.off, m.key, g.str, true, false, saysNothing})
		return
	}
	if s, w, says := d.dl.keptProse(m.val); s != nil {
		d.saidBlocking = append(d.saidBlocking, said{s.off, m.key, w, false, false, says})
	}
}

// askedProse reads the questions a verdict puts to a person (questions,
// an uncertain task's, decompositionUnclear's) as the review's prose: a
// question a reader takes for a blocking finding or a refusal (`BLOCKER:
// the token leaks?`, `Do not merge until the token is rotated?`) says
// so beside an approval, however the gate routes the channel. The
// edits' contents are a file's text, not prose to the reader, and are
// not read.
func (d *decoder) askedProse(m member) {
	if s, w, says := d.dl.keptProse(m.val); s != nil {
		d.saidBlocking = append(d.saidBlocking, said{s.off, m.key, w, false, false, says})
	}
}
