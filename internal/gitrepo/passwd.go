package gitrepo

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
)

// passwdFile is the user database read to expand ~user without git.
const passwdFile = "/etc/passwd"

// errNoUser is returned when the user database has no such user.
var errNoUser = errors.New("unknown user")

// userHome looks name's home folder up in /etc/passwd, as Go's own os/user
// does when built without cgo (release builds are). os/user is not used:
// with cgo it links the C library into every build, and the dynamic loader,
// libc's start-up and cgo's threads cost each run of the binary more than
// the whole of its own start-up, for a lookup that only the fallback
// without git ever makes.
func userHome(name string) (string, error) {
	f, err := os.Open(passwdFile)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return homeInPasswd(f, name)
}

// homeInPasswd reads an /etc/passwd-style file (name:pw:uid:gid:gecos:home:
// shell, comments and blank lines skipped as glibc does) for name's home.
// A line longer than 64 KiB is an error, never cut into two lines.
func homeInPasswd(r io.Reader, name string) (string, error) {
	if name == "" || bytes.ContainsAny([]byte(name), ":\n") {
		return "", errNoUser
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 64<<10)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		fields := bytes.SplitN(line, []byte{':'}, 7)
		if len(fields) < 6 || string(fields[0]) != name {
			continue
		}
		if len(fields[5]) == 0 {
			return "", fmt.Errorf("user %q has no home folder", name)
		}
		return string(fields[5]), nil
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("read %s: %w", passwdFile, err)
	}
	return "", errNoUser
}
