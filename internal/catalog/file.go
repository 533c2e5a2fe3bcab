package catalog

import "github.com/reviewlint/reviewlint/internal/diag"

// The rules about a file as a whole, before any contract applies.
const (
	RuleFileUnreadable = "file-unreadable"
	RuleFileBinary     = "file-binary"
	RuleFileTooLarge   = "file-too-large"
	RuleFileEncoding   = "file-encoding"
)

// FileRules apply to reports and verdict files alike.
var FileRules = []diag.Rule{
	{ID: RuleFileUnreadable, Default: diag.Error, Kind: "file", Summary: "the file can be read",
		Doc: "A report or verdict file that cannot be read (permissions, a broken link, an object missing from the repository) is never taken as clean. A file is read as git stores it: a symbolic link is read as the file it leads to inside the repository, in the work tree as in a commit; a link that is absolute, leaves the repository, leads into .git or dangles, and anything that is not a regular file (a named pipe, a device such as /dev/zero), is this error, never waited on."},
	{ID: RuleFileBinary, Default: diag.Error, Kind: "file", Summary: "the file is text",
		Doc: "A file that matches the report or verdict globs but holds a NUL byte (git's test for binary) cannot be a review artifact. Fix the file or the globs in rules.toml."},
	{ID: RuleFileTooLarge, Default: diag.Error, Kind: "file", Summary: "the file is within the size limit",
		Doc: "Files larger than `[limits] max-file-bytes` are not linted, and so are refused rather than passed. Raise the limit in rules.toml if the file is legitimate."},
	{ID: RuleFileEncoding, Default: diag.Error, Kind: "file", Summary: "the file is valid UTF-8",
		Doc: "Review artifacts are UTF-8 text. An invalid byte sequence usually means a truncated or mis-encoded file; the diagnostic points at the first bad byte."},
}
