const fs = require('fs'); const { validateReviewReport } = require('./review-contract.js');
let bad = 0;
for (const f of process.argv.slice(2)) { const d = validateReviewReport(fs.readFileSync(f, 'utf8')); for (const x of d) { console.log(f + ': ' + x); } if (d.length) bad = 1; }
process.exit(bad);
