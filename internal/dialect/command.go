package dialect

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/verdict"
)

// InferOptions are the inputs of `reviewlint dialect infer`.
type InferOptions struct {
	Paths          []string
	Stdout, Stderr io.Writer
}

// ErrRefused means inference ran and some files are still refused (each
// was named on stderr); ErrNothing that no file showed a verdict to learn
// from; ErrNoDialect that no dialect accepts any of the reports, or of
// the verdict files when they were given alone, so nothing was printed.
var (
	ErrRefused   = errors.New("some files are refused")
	ErrNothing   = errors.New("no report or verdict file shows a verdict to learn from")
	ErrNoDialect = errors.New("no dialect accepts the files")
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
	if len(res.Clean) == 0 && len(reports) > 0 && len(verdicts) == 0 {
		for _, r := range res.Refusals {
			fmt.Fprintf(opts.Stderr, "%s: %s\n", gitquote.Path(r.Path), gitquote.Text(r.Why))
		}
		return ErrNothing
	}
	var data [][]byte
	for _, v := range verdicts {
		data = append(data, v.Data)
	}
	var jsonSpec verdict.DialectSpec
	var jsonRefusals []verdict.Refusal
	if len(verdicts) > 0 {
		jsonSpec, jsonRefusals = verdict.Infer(data)
	}
	for _, r := range jsonRefusals {
		path := "(the verdict files)"
		if r.File >= 0 {
			path = verdicts[r.File].Path
		}
		res.Refusals = append(res.Refusals, Refusal{path, jsonWhy(r)})
	}
	if len(reports) > 0 && len(res.Clean) == 0 || len(reports) == 0 && everyFileRefused(jsonRefusals, len(verdicts)) {
		// A configuration that accepts none of the reports it was
		// learned from (when every candidate is refused, one with no
		// verdict keys at all) looks usable and is not: print none.
		printRefusals(opts.Stderr, res.Refusals)
		return ErrNoDialect
	}
	rg, vg := Globs(opts.Paths, reports, verdicts)
	fmt.Fprintf(opts.Stdout, "# reviewlint configuration inferred by `reviewlint dialect infer` from %d reports (%d accepted)\n", len(reports), len(res.Clean))
	fmt.Fprintf(opts.Stdout, "# and %d verdict files (%d refused). Check the words each side lists before you commit it.\n\n", len(verdicts), len(jsonRefusals))
	fmt.Fprintf(opts.Stdout, "[files]\nreports = %s\nverdicts = %s\n\n", list(rg), list(vg))
	fmt.Fprint(opts.Stdout, Render(res.Spec))
	if len(verdicts) > 0 {
		fmt.Fprint(opts.Stdout, RenderJSON(jsonSpec))
	}
	printRefusals(opts.Stderr, res.Refusals)
	if len(res.Unplaced) > 0 {
		fmt.Fprintf(opts.Stderr, "reviewlint: which side these verdict words fall on is not clear, so they are left out: %s; add each to [dialect.verdict] pass or fail\n", gitquote.Text(strings.Join(res.Unplaced, ", ")))
	}
	if len(res.Refusals) > 0 {
		return ErrRefused
	}
	return nil
}

// printRefusals names each refused file on w with why.
func printRefusals(w io.Writer, refusals []Refusal) {
	for _, r := range refusals {
		fmt.Fprintf(w, "%s: refused: %s\n", gitquote.Path(r.Path), gitquote.Text(r.Why))
	}
}

// everyFileRefused reports whether the refusals name each of n verdict
// files.
func everyFileRefused(refusals []verdict.Refusal, n int) bool {
	refused := map[int]bool{}
	for _, r := range refusals {
		if r.File >= 0 {
			refused[r.File] = true
		}
	}
	return n > 0 && len(refused) == n
}

// jsonWhy says why a verdict file is refused, with its place and rule
// when it has them.
func jsonWhy(r verdict.Refusal) string {
	if r.Line > 0 && r.Rule != "" {
		return fmt.Sprintf("%d:%d: %s [%s]", r.Line, r.Column, r.Reason, r.Rule)
	}
	return r.Reason
}
