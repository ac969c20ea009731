#!/usr/bin/env python3
"""Regenerates prolog_arith_corpus.txt: random arithmetic expressions and
what swipl 9.0.4 answers for `X is E, writeq(X)` (or the error it raises,
printed as <error(...)> with variables written `_`). test_prolog_runtime.cpp
checks the runtime's evaluator against it. Usage: SEED COUNT > out

Expressions whose swipl value is an integer beyond 61 bits are left out
(the runtime raises evaluation_error(int_overflow) there: a documented
difference), as are float overflows, which can come from such integers.
Encoding as prolog_writeq_corpus.py's; two lines per expression."""
import random
import re
import subprocess
import sys
import tempfile

BIN = ['+', '-', '*', '/', '//', 'mod', 'rem', 'div', 'min', 'max', '**', '^',
       '>>', '<<', '/\\', '\\/', 'xor', 'gcd', 'atan2']
UN = ['-', '+', 'abs', 'sign', 'float', 'integer', 'truncate', 'round',
      'ceiling', 'floor', '\\', 'msb', 'sqrt', 'float_integer_part',
      'float_fractional_part', 'exp', 'sin']


def q(a):
    return "'" + a.replace("\\", "\\\\") + "'"


def gen(d):
    k = random.random()
    if d <= 0 or k < 0.3:
        if random.random() < 0.7:
            n = random.choice([0, 1, 2, 3, -1, -2, 5, 7, -7, 10, 100, 12345])
            return '(%d)' % n, 'i:%d' % n
        f = random.choice([0.0, 0.5, -2.5, 3.0, 1.0e10, -0.25])
        return '(%r)' % f, 'f:%r' % f
    if k < 0.75:
        o = random.choice(BIN)
        x, y = gen(d - 1), gen(d - 1)
        return "%s(%s,%s)" % (q(o), x[0], y[0]), "( %s 2 %s %s )" % (o, x[1], y[1])
    o = random.choice(UN)
    x = gen(d - 1)
    return "%s(%s)" % (q(o), x[0]), "( %s 1 %s )" % (o, x[1])


def main():
    random.seed(int(sys.argv[1]))
    exprs = [gen(random.randint(1, 3)) for _ in range(int(sys.argv[2]))]
    prog = (":- initialization(main, main).\n"
            "main :- forall(member(E, [%s]), (catch((X is E, writeq(X)), Err,"
            " (write('<'), print(Err), write('>'))), nl)).\n") % \
        ",".join(e[0] for e in exprs)
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
        f.write(prog)
    out = subprocess.run(["swipl", f.name], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert len(out) == len(exprs)
    for e, o in zip(exprs, out):
        o = re.sub(r'_[0-9]+', '_', o)
        if re.fullmatch(r'-?[0-9]+', o) and (len(o) > 25 or abs(int(o)) >= 2**60):
            continue
        if 'float_overflow' in o:
            continue
        print(e[1])
        print(o)


main()
