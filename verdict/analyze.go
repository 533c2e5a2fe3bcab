package verdict

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"slices"
)

// analysis is everything the pipeline learned about one file: the verdict
// read from it (nil when none could be parsed) and every problem found, with
// offsets into the file.
type analysis struct {
	verdict  *Verdict
	problems []problem
	// root is the verdict object as parsed, for Infer; nil when it did
	// not parse.
	root *value
}

// span is a region of the file, end exclusive.
type span struct{ start, end int }

// analyze runs the whole pipeline shared by Lint, Parse and Gate: find every
// verdict-bearing object, take the first one not nested in another object,
// parse and decode it, cross-check it, and hold every other one against it.
func (d *Dialect) analyze(content []byte) analysis {
	a := d.choose(content)
	if off := wideKey(content, d.spec.VerdictKey); off >= 0 {
		a.problems = append(a.problems, problem{rule: RuleAmbiguous, off: off,
			msg: fmt.Sprintf("%q is spelled here in UTF-16 or UTF-32, which a reader may see and the JSON reading does not; write the file as UTF-8 only", d.spec.VerdictKey)})
	}
	slices.SortStableFunc(a.problems, func(x, y problem) int { return x.off - y.off })
	return a
}

func (d *Dialect) choose(content []byte) analysis {
	if len(content) > math.MaxInt32 {
		return failed(RuleJSONInvalid, 0, "the file is 2 GiB or more: too large to read")
	}
	res := scan(content, d)
	if res.unreadable >= 0 {
		return failed(RuleJSONInvalid, res.unreadable, "%s: the file cannot be read safely", res.why)
	}
	// Only outermost candidates are read: one nested in another makes the
	// outer one invalid (no object in a verdict may have a verdict key), and
	// reading each nesting level again would cost quadratic time.
	// They are marked in place, without a copy of the list.
	var maxEnd int32 = -1
	chosen, outer := -1, 0
	for k := range res.cands {
		c := &res.cands[k]
		if c.end <= maxEnd {
			c.inner = true
			continue
		}
		maxEnd = c.end
		outer++
		if chosen < 0 && !c.nested {
			chosen = k
		}
	}
	switch {
	case chosen < 0 && outer > 0:
		return failed(RuleJSONMissing, int(res.cands[0].start), "the only objects with a %q key are nested inside other objects; emit the verdict object at the top level", d.spec.VerdictKey)
	case chosen < 0 && utf16BOM(content):
		return failed(RuleJSONMissing, 0, "the file is UTF-16 (it starts with a UTF-16 byte order mark); verdict files are read as UTF-8")
	case chosen < 0:
		if off, quote := d.misquotedVerdictKey(content); off >= 0 && quote == '\'' {
			return failed(RuleJSONMissing, off, "the verdict key is in single quotes, which JSON does not read: write %q", d.spec.VerdictKey)
		} else if off >= 0 {
			return failed(RuleJSONMissing, off, "the verdict key is not in quotes, which JSON does not read: write %q", d.spec.VerdictKey)
		}
		return failed(RuleJSONMissing, 0, "no JSON object with a top-level %q key", d.spec.VerdictKey)
	}
	c := res.cands[chosen]
	if c.broken {
		return brokenVerdict(content, c)
	}
	text := content[c.start:c.end]
	a := d.readObject(content, span{int(c.start), int(c.end)})
	if a.verdict == nil {
		return a
	}
	// An object inside the verdict with a verdict key of its own, held in
	// a value the dialect keeps as any JSON (`"time": {"verdict":
	// "changes"}`), is a verdict to encoding/json as much as the outer
	// one: two verdicts in one, whichever side each falls on.
	if next := chosen + 1; next < len(res.cands) && res.cands[next].start < c.end {
		a.problems = append(a.problems, problem{rule: RuleAmbiguous, off: int(res.cands[next].start), twoVerdicts: true,
			msg: fmt.Sprintf("an object inside the verdict object has a %q key of its own; emit exactly one verdict, at the top level", d.spec.VerdictKey)})
	}
	for k, other := range res.cands {
		if k == chosen || other.inner || bytes.Equal(content[other.start:other.end], text) {
			// An exact repeat says the same; no need to read it again.
			continue
		}
		if p, ambiguous := d.disagrees(content, other, a.verdict); ambiguous {
			a.problems = append(a.problems, p)
			break
		}
	}
	if p, ok := d.defaultKeyElsewhere(content, res.defaultKey); ok {
		a.problems = append(a.problems, p)
	}
	// A second verdict around this one is ambiguous already: its words
	// are not read again as prose.
	if a.has(RuleAmbiguous) {
		return a
	}
	if p, ok := d.outsideProse(content, span{int(c.start), int(c.end)}, a.verdict); ok {
		a.problems = append(a.problems, p)
	}
	return a
}

// defaultKeyElsewhere finds, under a dialect whose verdict key is
// another, an object with the default contract's "verdict" key:
// `{"verdict": "block"}` beside `{"decision": "SHIP"}`, or inside a value
// the dialect keeps as any JSON, is a second verdict to a reader, and the
// verdict to any tool reading the default contract.
func (d *Dialect) defaultKeyElsewhere(content []byte, quoted bool) (problem, bool) {
	def := defaultDialect()
	if !quoted {
		// The walk that found the dialect's key read every string for
		// "verdict" too, escapes and look-alike letters included, and
		// found none: most files, which need not be searched again.
		return problem{}, false
	}
	cands := scan(content, def).cands
	if len(cands) == 0 {
		return problem{}, false
	}
	return problem{rule: RuleAmbiguous, off: int(cands[0].start), twoVerdicts: true,
		msg: fmt.Sprintf("this object has a %q key, the default contract's verdict key, beside the verdict under %q; emit exactly one verdict", def.spec.VerdictKey, d.spec.VerdictKey)}, true
}

// brokenVerdict reports the first verdict-bearing object, which does not
// parse, where the strict parser stops on it.
func brokenVerdict(content []byte, c candidate) analysis {
	if c.eof {
		return failed(RuleJSONInvalid, int(c.start), "the verdict object starting here never closes (output cut off?)")
	}
	if obj := parseObject(content, span{int(c.start), int(c.end)}); obj.err != nil {
		return failed(RuleJSONInvalid, obj.err.off, "invalid JSON: %s", obj.err.msg)
	}
	return failed(RuleJSONInvalid, int(c.end)-1, "invalid JSON: the verdict object does not go on here")
}

// disagrees holds another verdict-bearing object against the verdict. An
// identical repeat is harmless; one that cannot be read, or has its own
// fatal problems, counts as different because nobody can tell what it says.
func (d *Dialect) disagrees(content []byte, other candidate, v *Verdict) (problem, bool) {
	if other.broken {
		return problem{rule: RuleAmbiguous, off: int(other.start),
			msg: fmt.Sprintf("another object with a %q key starts here and does not parse; emit exactly one verdict object", d.spec.VerdictKey)}, true
	}
	o := d.readObject(content, span{int(other.start), int(other.end)})
	if o.verdict == nil || hasFatal(o.problems) || !reflect.DeepEqual(o.verdict, v) {
		msg := "a second verdict object differs from the first; emit exactly one"
		if other.nested {
			msg = "a verdict object nested in another object differs from the verdict; emit exactly one, at the top level"
		}
		return problem{rule: RuleAmbiguous, off: int(other.start), msg: msg, twoVerdicts: true}, true
	}
	return problem{}, false
}

func failed(rule string, off int, format string, args ...any) analysis {
	return analysis{problems: []problem{{rule: rule, off: off, msg: fmt.Sprintf(format, args...)}}}
}

const maxDuplicatesReported = 20

// readObject parses and decodes one candidate object.
func (dl *Dialect) readObject(content []byte, s span) analysis {
	obj := parseObject(content, s)
	if obj.err != nil {
		return failed(RuleJSONInvalid, obj.err.off, "invalid JSON: %s", obj.err.msg)
	}
	d := &decoder{dl: dl}
	if obj.repairs > 0 {
		d.problems = append(d.problems, problem{rule: RuleJSONRepaired, off: obj.firstRepair,
			msg: fmt.Sprintf("raw control character U+%04X inside a string was escaped before parsing (%d in all); write escapes such as \\n instead", obj.firstRepairChar, obj.repairs)})
	}
	// One repeated key is already an attack; naming the first few is enough,
	// and stops a hostile file from costing a position lookup per key.
	for _, dup := range obj.dups[:min(len(obj.dups), maxDuplicatesReported)] {
		d.problems = append(d.problems, problem{rule: RuleDuplicateKey, off: dup.off,
			msg:         fmt.Sprintf("key %q repeats in one object (first at %s); readers disagree on which copy wins", dup.key, offsetLabel(content, dup.firstOff)),
			twoVerdicts: dup.key == dl.spec.VerdictKey})
	}
	v := d.verdict(obj.root)
	d.crossCheck(v)
	return analysis{verdict: v, problems: d.problems, root: obj.root}
}

// crossCheck reports a verdict that contradicts its own findings. A
// dialect without findings decides by the value alone.
func (d *decoder) crossCheck(v *Verdict) {
	key := d.dl.spec.VerdictKey
	switch v.Verdict {
	case Block:
		if len(d.blockingOffs) == 0 && d.dl.spec.Findings {
			d.report(RuleBlockWithoutBlocking, d.verdictOff, "%s is %s but no finding is blocking: say what blocks it", key, d.verdictWord)
		}
	case Approve:
		for _, off := range d.blockingOffs {
			d.report(RuleApproveWithBlocking, off, "%s is %s but this finding is blocking", key, d.verdictWord)
		}
		for _, s := range d.saidBlocking {
			if s.says != saysNothing {
				d.problems = append(d.problems, problem{rule: RuleApproveWithBlocking, off: s.off, msg: proseMessage(key, d.verdictWord, s.where, s.words, s.says)})
				continue
			}
			if s.refuses {
				d.report(RuleApproveWithBlocking, s.off, "%s is %s but %s says %q, which a reader takes for a refusal: make the two agree", key, d.verdictWord, s.where, s.words)
				continue
			}
			if s.kept {
				d.report(RuleApproveWithBlocking, s.off, "%s is %s but %s holds a finding graded %q, which a reader takes for a blocking one: make the two agree", key, d.verdictWord, s.where, s.words)
				continue
			}
			d.report(RuleApproveWithBlocking, s.off, "%s is %s but %s, graded non-blocking, says %q, which a reader takes for a blocking finding: make the two agree", key, d.verdictWord, s.where, s.words)
		}
		if w, says := d.dl.readText(v.Review); says != saysNothing {
			d.problems = append(d.problems, problem{rule: RuleApproveWithBlocking, off: d.reviewOff, msg: proseMessage(key, d.verdictWord, d.dl.spec.ReviewKey, w, says)})
		} else if w, why, ok := d.dl.reportProse(v.Review); ok {
			d.problems = append(d.problems, problem{rule: RuleApproveWithBlocking, off: d.reviewOff, msg: reportMessage(key, d.verdictWord, d.dl.spec.ReviewKey, w, why)})
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

// misquotedVerdictKey returns the offset of `'verdict':` or a bare
// `verdict:` (the dialect's key) as the first key of an object, or after a
// comma inside one: JavaScript's and Python's way of writing the key,
// which a JSON reader finds no verdict in. It returns the quote the key
// has (0 for none), or -1.
func (d *Dialect) misquotedVerdictKey(content []byte) (int, byte) {
	m := d.misquoted.FindSubmatchIndex(content)
	if m == nil {
		return -1, 0
	}
	if content[m[2]] == '\'' {
		return m[2], '\''
	}
	return m[2], 0
}
