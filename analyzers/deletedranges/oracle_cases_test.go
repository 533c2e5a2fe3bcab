package deletedranges_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDeletedRangesEdgeCasesAgainstGit(t *testing.T) {
	r := newOracleRepo(t)
	r.write("no-final-newline.txt", []byte("a\nb\nc"))
	r.write("crlf.txt", []byte("a\r\nb\r\nc\r\n"))
	r.write("empty.txt", nil)
	r.write("to-empty.txt", []byte("x\ny\n"))
	r.write("mode.sh", []byte("#!/bin/sh\necho hi\n"))
	r.write("binary.bin", []byte("abc\x00def\n"))
	r.write("to-link", []byte("a file\n"))
	r.write("deleted.txt", []byte("gone\n"))
	r.write("big.txt", lines(200000, "line %d of a large file\n"))
	r.write("dir/nested.txt", []byte("1\n2\n3\n"))
	base := r.commit("base")
	r.write("no-final-newline.txt", []byte("a\nb\nc\n"))
	r.write("crlf.txt", []byte("a\nb\r\nc\r\nd"))
	r.write("empty.txt", []byte("now text\n"))
	r.write("to-empty.txt", nil)
	os.Chmod(filepath.Join(r.dir, "mode.sh"), 0o755)
	r.write("binary.bin", []byte("abc\x00xyz\n"))
	os.Remove(filepath.Join(r.dir, "to-link"))
	os.Symlink("dir/nested.txt", filepath.Join(r.dir, "to-link"))
	os.Remove(filepath.Join(r.dir, "deleted.txt"))
	big := lines(200000, "line %d of a large file\n")
	r.write("big.txt", append(bytes.Replace(big, []byte("line 5000 "), []byte("LINE 5000 "), 1), "tail\n"...))
	r.write("dir/nested.txt", []byte("1\n3\n4\n"))
	r.write("new-empty.txt", nil)
	r.write("new.txt", []byte("n\n"))
	r.git("add", "-A")
	r.git("update-index", "--add", "--cacheinfo", "160000,"+base+",submodule")
	r.git("commit", "-q", "-m", "head")
	head := strings.TrimSpace(r.git("rev-parse", "HEAD"))
	checkAgainstGit(t, r, base, head)

	// The submodule moves: git prints one "Subproject commit" line each side.
	r.git("update-index", "--add", "--cacheinfo", "160000,"+head+",submodule")
	r.git("commit", "-q", "-m", "bump")
	checkAgainstGit(t, r, head, strings.TrimSpace(r.git("rev-parse", "HEAD")))
}

// TestDeletedRangesRandomHistory makes random edits with a small alphabet
// of lines (many ambiguous alignments) and compares every commit pair.
func TestDeletedRangesRandomHistory(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	r := newOracleRepo(t)
	files := map[string][]string{}
	render := func(ls []string, finalNewline bool) []byte {
		var b bytes.Buffer
		for i, l := range ls {
			b.WriteString(l)
			if i < len(ls)-1 || finalNewline {
				b.WriteByte('\n')
			}
		}
		return b.Bytes()
	}
	var commits []string
	for round := 0; round < 8; round++ {
		for k := 0; k < 12; k++ {
			name := fmt.Sprintf("f%d.txt", rng.Intn(15))
			ls := files[name]
			for e := rng.Intn(20); e > 0; e-- {
				pos := 0
				if len(ls) > 0 {
					pos = rng.Intn(len(ls) + 1)
				}
				switch rng.Intn(3) {
				case 0:
					ls = append(ls[:pos], append([]string{fmt.Sprint("w", rng.Intn(6))}, ls[pos:]...)...)
				case 1:
					if pos < len(ls) {
						ls = append(ls[:pos], ls[pos+1:]...)
					}
				default:
					if pos < len(ls) {
						ls[pos] = fmt.Sprint("w", rng.Intn(6))
					}
				}
			}
			if rng.Intn(10) == 0 {
				delete(files, name)
				os.Remove(filepath.Join(r.dir, name))
				continue
			}
			files[name] = append([]string(nil), ls...)
			r.write(name, render(ls, rng.Intn(5) != 0))
		}
		commits = append(commits, r.commit(fmt.Sprint("round ", round)))
	}
	for i := 1; i < len(commits); i++ {
		checkAgainstGit(t, r, commits[i-1], commits[i])
	}
	checkAgainstGit(t, r, commits[0], commits[len(commits)-1])
}

// TestDeletedRangesOwnHistory runs over this project's own commits.
func TestDeletedRangesOwnHistory(t *testing.T) {
	r := &oracleRepo{t: t, dir: ".."}
	r.env = os.Environ()
	if _, err := os.Stat("../.git"); err != nil {
		t.Skip("not in a checkout of the project")
	}
	out := r.git("rev-list", "--max-count=40", "HEAD")
	var ids []string
	for _, id := range bytes.Fields([]byte(out)) {
		ids = append(ids, string(id))
	}
	for i := 0; i+1 < len(ids); i++ {
		checkAgainstGit(t, r, ids[i+1], ids[i])
	}
}

// Distinct lines reordered take the increasing-subsequence path, lines
// repeated take Myers' search; both match git diff --minimal's totals.
func TestDeletedRangesReorderedAgainstGit(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	shuffle := func(n int, format string, extra ...string) []byte {
		ls := strings.SplitAfter(string(lines(n, format)), "\n")
		ls = append(ls[:len(ls)-1], extra...)
		rng.Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
		return []byte(strings.Join(ls, ""))
	}
	r := newOracleRepo(t)
	r.write("distinct.txt", lines(4000, "distinct line %d\n"))
	r.write("distinct-edited.txt", lines(3000, "edited line %d\n"))
	r.write("repeated.txt", lines(2000, "repeated line %d\n"))
	base := r.commit("base")
	r.write("distinct.txt", shuffle(4000, "distinct line %d\n"))
	r.write("distinct-edited.txt", append(shuffle(2990, "edited line %d\n", "new a\n", "new b\n"), "tail"...))
	r.write("repeated.txt", shuffle(2000, "repeated line %d\n", "repeated line 7\n", "repeated line 7\n"))
	checkAgainstGit(t, r, base, r.commit("reorder"))
}
