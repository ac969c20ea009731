#!/usr/bin/env bash
# variants.sh [BUILD_DIR] - what the pass's options cost: wall-time ratios
# (median of 5 alternating runs against the unprofiled clang -O2 build) for
#   -ccprof-callee-restore=none|escaping|external  on the core programs and
#   on a callback benchmark (libc qsort with a profiled comparator);
#   -ccprof-counters=plain|atomic|thread           on fib (one thread) and on
#   4 threads calling one function (contention).
# A benchmark, not a test; prints a markdown table for docs/performance.md.
set -euo pipefail
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
cc=/usr/lib/llvm-22/bin/clang
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=${BENCH_RUNS:-5}

cat > "$work/contend.c" <<'C'
#include <pthread.h>
#include <stdio.h>
static volatile unsigned long sink;
__attribute__((noinline)) void tick(int i) { sink += (unsigned long)i; }
static void *worker(void *a) { (void)a; for (int i = 0; i < 50000000; ++i) tick(i); return 0; }
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; ++i) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; ++i) pthread_join(t[i], 0);
  printf("%lu\n", sink);
  return 0;
}
C

# prog -> "source args"
declare -A src=(
  [fib]="$here/programs/fib.c 38"
  [primes]="$here/../test/lit/Inputs/primes.c 3000"
  [qsort]="$here/programs/qsort.c 2000000 2"
  [binarytrees]="$here/programs/binarytrees.c 16"
  [contend]="$work/contend.c"
)
build_one() { # name source extra-flags...
  local out=$1 file=$2; shift 2
  "$cc" -O2 "$file" "$@" -o "$work/$out" -lpthread -lm
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
ratio() { # base-binary variant-binary args...
  local b=$1 v=$2; shift 2
  for _ in $(seq "$runs"); do
    t0=$( { /usr/bin/time -f %e "$work/$b" "$@" >/dev/null; } 2>&1 | tail -1)
    t1=$( { CCPROF_FILE=/dev/null/x /usr/bin/time -f %e "$work/$v" "$@" >/dev/null; } 2>&1 | tail -1)
    echo "$t1 $t0" | awk '{printf "%.4f\n", $1/$2}'
  done | median
}
plugin="-fpass-plugin=$build/lib/libCCProf.so"
rt="-L$build/lib -lccprof_rt"

echo "| program | variant | wall ratio vs clang -O2 |"
echo "|---|---|---|"
for p in fib primes qsort binarytrees; do
  set -- ${src[$p]}; file=$1; shift
  build_one "$p.base" "$file"
  for r in none escaping external; do
    build_one "$p.$r" "$file" $plugin -mllvm -ccprof-callee-restore=$r $rt
    echo "| $p | callee-restore=$r | $(ratio "$p.base" "$p.$r" "$@")x |"
  done
done
for p in fib contend; do
  set -- ${src[$p]}; file=$1; shift
  build_one "$p.base" "$file"
  for c in plain atomic thread; do
    build_one "$p.$c" "$file" $plugin -mllvm -ccprof-counters=$c $rt
    echo "| $p | counters=$c | $(ratio "$p.base" "$p.$c" "$@")x |"
  done
done
