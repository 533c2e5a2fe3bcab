package contract

import "testing"

// A row's header keys are made in one allocation, the header's keys
// being in lower case already (headingKey copies none of them).
func TestHeaderKeysOneAllocation(t *testing.T) {
	header := []cell{{text: "file"}, {text: "status"}, {text: "note"}}
	n := testing.AllocsPerRun(100, func() {
		row := tableRow{header: header}
		if keys := row.headerKeys(); len(keys) != 3 || keys[1] != "status" {
			t.Fatalf("keys %q", keys)
		}
	})
	if n != 1 {
		t.Errorf("%v allocations a row, want 1", n)
	}
}
