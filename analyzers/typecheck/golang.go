package typecheck

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"path"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// GoEnv says where packages outside the snapshot come from and which
// platform's build constraints select files.
type GoEnv struct {
	GOROOT   string // the standard library is GOROOT/src
	ModCache string // the module cache (GOMODCACHE); "" for none
	GOOS     string
	GOARCH   string
	// ToolTags and ReleaseTags are the go command's build tags beyond
	// the platform's (goexperiment.*, amd64.v1; go1.1 to its version).
	ToolTags, ReleaseTags []string
}

// GoChecker type-checks Go packages of snapshots. A Check call is for one
// goroutine; it type-checks in parallel itself.
type GoChecker struct {
	env      GoEnv
	platform platform // selects the files of a package
	fset     *token.FileSet
	std      map[string]*node // the standard library as resolved, by directory

	dirs map[string]bool // directory on disk → whether it is one
	// written holds, in lower case, every name written after a dot in
	// the checked packages and outside the function bodies of their
	// dependencies, with the name before the dot (noteSelected);
	// importNames the names import declarations give each import path;
	// dotImported every import path a file imports with ".". A
	// dependency keeps the declarations of the names written after one
	// of its names (prune.go).
	written map[string]bool
	// prefetchWritten is written as the helper that reads headers ahead
	// (prefetch.go) notes it: the names the files it reads write.
	prefetchWritten map[string]bool
	importNames     map[string]map[string]bool
	dotImported     map[string]bool
	// headers holds the file headers read while the sides are
	// prepared, which share most files (header).
	headers map[string]headerEntry
	// unitFiles holds what prepare read of the checked packages' files
	// whose content the snapshot names, for the next side (unitFile).
	unitFiles map[string]unitFile
	// nameShapes holds what MatchFile says of a file name's shape
	// (nameMatches).
	nameShapes map[string]bool
	// headerBuf is the buffer file headers are read into (header).
	headerBuf []byte
	// prefetcher reads file headers ahead while the sides are
	// prepared (prefetch.go).
	prefetcher *prefetcher
	// unitReader reads the checked packages' files ahead while a side
	// is prepared (unitread.go).
	unitReader *unitReader

	mu     sync.Mutex
	checks map[string]int // directory → times type-checked, for tests
}

// NewGoChecker returns a checker for env.
func NewGoChecker(env GoEnv) *GoChecker {
	return &GoChecker{env: env, platform: platform{goos: env.GOOS, goarch: env.GOARCH, toolTags: env.ToolTags, releaseTags: env.ReleaseTags}, fset: token.NewFileSet(), std: map[string]*node{}, dirs: map[string]bool{}, written: map[string]bool{}, prefetchWritten: map[string]bool{}, importNames: map[string]map[string]bool{}, dotImported: map[string]bool{}, headers: map[string]headerEntry{}, unitFiles: map[string]unitFile{}, nameShapes: map[string]bool{}, checks: map[string]int{}}
}

// GoResult is one side's check.
type GoResult struct {
	Sites []Site
	// Excluded lists Go files of the checked directories that the build
	// constraints leave out for the platform: not checked.
	Excluded []string
	// Unread lists files that could not be read, with why.
	Unread []snapshot.Skip
}

// Check type-checks the packages in dirs (snapshot directories) as the go
// command would build them for the checker's platform with cgo off: each
// package with its in-package test files, then its external test package.
// Every syntax error in those files is a site, one a line as gofmt
// reports them; in a package whose files all parse, so is every type
// error, with the lines go/types adds to it (another declaration's place)
// in its message. Errors in the packages they import are not reported
// (those are read without function bodies, only for their declarations).
func (c *GoChecker) Check(snap snapshot.Snapshot, dirs []string) GoResult {
	return c.CheckSides([]snapshot.Snapshot{snap}, dirs)[0]
}

// CheckSides checks dirs in each snapshot, as Check does, sharing the
// work the sides have in common: a package whose files and imports are
// the same on two sides is type-checked once, as a dependency or as a
// checked package. Packages are read in parallel, up to GOMAXPROCS at a
// time, those checked with their function bodies within a budget of
// bytes, and a dependency's types are dropped once no package left to
// check needs them.
func (c *GoChecker) CheckSides(snaps []snapshot.Snapshot, dirs []string) []GoResult {
	// The dependencies' types are most of what a check holds, and
	// parsing's garbage comes and goes around them: a collector that
	// lets the heap grow to twice what is live doubles the peak.
	if old := debug.SetGCPercent(gcPercent); old < gcPercent {
		debug.SetGCPercent(old) // already lower, or off
	} else {
		defer debug.SetGCPercent(old)
	}
	results := make([]GoResult, len(snaps))
	units := c.prepareSides(snaps, dirs, results)
	c.headers = map[string]headerEntry{} // every side is resolved: let them go
	c.unitFiles = map[string]unitFile{}
	c.headerBuf = nil
	for _, r := range checkUnits(c, units) {
		results[r.side].Sites = append(results[r.side].Sites, r.sites...)
	}
	for i, snap := range snaps {
		results[i].Sites = append(results[i].Sites, vendorSites(snap, dirs)...)
	}
	for i := range results {
		slices.SortFunc(results[i].Sites, compareSites)
	}
	return results
}

// prepareSides resolves dirs in each snapshot, with the header
// read-ahead running. The read-ahead is stopped even when resolving
// panics (analysis.Run recovers panics), so its goroutine does not wait
// for a queue no one will close.
func (c *GoChecker) prepareSides(snaps []snapshot.Snapshot, dirs []string, results []GoResult) []*unit {
	c.prefetcher = startPrefetcher(c)
	defer func() {
		c.prefetcher.stop()
		c.prefetcher = nil
	}()
	var units []*unit
	for i, snap := range snaps {
		s := newSide(c, snap)
		units = append(units, c.prepareSide(s, i, dirs, &results[i])...)
	}
	return units
}

// prepareSide resolves dirs in side s, number i, with its files read
// ahead; as in prepareSides, the helper is stopped even when resolving
// panics.
func (c *GoChecker) prepareSide(s *side, i int, dirs []string, res *GoResult) []*unit {
	c.unitReader = startUnitReader(s, dirs)
	defer func() {
		c.unitReader.stop()
		c.unitReader = nil
	}()
	var units []*unit
	for _, dir := range dirs {
		u := s.prepare(dir, res)
		u.side = i
		units = append(units, u)
	}
	return units
}

// gcPercent is the collector's setting while checking (GOGC).
const gcPercent = 50

// side is one snapshot being checked.
type side struct {
	c     *GoChecker
	src   *source
	mods  []*goModule
	files map[string][]string // snapshot dir → its .go files
	nodes map[string]*node    // resolved packages (the standard library's are the checker's)
	edges map[*node][]*node   // the snapshot's packages each imports (cycle.go)
	// resolved holds resolve's answers.
	resolved map[resolveKey]resolution
}

func newSide(c *GoChecker, snap snapshot.Snapshot) *side {
	s := &side{c: c, src: &source{snap: snap}, mods: readModules(snap), files: map[string][]string{}, nodes: map[string]*node{}}
	for _, p := range snap.Paths() {
		if strings.HasSuffix(p, ".go") {
			s.files[path.Dir(p)] = append(s.files[path.Dir(p)], p)
		}
	}
	return s
}

// counted records one type check of dir.
func (c *GoChecker) counted(dir string) {
	c.mu.Lock()
	c.checks[dir]++
	c.mu.Unlock()
}

// config is the type checker's settings: cgo's "C" is a package whose
// every name is accepted, as with cgo off nothing defines it.
func (c *GoChecker) config(dependency bool) *types.Config {
	conf := &types.Config{FakeImportC: true, IgnoreFuncBodies: dependency,
		Sizes: types.SizesFor("gc", c.env.GOARCH)}
	if dependency {
		conf.Error = func(error) {} // a dependency's own errors are not this change's
	}
	return conf
}

// importPath is a snapshot directory's import path: below the vendor
// directory the path after it, else by the enclosing module.
func (s *side) importPath(dir string) string {
	if i := strings.LastIndex("/"+dir, "/vendor/"); i >= 0 {
		return dir[i+len("vendor/"):]
	}
	m := enclosing(s.mods, dir)
	if m == nil {
		return dir // no module: a name, unique in the snapshot
	}
	if dir == m.root {
		return m.path
	}
	rel := dir
	if m.root != "." {
		rel = strings.TrimPrefix(dir, m.root+"/")
	}
	return m.path + "/" + rel
}

// match applies the build constraints (file name suffixes and //go:build
// lines) for the checker's platform, cgo off.
func (c *GoChecker) match(dir, name string, src []byte) bool {
	return c.matchRead(dir, name, func() ([]byte, error) { return src, nil }, new([]byte))
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// errNoGoFiles is a directory that holds no buildable Go file.
var errNoGoFiles = errors.New("no Go files")

func wrapf(err error, format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), err)
}

// isDir reports whether p is a directory, asking the system once per
// path: every import of every package resolved asks.
func (c *GoChecker) isDir(p string) bool {
	is, ok := c.dirs[p]
	if !ok {
		is = isDir(p)
		c.dirs[p] = is
	}
	return is
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
