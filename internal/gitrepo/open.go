package gitrepo

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/gitrepo/discover"
	"github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"
	"github.com/reviewlint/reviewlint/internal/gitrepo/index"
	"github.com/reviewlint/reviewlint/internal/gitrepo/odb"
	"github.com/reviewlint/reviewlint/internal/gitrepo/refs"
)

// Repo is an open repository. It is not safe for concurrent use.
type Repo struct {
	loc       discover.Location
	indexPath string
	cfg       gitconfig.Config
	refs      *refs.Store
	odb       *odb.DB     // the fast object reader, shared with Reopen copies
	slow      *slowStore  // go-git's readers, for objects the fast reader cannot read
	index     *index.File // decoded on first use
	getenv    func(string) string
	// dir is the folder Open was given, absolute: where the git binary runs
	// when asked (gitbin.go), so that it finds what git finds from there.
	dir string
	// graph is the commit graph (commitgraph.go), opened on first use.
	graph       *commitGraph
	graphOpened bool
}

// Open opens the repository that contains dir, honouring GIT_DIR,
// GIT_WORK_TREE, GIT_COMMON_DIR and GIT_INDEX_FILE from the environment as
// git sets them for hooks.
func Open(dir string) (*Repo, error) {
	return OpenEnv(dir, os.Getenv)
}

// OpenEnv is Open with the environment read through getenv, so that callers
// (and tests) decide which GIT_* variables apply. Relative paths in them are
// relative to the process's current folder, as git gives them.
func OpenEnv(dir string, getenv func(string) string) (*Repo, error) {
	loc, err := discover.Locate(dir, getenv)
	if err != nil {
		return nil, err
	}
	if err := discover.CheckFormat(loc.CommonDir); err != nil {
		return nil, asUnsupported(err)
	}
	cfg, err := gitconfig.Load(loc.GitDir, loc.CommonDir, getenv)
	if err != nil {
		return nil, fmt.Errorf("read config of %s: %w", loc.GitDir, err)
	}
	if loc.ExplicitGitDir && loc.WorkTree == "" {
		loc.WorkTree = discover.WorkTreeForGitDir(loc, cfg, dir)
	}
	r := &Repo{loc: loc, cfg: cfg, getenv: getenv, indexPath: filepath.Join(loc.GitDir, "index")}
	if r.dir, err = filepath.Abs(dir); err != nil {
		return nil, fmt.Errorf("resolve %s: %w", dir, err)
	}
	if p := getenv("GIT_INDEX_FILE"); p != "" {
		if r.indexPath, err = filepath.Abs(p); err != nil {
			return nil, fmt.Errorf("resolve GIT_INDEX_FILE %s: %w", p, err)
		}
	}
	r.refs = refs.New(loc.GitDir, loc.CommonDir)
	r.odb = odb.New(objectsDir(loc, getenv), alternateDirs(getenv))
	r.slow = newSlowStore(r.odb.Dirs())
	return r, nil
}

// objectsDir is where git reads objects: $GIT_OBJECT_DIRECTORY when set
// (git sets it for pre-receive hooks, to the push's quarantine), else the
// common dir's objects folder.
func objectsDir(loc discover.Location, getenv func(string) string) string {
	if d := getenv("GIT_OBJECT_DIRECTORY"); d != "" {
		if abs, err := filepath.Abs(d); err == nil {
			return abs
		}
	}
	return filepath.Join(loc.CommonDir, "objects")
}

// alternateDirs reads $GIT_ALTERNATE_OBJECT_DIRECTORIES, colon-separated
// (git sets it for pre-receive hooks to the repository's own objects).
func alternateDirs(getenv func(string) string) []string {
	var dirs []string
	for _, d := range filepath.SplitList(getenv("GIT_ALTERNATE_OBJECT_DIRECTORIES")) {
		if abs, err := filepath.Abs(d); err == nil && d != "" {
			dirs = append(dirs, abs)
		}
	}
	return dirs
}

// Reopen returns another handle on the same repository, with its own ref
// store and go-git readers, for use in another goroutine (a Repo is not
// safe for concurrent use). The mapped packs are shared. The caller
// closes it.
func (r *Repo) Reopen() (*Repo, error) {
	other := &Repo{loc: r.loc, cfg: r.cfg, getenv: r.getenv, indexPath: r.indexPath, dir: r.dir, odb: r.odb.Acquire()}
	other.refs = refs.New(r.loc.GitDir, r.loc.CommonDir)
	other.slow = newSlowStore(other.odb.Dirs())
	return other, nil
}

// Close releases the pack files kept open.
func (r *Repo) Close() error {
	r.graph.close()
	r.odb.Release()
	return r.slow.close()
}

// WorkTree is the root of the work tree, "" for a bare repository.
func (r *Repo) WorkTree() string { return r.loc.WorkTree }

// GitDir is the per-worktree git dir (".git", or .git/worktrees/NAME).
func (r *Repo) GitDir() string { return r.loc.GitDir }

// CommonDir is the git dir shared by all worktrees.
func (r *Repo) CommonDir() string { return r.loc.CommonDir }

// IndexPath is the index git names for this process: $GIT_INDEX_FILE when
// set, else <git dir>/index.
func (r *Repo) IndexPath() string { return r.indexPath }

// ConfigValue looks a raw config key up with git's precedence (worktree over
// local over global over system); subsection is case-sensitive.
func (r *Repo) ConfigValue(section, subsection, key string) (string, bool) {
	return r.cfg.Get(section, subsection, key)
}
