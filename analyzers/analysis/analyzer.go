package analysis

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Analyzer derives one kind of fact about a change.
type Analyzer struct {
	// Name is what users type after `reviewlint derive`, kebab-case.
	Name string
	// Doc says what the analyzer derives and how; its first line is a
	// summary.
	Doc string
	// Requires lists the analyzers whose results this one reads, through
	// Pass.ResultOf. Each runs once per derive run however many analyzers
	// require it; one that is not itself selected prints nothing.
	Requires []*Analyzer
	// Asked, when set, names the check the options ask this analyzer to
	// make ("--expect-unchanged"), "" for none: should the analyzer stop,
	// that check is a finding, never silently left unmade.
	Asked func(Options) string
	// Start, when set, begins what Run will wait for and needs nothing
	// of the change but its paths (a command to ask), once the change is
	// listed and before the analyzers read it; the function it returns
	// lets go of what Run did not take, once they have run.
	Start func(Options, []gitrepo.Change) (release func())
	// Run analyzes the pass's change. The result is printed under the
	// analyzer's name; an error means the analysis could not run at all.
	Run func(*Pass) (any, error)
}

// Options are the settings derive passes to every analyzer; each reads the
// ones it understands.
type Options struct {
	// MaxBlobBytes bounds the size of one blob an analyzer reads whole.
	MaxBlobBytes int64
	// ExpectUnchanged lists doublestar globs of paths the change must not
	// touch (byte-compare).
	ExpectUnchanged []string
	// Symbols and Pointers are rules.toml's [derive.symbols] and
	// [derive.pointers].
	Symbols  config.DeriveSymbols
	Pointers config.DerivePointers
	// Files says which files are review reports (evidence); the zero value
	// means the built-in globs. Reports, when set, names the reports to
	// audit instead of those the range changes.
	Files   config.Files
	Reports []string
	// Checker is the command typecheck runs in exports of both trees
	// instead of type-checking Go itself.
	Checker string
}

// ErrUsage marks a mistake in the request (an unknown analyzer, a revision
// that does not resolve, a bad glob): the caller maps it to exit status 2.
var ErrUsage = errors.New("usage")

// DefaultMaxBlobBytes is the blob size limit when Options leaves it zero.
const DefaultMaxBlobBytes = 32 << 20

// Pass is one analyzer's view of one change.
type Pass struct {
	Analyzer *Analyzer
	Repo     *gitrepo.Repo
	// Base is the old side (the zero hash is the empty tree). Head is the
	// new side; zero when Staged, where the new side is the index.
	Base, Head gitrepo.Hash
	Staged     bool
	// Changes are the changed paths, sorted, renames not detected.
	Changes []gitrepo.Change
	Options Options
	// ResultOf holds the result of every analyzer in Analyzer.Requires.
	ResultOf map[*Analyzer]any

	facts    []Fact
	findings []Finding
}

// Fact is one line of a coverage statement.
type Fact struct {
	Claim string `json:"claim"`
	// Checked is false for a claim the analyzer could not check.
	Checked bool `json:"checked"`
}

// Finding is a check that failed: an expectation the user stated that
// turned out false (--expect-unchanged), or a fact that shows the change
// broke something (a dangling symbol, a broken pointer, evidence that does
// not name the head). Message is what was found; Reason, when set, is why
// it fails.
type Finding struct {
	Analyzer string `json:"analyzer"`
	Path     string `json:"path,omitempty"`
	Message  string `json:"message"`
	Reason   string `json:"reason,omitempty"`
}

// Fact records a claim derived independently.
func (p *Pass) Fact(format string, args ...any) {
	p.facts = append(p.facts, Fact{Claim: fmt.Sprintf(format, args...), Checked: true})
}

// Unchecked records a claim the analyzer could not check, and why.
func (p *Pass) Unchecked(format string, args ...any) {
	p.facts = append(p.facts, Fact{Claim: fmt.Sprintf(format, args...)})
}

// Finding records a violated expectation; derive then exits with status 1.
func (p *Pass) Finding(path, format string, args ...any) {
	p.findings = append(p.findings, Finding{Analyzer: p.Analyzer.Name, Path: path, Message: fmt.Sprintf(format, args...)})
}

// Failed records a check that failed: claim is what was found (a complete
// statement, paths quoted), reason why it fails. It is a finding (exit
// status 1), never a verified fact of the coverage statement.
func (p *Pass) Failed(path, claim, reason string) {
	p.findings = append(p.findings, Finding{Analyzer: p.Analyzer.Name, Path: path, Message: claim, Reason: reason})
}

// Facts returns the facts recorded so far, in order.
func (p *Pass) Facts() []Fact { return p.facts }

// Findings returns the failed checks recorded so far, in order.
func (p *Pass) Findings() []Finding { return p.findings }

// MaxBlobBytes is the blob size limit in force.
func (p *Pass) MaxBlobBytes() int64 {
	if p.Options.MaxBlobBytes > 0 {
		return p.Options.MaxBlobBytes
	}
	return DefaultMaxBlobBytes
}
