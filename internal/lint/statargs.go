package lint

import (
	"io/fs"
	"runtime"
)

// namedArg is what Collect learns of one path named on the command line
// before it takes the paths in turn.
type namedArg struct {
	info fs.FileInfo // statArg's answers
	seen bool
	err  error
	// target is the path as a file to lint, when it is no folder; its
	// Kind is None when neither the globs nor the extension (nor, with
	// RespectGlobs unset, the fallback) give it one.
	target Target
}

// lookAtArgs is statArg of every path in args but "-", and the target
// each file would be, on all cores, in args' order. Collect asks it
// before it takes any: xargs or a hook manager names thousands of files,
// and one lstat and glob match after another was most of the time
// Collect took, on one core while the other waited to lint. Neither a
// stat nor a match changes anything, so asking them all, and in any
// order, leaves Collect's answers as they were.
func (l *Linter) lookAtArgs(at places, args []string, fallback Kind) []namedArg {
	named := make([]namedArg, len(args))
	eachOnWorkers(len(args), min(runtime.GOMAXPROCS(0), max(len(args)/64, 1)),
		func(i int) string { return "looking at " + args[i] },
		func() func(int) {
			return func(i int) {
				if args[i] != "-" {
					l.lookAtArg(at, args[i], fallback, &named[i])
				}
			}
		})
	return named
}

// lookAtArg fills a with what Collect learns of arg.
func (l *Linter) lookAtArg(at places, arg string, fallback Kind, a *namedArg) {
	a.info, a.seen, a.err = statArg(arg)
	if a.err != nil || a.info.IsDir() {
		return
	}
	rel := at.rel(arg)
	kind := None
	if l.RespectGlobs {
		kind = l.KindOf(rel)
	} else {
		kind = l.KindForPath(rel, fallback)
	}
	a.target = at.seenTarget(arg, rel, kind, a.seen)
}
