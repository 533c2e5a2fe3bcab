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
// vote.
var MoreWords = []string{
	"NACKed.", "NACK'd.", "NACK\u2019d.", "NACKed by me.", "I vote no.", "We vote no.",
	"I\u2019m voting against this.", "We are voting against this PR.", "Vetoed by me, sorry.",
	"I'm blocking it.", "I must block it.",
	"Needs some work.", "Still needs a bit of work.", "Changes are needed.", "Looks fine, but changes needed.",
	"We should hold off on merging.", "I think we need to hold off on merging.",
	"I'm -1 since the token leaks.", "I am -1 since the counter overflows.",
	"Approved, but the leak fix is not in yet.", "The leak fix hasn't landed.", "The patch for the leak hasn't landed yet.",
	"Looks fine, however we can't merge.", "LGTM modulo a small fix for the race.", "I plan to merge once you fix the leak.",
	"The leak fix is not in yet.", "The leak fix isn\u2019t in yet.",
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
	"We should hold off.", "I think we need to hold off.", "Retry policy: we should hold off.",
	"On 429:\n\nWe should hold off.", "What should the client do on 429?\n\nWe should hold off.",
}
