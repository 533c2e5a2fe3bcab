package analysis

import "testing"

func TestCodePath(t *testing.T) {
	for in, want := range map[string]string{
		"a.go": "`a.go`", " a ": "`  a  `", " a": "` a`", "a``b": "```a``b```", "tab\there": "`\"tab\\there\"`",
	} {
		if got := CodePath(in); got != want {
			t.Errorf("CodePath(%q) = %s, want %s", in, got, want)
		}
	}
}
