"""doc_commands.py DOC.md TEST-NAME

Prints, as a shell script, the commands of the code blocks in DOC.md that a
comment marks as run by TEST-NAME:

    <!-- run by test/lit/guide/first-steps.test -->
    ```
    $ ccprof cc -O2 -g test/lit/Inputs/primes.c -o primes
    ./primes 3000          # a line without "$ " runs too
    output lines, shown after a "$ " command, do not
    ```

In a block with "$ " lines only those are commands (the rest is their
output); in a block without any, every line is one. Blocks are printed in
document order, so a test runs exactly what a reader pastes, in one shell
(an `export` in one block holds for the next). Exit status 1 when no block
is marked for TEST-NAME: a marker lost in an edit fails the test instead of
testing nothing.
"""
import sys


def blocks(lines, name):
    marker = "<!-- run by %s -->" % name
    i = 0
    while i < len(lines):
        if lines[i].strip() == marker:
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            k = j + 1
            while k < len(lines) and not lines[k].startswith("```"):
                k += 1
            yield lines[j + 1:k]
            i = k
        i += 1


def commands(block):
    dollar = [l[2:] for l in block if l.startswith("$ ")]
    return dollar if dollar else [l for l in block if l.strip()]


def main():
    doc, name = sys.argv[1], sys.argv[2]
    with open(doc, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = list(blocks(lines, name))
    if not found:
        sys.exit("doc_commands.py: %s has no block marked '<!-- run by %s -->'" % (doc, name))
    print("set -euo pipefail")
    for block in found:
        for c in commands(block):
            print(c)


main()
