package dialect

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// InferOptions are the inputs of `reviewlint dialect infer`.
type InferOptions struct {
	Paths          []string
	Stdout, Stderr io.Writer
}

// ErrRefused means inference ran and some files are still refused (each
// was named on stderr); ErrNothing that no file showed a verdict to learn
// from.
var (
	ErrRefused = errors.New("some files are refused")
	ErrNothing = errors.New("no report or verdict file shows a verdict to learn from")
)

// InferCommand infers a dialect from the files at opts.Paths and prints a
// complete .reviewlint.toml on stdout, and on stderr each file the dialect
// still refuses with the reason and each verdict word whose side it could
// not tell.
func InferCommand(opts InferOptions) error {
	reports, verdicts, err := Collect(opts.Paths)
	if err != nil {
		return err
	}
	if len(reports)+len(verdicts) == 0 {
		return fmt.Errorf("no .md, .markdown or .json file under %s", strings.Join(opts.Paths, ", "))
	}
	res := InferReports(reports)
	if len(res.Clean) == 0 && len(reports) > 0 {
		for _, r := range res.Refusals {
			fmt.Fprintf(opts.Stderr, "%s: %s\n", gitquote.Path(r.Path), gitquote.Text(r.Why))
		}
		return ErrNothing
	}
	rg, vg := Globs(opts.Paths, reports, verdicts)
	fmt.Fprintf(opts.Stdout, "# reviewlint configuration inferred by `reviewlint dialect infer` from %d reports\n", len(reports))
	fmt.Fprintf(opts.Stdout, "# (%d accepted, %d refused). Check the words each side lists before you commit it.\n\n", len(res.Clean), len(res.Refusals))
	fmt.Fprintf(opts.Stdout, "[files]\nreports = %s\nverdicts = %s\n\n", list(rg), list(vg))
	fmt.Fprint(opts.Stdout, Render(res.Spec))
	for _, r := range res.Refusals {
		fmt.Fprintf(opts.Stderr, "%s: refused: %s\n", gitquote.Path(r.Path), gitquote.Text(r.Why))
	}
	if len(res.Unplaced) > 0 {
		fmt.Fprintf(opts.Stderr, "reviewlint: which side these verdict words fall on is not clear, so they are left out: %s; add each to [dialect.verdict] pass or fail\n", gitquote.Text(strings.Join(res.Unplaced, ", ")))
	}
	if len(res.Refusals) > 0 {
		return ErrRefused
	}
	return nil
}
