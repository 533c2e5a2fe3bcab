package contract

import "strings"

// GitHub renders an emoji shortcode (`:x:`, `:warning:`) as the emoji it
// names, so a mark a reader sees may be written as one. The marks that
// show a side (see markSide) are read in either spelling.

// withShortcodes is s with the shortcodes of the marks that show a side
// written as their emoji; s itself when it holds none.
func withShortcodes(s string) string {
	if strings.IndexByte(s, ':') < 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if s[i] != ':' {
			continue
		}
		j := i + 1
		for j < len(s) && j-i <= 32 && isShortcodeByte(s[j]) {
			j++
		}
		if j >= len(s) || s[j] != ':' || j == i+1 {
			continue
		}
		if e := shortcodeMark(s[i+1 : j]); e != "" {
			b.WriteString(s[last:i])
			b.WriteString(e)
			last = j + 1
			i = j
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// isShortcodeByte reports whether c may stand in a shortcode's name.
func isShortcodeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '+' || c == '-'
}

// shortcodeMark is the emoji GitHub renders for a shortcode's name, for
// the marks that show a side; "" for any other name.
func shortcodeMark(name string) string {
	switch name {
	case "white_check_mark":
		return "✅"
	case "heavy_check_mark":
		return "✔"
	case "ballot_box_with_check":
		return "☑"
	case "green_circle":
		return "🟢"
	case "x":
		return "❌"
	case "negative_squared_cross_mark":
		return "❎"
	case "heavy_multiplication_x":
		return "✖"
	case "no_entry":
		return "⛔"
	case "no_entry_sign":
		return "🚫"
	case "red_circle":
		return "🔴"
	case "red_square":
		return "🟥"
	case "warning":
		return "⚠"
	case "stop_sign":
		return "🛑"
	case "-1", "thumbsdown":
		return "👎"
	case "yellow_circle":
		return "🟡"
	case "orange_circle":
		return "🟠"
	}
	return ""
}
