#!/usr/bin/env python3
"""Regenerates prolog_sort_corpus.txt: random lists of atoms, numbers,
strings and compounds, and swipl 9.0.4's `msort(L, M), sort(L, S)` of each
(written `M S` by writeq); test_prolog_runtime.cpp checks the runtime's
standard order against it. Usage: SEED COUNT > out. Encoding as
prolog_writeq_corpus.py's, plus `s:text` for strings and `( [L] n ... )`
for a list of n elements."""
import random
import subprocess
import sys
import tempfile

ATOMS = ['a', 'b', 'B', '[]', 'ab', 'aa', 'z', '-', '+', '']


def q(a):
    return a if a == '[]' else "'" + a + "'"


def gen(d):
    k = random.random()
    if d <= 0 or k < 0.5:
        c = random.random()
        if c < 0.3:
            a = random.choice(ATOMS)
            return q(a), 'a:' + a
        if c < 0.55:
            n = random.choice([0, 1, 2, -1, -3, 10])
            return str(n), 'i:%d' % n
        if c < 0.75:
            f = random.choice([0.5, -2.5, 1.0, 2.0, -0.0, 0.0, 10.0])
            return '(%r)' % f, 'f:%r' % f
        s = random.choice(['a', 'ab', '', 'B'])
        return '"%s"' % s, 's:' + s
    if k < 0.8:
        o = random.choice(['f', 'g', 'a', '-'])
        xs = [gen(d - 1) for _ in range(random.randint(1, 3))]
        return ("%s(%s)" % (q(o), ",".join(x[0] for x in xs)),
                "( %s %d %s )" % (o, len(xs), " ".join(x[1] for x in xs)))
    x, y = gen(d - 1), gen(d - 1)
    return "'[|]'(%s,%s)" % (x[0], y[0]), "( [|] 2 %s %s )" % (x[1], y[1])


def main():
    random.seed(int(sys.argv[1]))
    lists = [[gen(random.randint(0, 2)) for _ in range(random.randint(2, 6))]
             for _ in range(int(sys.argv[2]))]
    prog = (":- initialization(main, main).\n"
            "main :- forall(member(L, [%s]), (msort(L, M), sort(L, S),"
            " writeq(M), write(' '), writeq(S), nl)).\n") % \
        ",".join("[%s]" % ",".join(t[0] for t in l) for l in lists)
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
        f.write(prog)
    out = subprocess.run(["swipl", f.name], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert len(out) == len(lists)
    for l, o in zip(lists, out):
        print("( [L] %d %s )" % (len(l), " ".join(t[1] for t in l)))
        print(o)


main()
