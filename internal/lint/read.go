package lint

import (
	"errors"
	"io"
)

// readLimited reads the file at path into *buf, growing it as needed,
// and returns the content (valid until the next call with buf). A file over
// limit bytes is not read past the limit: content is nil and size is its
// size. Reading into a reused buffer is most of what linting a folder of
// small reports costs. Only a regular file is read: a named pipe or a
// device would block or never end.
func (l *Linter) readLimited(path string, seen bool, buf *[]byte) (content []byte, size int64, err error) {
	limit := l.cfg.Limits.MaxFileBytes
	if seen {
		if file, regular, err := l.locateSeen(&l.paths, path, true); err == nil && regular {
			if content, size, ok := readSeen(file, limit, buf); ok {
				return content, size, nil
			}
		}
	}
	f, err := l.openInRepo(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	b := (*buf)[:0]
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := f.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if int64(len(b)) > limit {
			*buf = b[:0]
			info, statErr := f.Stat()
			if statErr != nil {
				return nil, 0, statErr
			}
			return nil, info.Size(), nil
		}
		if errors.Is(err, io.EOF) {
			*buf = b
			return b, int64(len(b)), nil
		}
		if err != nil {
			return nil, 0, err
		}
	}
}
