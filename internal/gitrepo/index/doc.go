// Package index decodes git's index file (versions 2 to 4, with the
// cache-tree extension): the entries git would commit, in git's order, and
// for each directory the tree id those entries would write. gitrepo walks
// it against HEAD's tree, skipping the directories whose cache-tree id
// still matches.
//
// It reads whichever file it is given, which matters in hooks: under `git
// commit -a` or `git commit PATH`, GIT_INDEX_FILE names a temporary index,
// not .git/index. It never writes an index, and keeps none of the stat data
// git uses to notice work tree changes.
//
// An index it cannot read faithfully (a split or sparse index, an unknown
// required extension) is refused with ErrUnsupported, never decoded into a
// shorter list of entries.
package index

import "errors"

// ErrUnsupported is wrapped by Read's error for an index that uses a
// feature this decoder does not read; gitrepo reports it as
// ErrUnsupportedRepository, with the same message.
var ErrUnsupported = errors.New("unsupported repository")
