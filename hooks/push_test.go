package hooks

import (
	"strings"
	"testing"
)

func TestParsePushUpdates(t *testing.T) {
	const zero = "0000000000000000000000000000000000000000"
	const id = "4132821aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	tests := []struct {
		name, in string
		want     []PushUpdate
		err      bool
	}{
		{"new branch", "refs/heads/topic " + id + " refs/heads/topic " + zero + "\n",
			[]PushUpdate{{"refs/heads/topic", id, "refs/heads/topic", zero}}, false},
		{"deletion, CRLF, blank line", "\n(delete) " + zero + " refs/heads/old " + id + "\r\n",
			[]PushUpdate{{"(delete)", zero, "refs/heads/old", id}}, false},
		{"local side with spaces", "HEAD@{1 day ago} " + id + " refs/heads/x " + id + "\n",
			[]PushUpdate{{"HEAD@{1 day ago}", id, "refs/heads/x", id}}, false},
		{"empty", "", nil, false},
		{"three fields", "refs/heads/a " + id + " refs/heads/a\n", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParsePushUpdates(strings.NewReader(tt.in))
			if (err != nil) != tt.err {
				t.Fatalf("err = %v, want error %v", err, tt.err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("got %v, want %v", got[i], tt.want[i])
				}
			}
		})
	}
}

// FuzzParsePushUpdates: any input gives updates whose fields, joined back,
// are the input's lines, or an error; never a panic.
func FuzzParsePushUpdates(f *testing.F) {
	f.Fuzz(func(t *testing.T, in string) {
		updates, err := ParsePushUpdates(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, u := range updates {
			for _, field := range []string{u.Local, u.RemoteRef, u.Remote} {
				if field == "" || strings.ContainsAny(field, " \n") {
					t.Fatalf("field %q of %+v", field, u)
				}
			}
			if !strings.Contains(in, u.LocalRef+" "+u.Local+" "+u.RemoteRef+" "+u.Remote) {
				t.Fatalf("%+v is not a line of the input", u)
			}
		}
	})
}
