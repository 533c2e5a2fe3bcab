//go:build !unix

package typecheck

import (
	"os"
	"os/exec"
)

// ownGroup leaves cmd as it is: cancelling it kills the shell alone.
func ownGroup(*exec.Cmd) {}

func killGroup(*exec.Cmd) error { return nil }

// reraise ends the process as an interrupt would.
func reraise(os.Signal) { os.Exit(1) }
