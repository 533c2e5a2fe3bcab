package typecheck

import (
	"path"
	"path/filepath"
	"slices"
	"sync"
)

// prefetcher reads the headers of files on disk on a goroutine of its
// own, ahead of the one resolving the sides: resolving is otherwise
// alone in reading the standard library's and the module cache's files
// while the other cores wait for the checks it prepares. A file is
// queued once resolving knows it will read it (its package is to be
// linked); header takes what the helper has read, waits for the file it
// is reading, and reads itself one the helper has not reached.
type prefetcher struct {
	c       *GoChecker
	mu      sync.Mutex
	changed *sync.Cond // a file queued or read, or the queue closed
	queue   []string
	files   map[string]*prefetched
	closed  bool
	buf     []byte // the helper's, as headerBuf is resolving's
	done    sync.WaitGroup
}

// prefetched is one queued file: claimed once the helper or header
// starts reading it, ready once the helper has.
type prefetched struct {
	claimed, ready bool
	entry          headerEntry
}

func startPrefetcher(c *GoChecker) *prefetcher {
	p := &prefetcher{c: c, files: map[string]*prefetched{}}
	p.changed = sync.NewCond(&p.mu)
	p.done.Add(1)
	go p.run()
	return p
}

// run reads the queued files no one has claimed. The names they write
// after a dot go into prefetchWritten, which nothing else touches until
// resolving is done; the names their imports give are noted by header
// as it takes them.
func (p *prefetcher) run() {
	defer p.done.Done()
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		for len(p.queue) == 0 && !p.closed {
			p.changed.Wait()
		}
		if len(p.queue) == 0 {
			return
		}
		name := p.queue[0]
		p.queue = p.queue[1:]
		f := p.files[name]
		if f == nil || f.claimed {
			continue // header read it
		}
		f.claimed = true
		p.mu.Unlock()
		e := p.c.diskHeader(name, &p.buf, p.c.prefetchWritten)
		p.mu.Lock()
		f.entry, f.ready = e, true
		p.changed.Broadcast()
	}
}

// stop ends the helper once it has read what is queued.
func (p *prefetcher) stop() {
	p.mu.Lock()
	p.closed = true
	p.changed.Broadcast()
	p.mu.Unlock()
	p.done.Wait()
}

// prefetch queues the files of n (on disk, to be linked) that header
// has not read and may keep by their names.
func (p *prefetcher) prefetch(n *node) {
	var todo []string
	for _, f := range n.unread {
		if _, ok := p.c.headers["disk\x00"+f]; ok {
			continue // read by the last side
		}
		sf := filepath.ToSlash(f)
		if p.c.nameMatches(path.Dir(sf), path.Base(sf)) {
			todo = append(todo, f)
		}
	}
	if len(todo) == 0 {
		return
	}
	// Resolving links depth first: it needs the package queued last
	// first, each in its files' order. The helper reads the package
	// queued first, from its last file, which resolving comes to last.
	slices.Reverse(todo)
	p.mu.Lock()
	for _, f := range todo {
		if p.files[f] == nil {
			p.files[f] = &prefetched{}
			p.queue = append(p.queue, f)
		}
	}
	p.changed.Broadcast()
	p.mu.Unlock()
}

// take returns the header the helper read of file f, waiting for it
// while the helper reads it; ok is false when f was not queued or the
// helper has not started it, which header then reads itself.
func (p *prefetcher) take(f string) (headerEntry, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	q := p.files[f]
	if q == nil {
		return headerEntry{}, false
	}
	if !q.claimed {
		q.claimed = true
		delete(p.files, f)
		return headerEntry{}, false
	}
	for !q.ready {
		p.changed.Wait()
	}
	delete(p.files, f)
	return q.entry, true
}

// diskHeader reads the header of a file on disk whose name nameMatches
// keeps, into buf, noting the names it writes after a dot in written.
func (c *GoChecker) diskHeader(p string, buf *[]byte, written map[string]bool) headerEntry {
	sp := filepath.ToSlash(p)
	var data []byte
	read := func() ([]byte, error) {
		data, err := readFileInto(p, *buf)
		*buf = data
		return data, err
	}
	if !c.matchContent(path.Dir(sp), path.Base(sp), read, &data) {
		return headerEntry{}
	}
	hdr, ok := c.readHeader(false, p, data, "", written)
	return headerEntry{hdr, ok}
}
