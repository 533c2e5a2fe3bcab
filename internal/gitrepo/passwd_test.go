package gitrepo

import (
	"errors"
	"os"
	"os/user"
	"strings"
	"testing"
)

func TestHomeInPasswd(t *testing.T) {
	const db = "# comment\n\n  root:x:0:0:root:/root:/bin/bash\n" +
		"nohome:x:1:1:::/bin/sh\n" +
		"short:x:2:2\n" +
		"ann:x:1000:1000:Ann, room 1:/home/ann:/bin/zsh\n" +
		"ann:x:1001:1001::/home/second:/bin/sh\n"
	for _, tc := range []struct {
		name, home string
		err        bool
	}{
		{"root", "/root", false},
		{"ann", "/home/ann", false}, // the first entry wins, as getpwnam's
		{"nohome", "", true},
		{"short", "", true},
		{"bob", "", true},
		{"", "", true},
		{"ann:x", "", true},
		{"# comment", "", true},
	} {
		home, err := homeInPasswd(strings.NewReader(db), tc.name)
		if home != tc.home || (err != nil) != tc.err {
			t.Errorf("homeInPasswd(%q) = %q, %v; want %q, error %v", tc.name, home, err, tc.home, tc.err)
		}
	}
	long := strings.Repeat("x", 70<<10) + "\nann:x:1:1::/home/ann:/bin/sh\n"
	if _, err := homeInPasswd(strings.NewReader(long), "ann"); err == nil || errors.Is(err, errNoUser) {
		t.Errorf("a 70 KiB line: %v; want a read error", err)
	}
}

// The machine's own user database agrees with os/user, the oracle.
func TestUserHomeAgreesWithOSUser(t *testing.T) {
	if _, err := os.Stat(passwdFile); err != nil {
		t.Skip("no", passwdFile)
	}
	u, err := user.Current()
	if err != nil {
		t.Skip("no current user:", err)
	}
	home, err := userHome(u.Username)
	if err != nil || home != u.HomeDir {
		t.Fatalf("userHome(%q) = %q, %v; os/user says %q", u.Username, home, err, u.HomeDir)
	}
}

func FuzzHomeInPasswd(f *testing.F) {
	f.Add("root:x:0:0:root:/root:/bin/bash\n", "root")
	f.Add("#x\n a:b:c:d:e:f\n", "a")
	f.Fuzz(func(t *testing.T, db, name string) {
		home, err := homeInPasswd(strings.NewReader(db), name)
		if err == nil && (home == "" || strings.ContainsAny(home, ":\n")) {
			t.Fatalf("home %q for %q", home, name)
		}
	})
}
