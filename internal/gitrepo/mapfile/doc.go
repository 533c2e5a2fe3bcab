// Package mapfile maps a file read-only into memory, or reads it whole
// where mapping is not available or refused. Pack files, their indexes and
// the index file are mapped so that a lookup touches only the pages it
// needs instead of copying a large file onto the heap first.
//
// It is not a general file reader: the bytes must never be written, and
// they stay valid only until the release function is called.
package mapfile
