package commitmsg

import (
	"reflect"
	"testing"
)

func TestCommentsForCommit(t *testing.T) {
	tests := []struct {
		setting, raw string
		want         string
	}{
		{"", "subject\n# comment\n", "#"},
		{";", "subject\n; comment\n", ";"},
		{"//", "subject\n// comment\n", "//"},
		{"auto", "subject\nbody\n", "#"},
		{"auto", "subject\n\n# comment\n", "#"},
		// git chose ';' because a line of the message starts with '#'.
		{"auto", "subject\n\n#123 is fixed\n\n; Please enter\n;\n", ";"},
		{"auto", "#a\n;b\n@c\n\n! Please enter\n", "!"},
		// No comments added (-m): the first candidate starting no line.
		{"auto", "#42: fix\n\nK: v\n", ";"},
		// The scissors line names the char git chose.
		{"auto", "#1\n\n; x\n@ ------------------------ >8 ------------------------\ndiff\n", "@"},
	}
	for _, tt := range tests {
		got := Comments{tt.setting}.ForCommit([]byte(tt.raw))
		if got != tt.want {
			t.Errorf("ForCommit(%q, %q) = %q, want %q", tt.setting, tt.raw, got, tt.want)
		}
	}
	if got := (Comments{"auto"}).ForLog(); got != "#" {
		t.Errorf("auto reads stored messages with %q, want #", got)
	}
}

func TestReadFile(t *testing.T) {
	const cut = "# ------------------------ >8 ------------------------\n"
	tests := []struct {
		name, raw string
		opts      FileOptions
		stripped  []string // trailers if git strips comments
		kept      []string // trailers if git keeps them (-m, -F)
	}{
		{"hash title", "#42: fix parser\n\nReview-Verdict: FAIL\n", FileOptions{},
			nil, []string{"Review-Verdict: FAIL"}},
		{"auto semicolon", "subject\n\n#123 is fixed here\nReview-Verdict: FAIL\n\n; Please enter\n;\n",
			FileOptions{Comments: Comments{"auto"}}, []string{"Review-Verdict: FAIL"}, nil},
		{"verbose cuts", "s\n\nK: v\n" + cut + "# Do not modify\ndiff --git a/x b/x\n\nJ: w\n", FileOptions{},
			[]string{"K: v"}, []string{"K: v"}},
		{"scissors mode cuts", "s\n\nK: v\n" + cut + "# Do not modify\n\nJ: w\n", FileOptions{},
			[]string{"K: v"}, []string{"K: v"}},
		{"hand-written scissors is a comment", "s\n\nK: v\n\n" + cut + "\nJ: w\n", FileOptions{},
			[]string{"J: w"}, []string{"K: v"}},
		{"configured scissors cuts", "s\n\nK: v\n\n" + cut + "\nJ: w\n", FileOptions{Scissors: true},
			[]string{"K: v"}, []string{"K: v"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msgs := ReadFile([]byte(tt.raw), tt.opts)
			if got := render(msgs[0].Trailers); !reflect.DeepEqual(got, tt.stripped) {
				t.Errorf("stripped: %q, want %q", got, tt.stripped)
			}
			if got := render(msgs[1].Trailers); !reflect.DeepEqual(got, tt.kept) {
				t.Errorf("kept: %q, want %q", got, tt.kept)
			}
		})
	}
}
