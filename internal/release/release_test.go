package main

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

// TestTargetsMatchGoreleaser keeps the local snapshot build and the
// published release building the same six binaries.
func TestTargetsMatchGoreleaser(t *testing.T) {
	data, err := os.ReadFile("../../.goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	list := func(key string) []string {
		m := regexp.MustCompile(`(?m)^    ` + key + `:\n((?:      - \w+\n)+)`).FindSubmatch(data)
		if m == nil {
			t.Fatalf(".goreleaser.yaml: no %s list", key)
		}
		var out []string
		for _, v := range regexp.MustCompile(`- (\w+)`).FindAllSubmatch(m[1], -1) {
			out = append(out, string(v[1]))
		}
		return out
	}
	var want []target
	for _, goos := range list("goos") {
		for _, goarch := range list("goarch") {
			want = append(want, target{goos, goarch})
		}
	}
	if !slices.Equal(targets, want) {
		t.Errorf("targets = %v, .goreleaser.yaml builds %v", targets, want)
	}
	if !regexp.MustCompile(`-X main\.stampedVersion=\{\{ \.Tag \}\}`).Match(data) {
		t.Error(".goreleaser.yaml does not stamp the tag into main.stampedVersion")
	}
}
