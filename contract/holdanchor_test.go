package contract

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/holdprose"
)

// TestHoldPhrasesHoldAnAnchor: a phrase without an anchor would never be
// searched for.
func TestHoldPhrasesHoldAnAnchor(t *testing.T) {
	for _, p := range holdprose.Phrases() {
		if !mayHoldMerge(p) {
			t.Errorf("hold phrase %q holds none of %q: add its word to holdAnchors", p, holdAnchors)
		}
	}
}

// TestMayHoldMerge: an anchor is found through case and markers, and a
// text whose flattening holds a phrase is never let go.
func TestMayHoldMerge(t *testing.T) {
	for _, s := range []string{"DO NOT MERGE", "do not m*er*ge", "do not `merge`", "do not me_rge", "not m**E**rgeable", "do not L_A_N_D", "**do not merge**"} {
		if !mayHoldMerge(s) {
			t.Errorf("%q: anchor not found", s)
		}
	}
	for _, s := range []string{"", "m", "mer", "me rge", "lan d", "mérge", "Looks good, sh ip it", "Merkle tree"} {
		if mayHoldMerge(s) {
			t.Errorf("%q: anchor found", s)
		}
	}
}

// FuzzMayHoldMerge: where mayHoldMerge says no, flatten's text holds no
// hold phrase, so holdsMerge's search could find none.
func FuzzMayHoldMerge(f *testing.F) {
	for _, s := range []string{"⛔ Do not merge: x", "DO NOT *MER*GE", "do not `l`and", "do not me_rge", "not m\u200berge", "mer\tge", "MERG", "land",
		"-1*2", "-1`2`", "-_1_2", "-12"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if mayHoldMerge(s) {
			return
		}
		// A `-1` a digit follows is let go (anchorHeld): read without it.
		flat := flatten(numbersOut(s), true)
		for _, a := range holdAnchors {
			if strings.Contains(flat, a) {
				t.Fatalf("%q: flattened to %q, which holds %q", s, flat, a)
			}
		}
		for _, p := range holdprose.Phrases() {
			if strings.Contains(flat, p) {
				t.Fatalf("%q: flattened to %q, which holds %q", s, flat, p)
			}
		}
	})
}

// numbersOut is text with `~` for the `-` of each `-1` that a digit
// follows as written: markers may stand between `-` and `1`, none
// after the `1`. It reads the text before flatten, so a `-1` a marker
// follows (`-1*2`, flattened to `-12`) stays a vote the fuzz guards.
func numbersOut(text string) string {
	b := []byte(text)
	for i := range b {
		if b[i] != '-' {
			continue
		}
		j := i + 1
		for j < len(b) && (b[j] == '*' || b[j] == '`' || b[j] == '_') {
			j++
		}
		if j+1 < len(b) && b[j] == '1' && '0' <= b[j+1] && b[j+1] <= '9' {
			b[i] = '~'
		}
	}
	return string(b)
}

// TestNumberHoldsNoVote: a `-1` a digit follows, as in a diff's hunk
// header, is let go by the quick test; a vote, or a `-1` a marker or
// another mark follows, is not. Where the quick test lets a line go,
// holdprose's reading of the whole line finds no hold either.
func TestNumberHoldsNoVote(t *testing.T) {
	if holdAnchors[voteAnchor] != "-1" {
		t.Fatalf("voteAnchor names %q", holdAnchors[voteAnchor])
	}
	for _, s := range []string{"@@ -108,2 +290,3 @@", "parser/scan.go: -12,3 +45,6", "-10", "x = -123"} {
		if mayHoldMerge(s) {
			t.Errorf("%q: a number read as a vote", s)
		}
	}
	for _, s := range []string{"-1", "-1.", "-1 from me", "**-1**2", "-1`2`", "-12 -1", "@@ -1,2 +1,3 @@", "-1x"} {
		if !mayHoldMerge(s) {
			t.Errorf("%q: the vote anchor let go", s)
		}
	}
	texts := []string{"-12.", "-10 from me", "-1" + "0 on this PR.", "I vote -12.", "My vote: -15", "-13: the token leaks."}
	for _, s := range append(texts, reportLines(t)...) {
		noHoldWhereLetGo(t, s)
	}
}

// FuzzNumberHoldsNoVote: where mayHoldMerge lets a text go, holdprose's
// readings, as holdsOrDemandsIn asks them, find nothing in it.
func FuzzNumberHoldsNoVote(f *testing.F) {
	for _, s := range []string{"-12.", "I'm -10 until x", "-1**2**", "Vote: -13", "@@ -108,2 +290,3 @@"} {
		f.Add(s)
	}
	f.Fuzz(noHoldWhereLetGo)
}

// noHoldWhereLetGo fails t where mayHoldMerge lets s go and holdprose
// reads a hold or a demand in it.
func noHoldWhereLetGo(t *testing.T, s string) {
	if mayHoldMerge(s) {
		return
	}
	flat := flatten(s, true)
	if w, ok := holdprose.Holds(flat, settledCheck); ok {
		t.Fatalf("%q: let go, and holds the merge (%q)", s, w)
	}
	if w, ok := holdprose.HoldsRunOn(flat, settledCheck); ok {
		t.Fatalf("%q: let go, and holds the merge run on (%q)", s, w)
	}
	if w, ok := holdprose.DemandBeforeMerge(flat, settledCheck); ok {
		t.Fatalf("%q: let go, and demands before the merge (%q)", s, w)
	}
}

// TestHoldAnchorsFitTheSet: holdAnchorOf keeps a bit per anchor in a
// uint32, under its first letter in either case, so there are at most
// 32 anchors, each starting with a lower-case letter or an ASCII
// mark, and holding no upper-case letter.
func TestHoldAnchorsFitTheSet(t *testing.T) {
	if len(holdAnchors) > 32 {
		t.Errorf("%d anchors: holdAnchorOf holds at most 32", len(holdAnchors))
	}
	for _, a := range holdAnchors {
		if c := a[0]; c >= 0x80 || 'A' <= c && c <= 'Z' || strings.ToLower(a) != a {
			t.Errorf("anchor %q: its first byte must be a lower-case letter or an ASCII mark", a)
		}
	}
}

// TestLacksHoldAnchorNeverHides: the summary's answer never lets a line
// go that mayHoldMerge keeps, over every line of the test reports, the
// generated corpus and texts that spell an anchor with case, markers or
// bytes that share a summary's bits.
func TestLacksHoldAnchorNeverHides(t *testing.T) {
	texts := []string{"DO NOT MERGE", "do not m*erge", "do not `l`and", "do not me_rge", "-1 from me", "\r1 from me",
		"Looks good, sh ip it", "Merkle tree", "SIGN", "nAcK", "bLoCk", "FAILS", "passes", "approve", "reJECT", "lgtm",
		"m\u00e9rge", "MERG", "mer ge", "la\x0end"}
	for _, p := range holdprose.Phrases() {
		texts = append(texts, p, strings.ToUpper(p))
	}
	texts = append(texts, reportLines(t)...)
	kept := 0
	for _, s := range texts {
		p := pairsOf(s)
		if lacksHoldAnchor(s, &p) {
			if mayHoldMerge(s) {
				t.Errorf("%q: the summary says no anchor, mayHoldMerge finds one", s)
			}
		} else {
			kept++
		}
	}
	if kept == len(texts) {
		t.Errorf("the summary let no line of %d go", len(texts))
	}
}

// FuzzLacksHoldAnchor: where the summary says no anchor, mayHoldMerge
// finds none either.
func FuzzLacksHoldAnchor(f *testing.F) {
	for _, s := range []string{"DO NOT *MER*GE", "do not `l`and", "\r1", "-1", "MeRgE", "mer ge", "m\u00e9rge"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := pairsOf(s)
		if lacksHoldAnchor(s, &p) && mayHoldMerge(s) {
			t.Fatalf("%q: the summary says no anchor, mayHoldMerge finds one", s)
		}
	})
}

// mayHoldMergeAtEvery is mayHoldMerge without holdAnchorNext: anchorHeld
// tried past every byte that starts an anchor.
func mayHoldMergeAtEvery(text string) bool {
	for i := 0; i < len(text); i++ {
		for set := holdAnchorOf[text[i]]; set != 0; set &= set - 1 {
			if anchorHeld(text, i+1, bits.TrailingZeros32(set)) {
				return true
			}
		}
	}
	return false
}

// TestMayHoldMergeNextLetsNoneGo: the look at the byte after an
// anchor's first letter answers as anchorHeld tried there does, over every
// line of the test reports, the generated corpus and texts that put a
// marker, a capital or a byte that folds alike after the first letter.
func TestMayHoldMergeNextLetsNoneGo(t *testing.T) {
	texts := []string{"m*erge", "M`ERGE", "m_erge", "M", "-", "-\x111", "-\x31", "R\x05JECT", "r\x45ject", "v_eto", "N**EEDS",
		"reQUires", "nEeds", "vEto", "x-1", "merg", "mer", "sign", "sIgn", "s\x09gn"}
	for _, p := range holdprose.Phrases() {
		texts = append(texts, p, strings.ToUpper(p))
	}
	texts = append(texts, reportLines(t)...)
	for _, s := range texts {
		if got, want := mayHoldMerge(s), mayHoldMergeAtEvery(s); got != want {
			t.Errorf("mayHoldMerge(%q) = %v, trying every start %v", s, got, want)
		}
	}
}

// FuzzMayHoldMergeNext: mayHoldMerge answers as mayHoldMergeAtEvery.
func FuzzMayHoldMergeNext(f *testing.F) {
	for _, s := range []string{"DO NOT *MER*GE", "do not `l`and", "-\x111", "r\x45ject", "n_eeds", "mer ge"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := mayHoldMerge(s), mayHoldMergeAtEvery(s); got != want {
			t.Fatalf("mayHoldMerge(%q) = %v, trying every start %v", s, got, want)
		}
	})
}
