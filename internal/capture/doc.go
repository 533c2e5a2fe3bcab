// Package capture records acceptance evidence: it runs a command at the
// current commit and writes the acceptance-evidence block a review report
// carries, with what a reviewer needs to audit the run: the commit, the
// environment (platform, the toolchains present, CI or not), the command,
// its exit status and duration, the output's summary line and a sha256
// digest of the full output.
//
// The commit is only evidence of the run when the work tree is that
// commit: Dirty asks git what differs, and the caller refuses or says so
// in the block.
package capture
