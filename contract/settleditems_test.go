package contract

import (
	"strings"
	"testing"
)

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
	}
	settled := []string{
		"token leak — fixed in 3f2a1c",
		"token leak (resolved)",
		"token leak",
		"the SQL query concatenates user input",
	}
	heads := presetHeads()
	heads["approvals"] = "# Review\n\n## Verdict: APPROVED\n\n"
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
			for _, lead := range []string{"None. The following are being fixed:", "None. These are currently fixed:"} {
				doc := head + strings.ReplaceAll(strings.ReplaceAll(place, "LEAD", lead), "ITEM", "- token leak\n")
				if !lintUnder(t, name, doc) {
					t.Errorf("%s, %s: an item under a lead of work in progress passes:\n%s", name, where, doc)
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
		for _, n := range []string{"None, hopefully.", "None, I think.", "None?", "None (in the previous round).", "None — probably", "0 (as of the last review)"} {
			blocking = append(blocking, strings.ReplaceAll(p, "NONE", n))
		}
		for _, n := range []string{"None.", "None — all resolved"} {
			clean = append(clean, strings.ReplaceAll(p, "NONE", n))
		}
	}
	heads := presetHeads()
	heads["approvals"] = "# Review\n\n## Verdict: APPROVED\n\n"
	expectEachPreset(t, heads, blocking, clean, "a doubted none passes")
}
