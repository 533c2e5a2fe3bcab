package config

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
	"github.com/reviewlint/reviewlint/internal/tomldepth"

	"github.com/BurntSushi/toml"
)

// The names a configuration file is found by, in a repository's root
// folder (or, outside any repository, a folder at or above the working
// one). DotName wins when both are there: rules.toml is a name other
// tools use too, and .reviewlint.toml is reviewlint's alone.
const (
	DotName   = ".reviewlint.toml"
	RulesName = "rules.toml"
)

// FileNames are DotName and RulesName, the one that wins first.
var FileNames = []string{DotName, RulesName}

// builtinName names the embedded defaults in messages.
const builtinName = "rules.toml (built in)"

// Default returns the defaults: the repository's rules.toml, which the
// binary embeds (reviewlint.DefaultRules), written out as Go. Every hook
// and lint starts from them, and decoding the TOML took about half a
// millisecond and 440 allocations of each run; TestDefaultIsTheEmbeddedFile
// holds this value equal to what decoding the file gives.
func Default() *Config {
	return &Config{
		Files: Files{
			Reports:  []string{"reviews/**/*.md", "reviews/**/*.markdown", "**/*.review.md", "**/*.review.markdown"},
			Verdicts: []string{"reviews/**/*.json", "**/*.verdict.json"},
			Exclude:  []string{},
		},
		Rules: map[string]RuleConfig{},
		CommitMsg: CommitMsg{
			VerdictTrailer: "Review-Verdict",
			ReportTrailer:  "Review-Report",
			SkipMerge:      true,
			SkipFixup:      true,
			SkipRevert:     true,
		},
		Derive: Derive{
			Base:         "HEAD~1",
			Analyzers:    []string{"deleted-ranges", "byte-compare", "symbols", "pointers", "evidence"},
			MaxBlobBytes: 16777216,
			Symbols:      DeriveSymbols{MaxReferences: 5},
			Pointers: DerivePointers{
				KeyPatterns: []string{"[A-Z][A-Z0-9]+-[0-9]+"},
				RootLinks:   "repository",
			},
		},
		Limits: Limits{MaxFileBytes: 16777216},
		Policy: Policy{InlineDisable: "refuse"},
		Gate: Gate{
			Review:               "ignore",
			Edits:                "ignore",
			Edit:                 "ignore",
			Questions:            "needs-attention",
			UncertainTasks:       "needs-attention",
			DecompositionUnclear: "needs-attention",
		},
		Source: builtinName,
	}
}

// Parse reads a rules.toml. Keys it leaves out keep their default values.
func Parse(name string, data []byte) (*Config, error) {
	cfg := Default()
	if err := decodeOnto(cfg, name, data); err != nil {
		return nil, err
	}
	return cfg, nil
}

// Load reads the rules.toml at path.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	return Parse(path, data)
}

// Find loads the configuration of the folder root, as Choose picks it
// among the files there; root "" is no folder: the defaults.
func Find(root string) (*Config, error) {
	if root == "" {
		return Default(), nil
	}
	return Choose(FolderReader(root), func(name string) string { return filepath.Join(root, name) })
}

// FolderReader reads configuration files by name from the folder dir. It
// refuses what no configuration file can be (see Refusals) rather than
// follow a link or read a file of any size: the index and commits are read
// by the same rules, so lint and the hooks agree on every file.
func FolderReader(dir string) Reader {
	return func(name string) ([]byte, bool, error) {
		p := filepath.Join(dir, name)
		fi, err := os.Lstat(p)
		if errors.Is(err, os.ErrNotExist) {
			return nil, false, nil
		}
		if err != nil {
			return nil, false, fmt.Errorf("read config: %w", err)
		}
		switch {
		case fi.Mode()&os.ModeSymlink != 0:
			return nil, false, ErrSymlink
		case fi.IsDir():
			return nil, false, ErrFolder
		case !fi.Mode().IsRegular():
			return nil, false, ErrNotRegular
		case fi.Size() > MaxBytes:
			return nil, false, ErrTooLarge
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, false, fmt.Errorf("read config: %w", err)
		}
		if len(data) > MaxBytes {
			return nil, false, ErrTooLarge
		}
		return data, true, nil
	}
}

func decodeOnto(cfg *Config, name string, data []byte) error {
	cfg.Source = name
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	// The file may come from the change under check: its nesting is
	// bounded before the parser, whose cost grows with its square.
	if err := tomldepth.Check(data); err != nil {
		var deep *tomldepth.Error
		if !errors.As(err, &deep) {
			return &Error{File: name, Msg: err.Error()}
		}
		return &Error{File: name, Line: deep.Line, Msg: fmt.Sprintf("keys and tables nest %d deep; reviewlint reads at most %d", deep.Depth, tomldepth.Max)}
	}
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(cfg)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return &Error{File: name, Line: perr.Position.Line, Key: perr.LastKey, Msg: perr.Message}
		}
		return typeError(name, err)
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		key := undecoded[0]
		return &Error{File: name, Line: keyLine(data, key), Key: key.String(), Msg: "unknown key"}
	}
	return validate(cfg, name, data)
}

// decodeErrorPlace matches where BurntSushi/toml says a decoding (type)
// error happened; it reports those as plain errors, not ParseErrors.
var decodeErrorPlace = &lazyregexp.Regexp{Expr: `^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`}

// typeError locates a decoding error such as a string where a list belongs.
func typeError(name string, err error) error {
	m := decodeErrorPlace.Get().FindStringSubmatch(err.Error())
	if m == nil {
		return &Error{File: name, Msg: err.Error()}
	}
	line, _ := strconv.Atoi(m[1])
	return &Error{File: name, Line: line, Key: m[2], Msg: plainTypeError(m[2], m[3])}
}
