package dialect

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// candidates builds the dialects inference tries, strictest first: one
// that reads the findings under the headings and in the shapes seen, one
// that reads them under severity headings only, and one that reads the
// verdict alone; each with and without a verdict word alone on a line
// when the reports use one.
func (o *observed) candidates() []contract.DialectSpec {
	var out []contract.DialectSpec
	// Every key seen, then only the keys that open a report's first
	// verdict: a Status line may state a finding's status, not the
	// report's verdict.
	keySets := [][]string{sorted(o.keys), sorted(o.firstKeys)}
	wordSets := []map[string]bool{nil, o.firstWords}
	for i, keys := range keySets {
		if i > 0 && slices.Equal(keys, keySets[0]) && len(o.firstWords) == len(o.words) {
			continue
		}
		base := o.verdictSpec(keys, wordSets[i])
		for _, findings := range []int{readNamed, readSeverityHeadings, readNone} {
			if findings == readNone && o.findingStructure() {
				// Reports that write findings must not teach a dialect
				// that reads none: one report that passes beside a
				// blocking finding would make every such pass clean.
				continue
			}
			s := base.Clone()
			o.findingsSpec(&s, findings)
			specs := []contract.DialectSpec{s}
			if slices.Contains(s.Verdict.Places, contract.PlaceWord) {
				t := s.Clone()
				t.Verdict.Places = slices.DeleteFunc(t.Verdict.Places, func(p string) bool { return p == contract.PlaceWord })
				specs = append(specs, t)
			}
			out = append(out, specs...)
			// Reports that are logs of review rounds: the same dialects,
			// each reading the last round alone.
			if len(o.roundWords) > 0 {
				for _, t := range specs {
					t = t.Clone()
					for _, w := range sorted(o.roundWords) {
						t.Verdict.Rounds = append(t.Verdict.Rounds, strings.ToUpper(w[:1])+w[1:])
					}
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// How a candidate reads findings.
const (
	readNamed            = iota // under the findings headings seen, and severity headings
	readSeverityHeadings        // under severity headings only
	readNone                    // not at all: the verdict alone
)

// verdictSpec is the verdict part every candidate shares.
func (o *observed) verdictSpec(keys []string, words map[string]bool) contract.DialectSpec {
	keys = slices.Clone(keys)
	if i := slices.Index(keys, "verdict"); i > 0 {
		keys = append([]string{"verdict"}, slices.Delete(keys, i, i+1)...)
	} else if i < 0 {
		keys = append([]string{"verdict"}, keys...)
	}
	quals := sorted(o.quals)
	for _, q := range []string{"final", "overall", "review"} {
		if !slices.Contains(quals, q) {
			quals = append(quals, q)
		}
	}
	pass, fail := o.sideWords("PASS", words), o.sideWords("FAIL", words)
	if len(pass) == 0 {
		pass = fallback(fail, "APPROVED", "PASS")
	}
	if len(fail) == 0 {
		fail = fallback(pass, "CHANGES REQUESTED", "REJECTED")
	}
	places := []string{contract.PlaceLine, contract.PlaceHeading, contract.PlaceLabel, contract.PlaceSection, contract.PlaceTable, contract.PlaceFrontMatter}
	for _, p := range sorted(o.places) {
		if !slices.Contains(places, p) {
			places = append(places, p)
		}
	}
	heads := []string{"Verdict"}
	for _, h := range sorted(o.sectionHeads) {
		if !slices.ContainsFunc(heads, func(x string) bool { return strings.EqualFold(x, h) }) {
			heads = append(heads, h)
		}
	}
	return contract.DialectSpec{
		Name: "inferred",
		Verdict: contract.VerdictSpec{
			Keys: keys, Qualifiers: quals, Pass: pass, Fail: fail, Places: places,
		},
		Sections: map[string][]string{contract.SectionVerdict: heads},
		Findings: contract.FindingsSpec{
			Forms: []string{contract.FormBullets}, Fail: []string{"FAIL"}, Note: []string{"NOTE"},
		},
		Coverage: contract.CoverageSpec{Forms: []string{contract.FormBullets}},
	}
}

// fallback is the first word of a side that none of the other side's
// words spells.
func fallback(other []string, words ...string) []string {
	for _, w := range words {
		if !slices.ContainsFunc(other, func(o string) bool { return strings.EqualFold(o, w) }) {
			return []string{w}
		}
	}
	return []string{words[0] + " (unused)"}
}

// findingsSpec sets how a candidate reads findings.
func (o *observed) findingsSpec(s *contract.DialectSpec, how int) {
	if how == readNone {
		return
	}
	f := &s.Findings
	f.Forms = []string{contract.FormBullets, contract.FormSeverityFirst, contract.FormHeadings, contract.FormTable}
	f.Fail, f.Note = []string{"FAIL"}, []string{"NOTE"}
	for _, w := range sortedKeys(o.severities) {
		word := strings.ToUpper(w[:1]) + w[1:]
		if o.severities[w] == "FAIL" {
			f.Fail = appendFold(f.Fail, word)
		} else {
			f.Note = appendFold(f.Note, word)
		}
	}
	// A severity word that is also a verdict word of the other side
	// would read one line two ways: it is left out.
	f.Fail = slices.DeleteFunc(f.Fail, func(w string) bool { return hasFold(s.Verdict.Pass, w) })
	f.Note = slices.DeleteFunc(f.Note, func(w string) bool { return hasFold(s.Verdict.Fail, w) })
	f.SeverityColumns = append([]string{"Severity", "Priority"}, sorted(o.sevColumns)...)
	f.SeverityLabels = []string{"Severity", "Priority"}
	f.None = []string{"None", "No findings", "No issues", "No issues found", "Nothing", "N/A"}
	if how == readNamed {
		s.Sections[contract.SectionFindings] = sorted(o.findingHeads)
	}
}

func sortedKeys(m map[string]string) []string {
	set := map[string]bool{}
	for k := range m {
		set[k] = true
	}
	return sorted(set)
}

func hasFold(list []string, w string) bool {
	return slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(x, w) })
}

func appendFold(list []string, w string) []string {
	if hasFold(list, w) {
		return list
	}
	return append(list, w)
}

// findingStructure reports whether the reports write findings in a shape
// inference reads: severity words, or findings headings.
func (o *observed) findingStructure() bool {
	return len(o.severities) > 0 || len(o.findingHeads) > 0
}
