package contract

import "testing"

// TestVerdictKeyOverColonValue: a verdict key alone on a line and its
// value on the next after a colon (`Verdict` over `: CHANGES
// REQUESTED`) render as one verdict line to a reader: beside a passing
// verdict a value of the other side, the dialect's or another's, is
// refused in every preset. One that agrees, and prose that mentions a
// verdict over a line that opens with a colon, stay clean.
func TestVerdictKeyOverColonValue(t *testing.T) {
	heads := presetHeads()
	var held []string
	for _, v := range []string{"FAIL", "CHANGES REQUESTED", "BLOCK", "REJECTED"} {
		held = append(held, "Verdict\n: "+v+"\n", "**Verdict**\n: "+v+"\n")
	}
	clean := []string{"The verdict is in\n: see above for the details\n"}
	expectEachPreset(t, heads, held, clean, "passes beside a split verdict line")
}
