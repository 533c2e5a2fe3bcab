// Package bytecompare is the byte-compare analyzer: each changed path by
// blob id (equal ids are byte-identical content, no diff needed), and
// --expect-unchanged, which turns "these files were not touched" into a
// check.
package bytecompare
