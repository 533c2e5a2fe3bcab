package capture

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// Options is one capture.
type Options struct {
	Args []string // the command and its arguments, run without a shell
	Dir  string   // where it runs
	// Echo receives the output as it comes (the user's terminal).
	Echo io.Writer
	// Keep, when set, receives the full output too (--output FILE).
	Keep io.Writer
	// KeptAs names Keep's file in the block.
	KeptAs string
}

// Result is what one run left to record.
type Result struct {
	Command  string
	Exit     int    // the exit status, -1 when killed by a signal
	Status   string // "exit 0", "killed by signal: interrupt"
	Duration time.Duration
	Summary  string
	Digest   string // hex sha256 of the full output
	Bytes    int64
	KeptAs   string
}

// Run runs the command with stdout and stderr together, as a terminal
// shows them, hashing every byte. An error means it could not start.
func Run(o Options) (Result, error) {
	if len(o.Args) == 0 {
		return Result{}, errors.New("no command to run")
	}
	r := Result{Command: Quote(o.Args), KeptAs: o.KeptAs}
	h := sha256.New()
	var sum summarizer
	var count countWriter
	sinks := []io.Writer{h, &sum, &count}
	if o.Echo != nil {
		sinks = append(sinks, o.Echo)
	}
	if o.Keep != nil {
		sinks = append(sinks, o.Keep)
	}
	out := &shared{w: io.MultiWriter(sinks...)}
	cmd := exec.Command(o.Args[0], o.Args[1:]...)
	cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = o.Dir, os.Stdin, out, out
	start := time.Now()
	err := cmd.Run()
	r.Duration = time.Since(start)
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		r.Exit = exit.ExitCode()
		r.Status = fmt.Sprintf("exit %d", r.Exit)
		if r.Exit < 0 {
			r.Status = "killed by signal: " + strings.TrimPrefix(exit.String(), "signal: ")
		}
	case err != nil:
		return r, err
	default:
		r.Status = "exit 0"
	}
	r.Summary, r.Digest, r.Bytes = sum.Summary(), hex.EncodeToString(h.Sum(nil)), int64(count)
	return r, nil
}

// shared is one writer for both stdout and stderr: exec then copies
// through one pipe, keeping the order the command wrote in.
type shared struct{ w io.Writer }

func (s *shared) Write(p []byte) (int, error) { return s.w.Write(p) }

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

// Quote writes argv as a POSIX shell would read it back.
func Quote(args []string) string {
	out := make([]string, len(args))
	for i, a := range args {
		if a != "" && strings.Trim(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%") == "" {
			out[i] = a
			continue
		}
		out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(out, " ")
}
