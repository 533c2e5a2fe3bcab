package typecheck

// knownOS and knownArch are the words a file name's suffix is read as
// (go/build's lists, internal/syslist: more than the go command
// supports, so that a file for a past or future platform stays out);
// unixOS are the systems the "unix" tag selects. Arrays, not maps: they
// cost the program's start nothing.
var knownOS = [...]string{"aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios",
	"js", "linux", "nacl", "netbsd", "openbsd", "plan9", "solaris", "wasip1", "windows", "zos"}

var unixOS = [...]string{"aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios",
	"linux", "netbsd", "openbsd", "solaris"}

var knownArch = [...]string{"386", "amd64", "amd64p32", "arm", "armbe", "arm64", "arm64be", "loong64",
	"mips", "mipsle", "mips64", "mips64le", "mips64p32", "mips64p32le", "ppc", "ppc64", "ppc64le",
	"riscv", "riscv64", "s390", "s390x", "sparc", "sparc64", "wasm"}

// sourceExts are the other files a package may hold (go/build's
// fileListForExt): their leading comments select them too.
var sourceExts = [...]string{".c", ".cc", ".cpp", ".cxx", ".m", ".h", ".hh", ".hpp", ".hxx",
	".f", ".F", ".for", ".f90", ".s", ".S", ".sx", ".swig", ".swigcxx", ".syso"}
