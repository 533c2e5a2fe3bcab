package contract

import "testing"

// A table's header keys are made once for all its rows, in one
// allocation besides the table's headerInfo, the header's keys being in
// lower case already (headingKey copies none of them).
func TestHeaderKeysOneAllocation(t *testing.T) {
	header := []cell{{text: "file"}, {text: "status"}, {text: "note"}}
	n := testing.AllocsPerRun(100, func() {
		head := new(headerInfo)
		rows := [4]tableRow{}
		for i := range rows {
			rows[i] = tableRow{header: header, head: head}
			if keys := rows[i].headerKeys(); len(keys) != 3 || keys[1] != "status" {
				t.Fatalf("keys %q", keys)
			}
		}
	})
	if n != 2 {
		t.Errorf("%v allocations a table of four rows, want 2", n)
	}
}
