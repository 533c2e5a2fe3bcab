package analysis

import (
	"fmt"
	"io"
	"runtime/debug"
)

// Run runs one analyzer. One that fails or panics costs only its own
// facts: what it had stated stands, the rest is said to be unchecked, with
// the reason, and the other analyzers still run.
func Run(pass *Pass) (result any) {
	defer func() {
		if r := recover(); r != nil {
			result = pass.couldNotRun(fmt.Errorf("internal error: %v\n%s", r, debug.Stack()))
		}
	}()
	result, err := pass.Analyzer.Run(pass)
	if err != nil {
		return pass.couldNotRun(err)
	}
	return result
}

// couldNotRun records the analyzer's failure as an unchecked claim, and
// as a finding when the user asked for a check it could not make.
func (p *Pass) couldNotRun(err error) *FailedResult {
	msg := firstLine(err.Error())
	p.Unchecked("everything else the %s analyzer derives (it stopped: %s)", p.Analyzer.Name, msg)
	if p.Analyzer.Name == "byte-compare" && len(p.Options.ExpectUnchanged) > 0 {
		p.Finding("", "--expect-unchanged could not be checked: %s", msg)
	}
	return &FailedResult{Error: err.Error()}
}

// FailedResult stands in the report for an analyzer that stopped.
type FailedResult struct {
	Error string `json:"error"`
}

// WriteText says the analyzer stopped, and why.
func (r *FailedResult) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "COULD NOT CHECK: the analyzer stopped: %s\n", firstLine(r.Error))
	return err
}

func firstLine(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
