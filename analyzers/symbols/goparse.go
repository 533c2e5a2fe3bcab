package symbols

import (
	"fmt"
	"go/parser"
	"go/token"
	"path"
	"runtime"
	"strconv"
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
// parse, or is over maxSize bytes (0: no limit), is skipped with a reason
// and listed as broken: what it defines and refers to is unknown.
func parseGoFiles(snap snapshot.Snapshot, paths []string, maxSize int) ([]*goFile, []Skip, []brokenGo, error) {
	files := make([]*goFile, len(paths))
	reasons := make([]string, len(paths))
	imports := make([]map[string]bool, len(paths))
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
					imports[job.index] = importsOnly(job.src)
					continue
				}
				files[job.index] = gf
			}
		}()
	}
	var readErr error
	for i, p := range paths {
		src, err := snap.ReadFile(p)
		if snapshot.Unreadable(err) {
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
		return nil, nil, nil, readErr
	}
	var parsed []*goFile
	var skipped []Skip
	var broken []brokenGo
	for i, gf := range files {
		switch {
		case gf != nil:
			parsed = append(parsed, gf)
		case reasons[i] != "":
			skipped = append(skipped, Skip{Path: paths[i], Reason: reasons[i]})
			broken = append(broken, brokenGo{path: paths[i], dir: path.Dir(paths[i]), imports: imports[i]})
		}
	}
	return parsed, skipped, broken, nil
}

// importsOnly reads the import block of a file whose body does not parse,
// nil when even that fails: the packages it can refer to through imports.
func importsOnly(src []byte) map[string]bool {
	file, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if err != nil {
		return nil
	}
	imports := map[string]bool{}
	for _, spec := range file.Imports {
		ip, _ := strconv.Unquote(spec.Path.Value)
		imports[ip] = true
	}
	return imports
}
