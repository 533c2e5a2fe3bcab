package gitrepo

// ReadBlobFast is ReadBlob for a caller on any goroutine: unlike the rest
// of a Repo, it may run beside other calls, as it reads through the fast
// reader alone (which is safe for concurrent use) and never through
// go-git's. It answers (ok) what that reader answers the way ReadBlob
// would: a blob's bytes, or its refusal of one over maxBytes. Everything
// else (an object only go-git reads, one that is not a blob, an error)
// is ok false, for ReadBlob to answer on the goroutine that owns the
// Repo. A type checker reads hundreds of blobs from several goroutines;
// inflating them one at a time left the other cores waiting.
func (r *Repo) ReadBlobFast(h Hash, maxBytes int64) (data []byte, ok bool, err error) {
	if maxBytes <= 0 {
		maxBytes = -1 // odb's "no limit"
	}
	return fastBlob(h, maxBytes, r.odb.ReadMax)
}
