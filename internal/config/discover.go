package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
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
//     is ignored (with a notice unless it is plainly another tool's) and
//     may be anything: it is read only for that notice;
//   - else rules.toml, unless it is plainly another tool's (Foreign) or
//     larger than MaxBytes: then the built-in rules, with a notice;
//   - else the built-in rules.
//
// A file that cannot be a configuration (a link, a folder, a
// .reviewlint.toml over MaxBytes) is an Error naming it.
func Pick(read Reader, label func(string) string) (Found, error) {
	// A notice names a path as git quotes it: a folder named with a line
	// break or an escape byte must not forge a line or hide text.
	quoted := func(name string) string { return gitquote.Path(filepath.ToSlash(label(name))) }
	dot, hasDot, err := read(DotName)
	if err != nil {
		return Found{}, labelled(err, label(DotName))
	}
	rules, hasRules, err := read(RulesName)
	if hasDot {
		if err != nil && refusal(err) == nil {
			return Found{}, err
		}
		f := Found{Name: DotName, Data: dot}
		// One that is not valid as reviewlint's is taken for another
		// tool's whose keys come near ours: the way out the error named.
		if _, perr := Parse(RulesName, rules); err == nil && hasRules && !Foreign(rules) && perr == nil {
			f.Notices = append(f.Notices, fmt.Sprintf("%s is ignored: %s beside it is used (when both are reviewlint's, %s wins); move what %s sets into %s and delete it",
				quoted(RulesName), quoted(DotName), DotName, RulesName, DotName))
		}
		return f, nil
	}
	switch {
	case errors.Is(err, ErrTooLarge):
		return Found{Notices: []string{fmt.Sprintf("%s has over %d bytes, more than any configuration of reviewlint's: taken as another tool's file; using the built-in rules (reviewlint's own go in %s)",
			label(RulesName), MaxBytes, DotName)}}, nil
	case err != nil:
		return Found{}, labelled(err, label(RulesName))
	case hasRules && Foreign(rules):
		return Found{Notices: []string{foreignNotice(quoted(RulesName))}}, nil
	case hasRules:
		return Found{Name: RulesName, Data: rules}, nil
	}
	return Found{}, nil
}

// labelled makes a Reader's refusal of the file labelled name an Error
// naming it, as a mistake inside the file would be.
func labelled(err error, name string) error {
	if r := refusal(err); r != nil {
		return &Error{File: name, Msg: r.Error()}
	}
	return err
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
		if cfg, err = f.Parse(label(f.Name)); err != nil {
			return nil, err
		}
		cfg.name = f.Name
	}
	cfg.Notices = f.Notices
	return cfg, nil
}

// FindUp is the search outside any repository: the configuration of the
// first folder from dir upward that holds a file of either name, chosen in
// that folder as Choose does (so another tool's rules.toml there still
// stops the search, with its notice, rather than letting a folder further
// up choose the rules unseen). found is that folder; "" when no folder up
// to the file system's root has one, and the built-in rules apply.
//
// The search reaches folders that other users can write (/tmp), so, as git
// trusts no repository of another user, a file owned by someone other than
// the user or root is passed over, with a notice saying whose it is. A file
// taken from above dir is named in a notice: the rules of a run should
// never come from a folder the user did not think of.
func FindUp(dir string) (cfg *Config, found string, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, "", fmt.Errorf("find config: %w", err)
	}
	var notices []string
	for d := abs; ; {
		read, there, skipped := trustedReader(d)
		notices = append(notices, skipped...)
		if there {
			label := func(name string) string { return filepath.Join(d, name) }
			f, err := Pick(read, label)
			if err != nil {
				return nil, "", err
			}
			cfg := Default()
			if f.Name != "" {
				if cfg, err = f.Parse(label(f.Name)); err != nil {
					return nil, "", err
				}
				if d != abs {
					notices = append(notices, "using "+label(f.Name))
				}
			}
			cfg.Notices = append(notices, f.Notices...)
			return cfg, d, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			cfg := Default()
			cfg.Notices = notices
			return cfg, "", nil
		}
		d = parent
	}
}

// trustedReader reads the configuration files of the folder dir that the
// user may trust (see FindUp): there is whether it has any, skipped says
// which it passed over, and why.
func trustedReader(dir string) (read Reader, there bool, skipped []string) {
	hidden := map[string]bool{}
	for _, name := range FileNames {
		p := filepath.Join(dir, name)
		fi, err := os.Lstat(p)
		switch {
		case err != nil && os.IsNotExist(err):
			continue
		case err == nil:
			if why := distrust(fi); why != "" {
				hidden[name] = true
				skipped = append(skipped, fmt.Sprintf("%s is ignored: %s; reviewlint takes no configuration from another user's file, as git takes no other user's repository", p, why))
				continue
			}
		}
		// An error other than absence counts as there, so that it is
		// reported rather than passed over.
		there = true
	}
	folder := FolderReader(dir)
	return func(name string) ([]byte, bool, error) {
		if hidden[name] {
			return nil, false, nil
		}
		return folder(name)
	}, there, skipped
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
				gitquote.Path(filepath.ToSlash(rel)), rootFiles(root)))
		}
	}
	return notices
}

// rootFiles says which file at root applies, for the notice of Ignored,
// quoted as git quotes a path.
func rootFiles(root string) string {
	for _, name := range FileNames {
		if _, err := os.Stat(filepath.Join(root, name)); err == nil {
			return gitquote.Path(filepath.ToSlash(filepath.Join(root, name)))
		}
	}
	return gitquote.Path(filepath.ToSlash(filepath.Join(root, DotName))) + ", none yet: the built-in rules apply"
}
