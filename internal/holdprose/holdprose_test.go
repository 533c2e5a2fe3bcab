package holdprose

import (
	"slices"
	"strings"
	"testing"
)

func never(string) bool { return false }

// TestHolds: a hold on the merge, where a clause starts or aimed at the
// change, is read; a rule about other things, a question and a hold
// settled are not.
// TestHoldsRunOn: a line after the first of its paragraph may end the
// sentence the line before left open (`The helper now always returns`
// over `-1.`): a bare vote there is none; a vote said as the reviewer's
// holds on any line.
func TestHoldsRunOn(t *testing.T) {
	never := func(string) bool { return false }
	for _, c := range []struct {
		text string
		want bool
	}{
		{"-1.", false},
		{"-1. the token leaks.", false},
		{"nack'd.", false},
		{"nacked by me.", true},
		{"i'm -1 since the token leaks.", true},
		{"i vote -1.", true},
		{"-1 on this pr.", true},
		{"my vote: -1.", true},
		{"do not merge.", true},
	} {
		if _, got := HoldsRunOn(c.text, never); got != c.want {
			t.Errorf("HoldsRunOn(%q) = %v, want %v", c.text, got, c.want)
		}
		if _, got := Holds(c.text, never); !got {
			t.Errorf("Holds(%q) = false, want true", c.text)
		}
	}
}

func TestHolds(t *testing.T) {
	settled := func(s string) bool { return strings.Contains(s, "→ fixed") }
	for _, c := range []struct {
		text string
		want bool
	}{
		{"do not merge until the token fix lands.", true},
		{"please do not merge this yet.", true},
		{"don\u2019t merge this yet.", true},
		{"i cannot approve this as is.", true},
		{"ready to merge: no.", true},
		{"merge only after the token leak is fixed.", true},
		{"we do not merge generated files.", false},
		{"do not merge?", false},
		{"do not merge → fixed in 3f2a1c.", false},
		{"ready to merge: yes.", false},
		{"i, for one, still do not approve.", true},
		{"we really don't approve this change.", true},
		{"we do not approve our own changes.", false},
		{"they still do not approve.", false},
		{"not lgtm.", true},
		{"it does not pass.", true},
		{"the pr still doesn't pass review.", true},
		{"it does not pass the token on.", false},
		{"if it does not pass, we revert.", false},
		{"it does not pass → fixed in 3f2a1c.", false},
		{"i cannot sign off on this.", true},
		{"i cannot sign off on the naming.", false},
		{"please never merge this.", true},
		{"the test never merges the maps.", false},
		{"we never merge on fridays.", false},
		{"do not yet merge.", true},
		{"we cannot yet approve.", true},
		{"we do not yet merge generated files.", false},
		{"please hold, don't merge: the token leaks.", true},
		{"if ci fails, hold, do not merge.", false},
		{"meanwhile, do not merge.", true},
		{"pending the fix, do not merge.", true},
		{"while the lock is held, do not merge.", false},
		{"while holding the lock do not merge.", false},
		{"while ci is running, do not merge.", false},
		{"while the deploy runs, do not merge.", false},
		{"before the nightly build, do not merge.", false},
		{"for now do not merge.", true},
		{"until then do not merge.", true},
		{"until the leak is fixed do not merge.", true},
		{"while a deploy runs, do not merge.", false},
		{"while deploys run, do not merge.", false},
		{"while in doubt, do not merge.", false},
		{"for now do not merge files that conflict.", false},
		{"in tests do not merge.", false},
		{"pending review, the bot does not merge.", false},
		{"now, do not merge.", true},
		{"as of today, do not merge.", true},
		{"before a release, do not merge.", false},
		{"while a deploy runs do not merge.", false},
		{"today, we do not merge on weekends.", false},
		{"pending review, hold the merge.", true},
		{"please hold off on merging: the token leaks.", true},
		{"we hold the merge queue until ci passes.", false},
		{"if ci is red, hold the merge.", false},
		{"for now, let's not merge.", true},
		{"let's not merge this yet.", true},
		{"meanwhile, let us not land this.", true},
		{"let's not merge the caches; keep them separate.", false},
		{"let's not merge conflicting keys.", false},
		{"if in doubt, let's not merge.", false},
		{"for now, hold off.", true},
		{"for now, let's hold off.", true},
		{"let us hold off on merging.", true},
		{"please hold off for now.", true},
		{"hold off — the token leaks.", true},
		{"hold off retries until backoff expires.", false},
		{"for now, we hold off retries until backoff expires.", false},
		{"the client should hold off.", false},
		{"backoff: hold off.", false},
		{"when rate-limited, hold off.", false},
		{"hold off, then retry.", false},
		{"let's hold off the retries.", false},
		{"hold off? no.", false},
		{"as of now, this shouldn't be merged.", true},
		{"currently, this isn't mergeable.", true},
		{"in general, this shouldn't be merged.", false},
		{"in round 1, this shouldn't be merged, but now it's fine.", false},
		{"in v1, it's not shippable, which is why we rewrote it.", false},
		{"in tests, we can't merge.", false},
		{"in the meantime, we can't merge.", true},
		{"because of the leak, this shouldn't be merged.", true},
		{"as of now, this shouldn't be merged → fixed.", false},
		{"as long as the token leaks, do not merge.", true},
		{"so long as the token leaks, don't merge.", true},
		{"while the parser still drops the last line, don't merge.", true},
		{"as long as the lock is held, do not merge.", false},
		{"as long as the lock is held, writes block.", false},
		{"so long as ci is running, do not merge.", false},
		{"while a deploy crashes, do not merge.", false},
		{"while i like the design, do not merge.", false},
		{"looks fine, but can't merge.", true},
		{"looks fine, but we can't merge it yet.", true},
		{"for now, we cannot merge.", true},
		{"we can't merge this as is.", true},
		{"can't merge two maps in place", false},
		{"we can't merge two maps in place.", false},
		{"looks fine, but can't say for windows.", false},
		{"it's fine, but we can't merge it in place.", false},
		{"git can't merge binary files.", false},
		{"if the ranges overlap, we can't merge them.", false},
		{"the map is shared, so we can't merge it in place.", false},
		{"we can't merge? why not?", false},
		{"approved, but i can't merge it — no write access.", false},
		{"lgtm, but can't merge; someone with permission please do.", false},
		{"the leak fix hasn't landed yet.", true},
		{"approved — the leak fix hasn't landed yet.", true},
		{"approved, but the leak fix hasn't been merged yet.", true},
		{"the fix for the leak has not yet landed.", true},
		{"the leak fix hasn't landed yet → fixed in 3f2a1c.", false},
		{"the fix hasn't landed upstream yet, so we vendor it (done here).", false},
		{"the fix hasn't landed yet, so we vendor it.", false},
		{"the upstream fix hasn't been merged yet.", false},
		{"the follow-up fix hasn't landed yet.", false},
		{"if the fix hasn't landed yet: rebase.", false},
		{"the migration hasn't landed yet.", false},
		{"the fix, which hasn't landed yet, is in pr 12.", false},
		{"it works, but it can't merge because the inputs are unsorted — that's by design.", false},
		{"the cache is fine, but cannot merge at the moment a write is in flight, which is correct.", false},
		{"the merger is fast, but can't merge since the keys differ; it returns an error as intended.", false},
		{"the leak fix hasn't landed yet; this pr is the leak fix.", false},
		{"the fix hasn't landed yet; unrelated to this change.", false},
		{"previously the leak fix hasn't landed yet; now it has.", false},
		{"previously the leak fix hasn't landed yet.", false},
		{"the docs fix hasn't landed yet.", false},
		{"the typo fix hasn't landed yet.", false},
		{"the go 1.27 fix hasn't landed yet.", false},
		{"the leak fix hasn't landed yet — it's in this pr, verified.", false},
		// Without yet, or said not in yet, and a patch as a fix is.
		{"the leak fix hasn't landed.", true},
		{"the fix for the crash has not been merged.", true},
		{"approved, but the leak fix is not in yet.", true},
		{"lgtm \u2014 the leak fixes aren't in yet.", true},
		{"the patch for the leak hasn't landed yet.", true},
		{"the race fix has not landed.", true},
		{"the fix for the race has landed.", false},
		{"the leak fix hasn't landed upstream, so we vendor it.", false},
		{"if the leak fix hasn't landed, the test is skipped.", false},
		{"the docs fix hasn't landed.", false},
		{"the leak fix is in yet another file.", false},
		{"the patch for the docs hasn't landed yet.", false},
		{"previously the crash fix hasn't landed.", false},
		// However joins a refusal as but does.
		{"looks fine, however we can't merge.", true},
		{"looks fine, however i can't merge it yet.", true},
		{"looks fine, however we can't merge two maps in place.", false},
		{"looks fine, however i can't merge it — no write access.", false},
		{"it is fast, however it can't merge sorted runs in place.", false},
		{"q: should we merge the two enums? a: let's not merge.", false},
		{"re the suggestion: should we merge the configs? let's not merge.", false},
		{"on a 429 the client should, for now, hold off.", false},
		{"hold the merge button for 2s to force it.", false},
		{"the bot will hold the merge until checks pass.", false},
		{"i found nothing, but i cannot approve this.", true},
		{"there is nothing i would not merge, except this.", true},
		{"if there is anything i would not merge, it is this pr.", true},
		{"- `testfoo`: does not pass (flaky on main too, unrelated to this pr).", false},
		{"i checked testfoo: it does not pass, but it is pre-existing and unrelated.", false},
		{"the wrapper looks good. it does not pass it through to the child process, which is intended.", false},
		{"it doesn't pass the pr number to the webhook, which matches the old behaviour.", false},
		{"it cannot pass since the type is unexported, so callers are safe.", false},
		{"the old code does not pass the change set to the validator; this fixes that.", false},
		{"- lint: does not pass, pre-existing on main (tracked in #412).", false},
		{"this pr does not pass review.", true},
		{"it does not pass ci because the token leaks.", true},
		{"previously the compactor would never merge until the threshold was hit; now it merges eagerly.", false},
		{"otherwise git would refuse to merge.", false},
		{"config keys that shouldn't be merged (like `id`) are now overwritten instead.", false},
		{"alice won't be approving since she's out this week; bob is the second approver.", false},
		{"before this pr the artifact was not shippable; now it is.", false},
		{"the generated lockfile isn't mergeable, so the pr adds a merge driver.", false},
		{"ping me if anything here is not lgtm.", false},
		{"can't think of a reason to not lgtm it.", false},
		{"no reason i would refuse to approve this; lgtm.", false},
		{"security can't sign off on it until the pen test, and the pen test passed on tuesday.", false},
		{"the merge queue would refuse to merge because the required check name changed.", false},
		{"i can't sign off on this.", true},
		{"looks fine, but i can't sign off on this.", true},
		{"this pr is still not shippable.", true},
		{"i would refuse to merge this.", true},
		{"we do not approve this kind of pattern normally, but here it is justified.", false},
		{"we do not approve until ci is green, and it is green now.", false},
		{"the feature can't yet ship until the sdk lands; this pr only adds the flag, off by default.", false},
		{"i refuse to approve this.", true},
		{"no lgtm from me.", true},
		{"this isn't mergeable.", true},
		{"does not pass.", false},
		{"does not pass the key on.", false},
		{"we refuse to merge unrelated histories.", false},
		{"do not merge because the token leaks.", true},
		{"i cannot approve since the token leaks.", true},
		{"do not merge please.", true},
		{"do not merge the parsers because they differ.", false},
		{"i can't sign this off.", true},
		{"i cannot sign it off.", true},
		{"looks fine, but i can't yet sign this pr off.", true},
		{"security can't sign it off until the pen test, and the pen test passed.", false},
		{"we design it off the old schema.", false},
		{"i'm still not approving.", true},
		{"not approving.", true},
		{"the bot is not approving dependency updates automatically.", false},
		{"alice is still not approving; bob is the second approver.", false},
		{"do not merge as the token leaks.", true},
		{"do not merge as long as the token leaks.", true},
		{"do not merge as a squash commit; rebase instead.", false},
		{"the bot will not approve as it lacks write access; that is expected, a human approves.", false},
		{"the follow-up feature cannot land as the sdk is not released; out of scope here.", false},
		{"feature flags: the old path cannot ship as the config was removed, which is intended.", false},
		{"ci would not merge as the queue was paused; retriggered and green now.", false},
		{"the merge queue would not merge as the check was missing; fixed by this pr.", false},
		{"renovate cannot be merged as it targets main; ignore.", false},
		{"don't merge as the token leaks.", true},
		{"not merge-ready.", true},
		{"this pr is not merge ready yet.", true},
		{"it isn't merge-ready.", true},
		{"the other branch is not merge-ready; this one is.", false},
		{"it fails review.", true},
		{"this pr still fails code review.", true},
		{"it fails the review check only on windows, which is a known flake.", false},
		{"if it fails review, we revert.", false},
		{"with the new rule, it fails review.", false},
		{"the retry loop is sound. it fails review.", true},
		{"not approving this would be wrong: everything is fixed.", false},
		{"i'm not approving this yet.", true},
		{"i'm not approving this pr.", true},
		{"nack.", true},
		{"nack from me.", true},
		{"i nack this.", true},
		{"this prevents a nack from the server.", false},
		{"nack", false},
		{"nacks are retried.", false},
		{"- nack: message is requeued with backoff.", false},
		// A bare -1 or NACK timed or given its reason tells of a value
		// or a protocol as often as of a vote.
		{"returns:\n- -1 until the first call to init.", false},
		{"-1 unless the file exists.", false},
		{"`nack` until the ack arrives.", false},
		{"nack unless the checksum matches.", false},
		{"nack until the deadline passes is the protocol default.", false},
		{"-1: the file is missing.", false},
		{"nack: the frame is corrupt.", false},
		{"- `nack`: requeue the message.", false},
		{"nack, requeue=false is used for poison messages.", false},
		{"| minor | nack: requeue is not logged | open |", false},
		{"the consumer sends nack.", false},
		{"looks fine. nack!", true},
		{"> nack.", true},
		{"i nack this pr.", true},
		{"i nack messages that fail.", false},
		{"-1 from me.", true},
		{"i'm -1 on this.", true},
		{"-1 is returned on error.", false},
		{"it returns -1 on this input.", false},
		{"i'm blocking this.", true},
		{"blocking this pr until the token is rotated.", true},
		{"i am still blocking this pr.", true},
		{"looks fine, but i am blocking the merge: the token leaks.", true},
		{"in `read()` we are blocking until the socket has data, which is fine here.", false},
		{"since we are blocking while holding the mutex, the timeout is bounded; acceptable.", false},
		{"we are blocking now on the fsync call, which is expected.", false},
		{"we're blocking it on purpose: the writer must finish first.", false},
		{"here we are blocking it deliberately.", false},
		{"we are blocking this thread until the lock frees.", false},
		{"it is blocking this.", false},
		{"bob is blocking on the sdk release.", false},
		{"the sdk bug is blocking this release.", false},
		{"nothing is blocking the merge.", false},
		{"blocking: the token leaks.", true},
		{"- blocking: the migration still drops the users table.", true},
		{"blocking: override detection for overloaded methods", false},
		{"non-blocking: the token leaks.", false},
		{"blocking: none.", false},
		{"round 1 said merge only after the cache fix → fixed. merge only after the token leak is fixed.", true},
		{"submerge only after dark. merge only after the token leak is fixed.", true},
		// Glued to text of a script that writes no spaces, as ever.
		{"注意merge only after the token leak is fixed.", true},
		{"请merge only after the token leak is fixed.", true},
		{"merge only after the cache fix → fixed.", false},
		{"cannot sign-off.", true},
		{"security sign-off is still pending on the sdk side.", false},
		{"nope, not lgtm.", true},
		{"i cannot lgtm this.", true},
		{"no -1 from me; lgtm.", false},
		{"no nack from me.", false},
		// `before this fix` is a condition on the change as often as a
		// time before it: read as a hold, as a reader does.
		{"not ready to merge before this pr; now it is.", true},
		{"do not merge before this fix.", true},
		{"i cannot approve before this commit.", true},
		{"not safe to merge before this fix.", true},
		{"i won't approve before this commit.", true},
		{"do not merge before this pr's dependency lands.", true},
		{"do not merge before the fix lands.", true},
		{"blocking: no.", false},
		{"blocking: 0", false},
		{"non-blocking: the naming.", false},
		{"blocking: the round-1 leak, fixed in 3f2a1c.", false},
		// Votes, vetoes and blocks in other words; values, protocols,
		// code and others' rules in the same words.
		{"-1 on this pr.", true},
		{"-1.", true},
		{"i vote -1.", true},
		{"i'm -1.", true},
		{"hard nack.", true},
		{"nack from me, sorry.", true},
		{"fails review.", true},
		{"this fails review: the token leaks.", true},
		{"can not lgtm.", true},
		{"cannot lgtm.", true},
		{"i can't sign the pr off.", true},
		{"not mergeready.", true},
		{"not mergeable yet.", true},
		{"blocking this pr: the token leaks.", true},
		{"blocking merge; the token leaks.", true},
		{"i must block this.", true},
		{"i'm blocking this until the token is rotated.", true},
		{"i'll block the merge until the token is rotated.", true},
		{"won't approve.", true},
		{"will not approve until the token is rotated.", true},
		{"it returns -1 on error.", false},
		{"x = -1.", false},
		{"hard nack handling was added.", false},
		{"it fails review checks only on windows, a known flake.", false},
		{"blocking i/o is avoided.", false},
		{"blocking calls until the socket is ready are fine.", false},
		{"bob won't approve dependency bumps.", false},
		{"round 1: nack.", false},
		{"round 1: -1.", false},
		{"we must block this thread until the lock frees.", false},
		{"i'm blocking this thread's wakeups on purpose.", false},
		{"- lint: fails review.", false},
		{"-1.5 is the factor.", false},
		{"i'm -1 on this pr.", true},
		{"i am still -1.", true},
		{"i have to block this pr.", true},
		{"i'm going to block this.", true},
		{"-1 on this pr", true},
		{"it returns -1.", false},
		{"-1", false},
		{"| -1 |", false},
		{"the writer must block this until the lock frees.", false},
		{"we have to block this until the lock frees.", false},
		{"i must block this thread.", false},
		{"blocking this until the lock frees is fine.", false},
		{"blocking merges on red ci is enforced.", false},
		{"blocking merge conflicts are rare.", false},
		{"the hard nack path is tested.", false},
		{"a hard nack.", false},
		{"set it to -1.", false},
		{"strong -1.", true},
		{"my vote: -1.", true},
		{"still fails review.", true},
		{"blocking this.", true},
		{"i must block merging.", true},
		{"block this pr.", true},
		{"not yet lgtm.", true},
		{"no lgtm.", true},
		{"lgtm? no.", true},
		{"vote: -1 for option b, +1 for option a.", false},
		{"round 1 vote: -1.", false},
		{"a strong -1 correlation.", false},
		{"it still fails review checks.", false},
		{"blocking this thread.", false},
		{"branch protection: block the merge until ci is green.", false},
		{"no lgtm needed for docs.", false},
		{"lgtm: no concerns.", false},
		{"vote: -1", true},
		{"your vote: -1.", false},
		{"lgtm? no blockers.", false},
		// A -1 that opens no text is a value; the approval word denied
		// needs its word's end; a block opening its sentence, timed, may
		// be the subject of what follows.
		{"what does it return on error? -1.", false},
		{"was it 1? no. -1.", false},
		{"the default changed from 0, e.g. -1.", false},
		{"compare 1 vs. -1.", false},
		{"temperature dropped by 1, i.e. -1.", false},
		{"-1. the token leaks.", true},
		{"> -1.", true},
		{"no lgtm.md file needed.", false},
		{"no lgtm'd commits are squashed.", false},
		{"not yet lgtm'd by bob, but i approve.", false},
		{"no lgtm yet from the second reviewer, but mine is here: lgtm.", false},
		{"no lgtm yet.", true},
		{"no lgtm from me, the token leaks.", true},
		{"not yet lgtm: the token leaks.", true},
		{"blocking merge until ci passes is enforced by the ruleset.", false},
		{"blocking this pr until ci is green is the bot's job, not mine.", false},
		{"blocking this pr until the token is rotated was my earlier stance; it's rotated now. lgtm.", false},
		{"block the merge until ci is green (branch protection does this).", false},
		{"block this pr: the token leaks.", true},
		{"blocking merge.", true},
		{"i'm blocking merge until the token is rotated.", true},
		// Votes timed or given their reason, vetoes, blocks and waits
		// ordered, refusals after a but and the opposite verdict in a
		// sentence of its own; values, protocols, code and rounds before
		// in the same words.
		{"strong -1 until the leak is fixed.", true},
		{"hard nack: the token leaks.", true},
		{"my vote is -1.", true},
		{"our vote is -1.", true},
		{"i'm -1 until the token is rotated.", true},
		{"-1 on this pr until the token is rotated.", true},
		{"hard nack until the token is rotated.", true},
		{"blocking this until the leak is fixed.", true},
		{"block this.", true},
		{"we must block this.", true},
		{"we'll block this.", true},
		{"veto.", true},
		{"vetoed.", true},
		{"hard veto.", true},
		{"i veto this.", true},
		{"veto: the token leaks.", true},
		{"hold off on merging.", true},
		{"please hold off merging until the leak is fixed.", true},
		{"hold off on merging this for now.", true},
		{"looks fine, but cannot lgtm.", true},
		{"looks good, but i can't sign off.", true},
		{"commenting, but not approving.", true},
		{"do n't merge.", true},
		{"do n\u2019t merge.", true},
		{"i can\u02b9t approve this.", true},
		{"i can\u2032t approve this.", true},
		{"changes requested.", true},
		{"needs another round.", true},
		{"needs work.", true},
		{"requires changes.", true},
		{"looks fine. changes requested: the token leaks.", true},
		{"returns -1: the caller checks it.", false},
		{"it returns -1 until the buffer fills.", false},
		{"-1 until now was returned on error, fixed.", false},
		{"x = -1 until reset.", false},
		{"my vote is -1 for the naming, +1 overall.", false},
		{"the vote is -1.", false},
		{"the consumer sends nack: see ack.go", false},
		{"nack handling until now was wrong and is fixed", false},
		{"nack until now meant requeue; fixed.", false},
		{"block this thread until the lock frees", false},
		{"block this thread.", false},
		{"blocking this pr until ci passes is enforced by the ruleset.", false},
		{"when the queue is full, we must block this.", false},
		{"otherwise we must block this.", false},
		{"veto power belongs to the owner.", false},
		{"the veto check is tested.", false},
		{"the rfc was vetoed.", false},
		{"- option b: vetoed.", false},
		{"vetoed prs are closed automatically.", false},
		{"i vetoed this in round 1; now fixed.", false},
		{"the owner can veto.", false},
		{"round 1: vetoed.", false},
		{"hold off retries until backoff expires is implemented.", false},
		{"the client should hold off merging writes until flush.", false},
		{"we hold off merging until ci is green.", false},
		{"please hold off merging the caches until the refactor.", false},
		{"the old branch was fine but isn't mergeable.", false},
		{"looks fine, but the bot cannot lgtm.", false},
		{"the tokenizer writes do n't as two tokens.", false},
		{"needs another round of review? no.", false},
		{"needs work in a follow-up, not now.", false},
		{"changes requested in round 1 are addressed.", false},
		{"round 1: changes requested.", false},
		{"no changes required.", false},
		{"the docs section needs work.", false},
		{"docs: needs work.", false},
		{"needs work?", false},
		{"changes requested → fixed.", false},
		// The same in more words: votes timed now or given their
		// reason after a because, NACKs and vetoes done or said whose,
		// votes against the change, blocks in other orders, waits the
		// reviewer keeps and what the change still needs; values,
		// protocols, rules, inputs and rounds before in the same words.
		{"i'm -1 for now.", true},
		{"my vote: -1 for the time being.", true},
		{"i'm -1 because the token leaks.", true},
		{"i'm -1 till the token is rotated.", true},
		{"my vote is nack.", true},
		{"my vote: nack.", true},
		{"i vote against this.", true},
		{"i vote against merging.", true},
		{"i still vote against merging until the leak is fixed.", true},
		{"we vote against this.", true},
		{"i'm vetoing this.", true},
		{"i am vetoing this pr.", true},
		{"vetoed by me.", true},
		{"we should block this.", true},
		{"let's hold off on merging.", true},
		{"holding off on merging until the leak is fixed.", true},
		{"i'm holding off on merging.", true},
		{"still needs work.", true},
		{"this pr needs work.", true},
		{"this still needs changes.", true},
		{"changes needed.", true},
		{"requested changes.", true},
		{"changes requested \u2014 the token leaks.", true},
		{"changes requested because the token leaks.", true},
		{"returns -1 for now; the caller checks it.", false},
		{"it returns -1 for now.", false},
		{"-1 because indexes start at 0.", false},
		{"-1 till the first call to init.", false},
		{"-1 \u2014 the file is missing.", false},
		{"the server nacked the frame and we retry.", false},
		{"nacked frames are requeued.", false},
		{"the vote is nack.", false},
		{"we vote on releases monthly.", false},
		{"we vote against merging on fridays.", false},
		{"i vote against this approach in general, but it is fine here.", false},
		{"i voted against this in round 1; now fixed.", false},
		{"the owner is vetoing this.", false},
		{"vetoed by the owner.", false},
		{"the veto is vetoed by the owner.", false},
		{"blocks it until the lock frees.", false},
		{"block it at the proxy instead (already done).", false},
		{"unknown origin? block it.", false},
		{"we should block it at the proxy.", false},
		{"the writer should block this thread.", false},
		{"we should block this thread until the lock frees.", false},
		{"let's hold off on merging strategies for another doc.", false},
		{"holding off merging until ci passes is enforced by the ruleset.", false},
		{"we're holding off merging until ci is green.", false},
		{"holding off on merging the caches until the refactor is fine.", false},
		{"this pr needs work on docs later; fine to merge.", false},
		{"the docs section still needs work.", false},
		{"it still needs work, but in a follow-up.", false},
		{"no changes needed.", false},
		{"changes needed in round 1 are done.", false},
		{"changes needed: none.", false},
		{"requested changes were applied.", false},
		{"requested changes: none.", false},
		{"i requested changes in round 1; all addressed.", false},
		{"changes requested \u2014 all addressed.", false},
		// A bare -1 with a reason, a NACK done and a bare `Block it.`
		// tell of values, protocols and what code does as often; a
		// reason that names a harm no value stands for, and a NACK done
		// opening its text, are votes.
		{"-1 because the token leaks.", false},
		{"-1 because the file is missing.", false},
		{"returns:\n- 0 on success\n- -1 because the file is missing", false},
		{"0 means success.\n-1 because the file is missing.", false},
		{"`-1` because the file is missing.", false},
		{"`-1` for now.", false},
		{"-1 for now.", false},
		{"- -1 for now.", false},
		{"-1 for now.\n(that is what parse returns on eof.)", false},
		{"nacked.", true},
		{"how is a frame with a bad checksum handled? nacked.", false},
		{"i sent a corrupt frame. nacked.", false},
		{"bad checksum.\nnacked.", false},
		{"block it.", false},
		{"options for unknown origins:\n- allow it.\n- block it.", false},
		{"an unknown origin arrives. block it. that is what the middleware does.", false},
		{"repro: send a frame with a bad crc. block it!", false},
		{"> block it.", false},
		// Holds in more words: votes and vetoes, NACKs done, blocks of
		// it, what the change needs, a wait the team should keep; and
		// the same words told of code, protocols, polls and other work.
		{"nack'd.", true},
		{"nack\u2019d.", true},
		{"nacked by me.", true},
		{"nack'd by me, sorry.", true},
		{"the consumer sends nack'd frames back.", false},
		{"nack'd frames are requeued.", false},
		{"was frame 3 acked? nacked.", false},
		{"messages nacked by the consumer go to the dlq.", false},
		{"i vote no.", true},
		{"we vote no.", true},
		{"i still vote no on this.", true},
		{"we're voting no.", true},
		{"we vote no on tabs in the style guide.", false},
		{"i vote no on tabs in the style guide.", false},
		{"if you vote no, the rfc is closed.", false},
		{"the bot is voting no.", false},
		{"i'm voting against this.", true},
		{"i am voting against merging.", true},
		{"we are voting against this pr.", true},
		{"i'm voting against tabs in the style guide.", false},
		{"they are voting against this.", false},
		{"we're voting against merging on fridays.", false},
		{"vetoed by me, sorry.", true},
		{"vetoed by me, i'm afraid.", true},
		{"vetoed by the owner, sorry.", false},
		{"vetoed by me, then lifted.", false},
		{"the rfc was vetoed by me, sorry.", false},
		{"i'm blocking it.", true},
		{"i am blocking it.", true},
		{"i must block it.", true},
		// Bare, a block of it or a plea for one tells as often of
		// code or a policy.
		{"blocking it.", false},
		{"please block it.", false},
		{"please block this.", false},
		{"options for unknown origins:\n- allow it.\n- please block it.", false},
		{"unknown origin.\n\nplease block it.", false},
		{"that ip is abusive. please block it.", false},
		{"the spammer keeps retrying. please block it.", false},
		{"does the writer stall the reader?\n\nblocking it.", false},
		{"reader behaviour when the pipe is full:\n\nblocking it.", false},
		{"the goroutine waits on the channel.\nblocking it.", false},
		{"lock contention test:\n\nblocking it.", false},
		{"- blocking it.", false},
		{"blocking it on the mutex is intended.", false},
		{"the caller ends up blocking it.", false},
		{"if the origin is unknown, please block it.", false},
		{"please block it on the firewall.", false},
		{"i'll block it until the lock frees.", false},
		{"needs some work.", true},
		{"still needs a bit of work.", true},
		{"this pr needs a bit more work.", true},
		{"needs some work in a follow-up, tracked in #12", false},
		{"the docs section needs some work.", false},
		{"needs further work upstream before we can drop the shim.", false},
		{"changes are needed.", true},
		{"changes are still needed.", true},
		{"looks fine, but changes needed.", true},
		{"lgtm, however changes are required.", true},
		{"changes are needed in the docs \u2014 done in this pr.", false},
		{"some changes are needed to the ci config, included here.", false},
		{"the api is fine but needs some work later.", false},
		{"we should hold off on merging.", true},
		{"i think we need to hold off on merging.", true},
		// A bare hold off with we should may tell what a client does.
		{"we should hold off.", false},
		{"retry policy: we should hold off.", false},
		{"on 429:\n\nwe should hold off.", false},
		{"what should the client do on 429?\n\nwe should hold off.", false},
		{"we should hold off on merging the caches until the refactor.", false},
		{"the client should hold off on merging retries.", false},
		{"on a 429 we should hold off.", false},
		{"when rate limited, we should hold off.", false},
		{"i'm -1 since the token leaks.", true},
		{"i am -1 since the token leaks.", true},
		{"i'm -1 since the counter overflows.", true},
		// A bare -1 with a reason tells as often what a value means,
		// whatever the reason names.
		{"-1 since the token leaks.", false},
		{"-1 since the parser panics on empty input.", false},
		{"return values:\n- 0 on success\n- -1 because the parser panics", false},
		{"exit codes:\n- 0 on success\n- -1 since the child crashes", false},
		{"what does it return when the buffer overflows?\n\n-1 because the counter overflows.", false},
		{"-1 because the counter overflows.", false},
		{"-1 since the int overflows.", false},
		{"- -1 because the counter overflows", false},
		{"the result is\n\n-1 since the int overflows.", false},
		{"-1 since the goroutine leaks; the test checks it returns -1.", false},
		{"-1 because the process crashes before writing it.", false},
		{"0 means success.\n-1 since the worker crashes.", false},
		{"-1 is returned since the index is empty", false},
		{"-1 since the index is empty.", false},
		{"it returns -1 since the token leaks.", false},
		{"-1 since the race is benign.", false},
	} {
		if _, got := Holds(c.text, settled); got != c.want {
			t.Errorf("Holds(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestApprovalReserved: an approval of the change taken back in its
// sentence by an open problem is read; advice, a settled problem and
// another thing's approval are not.
func TestApprovalReserved(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"approved, but the token leaks.", true},
		{"lgtm, but the migration drops the users table.", true},
		{"the change is approved; however, the token leaks.", true},
		{"approved, but consider a test for the empty case.", false},
		{"approved, though two nits remain.", false},
		{"approved, but the round-1 leak is fixed.", false},
		{"approved, but the leak is not fixed.", true},
		{"the cache is approved for reads, but the token leaks.", false},
		{"the change is not approved, but the token leaks.", false},
	} {
		if got := ApprovalReserved(c.text); got != c.want {
			t.Errorf("ApprovalReserved(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestStatesProblem: a clause that says harm goes on now is read; what
// passes, is fixed, is denied, the old code's, a condition's, and what a
// change does by design are not.
func TestStatesProblem(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"the token still leaks", true},
		{"the token leaks to the log", true},
		{"the parser crashes on empty input", true},
		{"the users table is broken", true},
		{"still leaks the token", true},
		{"all tests pass", false},
		{"the token leak is fixed", false},
		{"the token no longer leaks", false},
		{"the token does not leak", false},
		{"fixes the case where the token leaks", false},
		{"the migration drops the unused index", false},
		{"the old client leaks the token", false},
		{"the hook still blocks force pushes", false},
		{"crashes: none", false},
		{"memory leaks fixed", false},
		{"tests for leaks pass", false},
	} {
		if got := StatesProblem(c.text); got != c.want {
			t.Errorf("StatesProblem(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestFinishesOnLongSentences reads sentences of 4 MiB made of what each
// reader reads on: work that grew with the square of the sentence would
// run for minutes, and the test binary's timeout fails the run. Nothing
// is timed.
func TestFinishesOnLongSentences(t *testing.T) {
	for _, unit := range []string{"approved, but fixed fixed ", "approved, but ", "i approve, however, ", "the token is still leaking "} {
		s := strings.Repeat(unit, (4<<20)/len(unit))
		ApprovalReserved(s)
		Reserved(s)
		StatesProblem(s)
	}
	for _, unit := range []string{"ready to merge: no ", "must fix this before merge ", "we do not merge this ", "reject: ", "recommendation: reject the x ",
		"blocking: override detection ", "blocking:", "a nack from the queue ", "it fails the review check ",
		"i am still blocking this pr ", "-- nack.", "i nack ", "so, it fails review ", "not approving this would ", "do not merge as the ",
		"x -1 = -1.5 ", "i vote -1 on this ", "hard nack handling ", "we must block this thread ", "blocking this until ",
		"i'm going to block this pr's ", "fails review checks ", "round 1 vote: -1 x ", "no lgtm needed ",
		"no lgtm yet from me x ", "what? -1. ", "> > -1 x ", "block the merge until ",
		"my vote is nack x ", "i still vote against this x ", "this pr still needs work x ", "holding off merging until ",
		// A reason after a vote's because or dash, read in the rest of
		// its sentence only.
		"-1 because ", "i'm -1 because ", "-1 - ", "-1 — ", "changes requested because ", "hard nack because ",
		// A leading phrase read back before each order (`For now, do
		// not merge`), long or short, its comma settled by the hold.
		"for now, do not merge → fixed ", "if the x y z, do not merge → fixed ", "in a.b, do not merge → fixed ", "until ", ", do not merge ",
		"for now do not merge → fixed ", "while the x do not merge → fixed ",
		// Refusals and waits in other words, each read back a few words.
		"looks fine, but can't merge two ", "the fix has not yet landed, so ", "as long as the x leaks, do not merge → fixed ",
		"ʼ‘´＇"} {
		s := strings.Repeat(unit, (4<<20)/len(unit))
		Holds(s, never)
		HoldsRunOn(s, never)
		DemandBeforeMerge(s, never)
	}
	// Votes, NACKs done, blocks, waits and fixes in more words, in
	// sentences of 512 KiB: work that grew with the square of one would
	// still run for minutes, and the package's test time stays where it
	// was.
	for _, unit := range []string{"-1 since ", "-1 since the ", "nack'd ", "nack'd by me, ", "vetoed by me, ", "i vote no ",
		"i'm voting against this x ", "blocking it ", "please block it ", "needs some work x ", "changes are needed x ",
		"looks fine, but changes needed x ", "we should hold off ", "we should hold off on merging x ",
		"the leak fix hasn't landed ", "the leak fix is not in ", "looks fine, however we can't merge ", "the patch for the leak hasn't "} {
		s := strings.Repeat(unit, (512<<10)/len(unit))
		Holds(s, never)
		HoldsRunOn(s, never)
		DemandBeforeMerge(s, never)
		ApprovalConditioned(s)
	}
	// The same with an apology, a time, a count, a pronoun, a reason or
	// a though, each read to the end: the hold after them is found.
	for _, c := range []struct{ unit, hold string }{
		{"nack'd, sorry ", "nack'd by me — sorry."}, {"vetoed by me — ", "vetoed by me — sorry."},
		{"i vote no, ", "i vote no, sorry."}, {"i'll block it for now ", "i'll block it for now."},
		{"i'm blocking it, sorry ", "i'm blocking it, sorry."}, {"some changes are needed x ", "some changes are needed."},
		{"the leak fix is not in yet x ", "the leak fix is not in yet."}, {"yet ", "the leak fix is not in yet."},
		{"looks fine, though we can't merge ", "looks fine, though we can't merge."},
		{"we're -1 since the ", "we're -1 since the token leaks."}, {"i'm -1 because of the ", "i'm -1 because of the race."},
		{"i'm -1 due to the race ", "i'm -1 due to the race."}, {"i'm -1 because the ", "i'm -1 because the naming is confusing."},
	} {
		s := strings.Repeat(c.unit, (512<<10)/len(c.unit))
		if _, ok := Holds(s+". "+c.hold, never); !ok {
			t.Errorf("%q after %q repeated: not read as a hold", c.hold, c.unit)
		}
		HoldsRunOn(s, never)
		DemandBeforeMerge(s, never)
		ApprovalConditioned(s)
	}
}

// TestMergeWhensHoldStems: DemandBeforeMerge reads only a line that
// holds one of mergeStems, so each of mergeWhens must hold one.
func TestMergeWhensHoldStems(t *testing.T) {
	for _, w := range mergeWhens {
		if !strings.Contains(w, mergeStems[0]) && !strings.Contains(w, mergeStems[1]) {
			t.Errorf("%q holds none of %q: DemandBeforeMerge would never find it", w, mergeStems)
		}
	}
}

// TestApprovalDenied: the change said not approved now, where a clause
// starts or of the change in the present, or an approval withdrawn, holds
// the merge; what was not approved before, another thing, a double
// denial and another party's denial do not.
func TestApprovalDenied(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"not approved.", true},
		{"not approved", true},
		{"not-approved", true},
		{"this is not approved yet.", true},
		{"the change is still not approved.", true},
		{"the pr isn't approved.", true},
		{"it's not approved yet.", true},
		{"this has not been approved.", true},
		{"this hasn't been approved.", true},
		{"unapproved.", true},
		{"not yet approved.", true},
		{"not approved by me.", true},
		{"round 2: not approved — the token leaks.", true},
		{"approval withdrawn.", true},
		{"i withdraw my approval until the token is rotated.", true},
		{"approval: revoked", true},
		{"this one is not approved.", true},
		{"not approved at this time.", true},
		{"not approved because the token leaks.", true},
		{"not approved for merge.", true},
		{"not approved in round 1 (the token leaked); approved now.", false},
		{"i'm not approving this.", true},
		{"i'm not approving the schema change in round 1, but this one holds.", false},
		{"the previous round was not approved; this one is.", false},
		{"nothing here is not approved.", false},
		{"the license is not approved.", false},
		{"not approved by the bot, approved by me.", false},
		{"unapproved dependencies are flagged by the bot.", false},
		{"is it not approved?", false},
		{"the approval withdrawn in round 1 is restored.", false},
		{"ownership: no", false},
		{"relationship changes: no", false},
	} {
		if _, got := Holds(c.text, never); got != c.want {
			t.Errorf("Holds(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestApprovalConditioned: an approval on a condition still to be met is
// read; one met already, told in the past, a time word with no verb, a
// concession and another thing's approval are not.
func TestApprovalConditioned(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"approved once the token leak is fixed.", true},
		{"i approve once the tests pass.", true},
		{"good to merge once the token leak is fixed.", true},
		{"ready to merge after the migration lands.", true},
		{"i\u2019ll approve once you rebase.", true},
		{"status: approved pending the security review.", true},
		{"approved once the fixed tests pass.", true},
		{"approved once ci passed.", false},
		{"ready to merge once ci went green.", false},
		{"approved once the fix landed in round 2.", false},
		{"approved once again.", false},
		{"approved after the fixes of round 2.", false},
		{"approved, if a little verbose.", false},
		{"the cache is approved once the flag is set.", false},
	} {
		if _, got := ApprovalConditioned(c.text); got != c.want {
			t.Errorf("ApprovalConditioned(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestApprovalConditionedMetOrUnknown: a condition whose clause holds no
// verb that can only speak of what is still to come (a noun that may be
// a verb, `fix`, `run`, `look`), or one told in the past or as met now,
// is no condition a reader waits on; one in a form that can only be
// pending still is.
func TestApprovalConditionedMetOrUnknown(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"approved after the latest fixes.", false},
		{"approved after the security fix.", false},
		{"approved after the last ci run.", false},
		{"approved after a second look.", false},
		{"lgtm after fixes.", false},
		{"approved (after rebase).", false},
		{"approved after the perf fix landed.", false},
		{"approved after fixes were applied.", false},
		{"approved after requested changes were made.", false},
		{"approved once the ci run finished.", false},
		{"approved after ci run 1234 passed.", false},
		{"approved after the tests now pass.", false},
		{"approved if you ask me.", false},
		{"approved, pending nothing.", false},
		{"approved pending nothing further.", false},
		{"approved, assuming nothing else changed i'm happy.", false},
		{"approved after fix merged.", false},
		{"good to merge once the token leak is fixed.", true},
		{"i approve once the tests pass.", true},
		{"approved once the token leak is fixed.", true},
		{"ready to merge after the migration lands.", true},
		{"approved pending the fix.", true},
		{"approved with conditions.", true},
		{"conditionally approved.", true},
		{"approved once fixed.", true},
		{"approved once the tests get fixed.", true},
		{"approved once ci goes green.", true},
		{"approved once the fix will land.", true},
		{"approved if ci is green.", true},
		{"approved once the leak has been fixed.", true},
		{"approved once the leak's been fixed.", true},
		{"approved once the leak has now been fixed.", false},
		{"merge once the leak is fixed.", true},
		{"merge once ci is green.", false},
		{"lgtm modulo the leak fix.", true},
		{"lgtm modulo nits.", false},
		{"approved — needs the leak fix first.", true},
		{"approved; nothing needs to change first.", false},
		{"good to go after the leak fix.", true},
		{"good to go after the fix in 3f2a1c.", false},
		{"happy to merge if there are no objections.", false},
		{"approve if you agree with the naming.", false},
		{"approve if you agree to fix the leak.", true},
		{"approval once granted is final.", false},
		{"approved with one caveat: the leak must be fixed.", true},
		{"approved with one caveat: the docs could be clearer.", false},
		{"approved save for the leak fix.", true},
		{"approved; just needs the leak fix.", true},
		{"approved, just needs a merge.", false},
		{"approved — fix the leak first.", true},
		{"approved. fix the docs typo in a follow-up.", false},
		{"approved, awaiting the leak fix.", true},
		{"+1 once the leak is fixed.", true},
		{"lgtm overall, once the leak is fixed.", true},
		{"signed off, pending the fix.", true},
		{"approved — modulo the leak fix.", true},
		{"approved; waiting on the leak fix.", true},
		{"approved; blocked on nothing.", false},
		{"merging after the fix is applied is idempotent.", false},
		{"merging when you fix conflicts keeps history.", false},
		{"merging once you fix the conflicts is trivial.", false},
		{"landing when the fix lands upstream is fine.", false},
		{"merging when you fix typos is allowed.", false},
		{"merging once ci is green.", false},
		{"merging once the leak fix landed.", false},
		{"lgtm modulo a tiny fix for the sql injection.", true},
		{"lgtm modulo a quick changelog entry.", true},
		{"lgtm, modulo one tiny fix for the sql injection.", true},
		{"approved modulo quick security review.", true},
		{"+1 modulo a tiny fix for the null deref.", true},
		{"approved save for a tiny nil deref fix.", true},
		{"approved — modulo one quick auth check.", true},
		{"approved modulo a little rebase.", true},
		{"ship it modulo a quick timeout fix.", true},
		{"lgtm modulo a small regression test.", false},
		{"lgtm modulo small breakpoint cleanup.", false},
		{"lgtm modulo a small dropdown tweak.", false},
		{"lgtm modulo minor deletion of dead code.", false},
		{"lgtm modulo a small overflow-menu label.", false},
		{"lgtm modulo a small breaking-change note.", false},
		{"lgtm modulo minor fixes.", false},
		{"lgtm modulo small error-message wording.", false},
		{"approved. still waiting on the leak fix.", true},
		{"lgtm, still waiting on the leak fix.", true},
		{"approved. still waiting on bob to merge.", false},
		{"lgtm! still awaiting your merge.", false},
		{"approved — the leak fix still has to land.", true},
		{"approved — the leak fix still needs to land.", true},
		{"approved — the migration still has to land.", false},
		{"approved — the docs fix still has to land in a follow-up.", false},
		{"approved. the leak fix has landed.", false},
		{"approved. i'm still waiting on the leak fix.", true},
		{"approved. we are still waiting on the leak fix.", true},
		{"approved. i'm waiting on bob to merge.", false},
		{"approved — still waiting on the leak fix.", true},
		{"approved — still waiting on bob to merge.", false},
		{"approved — the leak fix has yet to land.", true},
		{"approved — the leak fix is still to land.", true},
		{"approved — the migration has yet to land.", false},
		{"approved. the fix still has to be backported.", false},
		{"approved. the fix has yet to be released.", false},
		{"approved. the fix still needs to be deployed.", false},
		{"lgtm. the fix has yet to reach production.", false},
		{"approved. the docs fix still has to be reviewed.", false},
		{"approved — the leak fix still has to be merged.", true},
		{"approved — the leak fix still has to go in.", true},
		{"approved. the fix still has to land upstream.", false},
		{"approved. the fix has yet to land upstream.", false},
		{"approved — the leak fix still has to land first.", true},
		{"will be merging once you fix the leak.", true},
		{"i will be merging once you fix the leak.", true},
		{"we'll be landing after the leak is fixed.", true},
		{"will be merging the follow-up next week.", false},
		{"will be merging once ci is green.", false},
		{"i will be merging on monday.", false},
		{"lgtm modulo a small security fix.", true},
		{"lgtm modulo one small fix for the leak.", true},
		{"lgtm modulo a minor security fix.", false},
		{"lgtm modulo a minor cleanup in the leak test.", false},
		{"lgtm modulo a small rename in the crash reporter.", false},
		{"lgtm modulo a small fix for the leak test's flakiness.", false},
		{"lgtm modulo a small fix for the memory leak in the parser loop.", true},
		{"lgtm modulo a small fix for the null dereference.", true},
		{"lgtm modulo a minor fix to the crash message.", false},
		{"lgtm modulo a small log message about the panic.", false},
		{"approved modulo one small crash fix.", true},
		{"lgtm modulo a small security nit.", false},
		{"lgtm modulo a small security note in the docs.", false},
		{"lgtm modulo a small fix.", false},
		{"lgtm modulo minor wording around the leak.", false},
		{"lgtm modulo a small overflow-menu label.", false},
		// A race or an overflow is a harm no size makes small; a plan to
		// land waits on its condition as a readiness does.
		{"lgtm modulo a small fix for the race.", true},
		{"lgtm modulo a small fix for the data race.", true},
		{"lgtm modulo one small overflow fix.", true},
		{"lgtm modulo a small fix for the race test's flakiness.", false},
		{"lgtm modulo a small rename in the race detector.", false},
		{"lgtm modulo a small fix for the overflow menu.", false},
		{"i plan to merge once you fix the leak.", true},
		{"we're planning to merge once the leak is fixed.", true},
		{"i intend to merge after the race is fixed.", true},
		{"i plan to merge the two caches in a follow-up.", false},
		{"i plan to merge tomorrow.", false},
		{"they plan to merge once you fix the leak.", false},
	} {
		if _, got := ApprovalConditioned(c.text); got != c.want {
			t.Errorf("ApprovalConditioned(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestPhraseStarts: a phrase is found at each word's start, whole
// matches passed over, after an apostrophe only where the caller lets a
// quote open it, and after a character of many bytes as its last byte
// reads where the caller asks for that.
func TestPhraseStarts(t *testing.T) {
	for _, c := range []struct {
		text, p string
		ws      wordStart
		want    []int
	}{
		{"not approved; not approved", "not approved", quoteJoins, []int{0, 14}},
		{"isn't approved, unapproved", "not approved", quoteJoins, nil},
		{"'not approved'", "not approved", quoteJoins, nil},
		{"'not approved'", "not approved", quoteOpens, []int{1}},
		{"rejected reject xreject", "reject", quoteOpens, []int{0, 9}},
		{"注意merge only after", "merge only after", quoteOpens, nil},
		{"注意merge only after", "merge only after", byteBefore, []int{6}},
		{"'merge only after", "merge only after", byteBefore, []int{1}},
		{"submerge only after", "merge only after", byteBefore, nil},
	} {
		var got []int
		for i := range phraseStarts(c.text, c.p, c.ws) {
			got = append(got, i)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("phraseStarts(%q, %q, %v) = %v, want %v", c.text, c.p, c.ws, got, c.want)
		}
	}
}

// TestPhrasesHoldAnAnchor: Holds lets a text without an anchor go, so
// every phrase, label and word it reads must hold one.
func TestPhrasesHoldAnAnchor(t *testing.T) {
	var all []string
	all = append(all, Phrases()...)
	all = append(all, holdUntil...)
	all = append(all, notApproved...)
	all = append(all, "reject", "merg", "approv", "ship", "land") // rejectionRecommended, asksLanding
	for _, p := range all {
		if !slices.ContainsFunc(anchors, func(a string) bool { return strings.Contains(p, a) }) {
			t.Errorf("%q holds none of %q", p, anchors)
		}
	}
}

// holdTexts frames every phrase and label Holds reads the ways a line
// says it: alone, in the first person, typographic apostrophes, timed
// by yet, a sign-off split by its object, settled, asked.
func holdTexts() []string {
	var texts []string
	for _, p := range append(append(Phrases(), holdUntil...), notApproved...) {
		for _, f := range []string{"%s", "%s.", "i %s this.", "we %s it yet.", "please, %s: the token leaks.",
			"**%s**", "'%s'", "x%s", "%s → fixed.", "%s?", "not yet %s", "it does not %s review."} {
			t := strings.ReplaceAll(f, "%s", p)
			texts = append(texts, t, strings.ReplaceAll(t, "'", "\u2019"))
		}
	}
	return append(texts, "i can't sign this off.", "i can\u2019t sign it off, the token leaks.", "cannot sign-off.",
		"we cannot yet approve.", "do not yet merge.", "don\u2019t yet merge", "sign this pr off? no, i won't.",
		"ready to merge: no.", "approval: withdrawn", "blocking: the token leaks.", "we reject this pr.",
		strings.Join(Phrases(), " "), strings.Join(Phrases(), ". "))
}

// TestHoldsSkipsNoPhrase: Holds, searching a text only for the phrases
// whose anchors it holds, reads every text as the search for every
// phrase does.
func TestHoldsSkipsNoPhrase(t *testing.T) {
	settled := func(s string) bool { return strings.Contains(s, "→ fixed") }
	for _, s := range holdTexts() {
		w, ok := Holds(s, settled)
		if w0, ok0 := holds(s, settled, searchAll(), false); w != w0 || ok != ok0 {
			t.Errorf("Holds(%q) = %q, %v; searching every phrase, %q, %v", s, w, ok, w0, ok0)
		}
	}
}

// searchAll gives no phrase an anchor: holds searches for every one.
func searchAll() *anchorNeeds {
	return &anchorNeeds{make([]uint32, len(phrases)), make([]uint32, len(holdUntil)),
		make([]uint32, len(notApproved)), make([]uint32, len(passDenials)), nil}
}

// TestPhrasesOfAnchors: the phrases holds tries for a text's anchors are
// those that hold one of them, in their order, each once; with no
// byAnchor, every phrase.
func TestPhrasesOfAnchors(t *testing.T) {
	n := phraseAnchors()
	for _, has := range []uint32{0, 1, 1 << 9, 1<<11 | 1<<7, anchorsIn("do not merge, -1, lgtm"), 1<<len(anchors) - 1} {
		var want []int
		for k := range phrases {
			if n.phrases[k]&has != 0 {
				want = append(want, k)
			}
		}
		if got := slices.Collect(n.phrasesOf(has)); !slices.Equal(got, want) {
			t.Errorf("anchors %b: phrases %v, want %v", has, got, want)
		}
	}
	all := slices.Collect(searchAll().phrasesOf(0))
	if len(all) != len(phrases) || all[len(all)-1] != len(phrases)-1 {
		t.Errorf("no byAnchor: %d phrases tried of %d", len(all), len(phrases))
	}
}

// TestStraightApostrophes: an apostrophe of another form is made
// straight wherever it stands, after ASCII of any length, inside or
// after the eight bytes looked at at once, past other characters beyond
// ASCII; a text without one is returned as it is.
func TestStraightApostrophes(t *testing.T) {
	for _, a := range []string{"\u2019", "\u2018", "\u02bc", "\u02b9", "\u2032", "\u00b4", "\uff07"} {
		for n := range 20 {
			for _, lead := range []string{"", "\u2014 ", "é"} {
				s := lead + strings.Repeat("x", n) + "don" + a + "t merge"
				if got, want := straightApostrophes(s), lead+strings.Repeat("x", n)+"don't merge"; got != want {
					t.Errorf("straightApostrophes(%q) = %q, want %q", s, got, want)
				}
			}
		}
	}
	for n := range 20 {
		for _, s := range []string{strings.Repeat("x", n), strings.Repeat("x", n) + "\u2014", "\u00e9" + strings.Repeat("x", n)} {
			if got := straightApostrophes(s); got != s {
				t.Errorf("straightApostrophes(%q) = %q, want it unchanged", s, got)
			}
			want := strings.IndexFunc(s, func(r rune) bool { return r >= 0x80 })
			if got := firstNonASCII(s); got != want {
				t.Errorf("firstNonASCII(%q) = %d, want %d", s, got, want)
			}
		}
	}
}

// TestAnchorsIn: the one pass finds each anchor a search for it finds,
// in every text Holds is tested on and wherever an anchor stands (first,
// last, beside another, alone); anchorsIn keeps a bit per anchor in a
// uint32 and looks two bytes of each up, so there are at most 32,
// each of two bytes at least.
func TestAnchorsIn(t *testing.T) {
	if len(anchors) > 32 {
		t.Errorf("%d anchors: anchorsIn keeps at most 32", len(anchors))
	}
	texts := holdTexts()
	for _, a := range anchors {
		if len(a) < 2 {
			t.Errorf("anchor %q: anchorsIn finds only anchors of two bytes or more", a)
		}
		texts = append(texts, a, a[:len(a)-1], "x"+a, a+"x", a+a, strings.Join(anchors, ""), strings.Join(anchors, " "))
	}
	for _, s := range texts {
		var want uint32
		for k, a := range anchors {
			if strings.Contains(s, a) {
				want |= 1 << k
			}
		}
		if got := anchorsIn(s); got != want {
			t.Errorf("anchorsIn(%q) = %016b, want %016b", s, got, want)
		}
	}
}
