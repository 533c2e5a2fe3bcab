package gitrepo

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"
	"github.com/reviewlint/reviewlint/internal/gitrepo/mapfile"
	"github.com/reviewlint/reviewlint/internal/gitrepo/object"
)

// commitGraph is git's commit-graph file (objects/info/commit-graph, as
// `git commit-graph write` and `git gc` leave it): every commit it holds
// with its tree, parents and committer time, sorted by id. git's
// merge-base walk reads commits from it instead of inflating them, and so
// does ours; a commit it does not hold (one made since it was written) is
// read from the objects as before. What a commit's object says never
// changes, so an old file is still right about what it holds; what git
// shows of a commit can change (a shallow clone cuts parents, grafts and
// replace refs rewrite them), and then the file is not used at all (see
// historyRewritten).
//
// Only a single file of SHA-1 ids is read. A file split into a chain
// (--split), one of another hash, or one that does not hold together is
// not used: every commit is then read from the objects.
type commitGraph struct {
	fanout, oids, cdat, edges []byte
	n                         uint32
	release                   func()
}

const (
	graphParentNone = 0x70000000 // no parent in this place
	graphExtraEdges = 0x80000000 // second parent: an index into the extra edges
	graphCommitSize = 36         // tree, two parents, generation and time
)

// commitGraph returns the repository's commit graph, opened on first use;
// nil when there is none to use. git does not read one when
// core.commitGraph is false, and neither do we; nor where the history
// the graph recorded may no longer be the history git walks (see
// historyRewritten).
func (r *Repo) commitGraph() *commitGraph {
	if r.graphOpened {
		return r.graph
	}
	r.graphOpened = true
	if v, ok := r.cfg.Get("core", "", "commitgraph"); ok && !gitconfig.Bool(v) {
		return nil
	}
	if r.historyRewritten() {
		return nil
	}
	for _, dir := range r.odb.Dirs() {
		if g := openCommitGraph(filepath.Join(dir, "info", "commit-graph")); g != nil {
			r.graph = g
			break
		}
	}
	return r.graph
}

// historyRewritten reports whether the repository may show a commit's
// parents otherwise than its object does: a shallow clone (its cut
// commits have no parents), a grafts file, or replace refs. git ignores
// the commit graph in each case, so a graph written before a fetch
// deepened or cut the history is never trusted. Reftable refs are not
// read here, so they count as possibly holding replace refs.
func (r *Repo) historyRewritten() bool {
	common := r.loc.CommonDir
	for _, p := range []string{filepath.Join(r.loc.GitDir, "shallow"), filepath.Join(common, "shallow"),
		filepath.Join(common, "info", "grafts"), filepath.Join(common, "reftable")} {
		if _, err := os.Lstat(p); err == nil {
			return true
		}
	}
	if g := r.getenv("GIT_GRAFT_FILE"); g != "" {
		if _, err := os.Lstat(g); err == nil {
			return true
		}
	}
	if entries, err := os.ReadDir(filepath.Join(common, "refs", "replace")); err == nil && len(entries) > 0 {
		return true
	}
	packed, err := os.ReadFile(filepath.Join(common, "packed-refs"))
	return err == nil && bytes.Contains(packed, []byte(" refs/replace/"))
}

// openCommitGraph maps and checks the file at path; nil when it is
// missing or not a graph this reader can trust.
func openCommitGraph(path string) *commitGraph {
	data, release, err := mapfile.Map(path)
	if err != nil {
		return nil
	}
	g := parseCommitGraph(data)
	if g == nil {
		release()
		return nil
	}
	g.release = release
	return g
}

// parseCommitGraph reads the header and chunk table: "CGPH", version 1,
// hash version 1 (SHA-1), the number of chunks and of base graphs (0: not
// part of a chain), then the chunks' ids and offsets, ended by a zero id
// whose offset is the end of the last chunk.
func parseCommitGraph(data []byte) *commitGraph {
	if len(data) < 8 || string(data[:4]) != "CGPH" || data[4] != 1 || data[5] != 1 || data[7] != 0 {
		return nil
	}
	chunks := int(data[6])
	table := data[8:]
	if len(table) < (chunks+1)*12 {
		return nil
	}
	g := &commitGraph{}
	for i := range chunks {
		id := string(table[i*12 : i*12+4])
		start := binary.BigEndian.Uint64(table[i*12+4:])
		end := binary.BigEndian.Uint64(table[(i+1)*12+4:])
		if start > end || end > uint64(len(data)) {
			return nil
		}
		chunk := data[start:end]
		switch id {
		case "OIDF":
			g.fanout = chunk
		case "OIDL":
			g.oids = chunk
		case "CDAT":
			g.cdat = chunk
		case "EDGE":
			g.edges = chunk
		}
	}
	if len(g.fanout) != 256*4 {
		return nil
	}
	prev := uint32(0)
	for i := range 256 {
		f := binary.BigEndian.Uint32(g.fanout[i*4:])
		if f < prev {
			return nil
		}
		prev = f
	}
	g.n = prev
	if uint64(len(g.oids)) != uint64(g.n)*20 || uint64(len(g.cdat)) != uint64(g.n)*graphCommitSize || len(g.edges)%4 != 0 {
		return nil
	}
	return g
}

// find returns h's position in the graph.
func (g *commitGraph) find(h Hash) (uint32, bool) {
	lo := uint32(0)
	if h[0] > 0 {
		lo = binary.BigEndian.Uint32(g.fanout[(int(h[0])-1)*4:])
	}
	hi := binary.BigEndian.Uint32(g.fanout[int(h[0])*4:])
	for lo < hi {
		mid := lo + (hi-lo)/2
		switch c := bytes.Compare(g.oids[int(mid)*20:int(mid)*20+20], h[:]); {
		case c == 0:
			return mid, true
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return 0, false
}

// head returns what readCommitHead would read of h (tree, parents in
// order, committer time); false when the graph does not hold h or its
// entry names a parent it does not hold.
func (g *commitGraph) head(h Hash) (object.Commit, bool) {
	if g == nil {
		return object.Commit{}, false
	}
	pos, ok := g.find(h)
	if !ok {
		return object.Commit{}, false
	}
	e := g.cdat[int(pos)*graphCommitSize : int(pos+1)*graphCommitSize]
	var c object.Commit
	copy(c.Tree[:], e[:20])
	p1, p2 := binary.BigEndian.Uint32(e[20:]), binary.BigEndian.Uint32(e[24:])
	// The time is 34 bits: the low two bits of the generation word, then
	// 32 more (git keeps no more of it, so a date past the year 2514 is
	// read short, by git as by us).
	c.Time = int64(binary.BigEndian.Uint32(e[28:])&3)<<32 | int64(binary.BigEndian.Uint32(e[32:]))
	if p1 == graphParentNone {
		return c, p2 == graphParentNone
	}
	if !g.addParent(&c, p1) {
		return object.Commit{}, false
	}
	switch {
	case p2 == graphParentNone:
	case p2&graphExtraEdges == 0:
		if !g.addParent(&c, p2) {
			return object.Commit{}, false
		}
	default:
		// Octopus merges: the second and later parents are listed in
		// the extra edges, the last one marked.
		for i := uint64(p2 &^ graphExtraEdges); ; i++ {
			if (i+1)*4 > uint64(len(g.edges)) {
				return object.Commit{}, false
			}
			edge := binary.BigEndian.Uint32(g.edges[i*4:])
			if !g.addParent(&c, edge&^graphExtraEdges) {
				return object.Commit{}, false
			}
			if edge&graphExtraEdges != 0 {
				break
			}
		}
	}
	return c, true
}

// addParent appends the id at position pos to c's parents.
func (g *commitGraph) addParent(c *object.Commit, pos uint32) bool {
	if pos >= g.n {
		return false
	}
	var p Hash
	copy(p[:], g.oids[int(pos)*20:int(pos)*20+20])
	c.Parents = append(c.Parents, p)
	return true
}

func (g *commitGraph) close() {
	if g != nil && g.release != nil {
		g.release()
	}
}
