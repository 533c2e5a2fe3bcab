package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A simple type name that another declaration in scope takes over — a
// local class, a type parameter, a member type inherited from a
// supertype — names no removed type's member, and neither does a bare
// call inside a class extending a same-named class of another package,
// nor one inside an anonymous class of a project type that has it.
// javac compiles every head below; no use there is claimed dangling.
var javaScopeCases = []struct {
	name       string
	base       snapshot.Map
	path, head string
	want       []string
}{{
	name: "JavaLocalClassShadowsTheType",
	base: snapshot.Map{
		"p/A.java": "package p;\n\npublic class A {\n  public void p4() {}\n}\n",
		"p/B.java": "package p;\n\npublic class B {\n  void m4() {\n    class A { void p4() {} }\n    new A().p4();\n    A a = new A();\n    a.p4();\n  }\n}\n",
	},
	path: "p/A.java", head: "package p;\n\npublic class A {}\n",
	want: []string{
		"symbol A.p4 (p/A.java:4) removed; its name is still used at p/B.java:6, p/B.java:8, not attributed (used only as .name, which may be another object's member)",
	},
}, {
	name: "JavaTypeParameterShadowsTheType",
	base: snapshot.Map{
		"p/A.java": "package p;\n\npublic class A {\n  public void run() {}\n}\n",
		"p/D.java": "package p;\n\npublic class D {\n  <A extends Runnable> void m(A a) { a.run(); }\n}\n",
		"p/G.java": "package p;\n\nclass G<A extends Runnable> {\n  A f;\n  void m(A a) { a.run(); f.run(); }\n}\n",
		"p/R.java": "package p;\n\nrecord R<A extends Runnable>(A a) {\n  void m() { a.run(); }\n}\n",
		"p/C.java": "package p;\n\nclass C<A extends Runnable> {\n  class In {\n    void m(A a) { a.run(); }\n  }\n}\n",
		"p/K.java": "package p;\n\nclass K {\n  <A extends Runnable> K(A a) { a.run(); }\n}\n",
	},
	path: "p/A.java", head: "package p;\n\npublic class A {}\n",
	want: []string{
		"symbol A.run (p/A.java:4) removed; its name is still used at p/C.java:5, p/D.java:4, p/G.java:5, p/K.java:4, p/R.java:4, not attributed (used only as .name, which may be another object's member)",
	},
}, {
	name: "JavaBareCallInheritedFromSameNamedClassOfAnotherPackage",
	base: snapshot.Map{
		"p/A.java": "package p;\n\npublic class A {\n  public void p2() {}\n  public static void s3() {}\n}\n",
		"q/A.java": "package q;\n\npublic class A {\n  public void p2() {}\n  public static void s3() {}\n}\n",
		"p/E.java": "package p;\n\nclass E extends q.A {\n  void m() { p2(); s3(); }\n}\n",
		"r/F.java": "package r;\n\nimport p.*;\n\nclass F extends q.A {\n  void m() { p2(); s3(); }\n}\n",
	},
	path: "p/A.java", head: "package p;\n\npublic class A {}\n",
	want: []string{
		"symbol A.p2 (p/A.java:4) removed; its name is still used at p/E.java:4, r/F.java:6, not attributed (used bare in a type that extends another, which may pass it on)",
		"symbol A.s3 (p/A.java:5) removed; its name is still used at p/E.java:4, r/F.java:6, not attributed (used bare in a type that extends another, which may pass it on)",
	},
}, {
	name: "JavaMemberTypeInheritedFromAnotherPackage",
	base: snapshot.Map{
		"p/A.java":     "package p;\n\npublic class A {\n  public void k2() {}\n}\n",
		"r/Outer.java": "package r;\n\npublic class Outer {\n  public static class A {\n    public void k2() {}\n  }\n}\n",
		"p/V.java":     "package p;\n\nclass V extends r.Outer {\n  void m(A a) { a.k2(); }\n}\n",
	},
	path: "p/A.java", head: "package p;\n\npublic class A {}\n",
	want: []string{
		"symbol A.k2 (p/A.java:4) removed; its name is still used at p/V.java:4, not attributed (used only as .name, which may be another object's member)",
	},
}, {
	name: "JavaRemovedTypeNameTakenByAnotherInScope",
	base: snapshot.Map{
		"p/A.java":     "package p;\n\npublic class A {}\n",
		"r/Outer.java": "package r;\n\npublic class Outer {\n  public static class A {}\n}\n",
		"p/D.java":     "package p;\n\nclass D<A> {\n  A f;\n  <A> void m(A a) {}\n  void n() {\n    class A {}\n    A x = new A();\n  }\n}\n",
		"p/V.java":     "package p;\n\nclass V extends r.Outer {\n  A f;\n  Object o = new r.Outer() {\n    A g;\n  };\n}\n",
	},
	path: "p/A.java", head: "package p;\n",
	want: []string{
		"symbol A (p/A.java:3) removed; its name is still used at p/V.java:6, not attributed (a type declared or inherited where it is used may take the name)",
	},
}, {
	name: "JavaAnonymousClassInheritsTheName",
	base: snapshot.Map{
		"p/A.java":     "package p;\n\npublic class A {\n  public void p2() {}\n  Object o = new q.A() {\n    void m() { p2(); }\n  };\n}\n",
		"q/A.java":     "package q;\n\npublic class A {\n  public void p2() {}\n}\n",
		"r/Outer.java": "package r;\n\npublic class Outer {\n  public static class A {\n    public void p2() {}\n  }\n}\n",
		"p/U.java":     "package p;\n\nclass U {\n  Object o = new r.Outer() {\n    void m(A a) { a.p2(); }\n  };\n}\n",
	},
	path: "p/A.java", head: "package p;\n\npublic class A {\n  Object o = new q.A() {\n    void m() { p2(); }\n  };\n}\n",
	want: []string{
		"symbol A.p2 (p/A.java:4) removed; its name is still used at p/U.java:5, not attributed (used only as .name, which may be another object's member)",
	},
}}

func TestJavaTypeNamesScopedAsJavaDoes(t *testing.T) {
	t.Parallel()
	for _, tc := range javaScopeCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			check(t, removeFrom(t, tc.base, tc.path, tc.head), tc.want...)
		})
	}
}
