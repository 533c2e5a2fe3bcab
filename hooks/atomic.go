package hooks

import (
	"fmt"
	"os"
	"path/filepath"
)

// writeTemp writes data to a new executable file next to path and returns
// its name, ready to be renamed over path. Renaming within one folder is
// atomic: git never runs a half-written hook.
func writeTemp(path string, data []byte) (string, error) {
	dir, base := filepath.Split(path)
	f, err := os.CreateTemp(dir, "."+base+".reviewlint-*")
	if err != nil {
		return "", fmt.Errorf("create a temporary file in %s: %w", dir, err)
	}
	name := f.Name()
	fail := func(err error) (string, error) {
		f.Close()
		os.Remove(name)
		return "", fmt.Errorf("write %s: %w", name, err)
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(0o755); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(name)
		return "", fmt.Errorf("write %s: %w", name, err)
	}
	return name, nil
}

// writeAtomic replaces path with data, executable.
func writeAtomic(path string, data []byte) error {
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("replace %s: %w", path, err)
	}
	return nil
}

// removeLeftovers removes the temporary files writeTemp made in dir for the
// files named bases and never renamed: a run killed in between left them.
// Only the holder of dir's lock writes them, so under the lock any that
// exist are a dead run's.
func removeLeftovers(dir string, bases []string) {
	for _, base := range bases {
		for _, m := range matchesIn(dir, "."+base+".reviewlint-*") {
			os.Remove(m)
		}
	}
}

// matchesIn returns the paths of the entries of dir whose name matches
// pattern. Only names are matched: dir is a path of the user's, which may
// hold [, * or \, characters filepath.Glob would read as a pattern.
func matchesIn(dir, pattern string) []string {
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		if ok, _ := filepath.Match(pattern, e.Name()); ok {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}
