package analysis

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
)

var validName = &lazyregexp.Regexp{Expr: `^[a-z][a-z0-9]*(-[a-z0-9]+)*$`}

// Validate checks a list of analyzers and every analyzer they require:
// kebab-case names, one analyzer to a name, a Doc whose first line is a
// summary, a Run function, and no analyzer that requires itself, directly
// or not.
func Validate(list []*Analyzer) error {
	v := validation{listed: map[string]bool{}, byName: map[string]*Analyzer{}, state: map[*Analyzer]int{}}
	for i, a := range list {
		if a == nil {
			return fmt.Errorf("analyzer %d is nil", i)
		}
		if v.listed[a.Name] {
			return fmt.Errorf("analyzer %q is listed twice", a.Name)
		}
		v.listed[a.Name] = true
		if err := v.visit(a, nil); err != nil {
			return err
		}
	}
	return nil
}

type validation struct {
	listed map[string]bool
	byName map[string]*Analyzer
	state  map[*Analyzer]int // 1 while its requirements are visited, 2 after
}

const (
	visiting = 1
	visited  = 2
)

// visit checks a and, depth first, what it requires; path is the chain of
// analyzers that led to a, to name a cycle.
func (v *validation) visit(a *Analyzer, path []string) error {
	switch v.state[a] {
	case visiting:
		return fmt.Errorf("analyzer %q requires itself: %s", a.Name, strings.Join(append(path, a.Name), " -> "))
	case visited:
		return nil
	}
	switch {
	case !validName.Get().MatchString(a.Name):
		return fmt.Errorf("analyzer name %q is not kebab-case", a.Name)
	case v.byName[a.Name] != nil && v.byName[a.Name] != a:
		return fmt.Errorf("two analyzers are called %q", a.Name)
	case strings.TrimSpace(a.Doc) == "":
		return fmt.Errorf("analyzer %q has no doc", a.Name)
	case a.Run == nil:
		return fmt.Errorf("analyzer %q has no Run function", a.Name)
	}
	v.byName[a.Name] = a
	v.state[a] = visiting
	for i, req := range a.Requires {
		if req == nil {
			return fmt.Errorf("analyzer %q: required analyzer %d is nil", a.Name, i)
		}
		if err := v.visit(req, append(path, a.Name)); err != nil {
			return err
		}
	}
	v.state[a] = visited
	return nil
}
