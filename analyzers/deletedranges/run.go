package deletedranges

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/linediff"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

func runDeletedRanges(pass *analysis.Pass) (any, error) {
	result := &Result{Files: make([]FileRanges, len(pass.Changes))}
	workers := min(runtime.GOMAXPROCS(0), max(1, len(pass.Changes)/8))
	next := make(chan int)
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		// go-git is not safe for concurrent use: each worker reads blobs
		// through its own handle on the repository.
		repo := pass.Repo
		if w > 0 {
			var err error
			if repo, err = pass.Repo.Reopen(); err != nil {
				close(next)
				wg.Wait()
				return nil, err
			}
		}
		wg.Add(1)
		go func(repo *gitrepo.Repo, own bool) {
			defer wg.Done()
			if own {
				defer repo.Close()
			}
			for i := range next {
				if err := RangesOf(repo, pass.MaxBlobBytes(), pass.Changes[i], &result.Files[i]); err != nil {
					errs <- err
					for range next {
					}
					return
				}
			}
		}(repo, w > 0)
	}
	for i := range pass.Changes {
		next <- i
	}
	close(next)
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return nil, err
	}
	reportRanges(pass, result)
	return result, nil
}

// RangesOf fills one file's entry: header, then hunks unless skipped.
func RangesOf(repo *gitrepo.Repo, limit int64, c gitrepo.Change, f *FileRanges) error {
	*f = fileHeader(c)
	old, new, ok, err := prepare(repo, limit, c, f)
	if err != nil || !ok {
		return err
	}
	hunks, err := linediff.Diff(old, new)
	if err != nil {
		f.Skipped = err.Error()
		return nil
	}
	f.Hunks = hunks
	return nil
}

// fileHeader fills what the change itself says about a file.
func fileHeader(c gitrepo.Change) FileRanges {
	f := FileRanges{Path: c.Path, OldPath: c.OldPath, Status: analysis.StatusWord(c), Hunks: []linediff.Hunk{},
		OldMode: analysis.ModeText(c.OldMode), NewMode: analysis.ModeText(c.NewMode), FileKind: analysis.KindWord(c.NewMode)}
	if f.FileKind == "" {
		f.FileKind = analysis.KindWord(c.OldMode)
	}
	return f
}

// prepare reads both sides of a change and decides what is left to do:
// ok is true when the file still needs a line diff.
func prepare(repo *gitrepo.Repo, limit int64, c gitrepo.Change, f *FileRanges) (old, new []byte, ok bool, err error) {
	switch {
	case c.Status == gitrepo.Unmerged:
		f.Skipped = "unmerged: the index holds conflict stages"
		return nil, nil, false, nil
	case c.ModeOnly():
		return nil, nil, false, nil
	}
	old, err = analysis.SideContent(repo, c.OldHash, c.OldMode, limit)
	if err == nil {
		new, err = analysis.SideContent(repo, c.NewHash, c.NewMode, limit)
		if err == nil {
			switch {
			case analysis.IsBinary(old) || analysis.IsBinary(new):
				f.Binary = true
				return nil, nil, false, nil
			case c.Status == gitrepo.TypeChanged:
				f.Hunks = linediff.Replace(old, new)
				return nil, nil, false, nil
			}
			return old, new, true, nil
		}
	}
	if analysis.TooLarge(err) {
		f.Skipped = fmt.Sprintf("a side is over the blob size limit of %d bytes", limit)
		return nil, nil, false, nil
	}
	// One unreadable blob costs that file's ranges, not the run.
	f.Skipped = fmt.Sprintf("could not read a side: %v", err)
	return nil, nil, false, nil
}
