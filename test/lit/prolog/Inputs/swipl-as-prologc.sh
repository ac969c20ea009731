#!/bin/sh
# swipl-as-prologc.sh [-O0|-O1|-O2|-p|...] FILE.pl -o EXE - a stand-in for
# prologc that "compiles" FILE.pl into EXE, a shell script running
# `swipl FILE.pl`. It lets the corpus runner (corpus_run.py, corpus-runner.test)
# and bench/prolog/run.sh be tested before prologc exists. Flags other than
# -o are accepted and ignored, except -p: then the executable also writes
# a placeholder line (not a profile) to $CCPROF_FILE when that is set, so
# that run.sh's "wrote a profile" check has something to find.
# For the runner's own tests: FAKE_PROLOGC_BREAK=NAME makes the executable
# of NAME.pl print one extra line; FAKE_PROLOGC_REJECT=NAME makes the
# compilation of NAME.pl fail with a message.
src='' out='' prof=''
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out=$2; shift 2 ;;
    -p) prof=1; shift ;;
    -*) shift ;;
    *) src=$1; shift ;;
  esac
done
if [ -z "$src" ] || [ -z "$out" ]; then
  echo "usage: $0 [flags] FILE.pl -o EXE" >&2
  exit 2
fi
case "$src" in /*) ;; *) src=$(pwd)/$src ;; esac
name=$(basename "$src" .pl)
if [ "$name" = "${FAKE_PROLOGC_REJECT:-}" ]; then
  echo "$src:1:1: error: rejected on purpose (FAKE_PROLOGC_REJECT)" >&2
  exit 1
fi
{
  echo '#!/bin/sh'
  if [ -n "$prof" ]; then
    echo '[ -z "$CCPROF_FILE" ] || echo "placeholder from swipl-as-prologc.sh" > "$CCPROF_FILE"'
  fi
  if [ "$name" = "${FAKE_PROLOGC_BREAK:-}" ]; then
    printf 'swipl -f none "%s"; s=$?; echo extra line; exit $s\n' "$src"
  else
    printf 'exec swipl -f none "%s"\n' "$src"
  fi
} > "$out"
chmod +x "$out"
