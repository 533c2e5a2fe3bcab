const ts = require('typescript'); const fs = require('fs');
for (const f of ['review-contract', 'verdict', 'acceptance-evidence']) {
  let src = fs.readFileSync(f + '.ts', 'utf8').replace(/from "\.\/([a-z-]+)\.ts"/g, 'from "./$1.js"');
  const out = ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  fs.writeFileSync(f + '.js', out.outputText);
}
