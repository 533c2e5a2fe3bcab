package verdict

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestShoutedGradeRefuses: in every preset, a string beside an approval
// (the review, a kept key's, a non-blocking finding's text) that opens
// with a blocking grade in capitals and goes on in ordinary case with
// no separator states a blocking finding: the file is refused and the
// gate does not approve it. A grade in ordinary case, one heading a run
// of capitals, one with a digit (always in capitals), or one answered no
// stays clean.
func TestShoutedGradeRefuses(t *testing.T) {
	refusing := []string{
		"BLOCKER sql injection in login", "CRITICAL BUG the lock is dropped",
		"- **BLOCKER** sql injection", "MUST-FIX the lock is dropped",
		"BLOCKER sql injection in login lets anyone read every stored password hash, and more",
		"BLOCKER #1 sql injection in login", "BLOCKER (auth) the token leaks", "BLOCKER, sql injection in login",
	}
	clean := []string{
		"BLOCKERS none", "CRITICAL PATH ANALYSIS done", "Critical path logging is fine",
		"HIGH-LEVEL summary is fine", "OK all good", "LGTM", "P0 items were fixed in round 1.",
		"BLOCKERS: none", "CRITICAL (none)",
	}
	checkProseEverywhere(t, refusing, clean)
}

// TestShoutedGradeNamesProblem: a grade in capitals heading the problem
// it names, in a run of any length up to a sentence's, or before a
// word with a digit, states a blocking finding beside an approval; a
// run of capitals whose words name anything but a problem, a title,
// stays clean.
func TestShoutedGradeNamesProblem(t *testing.T) {
	refusing := []string{
		"CRITICAL SECURITY BUG FOUND the token leaks", "BLOCKER 2FA bypass in login",
		"CRITICAL AUTH BYPASS BUG the token leaks", "CRITICAL DATA LEAK in the logs", "BLOCKER AUTH BYPASS via the header",
		"CRITICAL BUG IN AUTH the token leaks", "MUST FIX SQL INJECTION in login", "OPEN CRITICAL SECURITY ISSUES remain here",
		"CRITICAL CVE-2024-1234 in openssl", "BLOCKER SHA1 signatures are accepted", "CRITICAL SHA1 COLLISION BUG in signing",
		"BLOCKER 2FA BYPASS in login", "- **CRITICAL SECURITY BUG FOUND** the token leaks", "CRITICAL 2FA SECURITY FLAW FOUND here",
	}
	clean := []string{
		"CRITICAL PATH ANALYSIS REPORT done", "CRITICAL PATH ANALYSIS REPORT FOR Q3 done", "CRITICAL BUG FIXES RELEASE notes",
		"MAJOR VERSION BUMP done", "CRITICAL ISSUES REPORT for Q3", "HIGH AVAILABILITY SETUP is fine",
		"CRITICAL PATH V2 ANALYSIS done", "P1 2FA items were fixed", "CRITICAL SECURITY BUG FOUND: none",
		"CRITICAL SECURITY BUGS none", "THE BUILD IS GREEN and all good", "HIGH RISK changes were reviewed",
		"CRITICAL ITEMS CHECKLIST is complete", "FATAL ERROR HANDLING REFACTOR done",
	}
	checkProseEverywhere(t, refusing, clean)
}

// TestShoutedGradeAnsweredOrSettled: a run of capitals answered by a
// count of nought, one whose grade is said of what follows a
// preposition, and one naming problems said to be dealt with (in the
// run or after it) states no open finding; the same runs with a count,
// a problem or an open state still do.
func TestShoutedGradeAnsweredOrSettled(t *testing.T) {
	refusing := []string{
		"BLOCKERS 2 found in login", "CRITICAL ISSUES 1 open, the token leaks", "CRITICAL BUG IN LOGIN the lock is dropped",
		"CRITICAL BUG IN LOGIN is not fixed", "CRITICAL BUG IN LOGIN is fixed? no, it still leaks",
		"CRITICAL BUGS FROM THE AUDIT were never addressed", "CRITICAL BUG IN LOGIN fixed in the next release",
		"CRITICAL BUG IN LOGIN will be resolved later",
	}
	clean := []string{
		"BLOCKERS 0 - all good", "BLOCKERS 0. looks good", "OPEN BLOCKERS 0 - ready to merge", "BLOCKERS 0 (was 2 last round)",
		"CRITICAL ISSUES 0 found, ship it", "HIGH SEVERITY ISSUES 0 found", "BLOCKERS FOR THIS RELEASE 0 remaining",
		"CRITICAL FOR RELEASE everything verified", "MAJOR WITH MINOR nits only", "BLOCKERS FOR RELEASE all cleared",
		"CRITICAL BUG IN LOGIN FIXED the lock is held now", "CRITICAL ISSUES FROM ROUND 1 RESOLVED all good",
		"BLOCKERS FROM LAST REVIEW were all addressed", "MAJOR CONCERNS FROM V1 are resolved",
		"HIGH SEVERITY BUGS FROM AUDIT resolved in this change", "CRITICAL BUG IN PREVIOUS RELEASE is fixed by this change",
	}
	checkProseEverywhere(t, refusing, clean)
}

// checkProseEverywhere checks, in every preset with unknown keys
// allowed, that each of refusing, as the review, a kept key's string
// and a non-blocking finding's text, makes an approving file break
// approve-with-blocking and the gate refuse it, and that each of clean
// leaves it clean.
func checkProseEverywhere(t *testing.T, refusing, clean []string) {
	t.Helper()
	for _, p := range Presets() {
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		d := MustDialect(spec)
		review := "review"
		if spec.ReviewKey != "" {
			review = spec.ReviewKey
		}
		for _, text := range append(refusing, clean...) {
			want := !slices.Contains(clean, text)
			q := quoted(text)
			files := []string{replaceValue(approving(p), review, q),
				strings.TrimSuffix(approving(p), "}") + `,"notes":` + q + `}`}
			if p.Spec.Findings {
				files = append(files, string(approvalWithFinding(p.Name, text)))
			}
			for _, file := range files {
				ds := d.Lint([]byte(file))
				approved := d.Gate([]Round{{Name: "r1", Content: []byte(file)}}).Approved
				if want && (!hasRuleError(ds, RuleApproveWithBlocking) || approved) {
					t.Errorf("%s: an approval beside %q passes: %s", p.Name, text, file)
				}
				if !want && (len(ds) > 0 || !approved) {
					t.Errorf("%s: %q refused: %v", p.Name, text, ds)
				}
			}
		}
	}
}

// quoted is s as a JSON string.
func quoted(s string) string {
	q, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(q)
}

// replaceValue replaces the string value of key in a flat file with q.
func replaceValue(file, key, q string) string {
	re := regexp.MustCompile(`"` + regexp.QuoteMeta(key) + `":"[^"]*"`)
	return re.ReplaceAllLiteralString(file, `"`+key+`":`+q)
}

// TestProseLineBreaks: in every preset, a line of prose beside an
// approval that a reader sees start after a carriage return, a Unicode
// line or paragraph separator, a next-line control or an HTML break (in
// any case, with attributes, or the end tag `</br>`) is
// read as a line: a blocking grade opening it is refused, in the
// review, a kept string and a non-blocking finding's text alike.
func TestProseLineBreaks(t *testing.T) {
	var refusing []string
	for _, br := range []string{"\r\r", "\r\n", "\u2028", "\u2029", "\u0085", " <br>", "<br/>", "<BR />", "<Br>", "<br >", "<br clear=\"all\">", "</br>", "<bR\t/>"} {
		refusing = append(refusing, "Looks fine."+br+"BLOCKER: the token leaks")
	}
	checkProseEverywhere(t, refusing, []string{"Looks fine.\r\nAll good <b>really</b>.", "Looks fine <brief>BLOCKER: none", "Looks fine <br BLOCKER: x"})
}

// TestGradeBeforeRefusal: a grade in capitals in front of a refusal
// (`BLOCKER DO NOT MERGE: …`) hides nothing of it: beside an approval
// the file is refused, as the refusal alone is.
func TestGradeBeforeRefusal(t *testing.T) {
	refusing := []string{
		"BLOCKER DO NOT MERGE: the migration drops a column", "BLOCKER CHANGES REQUESTED: the token leaks",
		"URGENT DO NOT MERGE", "IMPORTANT - DO NOT MERGE: the migration drops a column", "CRITICAL — CHANGES REQUESTED",
	}
	clean := []string{"BLOCKER LIST EMPTY", "CRITICAL PATH REVIEW COMPLETE", "IMPORTANT: merge after CI"}
	checkProseEverywhere(t, refusing, clean)
}
