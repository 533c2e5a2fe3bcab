package lint

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// Linter lints files under one configuration.
type Linter struct {
	cfg *config.Config
	// SHA is the commit under review, for evidence-stale; "" skips it.
	SHA string
	// SameCode lists other commits whose code is SHA's; evidence captured
	// at them is current too (see contract.Options).
	SameCode []string
	// Abbrev resolves an abbreviated id in the repository, for
	// evidence-stale (see contract.Options); nil outside one.
	Abbrev func(abbrev string) (string, bool)
	// Directives says which inline disable comments reports may use;
	// check and the pre-receive hook set it from [policy].
	Directives contract.DirectivePolicy
	// RespectGlobs makes Collect take a file named on the command line only
	// when the [files] globs select it (and exclude does not), as for the
	// files a hook manager passes; Skipped counts the others.
	RespectGlobs bool
	Skipped      int
	// Ignored reports whether git ignores the repository-relative path (a
	// folder's ends in "/"): a walk of the work tree skips it, as git
	// does. nil outside a repository.
	Ignored func(rel string) bool
	// OutsideGlobs counts the files under a folder named on the command
	// line that the globs leave out although their extension names a kind,
	// so that "nothing matched" can say where the reports may be.
	OutsideGlobs int
	// RepoRoot is the top of the repository's work tree, "" outside one:
	// inside it, files on disk are read as a commit would hold them, their
	// links resolved inside the repository (see open.go).
	RepoRoot string
	// Notices are what a walk could not read and wants said: a link to a
	// folder outside the repository where reports could be.
	Notices []string

	// paths is what reading files learned of the folders on their way.
	paths pathFacts
}

// New returns a Linter for cfg.
func New(cfg *config.Config) *Linter { return &Linter{cfg: cfg} }

// Config returns the configuration the linter applies.
func (l *Linter) Config() *config.Config { return l.cfg }

// Lint checks one file's content as kind and returns its diagnostics with
// path set and the configured severities applied (rules turned off are
// dropped), sorted.
func (l *Linter) Lint(path string, content []byte, kind Kind) []diag.Diagnostic {
	return l.lint(path, path, content, kind)
}

// lint prints display in diagnostics and matches overrides against rel.
func (l *Linter) lint(display, rel string, content []byte, kind Kind) []diag.Diagnostic {
	ds, _ := l.stated(display, rel, content, kind)
	return ds
}

// stated is lint, and the verdict the file states.
func (l *Linter) stated(display, rel string, content []byte, kind Kind) ([]diag.Diagnostic, diag.FileVerdict) {
	ds, st := l.raw(content, kind)
	return l.Apply(withPath(display, ds), rel), st
}

// Apply sets each diagnostic's configured severity for the file at rel
// (overrides match rel) and drops the rules turned off, sorted. Callers
// with diagnostics of their own, such as the commit-msg checks, use it so
// that every verb applies rules.toml the same way.
func (l *Linter) Apply(ds []diag.Diagnostic, rel string) []diag.Diagnostic {
	kept := ds[:0]
	for _, d := range ds {
		d.Severity = l.cfg.Severity(d.Rule, rel)
		if d.Severity != diag.Off {
			kept = append(kept, d)
		}
	}
	diag.Sort(kept)
	return kept
}

// Unreadable is the diagnostic for a repository-relative path that could
// not be read at all.
func (l *Linter) Unreadable(path string, err error) []diag.Diagnostic {
	return l.Apply(withPath(path, unreadable(err)), path)
}

func unreadable(err error) []diag.Diagnostic {
	return []diag.Diagnostic{{Line: 1, Column: 1, Rule: catalog.RuleFileUnreadable, Message: fmt.Sprintf("cannot read file: %v", err)}}
}

func (l *Linter) tooLarge(size int64) []diag.Diagnostic {
	return []diag.Diagnostic{{Line: 1, Column: 1, Rule: catalog.RuleFileTooLarge,
		Message: fmt.Sprintf("file is %d bytes, over the limit of %d ([limits] max-file-bytes in %s)", size, l.cfg.Limits.MaxFileBytes, l.cfg.FileToEdit())}}
}

func withPath(path string, ds []diag.Diagnostic) []diag.Diagnostic {
	for i := range ds {
		ds[i].Path = path
	}
	return ds
}

// raw runs the file checks and the contract for kind, and says what
// verdict the file states.
func (l *Linter) raw(content []byte, kind Kind) ([]diag.Diagnostic, diag.FileVerdict) {
	none := diag.FileVerdict{Verdict: diag.VerdictNone}
	if int64(len(content)) > l.cfg.Limits.MaxFileBytes {
		return l.tooLarge(int64(len(content))), none
	}
	if i := bytes.IndexByte(content, 0); i >= 0 {
		line, col := position(content, i)
		return []diag.Diagnostic{{Line: line, Column: col, Rule: catalog.RuleFileBinary,
			Message: "file holds a NUL byte, so it is binary, not a review artifact"}}, none
	}
	var ds []diag.Diagnostic
	if !utf8.Valid(content) {
		line, col := position(content, firstInvalid(content))
		ds = append(ds, diag.Diagnostic{Line: line, Column: col, Rule: catalog.RuleFileEncoding,
			Message: "invalid UTF-8 byte sequence: save the file as UTF-8"})
	}
	var more []diag.Diagnostic
	st := none
	switch kind {
	case Report:
		more, st = contract.LintStated(content, l.ReportOptions())
	case Verdict:
		more, st = l.cfg.VerdictDialect().LintStated(content)
	}
	return append(ds, more...), st
}

// position turns a byte offset into a 1-based line and byte column.
func position(content []byte, offset int) (line, col int) {
	before := content[:offset]
	line = bytes.Count(before, []byte{'\n'}) + 1
	return line, offset - (bytes.LastIndexByte(before, '\n') + 1) + 1
}

func firstInvalid(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return 0
}
