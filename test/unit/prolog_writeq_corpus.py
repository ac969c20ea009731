#!/usr/bin/env python3
"""Regenerates prolog_writeq_corpus.txt: random operator terms and what
swipl 9.0.4's writeq/1 prints for them (test_prolog_runtime.cpp checks the
runtime's writer against it). Usage: prolog_writeq_corpus.py SEED COUNT > out

Each term is given twice: in canonical syntax for swipl (so its reader's
operator handling plays no part) and in a prefix encoding the test builds
through the C API: `( name arity args... )`, `a:atom`, `i:int`, `f:float`.
Output: per term two lines, the encoding and swipl's text."""
import random
import subprocess
import sys

BIN_OPS = ['rem', '>=', '=@=', ':=', '/\\', '//', '@<', '*->', '+', '-', '*',
           '/', '^', '**', 'mod', 'is', '=', ',', ';', '->', ':-', ':', '=..',
           '<', 'xor', '-->', '|']
PRE_OPS = ['?-', 'table', '-', '\\+', '\\', '+', 'dynamic', ':-']
ATOMS = ['a', 'b', 'B', '[]', '-', '+', '\\+', 'dynamic', '{}', '!', ';',
         'xor', ',', '|', 'its']


def q(a):
    if a in ('[]', '{}', '!', ';'):
        return a
    return "'" + a.replace("\\", "\\\\").replace("'", "\\'") + "'"


def gen(d):
    k = random.random()
    if d <= 0 or k < 0.3:
        c = random.random()
        if c < 0.5:
            a = random.choice(ATOMS)
            return q(a), 'a:' + a
        if c < 0.8:
            n = random.choice([0, 1, 2, -1, -3, 10])
            return str(n), 'i:%d' % n
        f = random.choice([0.5, -2.5, 1.0e10])
        return ('1.0e10' if f == 1e10 else repr(f)), 'f:%r' % f
    if k < 0.65:
        o = random.choice(BIN_OPS)
        x, y = gen(d - 1), gen(d - 1)
        return "%s(%s,%s)" % (q(o), x[0], y[0]), "( %s 2 %s %s )" % (o, x[1], y[1])
    if k < 0.85:
        o = random.choice(PRE_OPS)
        x = gen(d - 1)
        return "%s(%s)" % (q(o), x[0]), "( %s 1 %s )" % (o, x[1])
    if k < 0.93:
        x, y = gen(d - 1), gen(d - 1)
        return "'[|]'(%s,%s)" % (x[0], y[0]), "( [|] 2 %s %s )" % (x[1], y[1])
    x = gen(d - 1)
    return "f(%s)" % x[0], "( f 1 %s )" % x[1]


def main():
    random.seed(int(sys.argv[1]))
    terms = [gen(random.randint(1, 6)) for _ in range(int(sys.argv[2]))]
    prog = ":- initialization(main, main).\nmain :- forall(member(T, [%s]), (writeq(T), nl)).\n" % \
        ",".join(t[0] for t in terms)
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
        f.write(prog)
    out = subprocess.run(["swipl", f.name], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert len(out) == len(terms)
    for t, o in zip(terms, out):
        print(t[1])
        print(o)


main()
