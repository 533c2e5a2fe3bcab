package dialect

import (
	"fmt"
	"github.com/reviewlint/reviewlint/internal/lazyregexp"
	"slices"
	"sort"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// File is one report or verdict file to learn from.
type File struct {
	Path string
	Data []byte
}

// Refusal is a file the inferred dialect still refuses, and why.
type Refusal struct {
	Path string
	Why  string
}

// Result is an inferred dialect and what it does with the files.
type Result struct {
	Spec     contract.DialectSpec
	Clean    []string  // the reports that lint clean under it
	Refusals []Refusal // the others, each with its first error
	// Unplaced lists verdict words whose side inference could not tell.
	Unplaced []string
}

// InferReports learns a dialect from a team's reports.
func InferReports(files []File) Result {
	seen := gather(files)
	var best *trial
	for _, spec := range seen.candidates() {
		t := try(spec, files, seen.values)
		if t == nil {
			continue
		}
		// Fewer reports that pass without their verdict win, then more
		// reports clean; at a tie the earlier candidate stays.
		if best == nil || t.leaks < best.leaks || t.leaks == best.leaks && len(t.clean) > len(best.clean) {
			best = t
		}
	}
	res := Result{Unplaced: seen.unplaced()}
	if best == nil {
		for _, f := range files {
			res.Refusals = append(res.Refusals, Refusal{f.Path, "no verdict found that a dialect could read"})
		}
		return res
	}
	res.Spec, res.Clean, res.Refusals = best.spec, best.clean, best.refused
	return res
}

// trial is one candidate dialect linted over every report.
type trial struct {
	spec    contract.DialectSpec
	clean   []string
	refused []Refusal
	// leaks counts the reports it accepts once the lines that state
	// their verdict are taken out: each reads a verdict the report
	// does not state.
	leaks int
}

func try(spec contract.DialectSpec, files []File, values map[string][]string) *trial {
	d, err := contract.NewDialect(spec)
	if err != nil {
		return nil
	}
	t := &trial{spec: spec}
	for _, f := range files {
		errs := errorsOf(f.Data, d)
		vals := values[f.Path]
		stripped := len(vals) > 0 && len(errorsOf(without(f.Data, vals, nil), d)) == 0
		var read contract.Reading
		if stripped {
			// A failure stated in other words under a verdict key
			// (`Plan Status: 🚨 CRITICAL ACCURACY ISSUES`) states the
			// verdict too, whatever words it takes.
			read = contract.Inspect(f.Data, contract.Options{Dialect: d})
			stripped = len(errorsOf(without(f.Data, vals, read.Failures), d)) == 0
		}
		if stripped {
			t.leaks++
		}
		if stripped && len(errs) == 0 {
			// A report that lints clean may state its verdict again in
			// other words (`Decision: APPROVE` after `APPROVED`): those
			// lines state it too.
			vals = append(slices.Clone(vals), read.Words...)
			stripped = len(errorsOf(without(f.Data, vals, read.Failures), d)) == 0
		}
		if len(errs) > 0 {
			e := errs[0]
			t.refused = append(t.refused, Refusal{f.Path, fmt.Sprintf("%d:%d: %s [%s]", e.Line, e.Column, e.Message, e.Rule)})
			continue
		}
		// A report is accepted for its verdict: without the lines that
		// state it, the dialect must refuse it, or it reads a verdict
		// somewhere the report does not state one.
		if stripped || len(values[f.Path]) == 0 {
			t.refused = append(t.refused, Refusal{f.Path, "the dialect reads a verdict in it beyond the lines that state one"})
			continue
		}
		t.clean = append(t.clean, f.Path)
	}
	return t
}

// errorsOf lints a report and returns its errors.
func errorsOf(data []byte, d *contract.Dialect) []diag.Diagnostic {
	var errs []diag.Diagnostic
	for _, x := range contract.Lint(data, contract.Options{Dialect: d}) {
		if x.Severity == diag.Error {
			errs = append(errs, x)
		}
	}
	return errs
}

// without is a report without the lines that hold any of the values
// and without the lines numbered in lines (sorted, from 1).
func without(data []byte, values []string, lines []int) []byte {
	var kept []string
	for i, l := range strings.Split(string(data), "\n") {
		u := strings.ToUpper(l)
		_, hit := slices.BinarySearch(lines, i+1)
		for _, v := range values {
			hit = hit || strings.Contains(u, strings.ToUpper(v))
		}
		if !hit {
			kept = append(kept, l)
		}
	}
	return []byte(strings.Join(kept, "\n"))
}

// observed is what the reports show of their dialect.
type observed struct {
	keys, quals, places, sectionHeads map[string]bool
	firstKeys, firstWords             map[string]bool     // keys and values of reports' first verdicts
	values                            map[string][]string // per report, the verdict values it states
	words                             map[string]string   // value → side ("" when unplaced)
	count                             map[string]int      // value → statements that use it
	findingHeads                      map[string]bool
	severities                        map[string]string // severity word → FAIL or NOTE
	sevColumns, statusColumns         map[string]bool
	statuses                          map[string]string // status word → meaning
	reports                           int
	withFindings                      int
	roundWords                        map[string]bool // words that open a round of a review log
}

func gather(files []File) *observed {
	o := &observed{
		count: map[string]int{}, keys: map[string]bool{}, firstKeys: map[string]bool{}, firstWords: map[string]bool{}, values: map[string][]string{}, quals: map[string]bool{}, places: map[string]bool{}, sectionHeads: map[string]bool{},
		words: map[string]string{}, findingHeads: map[string]bool{}, severities: map[string]string{},
		sevColumns: map[string]bool{}, statusColumns: map[string]bool{}, statuses: map[string]string{},
		roundWords: map[string]bool{},
	}
	for _, f := range files {
		outline := contract.Outline(f.Data)
		o.reports++
		ss := statements(outline)
		if p, ok := primary(ss); ok {
			if p.key != "" {
				o.firstKeys[p.key] = true
			}
			for _, q := range p.quals {
				o.quals[q] = true
			}
			o.firstWords[p.value] = true
			// What states the report's verdict: inference checks that a
			// dialect reads no verdict once these lines are gone.
			o.values[f.Path] = []string{p.value}
		} else if p.value != "" {
			// A verdict in words of no known side teaches nothing, but
			// the report must still be refused without it.
			o.values[f.Path] = []string{p.value}
		}
		for _, s := range ss {
			o.words[s.value] = s.side
			o.count[s.value]++
			if s.side == "" {
				continue
			}
			// The verdict stated again under the verdict key or where a
			// report's verdict stands (a heading, the line under one, a
			// line of its own) is the same statement.
			if s.key == "verdict" || s.place == contract.PlaceHeading || s.place == contract.PlaceSection || s.place == contract.PlaceWord {
				o.values[f.Path] = append(o.values[f.Path], s.value)
			}
			o.places[s.place] = true
			if s.key != "" {
				o.keys[s.key] = true
			}
			// A team's own qualifier is learned from a report's own
			// verdict only: "Build Status: SUCCESS" grades a part.
			for _, q := range s.quals {
				if commonQuals[q] {
					o.quals[q] = true
				}
			}
			if s.head != "" {
				o.sectionHeads[strings.Trim(s.head, " :")] = true
			}
		}
		o.structure(outline)
		o.values[f.Path] = append(o.values[f.Path], o.rounds(outline, ss)...)
	}
	return o
}

// structure gathers the headings, severity words and table columns
// around the findings and the coverage.
func (o *observed) structure(outline []contract.OutlineLine) {
	found := false
	for _, l := range outline {
		switch l.Kind {
		case "heading":
			t := strings.TrimSpace(strings.TrimLeft(l.Text, "0123456789.#) "))
			first := strings.ToLower(strings.Trim(strings.Fields(t + " x")[0], ":*"))
			if sev := severityOf(first); sev != "" && l.Level <= 6 {
				o.severities[first] = sev
				found = true
			} else if findingsHeading(t) {
				o.findingHeads[t] = true
				found = true
			}
		case "item", "text":
			if m := sevFirst.Get().FindStringSubmatch(l.Text); m != nil {
				if sev := severityOf(m[1]); sev != "" {
					o.severities[strings.ToLower(m[1])] = sev
				}
			}
		case "row":
			if l.Header {
				for _, c := range l.Cells {
					switch strings.ToLower(strings.Trim(c, " *:")) {
					case "severity", "priority", "level":
						o.sevColumns[strings.Trim(c, " *:")] = true
					case "status", "grade", "result", "outcome":
						o.statusColumns[strings.Trim(c, " *:")] = true
					}
				}
				continue
			}
			for _, c := range l.Cells {
				if sev := severityOf(strings.Trim(c, " *")); sev != "" {
					o.severities[strings.ToLower(strings.Trim(c, " *"))] = sev
				}
				if m := statusCell(c); m != "" {
					o.statuses[strings.Trim(c, " *")] = m
				}
			}
		}
	}
	if found {
		o.withFindings++
	}
}

// findingsHeading reports whether a heading names a list of findings.
func findingsHeading(t string) bool {
	l := strings.ToLower(t)
	for _, w := range []string{"finding", "issue", "concern", "problem", "defect", "blocker", "suggestion", "recommendation", "observation", "gap", "violation"} {
		if strings.Contains(l, w) && len(strings.Fields(l)) <= 4 {
			return true
		}
	}
	return false
}

// statusCell reads a table cell that grades a criterion.
func statusCell(c string) string {
	switch strings.ToUpper(strings.Trim(c, " *")) {
	case "PASS", "PASSED", "MET", "SATISFIED", "DONE", "YES", "✅", "✓", "OK":
		return "verified"
	case "FAIL", "FAILED", "NOT MET", "UNSATISFIED", "MISSING", "BLOCK", "NO", "❌", "✗":
		return "failed"
	case "N/A", "SKIPPED", "NOT CHECKED", "UNKNOWN", "PARTIAL":
		return "not-checked"
	}
	return ""
}

// unplaced lists the verdict words whose side is unknown.
func (o *observed) unplaced() []string {
	var out []string
	for w, s := range o.words {
		if s == "" {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// sorted returns a set's members in order.
func sorted(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// sideWords lists the words of one side (among only when not nil), the
// most used first: the first is the one messages suggest.
func (o *observed) sideWords(want string, only map[string]bool) []string {
	var out []string
	for w, s := range o.words {
		if s == want && (only == nil || only[w]) {
			out = append(out, w)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if o.count[out[i]] != o.count[out[j]] {
			return o.count[out[i]] > o.count[out[j]]
		}
		return out[i] < out[j]
	})
	return dedupFold(out)
}

// primary is the statement of a report's own verdict: the first one under
// a verdict key (Verdict, Final verdict), else the first statement. A
// report whose verdict is in words of no known side has no primary: a
// later line that says a side (a gate's "Status: PASSED", a "Build
// Status: SUCCESS") is not its verdict.
func primary(ss []statement) (statement, bool) {
	for _, s := range ss {
		if s.key == "verdict" {
			return s, s.side != ""
		}
	}
	// A table row grades one part (a status per review domain, per
	// file), and so does a list item (`- **Foundation Status**: …`):
	// the report's own verdict is a statement outside them when it has
	// one.
	for _, s := range ss {
		if s.place != contract.PlaceTable && !s.item {
			return s, s.side != ""
		}
	}
	for _, s := range ss {
		if s.place != contract.PlaceTable {
			return s, s.side != ""
		}
	}
	if len(ss) == 0 {
		return statement{}, false
	}
	return ss[0], ss[0].side != ""
}

// dedupFold keeps one spelling of words equal but for case.
func dedupFold(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, w) }) {
			out = append(out, w)
		}
	}
	return out
}

// sevFirst matches a line that opens with a word and a separator: the
// severity of a finding written first (`**Major**: x`, `[NIT] x`).
var sevFirst = &lazyregexp.Regexp{Expr: `^[\s*_\[(]*([A-Za-z][A-Za-z0-9-]*)[\s*_\])]*(?::|—|–|-|\])`}
