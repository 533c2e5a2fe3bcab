package contract

import "testing"

// findMarkers reads an HTML block's lines where they lie: it copies
// neither the block nor a list of its lines.
func TestFindMarkersCopiesNothing(t *testing.T) {
	raw := []byte("<!-- acceptance-evidence:start -->\r\nsha: 1\n<!-- a\n<!-- acceptance-evidence:end -->\n-->\n  <!-- acceptance-evidence:end -->  \n")
	w := &walker{}
	n := testing.AllocsPerRun(100, func() {
		w.markers = w.markers[:0]
		w.findMarkers(raw, 3)
	})
	want := []marker{{line: 3, start: true}, {line: 8}}
	if len(w.markers) != len(want) || w.markers[0] != want[0] || w.markers[1] != want[1] {
		t.Errorf("markers %+v, want %+v", w.markers, want)
	}
	if n != 0 {
		t.Errorf("%v allocations, want none", n)
	}
}
