//go:build linux || darwin

package typecheck

import (
	"os"
	"syscall"
)

// readFile reads a file of the standard library or the module cache, as
// os.ReadFile does, through the system calls alone. A check reads
// thousands of such files, each twice (for its header, then to parse
// its declarations), and an *os.File costs each of them a descriptor
// flag change, a finalizer and a stat more than the bytes need.
func readFile(p string) ([]byte, error) { return readFileInto(p, nil) }

// readFileInto is readFile into buf when it holds the file, so that a
// buffer whose bytes are no longer needed is not allocated and zeroed
// again for the next file.
func readFileInto(p string, buf []byte) ([]byte, error) {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(p, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return nil, &os.PathError{Op: "stat", Path: p, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Size < 0 || st.Size > 1<<30 {
		return os.ReadFile(p) // its size does not say what it holds
	}
	data := buf[:0]
	if cap(data) < int(st.Size)+1 { // the byte more shows the end
		data = make([]byte, 0, int(st.Size)+1)
	}
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := syscall.Read(fd, data[len(data):cap(data)])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, &os.PathError{Op: "read", Path: p, Err: err}
		}
		if n <= 0 {
			return data, nil
		}
		data = data[:len(data)+n]
		if len(data) == int(st.Size) {
			// All the file held when it was opened: the standard
			// library and the module cache do not change under a
			// check, and the read that would say so is one system
			// call in five.
			return data, nil
		}
	}
}
