package gitrepo

import (
	"crypto"
	"crypto/sha1"

	"github.com/go-git/go-git/v5/plumbing/hash"
)

// go-git hashes every object it puts in its cache with sha1cd, the
// collision-detecting SHA-1, which costs about a third of the time spent
// reading a range's blobs. reviewlint only reads objects the repository
// already holds (git itself checked them with collision detection when they
// arrived) and never writes or fetches, so the standard library's SHA-1
// (hardware-accelerated) is used instead.
func init() {
	if err := hash.RegisterHash(crypto.SHA1, sha1.New); err != nil {
		panic(err)
	}
}
