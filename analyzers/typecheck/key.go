package typecheck

import (
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"strconv"
	"sync"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// keyHash builds a package's key from length-prefixed fields, so that no
// two different field lists hash the same bytes.
type keyHash struct{ h hash.Hash }

func newKeyHash(fields ...string) *keyHash {
	k := &keyHash{h: sha256.New()}
	k.add(fields...)
	return k
}

func (k *keyHash) add(fields ...string) {
	for _, f := range fields {
		k.h.Write([]byte(strconv.Itoa(len(f))))
		k.h.Write([]byte{':'})
		k.h.Write([]byte(f))
	}
}

func (k *keyHash) sum() string { return hex.EncodeToString(k.h.Sum(nil)) }

func contentSum(data []byte) string {
	s := sha256.Sum256(data)
	return string(s[:])
}

// source is a snapshot read from several goroutines: a Snapshot's
// ReadFile is for one goroutine at a time.
type source struct {
	mu   sync.Mutex
	snap snapshot.Snapshot
}

// id is p's content id, when the snapshot names one (snapshot.Identified).
func (s *source) id(p string) (string, bool) {
	ids, ok := s.snap.(snapshot.Identified)
	if !ok {
		return "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return ids.ContentID(p)
}

// read reads p, refusing a symbolic link (linked). A file the snapshot
// reads concurrently is read outside the lock, so that the goroutines
// reading ahead and checking overlap.
func (s *source) read(p string) ([]byte, error) {
	if fast, ok := s.snap.(snapshot.Concurrent); ok {
		if data, ok, err := fast.ReadFileFast(p); ok {
			return data, err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := linked(s.snap, p); err != nil {
		return nil, err
	}
	return s.snap.ReadFile(p)
}
