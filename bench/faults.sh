#!/usr/bin/env bash
# Counts the page faults of one run of a command and says where they
# land and what code took them. On a virtual machine a first touch of a
# page costs the kernel some ten microseconds, so for a short run the
# count of faults is much of the system time, and, unlike time, it does
# not move with the load of a shared machine.
#
#   bench/faults.sh [-C DIR] CMD [ARGS...]
#   bench/faults.sh -C ~/src/tldr bench/work/reviewlint derive --base HEAD~100 deleted-ranges
#   bench/faults.sh -C ~/src/tldr git diff -U0 --minimal --no-renames HEAD~100...HEAD
#
# Prints the faults by mapping (the binary's segments, its bss, each
# mapped file, the stack, and anonymous memory by region: a Go heap arena
# is one large anonymous region, a C program's heap is [heap]) and the
# code that took the most, by the first frame outside the runtime and
# the allocator.
#
# Needs perf (apt-get install linux-perf) allowed to sample its own
# processes (kernel.perf_event_paranoid <= 2), and python3.
set -euo pipefail
dir=.
if [ "${1:-}" = -C ]; then
	dir=$2
	shift 2
fi
[ $# -gt 0 ] || { echo "usage: bench/faults.sh [-C DIR] CMD [ARGS...]" >&2; exit 2; }
cmd=$1
shift
case $cmd in */*) cmd=$(cd "$(dirname "$cmd")" && pwd)/$(basename "$cmd") ;; esac
data=$(mktemp)
trap 'rm -f "$data"' EXIT
(cd "$dir" && perf record -q -e page-faults -c 1 -d -g -o "$data" -- "$cmd" "$@" >/dev/null)
perf script -i "$data" --show-mmap-events -F addr,ip,sym 2>/dev/null | python3 -c '
import collections, re, signal, sys

signal.signal(signal.SIGPIPE, signal.SIG_DFL)

maps = []  # (start, end, label)
faults = []  # (addr, frames)
mmap = re.compile(r"PERF_RECORD_MMAP2? .*\[(0x[0-9a-f]+)\((0x[0-9a-f]+)\) @ \S+ .*\]: (\S+) (.*)$")
addr, frames = None, []
for line in sys.stdin:
    m = mmap.search(line)
    if m:
        start, size = int(m.group(1), 16), int(m.group(2), 16)
        maps.append((start, start + size, m.group(3), m.group(4).strip()))
        continue
    if not line.strip():
        if addr is not None:
            faults.append((addr, frames))
        addr, frames = None, []
        continue
    if line.startswith("\t"):
        f = line.split()
        if len(f) >= 2:
            frames.append(f[1])
    elif addr is None:
        try:
            addr = int(line.split()[0], 16)
        except ValueError:
            pass
if addr is not None:
    faults.append((addr, frames))

binary = next((m[3] for m in maps if "x" in m[2] and m[3].startswith("/") and "[" not in m[3]), "")
def where(a):
    for start, end, prot, name in reversed(maps):
        if start <= a < end:
            if name == binary:
                return "binary " + prot
            if name.startswith("//anon") or name == "":
                if any(n == binary and e == start for _, e, _, n in maps):
                    return "binary bss"
                return "anonymous at 0x%x (%d KiB)" % (start, (end - start) >> 10)
            return name.rsplit("/", 1)[-1]
    if a >= 0xffff000000000000:
        return "kernel"
    return "unmapped (a Go heap arena mapped before the trace, or a new one)"

skip = ("runtime.", "internal/runtime", "[unknown]", "memeqbody", "cmpbody", "indexbytebody", "aeshashbody")
regions, sites = collections.Counter(), collections.Counter()
for a, fr in faults:
    regions[where(a)] += 1
    site = next((f for f in fr if not f.startswith(skip) and not re.match(r"^[0-9a-f]+$", f)), "(the runtime, or code without symbols)")
    sites[site] += 1
print("%d page faults" % len(faults))
print("by mapping:")
for k, v in regions.most_common(12):
    print("  %6d  %s" % (v, k))
print("by code (first frame outside the runtime):")
for k, v in sites.most_common(15):
    print("  %6d  %s" % (v, k))
'
