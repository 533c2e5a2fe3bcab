package main

import (
	"strings"
	"testing"
)

// TestStampedVersion: a release build's -X main.stampedVersion=TAG is what
// --version prints, ahead of the module's build information.
func TestStampedVersion(t *testing.T) {
	defer func(old string) { stampedVersion = old }(stampedVersion)
	stampedVersion = "v1.2.3"
	if got := version(); got != "v1.2.3" {
		t.Errorf("version() = %q, want the stamped v1.2.3", got)
	}
}

// TestVersionFastPath: run answers --version and -V without building the
// command tree, and must print what urfave/cli prints for them.
func TestVersionFastPath(t *testing.T) {
	for _, stamp := range []string{"", "v1.2.3"} {
		defer func(old string) { stampedVersion = old }(stampedVersion)
		stampedVersion = stamp
		for _, flag := range []string{"--version", "-V"} {
			args := []string{"reviewlint", flag}
			var fastOut, fastErr, appOut, appErr strings.Builder
			code := run(args, strings.NewReader(""), &fastOut, &fastErr)
			err := newApp(strings.NewReader(""), &appOut, &appErr).Run(args)
			if code != 0 || err != nil || fastOut.String() != appOut.String() || fastErr.String() != appErr.String() {
				t.Errorf("%s (stamp %q): run exit %d, %q, %q; the app %v, %q, %q", flag, stamp, code, fastOut.String(), fastErr.String(), err, appOut.String(), appErr.String())
			}
			if !strings.HasPrefix(fastOut.String(), "reviewlint version ") {
				t.Errorf("%s prints %q", flag, fastOut.String())
			}
		}
	}
}
