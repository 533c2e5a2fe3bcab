package pointers

import (
	"net/url"
	"regexp"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
)

// pointer is one citation found in prose.
type pointer struct {
	typ  Type
	text string // as cited
	path string // target path, "" for an anchor into the citing file
	// anchor is the part after #, for an anchor pointer.
	anchor string
	// explicit pointers (markdown links) count whether or not they ever
	// resolved; the others only when their path exists at base or head.
	explicit bool
	// bare is a backticked or bare path rather than a link: written from
	// the repository root or the citing folder, never a site's page.
	bare bool
	line int
}

var (
	mdLink     = &lazyregexp.Regexp{Expr: `\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)`}
	mdRefDef   = &lazyregexp.Regexp{Expr: `^(?: {0,3}>[ \t]?)* {0,3}\[[^\]]+\]:\s*(?:<([^<>\n]*)>|([^\s<>]+))(?:\s|$)`} // in block quotes too
	codeSpan   = &lazyregexp.Regexp{Expr: "`([^`]+)`"}
	bareToken  = &lazyregexp.Regexp{Expr: `(?:^|[\s("'\[])((?:\.{1,2}/|/)?[\w.\-@+~]+(?:/[\w.\-@+~]+)+/?)`}
	scheme     = &lazyregexp.Regexp{Expr: `^[A-Za-z][A-Za-z0-9+.\-]*:`}
	lineSuffix = &lazyregexp.Regexp{Expr: `:\d+(?:[-:]\d+)?$`}
	pathChars  = &lazyregexp.Regexp{Expr: `^[\w.\-/@+~]+$`}
)

// extract finds the pointers on one prose line. Markdown gets links and
// reference definitions; comments get bare path tokens; both get backticked
// paths and keys.
// ignored are the key candidates the ignore list turned away.
func extract(l line, markdown bool, keys []*regexp.Regexp, ignore *regexp.Regexp) (out []pointer, ignored []string) {
	noCode := codeSpan.Get().ReplaceAllStringFunc(l.text, func(s string) string { return strings.Repeat(" ", len(s)) })
	var targets []string
	if !markdown {
		// Markdown links come from the document's parse, which sees link
		// text that spans lines; in a comment a link is read per line.
		for _, m := range mdLink.Get().FindAllStringSubmatch(noCode, -1) {
			targets = append(targets, m[1])
		}
	}
	if m := mdRefDef.Get().FindStringSubmatch(noCode); markdown && m != nil {
		targets = append(targets, m[1]+m[2]) // <a path with spaces> or a bare one
	}
	for _, t := range targets {
		// A link in a comment is prose, not rendered markdown: like a bare
		// path it counts only when it names something at base or head.
		if p, ok := linkPointer(t, l.num, markdown); ok {
			out = append(out, p)
		}
	}
	for _, m := range codeSpan.Get().FindAllStringSubmatch(l.text, -1) {
		if p, ok := pathPointer(m[1], l.num); ok {
			out = append(out, p)
		}
	}
	if !markdown {
		for _, m := range bareToken.Get().FindAllStringSubmatch(noCode, -1) {
			if p, ok := pathPointer(strings.TrimRight(m[1], "."), l.num); ok {
				out = append(out, p)
			}
		}
	}
	keyText := withoutURLs(l.text)
	for _, re := range keys {
		for _, loc := range re.FindAllStringIndex(keyText, -1) {
			key := keyText[loc[0]:loc[1]]
			if partOfLongerName(keyText, loc[0], loc[1]) {
				continue
			}
			if ignore != nil && ignore.MatchString(key) {
				ignored = append(ignored, key)
				continue
			}
			out = append(out, pointer{typ: KeyPointer, text: key, explicit: true, line: l.num})
		}
	}
	return out, ignored
}

// linkPointer reads a link target; URLs with a scheme and protocol-relative
// URLs point outside the repository and are skipped.
func linkPointer(target string, num int, explicit bool) (pointer, bool) {
	if target == "" || scheme.Get().MatchString(target) || strings.HasPrefix(target, "//") {
		return pointer{}, false
	}
	p := pointer{typ: PathPointer, text: target, explicit: explicit, line: num}
	p.path, p.anchor, _ = strings.Cut(target, "#")
	p.path, _, _ = strings.Cut(p.path, "?")
	if unescaped, err := url.PathUnescape(p.path); err == nil {
		p.path = unescaped
	}
	if p.anchor != "" {
		p.typ = AnchorPointer
	}
	return p, p.path != "" || p.anchor != ""
}

// pathPointer accepts a backticked or bare token that looks like a path:
// path characters only, a slash or an extension, no scheme. A trailing
// :line (file.go:12) is dropped.
func pathPointer(token string, num int) (pointer, bool) {
	token = lineSuffix.Get().ReplaceAllString(strings.TrimSpace(token), "")
	if len(token) > 200 || !pathChars.Get().MatchString(token) || strings.HasPrefix(token, "-") ||
		strings.Trim(token, "./") == "" || strings.HasPrefix(token, "//") {
		return pointer{}, false
	}
	if !strings.Contains(token, "/") && !strings.Contains(strings.TrimPrefix(token, "."), ".") {
		return pointer{}, false
	}
	return pointer{typ: PathPointer, text: token, path: token, bare: true, line: num}, true
}
