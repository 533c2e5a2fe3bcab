package lint

import (
	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
)

// ReportOptions are the contract options every reading of a report under
// this linter uses: linting it, fixing it, and the editor's view of it
// must read it the same way.
func (l *Linter) ReportOptions() contract.Options {
	return contract.Options{SHA: l.SHA, SameCode: l.SameCode, Abbrev: l.Abbrev, Known: catalog.Known, Directives: l.Directives, Dialect: l.cfg.ReportDialect()}
}
