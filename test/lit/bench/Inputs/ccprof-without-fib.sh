#!/bin/sh
# A broken ccprof for bench/smoke.test: it leaves fib unprofiled, so the
# profile has no fib row; bench/run.sh --quick must refuse its figures.
# REAL_CCPROF: the ccprof it wraps.
mode=$1
shift
exec "$REAL_CCPROF" "$mode" '--ccprof-exclude=^fib$' "$@"
