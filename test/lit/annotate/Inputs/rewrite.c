/* rewrite.c - input of rewrite.test: one function per rule of the rewrite. */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#define ARG(x) (x)
#define SUM2(f, x) (f(x) + f(x))

static jmp_buf env;

int leaf(int x) { return x + 1; }

/* entry, and a reset after an ordinary call */
int ordinary(int x) {
  int y = leaf(x);
  return y * 2;
}

/* no reset after a tail call */
int tail(int x) { return leaf(x); }

/* void calls: no reset if last, or followed by `return;` */
void sink(int x) { (void)x; }
void vtail(int x) {
  if (x)
    sink(x);
  sink(x + 1);
}
void vret(int x) {
  sink(x);
  return;
}

/* direct self-recursion: no reset */
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

/* builtins and noreturn callees: no reset */
void copy(char *d, const char *s, int n) {
  memcpy(d, s, n);
  if (__builtin_expect(n < 0, 0))
    abort();
}

/* setjmp: reset after it (its second return comes from a longjmp) */
int guard(void) {
  if (setjmp(env))
    return 1;
  return 0;
}

/* nested calls: each one reset, the innermost rewritten first */
int nested(int x) { return leaf(leaf(leaf(x)) + 1) + 0; }

/* macros: a call written in a macro argument is rewritten, one written in
 * the macro's body is not (its text is not in this file) */
int macros(int x) { return ARG(leaf(x)) + SUM2(leaf, x); }

/* not profiled: left exactly as written */
__attribute__((annotate("ccprof_noprofile"))) int quiet(int x) { return leaf(x) + 1; }

/* address taken: restores, on return, the `current` it found on entry */
int callback(int x) { return leaf(x) + 1; }
int (*get_callback(void))(int) { return callback; }
