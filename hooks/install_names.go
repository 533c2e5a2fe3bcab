package hooks

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// readHook reads the hook at path, if any, and says whether it is ours. A
// symbolic link is never ours: it is the user's, and moves aside as it is.
func readHook(path string) ([]byte, bool, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, false, err
	}
	if info.IsDir() {
		return nil, false, fmt.Errorf("%s is a folder, not a hook: move it away and try again", path)
	}
	if !info.Mode().IsRegular() {
		return nil, false, nil
	}
	content, err := os.ReadFile(path)
	if err != nil {
		return nil, false, fmt.Errorf("read hook %s: %w", path, err)
	}
	return content, IsOurs(content), nil
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
