package contract

import "sync"

// Pools of block slices. A report's blocks, and the copies of its list
// items, lines and comments that its sections keep, were half of what
// linting it allocated, and a folder of small reports spent a tenth of
// its time allocating and collecting them: the slices of a report
// already linted are filled by the next instead. Only Lint and
// LintStated give slices back, once nothing they return can reach them
// (what they return holds strings and numbers, never a block). The
// blocks left in a slice keep the text of the report they came from
// alive until they are overwritten: one report's text for each slice in
// a pool.
var (
	docBlocks  sync.Pool // of *[]block: a document's blocks
	itemBlocks sync.Pool // of *[]block: a section's items and lines, the comments
)

// boxes holds the emptied *[]block a pool handed out, for releaseBlocks
// to put the next slice in: a new one for each slice given back was a
// tenth of what linting a small report allocated.
var boxes sync.Pool // of *[]block, nil

// newBlocks returns an empty slice of blocks from pool with room for n.
func newBlocks(pool *sync.Pool, n int) []block {
	if p, ok := pool.Get().(*[]block); ok {
		s := *p
		*p = nil
		boxes.Put(p)
		if cap(s) >= n {
			return s[:0]
		}
	}
	return make([]block, 0, n)
}

// releaseBlocks gives blocks that no one reads any more back to pool.
func releaseBlocks(pool *sync.Pool, blocks []block) {
	if cap(blocks) == 0 {
		return
	}
	p, ok := boxes.Get().(*[]block)
	if !ok {
		p = new([]block)
	}
	*p = blocks[:0]
	pool.Put(p)
}

// reports holds emptied reports, their parts kept, for read to fill.
var reports sync.Pool // of *report

// newReport returns an empty report of doc, with a part for each section
// the contract checks.
func newReport(doc document) *report {
	rep, ok := reports.Get().(*report)
	if !ok {
		rep = &report{parts: map[section]*part{}}
		for _, s := range []section{secCoverage, secFindings, secReason, secDoNotRebuild} {
			rep.parts[s] = &part{}
		}
	}
	rep.doc = doc
	return rep
}

// release gives the report and its blocks back to the pools: the report
// must not be read after.
func (rep *report) release() {
	releaseBlocks(&docBlocks, rep.doc.blocks)
	releaseBlocks(&itemBlocks, rep.comments)
	for _, p := range rep.parts {
		releaseBlocks(&itemBlocks, p.items)
		releaseBlocks(&itemBlocks, p.text)
		*p = part{}
	}
	*rep = report{parts: rep.parts}
	reports.Put(rep)
}
