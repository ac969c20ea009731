#!/usr/bin/env bash
# check.sh SOURCE_DIR - builds the pass plugin against LLVM 19 (the oldest
# LLVM CCProf supports; version differences live in passes/LLVMCompat.h) and
# runs it with opt-19 over the transform tests, with the verifier; builds
# smlc and lazyc against LLVM 19 too and checks their IR, plain and
# instrumented (lazyc's in the pass's lazy mode); builds the ccprof tool
# (its profile reader is llvm::json) and reads a profile with it.
set -euo pipefail
src=$1
llvm=/usr/lib/llvm-19
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake -S "$src" -B "$work" -DCCPROF_LLVM_MAJOR=19 -DBUILD_TESTING=OFF -DCCPROF_BUILD_ANNOTATE=OFF > "$work/configure.log"
cmake --build "$work" --target CCProf smlc lazyc ccprof -j2 > "$work/build.log"
for t in entry reset-call tail-call self-recursion invoke no-reset noprofile names counters linkonce; do
  for opts in "" "-ccprof-counters=thread" "-ccprof-callee-restore=external"; do
    "$llvm/bin/opt" -load-pass-plugin="$work/lib/libCCProf.so" $opts \
      -passes='ccprof,verify' -disable-output "$src/test/lit/pass/$t.ll"
  done
done
"$work/bin/smlc" -S -emit-llvm "$src/test/lit/sml/Inputs/appel-primes.sml" -o "$work/primes.ll"
"$llvm/bin/opt" -passes=verify -disable-output "$work/primes.ll"
"$llvm/bin/opt" -load-pass-plugin="$work/lib/libCCProf.so" -passes='ccprof,verify' \
  -disable-output "$work/primes.ll"
"$work/bin/lazyc" -S -emit-llvm "$src/test/lit/lazy/Inputs/scc.hs" -o "$work/scc.ll"
"$llvm/bin/opt" -load-pass-plugin="$work/lib/libCCProf.so" -passes='ccprof,verify' \
  -disable-output "$work/scc.ll"
"$work/bin/ccprof" report "$src/test/lit/tool/Inputs/small.json" --top 1 | grep -q ' work$'
sed 's/"hz": 1000/"hz": 0/' "$src/test/lit/tool/Inputs/small.json" > "$work/hz0.json"
if "$work/bin/ccprof" report "$work/hz0.json" 2> "$work/hz0.err"; then
  echo "ccprof (LLVM 19) read a profile of 0 Hz"; exit 1
fi
grep -q "field 'hz'" "$work/hz0.err"
echo "LLVM 19: plugin, smlc, lazyc and ccprof built, transform tests and the front ends' IR verified, a profile read"
