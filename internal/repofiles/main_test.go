package repofiles_test

import (
	"os"
	"testing"
)

// TestMain runs every test from the repository root, where the files under
// test live and where the commands they quote are run from.
func TestMain(m *testing.M) {
	if err := os.Chdir("../.."); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
