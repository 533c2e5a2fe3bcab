// Package holdcases holds sentences every reader of reviews is tested
// on alike: holds in a reviewer's more words, each of which contradicts
// an approval beside it, and the same words told of values, protocols,
// code and other work, which leave it standing. The markdown reader and
// the JSON verdict reader are held to both lists, so neither drifts from
// the other.
package holdcases

// MoreWords are holds in more words: NACKs done, votes no or against
// said as going on, vetoes said whose, blocks of it, what the change
// needs, waits the team should keep, refusals after however, fixes not
// in, a plan to merge on a condition; a NACK done opening its text is a
// vote. Each holds as plainly with an apology or a time now after it,
// said by we as by I, given any reason where it is said whose, counted
// (`Some changes are needed.`) or after a though.
var MoreWords = []string{
	"NACKed.", "NACK'd.", "NACK\u2019d.", "NACKed by me.", "I vote no.", "We vote no.",
	"I\u2019m voting against this.", "We are voting against this PR.", "Vetoed by me, sorry.",
	"I'm blocking it.", "I must block it.",
	"Needs some work.", "Still needs a bit of work.", "Changes are needed.", "Looks fine, but changes needed.",
	"We should hold off on merging.", "I think we need to hold off on merging.",
	"I'm -1 since the token leaks.", "I am -1 since the counter overflows.",
	"Approved, but the leak fix is not in yet.", "The leak fix hasn't landed.", "The patch for the leak hasn't landed yet.",
	"Looks fine, however we can't merge.", "LGTM modulo a small fix for the race.", "I plan to merge once you fix the leak.",
	"The leak fix is not in yet.", "The leak fix isn\u2019t in yet.", "It still needs work.", "It needs some work.",
	"We're -1 since the token leaks.", "We\u2019re -1.", "We are -1 because the token leaks.", "I'm -1 because of the race.",
	"I'm -1 due to the deadlock.", "I'm -1 because the naming is confusing.", "I'm -1, sorry.",
	"I'll block it for now.", "I'll block it, sorry.", "I'm blocking it, sorry.",
	"NACK'd, sorry.", "NACKed, unfortunately.", "NACK'd for now.", "NACK\u2019d \u2014 sorry.",
	"I vote no, sorry.", "We vote no, sadly.", "I vote no since the token leaks.", "I vote no because I prefer the old API.",
	"I'd vote no.", "I vote no for now.",
	// A vote on a line of its own beside a finished sentence holds.
	"The token leaks.\nI'm -1.", "I'm -1 because the naming is confusing.\nThanks for the patch.",
	"Thanks for the patch.\nI'm -1 because the naming is confusing.",
	"Some changes are needed.", "A few more changes are needed.", "Minor changes are still needed.", "Several changes needed.",
	"Looks fine, though we can't merge.", "LGTM, although we can't merge it yet.",
	"Vetoed by me \u2014 sorry.", "Vetoed by me; sorry.", "Vetoed, sorry.", "Changes requested, sorry.",
	"Sorry, NACK'd.", "Unfortunately, -1.", "Sorry, but vetoed.", "NACK'd, sorry: the token leaks.", "-1 from us.",
	// An apology after other words leaves the but before changes
	// asked; the longest apology is cut whole.
	"I'm sorry, but changes are needed.", "I'm sorry, but requires changes.", "Looks good, sorry, but changes requested.",
	"Nice work, sadly, but changes are needed.", "Looks fine, unfortunately, but requires changes.",
	"Looks good, sorry, but changes requested \u2014 the token leaks.", "I'm sorry, changes are needed.",
	// Any apology or regret before a refusal or an order leaves it the
	// reviewer's.
	"Sadly, not LGTM.", "Alas, not LGTM.", "Alas, do not merge.", "I'm afraid, do not merge.", "Apologies, do not merge.",
	// A reason that ends with an apology ends the vote's sentence.
	"I'm -1 because the naming is confusing, sorry.", "I'm -1 due to the deadlock, sorry.",
	// An apology after any hold ends its sentence as a full stop does,
	// set off by a comma, a dash or brackets.
	"NACK, sorry.", "NACK \u2014 sorry.", "NACK (sorry).", "Hard NACK, sorry about that.", "Veto, sorry.",
	"I'm -1 for now, sorry.", "I'm -1 for the time being \u2014 sorry.", "For now, hold off, sorry.",
	"The leak fix is not in yet, sorry.", "The leak fix hasn't landed, sorry.",
	"The patch for the leak hasn't landed yet, unfortunately.", "Looks fine, though we can't merge, sorry.",
	"LGTM, although we can't merge it yet, I'm afraid.",
	// Thanks after a hold end it as an apology does.
	"NACK, thanks.", "I'm -1, thank you.", "I'm -1 for now, thanks.", "The leak fix is not in yet, thanks.",
	"A couple more changes are needed, thanks.", "We can't merge this until the leak is fixed, thanks!",
	// Changes counted or sized in any words, and work asked of the
	// change before it merges.
	"A couple more changes are needed.", "A few changes are needed.", "Several more changes are needed.",
	"Two more changes are needed.", "Lots more changes are needed.", "A handful of changes are required.",
	"2 more changes are needed.", "Quite a few small changes are still needed.", "A dozen more changes are needed.",
	"It needs work before we can merge it.", "Needs work before merging.", "Changes are needed before we can merge.",
	"It needs more work before it can be merged.", "A few more changes are needed before this can land.",
	// A merge the reviewer refuses until, unless or before a fix, and
	// a vote on merging the change.
	"Looks fine, but we can't merge until the leak is fixed.", "Looks fine, but we cannot merge unless the leak is fixed.",
	"We can't merge this until the leak is fixed.", "Looks fine, but we won't merge till the leak is fixed.",
	"LGTM, but we can't merge before the leak is fixed.",
	"We're -1 on merging this.", "I'm -1 on merging this PR.", "-1 on merging this.", "We're -1 on landing it, sorry.",
	"Eleven more changes are needed.", "Twelve more changes are needed.",
	"We're -1 on merging.", "Strong -1 on landing.",
	// A refusal that waits for a defect dealt with, or review or CI,
	// holds whatever follows it, stressed, with no subject or after a
	// label.
	"We can't merge until the leak is fixed.", "We won't merge until CI passes.",
	"We can't merge until the leak is fixed, so please fix it.", "We can't merge until the leak is fixed, so I'm blocking.",
	"We can't merge until the leak is fixed; hence the hold.", "We can't merge until the leak is fixed, thus the -1.",
	"We can't merge unless the leak is fixed, so that's a hard no.", "But we can't merge until the leak is fixed, so please fix it.",
	"We really can't merge until the leak is fixed.", "We still can't merge until the leak is fixed.",
	"We definitely won't merge until the leak is fixed.", "I really can't merge until the leak is fixed.",
	"Can't merge until the leak is fixed.", "Cannot merge until CI passes.", "Won't merge until the leak is fixed.",
	"Can't merge this until the leak is fixed.", "Note: we can't merge until the leak is fixed.",
	"TL;DR: we can't merge until the leak is fixed.", "Update: we can't merge until the leak is fixed.",
	"This PR can't merge until the leak is fixed.", "Unfortunately we can't merge until the leak is fixed.",
	"We can't merge until CI passes, so that's a no for now.", "We can't merge until the fix lands.",
	// A refusal that waits for the change's own parts (its tests, docs,
	// migration) or for its author's work, in any state.
	"We can't merge until tests are added.", "Can't merge until the docs are updated.",
	"We can't merge until the migration is reversible.", "We can't merge until you add tests.",
	"I can't merge until the changelog is updated.", "We won't merge until the docs are written.",
	"We can't merge until the tests are green.", "Can't merge until the PR description is filled in.",
	// A refusal then a sentence or clause by we, whatever its verb, and
	// a -1 after a sentence that names a count.
	"We can't merge this. We tested it and it leaks.", "We won't merge. We see a leak.",
	"We won't merge. We await the fix.", "We won't merge. We suggest a rebase.", "We won't merge. We demand tests.",
	"We won't merge. We disagree.", "We can't merge, we leak the token.", "Can't merge. We see a leak.",
	"We won't merge. We, the maintainers, decline.", "We can't merge. Instead we suggest a rebase.",
	"We won't merge. We respectfully decline.", "This PR doubles the memory budget. We're -1.",
	"This doubles the replica count. We're -1 on this PR.", "Final vote count. We're -1.", "Final tally. We're -1.",
	"Replica count. We're -1 until the leak is fixed.",
	// A refusal set off from its reason or an apology, or followed by
	// a sentence that asks or waits.
	"We won't merge, sorry: the token leaks.", "We won't merge, the leak is still there.",
	"We can't merge, the token leaks.", "We won't merge. We need tests.", "We won't merge. We wait for the fix.",
	"We won't merge; the leak is still there.",
	// One change counted, a NACK timed now or with an apology to all,
	// and a -1 to merging or on this merge.
	"One more change is needed.", "Another change is needed.", "One more change is still needed.",
	"NACK, sorry guys.", "NACK, my apologies.", "NACK for now.", "NACK for the time being.", "NACK, thanks all.",
	"NACK for now, sorry.", "-1 to merging this.", "I'm -1 on this merge.", "We're -1 to merging this.",
	"I'm -1 to merging.", "Strong -1 to merging this PR.",
	// A refusal in any modal, contracted or not, until a fix.
	"We shouldn't merge until the leak is fixed.", "We should not merge until the leak is fixed.",
	"We must not merge until the leak is fixed.", "We cannot merge until the leak is fixed.",
	"We can not merge until the leak is fixed.", "We will not merge until the leak is fixed.",
	"We won't merge until the leak is fixed.", "We mustn't merge until the leak is fixed.",
	"We mustn\u2019t merge until the leak is fixed.", "We shouldn't merge this until tests are added.",
}

// MoreWordsLookAlikes are the same words telling of something else.
var MoreWordsLookAlikes = []string{
	// The same words told of protocols, polls, code, other work and
	// values.
	"The consumer sends NACK'd frames back.", "NACK'd frames are requeued.", "Was frame 3 acked? NACKed.",
	"We vote no on tabs in the style guide.", "If you vote no, the RFC is closed.", "The bot is voting no.",
	"I'm voting against tabs in the style guide.", "They are voting against this.",
	"Vetoed by the owner, sorry.", "Vetoed by me, then lifted.",
	"Blocking it on the mutex is intended.", "The caller ends up blocking it.", "If the origin is unknown, please block it.",
	"Needs some work in a follow-up, tracked in #12", "The docs section needs some work.",
	"Changes are needed in the docs \u2014 done in this PR.", "Some changes are needed to the CI config, included here.",
	"The client should hold off on merging retries.", "On a 429 we should hold off.", "When rate limited, we should hold off.",
	"-1 is returned since the index is empty", "-1 since the index is empty.", "It returns -1 since the token leaks.",
	"The fix for the race has landed.", "The leak fix hasn't landed upstream, so we vendor it.", "The docs fix hasn't landed.",
	"The leak fix is not in this file.", "The docs fix is not in yet.", "The leak fix is in.",
	"Looks fine, however we can't merge two maps in place.", "LGTM modulo a small fix for the race test's flakiness.",
	"I plan to merge the two caches in a follow-up.", "They plan to merge once you fix the leak.",
	// A bare -1 with a reason, a bare block of it or plea for one
	// and a bare hold off the team should keep tell of values,
	// policies and what code does as often, whatever the reason.
	"-1 because the token leaks.", "-1 since the token leaks.", "-1 because the parser panics.",
	"Return values:\n- 0 on success\n- -1 because the parser panics", "Exit codes:\n- 0 on success\n- -1 since the child crashes",
	"What does it return when the buffer overflows?\n\n-1 because the counter overflows.",
	"-1 because the counter overflows.", "-1 since the int overflows.", "- -1 because the counter overflows",
	"The result is\n\n-1 since the int overflows.", "-1 since the goroutine leaks; the test checks it returns -1.",
	"-1 because the process crashes before writing it.", "0 means success.\n-1 since the worker crashes.",
	"Blocking it.", "Please block it.", "Please block this.", "- Blocking it.",
	"Options for unknown origins:\n- Allow it.\n- Please block it.", "Unknown origin.\n\nPlease block it.",
	"That IP is abusive. Please block it.", "The spammer keeps retrying. Please block it.",
	"Does the writer stall the reader?\n\nBlocking it.", "Reader behaviour when the pipe is full:\n\nBlocking it.",
	"The goroutine waits on the channel.\nBlocking it.", "Lock contention test:\n\nBlocking it.",
	// The same words with no vote in them, a vote of others, a -1 in
	// code or a version, a no counted, an apology that goes on and a
	// refusal to merge told of code after a though or however.
	"-1 since v2 is off by one.", "-1 because of the race.", "-1 due to the deadlock.", "They're -1 since the token leaks.",
	"It returns -1 because of the race.", "`-1` since the token leaks.", "`-1 since the token leaks`",
	"+1", "+1.", "Bumped to v1.2-1.", "Version v1.2-1 is out.", "Hunk @@ -108,2 +290,3 @@ is fine.", "@@ -108,2 +290,3 @@",
	"No changes are needed.", "No more changes are needed.", "Not many changes are needed.", "Nothing still needs work.",
	"Some changes are needed to the CI config, included here.", "It still needs work on Windows, tracked in #12.",
	"I was going to block it but the fix landed.", "I would have blocked it, but the fix landed.",
	"Sorry, -1 is returned on error.", "Unfortunately, NACK'd frames are dropped.", "Vetoed by me, sorry, then lifted.",
	"I'll block it at the proxy.", "I'll block it until the lock frees.", "I vote no on tabs, sorry.", "NACK'd frames, sorry.",
	"We can't merge sorted runs in place, so the code copies.", "However we can't merge sorted runs in place, so the code copies.",
	"Looks fine, though we can't merge two maps in place.", "Even though we can't merge the maps, the lookup is fast.",
	// A vote given its reason, then marked as no block or settled, a
	// count said by we and a verdict whose reason goes on to settle it.
	"I'm -1 because the name is long, but won't block.", "I'm -1 because the name is long (non-blocking).",
	"I vote no since the old name is clearer, but won't block.", "We're -1 since the old API is nicer, but we won't block.",
	"I'm -1 since the token leaks (now fixed).", "I'm -1 because of the race, now fixed.",
	"Headcount: we're -1 since Alice left.", "Replica count: we're -1.", "We're -1 since Alice left.",
	"Changes requested due to the deadlock, now resolved.", "Vetoed due to the leak, then lifted.",
	"We should hold off.", "I think we need to hold off.", "Retry policy: we should hold off.",
	"On 429:\n\nWe should hold off.", "What should the client do on 429?\n\nWe should hold off.",
	// The same hard-wrapped, said by we or I vote no and settled, a
	// count set off by a dash and a bare -1 given its reason after an
	// apology.
	"I'm -1 because the name is\nlong, but won't block.", "I'm -1 since the token\nleaks (now fixed).",
	"I'm -1 because of the\nrace, now fixed.", "I vote no since the old name\nis clearer, but won't block.",
	"I'm -1 because the name is long\n(non-blocking).",
	"We're -1 because the token leaks, now fixed.", "We're -1 since the token leaks, but won't block.",
	"We are -1 because the token leaks (non-blocking).", "I vote no because the token leaks, now fixed.",
	"-1 from us since the token leaks, now fixed.",
	"Replica count \u2014 we're -1.", "Replica count; we're -1.",
	"-1, sadly, since the counter overflows.", "-1, unfortunately: the counter overflows.",
	// An apology in brackets that a word follows.
	"NACK (sorry) frames are dropped.", "Thanks, -1 is returned on error.", "NACK, thanks to the retry, is rare.",
	// No changes counted, a version, and work before a merge of
	// something else or asked of another thing.
	"No changes are needed before we can merge.", "Not many more changes are needed.",
	"v1.2 changes are needed in the docs, done here.", "Needs work before merging the two maps.",
	// A refusal to merge told of code or a tool, and a -1 on merging
	// something else, in code or a hunk.
	"We won't merge two maps in place.", "Git won't merge until the conflict is resolved.",
	"The tool can't merge until the lock is held.", "We can't merge sorted runs until both are read.",
	"`merge()` returns `-1` on merging two empty maps.", "Hunk `@@ -1 +1 @@` on merging is clean.",
	"It returns -1 on merging two empty maps.", "-1 on merging sorted runs is the sentinel.",
	"We're -1 on merging sorted runs.",
	// No changes counted in digits.
	"0 changes are needed.", "0 more changes are needed.",
	// A bare -1 on a merge named with no object, as in a code span.
	"`-1` on merging.", "`-1` on landing.",
	// A merge refused until an event, told of code: its subject, a
	// label before a colon, or a consequence that follows.
	"We can't merge unless the keys match, so duplicates are kept.", "We cannot merge before sorting, so sort runs first.",
	"However we can't merge until the lock is held, so the writer waits.",
	"We can't merge until both sides are sorted, hence the sort in step 2.",
	"It can't merge until the lock is held.", "It won't merge unless the keys match.",
	"We won't merge, we append: the log is immutable.",
	"The merge step: we can't merge until both inputs are sorted.", "Merging: we can't merge unless both are sealed.",
	// A wait for a state of the code tells of code whatever follows it.
	"We can't merge unless the keys match, otherwise duplicates appear.",
	"We can't merge before the index is built, because the lookup needs it.",
	"We can't merge until both inputs are sorted, and we sort in step 2.",
	"We can't merge until both inputs are sorted; step 2 sorts them.",
	"We can't merge until the lock is held, therefore the writer waits.",
	"We can't merge until the lock is held, meaning the writer waits.",
	"We can't merge until the lock is held — so the writer waits.", "We can't merge until the lock is held: the writer waits.",
	"We can't merge until runs.Len() is 2, so the loop buffers them.",
	"We can't merge until both inputs (e.g. runs) are sorted, so step 1 sorts.",
	"We can't merge until v1.2 is read, so the loop buffers it.",
	"Merging — we can't merge until both inputs are sorted.", "Merging. We can't merge until both inputs are sorted.",
	// A wait whose subject is what the code works on, though a part
	// of a change is named before it.
	"We can't merge until the docs index is built.", "We can't merge until the test inputs are sorted.",
	// A wait on what code works on, though it is named as a change's
	// part may be, or on what a caller does.
	"We can't merge until the commits are sorted, so step 1 sorts.",
	"In step 2 we can't merge until the migrations are applied.",
	"We can't merge until the docs are indexed, so the indexer runs first.",
	"We can't merge until the patch is parsed.", "We can't merge until the comments are parsed (the AST needs them).",
	"You can't merge until you call Sort() on both inputs.", "It can't merge until you flush the buffer.",
	// What is done instead, said after a refusal; one change not
	// counted.
	"However we can't merge sorted runs in place, so we copy.",
	"A change is needed in the parser, done here.", "One change is needed in the docs, done here.",
	"In step 2 we can't merge until both inputs are sorted.", "Note that we can't merge until both inputs are sorted.",
	"We can't merge until both are read (the heap needs both heads).", "We can't merge until the lock is held.",
}
