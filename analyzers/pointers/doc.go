// Package pointers finds references in prose that a range broke: file paths,
// #anchors into markdown headings, and keys such as ABC-123, cited in
// markdown files and in code comments.
//
// A pointer is a markdown link or reference definition ([x](path#anchor),
// [x]: path), a backticked path in markdown or a comment, a bare path-like
// token in a comment, or a key matching one of the key patterns. Fenced
// code in markdown and URLs with a scheme are skipped. A backticked or bare
// token counts as a path only when it names a file or directory at base or
// at head: prose is full of slashes, and a guess that never existed is not
// a pointer.
//
// Resolution, per snapshot: a path resolves when the file or directory
// exists (relative to the citing file's directory, or to the repository
// root for backticked and bare paths, or a leading /). An anchor resolves
// when the target markdown file has a heading with that GitHub slug
// (lowercased; punctuation other than - and _ removed; spaces to -; a
// repeated slug gets -1, -2, …) or an HTML id/name; #L10 or #L10-L20 into
// any other file resolves when the file has that many lines. A key
// resolves when some markdown file has it in a heading or opens a line (or
// list item) with "KEY:", or some file's path contains it.
//
// Reported: pointers at head that resolved at base and do not at head
// (broken), and pointers new in the range that resolve at neither
// (unresolved). The package is pure: it reads files through
// snapshot.Snapshot and knows nothing of git or of the derive framework.
package pointers
