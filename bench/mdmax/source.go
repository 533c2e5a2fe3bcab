package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// file is one markdown document to measure.
type file struct {
	doc  doc
	data []byte
}

// source is a commit of a bare git directory, or a folder.
type source struct {
	name, gitDir, commit, folder string
}

func parseSource(arg string) (source, error) {
	name, loc, ok := strings.Cut(arg, "=")
	if !ok || name == "" || loc == "" {
		return source{}, fmt.Errorf("%q is not NAME=GITDIR@COMMIT or NAME=FOLDER", arg)
	}
	if dir, commit, ok := strings.Cut(loc, "@"); ok {
		return source{name: name, gitDir: dir, commit: commit}, nil
	}
	return source{name: name, folder: loc}, nil
}

func isMarkdown(path string) bool {
	ext := strings.ToLower(filepath.Ext(path))
	return ext == ".md" || ext == ".markdown"
}

// each calls fn for every markdown file of the source no larger than
// maxBytes and returns how many larger ones it skipped.
func (s source) each(maxBytes int, fn func(file)) (int, error) {
	if s.folder != "" {
		return s.eachInFolder(maxBytes, fn)
	}
	return s.eachInCommit(maxBytes, fn)
}

func (s source) eachInFolder(maxBytes int, fn func(file)) (int, error) {
	skipped := 0
	err := filepath.WalkDir(s.folder, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !d.Type().IsRegular() || !isMarkdown(path) {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if len(data) > maxBytes {
			skipped++
			return nil
		}
		rel, _ := filepath.Rel(s.folder, path)
		fn(file{doc{s.name, "-", filepath.ToSlash(rel)}, data})
		return nil
	})
	return skipped, err
}

// eachInCommit lists the commit's blobs with ls-tree and reads them through
// one git cat-file --batch process.
func (s source) eachInCommit(maxBytes int, fn func(file)) (int, error) {
	out, err := exec.Command("git", "--git-dir", s.gitDir, "ls-tree", "-r", "-z", "--full-tree", s.commit).Output()
	if err != nil {
		return 0, fmt.Errorf("git ls-tree %s: %w", s.commit, err)
	}
	type entry struct{ oid, path string }
	var entries []entry
	for _, rec := range bytes.Split(out, []byte{0}) {
		meta, path, ok := strings.Cut(string(rec), "\t")
		if !ok || !isMarkdown(path) {
			continue
		}
		if f := strings.Fields(meta); len(f) == 3 && f[1] == "blob" && f[0] != "120000" {
			entries = append(entries, entry{f[2], path})
		}
	}
	cmd := exec.Command("git", "--git-dir", s.gitDir, "cat-file", "--batch")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return 0, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, fmt.Errorf("git cat-file: %w", err)
	}
	go func() {
		w := bufio.NewWriter(stdin)
		for _, e := range entries {
			fmt.Fprintln(w, e.oid)
		}
		w.Flush()
		stdin.Close()
	}()
	r := bufio.NewReaderSize(stdout, 1<<20)
	skipped := 0
	for _, e := range entries {
		header, err := r.ReadString('\n')
		if err != nil {
			return skipped, fmt.Errorf("git cat-file: %w", err)
		}
		f := strings.Fields(header)
		if len(f) != 3 {
			// A blob the snapshot lacks (large files are left out).
			skipped++
			continue
		}
		size, err := strconv.Atoi(f[2])
		if err != nil {
			return skipped, fmt.Errorf("git cat-file header %q", header)
		}
		data := make([]byte, size+1)
		if _, err := io.ReadFull(r, data); err != nil {
			return skipped, fmt.Errorf("git cat-file %s: %w", e.oid, err)
		}
		if size > maxBytes {
			skipped++
			continue
		}
		fn(file{doc{s.name, s.commit, e.path}, data[:size]})
	}
	return skipped, cmd.Wait()
}
