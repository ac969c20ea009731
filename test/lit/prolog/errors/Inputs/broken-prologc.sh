#!/bin/sh
# broken-prologc.sh PROLOGC ARGS... - a stand-in compiler for damage.py's
# own test: it crashes (SIGSEGV) on the inputs named *-del2.pl, and the
# executables it makes for *-cut5.pl die of SIGSEGV when run; otherwise it
# is PROLOGC.
real=$1
shift
for a in "$@"; do
  case "$a" in *-del2.pl) kill -SEGV $$ ;; esac
done
"$real" "$@" || exit $?
for a in "$@"; do
  case "$a" in *fib-*.pl) out=${a%.pl}; printf '#!/bin/sh\nkill -SEGV $$\n' > "$out"; chmod +x "$out" ;; esac
done
