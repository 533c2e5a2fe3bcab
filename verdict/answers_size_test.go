package verdict

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// findingSizeCases are 8 MB verdict files built to make the readers of a
// non-blocking finding's keys work hardest: the most keys an object may
// hold, each asking whether it blocks or stating a status, each a long
// string; a key asking whether it blocks spelled through a run of
// invisible characters; a status, an answer and a text opening with a
// long run of blanks or marks; many findings each carrying them; many
// objects and strings nested in a finding; objects nested in a kept key;
// tags in a kept key, long and short; lines of capitals, some saying
// what they name is open; labels with emphasis inside; counts of
// grades in one long sentence and in many; table rows; prose and
// objects, whole and broken, around the object; HTML break tags, closed
// and not;
// and prose in a kept key: many lines, headings over blank lines, one
// long line, many strings.
var findingSizeCases = []struct {
	name string
	gen  func(n int) string
}{
	{"many-asking-keys", func(n int) string {
		val := strings.Repeat("n", max(1, n/maxValues-20))
		var b strings.Builder
		for i := 0; b.Len() < n && i < maxValues/2-10; i++ {
			fmt.Fprintf(&b, `,"blocking%d":"no %s","status%d":"open %s"`, i, val, i, val)
		}
		return finding(b.String())
	}},
	{"invisible-key", func(n int) string {
		return finding(`,"b` + strings.Repeat(`\u200b`, n/6) + `locking":"no"`)
	}},
	{"blank-status", func(n int) string {
		return finding(`,"status":"` + strings.Repeat(" ", n) + `blocked"`)
	}},
	{"marked-label", func(n int) string {
		return finding(`,"detail":"BLOCKER` + strings.Repeat("\u0301", n/2) + `: x"`)
	}},
	{"blank-label", func(n int) string {
		return finding(`,"detail":"BLOCKER` + strings.Repeat("\u00a0", n/2) + `: x"`)
	}},
	{"letter-label", func(n int) string {
		return finding(`,"detail":"` + strings.Repeat("é", n/2) + `: x"`)
	}},
	{"kept-prose-lines", func(n int) string {
		line := strings.Repeat(`Critical path: do not merge files that conflict; CI runs before merge. FAIL on empty input is expected. `, 2) + `\n`
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(line, n/len(line)) + `"}`
	}},
	{"kept-prose-headings", func(n int) string {
		part := `## Blockers\n\nNone — the retry loop backs off and is tested.\n## Notes\n- ` + strings.Repeat("the retry loop backs off, which is sound and tested on every path; ", 4) + `\n`
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"kept-prose-one-line", func(n int) string {
		part := `we do not merge files that conflict and must rebase, `
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"kept-prose-list", func(n int) string {
		item := `"Critical path ` + strings.Repeat("x", max(1, n/maxValues)) + `",`
		return `{"verdict":"approve","findings":[],"notes":[` + strings.Repeat(item, min(maxValues-10, n/len(item))) + `"ok"]}`
	}},
	{"finding-nested-values", func(n int) string {
		item := `{"status":"open ` + strings.Repeat("x", max(1, n/maxValues)) + `","note":["Critical path"]},`
		return finding(`,"details":[` + strings.Repeat(item, min(maxValues/5, n/len(item))) + `"ok"]`)
	}},
	{"kept-nested-keys", func(n int) string {
		item := `{"status":"open ` + strings.Repeat("x", max(1, n/maxValues)) + `","blocking":"no","decision":"approve"},`
		return `{"verdict":"approve","findings":[],"meta":[` + strings.Repeat(item, min(maxValues/5, n/len(item))) + `{}]}`
	}},
	{"kept-tags", func(n int) string {
		tag := `"critical-path-` + strings.Repeat("x", max(1, n/maxValues)) + `","critical-path",`
		return `{"verdict":"approve","findings":[],"meta":{"labels":[` + strings.Repeat(tag, min(maxValues/2-10, n/len(tag))) + `"ok"]}}`
	}},
	{"shouted-lines", func(n int) string {
		line := `MUST FIX BUG ` + strings.Repeat("X", 200) + ` none\n`
		return finding(`,"detail":"` + strings.Repeat(line, n/len(line)) + `"`)
	}},
	{"emphasis-labels", func(n int) string {
		line := strings.Repeat("*Critical* ", 30) + `path: verified. *Blocker*s: none. **Critical** _path_ ` + "`x`" + ` is fine\n`
		return finding(`,"detail":"` + strings.Repeat(line, n/len(line)) + `"`)
	}},
	{"shouted-open-lines", func(n int) string {
		line := `CRITICAL ISSUES FROM ROUND 1 2 3 4 5 6 7 8 9 RESOLVED all good. BLOCKERS FOR THIS RELEASE 0 remaining\n`
		return finding(`,"detail":"` + strings.Repeat(line, n/len(line)) + `"`)
	}},
	{"counted-one-sentence", func(n int) string {
		part := `2 new critical paths and 3 major refactors, `
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"counted-sentences", func(n int) string {
		part := `Fixed 2 critical bugs. `
		return finding(`,"detail":"` + strings.Repeat(part, n/len(part)) + `"`)
	}},
	{"outside-prose", func(n int) string {
		line := "Critical path: 2 critical paths are covered; CI runs before merge. FAIL on empty input is expected.\n"
		return strings.Repeat(line, n/len(line)) + `{"verdict":"approve","findings":[]}`
	}},
	{"outside-objects", func(n int) string {
		part := `{"status":"open","notes":["Critical path"]} {"a":[1,[` + strings.Repeat(`[1,`, 8) + strings.Repeat(`]`, 10) + `}` + "\n"
		return strings.Repeat(part, n/len(part)) + "\n" + `{"verdict":"approve","findings":[]}`
	}},
	{"outside-strings", func(n int) string {
		part := `["Critical path", "fine", "a \" b", "x` + "\n" + `BLOCKERS none"] "` + "\n"
		return strings.Repeat(part, n/len(part)) + "\n" + `{"verdict":"approve","findings":[]}`
	}},
	{"html-tags-unclosed", func(n int) string {
		line := strings.Repeat("<a <p <!- x ", 40) + "<b>y</b> <p title=x> <!-- z --> <!--\n"
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(line, n/len(line)) + `"}`
	}},
	// The rendered reading of a string (renderedText) and its code
	// blocks (codeBlocksOut), on one line of runs that open and close
	// nothing, and on lines of fences and lists.
	{"rendered-tildes", func(n int) string {
		part := `~~a ~b ~~~c ~~d~ e~~f~ `
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"rendered-comments-and-tags", func(n int) string {
		part := `<!--<!-- - <!A <del><s><strike></s>x [a](b [c](d &#45;&amp;& \\- `
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"rendered-code-spans", func(n int) string {
		part := "` `` ``` <b> ~~x~~ [y](z) "
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"code-blocks", func(n int) string {
		part := `\n` + "```" + `go\nDO NOT MERGE\n` + "````" + `\n\n    -1.\n\n~~~\n> x\n~~~~\n`
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(part, n/len(part)) + `"}`
	}},
	{"table-rows", func(n int) string {
		row := `| Critical path | ` + strings.Repeat("covered ", 30) + `| Blockers | none |\n`
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(row, n/len(row)) + `"}`
	}},
	{"break-tags-unclosed", func(n int) string {
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(`a <Br </br `, n/11) + `"}`
	}},
	{"break-tags", func(n int) string {
		return `{"verdict":"approve","findings":[],"notes":"` + strings.Repeat(`ok<br clear=all>`, n/16) + `"}`
	}},
	{"many-findings", func(n int) string {
		// Six values a finding, within the values an object may hold.
		one := `{"severity":"non-blocking","question":"Critical path ` + strings.Repeat("x", n/(maxValues/6)) + `","blocking":"no","status":"open","detail":"High-water mark"}`
		return `{"verdict":"approve","findings":[` + strings.TrimSuffix(strings.Repeat(one+",", n/len(one)), ",") + `]}`
	}},
}

// finding is an approving file whose one non-blocking finding carries
// members (each opening with a comma).
func finding(members string) string {
	return `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"the log repeats"` + members + `}]}`
}

// TestFindingReadersLinear: each 8 MB case is linted in seconds of CPU
// time (under four on a quiet machine: a string that markup changes is
// read twice, as written and as rendered, so 8 MB of stray tags costs
// about 3.5 s; the bound leaves room for a loaded machine, where a
// quadratic reader takes minutes), and 8 MB costs about eight times what
// 1 MB does, not the sixty-four a quadratic reader would.
func TestFindingReadersLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("lints 8 MB files")
	}
	spec := Default()
	spec.UnknownKeys = true
	d := MustDialect(spec)
	for _, c := range findingSizeCases {
		cost := func(n int) float64 {
			file := []byte(c.gen(n))
			runtime.GC() // the garbage of the case before is not this one's cost
			start := cpuTime()
			d.Lint(file)
			return (cpuTime() - start).Seconds()
		}
		small, big := cost(1<<20), cost(8<<20)
		t.Logf("%s: 1 MB %.3fs, 8 MB %.3fs", c.name, small, big)
		if big > 8 {
			t.Errorf("%s: 8 MB took %.2fs of CPU time, want under 8s", c.name, big)
		}
		// Below a tenth of a second the 1 MB figure is mostly the noise
		// of collection and scheduling: a quadratic reader costs
		// seconds at 8 MB, which the floor keeps in sight.
		if ratio := big / max(small, 0.1); ratio > 24 {
			t.Errorf("%s: 8 MB took %.1f times what 1 MB did: not linear", c.name, ratio)
		}
	}
}
