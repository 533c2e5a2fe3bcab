package index

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// all reads every entry through At.
func all(f *File) []Entry {
	entries := make([]Entry, f.Len())
	for i := range entries {
		entries[i] = f.At(i)
	}
	return entries
}

// lsFiles formats entries as `git ls-files -s -z` prints them.
func lsFiles(entries []Entry) string {
	var b strings.Builder
	for _, e := range entries {
		fmt.Fprintf(&b, "%06o %s %d\t%s\x00", uint32(e.Mode), e.Hash, e.Stage, e.Path)
	}
	return b.String()
}

// indexRepo is a repository whose index holds a committed tree (more
// entries than File keeps one offset for), a symbolic link, a staged
// change below one folder, a path too long for the length in the entry's
// flags, an intent-to-add file and a conflict.
func indexRepo(t testing.TB) *gittest.Repo {
	r := gittest.New(t)
	for i := 0; i < 40; i++ {
		r.Write(fmt.Sprintf("d%d/sub/f%d.txt", i%3, i), fmt.Sprintln(i))
	}
	r.Write("c.txt", "base\n")
	if err := os.Symlink("../c.txt", filepath.Join(r.Dir, "d2", "link.md")); err != nil {
		t.Fatal(err)
	}
	r.CommitAll("base")
	r.Git("checkout", "-q", "-b", "other")
	r.Write("c.txt", "other\n")
	r.CommitAll("other")
	r.Git("checkout", "-q", "main")
	r.Write("c.txt", "main\n")
	r.CommitAll("main")
	cmd := exec.Command("git", "merge", "-q", "other")
	cmd.Dir, cmd.Env = r.Dir, gittest.Env(r.Home)
	if cmd.Run() == nil {
		t.Fatal("merge should conflict")
	}
	r.Write("d1/sub/f1.txt", "changed\n")
	r.Git("add", "d1/sub/f1.txt")
	r.Write("new.txt", "new\n")
	r.Git("add", "-N", "new.txt")
	blob := strings.TrimSpace(r.Git("hash-object", "-w", "c.txt"))
	long := strings.Repeat("long-folder-name/", 260) + "f.txt" // 4,425 bytes
	r.Git("update-index", "--add", "--cacheinfo", "100644,"+blob+","+long)
	return r
}

// TestReadMatchesGit decodes the index git wrote, in each version git
// writes, and compares every entry with `git ls-files -s`, and the
// cache-tree with the trees git names.
func TestReadMatchesGit(t *testing.T) {
	r := indexRepo(t)
	for _, version := range []string{"2", "3", "4"} {
		r.Git("update-index", "--index-version", version)
		idx, err := Read(filepath.Join(r.Dir, ".git", "index"))
		if err != nil {
			t.Fatalf("version %s: %v", version, err)
		}
		if got, want := lsFiles(all(idx)), r.Git("ls-files", "-s", "-z"); got != want {
			t.Errorf("version %s: entries differ from git\n got: %q\nwant: %q", version, got, want)
		}
		for _, e := range all(idx) {
			if e.IntentToAdd != (e.Path == "new.txt") {
				t.Errorf("version %s: %s intent-to-add %v", version, e.Path, e.IntentToAdd)
			}
		}
		// A change below d1 invalidates d1 and the root, not d0.
		ct := idx.CacheTree
		if ct.Valid() || ct.Child("d1").Valid() || !ct.Child("d0").Valid() {
			t.Errorf("version %s: cache-tree validity root %v d1 %v d0 %v", version,
				ct.Valid(), ct.Child("d1").Valid(), ct.Child("d0").Valid())
		}
		d0 := ct.Child("d0")
		if want := strings.TrimSpace(r.Git("rev-parse", "HEAD:d0")); d0.Hash.String() != want || d0.Entries != 14 {
			t.Errorf("version %s: d0 is %s over %d entries, git says %s over 14", version, d0.Hash, d0.Entries, want)
		}
		var links []string
		for _, i := range idx.Symlinks() {
			links = append(links, idx.Path(i))
		}
		if got := strings.Join(links, " "); got != "d2/link.md" {
			t.Errorf("version %s: symbolic links %q, want d2/link.md", version, got)
		}
		for i := range idx.Len() {
			if j := idx.Search(idx.Path(i)); idx.Path(j) != idx.Path(i) || j > i {
				t.Errorf("version %s: Search(%q) = %d, want the first entry of that path, at or before %d", version, idx.Path(i), j, i)
			}
		}
	}
}

// TestReadRefusesSplitIndex: entries of a split index live in another
// file; decoding only this one would drop them.
func TestReadRefusesSplitIndex(t *testing.T) {
	r := indexRepo(t)
	r.Git("update-index", "--split-index")
	_, err := Read(filepath.Join(r.Dir, ".git", "index"))
	if err == nil || !strings.Contains(err.Error(), "split index") {
		t.Fatalf("split index: %v, want a refusal naming it", err)
	}
}

// FuzzDecode: corrupt indexes give an error, never a panic, and never
// more entries than the bytes can hold. The seeds are indexes git wrote.
func FuzzDecode(f *testing.F) {
	r := indexRepo(f)
	for _, version := range []string{"2", "3", "4"} {
		r.Git("update-index", "--index-version", version)
		data, err := os.ReadFile(filepath.Join(r.Dir, ".git", "index"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		idx, err := decode(data)
		if err != nil {
			return
		}
		if idx.Len() > len(data)/62 {
			t.Fatalf("%d entries from %d bytes", idx.Len(), len(data))
		}
		// Every entry Read accepted can be read, by position and by path.
		for i := range idx.Len() {
			e := idx.At(i)
			if e.Path != idx.Path(i) {
				t.Fatalf("entry %d: At says %q, Path %q", i, e.Path, idx.Path(i))
			}
			if j := idx.Search(e.Path); j < 0 || j > idx.Len() {
				t.Fatalf("entry %d: Search(%q) = %d", i, e.Path, j)
			}
		}
		for _, i := range idx.Symlinks() {
			if idx.At(i).Mode&0o170000 != 0o120000 {
				t.Fatalf("entry %d is no symbolic link", i)
			}
		}
	})
}
