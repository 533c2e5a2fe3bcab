package contract

import "testing"

// TestHoldInOtherShortWords: a line beside a pass that says in short
// words that the change must not be merged (a vote timed or given its
// reason, a veto, a block or a wait ordered, a refusal after a but, a
// contraction split off its verb, the opposite verdict as a sentence of
// its own or said of the change) contradicts it in every preset. The same words told of
// values, protocols, code, others or a round before leave it clean.
func TestHoldInOtherShortWords(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	holds := []string{
		"My vote is -1.", "I'm -1 until the token is rotated.", "Strong -1 until the leak is fixed.",
		"Hard NACK until the token is rotated.",
		"Blocking this until the leak is fixed.", "Block this.", "We must block this.",
		"Veto.", "Vetoed.", "I veto this.",
		"Hold off on merging.", "Please hold off merging until the leak is fixed.",
		"Looks fine, but cannot LGTM.", "Do n\u2019t merge.", "Do n't merge.", "I can\u02b9t approve this.",
		"Needs another round.", "Changes requested.", "Needs work.", "Requires changes.",
		// The same in more words.
		"I'm -1 for now.", "I'm -1 because the token leaks.", "I'm -1 till the token is rotated.",
		"My vote is NACK.", "I vote against this.", "I vote against merging.",
		"I'm vetoing this.", "Vetoed by me.", "We should block this.",
		"Let's hold off on merging.", "Holding off on merging until the leak is fixed.",
		"Still needs work.", "This PR needs work.", "This still needs changes.", "Changes needed.",
		"Requested changes.", "Changes requested \u2014 the token leaks.",
		// Holds in more words: NACKs done, votes no or against said as
		// going on, vetoes said whose, blocks of it, what the change
		// needs, waits the team should keep, refusals after however,
		// fixes not in, a plan to merge on a condition; a NACK done
		// opening its text is a vote.
		"NACKed.", "NACK'd.", "NACK\u2019d.", "NACKed by me.", "I vote no.", "We vote no.",
		"I\u2019m voting against this.", "We are voting against this PR.", "Vetoed by me, sorry.",
		"I'm blocking it.", "I must block it.",
		"Needs some work.", "Still needs a bit of work.", "Changes are needed.", "Looks fine, but changes needed.",
		"We should hold off on merging.", "I think we need to hold off on merging.",
		"I'm -1 since the token leaks.", "I am -1 since the counter overflows.",
		"Approved, but the leak fix is not in yet.", "The leak fix hasn't landed.", "The patch for the leak hasn't landed yet.",
		"Looks fine, however we can't merge.", "LGTM modulo a small fix for the race.", "I plan to merge once you fix the leak.",
	}
	lookAlikes := []string{
		"-1 is returned on error.", "It returns -1: the caller checks it.", "It returns -1 until the buffer fills.",
		"The consumer sends NACK: see ack.go.", "NACK handling until now was wrong and is fixed.",
		"Block this thread until the lock frees.", "Blocking this PR until CI is green is the bot's job, not mine.",
		"Veto power belongs to the owner.", "The veto check is tested.", "The RFC was vetoed.",
		"Hold off retries until backoff expires is implemented.", "We hold off merging until CI is green.",
		"Needs another round of review? No.", "Needs work in a follow-up, not now.",
		"Changes requested in round 1 are addressed.", "Round 1: changes requested.", "My vote is -1 for the naming, +1 overall.",
		// A bare -1 or NACK timed or given its reason: a value or a protocol.
		"Returns:\n- -1 until the first call to Init.", "-1 unless the file exists.", "`NACK` until the ack arrives.",
		"NACK unless the checksum matches.", "NACK until the deadline passes is the protocol default.",
		"-1: the file is missing.", "NACK: the frame is corrupt.",
		// The same words in more forms: values, protocols, rules, inputs
		// and rounds before.
		"It returns -1 for now; the caller checks it.", "-1 because indexes start at 0.", "-1 till the first call to Init.",
		"The server NACKed the frame and we retry.", "The vote is NACK.", "We vote on releases monthly.",
		"We vote against merging on Fridays.", "Vetoed by the owner.", "The owner is vetoing this.",
		"Blocks it until the lock frees.", "Block it at the proxy instead (already done).", "Unknown origin? Block it.",
		"We should block this thread until the lock frees.", "Let's hold off on merging strategies for another doc.",
		"We're holding off merging until CI is green.", "This PR needs work on docs later; fine to merge.",
		"The docs section still needs work.", "No changes needed.", "Requested changes were applied.",
		"Changes requested \u2014 all addressed.",
		// Bare, a reason, a NACK done and an order to block tell of
		// values, protocols and what code does as often.
		"-1 for now.", "`-1` for now.", "- -1 for now.", "-1 because the file is missing.",
		"Returns:\n- 0 on success\n- -1 because the file is missing", "0 means success.\n-1 because the file is missing.",
		"How is a frame with a bad checksum handled? NACKed.", "I sent a corrupt frame. NACKed.",
		"Bad checksum.\nNACKed.", "Block it.", "Options for unknown origins:\n- Allow it.\n- Block it.",
		"An unknown origin arrives. Block it. That is what the middleware does.",
		"Repro: send a frame with a bad CRC. Block it!",
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
	var held, clean []string
	for _, s := range holds {
		held = append(held, "{V}: {P}"+rest+"\n## Summary\n\n"+s+"\n", "{V}: {P}"+rest+"\n## Details\n\nThe retry loop is sound.\n\n- "+s+"\n")
	}
	for _, s := range lookAlikes {
		clean = append(clean, "{V}: {P}"+rest+"\n## Summary\n\n"+s+"\n", "{V}: {P}"+rest+"\n## Details\n\nThe retry loop is sound.\n\n- "+s+"\n")
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
				t.Errorf("%s: an approval beside a hold passes:\n%s", td.name, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) {
				t.Errorf("%s: refused %v\n%s", td.name, ds, doc)
			}
		}
	}
}
