package gitrepo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// ErrNoGit means the git binary is not on PATH: callers fall back to
// reading the configuration themselves and say so.
var ErrNoGit = errors.New("git is not on PATH")

// gitTimeout bounds one question to git; it answers in milliseconds.
const gitTimeout = 30 * time.Second

// runGit runs the git binary in the folder the repository was opened from,
// with this process's environment (GIT_DIR and the like included), and
// returns its standard output. ok is false when git exits 1, which for
// `git config --get` means "not set".
func (r *Repo) runGit(args ...string) (out []byte, ok bool, err error) {
	path, err := exec.LookPath("git")
	if err != nil {
		return nil, false, ErrNoGit
	}
	ctx, cancel := context.WithTimeout(context.Background(), gitTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Dir = r.dir
	cmd.Env = os.Environ()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return stdout.Bytes(), true, nil
	case errors.As(err, &exit) && exit.ExitCode() == 1 && stderr.Len() == 0:
		return nil, false, nil
	default:
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, false, fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
	}
}

// GitConfig asks git for the value of key as git resolves it (every file,
// conditional includes evaluated, --type=path expands ~ and ~user when
// asPath). set is false when the key is not set.
func (r *Repo) GitConfig(key string, asPath bool) (value string, set bool, err error) {
	args := []string{"config", "-z"}
	if asPath {
		args = append(args, "--type=path")
	}
	out, ok, err := r.runGit(append(args, "--get", key)...)
	if err != nil || !ok {
		return "", false, err
	}
	return strings.TrimSuffix(string(out), "\x00"), true, nil
}
