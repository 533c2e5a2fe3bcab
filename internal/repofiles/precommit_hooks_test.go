package repofiles_test

import (
	"os"
	"regexp"
	"testing"
)

// TestPreCommitHooks: the pre-commit framework passes files by name, so
// the lint hook must ask reviewlint to apply rules.toml's globs and
// exclude itself (lint_respect_globs.txtar tests the flag), and each hook
// declares the stages it belongs to, or pre-commit runs it at every stage.
func TestPreCommitHooks(t *testing.T) {
	data, err := os.ReadFile(".pre-commit-hooks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	hooks := regexp.MustCompile(`(?m)^- id: (\S+)\n((?:  .*\n)+)`).FindAllSubmatch(data, -1)
	if len(hooks) != 2 {
		t.Fatalf("read %d hooks, want 2", len(hooks))
	}
	want := map[string][2]string{
		"reviewlint":            {`(?m)^  entry: reviewlint lint --respect-globs$`, `(?m)^  stages: \[pre-commit, pre-merge-commit, manual\]$`},
		"reviewlint-commit-msg": {`(?m)^  entry: reviewlint hook commit-msg$`, `(?m)^  stages: \[commit-msg\]$`},
	}
	for _, h := range hooks {
		w, ok := want[string(h[1])]
		if !ok {
			t.Errorf("unexpected hook %s", h[1])
			continue
		}
		for _, re := range w {
			if !regexp.MustCompile(re).Match(h[2]) {
				t.Errorf("hook %s lacks %s", h[1], re)
			}
		}
	}
}
