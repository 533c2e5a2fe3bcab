package contract

import (
	"strings"
	"testing"
)

// TestHoldingTheMergeBlocks: a line that says the change must not be
// merged contradicts an approval in every dialect, wherever it stands
// outside the findings; a hold settled since, asked as a question, or a
// rule about merging something else does not.
func TestHoldingTheMergeBlocks(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n- ⛔ Do not merge: the migration drops data\n",
		"## Details\n\n- Do not merge until the migration is fixed\n",
		"## Details\n\nDO NOT MERGE\n",
		"## Details\n\nThis PR is not ready to merge.\n",
		"## Details\n\nIt is not safe to merge this as is.\n",
		"## Details\n\n**Do not merge** — the token leaks\n",
		"## Details\n\n- The change must not be merged before the fix.\n",
		"## Details\n\nWe do not merge files blindly. Do not merge: the token leaks.\n",
		"## Details\n\n| Item | Recommendation |\n|---|---|\n| migration | ⛔ Do not merge |\n",
		// A look-alike letter or an invisible character in the phrase.
		"## Details\n\nDo n\u043et merge: the token leaks\n",
		"## Details\n\nDo not\u200b merge: the token leaks\n",
		// A heading, or a line of bold text alone, that holds it.
		"## Details\n\nThe retry loop is sound.\n\n**Do not merge.**\n",
		"## Do not merge\n",
		"## Details\n\n### ⛔ Do not merge: the token leaks\n",
		// Other words for the same hold.
		"## Details\n\nThis must not land.\n",
		"## Details\n\nNot ready to land.\n",
		"## Details\n\nPlease do not merge.\n",
		"## Details\n\nI would not merge this yet.\n",
		"## Details\n\nMerge blocked until the fix lands.\n",
		"## Details\n\nI cannot approve this.\n",
		"## Details\n\nI can't approve this as is.\n",
		// A typographic apostrophe, as editors write one.
		"## Details\n\nDon\u2019t merge this yet.\n",
		"## Details\n\nI can\u2019t approve this as is.\n",
		"## Details\n\nThis is not approvable.\n",
		"## Details\n\nDo not approve.\n",
		"## Details\n\nI would not approve this yet.\n",
		"## Details\n\nI do not approve this.\n",
		"## Details\n\nI don\u2019t approve this change as is.\n",
		"## Details\n\nHaving read it twice, I do not approve.\n",
		"## Details\n\nThis should not be approved until the token is rotated.\n",
		"## Details\n\nHonestly, I would reject this.\n",
		"## Details\n\nI\u2019d reject this as is.\n",
		"## Details\n\nI recommend rejecting this PR.\n",
		"## Details\n\n**Status:** No merge until the blockers are fixed.\n",
		"## Details\n\nNo merge — blockers remaining.\n",
		"## Details\n\nMerge on hold until the audit lands.\n",
		"## Details\n\nDo not merge - the token leaks.\n",
		// An approval taken back now, or no longer given.
		"## Details\n\nApproval has now been withdrawn.\n",
		"## Details\n\nMy approval has since been revoked.\n",
		"## Details\n\nI can no longer approve this.\n",
		"## Details\n\nI no longer approve this change.\n",
		// A rejection of the change recommended.
		"## Details\n\n**Recommendation:** Reject the PR.\n",
		"## Details\n\nRecommendation: reject this pull request until the token is rotated.\n",
		"## Details\n\n**Decision:** reject this change.\n",
		"## Details\n\n**Recommendation:** Reject.\n",
		"## Details\n\nVerdict reasoning: reject it as is.\n",
		"## Details\n\n- Reject the patch.\n",
	}
	clean := []string{
		"## Details\n\nRound 1 said do not merge → fixed in 3f2a1c\n",
		"## Details\n\n- ~~Do not merge~~\n",
		"## Details\n\nShould we not merge the two modules?\n",
		"## Details\n\nWe do not merge files with conflicting names.\n",
		"## Details\n\nDo not merge the two parsers; keep them apart.\n",
		"## Details\n\nWe should not merge them.\n",
		"## Details\n\nThe two config formats are not mergeable items.\n",
		"## Details\n\n| Rule | Why |\n|---|---|\n| We do not merge vendored files | licences |\n",
		"## Do not merge the two parsers\n\nThey stay apart.\n",
		"## Details\n\n**~~Do not merge~~**\n",
		"## Details\n\nA bot cannot approve more than one round.\n",
		"## Details\n\nWe do not approve our own changes.\n",
		"## Details\n\nI do not approve of the naming, but it is not blocking.\n",
		"## Details\n\nThe merge is blocked by nothing else.\n",
		"## Details\n\nThe parser should reject this input, and does.\n",
		"## Details\n\nNo merge conflicts remain after the rebase.\n",
		"## Details\n\nNo merge-blocking issues.\n",
		"## Details\n\nThere were no merge commits in the range.\n",
		"## Details\n\nInvalid tokens should be rejected; the new check does that.\n",
		"## Details\n\nA request without a token cannot be approved by the server.\n",
		"## Details\n\nI reject the premise of the old test; the new one is right.\n",
		"## Details\n\nApproval withdrawn in round 1, restored in round 2.\n",
		"## Details\n\nI can no longer approve of the old design; this PR replaces it.\n",
		"## Details\n\nThe old design is no longer approved by the security team.\n",
		"## Details\n\nRecommendation: reject the alternative design (B).\n",
		"## Details\n\n**Recommendation:** Reject option B; adopt this PR.\n",
		"## Details\n\nMalformed input: reject it.\n",
		"## Details\n\n- Reject the request when the token has expired.\n",
		"## Details\n\nExpired tokens: reject the request.\n",
		"## Details\n\nThe parser should reject this PR's old test inputs.\n",
		"## Details\n\nRecommendation: reject the PR → fixed in 3f2a1c, the token is rotated.\n",
		"## Details\n\n**Recommendation:** Reject the PR's option B; keep option A as implemented.\n",
		"## Details\n\n**Recommendation:** Reject this PR\u2019s alternative (option B).\n",
	}
	// A table sends the report through the full parser.
	const table = "\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n"
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range held {
			for _, doc := range []string{head + tail, head + tail + table} {
				if ds := Lint([]byte(doc), Options{Dialect: d}); !refused(ds) {
					t.Errorf("%s: passes beside a hold on the merge:\n%s", name, doc)
				}
			}
		}
		for _, tail := range clean {
			for _, doc := range []string{head + tail, head + tail + table} {
				if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
					t.Errorf("%s: refused %v:\n%s", name, ds, doc)
				}
			}
		}
	}
}

// FuzzHoldsMerge: any text is read without a panic, and a hold found is
// a phrase the text holds.
func FuzzHoldsMerge(f *testing.F) {
	for _, s := range []string{"⛔ Do not merge: x", "We do not merge files. DO NOT MERGE", "not ready to merge?", "do not merge → fixed", "dö not merge", "do not merge\u200b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, ok := holdsMerge(s); ok && !strings.Contains(flatten(s, true), p) {
			t.Fatalf("%q: %q is not in the text", s, p)
		}
	})
}

// TestHoldingTheMergeSaidOtherwise: an approval taken back in the past
// tense or as a stopped act (`Approval was withdrawn.`, `I'm no longer
// approving this.`), a rejection with its reason (`**Recommendation:**
// Reject the PR for the token leak.`) or in the reviewer's own voice
// (`We reject this PR.`, `I recommend we reject this PR.`), not in a
// conditional (`We would reject this PR …, but it is fixed`), holds the
// merge as the plain forms do, in every preset and by both parsers. A
// rejection of something else does not. A numbered pull request said to
// be superseded by this one (`Reject the PR #41 (superseded by this
// one).`) still holds: a false refusal kept on purpose, as the same words
// may deny it (`not superseded by this one`) or be followed by a
// rejection of this one (`; also reject this PR`).
func TestHoldingTheMergeSaidOtherwise(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"Approval was withdrawn.", "I'm no longer approving this.", "I am no longer approving this PR.",
		"We are no longer approving this change until the token is rotated.", "Approval was revoked.",
		"**Recommendation:** Reject the PR for the token leak.", "I recommend we reject this PR.", "We reject this PR.",
		"We reject this PR for the token leak.", "Recommendation: reject because the token leaks.",
		"Reject the PR because the token leaks.", "**Recommendation (round 2):** Reject the PR.",
		"**Recommendation (round 1 of 1):** Reject the PR.", "Reject the PR #42.", "Reject the PR #41 (it leaks the token).",
		"**First recommendation:** Reject the PR.",
		"Reject the PR #41 (superseded by this one).", "Reject the PR #41 in favour of this one.",
		"Reject the PR #41 (superseded by this one); also reject this PR.",
		"**Recommendation:** Reject the PR #42 (not superseded by this one).",
		"**Recommendation:** Reject the PR #42 — it is not superseded by this one.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	for _, s := range []string{
		"Recommendation: reject the alternative design (B).",
		"**Recommendation:** Reject the PR's option B; keep option A", "Approval withdrawn in round 1, restored in round 2.",
		"Approval was withdrawn in round 1 and restored in round 2.", "We reject malformed tokens in the parser.",
		"If the token leaks, we reject this PR; it does not.", "We reject the PR title lint's old rule.",
		"The bot is no longer approving dependency updates automatically.", "We reject this PR's option B.",
		"I'm no longer approving the schema change in round 1, but this one holds.",
		"We would reject this PR for the token leak, but it is fixed in this revision.",
		"We'd reject this PR if the token still leaked.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "passes beside a hold on the merge")
	const table = "\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n"
	for i := range held {
		held[i] += table
	}
	for i := range clean {
		clean[i] += table
	}
	expectEachPreset(t, heads, held, clean, "passes beside a hold on the merge, read by the full parser")
}

// TestHoldingTheMergeInShortWords: a refusal in a reviewer's short words
// (`I can't sign this off.`, `I'm still not approving.`, `Not
// merge-ready.`) holds the merge in every dialect, on one line and
// wrapped across two of a paragraph; the same words said of code or of
// another party do not.
func TestHoldingTheMergeInShortWords(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	// wrap breaks s at its middle space, as an editor wraps a paragraph.
	wrap := func(s string) string {
		i := strings.LastIndex(s[:len(s)/2+1], " ")
		if i < 0 {
			return s
		}
		return s[:i] + "\n" + s[i+1:]
	}
	for _, s := range []string{
		"I can't sign this off.", "I cannot sign it off.", "I'm still not approving.", "We are not approving this yet.",
		"Do not merge as the token leaks.", "Do not merge since the token leaks.", "Don't merge, the token leaks.",
		"Not merge-ready.", "Not ready to merge.", "Not ready for merge.",
		"It fails review.", "This fails review.", "NACK.", "Nack from me.", "-1 from me.", "I'm blocking this.",
		"Blocking: the token leaks.",
		"Round 1 said merge only after the cache fix → fixed. Merge only after the token leak is fixed.",
		"Submerge only after dark. Merge only after the token leak is fixed.",
		"注意merge only after the token leak is fixed.",
		"Cannot sign-off.", "Nope, not LGTM.", "I cannot LGTM this.",
	} {
		held = append(held, "## Details\n\nThe retry loop is sound. "+s+"\n", "## Details\n\nThe retry loop is sound.\n"+wrap(s)+"\n")
	}
	for _, s := range []string{
		"The helper does not merge the two maps.", "Bob is still not approving dependency updates; the bot does.",
		"Do not merge as a squash commit; rebase instead.", "The other branch is not merge-ready; this one is.",
		"It fails the review check only on Windows, which is a known flake.", "Bob is blocking on the SDK release.",
		"This prevents a NACK from the server.", "-1 is returned on error.", "Blocking: none.", "Non-blocking: the naming.",
		"Security sign-off is still pending on the SDK side.",
		"No -1 from me; LGTM.",
	} {
		clean = append(clean, "## Details\n\nThe retry loop is sound. "+s+"\n", "## Details\n\nThe retry loop is sound.\n"+wrap(s)+"\n")
	}
	// A block the code holds, not the reviewer.
	for _, s := range []string{"In `read()` we are blocking until the socket has data, which is fine here.",
		"We are blocking now on the fsync call, which is expected.", "Here we are blocking it deliberately."} {
		clean = append(clean, "## Details\n\nThe retry loop is sound. "+s+"\n")
	}
	// A protocol's NACK.
	for _, s := range []string{"- NACK: message is requeued with backoff.", "NACK, requeue=false is used for poison messages.",
		"The consumer sends NACK."} {
		clean = append(clean, "## Details\n\nThe retry loop is sound.\n\n"+s+"\n")
	}
	for _, s := range []string{"With the new rule, it fails review.", "Not approving this would be wrong: everything is fixed."} {
		clean = append(clean, "## Details\n\nThe retry loop is sound. "+s+"\n")
	}
	// A reason after as told of others (a line that ends at the phrase
	// reads as a hold, as ever).
	for _, s := range []string{"The bot will not approve as it lacks write access; that is expected, a human approves.",
		"CI would not merge as the queue was paused; retriggered and green now.",
		"Renovate cannot be merged as it targets main; ignore."} {
		clean = append(clean, "## Details\n\nThe retry loop is sound. "+s+"\n")
	}
	// `before this fix` reads as a condition on the change.
	for _, s := range []string{"Do not merge before this fix.", "I cannot approve before this commit.", "Not safe to merge before this fix."} {
		held = append(held, "## Details\n\nThe retry loop is sound. "+s+"\n")
	}
	// Votes, vetoes and blocks in other words (`-1.`, `Hard NACK.`,
	// `I must block this.`); values, protocols, code and others' rules
	// in the same words, and a round's NACK in its history.
	for _, s := range []string{
		"-1 on this PR.", "I vote -1.", "I'm -1.", "Hard NACK.", "NACK from me, sorry.", "Fails review.",
		"This fails review: the token leaks.", "Can not LGTM.", "Cannot LGTM.", "I can't sign the PR off.",
		"Not mergeready.", "Not mergeable yet.", "Blocking this PR: the token leaks.",
		"Blocking merge.", "I must block this.",
		"I'm blocking this until the token is rotated.", "I'll block the merge until the token is rotated.",
		"Won't approve.", "Will not approve until the token is rotated.",
		"My vote: -1.", "Still fails review.", "Blocking this.", "I must block merging.",
		"Block this PR.", "Not yet LGTM.", "No LGTM.", "No LGTM yet.",
	} {
		held = append(held, "## Details\n\nThe retry loop is sound. "+s+"\n", "## Details\n\nThe retry loop is sound.\n"+wrap(s)+"\n")
	}
	// A bare vote holds where it opens its paragraph or item.
	for _, s := range []string{"-1.", "Strong -1.", "-1. The token leaks."} {
		held = append(held, "## Details\n\nThe retry loop is sound.\n\n"+s+"\n", "## Details\n\n- "+s+"\n")
	}
	// After a question, an abbreviation or a number, or on a line of a
	// paragraph after its first, -1 is a value; the approval word denied
	// needs its word's end; a block opening its sentence, timed, may be
	// the subject of what follows.
	for _, s := range []string{
		"What does it return on error? -1.", "Was it 1? No. -1.", "The default changed from 0, e.g. -1.",
		"Compare 1 vs. -1.", "Temperature dropped by 1, i.e. -1.",
		"No LGTM.md file needed.", "No LGTM'd commits are squashed.", "Not yet LGTM'd by Bob, but I approve.",
		"No LGTM yet from the second reviewer, but mine is here: LGTM.",
		"Blocking merge until CI passes is enforced by the ruleset.",
		"Blocking this PR until CI is green is the bot's job, not mine.",
		"Blocking this PR until the token is rotated was my earlier stance; it's rotated now. LGTM.",
		"Block the merge until CI is green (branch protection does this).",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+wrap(s)+"\n")
	}
	for _, s := range []string{"The helper now always returns\n-1.", "The allowed range is 0 to\n-1.",
		"Previously `len` was off by\n-1.", "Delta:\n-1.", "So the result is\n-1.", "- The helper now returns\n  -1."} {
		clean = append(clean, "## Details\n\n"+s+"\n")
	}
	for _, s := range []string{
		"It returns -1 on error.", "-1 is returned on error.", "x = -1.", "The consumer sends NACK.",
		"Hard NACK handling was added.", "It fails review checks only on Windows, a known flake.",
		"Blocking I/O is avoided.", "Blocking calls until the socket is ready are fine.",
		"Bob won't approve dependency bumps.", "Round 1: NACK.", "Round 1: -1.",
		"We must block this thread until the lock frees.", "I'm blocking this thread's wakeups on purpose.",
		"-1.5 is the factor.",
		"Vote: -1 for option B, +1 for option A.", "Round 1 vote: -1.", "A strong -1 correlation.",
		"It still fails review checks.", "Blocking this thread.",
		"Branch protection: block the merge until CI is green.", "No LGTM needed for docs.", "LGTM: no concerns.",
	} {
		clean = append(clean, "## Details\n\nThe retry loop is sound. "+s+"\n")
		// A line of a wrapped paragraph is read alone as well, so a
		// wrap that leaves the words whole on a line (`x =` / `-1.`,
		// `Bob won't approve` / `dependency bumps.`) is not tried here.
		w := wrap(s)
		first, second, _ := strings.Cut(w, "\n")
		if _, ok := holdsMerge(first); !ok {
			if _, ok := holdsMerge(second); !ok {
				clean = append(clean, "## Details\n\nThe retry loop is sound.\n"+w+"\n")
			}
		}
	}
	// A label that asks for the review's approval word, answered no.
	held = append(held, "## Details\n\nThe retry loop is sound.\n\nLGTM? No.\n")
	// A severity that titles an issue settled since names no block now.
	clean = append(clean, "## Previous issues\n\n| Issue | Status |\n|---|---|\n| BLOCKING: Override detection for overloaded methods | RESOLVED |\n")
	expectEachPreset(t, heads, held, clean, "passes beside a hold on the merge")
}
