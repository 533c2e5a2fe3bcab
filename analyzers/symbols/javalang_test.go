package symbols

import (
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Java type removed from its package leaves its simple name to
// java.lang's type of that name (@Override once a package's own Override
// is gone), or to a type an on-demand import (import q.*) supplies: javac
// accepts each head, so no use is dangling. A removed type nothing else
// may supply stays dangling, and javac rejects that head.
func TestJavaNameTakenOverOnceTheTypeIsGone(t *testing.T) {
	t.Parallel()
	const helper = "package p;\n\npublic class Helper {\n  public static int v() { return 1; }\n}\n"
	cases := []struct {
		name, drop string
		files      snapshot.Map
		want       []string
		broken     string
	}{{
		name: "java.lang", drop: "src/p/Override.java",
		files: snapshot.Map{
			"src/p/Override.java": "package p;\n\npublic class Override {\n}\n",
			"src/p/Use.java":      "package p;\n\npublic class Use {\n  @Override\n  public String toString() { return \"\"; }\n}\n",
		},
		want: []string{"symbol Override (src/p/Override.java:3) removed; no references remain at head"},
	}, {
		name: "on-demand import outside the repository", drop: "src/p/Helper.java",
		files: snapshot.Map{
			"src/p/Helper.java":          helper,
			"src/p/Use.java":             "package p;\n\nimport q.*;\n\npublic class Use {\n  int x = Helper.v();\n}\n",
			"lib/q/Helper.java.external": "package q;\n\npublic class Helper {\n  public static int v() { return 2; }\n}\n",
		},
		want: []string{
			"symbol Helper (src/p/Helper.java:3) removed; its name is still used at src/p/Use.java:6, not attributed (a package the file imports with .* may supply it)",
			"symbol Helper.v (src/p/Helper.java:4) removed; its name is still used at src/p/Use.java:6, not attributed (a package the file imports with .* may supply it)",
		},
	}, {
		name: "nothing else supplies it", drop: "src/p/Helper.java",
		files: snapshot.Map{
			"src/p/Helper.java": helper,
			"src/p/Use.java":    "package p;\n\nimport java.util.List;\n\npublic class Use {\n  int x = Helper.v();\n}\n",
		},
		want: []string{
			"symbol Helper (src/p/Helper.java:3) removed at head but still referenced at src/p/Use.java:6",
			"symbol Helper.v (src/p/Helper.java:4) removed at head but still referenced at src/p/Use.java:6",
		},
		broken: "cannot find symbol",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := clone(c.files)
			head := clone(base)
			delete(head, c.drop)
			got := run(t, base, head)
			sort.Strings(got)
			check(t, got, c.want...)
			javacHead(t, head, c.broken)
		})
	}
}

// javacHead compiles the head's Java files, and the files ending in
// .java.external as a library outside the repository, where javac is
// installed: broken is what its failure must say, or "" for a clean
// build.
func javacHead(t *testing.T, files snapshot.Map, broken string) {
	t.Helper()
	cmd := javacCmd(t, files)
	if cmd == nil {
		t.Log("javac not installed: the head is not compiled")
		return
	}
	expectRun(t, cmd, broken)
}

// javacCmd compiles every Java file of files (a .external suffix left
// off) with javac's args before them, in a tree of their own; nil where
// javac is not installed.
func javacCmd(t *testing.T, files snapshot.Map, args ...string) *exec.Cmd {
	t.Helper()
	javac, err := exec.LookPath("javac")
	if err != nil {
		return nil
	}
	tree := snapshot.Map{}
	var srcs []string
	for p, content := range files {
		name := strings.TrimSuffix(p, ".external")
		tree[name] = content
		if strings.HasSuffix(name, ".java") {
			srcs = append(srcs, name)
		}
	}
	dir := writeTree(t, tree)
	cmd := exec.Command(javac, append(append(args, "-d", filepath.Join(dir, "out")), srcs...)...)
	cmd.Dir = dir
	return cmd
}

// javacDangling compiles base and head, many cases' packages side by
// side, where javac is installed: the base must compile, and javac must
// reject every use in dangling (path:line) with "cannot find symbol".
// It returns javac's output on the head, and false where javac is not
// installed.
func javacDangling(t *testing.T, base, head snapshot.Map, dangling []string) (string, bool) {
	t.Helper()
	cmd := javacCmd(t, base, "-Xmaxerrs", "1000")
	if cmd == nil {
		t.Log("javac not installed: the heads are not compiled")
		return "", false
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("the bases should compile:\n%s", out)
	}
	raw, _ := javacCmd(t, head, "-Xmaxerrs", "1000").CombinedOutput()
	out := string(raw)
	errs := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		if at, ok := strings.CutSuffix(l, ": error: cannot find symbol"); ok {
			errs[filepath.ToSlash(at)] = true
		}
	}
	for _, use := range dangling {
		if !errs[use] {
			t.Errorf("javac should reject %s:\n%s", use, out)
		}
	}
	return out, true
}

// factRun runs base against head in a subtest name and asserts the
// last fact on sym starts with want, and is want where exact.
func factRun(t *testing.T, name string, base, head snapshot.Map, sym, want string, exact bool) {
	t.Helper()
	t.Run(name, func(t *testing.T) {
		var got string
		for _, f := range run(t, base, head) {
			if strings.HasPrefix(f, "symbol "+sym+" (") {
				got = f
			}
		}
		if !strings.HasPrefix(got, want) || exact && got != want {
			t.Errorf("fact:\n%s\nwant %q", got, want)
		}
	})
}
