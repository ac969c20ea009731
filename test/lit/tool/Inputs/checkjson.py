#!/usr/bin/env python3
"""checkjson.py FILE... - exits 1 unless each FILE is strict RFC 8259 JSON:
UTF-8 (decoded strictly), no NaN/Infinity, no duplicate keys, and no string
holding a lone UTF-16 surrogate (Python's json would accept "\\ud800")."""
import json
import sys


def no_duplicates(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key in %r" % keys)
    return dict(pairs)


def reject_constant(name):
    raise ValueError("not JSON: " + name)


def strings(v):
    if isinstance(v, str):
        yield v
    elif isinstance(v, dict):
        for k, x in v.items():
            yield k
            yield from strings(x)
    elif isinstance(v, list):
        for x in v:
            yield from strings(x)


for path in sys.argv[1:]:
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", "strict")
    doc = json.loads(text, object_pairs_hook=no_duplicates, parse_constant=reject_constant)
    for s in strings(doc):
        s.encode("utf-8", "strict")  # raises on a lone surrogate
    print("%s: valid JSON" % path)
