package symbols

import "testing"

// exec, eval or compile handed code that is no plain literal runs names
// no reading sees whole: exec('m.hel' + 'per()') calls m.helper, which
// python3 finds gone. Such a removal is unchecked, never "no references
// remain"; code given as one plain literal is read for its mentions,
// and a file's contents read may be any code. exec, eval or compile that
// is another object's method, a parameter, a def's own name or a name
// the module binds itself (from re import compile) runs nothing, nor does
// a run method of an object that is no imported profiler. A runner's
// object (cProfile.Profile().run, trace.Trace().run) runs code as the
// module's function does, and builtins reached as a value
// (sys.modules['builtins'], vars(builtins)[…], getattr(builtins, k))
// may give exec by a name no reading sees.
func TestPyBuiltCodeLeavesRemovalUnchecked(t *testing.T) {
	t.Parallel()
	const gone = "symbol helper (m.py:1) removed; no references remain at head"
	unchecked := func(at string) string {
		return "symbol helper (m.py:1) could not be checked (removed, but " + at + " runs code built at run time, which may name any module's names)"
	}
	for _, c := range []struct{ name, app, want, broken string }{
		{"Concatenated", "exec('m.hel' + 'per()')\n", unchecked("app.py:2"), "AttributeError"},
		{"FString", "exec(f\"m.{'hel'}per()\")\n", unchecked("app.py:2"), "AttributeError"},
		{"Joined", "exec(''.join(['m.hel', 'per()']))\n", unchecked("app.py:2"), "AttributeError"},
		{"Adjacent", "exec('m.hel' 'per()')\n", unchecked("app.py:2"), "AttributeError"},
		{"Escaped", "exec('m.\\x68elper()')\n", unchecked("app.py:2"), "AttributeError"},
		{"Eval", "eval('m.hel' + 'per()')\n", unchecked("app.py:2"), "AttributeError"},
		{"Compiled", "code = compile('m.hel' + 'per()', 'x', 'exec')\nexec(code)\n", unchecked("app.py:2"), "AttributeError"},
		{"InAFunction", "def go():\n    exec('m.hel' + 'per()')\ngo()\n", unchecked("app.py:3"), "AttributeError"},
		{"ThroughBuiltins", "import builtins\nbuiltins.exec('m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"HandedOn", "run_ = exec\nrun_('m.hel' + 'per()')\n", unchecked("app.py:2"), "AttributeError"},
		{"Timeit", "import timeit\ntimeit.timeit('m.hel' + 'per()', 'import m', number=1)\n", unchecked("app.py:3"), "AttributeError"},
		{"TimeitSetup", "import timeit\ntimeit.timeit('pass', setup='import m; m.hel' + 'per()', number=1)\n", unchecked("app.py:3"), "AttributeError"},
		{"CProfile", "import cProfile\ncProfile.run('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"PlainLiteral", "exec('print(m.run())')\n", gone, ""},
		{"AFilesContents", "import os\nexec(compile(open(os.devnull).read(), 'x', 'exec'), {})\n", unchecked("app.py:3"), ""},
		{"BuiltThenRead", "import io\nexec('import m; m.hel' + 'per()' + io.StringIO('').read())\n", unchecked("app.py:3"), "AttributeError"},
		{"ExecOfCompile", "exec(compile('import m; m.hel' + 'per()', 'x', 'exec'))\n", unchecked("app.py:2"), "AttributeError"},
		{"ExecOfCompileInFunction", "def f():\n    exec(compile('import m; m.hel' + 'per()', 'x', 'exec'))\nf()\n", unchecked("app.py:3"), "AttributeError"},
		{"SecondExec", "exec('pass'); exec('import m; m.hel' + 'per()')\n", unchecked("app.py:2"), "AttributeError"},
		{"ExecInExecArgs", "exec('pass', {}, exec('import m; m.hel' + 'per()'))\n", unchecked("app.py:2"), "AttributeError"},
		{"CompileShadowed", "def compile(s, *a):\n    return s\nexec(compile('import m; m.hel' + 'per()', 'x', 'exec'))\n", unchecked("app.py:4"), "AttributeError"},
		{"FromTimeit", "from timeit import timeit\ntimeit('import m; m.hel' + 'per()', number=1)\n", unchecked("app.py:3"), "AttributeError"},
		{"TimeitAliased", "import timeit as ti\nti.timeit('import m; m.hel' + 'per()', number=1)\n", unchecked("app.py:3"), "AttributeError"},
		{"TimeitSetupPositional", "import timeit\ntimeit.timeit('pass', 'import m; m.hel' + 'per()', number=1)\n", unchecked("app.py:3"), "AttributeError"},
		{"FromCProfile", "from cProfile import run\nrun('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"NotTheBuiltins", "class _Model:\n    def eval(self):\n        return self\n    def compile(self, dialect=None):\n        return self\n    async def exec(self, sql):\n        return sql\ndef exec(cmd):\n    return cmd\nexec(1 + 1)\n" +
			"from re import compile\n_rx = compile(r'\\d+')\nprint(_Model, _rx)\n", gone, ""},
		{"NotTheStdlibModules", "class P:\n    def run(self, f):\n        return f\nprofile = P()\nprofile.run(len)\nclass U:\n    profile = P()\nuser = U()\nuser.profile.run(len)\n", gone, ""},
		{"AssignedOnlyUnderIf", "import sys\nif sys.version_info[0] == 2:\n    exec = None\nexec('m.hel' + 'per()')\n", unchecked("app.py:5"), "AttributeError"},
		{"ImportedOnlyUnderIf", "import sys\nif sys.version_info[0] == 2:\n    from six import exec_ as exec\nexec('m.hel' + 'per()')\n", unchecked("app.py:5"), "AttributeError"},
		{"PlainEscapes", "exec('print(\"a\\\\n\\t\")')\n", gone, ""},
		{"ProfileObject", "import cProfile\ncProfile.Profile().run('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"TraceObject", "import trace\ntrace.Trace().run('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"ProfileMethodHeld", "from cProfile import Profile\nr = Profile().run\nr('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"RunOfNoRunnersObject", "import subprocess\nsubprocess.run(['true'] + [])\n", gone, ""},
		{"BuiltinsFromSysModules", "import sys\nsys.modules['builtins'].exec('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"BuiltinsFromSysModulesHeld", "import sys\nb = sys.modules['builtins']\ngetattr(b, 'ex' + 'ec')('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"GetattrBuiltinsBuiltName", "import builtins\ngetattr(builtins, 'ex' + 'ec')('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"GetattrBuiltinsInAFunction", "import builtins\ndef f():\n    getattr(builtins, 'exec')('import m; m.hel' + 'per()')\nf()\n", unchecked("app.py:4"), "AttributeError"},
		{"VarsOfBuiltins", "import builtins\nvars(builtins)['exec']('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"BuiltinsDictItem", "import builtins\nbuiltins.__dict__['exec']('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"BuiltinsMembers", "import builtins\nprint(builtins.print, __import__('builtins').len)\n", gone, ""},
		{"BuiltinsName", "import builtins\nprint(builtins.__name__, builtins is not None)\n", gone, ""},
		{"BuiltinsMemberNamed", "import builtins\nprint(getattr(builtins, 'print'))\nprint(hasattr(builtins, '__IPYTHON__'))\n", gone, ""},
		{"BuiltinsMemberReplaced", "import builtins\nfrom unittest import mock\nclass MP:\n    def setattr(self, o, n, v): pass\nMP().setattr(builtins, 'input', lambda *a: 'y')\nwith mock.patch.object(builtins, 'open', mock.mock_open()):\n    pass\n", gone, ""},
		{"BuiltinsHandedOn", "import builtins\ndef run(b, n, s):\n    getattr(b, n)(s)\nrun(builtins, 'exec', 'import m; m.hel' + 'per()')\n", unchecked("app.py:5"), "AttributeError"},
		{"BuiltinsGetattrEscaped", "import builtins\ngetattr(builtins, '\\x65xec')('import m; m.hel' + 'per()')\n", unchecked("app.py:3"), "AttributeError"},
		{"MethodsAndParameters", "import re\nre.compile('a' + 'b')\ndef train(eval=False):\n    return eval\ntrain(eval=True)\n", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}

// A module loaded by a name cut within its last part ('m' + suffix may
// be m, or mod) or read from sys.modules by its name and used whole is a
// module used as a value: getattr(…, 'hel' + 'per') reaches m.helper,
// which python3 finds gone. sys.modules["m"] dropped or read for one
// member uses no module whole. Nor can a module be told where its key
// is computed here (sys.modules[n]) or spelled with an escape, or where
// sys.modules is used whole (held, copied, its items, vars(sys)): any
// module's names may be reached. Its keys alone, an item dropped, and a
// key a def's caller hands in (a name from outside, as for
// __import__(name)) reach none.
func TestPyModuleLoadedByKeyIsAValue(t *testing.T) {
	t.Parallel()
	const gone = "symbol helper (m.py:1) removed; no references remain at head"
	anyModule := func(at string) string {
		return "symbol helper (m.py:1) could not be checked (removed, but " + at + " uses a module it does not name (a key computed or spelled with an escape, or sys.modules used whole) as a value, by which any module's names may be reached)"
	}
	mValue := func(at string) string {
		return "symbol helper (m.py:1) could not be checked (removed, but " + at + " uses m.py's module as a value, by which any of its names may be reached)"
	}
	for _, c := range []struct{ name, app, want, broken string }{
		{"ImportCutName", "getattr(__import__('m' + ''), 'hel' + 'per')()\n",
			"symbol helper (m.py:1) could not be checked (removed, but app.py:2 loads a module under m* by a name computed at run time, and any of its names may be reached through it)", "AttributeError"},
		{"ImportModuleCutName", "import importlib\ngetattr(importlib.import_module('m' + ''), 'hel' + 'per')()\n",
			"symbol helper (m.py:1) could not be checked (removed, but app.py:3 loads a module under m* by a name computed at run time, and any of its names may be reached through it)", "AttributeError"},
		{"SysModulesGetattr", "import sys\ngetattr(sys.modules['m'], 'hel' + 'per')()\n",
			"symbol helper (m.py:1) could not be checked (removed, but app.py:3 uses m.py's module as a value, by which any of its names may be reached)", "AttributeError"},
		{"SysModulesDict", "import sys\nsys.modules['m'].__dict__['hel' + 'per']()\n",
			"symbol helper (m.py:1) could not be checked (removed, but app.py:3 uses m.py's module as a value, by which any of its names may be reached)", "KeyError"},
		{"SysModulesMemberAndDel", "import sys\nsys.modules['m'].run()\ndel sys.modules['m']\n", gone, ""},
		{"SysModulesEscapedKey", "import sys\ngetattr(sys.modules['\\x6d'], 'hel' + 'per')()\n",
			"symbol helper (m.py:1) could not be checked (removed, but app.py:3 uses a module it does not name (a key computed or spelled with an escape, or sys.modules used whole) as a value, by which any module's names may be reached)", "AttributeError"},
		{"SysModulesVariableKey", "import sys\nn = 'm'\ngetattr(sys.modules[n], 'hel' + 'per')()\n", anyModule("app.py:4"), "AttributeError"},
		{"SysModulesHeld", "import sys\nmods = sys.modules\ngetattr(mods['m'], 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"SysModulesFromSysHeld", "from sys import modules\nms = modules\ngetattr(ms['m'], 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"SysModulesPop", "import sys\ngetattr(sys.modules.pop('m'), 'hel' + 'per')()\n", mValue("app.py:3"), "AttributeError"},
		{"SysModulesSetdefault", "import sys\ngetattr(sys.modules.setdefault('m', None), 'hel' + 'per')()\n", mValue("app.py:3"), "AttributeError"},
		{"SysModulesCopy", "import sys\ngetattr(sys.modules.copy()['m'], 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"SysModulesItems", "import sys\nfor k, v in list(sys.modules.items()):\n    if k == 'm': getattr(v, 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"VarsOfSys", "import sys\ngetattr(vars(sys)['modules']['m'], 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"GetattrSysModules", "import sys\ngetattr(getattr(sys, 'modules')['m'], 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"ImportEscaped", "getattr(__import__('\\x6d'), 'hel' + 'per')()\n", anyModule("app.py:2"), "AttributeError"},
		{"ImportModuleEscaped", "import importlib\ngetattr(importlib.import_module('\\x6d'), 'hel' + 'per')()\n", anyModule("app.py:3"), "AttributeError"},
		{"SysModulesKeysAndParameters", "import sys\ndef load(name):\n    return sys.modules[name]\nfor k in list(sys.modules.keys()):\n    if k == 'x': sys.modules.pop(k)\n" +
			"def purge(name):\n    return lambda: sys.modules.pop(name, None)\nprint('m' in sys.modules, getattr(sys, 'flags'), load, purge)\n", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}

// checkHelperRemovedBeside removes m.helper (m.run stays) while app.py,
// which called it, becomes "import m" and then app; it checks the fact
// derived is want and that python3 running the head fails with broken
// ("" for runs clean).
func checkHelperRemovedBeside(t *testing.T, app, want, broken string) {
	t.Helper()
	base := map[string]string{
		"m.py":   "def helper():\n    return 1\n\ndef run():\n    return 2\n",
		"app.py": "import m\nm.helper()\n",
	}
	head := checkChange(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "app.py": "import m\n" + app}, want)
	expectPythonRuns(t, head, broken)
}
