package verdict

import (
	"bytes"
	"fmt"
)

// outsideProse reads the text of the file around the verdict object (s),
// the prose an agent writes before and after it, beside an approval: as
// the review's prose (see readProse), since a reader of the file sees
// `VERDICT: BLOCK` or `DO NOT MERGE: the token leaks` above the object as
// plainly as in it; and each JSON object in it as a kept value (see
// keptGrade), since a second document ({"findings": [{"severity":
// "blocking", …}]}, {"blocking": true}) is read by a reader, and by a
// JSON stream decoder, as much as the first; and each JSON string
// outside those objects the same way (see eachString), an item of an
// array the verdict stands in or a value of JSON that does not parse. It returns the problem the
// first such text makes, and whether there is one.
func (dl *Dialect) outsideProse(content []byte, s span, v *Verdict) (problem, bool) {
	if v.Verdict != Approve {
		return problem{}, false
	}
	const where = "the text around the verdict object"
	if off := tooDeep(content, span{0, s.start}); off >= 0 {
		return problem{rule: RuleJSONInvalid, off: off,
			msg: fmt.Sprintf("JSON nests more than %d levels deep here, around the verdict object: the file cannot be read safely", maxScanDepth)}, true
	}
	read := 0 // the values read in objects around the verdict so far
	for _, part := range []span{{0, s.start}, {s.end, len(content)}} {
		if part.end <= part.start {
			continue
		}
		if w, says := dl.readProse(string(content[part.start:part.end])); says != saysNothing {
			return problem{rule: RuleApproveWithBlocking, off: part.start,
				msg: proseMessage(dl.spec.VerdictKey, v.Verdict, where, w, says)}, true
		}
		d := &decoder{dl: dl, verdictWord: v.Verdict}
		var broken int
		var whole []span // the objects read whole, whose strings they hold
		read, broken = eachObject(content, part, read, func(obj *value, at span) bool {
			whole = append(whole, at)
			d.keptGrade(member{key: where, val: obj})
			return len(d.saidBlocking) == 0
		})
		if len(d.saidBlocking) == 0 && broken < 0 && read <= maxOutsideValues {
			if off, w, says := dl.outsideStrings(content, part, whole); says != saysNothing {
				return problem{rule: RuleApproveWithBlocking, off: off,
					msg: proseMessage(dl.spec.VerdictKey, v.Verdict, where, w, says)}, true
			}
		}
		if len(d.saidBlocking) > 0 {
			d.crossCheck(v)
			return d.problems[0], true
		}
		if broken >= 0 {
			return problem{rule: RuleApproveWithBlocking, off: broken,
				msg: fmt.Sprintf("%s is %s but %s holds JSON that does not parse with objects inside it, which a reader reads and no JSON reader can: a reader cannot tell what they say; make it whole or remove it", dl.spec.VerdictKey, v.Verdict, where)}, true
		}
		if read > maxOutsideValues {
			return problem{rule: RuleApproveWithBlocking, off: part.start,
				msg: fmt.Sprintf("%s is %s but %s holds more than %d JSON values, more than are read: a reader cannot tell what they say; keep only the verdict", dl.spec.VerdictKey, v.Verdict, where, maxOutsideValues)}, true
		}
	}
	return problem{}, false
}

// eachObject calls fn with each JSON object that parses in the part s
// of the file, and where it stands, each read from a '{' not inside one read before, until fn
// returns false; a read that fails goes on after where it failed, so
// that each byte is read once. The objects read whole share one bound
// on their values (maxOutsideValues): read counts the values read
// before, and it returns the count after, past the bound when the
// objects hold more; and where the first read that failed after
// reading into an object nested in it starts, or -1: the objects inside
// it are read by a reader and by no JSON reader.
func eachObject(content []byte, s span, read int, fn func(*value, span) bool) (int, int) {
	broken := -1
	for at := s.start; at < s.end && read <= maxOutsideValues; {
		i := bytes.IndexByte(content[at:s.end], '{')
		if i < 0 {
			break
		}
		at += i
		p := &parser{src: content[at:s.end], base: at, file: content}
		v, err := p.value()
		if err == nil {
			// Only an object read whole is weighed, and counts.
			if read += p.values; read > maxOutsideValues || !fn(v, span{at, at + p.pos}) {
				break
			}
		} else if broken < 0 && p.pos > 1 && bytes.IndexByte(content[at+1:at+p.pos], '{') >= 0 {
			broken = at // `{"notes": [{"blocking": true}` cut off
		}
		at += max(p.pos, 1)
	}
	return read, broken
}

// maxOutsideValues bounds the values of the objects read around the
// verdict: an agent's notes beside it hold a few, and a file past the
// bound is refused, never approved unread.
const maxOutsideValues = 10_000

// tooDeep returns where the brackets opened in the part s of the file
// and not closed in it nest deeper than maxScanDepth, or -1: a verdict
// object inside more arrays than a JSON reader takes
// ([[[…{"verdict": …}…]]]) is in a file no reader reads.
func tooDeep(content []byte, s span) int {
	depth := 0
	for i := s.start; i < s.end; i++ {
		switch content[i] {
		case '[', '{':
			if depth++; depth > maxScanDepth {
				return i
			}
		case ']', '}':
			depth = max(0, depth-1)
		}
	}
	return -1
}
