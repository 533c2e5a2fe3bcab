package main

import "testing"

// TestStampedVersion: a release build's -X main.stampedVersion=TAG is what
// --version prints, ahead of the module's build information.
func TestStampedVersion(t *testing.T) {
	defer func(old string) { stampedVersion = old }(stampedVersion)
	stampedVersion = "v1.2.3"
	if got := version(); got != "v1.2.3" {
		t.Errorf("version() = %q, want the stamped v1.2.3", got)
	}
}
