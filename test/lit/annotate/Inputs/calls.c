/* calls.c - calls of every kind, for calls.test: the program annotated by
 * ccprof-annotate and built with gcc must count exactly what the pass counts:
 * macro arguments and whole-macro calls, struct returns, builtins in
 * unevaluated operands, tail calls (void, mutual, through a function
 * pointer), self-recursion, varargs, K&R definitions, setjmp/longjmp,
 * statement expressions, noreturn callees, an unprofiled function. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

#define CALL_TWICE(x) ((x) + (x))
#define WRAP(f, a) f(a)
#define GET g_val()
#define RETURN_IF(c, v) do { if (c) return (v); } while (0)

struct pt { int x, y; };
typedef int (*binop)(int, int);

static jmp_buf env;
static int g_counter;

static int g_val(void) { return ++g_counter; }
static struct pt mkpt(int x, int y) { struct pt p = {x, y}; return p; }
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static void nothing(void) { g_counter += 0; }
static void voidtail(int n) { if (n) nothing(); else nothing(); }
static void voidret(int n) { nothing(); return; }
static int sum(int n, ...) {
  va_list ap; va_start(ap, n); int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap); return s;
}
__attribute__((noinline))
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int even(int n);
static int odd(int n) { return n == 0 ? 0 : even(n - 1); }
static int even(int n) { return n == 0 ? 1 : odd(n - 1); }
static int apply(binop f, int a, int b) { return f(a, b); }
static int early(int n) {
  RETURN_IF(n > 5, add(n, 1));
  if (n < 0)
    return mul(n, 2) + 1;
  return add(n, n);
}
static const char *name(int i) { return i ? "one" : 0; }
static int dead(int n) __attribute__((noreturn));
static int dead(int n) { exit(n); }
static long widen(int n) { return add(n, 1); }
static void jumper(int d) { if (d == 0) longjmp(env, 1); jumper(d - 1); }
int (K_and_R)(a, b) int a; int b; { return add(a, b); }

__attribute__((annotate("ccprof_noprofile"))) static int quiet(int n) { return add(n, 1); }

int main(int argc, char **argv) {
  int t = 0;
  t += CALL_TWICE(add(1, 2));
  t += WRAP(g_val, );
  t += GET;
  t += mkpt(add(1, 1), mul(2, 3)).y;
  t += sizeof(add(1, 2));
  t += __builtin_expect(add(2, 2), 4);
  t += _Generic(add(0, 0), int: mul(3, 3), default: 0);
  voidtail(1); voidret(2);
  t += sum(3, add(1, 1), 2, fib(10));
  t += odd(7) + even(10);
  t += apply(add, 3, 4) + apply(mul, 3, 4);
  t += early(9) + early(-3) + early(2);
  t += name(1) != 0;
  t += (int)widen(4);
  t += K_and_R(1, 2);
  t += quiet(3);
  t += strlen(name(1));
  for (int i = 0; i < 10; ++i) {
    if (setjmp(env) == 0)
      jumper(i);
    else
      t += 1;
  }
  t += ({ int q = add(5, 5); q + 1; });
  switch (add(1, 0)) { case 1: t += mul(1, 1); break; default: break; }
  int x = 0;
  x = x ? add(1, 1) : mul(2, 2), t += x;
  if (argc > 5)
    dead(3);
  printf("%d %d\n", t, g_counter);
  return 0;
}
