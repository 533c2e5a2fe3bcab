package contract

import (
	"strings"
	"testing"
)

// TestLookalikeLetters: a letter of another script that looks like a
// Latin one (a Cyrillic А, С, Е) shows a reader the Latin word: a second
// verdict that fails, or a severity heading, written so is refused as
// ambiguous in every dialect, where the contract would read past it. A
// line in another language is not.
func TestLookalikeLetters(t *testing.T) {
	cyrillic := strings.NewReplacer("A", "А", "E", "Е", "C", "С", "O", "О")
	for _, td := range trustDialects(t) {
		fail := td.in("{F}")
		doc := td.in("{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n\n") + "Verdict: " + cyrillic.Replace(fail) + "\n"
		if cyrillic.Replace(fail) == fail {
			t.Fatalf("%s: %s has no letter to replace", td.name, fail)
		}
		if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleRenderAmbiguous) == 0 {
			t.Errorf("%s: not refused: %v\n%s", td.name, ds, doc)
		}
		clean := td.in("{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n\n## Notes\n\nОтчёт НЕ нужен, СОР.\n")
		if ds := Lint([]byte(clean), Options{Dialect: td.d}); len(ds) > 0 {
			t.Errorf("%s: a line in Russian is refused: %v\n%s", td.name, ds, clean)
		}
	}
	for name, d := range headingDialects(t) {
		pass := map[string]string{"approvals": "APPROVED", "severity-table": "APPROVE"}[name]
		doc := "## Verdict: " + pass + "\n\n## Summary\nThe change is sound.\n\n## Сritical Issues\n\n- the token is logged in plain text\n"
		if ds := Lint([]byte(doc), Options{Dialect: d}); countRule(ds, RuleRenderAmbiguous) == 0 {
			t.Errorf("%s: not refused: %v\n%s", name, ds, doc)
		}
	}
}

// TestLookalikeSeparators: a mark that looks like a colon, a dash or an
// equals sign (a full-width colon, a horizontal bar, a minus sign) shows
// a reader the separator: a line the contract refuses or blocks on when
// written with the separator is refused when written with its look-alike,
// in every preset, where the contract would read past it. Its use in a
// line that states nothing of the contract is not.
func TestLookalikeSeparators(t *testing.T) {
	lookalikes := map[string][]string{
		":": {"：", "꞉", "∶", "﹕", "︓", "˸", "ː", "׃", "։", "፥", "⸵", "᠄", "⁚"},
		"—": {"―", "‒", "⸺", "﹘"},
		"=": {"＝", "꞊"},
	}
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		d := MustDialect(p.Spec)
		head := heads[name]
		tails := []string{
			"Verdict: " + d.failWord() + "\n",
			"**Verdict:** " + d.failWord() + "\n",
			"## Verdict: " + d.failWord() + "\n",
			"Verdict — " + d.failWord() + "\n",
			"Verdict = " + d.failWord() + "\n",
			"## Notes\n\n- the parser drops data: FAIL — every input\n",
			"## Notes\n\n- **Critical**: the migration drops a column\n",
			"Status: FAIL\n",
		}
		refusedPlain := 0
		for _, tail := range tails {
			if !lintUnder(t, name, head+tail) {
				continue
			}
			refusedPlain++
			for sep, looks := range lookalikes {
				if !strings.Contains(tail, sep) {
					continue
				}
				for _, l := range looks {
					doc := head + strings.ReplaceAll(tail, sep, l)
					if !lintUnder(t, name, doc) {
						t.Errorf("%s: %q passes\n%s", name, strings.ReplaceAll(tail, sep, l), doc)
					}
				}
			}
		}
		if refusedPlain < 6 {
			t.Errorf("%s: only %d of the plain tails are refused", name, refusedPlain)
		}
		clean := head + "## Notes\n\nThe ratio is 3∶4, the range 2―5, and 時間：5分.\n"
		if lintUnder(t, name, clean) {
			t.Errorf("%s: a line with look-alikes that states nothing is refused\n%s", name, clean)
		}
	}
}

// TestStyledLetters: letters in a styled form (full-width, mathematical
// bold, circled) or with an accent, combining or precomposed, show a
// reader the plain word: a blocking grade, a verdict key or a verdict word written so is
// refused in every preset, where the contract would read past it. Accents
// and symbols in a line that states nothing of the contract are not.
func TestStyledLetters(t *testing.T) {
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		d := MustDialect(p.Spec)
		head := heads[name]
		tails := []string{
			"**ＣＲＩＴＩＣＡＬ**: the token leaks\n",
			"## Ｃritical Issues\n\n- the token leaks\n",
			"**𝐂𝐫𝐢𝐭𝐢𝐜𝐚𝐥**: the token leaks\n",
			"## 𝐂𝐫𝐢𝐭𝐢𝐜𝐚𝐥 Issues\n\n- the token leaks\n",
			"**Cri\u0301tical**: the token leaks\n",
			"**Crítical**: the token leaks\n",
			"## Crítical Issues\n\n- the token leaks\n",
			"**CRİTİCAL**: the token leaks\n",
			"Ｖｅｒｄｉｃｔ: " + d.failWord() + "\n",
			"𝐕𝐞𝐫𝐝𝐢𝐜𝐭: " + d.failWord() + "\n",
			"Verdict: Ⓕⓐⓘⓛ\n",
		}
		for _, tail := range tails {
			if !lintUnder(t, name, head+tail) {
				t.Errorf("%s: %q passes beside the approval\n%s", name, tail, head+tail)
			}
		}
		clean := head + "## Notes\n\nThe café's résumé parser is ½ done™; see № 5 and ① below.\n"
		if lintUnder(t, name, clean) {
			t.Errorf("%s: a line with accents and symbols that states nothing is refused\n%s", name, clean)
		}
	}
}

// TestWideSpaces: a verdict phrase alone on its line with a space other
// than ASCII's between its words (a no-break space, an em space, an
// ideographic space) shows a reader the phrase: beside an approval it is
// refused in every preset that has such a phrase, as it is written with
// a plain space.
func TestWideSpaces(t *testing.T) {
	heads := shownHeads()
	checked := 0
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		for _, w := range p.Spec.Verdict.Fail {
			if !strings.Contains(w, " ") {
				continue
			}
			if !lintUnder(t, name, heads[name]+w+"\n") {
				t.Fatalf("%s: %q alone passes", name, w)
			}
			for _, sp := range []string{"\u00a0", "\u2003", "\u202f", "\u3000"} {
				tail := strings.ReplaceAll(w, " ", sp) + "\n"
				if !lintUnder(t, name, heads[name]+tail) {
					t.Errorf("%s: %q passes beside the approval", name, tail)
				}
				checked++
			}
		}
	}
	if checked < 8 {
		t.Errorf("only %d phrases checked", checked)
	}
}
