package repofiles_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const (
	refusedReport  = "Verdict: PASS\n\n## Findings\nNone.\n"
	acceptedReport = "Verdict: PASS\n\n## Coverage statement\n- the parser change: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nThe change does what it says.\n\n## Findings\nNone.\n"
)

// prRepo makes a repository with a base commit and two pull-request heads
// on top of it: one adding a refused report, one an accepted report.
func prRepo(t *testing.T) (dir, base, refused, accepted string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not found")
	}
	dir = t.TempDir()
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = gitEnv(dir)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git("init", "-q", "-b", "main")
	write("main.go", "package main\n")
	git("add", ".")
	git("commit", "-q", "-m", "base")
	base = git("rev-parse", "HEAD")
	write("reviews/pr-1.md", refusedReport)
	git("add", ".")
	git("commit", "-q", "-m", "Add a review")
	refused = git("rev-parse", "HEAD")
	git("checkout", "-q", base)
	write("reviews/pr-1.md", acceptedReport)
	git("add", ".")
	git("commit", "-q", "-m", "Add a review")
	accepted = git("rev-parse", "HEAD")
	return dir, base, refused, accepted
}

// runShell runs script as CI runs a step, in dir with env added, and
// returns its combined output and exit status.
func runShell(t *testing.T, shell []string, script, dir string, env []string) (string, int) {
	t.Helper()
	f := filepath.Join(t.TempDir(), "step.sh")
	if err := os.WriteFile(f, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(shell[0], append(shell[1:], f)...)
	cmd.Dir = dir
	cmd.Env = append(environWithoutGit(), env...)
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return string(out), ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), 0
}

var expression = regexp.MustCompile(`\$\{\{\s*([^}]*?)\s*\}\}`)

// TestGitHubAction runs action.yml's shell steps, as a runner would with
// bash -eo pipefail, against a real repository for a pull request whose
// report is refused and one whose report is accepted. The `uses:` steps
// (setting up Go, uploading SARIF) are GitHub's; the SARIF they would
// upload is checked to be JSON.
func TestGitHubAction(t *testing.T) {
	if testing.Short() {
		t.Skip("builds reviewlint")
	}
	data, err := os.ReadFile("action.yml")
	if err != nil {
		t.Fatal(err)
	}
	steps := actionSteps(string(data))
	var shellSteps int
	for _, s := range steps {
		if s.run != "" {
			shellSteps++
			if s.shell != "bash" {
				t.Fatalf("step %q: shell %q, want bash", s.name, s.shell)
			}
		}
	}
	if shellSteps != 3 {
		t.Fatalf("action.yml: read %d shell steps, want 3 (build, range, check): has its shape changed?", shellSteps)
	}
	actionPath, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	repo, base, refused, accepted := prRepo(t)
	runnerTemp := t.TempDir() // shared by both runs: the build is reused

	for _, tc := range []struct {
		name   string
		head   string
		status int
		want   string
	}{
		{"refused", refused, 1, `(?m)^::error file=reviews/pr-1\.md,line=\d+,col=\d+,title=coverage-missing::`},
		{"accepted", accepted, 0, `^$`}, // no annotation at all
	} {
		t.Run(tc.name, func(t *testing.T) {
			sarif := filepath.Join(t.TempDir(), "out.sarif")
			values := map[string]string{
				"github.action_path":                 actionPath,
				"github.event.pull_request.base.sha": base,
				"github.event.pull_request.head.sha": tc.head,
				"github.event.before":                "",
				"github.sha":                         tc.head,
				"inputs.range":                       "",
				"inputs.config":                      "",
				"inputs.sarif-file":                  sarif,
				"inputs.go-version":                  "stable",
			}
			pathFile := filepath.Join(t.TempDir(), "path")
			path := os.Getenv("PATH")
			var output string
			status := 0
			for _, s := range steps {
				if s.run == "" {
					continue
				}
				outFile := filepath.Join(t.TempDir(), "output")
				env := []string{"RUNNER_TEMP=" + runnerTemp, "GITHUB_PATH=" + pathFile, "GITHUB_OUTPUT=" + outFile, "PATH=" + path}
				for _, kv := range s.env {
					v := expression.ReplaceAllStringFunc(kv[1], func(e string) string {
						name := expression.FindStringSubmatch(e)[1]
						val, ok := values[name]
						if !ok {
							t.Fatalf("step %q: no value for ${{ %s }}", s.name, name)
						}
						return val
					})
					env = append(env, kv[0]+"="+v)
				}
				output, status = runShell(t, []string{"bash", "--noprofile", "--norc", "-eo", "pipefail"}, s.run, repo, env)
				if status != 0 {
					break
				}
				// What a step appends to GITHUB_PATH and GITHUB_OUTPUT
				// reaches the steps after it.
				if added, err := os.ReadFile(pathFile); err == nil {
					for _, dir := range strings.Fields(string(added)) {
						path = dir + string(os.PathListSeparator) + path
					}
				}
				if outs, err := os.ReadFile(outFile); err == nil {
					for _, line := range strings.Split(strings.TrimSpace(string(outs)), "\n") {
						if k, v, ok := strings.Cut(line, "="); ok {
							values["steps."+s.id+".outputs."+k] = v
						}
					}
				}
				t.Logf("step %q:\n%s", s.name, output)
			}
			if status != tc.status {
				t.Fatalf("last step exited %d, want %d; output:\n%s", status, tc.status, output)
			}
			if !regexp.MustCompile(tc.want).MatchString(output) {
				t.Errorf("output lacks %s:\n%s", tc.want, output)
			}
			if got, want := values["steps.range.outputs.range"], base+".."+tc.head; got != want {
				t.Errorf("range output %q, want %q", got, want)
			}
			raw, err := os.ReadFile(sarif)
			if err != nil {
				t.Fatalf("no SARIF file to upload: %v", err)
			}
			var log struct {
				Version string `json:"version"`
				Runs    []struct {
					Results []json.RawMessage `json:"results"`
				} `json:"runs"`
			}
			if err := json.Unmarshal(raw, &log); err != nil || log.Version != "2.1.0" || len(log.Runs) != 1 {
				t.Fatalf("SARIF file is not one SARIF 2.1.0 run (%v):\n%s", err, raw)
			}
			if got := len(log.Runs[0].Results) > 0; got != (tc.status == 1) {
				t.Errorf("SARIF has results: %v, want %v", got, tc.status == 1)
			}
		})
	}
}

// TestGitLabTemplate runs docs/ci/gitlab-ci.yml's script with sh -e, as
// the runner does, for a merge request whose report is refused and one
// whose report is accepted. Its first item installs a release from the
// module proxy; here the binary under test is built into GOPATH/bin
// instead, where that item would put it.
func TestGitLabTemplate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds reviewlint")
	}
	data, err := os.ReadFile("docs/ci/gitlab-ci.yml")
	if err != nil {
		t.Fatal(err)
	}
	script := gitlabScript(string(data), "reviewlint")
	if len(script) != 3 || !strings.HasPrefix(script[0], "go install ") {
		t.Fatalf("gitlab-ci.yml: read script %q, want the go install line and two more", script)
	}
	gopath := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(gopath, "bin", "reviewlint"), "./cmd/reviewlint")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	repo, base, refused, accepted := prRepo(t)
	for _, tc := range []struct {
		name   string
		head   string
		status int
		want   string
	}{
		{"refused", refused, 1, `(?m)^reviews/pr-1\.md:\d+:\d+: error: .*\[coverage-missing\]$`},
		{"accepted", accepted, 0, `(?m)^reviewlint: checking ` + base + `\.\.` + accepted + `$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := []string{"GOPATH=" + gopath, "CI_MERGE_REQUEST_DIFF_BASE_SHA=" + base,
				"CI_COMMIT_SHA=" + tc.head, "REVIEWLINT_VERSION=latest", "REVIEWLINT_CONFIG=",
				"NO_COLOR=1"}
			out, status := runShell(t, []string{"sh", "-e"}, strings.Join(script[1:], "\n")+"\n", repo, env)
			if status != tc.status {
				t.Fatalf("script exited %d, want %d:\n%s", status, tc.status, out)
			}
			if !regexp.MustCompile(tc.want).MatchString(out) {
				t.Errorf("output lacks %s:\n%s", tc.want, out)
			}
		})
	}
}
