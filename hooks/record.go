package hooks

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// recordName, in the git dir, lists the hooks folders install has written
// to, one a line. Git may stop running hooks from a folder after install
// wrote there (core.hooksPath changed or unset, an includeIf for another
// branch): status and uninstall still find reviewlint's hooks there, and
// the user's hooks they keep, by this list.
const recordName = "reviewlint-hooks-folders"

// recordFolder adds dir to the list before install writes there, so that
// an install stopped halfway is found too. It takes the git dir's lock,
// never while holding a hooks folder's.
func recordFolder(repo *gitrepo.Repo, dir string) error {
	return editRecord(repo, func(dirs []string) []string {
		if slices.Contains(dirs, dir) {
			return dirs
		}
		return append(dirs, dir)
	})
}

// forgetFolders removes from the list the folders gone holds.
func forgetFolders(repo *gitrepo.Repo, gone []string) error {
	return editRecord(repo, func(dirs []string) []string {
		return slices.DeleteFunc(dirs, func(d string) bool { return slices.Contains(gone, d) })
	})
}

func editRecord(repo *gitrepo.Repo, edit func([]string) []string) error {
	lock, err := lockFolder(repo.GitDir(), false)
	if err != nil {
		return fmt.Errorf("record the hooks folder in %s: %w", repo.GitDir(), err)
	}
	defer lock.unlock()
	removeLeftovers(repo.GitDir(), []string{recordName})
	path := filepath.Join(repo.GitDir(), recordName)
	before := recordedFolders(repo)
	after := edit(slices.Clone(before))
	if slices.Equal(before, after) {
		return nil
	}
	if len(after) == 0 {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("remove %s: %w", path, err)
		}
		return nil
	}
	var b bytes.Buffer
	for _, d := range after {
		b.WriteString(d + "\n")
	}
	return writeAtomic(path, b.Bytes())
}

// recordedFolders is the list: absolute paths, in the order first written.
func recordedFolders(repo *gitrepo.Repo) []string {
	data, err := os.ReadFile(filepath.Join(repo.GitDir(), recordName))
	if err != nil {
		return nil
	}
	var dirs []string
	for _, line := range strings.Split(string(data), "\n") {
		if filepath.IsAbs(line) && !slices.Contains(dirs, line) {
			dirs = append(dirs, line)
		}
	}
	return dirs
}

// elsewhere lists the folders, other than the one git runs hooks from,
// that may hold reviewlint's hooks: those install recorded, the common
// dir's hooks folder, and core.hooksPath as read without git.
func elsewhere(repo *gitrepo.Repo, folder Folder) []string {
	candidates := append(recordedFolders(repo), filepath.Join(repo.CommonDir(), "hooks"))
	if d, err := repo.HooksDir(); err == nil {
		candidates = append(candidates, d)
	}
	var dirs []string
	seen := map[string]bool{}
	if !folder.Empty {
		seen[realPath(folder.Path)] = true
	}
	for _, dir := range candidates {
		if real := realPath(dir); !seen[real] {
			seen[real] = true
			dirs = append(dirs, dir)
		}
	}
	return dirs
}
