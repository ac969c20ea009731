#!/usr/bin/env bash
# consumer-test.sh BUILD_DIR SOURCE_DIR CLANG PYTHON - installs CCProf from
# BUILD_DIR into a scratch prefix, then builds test/install/consumer against
# it with find_package(CCProf) and checks the profiled variant's profile; the
# ordinary variant writes none; the installed smlc profiles the paper's
# example; a program made of a SHARED library and a MODULE plugin writes one
# profile; a non-clang compiler gets a clear error.
set -euo pipefail
build=$1 src=$2 clang=$3 python=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
for f in lib/libCCProf.so lib/libccprof_rt.a lib/libccprof_rt.so include/ccprof/CCProfData.h \
         include/ccprof/CCProfPorts.h bin/ccprof \
         bin/ccprof-cc lib/cmake/CCProf/CCProfConfig.cmake bin/smlc lib/libsml_rt.a; do
  test -e "$work/prefix/$f" || { echo "not installed: $f"; exit 1; }
done
cmake -S "$src/test/install/consumer" -B "$work/b" -DCMAKE_C_COMPILER="$clang" \
      -DCMAKE_PREFIX_PATH="$work/prefix" > "$work/configure.log"
cmake --build "$work/b" > "$work/build.log"
(cd "$work" && CCPROF_FORMAT=json CCPROF_FILE="$work/p.json" "$work/b/app_profiled" | grep -qx 148500)
(cd "$work" && CCPROF_FORMAT=json CCPROF_FILE="$work/plain.json" "$work/b/app" | grep -qx 148500)
test ! -e "$work/plain.json" || { echo "the unprofiled target wrote a profile"; exit 1; }
"$python" "$src/test/lit/Inputs/checkprof.py" "$work/p.json" --calls work=10 --calls main=1 \
  --absent helper --absent helper_b
grep -q '"counters": "atomic"' "$work/p.json"
# STATIC_RUNTIME linked the archive; the other targets the shared runtime.
if readelf -d "$work/b/app_profiled" | grep -q 'libccprof_rt'; then
  echo "app_profiled (STATIC_RUNTIME) needs libccprof_rt.so"; exit 1
fi
readelf -d "$work/b/shapp" | grep -q 'NEEDED.*libccprof_rt.so' ||
  { echo "shapp does not link libccprof_rt.so"; exit 1; }
# SHARED and MODULE targets: one profile of the whole process (the plugin's
# records kept after its dlclose).
(cd "$work" && CCPROF_FORMAT=json CCPROF_FILE="$work/sh.json" "$work/b/shapp" | grep -qx 3281)
"$python" "$src/test/lit/Inputs/checkprof.py" "$work/sh.json" --calls main=1 --calls sh_work=1 \
  --calls sh_step=30 --calls plug_work=1 --calls plug_step=20
# The installed ccprof works from its new home.
"$work/prefix/bin/ccprof" report "$work/p.json" --top 1 | grep -q ' work$'
# The installed smlc finds its runtime and the plugin in its new home.
"$work/prefix/bin/smlc" -p "$src/test/lit/sml/Inputs/appel-primes.sml" -o "$work/primes"
(cd "$work" && CCPROF_FORMAT=json CCPROF_FILE="$work/sml.json" "$work/primes" | grep -qx 169)
"$python" "$src/test/lit/Inputs/checkprof.py" "$work/sml.json" --calls isPrime.test=78191 --calls subset.f=1001
# A compiler that cannot load the plugin is refused at configure time.
if cmake -S "$src/test/install/consumer" -B "$work/gcc" -DCMAKE_C_COMPILER=gcc \
         -DCMAKE_PREFIX_PATH="$work/prefix" > "$work/gcc.log" 2>&1; then
  echo "configuring with gcc should fail"; exit 1
fi
grep -q "CCProf's plugin needs clang" "$work/gcc.log"
echo "consumer test passed"
