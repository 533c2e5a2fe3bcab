package scaffold

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/dialecttest"
)

// dialects are the presets and dialects a team writes over them.
func dialects(t *testing.T) []*contract.Dialect { return dialecttest.Reports(t)[1:] }

var (
	// The scaffold's verdict line and the reason's and do-not-rebuild's
	// FILL ME comments, as the scaffold words them in any dialect.
	// The scaffold's verdict, in the place the dialect reads one: what
	// stands before and after the placeholder, and its two words.
	placeholderLine = regexp.MustCompile(`(?m)^(.*)FILL ME \((.+) or (.+)\)(.*)$`)
	ownClaims       = regexp.MustCompile(`(?s)<!-- FILL ME: your own claims, one bullet each, after the derived ones:\n(.*?)-->\n`)
	dontRebuild     = regexp.MustCompile(`<!-- FILL ME when the verdict is [^:]+: what is correct and must not be rebuilt. -->`)
	askedSection    = regexp.MustCompile("`## ([^`]+)`")
	findingForm     = regexp.MustCompile("`- <finding>: (.+?) — <reason>` or `- <finding>: (.+?) — <reason>`")
)

func lintIn(d *contract.Dialect, text string) []string {
	var out []string
	for _, ds := range contract.Lint([]byte(text), contract.Options{Dialect: d}) {
		out = append(out, ds.Rule+": "+ds.Message)
	}
	return out
}

// TestScaffoldFilledLintsInEveryDialect: `new report`'s scaffold, in each
// preset and a team's own dialect, is refused while its verdict is the
// placeholder, and lints clean once its FILL ME places are filled as its
// comments say: the verdict set to the passing or failing word it names,
// the reviewer's own claims written with the statuses it offers, findings
// in the form it shows, the reason and do-not-rebuild list written.
func TestScaffoldFilledLintsInEveryDialect(t *testing.T) {
	for _, d := range dialects(t) {
		t.Run(d.Name(), func(t *testing.T) {
			var b strings.Builder
			in := Input{Title: "the retry budget", Compared: "`a` compared with `b`", Command: "reviewlint new report",
				Coverage: []string{"- `a.go` modified: " + contract.StatusVerified, "- pointers: nothing to check: " + contract.StatusNotCheck},
				Evidence: []Evidence{{Source: "f", Block: block}}, Dialect: d}
			if err := Write(&b, in); err != nil {
				t.Fatal(err)
			}
			text := b.String()
			sayOnlyItsWords(t, d, text)
			var derived strings.Builder
			in.Findings = []string{"- `a.go` line 3 has a new type error [typecheck]: FAIL — the base has none"}
			if err := Write(&derived, in); err != nil {
				t.Fatal(err)
			}
			sayOnlyItsWords(t, d, derived.String())
			got := lintIn(d, text)
			if !hasRule(got, contract.RuleVerdictMissing) {
				t.Fatalf("the unfilled scaffold is not refused for its verdict: %v\n%s", got, text)
			}
			// What lint asks for is under a heading the scaffold has.
			for _, msg := range got {
				for _, m := range askedSection.FindAllStringSubmatch(msg, -1) {
					if strings.Contains(m[1], ": ") {
						continue // a verdict written as a heading
					}
					if !strings.Contains(text, "\n## "+m[1]+"\n") {
						t.Errorf("lint asks for `## %s`, a section the scaffold does not have: %s", m[1], msg)
					}
				}
			}
			m := placeholderLine.FindStringSubmatch(text)
			if m == nil {
				t.Fatalf("no verdict placeholder in\n%s", text)
			}
			before, pass, fail, after := m[1], m[2], m[3], m[4]
			claims := ownClaims.FindStringSubmatch(text)
			form := findingForm.FindStringSubmatch(text)
			if claims == nil || form == nil {
				t.Fatalf("the scaffold names no claims or finding form:\n%s", text)
			}
			filled := strings.Replace(text, claims[0], strings.NewReplacer(
				"<what you checked yourself, and how>", "the budget resets per request, read in retry.go",
				"<what the worker's evidence shows>", "the retry tests pass",
				"<what you could not check, and why>", "behaviour under load, no cluster",
				"   (only with an acceptance-evidence block in this report)", "").Replace(claims[1]), 1)
			filled = strings.Replace(filled, "<!-- FILL ME: the findings that drove the verdict. -->", "The one finding below.", 1)
			note := "- the log line says retrys: " + form[2] + " — cosmetic, outside the change"
			blocking := "- the budget is never reset: " + form[1] + " — the second request starts with none"

			passing := strings.Replace(filled, m[0], before+pass+after, 1)
			passing = strings.Replace(passing, "\nNone\n", "\n"+note+"\n", 1)
			if got := lintIn(d, passing); len(got) > 0 {
				t.Errorf("filled with %s, refused: %v\n%s", pass, got, passing)
			}
			failing := strings.Replace(filled, m[0], before+fail+after, 1)
			failing = strings.Replace(failing, "\nNone\n", "\n"+blocking+"\n"+note+"\n", 1)
			failing = dontRebuild.ReplaceAllString(failing, "- the backoff schedule")
			if got := lintIn(d, failing); len(got) > 0 {
				t.Errorf("filled with %s, refused: %v\n%s", fail, got, failing)
			}
			// The blocking form the scaffold names blocks: beside the
			// passing word it is a contradiction.
			contradiction := strings.Replace(failing, before+fail+after, before+pass+after, 1)
			if got := lintIn(d, contradiction); !hasRule(got, contract.RuleVerdictFindingMismatch) {
				t.Errorf("%s beside a %s finding is not refused: %v", pass, form[1], got)
			}
		})
	}
}

func hasRule(diags []string, rule string) bool {
	for _, d := range diags {
		if strings.HasPrefix(d, rule+": ") {
			return true
		}
	}
	return false
}

// sayOnlyItsWords: the scaffold names no disposition or verdict of the
// default contract that dialect d does not have, so that it never asks
// for a word d does not read.
func sayOnlyItsWords(t *testing.T, d *contract.Dialect, text string) {
	t.Helper()
	s := d.Spec()
	own := strings.Join(slices.Concat(s.Verdict.Pass, s.Verdict.Fail, s.Findings.Fail, s.Findings.Note), "\n")
	for _, w := range []string{"PASS", "FAIL", "NOTE"} {
		if regexp.MustCompile(`(?m)^` + w + `$`).MatchString(strings.ToUpper(own)) {
			continue
		}
		if loc := regexp.MustCompile(`\b` + w + `\b`).FindStringIndex(text); loc != nil {
			t.Errorf("the scaffold says %s, a word the dialect does not have: %q", w, text[max(0, loc[0]-40):loc[1]])
		}
	}
}
