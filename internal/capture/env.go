package capture

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"
)

// Environment describes where the command ran: platform (with the Linux
// distribution when /etc/os-release names it), the toolchains found on
// PATH with their versions, and whether this is a CI run.
func Environment() string {
	platform := runtime.GOOS + "/" + runtime.GOARCH
	if d := distribution(); d != "" {
		platform += " (" + d + ")"
	}
	parts := []string{platform}
	if tools := Toolchains(); len(tools) > 0 {
		parts = append(parts, strings.Join(tools, ", "))
	} else {
		parts = append(parts, "no known toolchain on PATH")
	}
	parts = append(parts, CI())
	return strings.Join(parts, "; ")
}

// toolchain is how to ask one tool its version.
type toolchain struct {
	name string
	args []string
	// pick extracts the version from the tool's first output line.
	pick *regexp.Regexp
}

// toolchains is built on first use: most runs never ask for them, and
// compiling the patterns at start-up would cost every verb.
var toolchains = sync.OnceValue(func() []toolchain {
	return []toolchain{
		{"go", []string{"version"}, regexp.MustCompile(`(go\d+\.\d+(\.\d+)?\S*)`)},
		{"node", []string{"--version"}, regexp.MustCompile(`v?(\d+\.\d+\.\d+)`)},
		{"python3", []string{"--version"}, regexp.MustCompile(`(\d+\.\d+\.\d+)`)},
		{"rustc", []string{"--version"}, regexp.MustCompile(`(\d+\.\d+\.\d+)`)},
		{"java", []string{"-version"}, regexp.MustCompile(`"?(\d+(\.\d+)*)`)},
		{"ruby", []string{"--version"}, regexp.MustCompile(`(\d+\.\d+\.\d+)`)},
		{"dotnet", []string{"--version"}, regexp.MustCompile(`(\d+\.\d+\.\d+)`)},
	}
})

// Toolchains lists "name version" for each known toolchain on PATH; one
// that does not answer within two seconds is listed without a version.
func Toolchains() []string {
	var out []string
	for _, t := range toolchains() {
		if _, err := exec.LookPath(t.name); err != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		text, _ := exec.CommandContext(ctx, t.name, t.args...).CombinedOutput()
		cancel()
		first, _, _ := strings.Cut(string(text), "\n")
		m := t.pick.FindStringSubmatch(first)
		switch {
		case m == nil:
			out = append(out, t.name+" (version unknown)")
		case t.name == "go":
			out = append(out, m[1])
		case t.name == "python3":
			out = append(out, "python "+m[1])
		default:
			out = append(out, t.name+" "+m[1])
		}
	}
	return out
}

// ciVars are the variables CI services set, with the service's name.
var ciVars = []struct{ env, name string }{
	{"GITHUB_ACTIONS", "GitHub Actions"}, {"GITLAB_CI", "GitLab CI"}, {"BUILDKITE", "Buildkite"},
	{"CIRCLECI", "CircleCI"}, {"JENKINS_URL", "Jenkins"}, {"TF_BUILD", "Azure Pipelines"},
	{"TRAVIS", "Travis CI"}, {"BITBUCKET_BUILD_NUMBER", "Bitbucket Pipelines"}, {"TEAMCITY_VERSION", "TeamCity"},
}

// CI says whether this is a CI run, and which service when it can tell.
func CI() string {
	for _, v := range ciVars {
		if os.Getenv(v.env) != "" {
			return "CI (" + v.name + ")"
		}
	}
	if ci := strings.ToLower(os.Getenv("CI")); ci != "" && ci != "false" && ci != "0" {
		return "CI"
	}
	return "not CI"
}

func distribution() string {
	if runtime.GOOS != "linux" {
		return ""
	}
	f, err := os.Open("/etc/os-release")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "PRETTY_NAME="); ok {
			return clean(strings.Trim(v, `"'`))
		}
	}
	return ""
}
