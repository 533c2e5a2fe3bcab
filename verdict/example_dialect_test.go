package verdict_test

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/verdict"
)

// A configuration starts from a preset, changes what the team's files
// say differently, and prepares the dialect once; an error names the
// setting at fault.
func ExampleNewDialect() {
	p, _ := verdict.PresetNamed("github-review")
	spec := p.Spec
	spec.Block = append(spec.Block, "FAIL")
	d, err := verdict.NewDialect(spec)
	if err != nil {
		panic(err)
	}
	in := []byte(`{"verdict":"FAIL","findings":[{"severity":"major","summary":"the lock is dropped","location":"a.go:9"}]}`)
	v, _ := d.Parse(in)
	fmt.Println(v.Verdict, v.Findings[0].Severity, len(d.Lint(in)))
	fmt.Println(d.Gate([]verdict.Round{{Name: "r1", Content: in}}).Status)

	spec.NonBlocking = append(spec.NonBlocking, "Major")
	_, err = verdict.NewDialect(spec)
	var de *verdict.DialectError
	if errors.As(err, &de) {
		fmt.Println(de.Field)
	}
	// Output:
	// block blocking 0
	// blocked
	// json.non-blocking
}
