package failprose

import (
	"strings"
	"testing"
)

// TestFailing: a clause that opens with the build, CI or the tests and
// says they fail now is read; history, conditions, the old code,
// denials, labels, settled failures and another change's are not.
func TestFailing(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"ci is red.", true},
		{"the build fails on main.", true},
		{"tests are failing.", true},
		{"two integration tests still fail.", true},
		{"the test suite does not pass.", true},
		{"the code is sound, but the build doesn't compile on windows.", true},
		{"build broken.", true},
		{"ci red, otherwise sound.", true},
		{"the build failed before this fix; it passes now.", false},
		{"no tests fail.", false},
		{"before this change the build failed.", false},
		{"the new test fails without the fix and passes with it.", false},
		{"if the build fails, the hook retries.", false},
		{"the build fails fast on a bad flag, by design.", false},
		{"the nightly build fails on main, unrelated to this change.", false},
		{"tests passing: 12, tests failing: 0.", false},
		{"ci was red in round 1 → fixed in 3f2a1c.", false},
		// A label naming what is checked, given a failure for its value.
		{"ci: red.", true},
		{"build: failed", true},
		{"unit tests: still failing.", true},
		{"status of ci: red.", true},
		{"ci: green.", false},
		{"ci: red → fixed.", false},
		{"tests failing: 0.", false},
		{"ci: red on main, unrelated to this change.", false},
		{"linting fails.", true},
		{"ci: red on main.", true},
		{"build: failing on arm64.", true},
		{"the build fails on main, which this change fixes.", false},
		{"ci is red on main, which this pr fixes.", false},
		{"ci: red on main, which this change fixes.", false},
		{"ci: red on main, which this change does not fix.", true},
		{"the build fails on main, which this change breaks.", true},
		{"the build fails on main, fixed by this change.", false},
		{"ci is red, but this change fixes the typo.", true},
		{"tests fail, and the docs are fixed by this change.", true},
	} {
		if _, got := Failing(c.text, nil); got != c.want {
			t.Errorf("Failing(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestFailingFinishesOnLongSentences reads sentences of 4 MiB made of
// what each rule reads on: work that grew with the square of the
// sentence would run for minutes, and the test binary's timeout fails
// the run. Nothing is timed.
func TestFailingFinishesOnLongSentences(t *testing.T) {
	for _, unit := range []string{"ci: not red ", "if tests fail this is not ready, ", "build broken, ", "ci: red on main, which this change fixes: ",
		"a - b - c | "} {
		Failing(strings.Repeat(unit, (4<<20)/len(unit)), nil)
	}
}
