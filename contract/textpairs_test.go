package contract

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// proseGates are the quick tests reader.failingProse, reader.countedProse and reader.heading
// ask of a block's summary, each with the reading it spares: where the summary says no,
// the reading must find nothing.
var proseGates = []struct {
	name  string
	words func(p *textPairs) bool
	finds func(s string) bool
}{
	{"approvalReserved",
		func(p *textPairs) bool { return p.mayHoldAny(approvalStems...) && p.mayHoldAny(reservationStems...) },
		approvalReserved},
	{"approvalConditioned",
		func(p *textPairs) bool { return p.mayHoldAny(conditionStems...) },
		func(s string) bool { return approvalConditioned(s, nil) }},
	{"reservationOpens",
		func(p *textPairs) bool { return p.mayHoldAny(reservationOpeners...) },
		func(s string) bool { return reservationOpens(s, true) || reservationOpens(s, false) }},
	{"failingNow",
		func(p *textPairs) bool { return p.mayHoldAny(failNowStems...) },
		func(s string) bool { _, ok := failingNow(s, nil); return ok }},
	{"namesReason",
		func(p *textPairs) bool { return p.mayHoldAny(reasonStems...) },
		namesReason},
	{"namesChecks",
		func(p *textPairs) bool { return p.mayHoldAny(checkStems...) || p.mayHold("ci") },
		namesChecks},
	{"countedSentence",
		func(p *textPairs) bool { return p.mayHoldAny(countedSentenceStems...) },
		func(s string) bool {
			_, ok := defaultDialect().countedSentence(block{kind: kindText, text: s}, "")
			return ok
		}},
	{"refusesInProse",
		func(p *textPairs) bool { return p.mayHoldAny(refusalStems...) },
		func(s string) bool { _, ok := refusesInProse(s); return ok }},
}

// checkProseGates fails t where a gate says no and its reading finds
// something in s.
func checkProseGates(t *testing.T, s string) {
	t.Helper()
	p := pairsOf(s)
	for _, g := range proseGates {
		if !g.words(&p) && g.finds(s) {
			t.Errorf("%s finds %q, which the summary says holds none of its words", g.name, s)
		}
	}
}

// FuzzTextPairs: where the summary says a word is not in a text,
// indexFold finds it nowhere.
func FuzzTextPairs(f *testing.F) {
	for _, s := range []string{"Verdict: PASS", "VERDICT", "vErDiCt", "LGTM, but", "ci", "x", "", "é É ſ K"} {
		f.Add(s, "verdict")
		f.Add(s, "ci")
	}
	f.Fuzz(func(t *testing.T, s, w string) {
		w = strings.ToLower(w)
		p := pairsOf(s)
		if at := indexFold(s, w); at >= 0 && !p.mayHold(w) {
			t.Fatalf("indexFold(%q, %q) = %d, but the summary says it is not there", s, w, at)
		}
	})
}

// FuzzProseGates: each quick test the reader asks of the summary
// (proseGates) says no only where its reading finds nothing.
func FuzzProseGates(f *testing.F) {
	for _, s := range []string{
		"LGTM, but the token leaks.", "The change is APPROVED; however, the migration drops the users table.",
		"However, the token leaks.", "But CI is red.", "The build fails.", "Tests are failing now.",
		"Not ready to merge.", "This needs another round.", "I request changes.",
		"## TL;DR", "## Executive Summary", "### CI", "## Checks run", "## Build & Test Results",
		"There are 2 blockers.", "Two blockers remain.", "This PR has a critical bug.", "We still see one blocker.",
		"There are two remaining.", "There is one more.", "2 open.",
	} {
		f.Add(s)
	}
	f.Fuzz(checkProseGates)
}

// TestProseGatesOnReports holds the gates to every line of the generated
// reports and of the reports under testdata.
func TestProseGatesOnReports(t *testing.T) {
	var texts []string
	for _, r := range corpus.Reports(50, 1) {
		texts = append(texts, string(r))
	}
	texts = append(texts, testdataReports(t)...)
	for _, r := range texts {
		for _, line := range strings.Split(r, "\n") {
			checkProseGates(t, line)
			for _, w := range append(append(append(approvalStems, reservationStems...), failNowStems...), refusalStems...) {
				if p := pairsOf(line); indexFold(line, w) >= 0 && !p.mayHold(w) {
					t.Errorf("%q holds %q, but the summary says it does not", line, w)
				}
			}
		}
	}
}

// reportLines are the lines of the reports under testdata and of some
// generated reports: the texts a fast path is held equal to its search on.
func reportLines(t *testing.T) []string {
	t.Helper()
	var lines []string
	for _, r := range testdataReports(t) {
		lines = append(lines, strings.Split(r, "\n")...)
	}
	for _, r := range corpus.Reports(20, 1) {
		lines = append(lines, strings.Split(string(r), "\n")...)
	}
	return lines
}

// testdataReports are the reports under testdata: cases, renderings,
// fixes and rules.
func testdataReports(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, glob := range []string{"testdata/cases/*.md", "testdata/render/*.md", "testdata/fix/*/*.md", "testdata/rules/*/*.md"} {
		files, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(b))
		}
	}
	if len(out) == 0 {
		t.Fatal("no reports under testdata")
	}
	return out
}

// checkMayOccur fails t where a vocabulary's summary test says no and
// the vocabulary finds a phrase at some offset of s, and where the gates
// on labelledFailure and looseWord say no and they read something.
func checkMayOccur(t *testing.T, ds []*Dialect, vs []*vocabulary, s string) {
	t.Helper()
	p := pairsOf(s)
	for _, v := range vs {
		if v.mayOccur(&p) {
			continue
		}
		for i := range len(s) + 1 {
			if m, ok := v.at(s[i:]); ok {
				t.Fatalf("%q: %q found at %d, but the summary says no phrase is there", s, m.phrase.text, i)
			}
		}
	}
	for _, d := range ds {
		if !d.values.mayOccur(&p) && !foreignFailing().mayOccur(&p) {
			if w := d.labelledFailure(s); w != "" {
				t.Fatalf("%q: labelledFailure reads %q, but the summary says no failing value is there", s, w)
			}
		}
		if !d.values.mayOccur(&p) {
			if v, ok := d.looseWord(s); ok {
				t.Fatalf("%q: looseWord reads %v, but the summary says no value is there", s, v)
			}
		}
	}
}

func testDialects(t testing.TB) []*Dialect {
	t.Helper()
	var out []*Dialect
	for _, p := range Presets() {
		out = append(out, MustDialect(p.Spec))
	}
	for _, tr := range translations {
		out = append(out, MustDialect(tr.spec))
	}
	return out
}

// FuzzMayOccur: where vocabulary.mayOccur says no, no phrase of the
// vocabulary is found anywhere in the text.
func FuzzMayOccur(f *testing.F) {
	for _, s := range []string{"Verdict: PASS", "Result: FAILED", "Overall: CHANGES REQUESTED", "PA\u017f\u017f", "BLOC\u212a", "can\u2019t merge", "\u2705 APPROVED", "FAIL", "x"} {
		f.Add(s)
	}
	ds, vs := testDialects(f), testVocabularies(f)
	f.Fuzz(func(t *testing.T, s string) { checkMayOccur(t, ds, vs, s) })
}

// TestMayOccurOnReports holds mayOccur and the gates it makes to every
// line of the generated reports and of the reports under testdata.
func TestMayOccurOnReports(t *testing.T) {
	ds, vs := testDialects(t), testVocabularies(t)
	texts := testdataReports(t)
	for _, r := range corpus.Reports(20, 1) {
		texts = append(texts, string(r))
	}
	for _, r := range texts {
		for _, line := range strings.Split(r, "\n") {
			checkMayOccur(t, ds, vs, line)
		}
	}
}

// piecesText joins atLeast plus up to below-1 more pieces drawn at
// random, for the property tests that hold a fast reading to a slow one
// on text made of the words it looks for.
func piecesText(rng *rand.Rand, pieces []string, atLeast, below int) string {
	var b strings.Builder
	for range atLeast + rng.IntN(below) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestPairBitFoldsCase: pairBit gives a pair the same bit in either case
// of its ASCII letters and as lowerASCII leaves any other byte, so
// mayHold need not lower a word.
func TestPairBitFoldsCase(t *testing.T) {
	for a := range 256 {
		for b := range 256 {
			x, y := byte(a), byte(b)
			if pairBit(x, y) != pairBit(lowerASCII(x), lowerASCII(y)) {
				t.Fatalf("pairBit(%#x, %#x) differs from its lowered pair's", x, y)
			}
		}
	}
}

// stemLists are the lists readers ask through stemList.in.
func stemLists() []*stemList {
	return []*stemList{&countedSentenceList, &approvalList, &reservationList, &conditionList, &reservationOpenList,
		&failNowList, &refusalList, &reasonList, &checkList, &settledList}
}

// checkStemPairs fails t where a list's stemPairs answer other than
// mayHoldAny of its words does, for s and for s's summary; a word of one
// byte, or past ASCII, stands in ws to be held to it too.
func checkStemPairs(t *testing.T, ds []*Dialect, s string, ws []string) {
	t.Helper()
	p := pairsOf(s)
	for _, l := range stemLists() {
		if got, want := l.in(&p), p.mayHoldAny(l.words...); got != want {
			t.Fatalf("%q: the pairs of %q say %v, mayHoldAny %v", s, l.words, got, want)
		}
	}
	for _, d := range ds {
		if got, want := p.mayHoldAnyOf(d.keyPairs), p.mayHoldAny(d.keyAnchors...); got != want {
			t.Fatalf("%q: the pairs of %s's key anchors say %v, mayHoldAny %v", s, d.Name(), got, want)
		}
	}
	if got, want := p.mayHoldAnyOf(newStemPairs(ws...)), p.mayHoldAny(ws...); got != want {
		t.Fatalf("%q: the pairs of %q say %v, mayHoldAny %v", s, ws, got, want)
	}
}

// TestStemPairsOnReports holds the ready lists to mayHoldAny of their
// words on every line of the reports, and on words of one byte and past
// ASCII.
func TestStemPairsOnReports(t *testing.T) {
	ds := testDialects(t)
	for _, line := range reportLines(t) {
		checkStemPairs(t, ds, line, []string{"x", "ci", "é", "Fixed", "tl"})
	}
	for _, s := range []string{"", "x", "é", "ci", "CI is red", "Tests FAIL", "LGTM, but", "Verdict: PASS"} {
		checkStemPairs(t, ds, s, nil)
		checkStemPairs(t, ds, s, []string{"ex", "", "ÉS", "red"})
	}
}

// FuzzStemPairs: a list's stemPairs answer as mayHoldAny of its words.
func FuzzStemPairs(f *testing.F) {
	for _, s := range []string{"Verdict: PASS", "However, the token leaks.", "CI is red", "x", "", "é É ſ K"} {
		f.Add(s, "red", "é")
	}
	ds := testDialects(f)
	f.Fuzz(func(t *testing.T, s, w1, w2 string) { checkStemPairs(t, ds, s, []string{w1, w2}) })
}

// pairsByByte is pairsOf as it was before it kept the byte before's
// bits shifted: pairBit of each pair, the reading pairsOf must keep.
func pairsByByte(s string) textPairs {
	var p textPairs
	var prev byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			p.wide = p.wide || c == 0xAA && prev == 0x84 || c == 0xBF && prev == 0xC5
		}
		h := pairBit(prev, c)
		p.pairs[h>>6] |= 1 << (h & 63)
		prev = c
	}
	return p
}

// pairTexts hold every byte, K and ſ, and pairs at either end.
var pairTexts = []string{"", "a", "ab", "AB", "\x00", "\xff\xff", "\u212a", "x\u017f", "Verdict: PASS", "do not merge"}

// TestPairsOfByByte: pairsOf summarises every text as pairsByByte does.
func TestPairsOfByByte(t *testing.T) {
	var all strings.Builder
	for c := range 256 {
		all.WriteByte(byte(c))
		all.WriteByte(byte(255 - c))
	}
	for _, s := range append(append(slices.Clone(pairTexts), all.String()), reportLines(t)...) {
		if got, want := pairsOf(s), pairsByByte(s); got != want {
			t.Errorf("pairsOf(%q) = %v, byte by byte %v", s, got, want)
		}
	}
}

// FuzzPairsOfByByte: pairsOf is pairsByByte on any text.
func FuzzPairsOfByByte(f *testing.F) {
	for _, s := range pairTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := pairsOf(s), pairsByByte(s); got != want {
			t.Fatalf("pairsOf(%q) = %v, byte by byte %v", s, got, want)
		}
	})
}
