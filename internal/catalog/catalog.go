// Package catalog lists every rule reviewlint knows, from the tables of the
// packages that own them. `reviewlint rules`, `explain`, the config's
// validation, inline directives and SARIF all read this one list.
package catalog

import (
	"sync"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/verdict"
)

var (
	once  sync.Once
	all   []diag.Rule
	index map[string]int
)

func build() {
	for _, table := range [][]diag.Rule{FileRules, contract.Rules, verdict.Rules, commitmsg.Rules, PolicyRules} {
		all = append(all, table...)
	}
	index = make(map[string]int, len(all))
	for i, r := range all {
		index[r.ID] = i
	}
}

// All returns every rule, grouped by kind in a fixed order.
func All() []diag.Rule {
	once.Do(build)
	return all
}

// Lookup finds a rule by id.
func Lookup(id string) (diag.Rule, bool) {
	once.Do(build)
	i, ok := index[id]
	if !ok {
		return diag.Rule{}, false
	}
	return all[i], true
}

// Known reports whether id names a rule.
func Known(id string) bool {
	_, ok := Lookup(id)
	return ok
}
