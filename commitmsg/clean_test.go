package commitmsg

import (
	"reflect"
	"testing"
)

func TestCommentPrefixes(t *testing.T) {
	tests := []struct {
		setting, raw string
		want         []string
	}{
		{"", "subject\n# comment\n", []string{"#"}},
		{";", "subject\n; comment\n", []string{";"}},
		{"//", "subject\n// comment\n", []string{"//"}},
		{"auto", "subject\n# comment\n", []string{"#"}},
		{"auto", "subject\n; comment\n", []string{"#", ";"}},
		{"auto", "subject\n@ comment\n; not\n", []string{"#", ";"}},
		{"auto", "subject\nbody\n", []string{"#"}},
	}
	for _, tt := range tests {
		got := CommentPrefixes(tt.setting, []byte(tt.raw))
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("CommentPrefixes(%q, %q) = %q, want %q", tt.setting, tt.raw, got, tt.want)
		}
	}
}

func TestClean(t *testing.T) {
	tests := []struct {
		name, raw string
		prefixes  []string
		want      []Line
	}{
		{"empty", "", []string{"#"}, nil},
		{"comments dropped, numbers kept", "a\n# c\nb\n", []string{"#"},
			[]Line{{1, "a"}, {3, "b"}}},
		{"hash is content under another char", "a\n#b\n; c\n", []string{";"},
			[]Line{{1, "a"}, {2, "#b"}}},
		{"scissors cut", "a\n\nb\n# ------------------------ >8 ------------------------\nKey: v\n", []string{"#"},
			[]Line{{1, "a"}, {2, ""}, {3, "b"}}},
		{"scissors of another char is content", "a\n; ------------------------ >8 ------------------------\nb", []string{"#"},
			[]Line{{1, "a"}, {2, "; ------------------------ >8 ------------------------"}, {3, "b"}}},
		{"crlf", "a\r\nb\r\n", []string{"#"}, []Line{{1, "a"}, {2, "b"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Clean([]byte(tt.raw), tt.prefixes)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Clean(%q) = %v, want %v", tt.raw, got, tt.want)
			}
		})
	}
}
