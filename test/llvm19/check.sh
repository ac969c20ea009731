#!/usr/bin/env bash
# check.sh SOURCE_DIR - builds the pass plugin against LLVM 19 (the oldest
# LLVM CCProf supports; version differences live in passes/LLVMCompat.h) and
# runs it with opt-19 over the transform tests, with the verifier.
set -euo pipefail
src=$1
llvm=/usr/lib/llvm-19
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake -S "$src" -B "$work" -DCCPROF_LLVM_MAJOR=19 -DBUILD_TESTING=OFF -DCCPROF_BUILD_ANNOTATE=OFF > "$work/configure.log"
cmake --build "$work" --target CCProf -j2 > "$work/build.log"
for t in entry reset-call tail-call self-recursion invoke no-reset noprofile names counters linkonce; do
  for opts in "" "-ccprof-counters=thread" "-ccprof-callee-restore=external"; do
    "$llvm/bin/opt" -load-pass-plugin="$work/lib/libCCProf.so" $opts \
      -passes='ccprof,verify' -disable-output "$src/test/lit/pass/$t.ll"
  done
done
echo "LLVM 19: plugin built, transform tests verified"
