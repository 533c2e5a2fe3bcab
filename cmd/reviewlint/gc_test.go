package main

import (
	"os"
	"runtime/debug"
	"testing"
)

// lint's collector setting is the user's when GOGC is set, 200 otherwise.
func TestLessGC(t *testing.T) {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	t.Setenv("GOGC", "50")
	lessGC()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set, lint set the collector to %d", got)
	}
	t.Setenv("GOGC", "")
	// An empty GOGC is set too: the runtime reads it as the default, and
	// so does lint.
	lessGC()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC empty, lint set the collector to %d", got)
	}
	unsetenv(t, "GOGC")
	lessGC()
	if got := debug.SetGCPercent(100); got != 200 {
		t.Errorf("without GOGC, the collector runs at %d, want 200", got)
	}
}

// unsetenv removes key for the rest of the test and restores it after.
func unsetenv(t *testing.T, key string) {
	t.Setenv(key, "") // restores the value the test began with
	if err := os.Unsetenv(key); err != nil {
		t.Fatal(err)
	}
}
