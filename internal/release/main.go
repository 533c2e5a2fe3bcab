// Command release builds a snapshot release locally, without goreleaser:
// the six binaries .goreleaser.yaml names (linux, darwin and windows on
// amd64 and arm64), each in an archive with the licence and README, and a
// sha256 checksums.txt as goreleaser writes it. It is for checking that a
// release builds before tagging one; publishing is goreleaser's work.
//
//	go run ./internal/release [-out dist] [-version v0.1.0-snapshot]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// target is one GOOS/GOARCH pair of the release.
type target struct{ goos, goarch string }

// targets must equal .goreleaser.yaml's goos × goarch (a test checks it).
var targets = []target{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"windows", "amd64"}, {"windows", "arm64"},
}

func main() {
	out := flag.String("out", "dist", "write the release into `DIR` (emptied first)")
	ver := flag.String("version", "", "stamp `VERSION` into the binaries (default: git describe, plus -snapshot)")
	flag.Parse()
	if err := run(*out, *ver); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func run(out, ver string) error {
	if ver == "" {
		ver = snapshotVersion()
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var archives []string
	for _, t := range targets {
		bin, err := build(out, ver, t)
		if err != nil {
			return err
		}
		name := fmt.Sprintf("reviewlint_%s_%s_%s", strings.TrimPrefix(ver, "v"), t.goos, t.goarch)
		archive, err := pack(out, name, bin, t.goos == "windows")
		if err != nil {
			return fmt.Errorf("archive %s/%s: %w", t.goos, t.goarch, err)
		}
		archives = append(archives, archive)
		fmt.Printf("built %s\n", filepath.Join(out, archive))
	}
	if err := writeChecksums(out, archives); err != nil {
		return err
	}
	fmt.Printf("wrote %s\n", filepath.Join(out, "checksums.txt"))
	return nil
}

// build cross-compiles one binary as the release configuration does:
// static, trimmed paths, the version stamped where `reviewlint --version`
// reads it.
func build(out, ver string, t target) (string, error) {
	exe := "reviewlint"
	if t.goos == "windows" {
		exe += ".exe"
	}
	bin := filepath.Join(out, "build", t.goos+"_"+t.goarch, exe)
	cmd := exec.Command("go", "build", "-trimpath", "-tags", "urfave_cli_no_docs",
		"-ldflags", "-s -w -X main.stampedVersion="+ver,
		"-o", bin, "./cmd/reviewlint")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.goos, "GOARCH="+t.goarch)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("build %s/%s: %w", t.goos, t.goarch, err)
	}
	return bin, nil
}

// snapshotVersion names an untagged build after the nearest tag and commit,
// as goreleaser's --snapshot does.
func snapshotVersion() string {
	desc, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if err != nil || len(strings.TrimSpace(string(desc))) == 0 {
		return "v0.0.0-snapshot"
	}
	v := strings.TrimSpace(string(desc))
	if !strings.HasPrefix(v, "v") {
		v = "v0.0.0-" + v // no tag yet: describe gave only the commit
	}
	return v + "-snapshot"
}
