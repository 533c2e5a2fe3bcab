package main

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

type evaluator struct {
	bin, work      string
	verbose, whole bool
}

// emptyTree is git's id of the tree with nothing in it: a range from it
// makes every pointer at head new.
const emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

// fact is one pointers claim as `derive --format json` prints it.
type fact struct {
	Kind    string `json:"kind"`
	Type    string `json:"type"`
	Pointer string `json:"pointer"`
	At      struct {
		Path string `json:"path"`
		Line int    `json:"line"`
	} `json:"at"`
	Reason string `json:"reason"`
}

// derive runs reviewlint derive pointers over base..head in dir.
func (e *evaluator) derive(dir, base, head string) ([]fact, error) {
	cmd := exec.Command(e.bin, "derive", "--base", base, "--head", head, "--no-merge-base", "--format", "json", "pointers")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return nil, fmt.Errorf("derive %s..%s: %v: %s", base, head, err, out)
		}
	}
	var doc struct {
		Results struct {
			Pointers struct {
				Facts []fact `json:"facts"`
				Error string `json:"error"`
			} `json:"pointers"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out, &doc); err != nil {
		return nil, fmt.Errorf("derive %s..%s: %v", base, head, err)
	}
	if doc.Results.Pointers.Error != "" {
		return nil, fmt.Errorf("derive %s..%s: pointers stopped: %s", base, head, doc.Results.Pointers.Error)
	}
	return doc.Results.Pointers.Facts, nil
}

// precision judges every claim over the last n first-parent commits.
func (e *evaluator) precision(clone string, n int) (tally, error) {
	var t tally
	clone, err := filepath.Abs(clone)
	if err != nil {
		return t, err
	}
	out, err := git(clone, "rev-list", "--first-parent", "--no-merges", fmt.Sprintf("-n%d", n), "HEAD")
	if e.whole {
		out, err = git(clone, "rev-parse", "HEAD")
	}
	if err != nil {
		return t, err
	}
	for _, c := range strings.Fields(out) {
		parent := c + "^"
		if e.whole {
			parent = emptyTree
		} else if _, err := git(clone, "rev-parse", "-q", "--verify", parent); err != nil {
			continue // the root commit
		}
		t.commits++
		facts, err := e.derive(clone, parent, c)
		if err != nil {
			return t, err
		}
		base, head := newOracle(clone, parent), newOracle(clone, c)
		for _, f := range facts {
			verdict := judge(f, base, head, &t)
			if e.verbose || verdict != "true" {
				fmt.Printf("  %s %s: %s %s %s at %s:%d | %s\n", c[:12], verdict, f.Kind, f.Type, f.Pointer, f.At.Path, f.At.Line,
					strings.TrimSpace(head.line(f.At.Path, f.At.Line)))
			}
		}
	}
	return t, nil
}

// judge counts one claim and says what the oracle made of it: "true",
// "false", or "judge" (a new key no program can tell from prose).
func judge(f fact, base, head *oracle, t *tally) string {
	from := f.At.Path
	link := head.isLink(from, f.At.Line, f.Pointer)
	resolves := func(o *oracle) bool {
		switch f.Type {
		case "path":
			return o.pathResolves(f.Pointer, from, link)
		case "anchor":
			target, frag, _ := strings.Cut(f.Pointer, "#")
			return o.anchorResolves(target, frag, from, link)
		default:
			return o.keyDefined(f.Pointer)
		}
	}
	atHead, atBase := resolves(head), resolves(base)
	ok := !atHead && atBase
	if f.Kind == "unresolved" {
		ok = !atHead && !atBase
		if f.Type == "key" {
			t.keys++
			if !ok || keyOutOfPlace(head.line(from, f.At.Line), f.Pointer) {
				t.keysFalse++
				return "false"
			}
			return "judge"
		}
		t.unresolved++
		if ok {
			t.unresolvedOK++
		}
	} else {
		t.broken++
		if ok {
			t.brokenTrue++
		}
	}
	if ok {
		return "true"
	}
	return "false"
}
