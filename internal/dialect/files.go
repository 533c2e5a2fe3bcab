package dialect

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/reviewlint/reviewlint/internal/mdfile"
)

// maxFile bounds a file inference reads: reports are kilobytes.
const maxFile = 16 << 20

// Collect reads the reports (.md, .markdown) and verdict files (.json)
// named by paths, folders walked (.git, node_modules and symbolic links
// skipped), in path order. A named file that is not a regular file, or
// is too large, is an error; one met in a folder is skipped.
func Collect(paths []string) (reports, verdicts []File, err error) {
	for _, p := range paths {
		fi, err := os.Lstat(p)
		if err != nil {
			return nil, nil, err
		}
		if !fi.IsDir() {
			f, err := readFile(p, fi)
			if err != nil {
				return nil, nil, err
			}
			if isJSON(p) {
				verdicts = append(verdicts, f)
			} else {
				reports = append(reports, f)
			}
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if !d.Type().IsRegular() || !(isJSON(path) || isMarkdown(path)) {
				return nil
			}
			fi, err := d.Info()
			if err != nil || fi.Size() > maxFile {
				return nil
			}
			f, err := readFile(path, fi)
			if err != nil {
				return nil
			}
			if isJSON(path) {
				verdicts = append(verdicts, f)
			} else {
				reports = append(reports, f)
			}
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	sort.Slice(reports, func(i, j int) bool { return reports[i].Path < reports[j].Path })
	sort.Slice(verdicts, func(i, j int) bool { return verdicts[i].Path < verdicts[j].Path })
	return reports, verdicts, nil
}

func readFile(path string, fi os.FileInfo) (File, error) {
	if !fi.Mode().IsRegular() {
		return File{}, fmt.Errorf("%s: not a regular file", path)
	}
	if fi.Size() > maxFile {
		return File{}, fmt.Errorf("%s: %d bytes, more than a report may have", path, fi.Size())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return File{}, err
	}
	return File{Path: filepath.ToSlash(path), Data: data}, nil
}

func isJSON(p string) bool { return strings.EqualFold(filepath.Ext(p), ".json") }

func isMarkdown(p string) bool { return mdfile.IsMarkdown(p) }

// Globs proposes [files] globs for the inputs: a folder's reports and
// verdict files below it, a file by its path.
func Globs(paths []string, reports, verdicts []File) (reportGlobs, verdictGlobs []string) {
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			continue
		}
		// Globs are repository paths: relative to the folder inference
		// runs in, which is where the configuration will sit.
		clean := filepath.ToSlash(filepath.Clean(p))
		if abs, err := filepath.Abs(p); err == nil {
			if cwd, err := os.Getwd(); err == nil {
				if rel, err := filepath.Rel(cwd, abs); err == nil {
					clean = filepath.ToSlash(rel)
				}
			}
		}
		if clean == ".." || strings.HasPrefix(clean, "../") {
			clean = "."
			if !fi.IsDir() {
				clean = "**/" + filepath.Base(p)
			}
		}
		if fi.IsDir() {
			prefix := clean + "/"
			if clean == "." {
				prefix = ""
			}
			if len(reports) > 0 {
				reportGlobs = append(reportGlobs, prefix+"**/*.md")
			}
			if len(verdicts) > 0 {
				verdictGlobs = append(verdictGlobs, prefix+"**/*.json")
			}
			continue
		}
		if isJSON(p) {
			verdictGlobs = append(verdictGlobs, clean)
		} else {
			reportGlobs = append(reportGlobs, clean)
		}
	}
	// Files named from outside the folder all become **/NAME: the same
	// glob twice would say nothing more, so each is kept once.
	return once(reportGlobs), once(verdictGlobs)
}

// once keeps the first of each glob, in order.
func once(globs []string) []string {
	seen := make(map[string]bool, len(globs))
	kept := globs[:0]
	for _, g := range globs {
		if !seen[g] {
			seen[g] = true
			kept = append(kept, g)
		}
	}
	return kept
}
