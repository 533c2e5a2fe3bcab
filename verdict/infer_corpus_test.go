package verdict

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestInferCorpus runs Infer on the JSON verdict files of the corpus that
// bench/dialects/extract.sh writes, per repository, when
// REVIEWLINT_DIALECT_CORPUS names its output folder:
//
//	bench/dialects/extract.sh MIRRORS /tmp/corpus
//	REVIEWLINT_DIALECT_CORPUS=/tmp/corpus go test ./verdict -run TestInferCorpus -v
//
// It logs, per repository, how many files the inferred dialect accepts
// and each refusal, and fails if a file with its verdict removed is
// accepted.
func TestInferCorpus(t *testing.T) {
	root := os.Getenv("REVIEWLINT_DIALECT_CORPUS")
	if root == "" {
		t.Skip("REVIEWLINT_DIALECT_CORPUS is not set")
	}
	byRepo := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		parts := strings.SplitN(filepath.ToSlash(rel), "/", 3)
		repo := parts[0] + "/" + parts[1]
		byRepo[repo] = append(byRepo[repo], path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, repo := range slices.Sorted(func(yield func(string) bool) {
		for k := range byRepo {
			if !yield(k) {
				return
			}
		}
	}) {
		var files, stripped [][]byte
		for _, p := range byRepo[repo] {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, b)
			stripped = append(stripped, verdictMember.ReplaceAll(b, nil))
		}
		spec, refusals := Infer(files)
		refused := 0
		for _, r := range refusals {
			if r.File >= 0 {
				refused++
			}
			t.Logf("%s: refused %s", repo, r)
		}
		t.Logf("%s: %d of %d files accepted; dialect %+v", repo, len(files)-refused, len(files), spec)
		_, refusals = Infer(stripped)
		gone := map[int]bool{}
		for _, r := range refusals {
			gone[r.File] = true
		}
		for i := range stripped {
			if !gone[i] {
				t.Errorf("%s: %s without its verdict is accepted", repo, byRepo[repo][i])
			}
		}
	}
}
