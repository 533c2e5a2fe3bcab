package lint

import (
	"errors"
	"runtime"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// LintTargets reads and lints the targets on all cores and returns every
// diagnostic, sorted. A target that cannot be read gets a file-unreadable
// diagnostic: it is never silently skipped.
func (l *Linter) LintTargets(targets []Target) []diag.Diagnostic {
	ds, _ := l.LintTargetsStated(targets)
	return ds
}

// LintTargetsStated is LintTargets, and the verdict each target states,
// in the targets' order (a file that cannot be read states none).
func (l *Linter) LintTargetsStated(targets []Target) ([]diag.Diagnostic, []diag.FileVerdict) {
	results := make([][]diag.Diagnostic, len(targets))
	stated := make([]diag.FileVerdict, len(targets))
	eachOnWorkers(len(targets), min(runtime.GOMAXPROCS(0), max(len(targets), 1)),
		func(i int) string { return "linting " + targets[i].Display },
		func() func(int) {
			var buf []byte // one read buffer per worker, reused file after file
			return func(i int) {
				results[i], stated[i] = l.lintTarget(targets[i], &buf)
				stated[i].Path, stated[i].Kind = targets[i].Display, targets[i].Kind.String()
			}
		})
	var all []diag.Diagnostic
	for _, ds := range results {
		all = append(all, ds...)
	}
	diag.Sort(all)
	return all, stated
}

func (l *Linter) lintTarget(t Target, buf *[]byte) ([]diag.Diagnostic, diag.FileVerdict) {
	none := diag.FileVerdict{Verdict: diag.VerdictNone}
	var content []byte
	var err error
	if t.File != "" {
		var size int64
		if content, size, err = l.readLimited(t.File, t.seen, buf); err == nil && content == nil {
			return l.Apply(withPath(t.Display, l.tooLarge(size)), t.Rel), none
		}
	} else {
		content, err = t.Read()
	}
	var tooLarge *TooLargeError
	if errors.As(err, &tooLarge) {
		return l.Apply(withPath(t.Display, l.tooLarge(tooLarge.Size)), t.Rel), none
	}
	if err != nil {
		return l.Apply(withPath(t.Display, unreadable(err)), t.Rel), none
	}
	// Nothing the linters return keeps content, so buf is free for the
	// next file once this returns.
	return l.stated(t.Display, t.Rel, content, t.Kind)
}
