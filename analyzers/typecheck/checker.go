package typecheck

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// CheckerTimeout bounds one run of a checker command.
const CheckerTimeout = 10 * time.Minute

// CheckerRun is one side's run of a checker command.
type CheckerRun struct {
	Sites    []Site
	Exit     int
	LastLine string // the output's last non-empty line, for a failure's reason
	// Overflow is output with more error lines than are kept: Sites is
	// empty and the run is no check.
	Overflow bool
	Unread   []snapshot.Skip
	Duration time.Duration
}

// RunChecker writes snap's files to a new temporary directory and runs
// command there through sh -c, never in the user's work tree; the output
// (stdout and stderr together) is read as it comes by an OutputReader. An
// error means the tree could not be written or the shell could not start.
//
// The command runs the change's own code (a build script, a compiler
// plugin), so nothing it starts outlives the run: on Unix it runs in a
// process group of its own, killed when the run ends, times out or is
// interrupted. The export is removed in every case; an interrupt then
// takes its usual course.
func RunChecker(ctx context.Context, snap snapshot.Snapshot, command string) (CheckerRun, error) {
	ctx, interrupted := cancelOnInterrupt(ctx)
	run, err := runInExport(ctx, snap, command)
	if sig := interrupted(); sig != nil {
		reraise(sig)
	}
	return run, err
}

// checkerWaitDelay is how long a run waits, once the shell is gone, for
// what it left behind to close the output.
const checkerWaitDelay = 2 * time.Second

func runInExport(ctx context.Context, snap snapshot.Snapshot, command string) (CheckerRun, error) {
	var run CheckerRun
	tmp, err := os.MkdirTemp("", "reviewlint-checker-")
	if err != nil {
		return run, err
	}
	defer os.RemoveAll(tmp)
	root := filepath.Join(tmp, "tree")
	if run.Unread, err = Export(snap, root); err != nil {
		return run, err
	}
	ctx, cancel := context.WithTimeout(ctx, CheckerTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", command)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "PWD="+root)
	cmd.WaitDelay = checkerWaitDelay
	ownGroup(cmd)
	resolved, _ := filepath.EvalSymlinks(root)
	out := NewOutputReader(root, resolved, filepath.ToSlash(root))
	cmd.Stdout, cmd.Stderr = out, out
	start := time.Now()
	err = cmd.Run()
	killGroup(cmd) // what the shell left running
	run.Duration = time.Since(start)
	var exit *exec.ExitError
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return run, fmt.Errorf("checker did not finish within %s", CheckerTimeout)
	case ctx.Err() != nil:
		return run, fmt.Errorf("checker stopped: %w", context.Cause(ctx))
	case err != nil && !errors.As(err, &exit) && !errors.Is(err, exec.ErrWaitDelay):
		return run, err // ErrWaitDelay: the shell exited, a leftover held the output
	}
	run.Exit = cmd.ProcessState.ExitCode()
	out.Close()
	run.Sites, run.LastLine, run.Overflow = out.Sites(), out.LastLine(), out.Overflow()
	return run, nil
}

// cancelOnInterrupt cancels ctx on an interrupt or a termination signal,
// so that the run can clean up; stop ends the watch and returns the
// signal that came, if one did.
func cancelOnInterrupt(parent context.Context) (ctx context.Context, stop func() os.Signal) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	done, finished := make(chan struct{}), make(chan struct{})
	var got os.Signal
	go func() {
		defer close(finished)
		select {
		case got = <-ch:
			cancel(fmt.Errorf("interrupted (%s)", got))
		case <-done:
		}
	}()
	return ctx, func() os.Signal {
		signal.Stop(ch)
		close(done)
		<-finished
		cancel(nil)
		return got
	}
}

// Export writes every file of snap under dir. A path that would land
// outside dir (absolute, or with a ".." element: no git tree holds one,
// a hostile object may) is refused; a file that cannot be read is listed.
func Export(snap snapshot.Snapshot, dir string) ([]snapshot.Skip, error) {
	var unread []snapshot.Skip
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	for _, p := range snap.Paths() {
		if !safePath(p) {
			unread = append(unread, snapshot.Skip{Path: p, Reason: "path leaves the tree"})
			continue
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if target, isLink, err := linkIn(snap, p); isLink || err != nil {
			// A link written as a file would hold the target's name
			// where the checkout has its text.
			if err == nil {
				if err = os.MkdirAll(filepath.Dir(dst), 0o755); err == nil {
					err = os.Symlink(target, dst)
				}
			}
			if err != nil {
				unread = append(unread, snapshot.Skip{Path: p, Reason: err.Error()})
			}
			continue
		}
		data, err := snap.ReadFile(p)
		if err != nil {
			unread = append(unread, snapshot.Skip{Path: p, Reason: err.Error()})
			continue
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return unread, err
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return unread, err
		}
	}
	return unread, nil
}

func safePath(p string) bool {
	if p == "" || path.IsAbs(p) || strings.Contains(p, `\`) {
		return false
	}
	for _, e := range strings.Split(p, "/") {
		if e == "" || e == "." || e == ".." || e == ".git" {
			return false
		}
	}
	return true
}
