// Drive `reviewlint lsp` with the protocol library VS Code's own LSP client
// (vscode-languageclient) is built on: vscode-languageserver-protocol.
//
//   npm install vscode-languageserver-protocol@3.17
//   node protocol-check.js REPO
//
// REPO is a git work tree; the report is opened as REPO/reviews/pr-1.md,
// from the text below (the file need not exist: the buffer is linted).
const cp = require('child_process');
const path = require('path');
const rpc = require('vscode-languageserver-protocol/node');
const root = path.resolve(process.argv[2]);
const report = [
  'Verdict: FAIL', '', '## Coverage Statment', "- the parser's tests pass: VERIFIED INDEPENDENTLY", '',
  '## Verdict reason', 'The parser drops a line.', '', '## Findings',
  '- **FAIL**: the parser drops a line — it must not.', '', '## Do not rebuild', '- the lexer', '',
].join('\n');
const file = path.join(root, 'reviews', 'pr-1.md');
const uri = 'file://' + file;
const proc = cp.spawn('reviewlint', ['lsp', '--stdio'], { cwd: root });
proc.stderr.on('data', d => process.stderr.write(d));
const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
const published = [];
let waiter = null;
conn.onNotification(rpc.PublishDiagnosticsNotification.type, p => { published.push(p); if (waiter) waiter(); });
conn.onRequest(rpc.RegistrationRequest.type, () => null);
conn.listen();
const next = () => new Promise(r => { waiter = r; });
(async () => {
  const init = await conn.sendRequest(rpc.InitializeRequest.type, {
    processId: process.pid, rootUri: 'file://' + root, workspaceFolders: [{ uri: 'file://' + root, name: 'repo' }],
    capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
      textDocument: { publishDiagnostics: { versionSupport: true }, codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source.fixAll'] } } } },
      general: { positionEncodings: ['utf-16'] } },
  });
  console.log('server:', JSON.stringify(init.serverInfo), 'encoding', init.capabilities.positionEncoding);
  await conn.sendNotification(rpc.InitializedNotification.type, {});
  const text = report;
  let got = next();
  await conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'markdown', version: 1, text } });
  await got;
  const diags = published[published.length - 1].diagnostics;
  for (const d of diags) console.log(`${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code} ${d.message}`);
  const undisp = diags.find(d => d.code === 'finding-undispositioned');
  const actions = await conn.sendRequest(rpc.CodeActionRequest.type, { textDocument: { uri }, range: undisp.range, context: { diagnostics: [undisp] } });
  for (const a of actions) console.log('action:', a.kind, a.title);
  const hover = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position: undisp.range.start });
  console.log('hover:', hover.contents.value.split('\n')[2]);
  const comp = await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri }, position: { line: 2, character: 5 } });
  console.log('completion:', comp.items.map(i => i.label).join(', '));
  got = next();
  const fixed = text.replace('## Coverage Statment', '## Coverage statement').replace('- **FAIL**: the parser drops a line — it must not.', '- the parser drops a line: FAIL — it must not.');
  await conn.sendNotification(rpc.DidChangeTextDocumentNotification.type, { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
  await got;
  console.log('after the change:', published[published.length - 1].diagnostics.length, 'diagnostics');
  await conn.sendRequest(rpc.ShutdownRequest.type);
  await conn.sendNotification(rpc.ExitNotification.type);
  proc.on('exit', code => { console.log('exit status', code); process.exit(code); });
})().catch(e => { console.error(e); process.exit(2); });
