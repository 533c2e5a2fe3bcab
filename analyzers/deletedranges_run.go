package analyzers

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/reviewlint/reviewlint/analyzers/linediff"
	"github.com/reviewlint/reviewlint/gitrepo"
)

// diffJob is one file's two sides, read by the pass's goroutine and diffed
// by a worker.
type diffJob struct {
	index    int
	old, new []byte
}

func runDeletedRanges(pass *Pass) (any, error) {
	result := &DeletedRangesResult{Files: make([]FileRanges, len(pass.Changes))}
	jobs := make(chan diffJob, 2*runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for job := range jobs {
				f := &result.Files[job.index]
				hunks, err := linediff.Diff(job.old, job.new)
				if err != nil {
					f.Skipped = err.Error()
					continue
				}
				f.Hunks = hunks
			}
		}()
	}
	// Blobs are read here, in one goroutine: go-git is not safe for
	// concurrent use.
	var readErr error
	for i, c := range pass.Changes {
		f := &result.Files[i]
		*f = fileHeader(c)
		job, ok, err := prepare(pass, c, f)
		if err != nil {
			readErr = err
			break
		}
		if ok {
			job.index = i
			jobs <- job
		}
	}
	close(jobs)
	wg.Wait()
	if readErr != nil {
		return nil, readErr
	}
	reportRanges(pass, result)
	return result, nil
}

// fileHeader fills what the change itself says about a file.
func fileHeader(c gitrepo.Change) FileRanges {
	f := FileRanges{Path: c.Path, OldPath: c.OldPath, Status: statusWord(c), Hunks: []linediff.Hunk{},
		OldMode: modeText(c.OldMode), NewMode: modeText(c.NewMode), Kind: kindWord(c.NewMode)}
	if f.Kind == "" {
		f.Kind = kindWord(c.OldMode)
	}
	return f
}

// prepare reads both sides of a change and decides what is left to do:
// ok is true when the file still needs a line diff.
func prepare(pass *Pass, c gitrepo.Change, f *FileRanges) (diffJob, bool, error) {
	switch {
	case c.Status == gitrepo.Unmerged:
		f.Skipped = "unmerged: the index holds conflict stages"
		return diffJob{}, false, nil
	case c.ModeOnly():
		return diffJob{}, false, nil
	}
	limit := pass.MaxBlobBytes()
	old, err := sideContent(pass.Repo, c.OldHash, c.OldMode, limit)
	if err == nil {
		var new []byte
		new, err = sideContent(pass.Repo, c.NewHash, c.NewMode, limit)
		if err == nil {
			switch {
			case isBinary(old) || isBinary(new):
				f.Binary = true
				return diffJob{}, false, nil
			case c.Status == gitrepo.TypeChanged:
				f.Hunks = linediff.Replace(old, new)
				return diffJob{}, false, nil
			}
			return diffJob{old: old, new: new}, true, nil
		}
	}
	if tooLarge(err) {
		f.Skipped = fmt.Sprintf("a side is over the blob size limit of %d bytes", limit)
		return diffJob{}, false, nil
	}
	return diffJob{}, false, fmt.Errorf("read %s: %w", c.Path, err)
}

// reportRanges states the facts a reviewer can paste.
func reportRanges(pass *Pass, result *DeletedRangesResult) {
	deleted, added, skipped := 0, 0, 0
	for _, f := range result.Files {
		d, a := linediff.Totals(f.Hunks)
		deleted, added = deleted+d, added+a
		if f.Skipped != "" {
			skipped++
			pass.Unchecked("line ranges of %s (%s)", f.Path, f.Skipped)
		}
	}
	pass.Fact("%d files changed between %s and %s, %d lines deleted and %d added (minimal line diff of the git objects, git diff -U0 numbering)",
		len(result.Files), shortSide(pass.Base, false), shortSide(pass.Head, pass.Staged), deleted, added)
	const perFileFacts = 100
	for i, f := range result.Files {
		if i == perFileFacts {
			pass.Fact("%d more files, listed by reviewlint derive deleted-ranges --format json", len(result.Files)-perFileFacts)
			break
		}
		if f.Skipped == "" {
			pass.Fact("%s", fileClaim(f))
		}
	}
}
