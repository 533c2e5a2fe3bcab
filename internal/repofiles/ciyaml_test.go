package repofiles_test

import (
	"strings"
)

// The CI files are YAML; the module has no YAML parser and they are kept in
// a plain shape, so these readers take that shape (two-space indentation,
// `run: |` and `- |` block scalars) and fail loudly on anything else rather
// than pull in a dependency for tests.

// actionStep is one step of action.yml's runs.steps.
type actionStep struct {
	id, name, uses, shell, run string
	env                        [][2]string // in file order
}

// actionSteps reads runs.steps of a composite action.
func actionSteps(yml string) []actionStep {
	lines := strings.Split(yml, "\n")
	var steps []actionStep
	in := false
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case l == "  steps:":
			in = true
			continue
		case !in:
			continue
		case strings.HasPrefix(l, "    - "):
			steps = append(steps, actionStep{})
			l = "      " + l[6:]
		}
		if len(steps) == 0 || !strings.HasPrefix(l, "      ") || strings.HasPrefix(l, "       ") {
			continue
		}
		s := &steps[len(steps)-1]
		key, value, _ := strings.Cut(strings.TrimSpace(l), ":")
		value = strings.TrimSpace(value)
		switch key {
		case "id":
			s.id = value
		case "name":
			s.name = value
		case "uses":
			s.uses = value
		case "shell":
			s.shell = value
		case "env":
			for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "        ") {
				i++
				k, v, _ := strings.Cut(strings.TrimSpace(lines[i]), ":")
				s.env = append(s.env, [2]string{k, strings.TrimSpace(v)})
			}
		case "run":
			var body []string
			for i+1 < len(lines) && (strings.HasPrefix(lines[i+1], "        ") || strings.TrimSpace(lines[i+1]) == "") {
				i++
				body = append(body, strings.TrimPrefix(lines[i], "        "))
			}
			s.run = strings.TrimSpace(strings.Join(body, "\n")) + "\n"
		}
	}
	return steps
}

// gitlabScript reads the script: list of the job named job, each item a
// line or a `- |` block.
func gitlabScript(yml, job string) []string {
	lines := strings.Split(yml, "\n")
	var items []string
	inJob, inScript := false, false
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l != "" && l[0] != ' ' && l[0] != '#' {
			inJob = l == job+":"
			inScript = false
			continue
		}
		if !inJob {
			continue
		}
		if strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") {
			inScript = strings.TrimSpace(l) == "script:"
			continue
		}
		if !inScript || !strings.HasPrefix(l, "    - ") {
			continue
		}
		item := strings.TrimPrefix(l, "    - ")
		if item == "|" {
			var body []string
			for i+1 < len(lines) && (strings.HasPrefix(lines[i+1], "      ") || strings.TrimSpace(lines[i+1]) == "") {
				i++
				body = append(body, strings.TrimPrefix(lines[i], "      "))
			}
			item = strings.TrimSpace(strings.Join(body, "\n"))
		}
		items = append(items, item)
	}
	return items
}
