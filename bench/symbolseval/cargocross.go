package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// cargoAcross says whether deleting c breaks a reference in another
// crate of the workspace. The deletion itself cannot tell: its own
// crate nearly always uses the item too, fails, and cargo checks no
// crate depending on one that failed. So the item is put back as it
// was with its pub narrowed to pub(crate), in the worktree only (the
// commit before, every file as it was): its own crate compiles as
// before, and every place of another crate that reached it (by its
// path, a use, a re-export, a glob, a macro's $crate path) now fails
// with an error naming it, new against the commit before. A pub use
// re-exporting it is refused then; it is narrowed too, a few rounds
// deep. judged is false where the variant does not compile its own
// crate otherwise, or the item is not pub: no answer either way. A
// place in another crate's tests alone is not looked at (the
// candidates are named by another crate's code; tests cost the most).
func (e *evaluator) cargoAcross(wt string, c candidate) (across, judged bool) {
	unit := cargoWorkspace(wt, c.File)
	parent, err := git(wt, "rev-parse", "HEAD~1")
	head, err2 := git(wt, "rev-parse", "HEAD")
	if err != nil || err2 != nil || unit == "" {
		return false, false
	}
	parent, head = strings.TrimSpace(parent), strings.TrimSpace(head)
	before := map[string]bool{}
	for place, msgs := range e.cargoBefore(wt, parent, head, unit, false) {
		for _, m := range msgs {
			before[place[:strings.LastIndex(place, ":")]+"\x00"+m] = true
		}
	}
	// The variant is the commit before: check it out, edit, restore.
	if _, err := git(wt, "checkout", "-q", "--detach", "-f", parent); err != nil {
		return false, false
	}
	defer func() { _, _ = git(wt, "checkout", "-q", "--detach", "-f", head) }()
	if !narrow(wt, c.File, c.Start, c.End, rustItem) {
		return false, false
	}
	own := e.unit(wt, c.File)
	for round := 0; round < 4; round++ {
		variant := e.cargo.check(wt, unit, false)
		if variant == nil {
			return false, false
		}
		var reexports [][2]string
		refused := false
		for place, msgs := range variant {
			i := strings.LastIndex(place, ":")
			file := place[:i]
			for _, m := range msgs {
				switch {
				case before[file+"\x00"+m]:
				case e.unit(wt, file) != own:
					across = across || mentions(m, c.Name)
				case isTestPath(file):
				case reexportErr.MatchString(m):
					reexports = append(reexports, [2]string{file, place[i+1:]})
				default:
					refused = true
				}
			}
		}
		switch {
		case refused:
			// Its own crate fails otherwise: nothing depending on
			// it was checked.
			return false, false
		case len(reexports) == 0:
			return across, true
		}
		for _, r := range reexports {
			line, _ := strconv.Atoi(r[1])
			if !narrow(wt, r[0], max(1, line-8), line, pubUse) {
				return false, false
			}
		}
	}
	return false, false
}

var (
	// reexportErr: rustc refusing a pub use of what is now pub(crate).
	reexportErr = regexp.MustCompile(`cannot be re-exported|is private, and cannot be`)
	pubUse      = regexp.MustCompile(`^\s*pub use `)
)

// narrow turns the last line among start..end (1-based) of file that
// matches re and starts with pub into pub(crate): the item's header, or
// the pub use nearest above a refused re-export.
func narrow(wt, file string, start, end int, re *regexp.Regexp) bool {
	path := filepath.Join(wt, file)
	b, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	lines := strings.SplitAfter(string(b), "\n")
	at := -1
	for i := start - 1; i < end && i < len(lines); i++ {
		if re.MatchString(lines[i]) && strings.HasPrefix(strings.TrimSpace(lines[i]), "pub ") {
			at = i
			if re == rustItem {
				break // the first item line is the header
			}
		}
	}
	if at < 0 {
		return false
	}
	indent := lines[at][:len(lines[at])-len(strings.TrimLeft(lines[at], " \t"))]
	lines[at] = indent + "pub(crate) " + strings.TrimPrefix(strings.TrimLeft(lines[at], " \t"), "pub ")
	return os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644) == nil
}
