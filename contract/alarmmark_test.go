package contract

import "testing"

// TestAlarmMarkFirst: a bullet led by an alarm (`- 🚨 this breaks
// login`) shows a reader a blocking issue as a red stop mark does:
// beside an approval it is refused in every preset. A legend (`🚨 =
// needs a look`) or a mark before one word is none, and under advice it
// ranks a next step as Critical does.
func TestAlarmMarkFirst(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Summary\n\n- 🚨 this breaks login\n",
		"## Summary\n\n- 🚨 **the token leaks** to the log\n",
	}
	clean := []string{
		"## Summary\n\n- 🚨 = needs a look\n",
		"## Summary\n\n- 🚨 none\n",
		"## Next Steps\n\n- 🚨 add a test for the login flow\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside an alarm-marked bullet")
}
