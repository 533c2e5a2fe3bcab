package prompt

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/verdict"
)

// Speak rewrites a report rule's text, written in the default contract's
// words, in dialect d's: its verdict key and words, its dispositions, its
// statuses and section names, so that what explain, rules and the prompt
// say is what lint asks for. The default dialect's text is unchanged.
func Speak(d *contract.Dialect, text string) string {
	s := d.Spec()
	if s.Name == "default" {
		return text
	}
	key, pass, fail := capital(s.Verdict.Keys[0]), s.Verdict.Pass[0], s.Verdict.Fail[0]
	blocking, advisory := s.Findings.Fail[0], first(s.Findings.Note, "non-blocking finding")
	var pairs []string
	add := func(from, to string) { pairs = append(pairs, from, to) }
	section := func(kind, from string) {
		if names := s.Sections[kind]; len(names) > 0 {
			add("`## "+from+"`", "`## "+names[0]+"`")
			add("`"+from+"`", "`"+names[0]+"`")
		}
	}
	// Longer phrases first: at one position the first pair given wins.
	if names := s.Sections[contract.SectionCoverage]; len(names) > 0 {
		add("`## Coverage statement` (or `Coverage`)", "`## "+names[0]+"`")
	}
	section(contract.SectionReason, "Verdict reason")
	section(contract.SectionFindings, "Findings")
	section(contract.SectionDoNotRebuild, "Do not rebuild")
	add("`Verdict: PASS or FAIL`", "`"+key+": "+pass+" or "+fail+"`")
	add("`Verdict: PASS`", "`"+key+": "+pass+"`")
	add("`Verdict: FAIL`", "`"+key+": "+fail+"`")
	add("`## Verdict: FAIL`", "`## "+key+": "+fail+"`")
	add("`**Verdict:** PASS`", "`**"+key+":** "+pass+"`")
	add("`PASS/FAIL`", "`"+pass+"/"+fail+"`")
	for _, verdict := range []string{"a FAIL report", "A FAIL report", "A FAIL must", "for a PASS", "A PASS report"} {
		add(verdict, strings.NewReplacer("FAIL", fail, "PASS", pass).Replace(verdict))
	}
	for _, st := range [][2]any{{contract.StatusVerified, s.Coverage.Verified}, {contract.StatusAccepted, s.Coverage.Accepted}, {contract.StatusNotCheck, s.Coverage.NotChecked}} {
		if ws := st[1].([]string); len(ws) > 0 {
			add(st[0].(string), ws[0])
		}
	}
	if len(s.Findings.None) > 0 {
		add("`None`", "`"+s.Findings.None[0]+"`")
	}
	if s.Verdict.CaseSensitive {
		add("(any case;", "(exactly as written here;")
	}
	// Substrings, not words: TestRuleTextsHoldDefaultWordsOnlyWhole keeps
	// the rule texts free of FAILED, NOTES and the like.
	add("FAIL", blocking)
	add("NOTE", advisory)
	add("PASS", pass)
	return strings.NewReplacer(pairs...).Replace(text)
}

// SpeakRule is a rule's text, for a rule of kind, in dialect d's words: a
// report rule's as Speak tells it, a commit-message rule's with the words
// the Review-Verdict trailer takes in d (a trailer is read in the
// report's dialect, so a team that writes APPROVED is refused PASS
// there). Other rules name no dialect word and are unchanged.
//
// A verdict-file rule's quoted key and value names ("verdict", "approve",
// "blocking", "question") become verdict dialect vd's.
func SpeakRule(d *contract.Dialect, vd *verdict.Dialect, kind, text string) string {
	switch kind {
	case "report":
		return Speak(d, text)
	case "commit-msg":
		return speakTrailer(d, text)
	case "verdict":
		return speakVerdict(vd, text)
	}
	return text
}

// speakVerdict rewrites the default verdict contract's quoted names in
// vd's. Only quoted names: "a verdict key" in prose means whatever key
// holds the verdict, and a word such as blocking is prose unquoted.
func speakVerdict(vd *verdict.Dialect, text string) string {
	if vd == nil || isDefaultVerdict(vd) {
		return text
	}
	s, def := vd.Spec(), verdict.Default()
	var pairs []string
	// Longer phrases first: at one position the first pair given wins.
	if a := first(s.Approve, ""); a != def.Approve[0] {
		pairs = append(pairs, `An "approve" verdict`, `A verdict of "`+a+`"`)
	}
	if b := first(s.Block, ""); b != def.Block[0] {
		pairs = append(pairs, `A "block" verdict`, `A verdict of "`+b+`"`)
	}
	add := func(from, to string) {
		if to != "" && to != from {
			pairs = append(pairs, `"`+from+`"`, `"`+to+`"`)
		}
	}
	add(def.VerdictKey, s.VerdictKey)
	add(def.Approve[0], first(s.Approve, ""))
	add(def.Block[0], first(s.Block, ""))
	if s.Findings {
		add(def.FindingsKey, s.FindingsKey)
		add(def.SeverityKey, s.SeverityKey)
		add(def.Blocking[0], first(s.Blocking, ""))
		add(def.NonBlocking[0], first(s.NonBlocking, ""))
		add(def.TextKeys[0], first(s.TextKeys, ""))
	}
	add(def.ReviewKey, s.ReviewKey)
	if !s.CaseSensitive {
		// The default contract's values match only in lower case, and
		// its examples of what is not read say so.
		pairs = append(pairs, ", lowercase, nothing else", " in any letter case, and nothing else",
			`"Approve", "approved", "pass", true`, `A value spelled otherwise, true`)
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

// VerdictNote says, for explain, how verdict dialect vd differs from the
// default verdict contract, whose words a rule's text is written in; ""
// for the default contract.
func VerdictNote(vd *verdict.Dialect) string {
	if isDefaultVerdict(vd) {
		return ""
	}
	s := vd.Spec()
	letterCase := "in any case"
	if s.CaseSensitive {
		letterCase = "exactly as written"
	}
	note := fmt.Sprintf("the verdict is %q's value, approving %s and blocking %s (%s)", s.VerdictKey, quoted(s.Approve), quoted(s.Block), letterCase)
	if s.Findings {
		note += fmt.Sprintf("; findings are in %q, their %q blocking %s or not %s, what is wrong in %s", s.FindingsKey, s.SeverityKey, quoted(s.Blocking), quoted(s.NonBlocking), orQuoted(s.TextKeys))
	} else {
		note += "; there are no finding objects: the verdict alone decides"
	}
	return note + "."
}

func speakTrailer(d *contract.Dialect, text string) string {
	s := d.Spec()
	if s.Name == "default" {
		return text
	}
	pass, fail := s.Verdict.Pass[0], s.Verdict.Fail[0]
	pairs := []string{
		"Review-Verdict: PASS", "Review-Verdict: " + pass,
		"PASS or FAIL", pass + " or " + fail,
		"PASS and FAIL", pass + " and " + fail,
	}
	if s.Verdict.CaseSensitive {
		pairs = append(pairs, "in any case", "exactly as written")
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

// isDefaultVerdict reports whether vd reads verdict files as the default
// contract does, under whatever name.
func isDefaultVerdict(vd *verdict.Dialect) bool {
	s, def := vd.Spec(), verdict.Default()
	def.Name = s.Name
	return reflect.DeepEqual(s, def)
}
