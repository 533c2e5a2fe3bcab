package config

import "testing"

// TestUntrusted pins whose files the upward search takes: the user's and
// root's, never another user's, whichever user runs it.
func TestUntrusted(t *testing.T) {
	tests := []struct {
		owner, me int
		want      string
	}{
		{1000, 1000, ""},
		{0, 1000, ""},
		{0, 0, ""},
		{12345, 1000, "owned by uid 12345, not you (uid 1000)"},
		{1000, 0, "owned by uid 1000, not you (uid 0)"},
	}
	for _, tt := range tests {
		if got := untrusted(tt.owner, tt.me); got != tt.want {
			t.Errorf("untrusted(%d, %d) = %q, want %q", tt.owner, tt.me, got, tt.want)
		}
	}
}
