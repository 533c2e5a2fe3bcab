package tomldepth

import (
	"testing"

	"github.com/BurntSushi/toml"
)

// FuzzCheck: any input is scanned without panic, and a document the
// parser reads (the oracle) whose decoded values nest no deeper than a
// quarter of Max is never refused: each level of a value costs the scan
// at most a bracket and a key part, and a header adds its parts once.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("[a.b]\nc = {d = [1, 2]}\n"))
	f.Add([]byte("x = \"\"\"a\n]]\"\"\"\n"))
	f.Add([]byte("a.b.c = '{'\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		err := Check(data)
		if err == nil {
			return
		}
		var v map[string]any
		if _, perr := toml.Decode(string(data), &v); perr != nil {
			return
		}
		if d := depthOf(v); d <= Max/4 {
			t.Fatalf("refused a document nested %d deep: %v\n%q", d, err, data)
		}
	})
}

func depthOf(v any) int {
	best := 0
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			best = max(best, depthOf(e))
		}
	case []map[string]any:
		for _, e := range x {
			best = max(best, depthOf(e))
		}
	case []any:
		for _, e := range x {
			best = max(best, depthOf(e))
		}
	default:
		return 0
	}
	return best + 1
}
