//go:build !unix

package lint

// noFollow is no flag where the system has none; the descriptor is still
// checked to be a regular file.
const noFollow = 0
