package symbols

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

type parseJob struct {
	index int
	path  string
	src   []byte
}

// parseGoFiles parses paths on worker goroutines. Blobs are read on the
// calling goroutine only: a snapshot backed by go-git is not safe for
// concurrent use, while go/parser over bytes is. A file that does not
// parse, or is over maxSize bytes (0: no limit), is skipped with a reason.
func parseGoFiles(snap snapshot.Snapshot, paths []string, maxSize int) ([]*goFile, []Skip, error) {
	files := make([]*goFile, len(paths))
	reasons := make([]string, len(paths))
	jobs := make(chan parseJob, 64)
	var wg sync.WaitGroup
	for range max(1, min(runtime.GOMAXPROCS(0), len(paths))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for job := range jobs {
				gf, err := parseGoFile(job.path, job.src)
				if err != nil {
					reasons[job.index] = fmt.Sprintf("go parse error: %v", err)
					continue
				}
				files[job.index] = gf
			}
		}()
	}
	var readErr error
	for i, p := range paths {
		src, err := snap.ReadFile(p)
		if errors.Is(err, snapshot.ErrTooLarge) {
			reasons[i] = err.Error()
			continue
		}
		if err != nil {
			readErr = fmt.Errorf("read %s: %w", p, err)
			break
		}
		if maxSize > 0 && len(src) > maxSize {
			reasons[i] = fmt.Sprintf("larger than %d bytes", maxSize)
			continue
		}
		jobs <- parseJob{i, p, src}
	}
	close(jobs)
	wg.Wait()
	if readErr != nil {
		return nil, nil, readErr
	}
	var parsed []*goFile
	var skipped []Skip
	for i, gf := range files {
		switch {
		case gf != nil:
			parsed = append(parsed, gf)
		case reasons[i] != "":
			skipped = append(skipped, Skip{Path: paths[i], Reason: reasons[i]})
		}
	}
	return parsed, skipped, nil
}
