/* returns.c - for calls.test: functions whose address is taken restore the
 * caller's `current` on return, so every shape of return is rewritten
 * (plain, with calls, tail calls, conversions, void, struct, null pointer,
 * inside a macro); records placed after macros and attributes; a function
 * whose body comes from a macro (not profiled: get_7). */
#include <stdio.h>
#include <stdlib.h>

#define DEFINE_GETTER(n) static int get_##n(void) { return n; }
#define CHECK(c) do { if (!(c)) return -1; } while (0)
#define TWICE(e) ((e) + (e))
#define CALLS_INSIDE(x) (helper(x) + 1)

struct S { int a, b; } gs = {1, 2};
typedef struct { int v; } T;
static int helper(int x) { return x + 1; }

DEFINE_GETTER(7)

static T mkT(int v) { T t = {v}; return t; }
static void *nil(int x) { return x ? 0 : NULL; }

/* Restoring (address taken below): returns of every shape. */
static int r_plain(int x) { return x * 2; }
static int r_call(int x) { return helper(x) + 1; }
static int r_tail(int x) { return helper(x); }
static int r_tailargs(int x) { return helper(helper(x)); }
static long r_conv(int x) { return helper(x); }
static void r_void(int x) { if (x > 3) return; helper(x); }
static void r_voidtail(int x) { helper(x); r_void(x); }
static T r_struct(int x) { return mkT(helper(x)); }
static void *r_null(int x) { if (x) return 0; return nil(helper(x)); }
static int r_macro(int x) { CHECK(x > 0); return helper(x); }
static int r_cond(int x) { return x ? helper(x) : r_plain(x); }

typedef long (*anyfn)(void);
static anyfn table[] = {
  (anyfn)r_plain, (anyfn)r_call, (anyfn)r_tail, (anyfn)r_tailargs,
  (anyfn)r_conv, (anyfn)r_void, (anyfn)r_voidtail, (anyfn)r_struct,
  (anyfn)r_null, (anyfn)r_macro, (anyfn)r_cond,
};

__attribute__((noinline, used))
static int attributed(int x)
{
  return TWICE(helper(x)) + CALLS_INSIDE(x);
}

int main(void) {
  int t = get_7() + attributed(2);
  for (int i = 0; i < 5; ++i) {
    t += r_plain(i) + r_call(i) + r_tail(i) + r_tailargs(i) + (int)r_conv(i);
    r_void(i);
    r_voidtail(i);
    t += r_struct(i).v + (r_null(i) == 0) + r_macro(i - 2) + r_cond(i);
  }
  t += gs.a + (int)sizeof table;
  printf("%d\n", t);
}
