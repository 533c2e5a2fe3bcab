package symbols

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Kind says what a fact found.
type Kind string

const (
	// Dangling: defined at base, gone at head, still referenced at head.
	Dangling Kind = "dangling"
	// Removed: defined at base, gone at head, no reference remains.
	Removed Kind = "removed"
	// Ambiguous: a method defined at base and gone at head whose name is
	// still used, but also still defined by another type or an interface:
	// without types the uses cannot be attributed.
	Ambiguous Kind = "ambiguous"
	// Unreferenced: added in the range, nothing at head references it.
	Unreferenced Kind = "unreferenced"
	// Unchecked: a claim about the symbol could not be checked, because a
	// file that may define or refer to it was not analysed; Note says which.
	Unchecked Kind = "unchecked"
)

// Fact is one finding about one symbol.
type Fact struct {
	Kind     Kind   `json:"kind"`
	Language string `json:"language"`
	// Symbol is Name, or Type.Method for a Go method.
	Symbol string `json:"symbol"`
	// Package is the Go package's directory; empty for other languages.
	Package string `json:"package,omitempty"`
	// Defined is where the symbol was defined: at base for dangling and
	// removed symbols, at head for unreferenced ones.
	Defined snapshot.Place `json:"defined"`
	// References are the first referring places at head (up to the limit);
	// ReferenceCount counts all of them.
	References     []snapshot.Place `json:"references,omitempty"`
	ReferenceCount int              `json:"reference_count"`
	// Note qualifies the fact, e.g. why references were not attributed.
	Note string `json:"note,omitempty"`
	// Was is, for an Unchecked fact, the claim that could not be checked:
	// Unreferenced for an addition, else the removal's kind.
	Was Kind `json:"was,omitempty"`
	// Scope is what the claim covers: the files and packages read for
	// references, which is the whole repository's code of the language
	// (a narrower reading leaves the claim unchecked, its Note saying
	// why).
	Scope string `json:"scope,omitempty"`
}

// String is the fact as one sentence, the form coverage output uses.
func (f Fact) String() string { return f.sentence(snapshot.Place.String) }

// Text is the sentence as derive's text output prints it, its paths
// quoted as git quotes them.
func (f Fact) Text() string { return f.sentence(snapshot.Place.Text) }

func (f Fact) sentence(place func(snapshot.Place) string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "symbol %s (%s)", f.Symbol, place(f.Defined))
	switch f.Kind {
	case Dangling:
		b.WriteString(" removed at head but still referenced at ")
		b.WriteString(joinPlaces(f.References, place))
		if more := f.ReferenceCount - len(f.References); more > 0 {
			fmt.Fprintf(&b, " (and %d more)", more)
		}
	case Ambiguous:
		b.WriteString(" removed; its name is still used at ")
		b.WriteString(joinPlaces(f.References, place))
		if more := f.ReferenceCount - len(f.References); more > 0 {
			fmt.Fprintf(&b, " (and %d more)", more)
		}
		b.WriteString(", not attributed")
	case Removed:
		b.WriteString(" removed; no references remain at head")
	case Unreferenced:
		b.WriteString(" added; nothing at head references it")
	case Unchecked:
		b.WriteString(" could not be checked")
	}
	if f.Note != "" {
		fmt.Fprintf(&b, " (%s)", f.Note)
	}
	return b.String()
}

// Claim is the sentence with the scope it covers, as the coverage
// statement states a checked fact.
func (f Fact) Claim() string {
	if f.Scope == "" {
		return f.String()
	}
	return f.String() + " (scope: " + f.Scope + ")"
}

func joinPlaces(places []snapshot.Place, place func(snapshot.Place) string) string {
	parts := make([]string, len(places))
	for i, p := range places {
		parts[i] = place(p)
	}
	return strings.Join(parts, ", ")
}

// Result is what Analyze returns: facts ordered by kind, path, line, symbol.
type Result struct {
	Facts []Fact `json:"facts"`
	// Skipped lists files that could not be analysed (a Go parse error, a
	// file over the size limit), with the reason, so that a silent gap never
	// reads as "no findings".
	Skipped []Skip `json:"skipped,omitempty"`
}

// Skip is a file the analysis could not read.
type Skip = snapshot.Skip
