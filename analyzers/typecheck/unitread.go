package typecheck

import (
	"path"
	"sync"
)

// unitReader reads the files of one side's checked packages on a
// goroutine of its own, ahead of prepare: prepare reads each (a blob
// to inflate, its names to note, its hash, its imports) between
// resolving one package's imports and the next's, a fifth of what
// resolving a side takes, while the other cores wait. The files are
// known before the first is prepared. unitFile takes what the helper
// read, waits for the file it is reading, and reads itself one it has
// not reached, as header does with the prefetcher.
type unitReader struct {
	c       *GoChecker
	src     *source
	mu      sync.Mutex
	changed *sync.Cond // a file read, or the reader stopped
	queue   []unitTodo
	files   map[string]*readUnit
	stopped bool
	// written holds the names the files the helper read write after a
	// dot: prepare takes every file queued, and resolving reads none of
	// the names, so stop adds them to the checker's once the side is
	// prepared.
	written map[string]bool
	done    sync.WaitGroup
}

// unitTodo is one queued file, with whether its name may be in the
// build (nameMatches, which resolving's goroutine asks).
type unitTodo struct {
	dir, path string
	nameOK    bool
}

// readUnit is one queued file: claimed once the helper or unitFile
// starts reading it, ready once the helper has.
type readUnit struct {
	claimed, ready bool
	uf             unitFile
	err            error
	panicked       any // what reading it panicked with, for take to raise
}

// startUnitReader reads, in order, the files of dirs in s that the
// last side did not read (c.unitFiles holds those).
func startUnitReader(s *side, dirs []string) *unitReader {
	c := s.c
	r := &unitReader{c: c, src: s.src, files: map[string]*readUnit{}, written: map[string]bool{}}
	r.changed = sync.NewCond(&r.mu)
	for _, dir := range dirs {
		for _, p := range s.files[dir] {
			if id, byID := s.src.id(p); byID {
				if _, ok := c.unitFiles[p+"\x00"+id]; ok {
					continue
				}
			}
			if r.files[p] == nil {
				r.files[p] = &readUnit{}
				r.queue = append(r.queue, unitTodo{dir: dir, path: p, nameOK: c.nameMatches(dir, path.Base(p))})
			}
		}
	}
	r.done.Add(1)
	go r.run()
	return r
}

// run reads the queued files no one has claimed.
func (r *unitReader) run() {
	defer r.done.Done()
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, todo := range r.queue {
		if r.stopped {
			return
		}
		f := r.files[todo.path]
		if f == nil || f.claimed {
			continue // unitFile read it
		}
		f.claimed = true
		r.mu.Unlock()
		r.read(f, todo)
		r.mu.Lock()
		f.ready = true
		r.changed.Broadcast()
	}
}

// read reads one file into f. A panic is kept for take to raise on
// resolving's goroutine, where analysis.Run recovers it as it did when
// prepare read the file, and ends the reading. The names the file noted
// before it panicked stay in written: when prepare takes the file the
// analysis fails on the panic, and when it does not, an extra name only
// keeps a declaration pruning could have dropped.
func (r *unitReader) read(f *readUnit, todo unitTodo) {
	defer func() {
		if v := recover(); v != nil {
			f.panicked = v
			r.mu.Lock()
			r.stopped = true
			r.mu.Unlock()
		}
	}()
	f.uf, f.err = r.c.readUnitFile(r.src, todo.dir, todo.path, todo.nameOK, r.written)
}

// take returns what the helper read of file p, waiting for it while
// the helper reads it; ok is false when p was not queued or the helper
// has not started it, which unitFile then reads itself.
func (r *unitReader) take(p string) (uf unitFile, err error, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	f := r.files[p]
	if f == nil {
		return unitFile{}, nil, false
	}
	delete(r.files, p)
	if !f.claimed {
		f.claimed = true
		return unitFile{}, nil, false
	}
	for !f.ready {
		r.changed.Wait()
	}
	if f.panicked != nil {
		panic(f.panicked)
	}
	return f.uf, f.err, true
}

// stop ends the helper, once it has read the file it is reading, and
// adds the names the files it read write to the checker's.
func (r *unitReader) stop() {
	r.mu.Lock()
	r.stopped = true
	r.mu.Unlock()
	r.done.Wait()
	for name := range r.written {
		r.c.written[name] = true
	}
}
