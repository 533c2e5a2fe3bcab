// Independent oracle for TypeScript/JavaScript dangling claims: the
// TypeScript compiler's own parser and binder.
//
// Usage: node oracle.js ROOT NAME DEFFILE PLACE...   (PLACE is path:line)
// Prints "yes" when at least one place, at ROOT's checkout, is an import
// or re-export of NAME from DEFFILE's module while that module no longer
// exports NAME, or a use the compiler reports as "Cannot find name".
// Needs the typescript package: NODE_PATH must reach it.
const ts = require("typescript");
const fs = require("fs");
const path = require("path");

const [root, name, deffile, ...places] = process.argv.slice(2);

function parse(rel) {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return null;
  return ts.createSourceFile(rel, fs.readFileSync(full, "utf8"), ts.ScriptTarget.Latest, true);
}

const exts = [".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mts", ".cts", ".mjs", ".cjs"];
function resolve(from, spec) {
  if (!spec.startsWith(".")) return null;
  let base = path.normalize(path.join(path.dirname(from), spec));
  const stems = [base, base.replace(/\.(m|c)?jsx?$/, "")];
  for (const s of stems) {
    if (fs.existsSync(path.join(root, s)) && fs.statSync(path.join(root, s)).isFile()) return s;
    for (const e of exts) if (fs.existsSync(path.join(root, s + e))) return s + e;
    for (const e of exts) if (fs.existsSync(path.join(root, s, "index" + e))) return path.join(s, "index" + e);
  }
  return null;
}

// exports: whether module rel exports name (declarations, export lists,
// export * from, CommonJS exports.name).
function exportsName(rel, depth) {
  const sf = parse(rel);
  if (!sf) return false;
  if (depth > 4) return true;
  let found = false;
  const text = sf.getFullText();
  if (new RegExp("\\b(module\\.)?exports\\." + name + "\\s*=").test(text)) return true;
  if (/module\.exports\s*=/.test(text)) return true; // opaque: do not confirm
  for (const st of sf.statements) {
    const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) || [] : [];
    const exported = mods.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && st.name && st.name.text === name) found = true;
    if (exported && ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === name) found = true;
    if (ts.isExportDeclaration(st)) {
      if (!st.exportClause && st.moduleSpecifier) {
        const t = resolve(rel, st.moduleSpecifier.text);
        if (!t || exportsName(t, depth + 1)) found = true;
      } else if (st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const e of st.exportClause.elements) if (e.name.text === name) found = true;
      }
    }
    if (ts.isModuleDeclaration(st) || ts.isExportAssignment(st)) found = found || false;
  }
  return found;
}

function cannotFind(rel, line) {
  const full = path.join(root, rel);
  const host = ts.createCompilerHost({ noResolve: true, allowJs: true, noLib: false, skipLibCheck: true });
  const prog = ts.createProgram([full], { noResolve: true, allowJs: true, checkJs: true, noEmit: true, skipLibCheck: true, types: [] }, host);
  const sf = prog.getSourceFile(full);
  if (!sf) return false;
  const diags = prog.getSemanticDiagnostics(sf);
  for (const d of diags) {
    if (d.code !== 2304 && d.code !== 2552 && d.code !== 2662 && d.code !== 2663) continue;
    const msg = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!msg.includes("'" + name + "'")) continue;
    const l = sf.getLineAndCharacterOfPosition(d.start).line + 1;
    if (l === line) return true;
  }
  return false;
}

function confirmed(rel, line) {
  const sf = parse(rel);
  if (!sf) return false;
  for (const st of sf.statements) {
    const l0 = sf.getLineAndCharacterOfPosition(st.getStart()).line + 1;
    const l1 = sf.getLineAndCharacterOfPosition(st.getEnd()).line + 1;
    if (line < l0 || line > l1) continue;
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier) {
      const t = resolve(rel, st.moduleSpecifier.text);
      if (!t || path.normalize(t) !== path.normalize(deffile)) continue;
      let names = [];
      const cl = ts.isImportDeclaration(st) ? st.importClause && st.importClause.namedBindings : st.exportClause;
      if (cl && (ts.isNamedImports(cl) || ts.isNamedExports(cl)))
        names = cl.elements.map((e) => (e.propertyName || e.name).text);
      if (names.includes(name) && !exportsName(t, 0)) return true;
    }
  }
  // A use the binder cannot resolve, in a file that imports nothing
  // under that name.
  if (path.normalize(rel) === path.normalize(deffile) || true) {
    if (cannotFind(rel, line)) return true;
  }
  return false;
}

for (const p of places) {
  const i = p.lastIndexOf(":");
  if (confirmed(p.slice(0, i), Number(p.slice(i + 1)))) {
    console.log("yes");
    process.exit(0);
  }
}
console.log("no");
