package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// TestEmptyValuesRefused gives every flag that takes a value, on every
// verb, the empty string, and every verb that takes arguments an empty
// one: each must be a usage error that says so (exit 2), whatever the verb
// would otherwise do with it. The verbs are walked from the command tree,
// so a verb or flag added later is tried too.
func TestEmptyValuesRefused(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"init", "-q"}, {"commit", "-q", "--allow-empty", "-m", "root"}} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(cmd.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir,
			"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME=c", "GIT_COMMITTER_EMAIL=c@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	t.Chdir(dir)
	t.Setenv("REVIEWLINT_FORMAT", "text")
	t.Setenv("REVIEWLINT_CONFIG", "")

	tried := 0
	walkVerbs(newApp(nil, nil, nil).Commands, nil, func(path []string, cmd *cli.Command) {
		for _, f := range cmd.Flags {
			if !takesString(f) {
				continue
			}
			tail := required(cmd, f)
			if cmd.Name == "capture" {
				tail = append(tail, "--", "true")
			}
			args := append(append(append([]string{"reviewlint"}, path...), "--"+f.Names()[0], ""), tail...)
			expectEmptyRefused(t, args, "empty value")
			tried++
		}
		if cmd.ArgsUsage != "" && cmd.Action != nil {
			args := append(append(append([]string{"reviewlint"}, path...), required(cmd, nil)...), "")
			expectEmptyRefused(t, args, "empty")
			tried++
		}
	})
	t.Logf("tried %d empty values", tried)
	if tried < 30 {
		t.Fatalf("tried %d empty values: the walk missed the verbs", tried)
	}
}

// walkVerbs calls visit for every verb that runs (has an action) and is
// typed by people, with the words that name it.
func walkVerbs(cmds []*cli.Command, path []string, visit func([]string, *cli.Command)) {
	for _, cmd := range cmds {
		if cmd.Hidden {
			continue
		}
		here := append(append([]string{}, path...), cmd.Name)
		if cmd.Action != nil {
			visit(here, cmd)
		}
		walkVerbs(cmd.Subcommands, here, visit)
	}
}

// required gives the verb's required flags but tried a valid value, so
// that the empty one is what is refused.
func required(cmd *cli.Command, tried cli.Flag) []string {
	var args []string
	for _, f := range cmd.Flags {
		if f == tried {
			continue
		}
		if r, ok := f.(cli.RequiredFlag); ok && r.IsRequired() {
			args = append(args, "--"+f.Names()[0], "HEAD")
		}
	}
	return args
}

func takesString(f cli.Flag) bool {
	switch f.(type) {
	case *cli.StringFlag, *cli.StringSliceFlag, *cli.PathFlag:
		return true
	}
	return false
}

func expectEmptyRefused(t *testing.T, args []string, want string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	if code != exitUsage || !strings.Contains(stderr.String(), want) {
		t.Errorf("%q: exit %d, stderr %q; want exit 2 saying %q", args, code, stderr.String(), want)
	}
}
