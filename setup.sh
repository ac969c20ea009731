#!/usr/bin/env bash
# setup.sh - installs what CCProf needs on Debian 12 (apt) and builds it
# into build/. Safe to re-run: installs only what is missing. Extra arguments
# go to CMake (e.g. -DCCPROF_LLVM_MAJOR=19).
set -euo pipefail
cd "$(dirname "$0")"

major=22
for arg in "$@"; do
  case "$arg" in -DCCPROF_LLVM_MAJOR=*) major="${arg#*=}" ;; esac
done
# libgc-dev: sml-mini's garbage collector; polyml: the reference the sml-mini
# tests compare against (their golden files are Poly/ML's output);
# libpolyml-dev: what polyc links against, for bench/sml/run.sh.
packages=(cmake make g++ python3 binutils catch2 valgrind libgc-dev polyml libpolyml-dev
          "llvm-$major-dev" "clang-$major" "libclang-$major-dev" "llvm-$major-tools"
          libclang-rt-$major-dev  # libFuzzer and the sanitizers: test/fuzz, the sanitizer tests
          python3-dev  # test/lit/runtime/python-extension.test: a profiled C extension
          "libomp-$major-dev"  # clang -fopenmp (libomp): test/lit/e2e/openmp.test, OpenMP users
          ninja-build "clang-tidy-$major"  # test/lit/guide: CCProf with Ninja and clang-tidy
          gdb  # test/lit/pass/debugger.c: what gdb shows of a profiled -O0 -g program
          nlohmann-json3-dev  # the C++ program of bench/run.sh --quick (jsonbench) and the C++ tests
          libgmp-dev  # lazy-mini's Integer beyond 64 bits
          ghc ghc-prof  # GHC 9.0 with profiling libraries: lazy-mini's reference (test/lit/lazy: ghc-agrees, ghc-stacks, hp2ps)
          swi-prolog-nox  # SWI-Prolog 9.0.4: prolog-mini's reference (test/lit/prolog: swipl-golden, byrd-ports, ports-golden)
          protobuf-compiler libprotobuf-dev zlib1g-dev  # ccprof report --pprof (profile.proto, gzip)
          golang-go golang-github-google-pprof-dev  # the real pprof, built offline for test/lit/tool/pprof.test
          llvm-19-dev  # the oldest supported LLVM: the llvm19-build test
          chromium)  # test/lit/tool/flame-chromium.test: the flame graph's script in a browser
# node and npm (Debian's, unless a node is there already, e.g. NodeSource's,
# which has its own npm): speedscope's schema and jsdom, below.
command -v npm > /dev/null || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "setup.sh: installing ${missing[*]}"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build -j"$(nproc)"

# JavaScript packages of the tool tests, in build/npm (lit.cfg.py looks
# there; the tests that need them are UNSUPPORTED without them): speedscope
# (its file-format schema, for report --format speedscope), ajv (to check a
# file against it) and jsdom (the flame graph's zoom and search script).
npm_packages=(speedscope@1.25.0 ajv@8.20.0 jsdom@24.1.2)
if [ ! -f build/npm/.installed ] || [ "$(cat build/npm/.installed)" != "${npm_packages[*]}" ]; then
  if npm install --prefix build/npm --no-audit --no-fund --loglevel=error "${npm_packages[@]}"; then
    echo "${npm_packages[*]}" > build/npm/.installed
  else
    echo "setup.sh: npm install failed: the speedscope and flame-graph script tests will be UNSUPPORTED" >&2
  fi
fi
