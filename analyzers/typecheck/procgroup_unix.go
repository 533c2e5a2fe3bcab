//go:build unix

package typecheck

import (
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"
)

// ownGroup runs cmd in a process group of its own, and makes cancelling
// it kill the whole group: a shell's children too, which would otherwise
// hold the output open and outlive the run.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
}

// killGroup kills what is left of cmd's process group.
func killGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}

// reraise delivers sig again with its default action, which ends the
// process as the signal would have.
func reraise(sig os.Signal) {
	signal.Reset(sig)
	if s, ok := sig.(syscall.Signal); ok {
		syscall.Kill(syscall.Getpid(), s)
		time.Sleep(time.Second)
		os.Exit(128 + int(s))
	}
	os.Exit(1)
}
