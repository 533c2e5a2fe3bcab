package contract

import "slices"

// Reading is what the contract reads in a report, for tools that compare
// it with another reading (the differential bench) or build on it
// (dialect inference): the verdicts, the blocking findings, and whether
// the report is refused as unreadable.
type Reading struct {
	// Verdicts holds the side of every verdict read, in order: Pass, Fail,
	// or "" for a line that offers a choice.
	Verdicts []string
	// Words holds the dialect's word for each verdict, in the same order.
	Words []string
	// Fails counts the blocking findings (and coverage entries that do
	// not hold); Undispositioned the finding entries with no disposition.
	Fails, Undispositioned int
	// Refused says the report cannot be read unambiguously: what it
	// shows depends on the renderer, or it is too complex to read.
	Refused bool
	// Failures holds the lines that state a failure in other words under
	// a verdict key (failure.go): they state the report's verdict when
	// no verdict line does, and restate a failing one.
	Failures []int
}

// Inspect reads a report as Lint does and returns what it read.
func Inspect(content []byte, opts Options) Reading {
	d := opts.dialect()
	doc := scan(content, d)
	if doc.complex != nil {
		return Reading{Refused: true}
	}
	c := &checker{r: read(doc, d), d: d, opts: opts}
	c.run()
	out := Reading{Refused: len(c.r.doc.ambiguous) > 0}
	for _, v := range c.r.verdicts {
		if v.failure {
			out.Failures = append(out.Failures, v.at.line)
		}
		if v.loose {
			continue
		}
		out.Verdicts = append(out.Verdicts, v.value)
		out.Words = append(out.Words, v.word)
	}
	for _, o := range c.r.others {
		if o.failure {
			out.Failures = append(out.Failures, o.at.line)
		}
	}
	slices.Sort(out.Failures)
	for _, diag := range c.diags {
		if diag.Rule == RuleFindingUndispositioned {
			out.Undispositioned++
		}
	}
	out.Fails = c.fails
	return out
}
