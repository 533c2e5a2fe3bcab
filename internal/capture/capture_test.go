package capture

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/contract"
)

func summaryOf(out string) string {
	var s summarizer
	// Written in odd pieces: a line may arrive across writes.
	for len(out) > 0 {
		n := min(len(out), 7)
		s.Write([]byte(out[:n]))
		out = out[n:]
	}
	return s.Summary()
}

func TestSummaryRecognisesRunners(t *testing.T) {
	for _, c := range []struct{ name, out, want string }{
		{"go test", "ok  \texample.com/a\t0.1s\nFAIL\texample.com/b\t0.2s\n?   \texample.com/c\t[no test files]\nok  \texample.com/d\t(cached)\nFAIL\n", "go test: 2 packages ok, 1 failed, 1 without test files"},
		{"pytest", "collected 3 items\n\nt.py ..F\n=========== 1 failed, 2 passed in 0.12s ===========\n", "=========== 1 failed, 2 passed in 0.12s ==========="},
		{"jest", "Tests:       1 failed, 5 passed, 6 total\nSnapshots:   0 total\nTime:        1.2 s\n", "Tests:       1 failed, 5 passed, 6 total"},
		{"cargo", "running 2 tests\ntest result: ok. 2 passed; 0 failed; 0 ignored\n\n   Doc-tests x\n", "test result: ok. 2 passed; 0 failed; 0 ignored"},
		{"rspec", "Finished in 0.1 seconds\n3 examples, 0 failures\n", "3 examples, 0 failures"},
		{"tsc", "a.ts(1,1): error TS2304: x\n\nFound 1 error in a.ts:1\n", "Found 1 error in a.ts:1"},
		{"last line", "building\n\ndone in 3s\n\n", "done in 3s"},
		{"colour and progress", "\x1b[32mstep 1\r\x1b[32mall passed\x1b[0m\n", "all passed"},
		{"no newline at end", "first\nlast", "last"},
		{"empty", "", ""},
	} {
		if got := summaryOf(c.out); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// The digest is the sha256 of exactly the bytes the command wrote, as the
// kept copy holds them; the block carries it and parses clean.
func TestRunDigestAndBlock(t *testing.T) {
	var kept, echo bytes.Buffer
	r, err := Run(Options{Args: []string{"sh", "-c", "echo out; echo err >&2; printf 'x <!-- y'; exit 4"}, Keep: &kept, Echo: &echo, KeptAs: "out.txt"})
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(kept.Bytes())
	if r.Digest != hex.EncodeToString(sum[:]) || r.Bytes != int64(kept.Len()) || kept.String() != echo.String() {
		t.Fatalf("digest %s over %d, kept %q", r.Digest, r.Bytes, kept.String())
	}
	if r.Exit != 4 || r.Status != "exit 4" || !strings.Contains(kept.String(), "err") {
		t.Errorf("result %+v", r)
	}
	block := Block(strings.Repeat("ab", 20), "linux/amd64; go1.22; not CI", r, time.Unix(0, 0))
	evs := contract.ParseEvidence([]byte("# R\n\n" + block))
	if len(evs) != 1 || len(evs[0].Problems) != 0 || len(evs[0].Runs) != 1 || evs[0].Runs[0].Result != "exit 4" {
		t.Fatalf("parsed %+v from\n%s", evs, block)
	}
	if strings.Count(block, "<!--") != 2 || !strings.Contains(block, "summary: x <! -- y") {
		t.Errorf("comment markers in values must be neutralised:\n%s", block)
	}
}

func TestQuoteRoundTrips(t *testing.T) {
	got := Quote([]string{"go", "test", "-run", "Test A", "it's", ""})
	if got != `go test -run 'Test A' 'it'\''s' ''` {
		t.Errorf("got %s", got)
	}
}

func FuzzSummary(f *testing.F) {
	f.Add([]byte("ok  \tx\t0.1s\n"))
	f.Add([]byte("=== 1 passed in 0.1s ===\n"))
	f.Add([]byte("\x1b[1m\r\n\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s summarizer
		s.Write(data)
		got := s.Summary()
		if strings.ContainsAny(got, "\n\r\x1b") || len(got) > maxLine*2 {
			t.Fatalf("summary %q", got)
		}
	})
}
