#!/usr/bin/env bash
# check.sh SOURCE_DIR - builds the pass plugin against LLVM 19 (the oldest
# LLVM CCProf supports; version differences live in passes/LLVMCompat.h) and
# runs it with opt-19 over the transform tests, with the verifier; builds
# smlc and lazyc against LLVM 19 too and checks their IR, plain and
# instrumented (lazyc's in the pass's lazy mode).
set -euo pipefail
src=$1
llvm=/usr/lib/llvm-19
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake -S "$src" -B "$work" -DCCPROF_LLVM_MAJOR=19 -DBUILD_TESTING=OFF -DCCPROF_BUILD_ANNOTATE=OFF > "$work/configure.log"
cmake --build "$work" --target CCProf smlc lazyc -j2 > "$work/build.log"
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
echo "LLVM 19: plugin, smlc and lazyc built, transform tests and the front ends' IR verified"
