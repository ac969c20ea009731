#!/usr/bin/env bash
# bench/heap/run.sh - how long a heap census takes on a live heap of about
# 1 GB, per mode (-hc, -hd, -hr). Builds the heap tests' build/consume
# program (test/lit/lazy/heap/Inputs/build_consume.hs) with a list of 6.5
# million Ints instead of one million, with lazyc -p; runs it
# with +RTS -S (one line per census: live bytes, time taken) and prints
# the census at the largest live heap, with its time per MB. Also the
# program's wall time without a heap profile and with a census every 2 s
# (at the default 0.1 s, a 1 GB heap would be censused most of the time).
# Usage: bench/heap/run.sh [BUILD_DIR]   (default: build/ at the top of this
# checkout). BENCH_HEAP_INTS [6500000]: the length of the list (the smallest
# run, as bench/smoke.test does it: BENCH_HEAP_INTS=100000).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:-$here/../../build}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
n=${BENCH_HEAP_INTS:-6500000}
sed "s/build 1000000/build $n/" "$here/../../test/lit/lazy/heap/Inputs/build_consume.hs" > live1g.hs
grep -q "build $n" live1g.hs
"$build/bin/lazyc" -p -fprof-auto live1g.hs -o live1g
export CCPROF_FILE="$work/p.prof"

secs() { /usr/bin/time -f %e "$@" 2>&1 >/dev/null | tail -1; }
echo "| run | wall s |"
echo "|---|---|"
echo "| no heap profile | $(secs ./live1g) |"
echo "| +RTS -hc -i2 (a census every 2 s of mutator time) | $(secs ./live1g +RTS -hc -i2 -RTS) |"
echo
echo "| mode | live MB | objects | census ms | ms per MB | max RSS MB |"
echo "|---|---|---|---|---|---|"
for mode in hc hd hr; do
  /usr/bin/time -f "%M" -o rss ./live1g +RTS -$mode -i4 -S -RTS > /dev/null 2> log
  # the census at the largest live heap (ties: the first)
  sed -n 's/.*census [0-9]* at [0-9.]* s: \([0-9]*\) bytes live in \([0-9]*\) objects.*, \([0-9.]*\) ms;.*/\1 \2 \3/p' log |
    sort -k1,1nr | head -1 |
    awk -v m="$mode" -v rss="$(tail -1 rss)" \
      '{mb = $1 / 1048576; printf "| -%s | %.0f | %d | %.0f | %.2f | %.0f |\n", m, mb, $2, $3, $3 / mb, rss / 1024}'
done
