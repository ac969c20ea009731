#!/usr/bin/env python3
"""genmodule.py N - prints an IR module of N functions, each calling an
external function and the next one (a large, call-heavy module for the
pass's scaling test)."""
import sys

n = int(sys.argv[1])
out = ["declare void @ext(i32)"]
for i in range(n):
    out.append("define i32 @f%d(i32 %%x) {\n  call void @ext(i32 %%x)\n"
               "  %%r = call i32 @f%d(i32 %%x)\n  %%s = add i32 %%r, 1\n"
               "  ret i32 %%s\n}" % (i, (i + 1) % n))
print("\n".join(out))
