// Restores the line breaks of a TypeScript file whose whitespace was
// collapsed to single spaces, where `//` comments would otherwise swallow
// the code after them, and proves that it changed nothing but whitespace.
//
//   node restore.cjs IN OUT   (typescript must be resolvable from here)
//
// Outside comments, template literals and ASI's restricted productions a
// space and a line break read the same, so only the end of each line
// comment has to be found again. Each comment ends either where the next
// `//` begins (a run of comment lines) or where code resumes. Code resumes
// at the EARLIEST token boundary q after which
//   (a) the text up to the next comment scans as tokens and its last token
//       is `;`, `{` or `}` (how a formatted line of code ends before a
//       comment line or a trailing comment), and
//   (b) parsing the file so far, broken at q, finds no syntax error before
//       that next comment.
// The earliest such q is taken because prose cannot precede code on the
// line it resumes on: two words side by side are a syntax error, so a split
// one word too early fails (b); any later q that passes lies inside the
// code and would turn its head into comment. Every place where code
// resumes is printed (the comment's last words | the code's first), so a
// reader can judge each one.
//
// The checks: the non-whitespace characters of IN and OUT are equal, OUT
// has no syntax error, and no template literal spans a replaced space.
"use strict";
const fs = require("fs");
const ts = require("typescript");

const [, , inPath, outPath] = process.argv;
if (!inPath || !outPath) {
  console.error("usage: node restore.cjs IN OUT");
  process.exit(2);
}
const orig = fs.readFileSync(inPath, "utf8");

function parseErrors(text) {
  const sf = ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return sf.parseDiagnostics.map((d) => d.start);
}

// scanTo scans text from pos and returns the tokens up to the next line
// comment (or the end): {end, last, ok}.
function scanTo(text, pos) {
  const sc = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  sc.setTextPos(pos);
  let ok = true;
  sc.setOnError(() => { ok = false; });
  let last = null;
  for (;;) {
    let t = sc.scan();
    // A `/` may start a regular expression: rescan it as one where a
    // value is expected (the scanner alone cannot know).
    if ((t === ts.SyntaxKind.SlashToken || t === ts.SyntaxKind.SlashEqualsToken) && regexAllowed(last)) {
      t = sc.reScanSlashToken();
    }
    // The same for `}` closing a template's substitution.
    if (t === ts.SyntaxKind.CloseBraceToken && templateDepth(sc) > 0) {
      t = sc.reScanTemplateToken(false);
    }
    if (t === ts.SyntaxKind.EndOfFileToken) return { end: text.length, last, ok };
    if (t === ts.SyntaxKind.SingleLineCommentTrivia) return { end: sc.getTokenStart(), last, ok };
    if (t === ts.SyntaxKind.WhitespaceTrivia || t === ts.SyntaxKind.NewLineTrivia || t === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    if (t === ts.SyntaxKind.TemplateHead) openTemplates.push(1);
    if (t === ts.SyntaxKind.TemplateTail) openTemplates.pop();
    last = t;
  }
}
let openTemplates = [];
function templateDepth() { return openTemplates.length; }
function regexAllowed(prev) {
  if (prev === null) return true;
  const K = ts.SyntaxKind;
  if (prev === K.Identifier || prev === K.NumericLiteral || prev === K.StringLiteral ||
      prev === K.CloseParenToken || prev === K.CloseBracketToken || prev === K.CloseBraceToken ||
      prev === K.NoSubstitutionTemplateLiteral || prev === K.TemplateTail || prev === K.RegularExpressionLiteral) return false;
  if (prev >= K.FirstKeyword && prev <= K.LastKeyword) {
    return prev === K.ReturnKeyword || prev === K.TypeOfKeyword || prev === K.CaseKeyword || prev === K.DoKeyword || prev === K.ElseKeyword || prev === K.InKeyword || prev === K.OfKeyword || prev === K.NewKeyword || prev === K.DeleteKeyword || prev === K.VoidKeyword || prev === K.ThrowKeyword;
  }
  return true;
}

const LINE_END = new Set([ts.SyntaxKind.SemicolonToken, ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.CloseBraceToken]);

let text = orig;
let pos = 0;
const report = [];
for (;;) {
  openTemplates = [];
  const code = scanTo(text, pos);
  if (!code.ok) { console.error(`restore: the code at offset ${pos} does not scan`); process.exit(1); }
  if (code.end >= text.length) break;
  const start = code.end; // a `//`
  // The comment's text runs at most to the next `//` that is not inside it
  // as prose would be: in this file no line comment quotes `//`.
  let next = text.indexOf("//", start + 2);
  if (next < 0) next = text.length;
  const accepted = [];
  for (let q = start + 3; q < next; q++) {
    if (text[q - 1] !== " ") continue;
    openTemplates = [];
    const seg = scanTo(text, q);
    if (!seg.ok || seg.last === null || !LINE_END.has(seg.last)) continue;
    const probe = text.slice(0, q - 1) + "\n" + text.slice(q);
    const errs = parseErrors(probe);
    const first = errs.length ? Math.min(...errs) : Infinity;
    if (first >= seg.end) accepted.push(q);
  }
  let brk;
  if (accepted.length) {
    brk = accepted[0];
  } else {
    brk = next;
  }
  if (brk < text.length) {
    if (text[brk - 1] !== " ") { console.error(`restore: no space before offset ${brk}`); process.exit(1); }
    text = text.slice(0, brk - 1) + "\n" + text.slice(brk);
  }
  if (accepted.length) {
    const show = (q) => JSON.stringify(text.slice(Math.max(start, q - 40), q - 1)) + " | " + JSON.stringify(text.slice(q, q + 40));
    report.push(`code resumes: ${show(brk)}`);
  }
  pos = brk;
}

// The proofs.
const squeeze = (s) => s.replace(/\s+/g, "");
if (squeeze(orig) !== squeeze(text)) { console.error("restore: the non-whitespace characters differ"); process.exit(1); }
if (text.length !== orig.length) { console.error("restore: the length changed"); process.exit(1); }
const errs = parseErrors(text);
if (errs.length) { console.error(`restore: ${errs.length} syntax errors remain, first at ${errs[0]}`); process.exit(1); }
// No replaced space may sit inside a template literal or a string, where
// the break would change the value.
const sf = ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const breaks = [];
for (let i = 0; i < text.length; i++) if (text[i] === "\n") breaks.push(i);
(function visit(n) {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n) || ts.isRegularExpressionLiteral(n)) {
    const s = n.getStart(sf), e = n.getEnd();
    for (const b of breaks) if (b >= s && b < e) { console.error(`restore: a break at ${b} falls inside a literal`); process.exit(1); }
  }
  ts.forEachChild(n, visit);
})(sf);
fs.writeFileSync(outPath, text);
console.error(`restore: ${breaks.length} line breaks restored; non-whitespace characters equal (${squeeze(orig).length}); parses with no syntax error; no break inside a literal`);
for (const r of report) console.error("  " + r);
