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
	config         string // a rules.toml for derive; "": the clone's own
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
	Reason    string `json:"reason"`
	MovedFrom string `json:"moved_from"`
}

// derive runs reviewlint derive pointers over base..head in dir.
func (e *evaluator) derive(dir, base, head string) ([]fact, error) {
	args := []string{"derive", "--base", base, "--head", head, "--no-merge-base", "--format", "json"}
	if e.config != "" {
		args = append(args, "--config", e.config)
	}
	cmd := exec.Command(e.bin, append(args, "pointers")...)
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
		moved, err := renames(clone, parent, c)
		if err != nil {
			return t, err
		}
		for _, f := range facts {
			verdict := judge(f, base, head, moved, &t)
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
func judge(f fact, base, head *oracle, moved map[string]string, t *tally) string {
	from := f.At.Path
	link := head.isLink(from, f.At.Line, f.Pointer)
	resolves := func(o *oracle) bool {
		from := from
		if old, ok := moved[from]; ok && o == base {
			from = old // the citing file had another path at base
		}
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
	if f.Kind == "broken" && f.MovedFrom != "" {
		t.movedBroken++
	}
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

// renames is git's own rename detection between two commits: new path →
// old path. A claim on a moved file is judged against its old path at
// base.
func renames(clone, base, head string) (map[string]string, error) {
	if base == emptyTree {
		return nil, nil
	}
	out, err := git(clone, "diff", "-M", "--name-status", "-z", base, head)
	if err != nil {
		return nil, err
	}
	moved := map[string]string{}
	fields := strings.Split(out, "\x00")
	for i := 0; i < len(fields); i++ {
		if strings.HasPrefix(fields[i], "R") && i+2 < len(fields) {
			moved[fields[i+2]] = fields[i+1]
			i += 2
		} else if strings.HasPrefix(fields[i], "C") {
			i += 2
		} else if fields[i] != "" {
			i++
		}
	}
	return moved, nil
}
