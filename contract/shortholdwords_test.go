package contract

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/holdcases"
)

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
	}
	holds = append(holds, holdcases.MoreWords...)
	lookAlikes = append(lookAlikes, holdcases.MoreWordsLookAlikes...)
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
