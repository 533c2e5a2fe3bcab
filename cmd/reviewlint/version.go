package main

import "runtime/debug"

// stampedVersion is set by release builds from the tag
// (-ldflags "-X main.stampedVersion=v1.2.3"); empty otherwise.
var stampedVersion string

// version reports what the binary was built from: the release tag when a
// release build stamped it, else the module version (a tag for
// `go install …@vX`, "(devel)" plus the VCS revision for a local build).
func version() string {
	if stampedVersion != "" {
		return stampedVersion
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}
