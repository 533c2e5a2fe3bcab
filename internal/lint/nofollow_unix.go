//go:build unix

package lint

import "syscall"

// noFollow makes an open fail on a symbolic link rather than follow it.
const noFollow = syscall.O_NOFOLLOW
