package analysis

import (
	"fmt"
	"io"
	"runtime/debug"
)

// Run runs the pass's analyzer and returns its result, or the error it
// stopped with; a panic is returned as an internal error, so that one
// analyzer's bug costs only its own facts.
func Run(pass *Pass) (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, fmt.Errorf("internal error: %v\n%s", r, debug.Stack())
		}
	}()
	return pass.Analyzer.Run(pass)
}

// Stopped records that the analyzer stopped with err, or could not start
// because an analyzer it requires stopped: what it had stated stands, the
// rest is said to be unchecked, with the reason, and a check the user
// asked for that it could not make is a finding. The result stands in the
// report for the analyzer's own.
func (p *Pass) Stopped(err error) *FailedResult {
	msg := firstLine(err.Error())
	p.Unchecked("everything else the %s analyzer derives (it stopped: %s)", p.Analyzer.Name, msg)
	if p.Analyzer.Asked != nil {
		if check := p.Analyzer.Asked(p.Options); check != "" {
			p.Finding("", "%s could not be checked: %s", check, msg)
		}
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
