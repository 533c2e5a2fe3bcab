//go:build unix

package lint

import "syscall"

// readSeen reads name, which the walk saw to be a regular file that is no
// link, on a bare descriptor: opened without following a link and without
// blocking, checked on the descriptor to be a regular file still, read
// into *buf. It is readLimited's fast path; *os.File's bookkeeping (the
// poller registration, the finalizer) cost as much as the read of a small
// report. ok is false, with nothing kept, on anything unexpected: the
// caller then opens the name afresh, as every other name is, and reports
// what it finds.
func readSeen(name string, limit int64, buf *[]byte) (content []byte, size int64, ok bool) {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(name, syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, 0, false
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if fstat(fd, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return nil, 0, false
	}
	if st.Size > limit {
		return nil, st.Size, true
	}
	b := (*buf)[:0]
	// Room for a byte past the size: a read that fills it says the
	// file grew since fstat, and it is read on to the end.
	if want := int(st.Size) + 1; cap(b) < want {
		b = make([]byte, 0, want)
	}
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := readFD(fd, b[len(b):cap(b)])
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n < 0 {
			return nil, 0, false
		}
		if n == 0 {
			*buf = b
			return b, int64(len(b)), true
		}
		b = b[:len(b)+n]
		if int64(len(b)) > limit {
			// It grew while read.
			*buf = b[:0]
			if fstat(fd, &st) != nil {
				return nil, 0, false
			}
			return nil, max(st.Size, int64(len(b))), true
		}
		if int64(len(b)) == st.Size && st.Size > 0 {
			// The read reached the end fstat gave, asked for a byte
			// more and got none of it: the file is read. The read past
			// the end that would say so again was one system call of
			// the six linting a small report made. A file that reports
			// no size (/proc) is read to the end as before.
			*buf = b
			return b, st.Size, true
		}
	}
}

// readFD is syscall.Read; tests count the reads.
var readFD = syscall.Read

// fstat is syscall.Fstat, again when a signal interrupts it.
func fstat(fd int, st *syscall.Stat_t) error {
	for {
		if err := syscall.Fstat(fd, st); err != syscall.EINTR {
			return err
		}
	}
}
