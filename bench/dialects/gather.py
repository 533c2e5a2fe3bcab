#!/usr/bin/env python3
"""Lists and describes the review documents named by sources.tsv.

Usage:
  gather.py candidates MIRRORS      one row per selected document version
  gather.py shapes MIRRORS MANIFEST shape counts per repository, as text

MIRRORS holds one bare git directory per repository at
MIRRORS/<owner>+<name>/repo (the layout the snapshots arrive in). Nothing is
written into MIRRORS. The shape detection here is a counting aid for the
README; the manifest's readable/none judgement was made by reading.
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PER_KIND = 30   # versions kept of one kind of file (its path, digits folded)
PER_REPO = 60   # versions kept of one repository
MIN_BYTES = 100  # smaller blobs are empty stubs


def git_dir(mirrors, repo):
    d = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    if not os.path.isdir(d):
        sys.exit("gather: no snapshot of %s at %s" % (repo, d))
    return d


def sources():
    rows = []
    with open(os.path.join(HERE, "sources.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            f4 = line.rstrip("\n").split("\t")
            repo, inc, exc = f4[:3]
            cap = int(f4[3]) if len(f4) > 3 else PER_KIND
            rows.append((repo, re.compile(inc, re.I),
                         None if exc == "-" else re.compile(exc, re.I), cap))
    return rows


def versions(gd, inc, exc):
    """Each distinct blob under a selected path, with the first commit that has it."""
    out = subprocess.run(
        ["git", "--git-dir", gd, "log", "--all", "--reverse", "--format=C %H",
         "--raw", "--no-abbrev", "--no-renames", "--diff-filter=AM"],
        check=True, capture_output=True, text=True, errors="replace").stdout
    seen, rows, commit = set(), [], None
    for line in out.splitlines():
        if line.startswith("C "):
            commit = line[2:]
        elif line.startswith(":"):
            meta, path = line.split("\t", 1)
            blob = meta.split()[3]
            if not inc.search(path) or (exc and exc.search(path)) or blob in seen:
                continue
            seen.add(blob)
            rows.append((blob, commit, path))
    return rows


def blob_sizes(gd, blobs):
    p = subprocess.run(["git", "--git-dir", gd, "cat-file", "--batch-check"],
                       input="\n".join(blobs) + "\n", capture_output=True,
                       text=True, check=True)
    return {l.split()[0]: int(l.split()[2]) for l in p.stdout.splitlines()
            if len(l.split()) == 3}


def kind_of(path):
    return re.sub(r"[0-9]+", "N", path.lower())


def sample(rows, per_kind):
    """Round-robin over kinds (sorted by blob id inside a kind): deterministic,
    and no single kind of file or repository dominates the corpus."""
    kinds = collections.OrderedDict()
    for r in sorted(rows, key=lambda r: (kind_of(r[2]), r[0])):
        kinds.setdefault(kind_of(r[2]), []).append(r)
    queues = [q[:per_kind] for q in kinds.values()]
    picked = []
    while len(picked) < PER_REPO and any(queues):
        for q in queues:
            if q and len(picked) < PER_REPO:
                picked.append(q.pop(0))
    return picked


def show(gd, commit, path):
    return subprocess.run(["git", "--git-dir", gd, "show", "%s:%s" % (commit, path)],
                          check=True, capture_output=True).stdout.decode("utf-8", "replace")


def candidates(mirrors):
    for repo, inc, exc, cap in sources():
        gd = git_dir(mirrors, repo)
        rows = versions(gd, inc, exc)
        sizes = blob_sizes(gd, [b for b, _, _ in rows])
        rows = [r for r in rows if sizes.get(r[0], 0) >= MIN_BYTES]
        kept = sample(rows, cap)
        print("%s\t%d available\t%d kept" % (repo, len(rows), len(kept)), file=sys.stderr)
        for blob, commit, path in sorted(kept, key=lambda r: (r[2], r[1])):
            print("%s\t%s\t%s" % (repo, commit, path))


# --- shapes -----------------------------------------------------------------

SEV = r"(critical|blocker|blocking|major|high|medium|moderate|minor|low|nit|nitpick|info|warning|warn|important|suggestion|must[ _-]fix|should[ _-]fix|p[0-3])"
HEAD = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SEV_HEAD = re.compile(r"\b" + SEV + r"s?\b", re.I)
TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$")
SEV_BULLET = re.compile(r"^\s*([-*+]|\d+[.)])\s+(\*\*|`|\[|🔴|🟠|🟡|🟢|🔵|⚠️|❌)*\s*\[?" + SEV + r"\b", re.I)
FILES_REVIEWED = re.compile(r"(files|artifacts|scope)\s+(reviewed|examined|checked)", re.I)
CRIT_COL = re.compile(r"\b(criteri(on|a)|requirement|ac|item|check|gate|truth|task)\b", re.I)
STATUS_COL = re.compile(r"\b(status|grade|result|verdict|met|pass/fail|outcome|decision)\b", re.I)


def md_shapes(text):
    """Finding and coverage forms of one markdown document."""
    lines = text.splitlines()
    s = set()
    in_fence, sev_level = False, None
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        m = HEAD.match(line)
        if m:
            level, title = len(m.group(1)), m.group(2)
            if SEV_HEAD.search(title) and not re.search(r"verdict|summary", title, re.I):
                sev_level = level
                s.add("severity-heading")
            elif sev_level and level > sev_level:
                s.add("heading-per-finding")
            elif sev_level and level <= sev_level:
                sev_level = None
            if FILES_REVIEWED.search(title):
                s.add("files-reviewed")
            continue
        if TABLE_SEP.match(line) and i > 0:
            header = lines[i - 1].lower()
            if re.search(r"severity|priority|level", header):
                s.add("severity-table")
            if CRIT_COL.search(header) and STATUS_COL.search(header):
                s.add("criteria-table")
        if SEV_BULLET.match(line):
            s.add("severity-bullet")
        if FILES_REVIEWED.search(line) and re.search(r"\*\*|:", line):
            s.add("files-reviewed")
        if re.match(r"^\s*[-*]\s+\[[ xX]\]", line):
            s.add("task-list")
    if text.startswith("---\n"):
        s.add("front-matter")
    if any(TABLE_SEP.match(l) for l in lines):
        s.add("table")
    return s


def json_shapes(text):
    s = set()
    try:
        d = json.loads(text)
    except ValueError:
        return {"json-invalid"}
    def walk(v, path):
        if isinstance(v, dict):
            for k, x in v.items():
                s.add("key:" + (path + "." if path else "") + k)
                walk(x, (path + "." if path else "") + k if not isinstance(x, list) else k + "[]")
        elif isinstance(v, list):
            for x in v[:50]:
                walk(x, path)
    walk(d, "")
    return s


def shapes(mirrors, manifest):
    per = collections.defaultdict(collections.Counter)
    n = collections.Counter()
    with open(manifest) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            text = show(git_dir(mirrors, row["repo"]), row["commit"], row["path"])
            repo = row["repo"]
            n[repo] += 1
            found = json_shapes(text) if row["kind"] == "verdict" else md_shapes(text)
            for k in found:
                per[repo][k] += 1
            per[repo]["place:" + row["place"]] += 1
            per[repo]["readable:" + row["readable"]] += 1
            for w in row["words"].split(","):
                if w and w != "-":
                    per[repo]["word:" + w] += 1
    total = collections.Counter()
    for repo in sorted(per):
        print("%s (%d)" % (repo, n[repo]))
        for k, c in sorted(per[repo].items()):
            print("  %-40s %d" % (k, c))
        total.update(per[repo])
    print("all (%d)" % sum(n.values()))
    for k, c in sorted(total.items()):
        print("  %-40s %d" % (k, c))


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "candidates":
        candidates(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "shapes":
        shapes(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
