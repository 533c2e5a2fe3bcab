package contract

import "strings"

// namesFile reports whether a heading's text opens with a file's name or
// path (`### TECHNICAL-DEBT-ANALYSIS.md (Context)`, `## src/auth/login.go`,
// a backquoted `parser.rs`, a `Dockerfile`): in a review of several files, a verdict line
// under such a heading is that file's status, a part of the review. A
// part never stands for the report's verdict; one that fails still
// contradicts a passing verdict.
func namesFile(text string) bool {
	t := fileLead.trimLeft(text)
	end := fileNameEnd.index(t)
	if end < 0 {
		end = len(t)
	}
	name := nameEnd.trimRight(t[:end])
	if name == "" || strings.HasPrefix(name, "http") {
		return false
	}
	if strings.Contains(name, "/") && !strings.HasSuffix(name, "/") {
		return pathish(name) && !acronyms(name)
	}
	if namedFile(name) {
		return true
	}
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 || dot == len(name)-1 || len(name)-dot-1 > 5 {
		return false
	}
	return pathish(name) && fileExtension(name[dot+1:])
}

// pathish: the name is made of what file names are made of.
func pathish(name string) bool {
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/", r)) {
			return false
		}
	}
	return true
}

// fileExtension: an extension of source or documentation files, letters and
// digits with a letter first (`v1.2` names a version, not a file).
func fileExtension(ext string) bool {
	if ext == "" || !(ext[0] >= 'a' && ext[0] <= 'z' || ext[0] >= 'A' && ext[0] <= 'Z') {
		return false
	}
	for _, r := range ext {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// underFile reports whether block b stands under the heading in force
// that names a file: a heading of that level or above is its sibling or
// parent, read before the file's section ends.
func (r *reader) underFile(b block) bool {
	return r.file > 0 && (b.kind != kindHeading || headingLevel(b) > r.file)
}

// acronyms reports whether a slash joins acronyms (`CI/CD`, `QA/QC`,
// `UI/UX`, `I/O`): a pair a heading names, no path.
func acronyms(name string) bool {
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || len(seg) > 3 || strings.ToUpper(seg) != seg || strings.Trim(seg, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			return false
		}
	}
	return true
}

// namedFile reports whether name is one of the files build and
// packaging tools name without an extension (`Dockerfile`, `Makefile`):
// as a heading, it names that file.
func namedFile(name string) bool {
	var buf [16]byte
	switch string(lowerWord(buf[:], name)) {
	case "dockerfile", "containerfile", "makefile", "gnumakefile", "jenkinsfile", "vagrantfile", "gemfile",
		"rakefile", "procfile", "brewfile", "podfile", "justfile", "caddyfile", "tiltfile", "earthfile",
		"pipfile", "codeowners":
		return true
	}
	return false
}
