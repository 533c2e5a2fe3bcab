package verdict

import "fmt"

// ParseError says why a file holds no verdict that can be trusted, and where.
type ParseError struct {
	Line, Column int
	Rule         string
	Reason       string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s [%s]", e.Line, e.Column, e.Reason, e.Rule)
}

// Parse returns the normalized verdict in content. It fails, with a
// *ParseError, when there is no verdict object, it does not parse even after
// the repair, it has the wrong shape or verdict value, a key repeats, an edit path
// is unsafe, or a second different verdict follows: in each case no reading of the file can
// be defended. Contradictions such as a block without a blocking finding do
// not stop Parse; Lint reports them and Gate never approves them.
func Parse(content []byte) (*Verdict, error) {
	return defaultDialect().Parse(content)
}

// Parse is the package's Parse under the dialect d (nil: the default):
// the verdict and severities come back normalized to Approve or Block and
// Blocking or NonBlocking.
func (d *Dialect) Parse(content []byte) (*Verdict, error) {
	return d.or().analyze(content).parsed(content)
}

// parsed returns the analysis's verdict, or the first fatal problem as a
// *ParseError.
func (a analysis) parsed(content []byte) (*Verdict, error) {
	for _, p := range a.problems {
		if fatalRule(p.rule) {
			line, col := lineCol(content, p.off)
			return nil, &ParseError{Line: line, Column: col, Rule: p.rule, Reason: p.msg}
		}
	}
	if a.verdict == nil {
		// Unreachable while every path without a verdict reports a fatal
		// problem; kept so that a future slip fails closed.
		return nil, &ParseError{Line: 1, Column: 1, Rule: RuleJSONMissing, Reason: "no verdict could be read"}
	}
	return a.verdict, nil
}
