package gitconfig

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// Config is every config entry git would see for a repository, lowest
// precedence first: system, global, local, worktree, then the environment.
type Config struct{ Entries []Entry }

// Get returns the last value of section.subsection.key, as git does for a
// single-valued key.
func (c Config) Get(section, subsection, key string) (string, bool) {
	section, key = strings.ToLower(section), strings.ToLower(key)
	for i := len(c.Entries) - 1; i >= 0; i-- {
		e := c.Entries[i]
		if e.Section == section && e.Subsection == subsection && e.Key == key {
			return e.Value, true
		}
	}
	return "", false
}

// Bool reads a value the way git's config --bool does.
func Bool(v string) bool {
	switch strings.ToLower(v) {
	case "true", "yes", "on":
		return true
	}
	n, err := strconv.Atoi(v)
	return err == nil && n != 0
}

// Load reads the config files git reads for the repository whose
// per-worktree git dir is gitDir and whose common dir is commonDir, in
// git's order, following include.path and includeIf "gitdir:". getenv
// supplies the environment (HOME, XDG_CONFIG_HOME, GIT_CONFIG_*).
func Load(gitDir, commonDir string, getenv func(string) string) (Config, error) {
	var cfg Config
	add := func(path string, optional bool) error {
		entries, err := readConfigFile(path, gitDir, getenv, 0)
		if err != nil && !(optional && os.IsNotExist(err)) {
			return err
		}
		cfg.Entries = append(cfg.Entries, entries...)
		return nil
	}
	if getenv("GIT_CONFIG_NOSYSTEM") == "" || !Bool(getenv("GIT_CONFIG_NOSYSTEM")) {
		system := getenv("GIT_CONFIG_SYSTEM")
		if system == "" {
			system = "/etc/gitconfig"
		}
		if err := add(system, true); err != nil {
			return cfg, err
		}
	}
	for _, path := range globalConfigPaths(getenv) {
		if err := add(path, true); err != nil {
			return cfg, err
		}
	}
	if err := add(filepath.Join(commonDir, "config"), true); err != nil {
		return cfg, err
	}
	if v, _ := cfg.Get("extensions", "", "worktreeconfig"); Bool(v) {
		if err := add(filepath.Join(gitDir, "config.worktree"), true); err != nil {
			return cfg, err
		}
	}
	cfg.Entries = append(cfg.Entries, envConfig(getenv)...)
	return cfg, nil
}

// globalConfigPaths lists the user's config files: GIT_CONFIG_GLOBAL alone
// when set, else the XDG file then ~/.gitconfig (which wins).
func globalConfigPaths(getenv func(string) string) []string {
	if p := getenv("GIT_CONFIG_GLOBAL"); p != "" {
		return []string{p}
	}
	var paths []string
	xdg := getenv("XDG_CONFIG_HOME")
	home := getenv("HOME")
	if xdg == "" && home != "" {
		xdg = filepath.Join(home, ".config")
	}
	if xdg != "" {
		paths = append(paths, filepath.Join(xdg, "git", "config"))
	}
	if home != "" {
		paths = append(paths, filepath.Join(home, ".gitconfig"))
	}
	return paths
}

// envConfig reads GIT_CONFIG_COUNT / GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n.
func envConfig(getenv func(string) string) []Entry {
	n, _ := strconv.Atoi(getenv("GIT_CONFIG_COUNT"))
	var entries []Entry
	for i := 0; i < n; i++ {
		full := getenv(fmt.Sprintf("GIT_CONFIG_KEY_%d", i))
		first, last := strings.IndexByte(full, '.'), strings.LastIndexByte(full, '.')
		if first < 0 || first == last && first == len(full)-1 {
			continue
		}
		e := Entry{Section: strings.ToLower(full[:first]), Key: strings.ToLower(full[last+1:]),
			Value: getenv(fmt.Sprintf("GIT_CONFIG_VALUE_%d", i))}
		if first < last {
			e.Subsection = full[first+1 : last]
		}
		entries = append(entries, e)
	}
	return entries
}

// readConfigFile parses one file and splices in the files it includes at
// the place of the include, as git does.
func readConfigFile(path, gitDir string, getenv func(string) string, depth int) ([]Entry, error) {
	if depth > 10 {
		return nil, fmt.Errorf("config includes nested too deep at %s", path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	entries, err := Parse(path, data)
	if err != nil {
		return nil, fmt.Errorf("parse config: %w", err)
	}
	var out []Entry
	for _, e := range entries {
		out = append(out, e)
		if e.Key != "path" || !(e.Section == "include" && e.Subsection == "" ||
			e.Section == "includeif" && includeIfMatches(e.Subsection, path, gitDir, getenv)) {
			continue
		}
		target := ExpandHome(e.Value, getenv)
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		included, err := readConfigFile(target, gitDir, getenv, depth+1)
		if err != nil && !os.IsNotExist(err) {
			return nil, fmt.Errorf("include %s from %s: %w", target, path, err)
		}
		out = append(out, included...)
	}
	return out, nil
}

// includeIfMatches evaluates an includeIf condition; only "gitdir:" and
// "gitdir/i:" are understood, other conditions never match.
func includeIfMatches(cond, configPath, gitDir string, getenv func(string) string) bool {
	pattern, fold := "", false
	switch {
	case strings.HasPrefix(cond, "gitdir:"):
		pattern = cond[len("gitdir:"):]
	case strings.HasPrefix(cond, "gitdir/i:"):
		pattern, fold = cond[len("gitdir/i:"):], true
	default:
		return false
	}
	pattern = ExpandHome(pattern, getenv)
	if strings.HasPrefix(pattern, "./") {
		pattern = filepath.Join(filepath.Dir(configPath), pattern[2:])
	} else if !filepath.IsAbs(pattern) {
		pattern = "**/" + pattern
	}
	if strings.HasSuffix(pattern, "/") {
		pattern += "**"
	}
	subject := filepath.ToSlash(gitDir)
	if fold {
		pattern, subject = strings.ToLower(pattern), strings.ToLower(subject)
	}
	ok, _ := doublestar.Match(pattern, subject)
	return ok
}

// ExpandHome expands a leading "~/" to $HOME.
func ExpandHome(p string, getenv func(string) string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		return filepath.Join(getenv("HOME"), p[1:])
	}
	return p
}
