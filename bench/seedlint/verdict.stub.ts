export type Verdict = "PASS" | "FAIL";
const VERDICT_LINE_RE = /^\s*(?:#{1,6}\s+)?[*_]*\s*verdict\s*[*_]*\s*:\s*[*_]*\s*(PASS|FAIL)\b/i;
export function matchVerdictLine(line: string): Verdict | null {
  const m = VERDICT_LINE_RE.exec(line);
  return m ? (m[1].toUpperCase() as Verdict) : null;
}
