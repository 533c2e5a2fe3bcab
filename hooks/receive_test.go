package hooks

import (
	"strings"
	"testing"
)

func TestParseUpdates(t *testing.T) {
	const zero = "0000000000000000000000000000000000000000"
	const id = "4132821aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	tests := []struct {
		name, in string
		want     []Update
		err      bool
	}{
		{"one", zero + " " + id + " refs/heads/main\n", []Update{{Ref: "refs/heads/main", Old: zero, New: id}}, false},
		{"no final newline, CRLF, blank lines", "\n" + id + " " + zero + " refs/tags/v1\r\n", []Update{{Ref: "refs/tags/v1", Old: id, New: zero}}, false},
		{"ref with a space", id + " " + id + " refs/heads/odd name\n", []Update{{Ref: "refs/heads/odd name", Old: id, New: id}}, false},
		{"empty", "", nil, false},
		{"two fields", id + " " + id + "\n", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseUpdates(strings.NewReader(tt.in))
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
