package analysis

import (
	"errors"
	"strings"
	"testing"
)

// A check the user asked for that could not run is a finding: exit 1,
// never a clean pass.
func TestExpectUnchangedThatCannotRunIsAFinding(t *testing.T) {
	p := &Pass{Analyzer: &Analyzer{Name: "byte-compare"}, Options: Options{ExpectUnchanged: []string{"x/**"}}}
	p.Stopped(errors.New("tree unreadable"))
	if len(p.findings) != 1 || !strings.Contains(p.findings[0].Message, "tree unreadable") {
		t.Errorf("findings %v", p.findings)
	}
}
