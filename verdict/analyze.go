package verdict

import (
	"fmt"
	"reflect"
	"slices"
)

// analysis is everything the pipeline learned about one file: the verdict
// read from it (nil when none could be parsed) and every problem found, with
// offsets into the file.
type analysis struct {
	verdict  *Verdict
	problems []problem
}

// analyze runs the whole pipeline shared by Lint, Parse and Gate: extract,
// parse (with the one repair), decode, cross-check, then look for a second,
// different verdict object.
func analyze(content []byte) analysis {
	ex := newExtractor(content)
	s, what := ex.next()
	switch what {
	case foundNone:
		return failed(RuleJSONMissing, 0, "no JSON object with a top-level \"verdict\" key")
	case foundGaveUp:
		return failed(RuleJSONMissing, 0, "no verdict object found before giving up: too many braces that never close")
	case foundUnclosed:
		return failed(RuleJSONInvalid, s.start, "the verdict object starting here never closes (output cut off?)")
	}
	a := readObject(content, s)
	if a.verdict == nil {
		return a
	}
	if p, ambiguous := secondVerdict(content, ex, a); ambiguous {
		a.problems = append(a.problems, p)
	}
	slices.SortStableFunc(a.problems, func(x, y problem) int { return x.off - y.off })
	return a
}

func failed(rule string, off int, format string, args ...any) analysis {
	return analysis{problems: []problem{{rule: rule, off: off, msg: fmt.Sprintf(format, args...)}}}
}

const maxDuplicatesReported = 20

// readObject parses and decodes one candidate object.
func readObject(content []byte, s span) analysis {
	obj := parseObject(content, s)
	if obj.err != nil {
		return failed(RuleJSONInvalid, obj.err.off, "invalid JSON: %s", obj.err.msg)
	}
	d := &decoder{toFile: obj.toFile}
	if len(obj.fixes) > 0 {
		f := obj.fixes[0]
		d.problems = append(d.problems, problem{rule: RuleJSONRepaired, off: s.start + f.origOff,
			msg: fmt.Sprintf("raw control character U+%04X inside a string was escaped before parsing (%d in all); write escapes such as \\n instead", f.char, len(obj.fixes))})
	}
	// One repeated key is already an attack; naming the first few is enough,
	// and stops a hostile file from costing a position lookup per key.
	for _, dup := range obj.dups[:min(len(obj.dups), maxDuplicatesReported)] {
		d.problems = append(d.problems, problem{rule: RuleDuplicateKey, off: obj.toFile(dup.off),
			msg: fmt.Sprintf("key %q repeats in one object (first at %s); readers disagree on which copy wins", dup.key, offsetLabel(content, obj.toFile(dup.firstOff)))})
	}
	v := d.verdict(obj.root)
	d.crossCheck(v)
	return analysis{verdict: v, problems: d.problems}
}

// crossCheck reports a verdict that contradicts its own findings.
func (d *decoder) crossCheck(v *Verdict) {
	switch v.Verdict {
	case Block:
		if len(d.blockingOffs) == 0 {
			d.report(RuleBlockWithoutBlocking, d.verdictOff, "verdict is block but no finding is blocking: say what blocks it")
		}
	case Approve:
		for _, off := range d.blockingOffs {
			d.report(RuleApproveWithBlocking, off, "verdict is approve but this finding is blocking")
		}
	}
}

// secondVerdict looks past the first verdict object for another one that
// says something different. An identical repeat is harmless; one that
// cannot be read, or has its own fatal problems, counts as different because
// nobody can tell what it says.
func secondVerdict(content []byte, ex *extractor, first analysis) (problem, bool) {
	for {
		s, what := ex.next()
		switch what {
		case foundNone:
			return problem{}, false
		case foundGaveUp:
			return problem{rule: RuleAmbiguous, off: s.start, msg: "cannot rule out a second verdict object: too many braces that never close after the first"}, true
		case foundUnclosed:
			return problem{rule: RuleAmbiguous, off: s.start, msg: "a second verdict object starts here and never closes"}, true
		}
		other := readObject(content, s)
		if other.verdict == nil || hasFatal(other.problems) || !reflect.DeepEqual(other.verdict, first.verdict) {
			return problem{rule: RuleAmbiguous, off: s.start,
				msg: "a second verdict object differs from the first; emit exactly one"}, true
		}
	}
}

func hasFatal(ps []problem) bool {
	for _, p := range ps {
		if fatalRule(p.rule) {
			return true
		}
	}
	return false
}
