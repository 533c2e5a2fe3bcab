package analysis

import (
	"fmt"
	"regexp"
	"strings"
)

var validName = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// Validate checks a list of analyzers: kebab-case names, unique, a Doc
// whose first line is a summary, and a Run function.
func Validate(list []*Analyzer) error {
	seen := map[string]bool{}
	for i, a := range list {
		switch {
		case a == nil:
			return fmt.Errorf("analyzer %d is nil", i)
		case !validName.MatchString(a.Name):
			return fmt.Errorf("analyzer %d: name %q is not kebab-case", i, a.Name)
		case seen[a.Name]:
			return fmt.Errorf("analyzer %q is listed twice", a.Name)
		case strings.TrimSpace(a.Doc) == "":
			return fmt.Errorf("analyzer %q has no doc", a.Name)
		case a.Run == nil:
			return fmt.Errorf("analyzer %q has no Run function", a.Name)
		}
		seen[a.Name] = true
	}
	return nil
}
