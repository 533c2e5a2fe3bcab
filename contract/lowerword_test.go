package contract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
	"github.com/reviewlint/reviewlint/internal/proseword"
)

// lowerWordTexts are the lines of the reports in testdata and of some
// generated reports, their words, and words whose lowering is no ASCII
// lowering: the Kelvin sign lowers to k, İ grows, a byte that is no
// UTF-8 becomes U+FFFD.
func lowerWordTexts(t *testing.T) []string {
	t.Helper()
	var texts []string
	add := func(s string) {
		for _, line := range strings.Split(s, "\n") {
			texts = append(texts, line)
			texts = append(texts, strings.Fields(line)...)
		}
	}
	for _, dir := range []string{"testdata", "../testdata"} {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
				if b, err := os.ReadFile(p); err == nil {
					add(string(b))
				}
			}
			return nil
		})
	}
	for _, r := range corpus.Reports(50, 1) {
		add(string(r))
	}
	add(strings.Join([]string{
		"MA\u212AEFILE", "Ma\u212Aefile", "DOC\u212AERFILE", "\u212Aritical", "CRITICAL", "Critical ", " Majors",
		"İnfo", "İ", "open\xff", "\xffopen", "OPEN", "Open issues", "Total of 3", "NUMBER OF x", "# of 2",
		"Nice To Have", "NICE TO HAVES", "high severity", "non-blocking", "s", "", strings.Repeat("A", 40),
		"→ FIXED", "-> Resolved", "=> addressed", "✅ RESOLVED", "✔️ fixed", "\xe2\x86 fixed", "\xf0\xe2\x86\x92 fixed",
		"İ→ Fixed by using a ref", "\u212A -> resolved later", "→ fixed? no", "RESOLVED: no", "FIXED ❌",
	}, "\n"))
	return texts
}

// lowerWord reads as strings.ToLower, whatever the word, and so do the
// readings that look words up with it.
func TestLowerWordAsToLower(t *testing.T) {
	texts := lowerWordTexts(t)
	if len(texts) < 1000 {
		t.Fatalf("only %d texts", len(texts))
	}
	for _, s := range texts {
		var buf [16]byte
		if got, want := string(lowerWord(buf[:], s)), strings.ToLower(s); got != want {
			t.Errorf("lowerWord(%q) = %q, want %q", s, got, want)
		}
		if got, want := SeveritySide(s), severitySideLowered(s); got != want {
			t.Errorf("SeveritySide(%q) = %q, want %q", s, got, want)
		}
		if got, want := namedFile(s), namedFileLowered(s); got != want {
			t.Errorf("namedFile(%q) = %v, want %v", s, got, want)
		}
		if got, want := resolvedMark(s), resolvedMarkLowered(s); got != want {
			t.Errorf("resolvedMark(%q) = %v, want %v", s, got, want)
		}
		gotRest, gotOK := stillOpenLead(s)
		wantRest, wantOK := stillOpenLeadLowered(s)
		if gotRest != wantRest || gotOK != wantOK {
			t.Errorf("stillOpenLead(%q) = %q, %v; want %q, %v", s, gotRest, gotOK, wantRest, wantOK)
		}
		gotRest, gotOK = countedLead(s)
		wantRest, wantOK = countedLeadLowered(s)
		if gotRest != wantRest || gotOK != wantOK {
			t.Errorf("countedLead(%q) = %q, %v; want %q, %v", s, gotRest, gotOK, wantRest, wantOK)
		}
	}
}

// The readings lowerWord serves copy nothing for a word in ASCII.
func TestLowerWordAllocs(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		SeveritySide("Critical")
		namedFile("Makefile")
		stillOpenLead("Open issues")
		countedLead("Total of 3")
		resolvedMark("Finding 1 in `Parser.go`: NOTE — pre-existing")
	})
	if n != 0 {
		t.Errorf("%v allocations, want none", n)
	}
}

// What follows are the readings as they were, each lowering its text
// with strings.ToLower.

func severitySideLowered(word string) string {
	w := strings.ToLower(strings.TrimSpace(word))
	for _, cand := range []string{w, strings.TrimSuffix(w, "s")} {
		if contains(blockingSeverities, cand) {
			return Fail
		}
		if contains(advisorySeverities, cand) {
			return Note
		}
	}
	return ""
}

func namedFileLowered(name string) bool {
	switch strings.ToLower(name) {
	case "dockerfile", "containerfile", "makefile", "gnumakefile", "jenkinsfile", "vagrantfile", "gemfile",
		"rakefile", "procfile", "brewfile", "podfile", "justfile", "caddyfile", "tiltfile", "earthfile",
		"pipfile", "codeowners":
		return true
	}
	return false
}

func stillOpenLeadLowered(t string) (string, bool) {
	w := leadingLetters(t)
	if w == "" || len(w) == len(t) || t[len(w)] != ' ' && t[len(w)] != '\t' || !stillOpen[strings.ToLower(w)] {
		return "", false
	}
	return strings.TrimLeft(t[len(w):], " \t"), true
}

func countedLeadLowered(t string) (string, bool) {
	w := leadingLetters(t)
	if w == "" && strings.HasPrefix(t, "#") {
		w = "#"
	}
	rest := strings.TrimLeft(t[len(w):], ".")
	after := strings.TrimLeft(rest, " \t")
	if len(after) == len(rest) {
		return "", false
	}
	switch strings.ToLower(w) {
	case "total":
		if of := leadingLetters(after); strings.EqualFold(of, "of") {
			after = strings.TrimLeft(after[len(of):], " \t")
		}
		return after, true
	case "number", "count", "num", "no", "#":
		of := leadingLetters(after)
		if !strings.EqualFold(of, "of") || len(of) == len(after) {
			return "", false
		}
		return strings.TrimLeft(after[len(of):], " \t"), true
	}
	return "", false
}

func resolvedMarkLowered(text string) bool {
	t := strings.ToLower(text)
	weighed := 0
	weigh := func(mark string) bool {
		weighed++
		return weighed <= maxMarks && !doubted(mark)
	}
	for _, arrow := range []string{"→", "->", "=>", "✅", "✔"} {
		for i := strings.Index(t, arrow); i >= 0 && weighed <= maxMarks; {
			rest := strings.TrimLeft(t[i+len(arrow):], " *_`:")
			if proseword.Settled(rest) && weigh(rest) {
				return true
			}
			j := strings.Index(t[i+len(arrow):], arrow)
			if j < 0 {
				break
			}
			i += len(arrow) + j
		}
	}
	for rest := text; weighed <= maxMarks; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		if (w == "RESOLVED" || w == "FIXED" || w == "ADDRESSED") && !markDenied(text[:len(text)-len(r)-len(w)]) && weigh(strings.ToLower(w+r)) {
			return true
		}
		rest = r
	}
	return false
}
