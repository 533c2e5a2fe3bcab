package verdict

import "testing"

const okApprove = `{"verdict":"approve","findings":[]}`
const okBlock = `{"verdict":"block","findings":[{"severity":"blocking","question":"q","context":"a.go:1"}]}`

func TestLintSeveritiesAndPath(t *testing.T) {
	ds := Lint([]byte("{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\nb\"}"))
	if len(ds) != 1 || ds[0].Severity.String() != "warning" || ds[0].Path != "" {
		t.Fatalf("got %+v, want one warning with an empty path", ds)
	}
}

func TestUnsafePath(t *testing.T) {
	unsafe := []string{"", "/etc/passwd", "//server/share", "..", "../x", "a/../../x", "a/../b", "./a", "a/", "a//b",
		`a\b`, `..\x`, "C:/x", "c:x", "a\x00b", ".", ".git/hooks/pre-commit", ".GIT/config", ".git"}
	for _, p := range unsafe {
		if unsafePath(p) == "" {
			t.Errorf("unsafePath(%q) = safe, want a reason", p)
		}
	}
	for _, p := range []string{"a", "a/b.md", "work/tasks/x.md", "..foo", "a/..b", "x.git/y", "dir/.git-keep"} {
		if why := unsafePath(p); why != "" {
			t.Errorf("unsafePath(%q) = %q, want safe", p, why)
		}
	}
}
