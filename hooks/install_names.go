package hooks

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lint"
)

// hookFile is what a hook path holds.
type hookFile struct {
	// content is the file the path leads to, symbolic links followed.
	content []byte
	// ours is true when that file is a reviewlint hook, whatever path or
	// link leads to it (a link to another repository's hook, shared from a
	// dotfiles folder, too): it is never kept as the user's hook, which
	// would make every commit run it from itself.
	ours bool
	// link is true when the path itself is a symbolic link.
	link bool
}

// readHook reads the hook at path, if any, following symbolic links. A
// dangling link, or one to something that is not a file, is the user's.
func readHook(path string) (hookFile, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return hookFile{}, err
	}
	if info.IsDir() {
		return hookFile{}, fmt.Errorf("%s is a folder, not a hook: move it away and try again", path)
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		content, err := readLimited(path)
		if err != nil {
			return hookFile{link: true}, nil
		}
		return hookFile{content: content, ours: IsOurs(content), link: true}, nil
	}
	if !info.Mode().IsRegular() {
		return hookFile{}, nil
	}
	content, err := os.ReadFile(path)
	if err != nil {
		return hookFile{}, fmt.Errorf("read hook %s: %w", path, err)
	}
	return hookFile{content: content, ours: IsOurs(content)}, nil
}

// readLimited reads up to 1 MiB of the file at path, following links:
// enough for any hook script, and bounded for a hook that is a large
// binary. A link to a named pipe or a device is not read (it would block).
func readLimited(path string) ([]byte, error) {
	f, err := lint.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, 1<<20))
}

// hookNames validates the hooks asked for, or returns the defaults.
func hookNames(asked, defaults []string) ([]string, error) {
	if len(asked) == 0 {
		return defaults, nil
	}
	var names []string
	for _, n := range asked {
		if !slices.Contains(Supported, n) {
			return nil, fmt.Errorf("reviewlint has no %q hook; choose from %s", n, strings.Join(Supported, ", "))
		}
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names, nil
}

// resolveBinary returns the absolute path the hooks should call.
func resolveBinary(binary string) (string, error) {
	if binary == "" {
		exe, err := os.Executable()
		if err != nil {
			return "", fmt.Errorf("find the reviewlint binary: %w; pass its path with --binary", err)
		}
		binary = exe
	}
	abs, err := filepath.Abs(binary)
	if err != nil {
		return "", fmt.Errorf("make %s absolute: %w", binary, err)
	}
	return abs, nil
}
