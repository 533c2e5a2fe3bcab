package commitmsg

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
)

// trailerCases are messages (already free of comments) and the trailers
// git finds in them, as `git interpret-trailers --parse` prints them.
var trailerCases = []struct {
	name, msg string
	want      []string
}{
	{"subject only", "Review-Verdict: PASS\n", nil},
	{"plain", "subject\n\nReview-Verdict: PASS\n", []string{"Review-Verdict: PASS"}},
	{"no blank before", "subject\nReview-Verdict: PASS\n", nil},
	{"body then trailers", "subject\n\nbody text\n\nReview-Verdict: FAIL\nReview-Report: reviews/a.md\n",
		[]string{"Review-Verdict: FAIL", "Review-Report: reviews/a.md"}},
	{"trailers not last", "subject\n\nReview-Verdict: PASS\n\nmore body\n", nil},
	{"mixed paragraph", "subject\n\nsome words\nReview-Verdict: PASS\n", nil},
	{"quarter with signoff", "subject\n\nw1\nw2\nw3\nSigned-off-by: A <a@b>\n",
		[]string{"Signed-off-by: A <a@b>"}},
	{"continuation", "subject\n\nReview-Report: reviews/a\n  b.md\nX: y\n",
		[]string{"Review-Report: reviews/a b.md", "X: y"}},
	{"space before colon", "subject\n\nReview-Verdict : PASS\n", []string{"Review-Verdict: PASS"}},
	{"trailing blank lines", "subject\n\nKey: v\n\n\n", []string{"Key: v"}},
	{"empty value", "subject\n\nKey:\n", []string{"Key: "}},
	{"not a token", "subject\n\nnot a: trailer\n", nil},
	{"url is a trailer", "subject\n\nSee: https://x/y\n", []string{"See: https://x/y"}},
	{"leading blank lines", "\n\nsubject\n\nK: v\n", []string{"K: v"}},
	{"leading blank then trailer", "\n\nK: v\n", []string{"K: v"}},
	// Comment lines are skipped where git looks for trailers, not removed.
	{"hash title", "#42: fix parser\n\nReview-Verdict: FAIL\n", []string{"Review-Verdict: FAIL"}},
	{"comment after trailer", "s\n\nReview-Verdict: FAIL\n# see ticket\n", []string{"Review-Verdict: FAIL"}},
	{"comment inside block", "s\n\nK: v\n# c\nJ: w\n", []string{"K: v", "J: w"}},
	{"comment ends continuations", "s\n\nK: v\n# c\n  more\n", nil},
	{"continuation before comment", "s\n\nK: v\n  more\n# c\nJ: w\n", []string{"K: v more", "J: w"}},
	{"comment in title", "s\n# c\n\nK: v\n", []string{"K: v"}},
	{"hash line in block", "s\n\n#123 is fixed\nK: v\n", []string{"K: v"}},
	{"scissors cuts", "s\n\nK: v\n# ------------------------ >8 ------------------------\nJ: w\n", []string{"K: v"}},
	{"scissors with blank", "s\n\nK: v\n# ------------------------ >8 ------------------------ \nJ: w\n", []string{"K: v", "J: w"}},
	{"conflicts block", "s\n\nK: v\n\nConflicts:\n\ta.txt\n", []string{"K: v"}},
	{"colon first", "s\n\n:K: v\n", nil},
}

func TestTrailers(t *testing.T) {
	for _, tt := range trailerCases {
		t.Run(tt.name, func(t *testing.T) {
			got := render(Parse([]byte(tt.msg), "#").Trailers)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("trailers of %q = %q, want %q", tt.msg, got, tt.want)
			}
		})
	}
}

// TestTrailersAgreeWithGit checks the expectations above against git itself,
// the oracle for what a trailer is.
func TestTrailersAgreeWithGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not on PATH")
	}
	for _, tt := range trailerCases {
		fromGit := gitTrailers(t, nil, tt.msg)
		// git prints "Key: " for an empty value as "Key:"; compare trimmed.
		want := trimAll(tt.want)
		if !reflect.DeepEqual(trimAll(fromGit), want) {
			t.Errorf("%s: git finds %q, the table says %q", tt.name, fromGit, tt.want)
		}
	}
}

func TestTrailerLines(t *testing.T) {
	raw := "subject\n# comment\n\nbody\n\n# another\nReview-Verdict: PASS\nReview-Report: r.md\n"
	got := Parse([]byte(raw), "#").Trailers
	want := []Trailer{{"Review-Verdict", "PASS", 7}, {"Review-Report", "r.md", 8}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// gitTrailers is the oracle: the non-empty lines of `git [CONFIG…]
// interpret-trailers --parse` on msg, run with no user configuration.
func gitTrailers(t *testing.T, config []string, msg string) []string {
	t.Helper()
	return gitParse(t, append(config, "interpret-trailers", "--parse", "--no-divider"), msg)
}

// gitParse runs git with args on msg and returns its non-empty lines.
func gitParse(t *testing.T, args []string, msg string) []string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Stdin = strings.NewReader(msg)
	cmd.Dir, cmd.Env = isolatedGit(t)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git interpret-trailers: %v", err)
	}
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// isolatedGit is a folder outside any repository and an environment with
// no user or system configuration, so that git runs with its defaults.
func isolatedGit(t *testing.T) (string, []string) {
	home := t.TempDir()
	return home, append(os.Environ(), "HOME="+home, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL="+home+"/none", "GIT_CEILING_DIRECTORIES="+home)
}

func render(ts []Trailer) []string {
	var out []string
	for _, t := range ts {
		out = append(out, fmt.Sprintf("%s: %s", t.Key, t.Value))
	}
	return out
}

func trimAll(ss []string) []string {
	var out []string
	for _, s := range ss {
		out = append(out, string(bytes.TrimSpace([]byte(s))))
	}
	return out
}
