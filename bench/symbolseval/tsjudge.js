// Independent oracle for TypeScript/JavaScript claims across packages:
// the TypeScript compiler's own program, its module resolution (the
// nearest tsconfig's paths, baseUrl and project references; workspace
// packages linked into node_modules as npm, pnpm and yarn link them).
//
// Usage: node tsjudge.js ROOT NAME PLACE...   (PLACE is path:line)
// Prints "yes" when the compiler reports, at one of the places, an error
// naming NAME that a missing export or binding causes (no exported
// member, cannot find name, property does not exist).
// Needs the typescript package: NODE_PATH must reach it.
const ts = require("typescript");
const fs = require("fs");
const path = require("path");

const [root, name, ...places] = process.argv.slice(2);

// Link each workspace package into root/node_modules by its name, as
// the package manager's install would; nothing else is installed.
function linkWorkspace() {
  const walk = (dir, depth) => {
    if (depth > 6) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === "node_modules" || e.name.startsWith(".")) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (e.name === "package.json" && dir !== root) {
        let pkg;
        try { pkg = JSON.parse(fs.readFileSync(p, "utf8")); } catch { continue; }
        if (!pkg.name) continue;
        const link = path.join(root, "node_modules", pkg.name);
        if (fs.existsSync(link)) continue;
        fs.mkdirSync(path.dirname(link), { recursive: true });
        fs.symlinkSync(dir, link);
      }
    }
  };
  walk(root, 0);
}

const codes = new Set([2305, 2614, 2724, 2339, 2304, 2552, 2694, 2459, 2460, 2551, 2503]);

// judge builds one program per tsconfig over the place files it
// governs, and looks for the errors at the places' lines.
function judge(list) {
  const groups = new Map();
  for (const [rel, line] of list) {
    const full = path.join(root, rel);
    const cfg = ts.findConfigFile(path.dirname(full), ts.sys.fileExists) || "";
    if (!groups.has(cfg)) groups.set(cfg, []);
    groups.get(cfg).push([full, line]);
  }
  for (const [cfgPath, files] of groups) {
    let options = { allowJs: true }, refs;
    if (cfgPath) {
      const cfg = ts.readConfigFile(cfgPath, ts.sys.readFile);
      const parsed = ts.parseJsonConfigFileContent(cfg.config || {}, ts.sys, path.dirname(cfgPath));
      options = parsed.options;
      refs = parsed.projectReferences;
    }
    options = Object.assign({}, options, { noEmit: true, skipLibCheck: true, types: [], composite: false, incremental: false, declaration: false });
    const host = ts.createCompilerHost(options);
    host.useSourceOfProjectReferenceRedirect = () => true;
    const prog = ts.createProgram({ rootNames: files.map((f) => f[0]), options, host, projectReferences: refs });
    for (const [full, line] of files) {
      const sf = prog.getSourceFile(full);
      if (!sf) continue;
      for (const d of prog.getSemanticDiagnostics(sf)) {
        if (!codes.has(d.code) || d.start === undefined) continue;
        const msg = ts.flattenDiagnosticMessageText(d.messageText, "\n");
        if (!msg.includes("'" + name + "'")) continue;
        if (sf.getLineAndCharacterOfPosition(d.start).line + 1 === line) return true;
      }
    }
  }
  return false;
}

linkWorkspace();
const list = [];
for (const p of places) {
  const i = p.lastIndexOf(":");
  if (/\.(vue|svelte|astro|mdx)$/.test(p.slice(0, i))) continue;
  list.push([p.slice(0, i), Number(p.slice(i + 1))]);
}
console.log(judge(list) ? "yes" : "no");
