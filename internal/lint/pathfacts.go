package lint

import (
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// pathFacts remembers, for one run of a Linter, what each folder on the
// way to the files it reads was found to be: a folder, or a link and its
// target. A folder of ten thousand reports is then looked at once, not
// once per report, which was a third of lint's time. The last name of
// each path, the file itself, is never taken from here: it is looked at
// fresh for every file and opened without following a link (see
// openInRepo), so a report that is a link is caught however many files
// share its folder. A folder that is a link is remembered as a link, so
// every path through it is resolved through its target again.
//
// What a folder was is trusted for the rest of the run, as it was trusted
// from its lstat to the open before. WriteFixed does not use these facts:
// it resolves a path afresh before writing.
type pathFacts struct {
	folders sync.Map // path on disk → folderFact

	cwdOnce sync.Once
	cwd     string // the working folder, "" when it could not be read
}

// folderFact is a name met in the middle of a path: a folder, or a link.
type folderFact struct {
	mode   fs.FileMode
	target string // a link's target, as read
}

// lstat is os.Lstat of cur, which the path goes through as a folder when
// folder is set: then a folder or a link found before is not looked at
// again. facts may be nil: nothing is remembered.
func (facts *pathFacts) lstat(cur string, folder bool) (fs.FileMode, error) {
	if facts != nil && folder {
		if f, ok := facts.folders.Load(cur); ok {
			return f.(folderFact).mode, nil
		}
	}
	info, err := os.Lstat(cur)
	if err != nil {
		return 0, err
	}
	if facts != nil && folder && info.IsDir() {
		facts.folders.Store(cur, folderFact{mode: info.Mode()})
	}
	return info.Mode(), nil
}

// readlink is os.Readlink of the link cur, remembered like lstat's
// answers when the path goes through cur as a folder.
func (facts *pathFacts) readlink(cur string, folder bool) (string, error) {
	if facts != nil && folder {
		if f, ok := facts.folders.Load(cur); ok && f.(folderFact).target != "" {
			return f.(folderFact).target, nil
		}
	}
	target, err := os.Readlink(cur)
	if err != nil {
		return "", err
	}
	if facts != nil && folder && target != "" {
		facts.folders.Store(cur, folderFact{mode: fs.ModeSymlink, target: target})
	}
	return target, nil
}

// abs is filepath.Abs(p), with the working folder read once per run: Abs
// reads it for every relative path, two stats each time.
func (facts *pathFacts) abs(p string) (string, error) {
	if filepath.IsAbs(p) {
		return filepath.Clean(p), nil
	}
	facts.cwdOnce.Do(func() {
		if cwd, err := os.Getwd(); err == nil {
			facts.cwd = cwd
		}
	})
	if facts.cwd == "" {
		return filepath.Abs(p)
	}
	return filepath.Join(facts.cwd, p), nil
}
