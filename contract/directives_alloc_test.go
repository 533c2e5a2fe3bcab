package contract

import "testing"

// Comments that are no directive are passed over without being split
// into words; a directive is still read, after spaces of any kind.
func TestDirectivesPassOverComments(t *testing.T) {
	c := &checker{r: &report{comments: []block{
		{kind: kindComment, text: " acceptance-evidence:start "},
		{kind: kindComment, text: "a note to the author about reviewlint-disable"},
	}}}
	if n := testing.AllocsPerRun(100, func() { c.directives() }); n != 0 {
		t.Errorf("%v allocations, want none", n)
	}
	c.r.comments = append(c.r.comments, block{kind: kindComment, text: "\u00a0\treviewlint-disable-next-line coverage-missing -- why"})
	if ds := c.directives(); len(ds) != 1 || ds[0].kind != dirDisableNextLine {
		t.Errorf("directives %+v, want the one disabling the next line", ds)
	}
}
