package lint

import (
	"io/fs"
	"runtime"
	"sync"
	"sync/atomic"
)

// argStat is statArg's answer for one path named on the command line.
type argStat struct {
	info fs.FileInfo
	seen bool
	err  error
}

// statArgs is statArg of every path in args but "-", on all cores, in
// args' order. Collect asks it before it looks at any: a hook manager or
// xargs names thousands of files, and one lstat after another was most of
// the time Collect took, spent on one core while the other waited to
// lint. A stat changes nothing, so asking them all, and in any order,
// leaves Collect's answers as they were.
func statArgs(args []string) []argStat {
	stats := make([]argStat, len(args))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(args)/64, 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(args) {
					return
				}
				if args[i] != "-" {
					s := &stats[i]
					s.info, s.seen, s.err = statArg(args[i])
				}
			}
		}()
	}
	wg.Wait()
	return stats
}
