package typecheck

import "bytes"

// constraintLines finds a header's build constraints: lead is its
// leading run of // comments and blank lines up to the last blank line
// before the first other line (where +build lines count), goBuild its
// //go:build line, which may come later among comments. ok is false for
// two //go:build lines.
func constraintLines(content []byte) (lead, goBuild []byte, ok bool) {
	end := 0
	p := content
	ended := false       // a line neither blank nor // seen: no more +build
	inSlashStar := false // inside a /* */ comment
Lines:
	for len(p) > 0 {
		line := p
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			line, p = line[:i], p[i+1:]
		} else {
			p = p[len(p):]
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 && !ended {
			end = len(content) - len(p)
			continue
		}
		if !bytes.HasPrefix(line, []byte("//")) {
			ended = true
		}
		if !inSlashStar && isGoBuildLine(line) {
			if goBuild != nil {
				return nil, nil, false
			}
			goBuild = line
		}
		for len(line) > 0 {
			if inSlashStar {
				i := bytes.Index(line, []byte("*/"))
				if i < 0 {
					continue Lines
				}
				inSlashStar = false
				line = bytes.TrimSpace(line[i+2:])
				continue
			}
			if bytes.HasPrefix(line, []byte("//")) {
				continue Lines
			}
			if bytes.HasPrefix(line, []byte("/*")) {
				inSlashStar = true
				line = bytes.TrimSpace(line[2:])
				continue
			}
			break Lines // code: the header's comments end here
		}
	}
	return content[:end], goBuild, true
}

// isGoBuildLine reports whether a trimmed line is a //go:build line:
// "//go:build" alone or followed by space.
func isGoBuildLine(line []byte) bool {
	rest, ok := bytes.CutPrefix(line, []byte("//go:build"))
	return ok && (len(rest) == 0 || len(bytes.TrimSpace(rest)) < len(rest))
}
