package analysis

import (
	"fmt"
	"sync"

	"github.com/reviewlint/reviewlint/internal/config"
)

// files is the configuration's report and verdict globs, the built-in
// ones when the options leave them unset (read once per process: the
// built-in rules are parsed to get them).
func (p *Pass) files() config.Files {
	if p.Options.Files.Reports == nil && p.Options.Files.Verdicts == nil {
		return defaultFiles()
	}
	return p.Options.Files
}

var defaultFiles = sync.OnceValue(func() config.Files { return config.Default().Files })

// isReviewFile says whether path is a review report or a verdict file.
// The range's own review artifacts are what the review says, not facts
// about the code under review: the coverage facts leave them out.
func (p *Pass) IsReviewFile(path string) bool {
	f := p.files()
	return f.IsReport(path) || f.IsVerdict(path)
}

// ReviewNote says how many changed review files a total leaves out.
func ReviewNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("; not counting %d review %s the range changes", n, Plural(n, "report or verdict file", "reports and verdict files"))
}
