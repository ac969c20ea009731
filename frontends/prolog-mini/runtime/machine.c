/*===- machine.c - prolog-mini: registers, trail and choice-point stack ----===*
 *
 * Both stacks are reserved once (mmap, MAP_NORESERVE: pages are committed
 * only when touched) and never move, so a choice point's address can serve
 * as a cut barrier and trail marks stay valid. Each region ends in a
 * PROT_NONE guard page; the push helpers check the limit first, so the guard
 * only catches code that bypasses them (it then faults instead of silently
 * overwriting whatever follows).
 *===----------------------------------------------------------------------===*/
#include "pl_rt.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct pl_cp *pl_B, *pl_B0;
pl_term *pl_TR;
pl_term *pl_PTR; /* pl_term.h */
pl_term pl_ball;
pl_term *pl_trail_base, *pl_trail_limit;
pl_term *pl_port_limit;
int pl_port_unwinding; /* pl_control.h */

static char *cp_base, *cp_limit;

/* 1 GiB each: as SWI's default stack limit. */
#define REGION_BYTES ((size_t)1 << 30)

static char *reserve(size_t bytes, char **limit) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  char *p = mmap(NULL, bytes + page, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) {
    perror("prolog runtime: reserving a stack");
    exit(2);
  }
  mprotect(p + bytes, page, PROT_NONE); /* the guard page */
  *limit = p + bytes;
  return p;
}

int pl_raise(pl_term ball) {
  pl_ball = ball;
  return PL_RAISE;
}

void pl_machine_init(void) {
  if (cp_base)
    return;
  char *tl;
  pl_trail_base = (pl_term *)reserve(REGION_BYTES, &tl);
  pl_trail_limit = (pl_term *)tl;
  pl_TR = pl_trail_base;
  char *pl;
  pl_PTR = (pl_term *)reserve(REGION_BYTES, &pl);
  pl_port_limit = (pl_term *)pl;
  cp_base = reserve(REGION_BYTES, &cp_limit);
  pl_B = NULL;
  pl_B0 = pl_push_cp(NULL, 0);
  /* A program that ends by returning from main (or exit) still gets its
   * buffered output out; halt/0,1 should call pl_flush itself too. */
  atexit(pl_flush);
}

/* "1.0Gb", "64Mb": a limit as swipl writes its stack limit. */
static void limit_text(char *buf, size_t n, size_t bytes) {
  if (bytes >= ((size_t)1 << 30))
    snprintf(buf, n, "%.1fGb", (double)bytes / (double)((size_t)1 << 30));
  else
    snprintf(buf, n, "%zuMb", bytes >> 20);
}

__attribute__((noreturn)) void pl_exhausted(const char *what, size_t limit) {
  /* Nothing here allocates on the collected heap: it may be what ran out. */
  static int dying;
  if (dying++)
    _exit(2);
  pl_flush();
  if (pl_user_output.col != 0)
    pl_put_char(&pl_user_error, '\n');
  char lim[32], line[256];
  limit_text(lim, sizeof lim, limit);
  snprintf(line, sizeof line, "ERROR: Stack limit (%s) exceeded\nERROR:   %s\n", lim, what);
  pl_put_str(&pl_user_error, line);
  pl_stream_flush(&pl_user_error);
  exit(2); /* exit, not _exit: a profiled program still writes its profile */
}

struct pl_cp *pl_push_cp(void *retry, uint64_t nargs) {
  char *at = pl_B ? (char *)&pl_B->args[pl_B->nargs] : cp_base;
  size_t size = sizeof(struct pl_cp) + nargs * sizeof(pl_term);
  if (at + size > cp_limit) {
    pl_raise(pl_error_term(pl_mk1(pl_intern_str("resource_error"), pl_atom_str("stack")),
                           pl_atom_str("choicepoints")));
    return NULL;
  }
  struct pl_cp *cp = (struct pl_cp *)at;
  cp->retry = retry;
  cp->prev = pl_B;
  cp->tr = pl_TR;
  cp->ptr = pl_PTR;
  cp->kcode = cp->kenv = NULL;
  cp->cut = pl_B;
  cp->next = 0;
  cp->node = NULL;
  cp->nargs = nargs;
  pl_B = cp;
  return cp;
}

void pl_trail_push(pl_term entry) {
  if (pl_TR >= pl_trail_limit) /* pl_bind cannot fail: no one to throw to */
    pl_exhausted("Trail exhausted (too many bindings to undo on backtracking)", REGION_BYTES);
  *pl_TR++ = entry;
}

void pl_port_push(pl_term entry) {
  if (pl_PTR >= pl_port_limit)
    pl_exhausted("Port trail exhausted (prologc -p: too many boxes to undo on backtracking)",
                 REGION_BYTES);
  *pl_PTR++ = entry;
}
