package contract

import (
	"strings"
	"testing"
)

// bareApprovalHeads are presetHeads with an approvals report that ends
// at its verdict, before any findings section: the body a test appends
// holds its only one.
func bareApprovalHeads() map[string]string {
	heads := presetHeads()
	heads["approvals"] = "# Review\n\n## Verdict: APPROVED\n\n"
	return heads
}

// TestSettledLeadReadsEachItem: a statement of none that goes on to say
// the items below it were dealt with (`None. Previously reported issues
// resolved:`) settles only the items that say nothing against it. An
// item a reader takes as still open (it still leaks, is deferred, in
// progress, failed, unchecked, or holds the merge) blocks beside a
// passing verdict in every preset and every place such a lead stands; a
// lead that puts the fix in progress settles none. Items that are bare
// or say they are settled stay approved.
func TestSettledLeadReadsEachItem(t *testing.T) {
	leads := []string{
		"None. Previously reported issues resolved:",
		"None. The following were fixed:",
		"None. The previously identified critical issues have been addressed:",
	}
	places := map[string]string{
		"paragraph":         "## Critical Issues\n\nLEAD\n\nITEM",
		"blocking heading":  "## Blocking Issues\n\nLEAD\n\nITEM",
		"grade subheading":  "## Findings\n\n### Critical\n\nLEAD\n\nITEM",
		"after a table row": "## Critical Issues\n\n| Finding | Status |\n|---|---|\n| none | — |\n\nLEAD\n\nITEM",
	}
	open := []string{
		"session token in logs — do not merge until the key is rotated",
		"the SQL query concatenates user input — fix deferred to a follow-up",
		"the token still leaks",
		"TODO: fix the token leak",
		"the token leaks — deferred",
		"the token leaks (WIP)",
		"❌ the token leaks",
		"FAIL: the token leaks",
		"token leak (partially)",
		"token leak: COULD NOT CHECK",
		"token leak (fix untested)",
		"token leak (fixed?)",
		"token leak — fix in progress",
		"token leak — not fixed",
		"token leak — fixed, but the key is unchanged",
		"the token leaks — fixed (probably)",
		"token leak — must rotate key before merge",
		"token leak — needs fixing before merge",
		"token leak — blocks release",
		"token leak — awaiting key rotation",
		"token leak — merge after key rotation",
		"🚧 token leak",
		"⏳ token leak",
		"token leak — ✕",
		"token leak — ❗",
		"token leak — tracked in #44",
		"token leak — fix next sprint",
		"token leak — acknowledged",
		"the token still leaks — see #44",
	}
	settled := []string{
		"token leak — fixed in 3f2a1c",
		"token leak (resolved)",
		"token leak",
		"the SQL query concatenates user input",
		// A title names the defect in ordinary words; its status settles it.
		"Users cannot log in after password reset — fixed in 3f2a1c",
		"Logout doesn't clear the session — fixed in 3f2a1c",
		"Session not invalidated on logout — fixed in 3f2a1c",
		"Regression in the login flow — fixed in 3f2a1c",
		"Nil dereference when no config file exists — fixed in 3f2a1c",
		"Back button crashes the app — fixed",
		"Retry fires only once — fixed",
		"Build fail on Windows — fixed",
		"Mutex held across the network call — fixed",
		"Blocked reader goroutine leaks — fixed",
		"Job backlog grows without bound — fixed",
		"Token being logged at debug level — fixed",
		"Unable to parse empty headers — fixed",
		"Cache never expires — fixed",
		"Deadlock if two writers race — fixed",
		"Data loss once the queue is full — fixed",
		"Password sent again on redirect — fixed",
		"Some handlers skip auth — fixed",
		"Unchecked error from Close — fixed",
		"Ongoing connections dropped on reload — fixed",
		"progress bar crash — fixed",
		"XSS — fixed; script tags are now blocked",
		"race condition — fixed, the lock is now held during the write",
		"token leak — fixed, an attacker cannot read the token anymore",
		"auth bypass — fixed: requests now fail closed",
		"token leak — not reproducible after the fix",
		"Token leak — fixed; I cannot reproduce it any more",
		// Sentences after the status explain; their words name other things.
		"**cache key**: the new lookup now uses the content hash directly. The plan says this is needed because the first exact match failed.",
	}
	heads := bareApprovalHeads()
	for name, head := range heads {
		for where, place := range places {
			for _, lead := range leads {
				body := strings.ReplaceAll(place, "LEAD", lead)
				for _, item := range open {
					doc := head + strings.ReplaceAll(body, "ITEM", "- "+item+"\n")
					if !lintUnder(t, name, doc) {
						t.Errorf("%s, %s: an open item under a settled lead passes:\n%s", name, where, doc)
					}
				}
				for _, item := range settled {
					if name == "default" {
						break // the default preset asks each item for its disposition
					}
					doc := head + strings.ReplaceAll(body, "ITEM", "- "+item+"\n")
					if lintUnder(t, name, doc) {
						t.Errorf("%s, %s: a settled item under a settled lead refused:\n%s", name, where, doc)
					}
				}
			}
			// A lead that puts the fix in progress settles nothing.
			for _, lead := range []string{"None. The following are being fixed:", "None. The following are to be fixed:", "None. Fixes in progress, the following are getting fixed:",
				"None. The following are nearly resolved:", "None. The following are almost fixed:"} {
				doc := head + strings.ReplaceAll(strings.ReplaceAll(place, "LEAD", lead), "ITEM", "- token leak\n")
				if !lintUnder(t, name, doc) {
					t.Errorf("%s, %s: an item under a lead of work in progress passes:\n%s", name, where, doc)
				}
			}
			// `being` or `currently` elsewhere in a lead that settles.
			if name != "default" {
				for _, lead := range []string{
					"None. Everything below is currently resolved:",
					"None. All previously reported issues, currently resolved:",
					"None. The issues being tracked from round 1 were resolved:",
					"None. Previously reported issues (being the two from round 1) resolved:",
				} {
					doc := head + strings.ReplaceAll(strings.ReplaceAll(place, "LEAD", lead), "ITEM", "- token leak — fixed in 3f2a1c\n")
					if lintUnder(t, name, doc) {
						t.Errorf("%s, %s: a settling lead refused:\n%s", name, where, doc)
					}
				}
			}
		}
	}
}

// TestDoubtedNoneUnderLabel: a none after a grade's label that a remark
// makes a hope, a guess or an earlier round's (`**Blockers:** None,
// hopefully.`) is no none; a remark that settles or checks it is.
func TestDoubtedNoneUnderLabel(t *testing.T) {
	places := []string{"## Findings\n\n- **Critical:** NONE\n", "## Findings\n\n**Blockers:** NONE\n"}
	var blocking, clean []string
	for _, p := range places {
		for _, n := range []string{"None, hopefully.", "None, I think.", "None?", "None (in the previous round).", "None — probably", "0 (as of the last review)", "None as of round 1"} {
			blocking = append(blocking, strings.ReplaceAll(p, "NONE", n))
		}
		for _, n := range []string{"None.", "None — all resolved"} {
			clean = append(clean, strings.ReplaceAll(p, "NONE", n))
		}
	}
	heads := bareApprovalHeads()
	expectEachPreset(t, heads, blocking, clean, "a doubted none passes")
}

// TestQuestionBeforeNone: a question the none answers (`No blockers?
// None.`) leaves the none standing; a none put in question does not.
func TestQuestionBeforeNone(t *testing.T) {
	heads := bareApprovalHeads()
	expectEachPreset(t, heads,
		[]string{"## Critical Issues\n\nNone?\n"},
		[]string{"## Critical Issues\n\nNo blockers? None.\n", "## Findings\n\nNo blockers? None.\n"},
		"a question before a none")
}

// TestNoneDoubtedReadsTheRemark: only a remark that doubts the none
// itself or dates it to an earlier round doubts it, not a word later in
// a remark that says something else.
func TestNoneDoubtedReadsTheRemark(t *testing.T) {
	for _, r := range []string{", hopefully.", ", I think.", " — probably", " (in the previous round).", " as of round 1", " (as of the last review)"} {
		if !noneDoubted(r) {
			t.Errorf("noneDoubted(%q) = false", r)
		}
	}
	for _, r := range []string{" — both from the last round are fixed", " — last checked at 3f2a1c.", " (re-checked after the previous fix landed).",
		" — I reran the suite; probably the cleanest PR this quarter.", " — I checked every handler, I believe this is solid.",
		" (I think that's a first for this module!)", " — probably the cleanest PR this quarter."} {
		if noneDoubted(r) {
			t.Errorf("noneDoubted(%q) = true", r)
		}
	}
}
