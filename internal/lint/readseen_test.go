//go:build unix

package lint

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// readSeen reads what os.ReadFile reads, whatever the buffer it is given
// held before, says a file over the limit is over it with its size, and
// refuses (ok false, for the caller to look afresh) a link, a named pipe
// with a writer waiting, a folder and nothing, without blocking on any.
func TestReadSeen(t *testing.T) {
	dir := t.TempDir()
	const limit = 1000
	buf := make([]byte, 0, 7) // smaller than most files: it must grow
	for _, size := range []int{0, 1, 6, 7, 8, 999, 1000} {
		p := filepath.Join(dir, "f")
		want := bytes.Repeat([]byte{'a' + byte(size%26)}, size)
		writeFile(t, p, want)
		got, n, ok := readSeen(p, limit, &buf)
		if !ok || got == nil || !bytes.Equal(got, want) || n != int64(size) {
			t.Errorf("size %d: got %d bytes (%d, ok %v), want the file", size, len(got), n, ok)
		}
	}
	big := filepath.Join(dir, "big")
	writeFile(t, big, make([]byte, limit+1))
	if got, n, ok := readSeen(big, limit, &buf); !ok || got != nil || n != limit+1 {
		t.Errorf("over the limit: got %d bytes, size %d, ok %v; want none, %d, true", len(got), n, ok, limit+1)
	}

	link := filepath.Join(dir, "link")
	symlink(t, "big", link)
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	// A writer that holds the pipe open: a read of it would wait.
	go func() {
		if f, err := os.OpenFile(pipe, os.O_WRONLY, 0); err == nil {
			defer f.Close()
			f.Write([]byte("Verdict: PASS\n"))
			select {}
		}
	}()
	for _, p := range []string{link, pipe, dir, filepath.Join(dir, "missing")} {
		if got, _, ok := readSeen(p, limit, &buf); ok || got != nil {
			t.Errorf("%s: read %q (ok %v); want refused", filepath.Base(p), got, ok)
		}
	}
}

// A file is read with one read when fstat gives its size, not a second
// that finds the end; one that grew since is read whole all the same,
// and an empty file, or one that reports no size, is read to the end.
func TestReadSeenReadsOnce(t *testing.T) {
	reads := 0
	old := readFD
	readFD = func(fd int, p []byte) (int, error) {
		reads++
		return old(fd, p)
	}
	t.Cleanup(func() { readFD = old })
	dir := t.TempDir()
	var buf []byte
	for _, size := range []int{0, 1, 2449, 1000} {
		p := filepath.Join(dir, "f")
		want := bytes.Repeat([]byte{'x'}, size)
		writeFile(t, p, want)
		reads = 0
		got, n, ok := readSeen(p, 1000000, &buf)
		if !ok || !bytes.Equal(got, want) || n != int64(size) {
			t.Fatalf("size %d: got %d bytes (%d, ok %v), want the file", size, len(got), n, ok)
		}
		if reads != 1 {
			t.Errorf("size %d: %d reads, want 1", size, reads)
		}
	}

	// The file grows between fstat and the first read.
	p := filepath.Join(dir, "grows")
	writeFile(t, p, []byte("Verdict: PASS\n"))
	want := []byte("Verdict: PASS\nVerdict: FAIL\n")
	reads = 0
	readFD = func(fd int, b []byte) (int, error) {
		if reads++; reads == 1 {
			if err := os.WriteFile(p, want, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return old(fd, b)
	}
	if got, _, ok := readSeen(p, 1000000, &buf); !ok || !bytes.Equal(got, want) {
		t.Errorf("grown file: read %q (ok %v), want %q", got, ok, want)
	}
}
