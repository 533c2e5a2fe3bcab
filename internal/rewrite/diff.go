package rewrite

import (
	"bytes"
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// context is how many unchanged lines a hunk shows around a change, as
// diff -u and git diff do.
const context = 3

// Diff writes the change from old to new as a unified diff of the file
// named name (`--- a/NAME`, `+++ b/NAME`, quoted as git quotes a name
// that needs it), which `git apply` and `patch -p1` apply. The lines are
// the files' own bytes, as git prints them: a diff is for applying. Lines are compared as bytes, their endings included, so a
// CRLF line is shown as it is. Nothing is written when old equals new.
//
// The diff pairs lines by number: it is for changes within lines, as
// fixes make. A change in the number of lines is shown as one hunk of the
// whole file.
func Diff(w io.Writer, name string, old, new []byte) error {
	if bytes.Equal(old, new) {
		return nil
	}
	a, b := splitLines(old), splitLines(new)
	var hunks [][2]int // ranges of line indexes [from, to)
	if len(a) != len(b) {
		hunks = [][2]int{{0, max(len(a), len(b))}}
	} else {
		for i := range a {
			if bytes.Equal(a[i], b[i]) {
				continue
			}
			from, to := max(i-context, 0), min(i+1+context, len(a))
			if n := len(hunks); n > 0 && hunks[n-1][1] >= from {
				hunks[n-1][1] = to
			} else {
				hunks = append(hunks, [2]int{from, to})
			}
		}
	}
	if _, err := fmt.Fprintf(w, "--- %s\n+++ %s\n", gitquote.Path("a/"+name), gitquote.Path("b/"+name)); err != nil {
		return err
	}
	for _, h := range hunks {
		if err := hunk(w, a, b, h[0], h[1]); err != nil {
			return err
		}
	}
	return nil
}

// hunk writes lines [from, to) of a and b as one hunk: the lines that are
// the same as context, the others as a removal then an addition.
func hunk(w io.Writer, a, b [][]byte, from, to int) error {
	ta, tb := min(to, len(a)), min(to, len(b))
	fmt.Fprintf(w, "@@ -%s +%s @@\n", span(from, ta-from), span(from, tb-from))
	for i := from; i < to; {
		if i < ta && i < tb && bytes.Equal(a[i], b[i]) {
			if err := line(w, ' ', a[i]); err != nil {
				return err
			}
			i++
			continue
		}
		j := i
		for j < to && !(j < ta && j < tb && bytes.Equal(a[j], b[j])) {
			j++
		}
		for k := i; k < min(j, ta); k++ {
			if err := line(w, '-', a[k]); err != nil {
				return err
			}
		}
		for k := i; k < min(j, tb); k++ {
			if err := line(w, '+', b[k]); err != nil {
				return err
			}
		}
		i = j
	}
	return nil
}

// span is a hunk header's `start,count`, 1-based; an empty range names
// the line before it.
func span(from, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", from)
	}
	return fmt.Sprintf("%d,%d", from+1, n)
}

// line writes one diff line; a last line without a line ending is marked
// as diff marks it.
func line(w io.Writer, mark byte, l []byte) error {
	if _, err := w.Write(append([]byte{mark}, l...)); err != nil {
		return err
	}
	if !bytes.HasSuffix(l, []byte("\n")) {
		_, err := io.WriteString(w, "\n\\ No newline at end of file\n")
		return err
	}
	return nil
}

// splitLines splits content after each line feed, keeping it.
func splitLines(content []byte) [][]byte {
	var out [][]byte
	for len(content) > 0 {
		i := bytes.IndexByte(content, '\n')
		if i < 0 {
			out = append(out, content)
			break
		}
		out = append(out, content[:i+1])
		content = content[i+1:]
	}
	return out
}
