package contract

import "testing"

// TestNamedCheckFailedInLowerCase: a bullet that names a check and gives
// it a failure word alone as its value (`- build: failed`) reads as a
// failed check to a reader in any case, under any heading: beside an
// approval the report is refused in every preset. Prose that goes on
// past the word, or a failure settled since, is not.
func TestNamedCheckFailedInLowerCase(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n- build: failed\n",
		"## Details\n\n- Unit tests: failing (3 of 40)\n",
		"## Details\n\n- go vet: Failed — shadowed err\n",
	}
	clean := []string{
		"## Details\n\n- tests: failed before the fix and pass after it\n",
		"## Details\n\n- build: failed → fixed in 3f2a1c\n",
		"## Details\n\n- retries: failed requests are retried once\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failed check")
}
