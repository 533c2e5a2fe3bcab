export const ACCEPTANCE_EVIDENCE_START = "<!-- acceptance-evidence:start -->";
export const ACCEPTANCE_EVIDENCE_END = "<!-- acceptance-evidence:end -->";
