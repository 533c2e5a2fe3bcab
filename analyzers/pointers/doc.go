// Package pointers finds references in prose that a range broke: file
// paths, #anchors into markdown headings, and keys such as ABC-123, cited
// in markdown files and in code comments.
//
// A pointer is a markdown link or reference definition ([x](path#anchor),
// [x]: path), an HTML href or src attribute in markdown (GitHub renders <a
// href> and <img src> as links), a backticked path in markdown or a
// comment, a bare path-like token in a comment, or a key matching one of
// the key patterns. Markdown is read as CommonMark (goldmark) reads it:
// only paragraphs and headings are prose, so code blocks (fenced at any
// indentation, or indented), HTML blocks and HTML comments are skipped; so
// are URLs with a scheme. A backticked or bare token counts as a path only
// when it names a file or directory at base or at head: prose is full of
// slashes, and a guess that never existed is not a pointer.
//
// Resolution, per snapshot: a path resolves when the file or directory
// exists (relative to the citing file's directory, or to the repository
// root for backticked and bare paths, or a leading /), each symbolic link
// on the way followed as a checkout follows it: a link whose target is
// gone, or a loop, is no file, and one leaving the repository cannot be
// checked. A ".." after a link leaves the link's target in a checkout but
// the link's folder in a URL: where the two readings lead to different
// places, the path cannot be checked. A submodule is an entry GitHub links
// to, and its files are another repository's: a path to it resolves, one
// into it (or an anchor on it) cannot be checked. An anchor resolves when
// the target markdown file has a heading with that GitHub slug (of the
// rendered text: emphasis and HTML tags gone, code and link text kept;
// lowercased; punctuation other than - and _ removed; spaces to -; a
// repeated slug gets -1, -2, …) or an HTML id/name, the fragment
// percent-decoded; #L10 or #L10-L20 into any other file resolves when the
// file has that many lines. A key resolves when some markdown file has it
// in a heading or opens a line (or list item) with "KEY:", or some file's
// path contains it. A file the objects do not hold as the checkout does
// (in Git LFS, encrypted, over the size limit) has headings no one can
// read here: an anchor on it, or a key no file read defines, cannot be
// checked.
//
// Reported: pointers at head that resolved at base and do not at head
// (broken), and pointers new in the range that resolve at neither
// (unresolved). One that does not resolve at head and cannot be checked at
// base (into a submodule the range removed) is unchecked. A file the range
// added is taken as moved from a file it deleted with the same name (or,
// among several, the same content): its pointers are compared with the old
// file's, resolved from the old path at base, so a relative link the move
// broke is broken, with the move as the reason, not new. Analyze is pure:
// it reads files through snapshot.Snapshot and knows nothing of git or of
// the derive framework. Analyzer (analyzer.go) is the derive analyzer that
// runs it and states its facts.
package pointers
