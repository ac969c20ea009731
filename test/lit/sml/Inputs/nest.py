"""Writes a program nested N levels deep to stdout, for the nesting tests.

    nest.py sml|lazy SHAPE N

SHAPE: paren ((((1)))), plus (1 + 1 + ... + 1, N ones), if (if true then
... 1 else 0 ...), let (let val x = let ... in x end), case (lazy-mini:
case 1 of y -> case ...). The program prints the value (1, or N for plus).
"""
import sys

lang, shape, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
sml = lang == "sml"
if shape == "paren":
    body = "(" * n + "1" + ")" * n
elif shape == "plus":
    body = " + ".join(["1"] * n)
elif shape == "if":
    body = ("if true then " if sml else "if True then ") * n + "1" + " else 0" * n
elif shape == "let" and sml:
    body = "let val x = " * n + "1" + " in x end" * n
elif shape == "let":
    body = "let { x = " * n + "1" + " } in x" * n
elif shape == "case" and not sml:
    body = "case 1 of { y -> " * n + "y" + " }" * n
else:
    sys.exit("nest.py: unknown shape " + shape)
if sml:
    print("val x = " + body)
    print('val _ = print (Int.toString x ^ "\\n")')
else:
    print("x :: Int")
    print("x = " + body)
    print("main = print x")
