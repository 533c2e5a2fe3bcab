package commitmsg

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestReadFileAgreesWithGitCommit commits real messages through a
// commit-msg hook that keeps a copy of the file git hands it, then compares
// what ReadFile finds in that copy with `git log --format=%(trailers)` on
// the commit git recorded: git is the oracle for both the cleanup and the
// trailer parsing.
func TestReadFileAgreesWithGitCommit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not on PATH")
	}
	dir, env := isolatedGit(t)
	env = append(env, "GIT_EDITOR=true", "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@b",
		"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@b")
	git := func(args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	git("init", "-q")
	hook := filepath.Join(dir, ".git", "hooks", "commit-msg")
	if err := os.WriteFile(hook, []byte("#!/bin/sh\ncp \"$1\" .git/seen\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cut := "# ------------------------ >8 ------------------------"
	tests := []struct {
		name, commentChar string
		args              []string
		edited            bool // git strips comments
	}{
		{"hash title under -m", "", []string{"-m", "#42: fix parser", "-m", "Review-Verdict: FAIL"}, false},
		{"comment after trailer", "", []string{"-m", "subject", "-m", "Review-Verdict: FAIL\n# see ticket"}, false},
		{"hash title edited", "", []string{"-e", "-m", "#42: fix parser", "-m", "Review-Verdict: FAIL"}, true},
		{"auto picks semicolon", "auto", []string{"-e", "-m", "subject\n\n#123 is fixed here\nReview-Verdict: FAIL"}, true},
		{"auto under -m", "auto", []string{"-m", "subject\n\n#123 is fixed here\nReview-Verdict: FAIL"}, false},
		{"semicolon configured", ";", []string{"-e", "-m", "s\n\nK: v\n; c\n  more"}, true},
		{"verbose", "", []string{"-v", "-e", "-m", "s\n\nReview-Verdict: PASS"}, true},
		{"hand-written scissors edited", "", []string{"-e", "-m", "s\n\nK: v\n\n" + cut + "\n\nJ: w"}, true},
		{"hand-written scissors -m", "", []string{"-m", "s\n\nK: v\n\n" + cut + "\n\nJ: w"}, false},
		{"scissors mode", "", []string{"-e", "--cleanup=scissors", "-m", "s\n\nK: v"}, true},
		{"scissors mode, text below", "", []string{"-e", "--cleanup=scissors", "-m", "s\n\nK: v\n" + cut + "\n# Do not modify\n\nJ: w"}, true},
		{"comment between continuation", "", []string{"-e", "-m", "s\n\nK: v\n# c\n  more"}, true},
		{"leading comment", "", []string{"-e", "-m", "# c\n\nK: v"}, true},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			git("config", "core.commentChar", "#")
			if tt.commentChar != "" {
				git("config", "core.commentChar", tt.commentChar)
			}
			if err := os.WriteFile(filepath.Join(dir, "f"), []byte(strings.Repeat("x\n", i+1)), 0o644); err != nil {
				t.Fatal(err)
			}
			git("add", "f")
			git(append([]string{"commit", "-q"}, tt.args...)...)
			want := nonEmpty(git("log", "-1", "--format=%(trailers:only,unfold)"))
			raw, err := os.ReadFile(filepath.Join(dir, ".git", "seen"))
			if err != nil {
				t.Fatal(err)
			}
			msgs := ReadFile(raw, FileOptions{Comments: Comments{tt.commentChar}})
			got := msgs[1]
			if tt.edited {
				got = msgs[0]
			}
			if g := trimAll(render(got.Trailers)); !reflect.DeepEqual(g, trimAll(want)) {
				t.Errorf("file %q: ReadFile finds %q, git recorded %q", raw, g, want)
			}
		})
	}
}

func nonEmpty(out string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}
