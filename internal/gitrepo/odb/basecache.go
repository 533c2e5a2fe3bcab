package odb

import (
	"container/list"
	"sync"

	"github.com/go-git/go-git/v5/plumbing"
)

// baseCache keeps recently used delta bases, so that the objects of one
// delta chain (trees of successive commits, versions of one file) do not
// each inflate the whole chain again. It is bounded in bytes: reviewlint's
// peak memory is measured against git's. Entries are never modified once
// stored; readers copy before handing bytes out.
type baseCache struct {
	mu    sync.Mutex
	limit int
	used  int
	order *list.List // front: most recently used
	items map[baseKey]*list.Element
}

type baseKey struct {
	pack *pack
	off  int64
}

type baseEntry struct {
	key  baseKey
	typ  plumbing.ObjectType
	data []byte
}

func newBaseCache(limit int) *baseCache {
	return &baseCache{limit: limit, order: list.New(), items: map[baseKey]*list.Element{}}
}

func (c *baseCache) get(p *pack, off int64) (plumbing.ObjectType, []byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[baseKey{p, off}]
	if !ok {
		return 0, nil, false
	}
	c.order.MoveToFront(el)
	e := el.Value.(*baseEntry)
	return e.typ, e.data, true
}

// put stores a base unless it alone would take more than a quarter of the
// budget (a large blob would evict everything else for one use). It
// reports whether data is now shared with the cache.
func (c *baseCache) put(p *pack, off int64, typ plumbing.ObjectType, data []byte) bool {
	if len(data) > c.limit/4 {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	key := baseKey{p, off}
	if _, ok := c.items[key]; ok {
		return false
	}
	c.items[key] = c.order.PushFront(&baseEntry{key: key, typ: typ, data: data})
	c.used += len(data)
	for c.used > c.limit {
		el := c.order.Back()
		e := el.Value.(*baseEntry)
		c.order.Remove(el)
		delete(c.items, e.key)
		c.used -= len(e.data)
	}
	return true
}
