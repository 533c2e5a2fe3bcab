package symbols

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An anonymous class is still one where the new names its type with
// type annotations or type arguments: new @A Owner() { … },
// new p.@A Owner<@A T>() { … }. A bare name in its body reaches Owner's
// member first, so once Owner loses it javac rejects the use; read as a
// plain block, the body's use would be no reference and the removal
// VERIFIED. Each head is compiled by javac where it is installed.
func TestJavaAnnotatedNewStillAnonymousClass(t *testing.T) {
	t.Parallel()
	const (
		ref      = "removed at head but still referenced at "
		unsure   = "removed; its name is still used at "
		verified = "removed; no references remain at head"
	)
	const anno = "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE_USE)\n@interface A { int x() default 0; }\n"
	const owner = "public class Owner<T> {\n  protected void foo() {}\n  public class In extends Owner<T> {}\n}\n"
	cases := []struct{ name, body, want string }{
		{"type annotation", "Object o = new @A Owner() { void y() { foo(); } };", ref},
		{"annotation with arguments", "Object o = new @A(x = 1) Owner() { void y() { foo(); } };", ref},
		{"qualified annotation", "Object o = new @PKG.A Owner() { void y() { foo(); } };", ref},
		{"annotation after the package", "Object o = new PKG.@A Owner() { void y() { foo(); } };", ref},
		{"annotated type argument", "Object o = new Owner<@A String>() { void y() { foo(); } };", ref},
		{"nested type arguments", "Object o = new @A Owner<java.util.List<String>>() { void y() { foo(); } };", ref},
		{"diamond", "Object o = new Owner<>() { private void y() { foo(); } };", ref},
		{"constructor type arguments", "Object o = new <String>Owner() { void y() { foo(); } };", ref},
		{"annotations everywhere", "Object o = new <String>PKG.@A(x = 2) Owner<java.util.@A List<@A String>>() { void y() { foo(); } };", ref},
		{"annotated new as a receiver", "void y() { new @A Owner<String>().foo(); }", ref},
		{"member class of an outer instance", "Object o = new Owner<String>().new @A In() { void y() { foo(); } };", unsure},
		{"annotated anonymous class declaring it", "Object o = new @A Owner() { protected void foo() {} void y() { foo(); } };", verified},
	}
	base, head := snapshot.Map{}, snapshot.Map{}
	var dangling []string
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		dir := "src/" + pkg + "/"
		body := strings.ReplaceAll(c.body, "PKG", pkg)
		user := "package " + pkg + ";\n\nclass User {\n  " + body + "\n}\n" + anno
		b := snapshot.Map{dir + "Owner.java": "package " + pkg + ";\n\n" + owner, dir + "User.java": user}
		h := snapshot.Map{dir + "Owner.java": "package " + pkg + ";\n\n" + strings.Replace(owner, "  protected void foo() {}\n", "", 1), dir + "User.java": user}
		maps.Copy(base, b)
		maps.Copy(head, h)
		use := dir + "User.java:4"
		want := "symbol Owner.foo (" + dir + "Owner.java:4) " + c.want
		switch c.want {
		case ref:
			want += use
			dangling = append(dangling, use)
		case unsure:
			want += use + ", not attributed"
		}
		factRun(t, c.name, b, h, "Owner.foo", want, c.want == ref)
	}
	out, ok := javacDangling(t, base, head, dangling)
	if !ok {
		return
	}
	for n, c := range cases {
		use := "src/p" + strconv.Itoa(n) + "/User.java"
		if c.want != ref && !strings.Contains(out, use) == (c.want == unsure) {
			t.Errorf("javac on %s (%s):\n%s", use, c.name, out)
		}
	}
}
