package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Reader reads a configuration file by name from wherever configurations
// are looked for: a folder, the index, a commit. ok is false when there is
// no such file.
type Reader func(name string) (data []byte, ok bool, err error)

// Found is the file Pick chose.
type Found struct {
	// Name is the file whose rules apply (DotName or RulesName); "" when
	// the built-in rules do: no file, or only another tool's rules.toml.
	Name string
	Data []byte
	// Notices say what was passed over, and why.
	Notices []string
}

// Pick chooses among the configuration files read finds, labelled for
// messages by label (a path, "rules.toml (staged)"):
//
//   - .reviewlint.toml when it is there: the name is reviewlint's alone, so
//     the file is always read as reviewlint's, and a rules.toml beside it
//     is ignored (with a notice unless it is plainly another tool's);
//   - else rules.toml, unless it is plainly another tool's (Foreign): then
//     the built-in rules, with a notice;
//   - else the built-in rules.
func Pick(read Reader, label func(string) string) (Found, error) {
	dot, hasDot, err := read(DotName)
	if err != nil {
		return Found{}, err
	}
	rules, hasRules, err := read(RulesName)
	if err != nil {
		return Found{}, err
	}
	switch {
	case hasDot:
		f := Found{Name: DotName, Data: dot}
		if hasRules && !Foreign(rules) {
			f.Notices = append(f.Notices, fmt.Sprintf("%s is ignored: %s beside it is used (when both are reviewlint's, %s wins); move what %s sets into %s and delete it",
				label(RulesName), label(DotName), DotName, RulesName, DotName))
		}
		return f, nil
	case hasRules && Foreign(rules):
		return Found{Notices: []string{foreignNotice(label(RulesName))}}, nil
	case hasRules:
		return Found{Name: RulesName, Data: rules}, nil
	}
	return Found{}, nil
}

// Choose parses what Pick chose: the built-in rules when it chose none.
// Notices travel on the result.
func Choose(read Reader, label func(string) string) (*Config, error) {
	f, err := Pick(read, label)
	if err != nil {
		return nil, err
	}
	cfg := Default()
	if f.Name != "" {
		if cfg, err = Parse(label(f.Name), f.Data); err != nil {
			return nil, err
		}
		cfg.name = f.Name
	}
	cfg.Notices = f.Notices
	return cfg, nil
}

// HasFile reports whether the folder dir holds a file of either
// configuration name (of whatever tool); an error reading it counts as
// there, so that it is reported rather than passed over.
func HasFile(dir string) bool {
	for _, name := range FileNames {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil || !os.IsNotExist(err) {
			return true
		}
	}
	return false
}

// FindUp is the search outside any repository: the configuration of the
// first folder from dir upward that holds a file of either name, chosen in
// that folder as Choose does (so another tool's rules.toml there still
// stops the search, with its notice, rather than letting a folder further
// up choose the rules unseen). found is that folder; "" when no folder up
// to the file system's root has one, and the built-in rules apply.
func FindUp(dir string) (cfg *Config, found string, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, "", fmt.Errorf("find config: %w", err)
	}
	for {
		if HasFile(abs) {
			cfg, err := Find(abs)
			return cfg, abs, err
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return Default(), "", nil
		}
		abs = parent
	}
}

// Ignored lists, as notices, reviewlint's configuration files in the
// folders from dir up to root, root excluded: in a repository only the
// root's configuration applies (every hook reads it there, and a commit
// must be checked by the same rules whichever folder it is made from), so
// a file further down would be a silent no-op. Another tool's rules.toml
// is not reviewlint's business and goes unmentioned. dir must be root or
// inside it.
func Ignored(dir, root string) []string {
	var notices []string
	for d := dir; strings.HasPrefix(d, root+string(filepath.Separator)); d = filepath.Dir(d) {
		read := FolderReader(d)
		for _, name := range FileNames {
			data, ok, err := read(name)
			if err != nil || !ok || name == RulesName && Foreign(data) {
				continue
			}
			rel, _ := filepath.Rel(root, filepath.Join(d, name))
			notices = append(notices, fmt.Sprintf("%s is ignored: in a git repository reviewlint reads its configuration only at the root (%s), where the hooks read it too; move its rules there",
				rel, rootFiles(root)))
		}
	}
	return notices
}

// rootFiles says which file at root applies, for the notice of Ignored.
func rootFiles(root string) string {
	for _, name := range FileNames {
		if _, err := os.Stat(filepath.Join(root, name)); err == nil {
			return filepath.Join(root, name)
		}
	}
	return filepath.Join(root, DotName) + ", none yet: the built-in rules apply"
}
