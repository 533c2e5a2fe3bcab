package main

import (
	"bytes"
	"os"

	"github.com/rogpeppe/go-internal/testscript"
)

// cmdCRLF rewrites files with CRLF line endings (`crlf report.md`): a
// txtar archive cannot hold a carriage return that survives every editor
// and checkout.
func cmdCRLF(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: crlf FILE...")
	}
	for _, name := range args {
		path := ts.MkAbs(name)
		content, err := os.ReadFile(path)
		ts.Check(err)
		content = bytes.ReplaceAll(bytes.ReplaceAll(content, []byte("\r\n"), []byte("\n")), []byte("\n"), []byte("\r\n"))
		ts.Check(os.WriteFile(path, content, 0o644))
	}
}
