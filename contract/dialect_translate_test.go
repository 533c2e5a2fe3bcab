package contract

import (
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/longtest"
	"github.com/reviewlint/reviewlint/internal/renderoracle"
	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// Every guarantee of the default contract holds in every dialect. These
// tests hold the contract to that: each case of the default contract (the
// rule cases, the reader's cases, the hostile rendering corpus and the
// generated reports) is translated word for word into two other dialects
// and must be read the same way there: the same rules at the same lines,
// the same verdicts and blocking findings.

// translation is a dialect and how the default contract's words map onto
// it, longest first.
type translation struct {
	spec  DialectSpec
	words [][2]string
}

var translations = []translation{
	{
		spec: DialectSpec{
			Name: "decision",
			Verdict: VerdictSpec{
				Keys: []string{"decision"}, Qualifiers: []string{"final", "overall", "review"},
				Pass: []string{"SHIP IT"}, Fail: []string{"HOLD"},
				Places: Default().Verdict.Places,
			},
			Sections: map[string][]string{
				SectionCoverage: {"Verification"}, SectionFindings: {"Issues", "Issue"}, SectionReason: {"Rationale"},
				SectionDoNotRebuild: {"Keep as is"}, SectionVerdict: {"Decision"},
			},
			Required: Default().Required,
			Findings: FindingsSpec{Forms: []string{FormBullets, FormTable}, Fail: []string{"HOLD"}, Note: []string{"ASIDE"}, NoteReason: true, None: []string{"None", "No issues"}},
			Coverage: CoverageSpec{
				Forms: []string{FormBullets, FormTable}, Verified: []string{"CONFIRMED"},
				Accepted: []string{"TAKEN FROM WORKER"}, NotChecked: []string{"UNCHECKED"}, StatusColumns: []string{"Status"},
			},
		},
		words: [][2]string{
			{"ACCEPTED FROM THE WORKER'S EVIDENCE", "TAKEN FROM WORKER"}, {"ACCEPTED FROM THE WORKERS EVIDENCE", "TAKEN FROM WORKER"},
			{"ACCEPTED FROM WORKER'S EVIDENCE", "TAKEN FROM WORKER"}, {"ACCEPTED FROM WORKERS EVIDENCE", "TAKEN FROM WORKER"},
			{"ACCEPTED FROM THE WORKER’S EVIDENCE", "TAKEN FROM WORKER"}, {"ACCEPTED FROM WORKER’S EVIDENCE", "TAKEN FROM WORKER"},
			{"VERIFIED INDEPENDENTLY", "CONFIRMED"}, {"COULD NOT CHECK", "UNCHECKED"},
			{"Coverage statement", "Verification"}, {"Coverage", "Verification"}, {"Verdict reason", "Rationale"},
			{"Do not rebuild", "Keep as is"}, {"Findings", "Issues"}, {"Finding", "Issue"}, {"Verdict", "Decision"},
			{"PASS", "SHIP IT"}, {"FAIL", "HOLD"}, {"NOTE", "ASIDE"},
		},
	},
	{
		spec: DialectSpec{
			Name: "outcome",
			Verdict: VerdictSpec{
				Keys: []string{"outcome", "review outcome"}, Qualifiers: []string{"final", "overall", "review"},
				Pass: []string{"ACCEPTED"}, Fail: []string{"CHANGES NEEDED"},
				Places: Default().Verdict.Places,
			},
			Sections: map[string][]string{
				SectionCoverage: {"What was checked"}, SectionFindings: {"Problems", "Problem"}, SectionReason: {"Why"},
				SectionDoNotRebuild: {"Leave alone"}, SectionVerdict: {"Outcome"},
			},
			Required: Default().Required,
			Findings: FindingsSpec{Forms: []string{FormBullets, FormTable}, Fail: []string{"CHANGES NEEDED", "MUST FIX"}, Note: []string{"MAY WAIT"}, NoteReason: true, None: []string{"None", "No problems"}},
			Coverage: CoverageSpec{
				Forms: []string{FormBullets, FormTable}, Verified: []string{"RE-DERIVED"},
				Accepted: []string{"PER WORKER ARTIFACT"}, NotChecked: []string{"NOT SEEN"}, StatusColumns: []string{"Status"},
			},
		},
		words: [][2]string{
			{"ACCEPTED FROM THE WORKER'S EVIDENCE", "PER WORKER ARTIFACT"}, {"ACCEPTED FROM THE WORKERS EVIDENCE", "PER WORKER ARTIFACT"},
			{"ACCEPTED FROM WORKER'S EVIDENCE", "PER WORKER ARTIFACT"}, {"ACCEPTED FROM WORKERS EVIDENCE", "PER WORKER ARTIFACT"},
			{"ACCEPTED FROM THE WORKER’S EVIDENCE", "PER WORKER ARTIFACT"}, {"ACCEPTED FROM WORKER’S EVIDENCE", "PER WORKER ARTIFACT"},
			{"VERIFIED INDEPENDENTLY", "RE-DERIVED"}, {"COULD NOT CHECK", "NOT SEEN"},
			{"Coverage statement", "What was checked"}, {"Coverage", "What was checked"}, {"Verdict reason", "Why"},
			{"Do not rebuild", "Leave alone"}, {"Findings", "Problems"}, {"Finding", "Problem"}, {"Verdict", "Outcome"},
			{"PASS", "ACCEPTED"}, {"FAIL", "CHANGES NEEDED"}, {"NOTE", "MAY WAIT"},
		},
	},
}

// translate rewrites a report of the default contract into t's words:
// each word whole, in any case, the case of its first letters kept.
func (t translation) translate(doc string) string {
	for _, w := range t.words {
		re := regexp.MustCompile(`(?i)(^|[^\pL\pN_'’-])` + regexp.QuoteMeta(w[0]) + `($|[^\pL\pN_'’-])`)
		for {
			next := re.ReplaceAllStringFunc(doc, func(m string) string {
				sub := re.FindStringSubmatch(m)
				word := m[len(sub[1]) : len(m)-len(sub[2])]
				return sub[1] + likeCase(word, w[1]) + sub[2]
			})
			if next == doc {
				break
			}
			doc = next // overlapping matches (FAIL FAIL) need a second pass
		}
	}
	return doc
}

// likeCase spells to in the case from is written in: all upper, all
// lower, or capitalized.
func likeCase(from, to string) string {
	switch {
	case strings.ToUpper(from) == from:
		return strings.ToUpper(to)
	case strings.ToLower(from) == from:
		return strings.ToLower(to)
	}
	return strings.ToUpper(to[:1]) + strings.ToLower(to[1:])
}

// untranslatable are cases whose point is a spelling no word-for-word
// translation keeps: an entity or escape inside a key or a value.
var untranslatable = regexp.MustCompile(`&#|&[a-z]+;|\\[A-Za-z]|V\\|[A-Z]&`)

// lineRules is a lint result as the lines and rules it reports.
func lineRules(doc string, d *Dialect) []string {
	var out []string
	for _, x := range Lint([]byte(doc), Options{SHA: reviewedSHA, Dialect: d}) {
		out = append(out, x.Rule+"@"+strconv.Itoa(x.Line))
	}
	slices.Sort(out)
	return out
}

// TestCasesInOtherDialects lints each rule case and reader case in the
// default contract and, translated, in two other dialects: the same rules
// fire at the same lines.
func TestCasesInOtherDialects(t *testing.T) {
	var files []string
	for _, dir := range []string{"testdata/rules", "testdata/cases", "testdata/render"} {
		found, _ := filepath.Glob(filepath.Join(dir, "*.md"))
		more, _ := filepath.Glob(filepath.Join(dir, "*", "*.md"))
		files = append(files, append(found, more...)...)
	}
	if len(files) < 50 {
		t.Fatalf("only %d cases found", len(files))
	}
	checked := 0
	for _, tr := range translations {
		d := MustDialect(tr.spec)
		for _, f := range files {
			c, err := ruletest.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			doc := string(c.Files[0].Data)
			if untranslatable.MatchString(doc) || strings.Contains(f, "inline-disable-refused") {
				continue
			}
			want := lineRules(doc, DefaultDialect())
			got := lineRules(tr.translate(doc), d)
			if !slices.Equal(got, want) {
				t.Errorf("%s in dialect %s: got %v, want %v\n%s", f, tr.spec.Name, got, want, tr.translate(doc))
			}
			checked++
		}
	}
	t.Logf("%d cases checked in %d dialects", checked, len(translations))
}

// TestGeneratedInOtherDialects runs the rendering oracle on generated
// hostile reports translated into each dialect: what a reader sees of the
// default report (verdicts, FAIL findings) the linter reads in the
// translated one, or refuses it.
func TestGeneratedInOtherDialects(t *testing.T) {
	n := longtest.Budget(1500, 300)
	for _, tr := range translations {
		d := MustDialect(tr.spec)
		rng := rand.New(rand.NewPCG(21, 22))
		for i := 0; i < n; i++ {
			doc := renderoracle.Generate(rng)
			if untranslatable.Match(doc) {
				continue
			}
			want := renderedView(doc)
			got := Inspect([]byte(tr.translate(string(doc))), Options{Dialect: d})
			if got.Refused || slices.Contains(got.Verdicts, "") {
				continue // refused, or a line read as a choice: a verdict-conflict
			}
			for _, v := range want.verdicts {
				if !slices.Contains(got.Verdicts, v) {
					t.Fatalf("dialect %s: a reader sees verdict %q the linter does not read in\n%s", tr.spec.Name, v, tr.translate(string(doc)))
				}
			}
			if got.Fails+got.Undispositioned < len(want.fails) {
				t.Fatalf("dialect %s: a reader sees %d FAIL findings, the linter read %d in\n%s", tr.spec.Name, len(want.fails), got.Fails, tr.translate(string(doc)))
			}
		}
	}
}

// TestStatusesOutsideASCII: a dialect whose statuses are not ASCII words
// reads them (the quick test for a status's first word is ASCII only).
func TestStatusesOutsideASCII(t *testing.T) {
	spec := Default()
	spec.Coverage.Verified = []string{"ÜBERPRÜFT"}
	d := MustDialect(spec)
	doc := strings.Replace(renderoracle.BasePassReport, "VERIFIED INDEPENDENTLY", "überprüft", 1)
	if ds := Lint([]byte(doc), Options{Dialect: d}); len(ds) > 0 {
		t.Errorf("a status outside ASCII is not read: %v", ds)
	}
}
