/*===- pl_term.h - prolog-mini: the term encoding and the runtime's ABI ----===*
 *
 * The one definition shared by the compiler (prologc, C++) and the runtime
 * (libprolog_rt.a, C): how a term is laid out, which atoms have fixed
 * numbers, the machine registers the compiled code reads and writes, and the
 * calling convention of built-ins. No value is mirrored anywhere by comment.
 *
 * A term is one 64-bit word; its low 3 bits are its tag:
 *   REF    ...000  pointer to a variable cell (a word). An unbound variable's
 *                  cell holds its own address (a REF to itself), as in the WAM.
 *                  An argument slot of a compound can be such a cell.
 *   INT    ...001  a 61-bit signed integer n, stored as (n << 3) | 1
 *   ATOM   ...010  (atom number << 3) | 2
 *   STR    ...011  pointer | 3 to a compound: [functor word, arg 1 .. arg n]
 *   LST    ...100  pointer | 4 to a list cell: [head, tail]  ('[|]'/2)
 *   FLT    ...101  pointer | 5 to a boxed double: [the double's bits]
 *   STRG   ...110  pointer | 6 to a string (SWI-Prolog's string type, what
 *                  "..." reads as by default): struct pl_string
 * A functor word (cell 0 of a compound) is (atom << 32) | (arity << 3) | 7;
 * it is never a term by itself.
 * Everything points into the Boehm collector's heap (GC_malloc; the
 * collector recognises interior pointers, so tagged pointers keep their
 * objects alive), except atoms and small integers, which are immediate.
 *===----------------------------------------------------------------------===*/
#ifndef PL_TERM_H
#define PL_TERM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t pl_term;

enum {
  PL_TAG_REF = 0,
  PL_TAG_INT = 1,
  PL_TAG_ATOM = 2,
  PL_TAG_STR = 3,
  PL_TAG_LST = 4,
  PL_TAG_FLT = 5,
  PL_TAG_STRG = 6,
  PL_TAG_FUNCTOR = 7, /* only in cell 0 of a compound */
  PL_TAG_MASK = 7
};

#define PL_TAG(t) ((unsigned)((t) & PL_TAG_MASK))
#define PL_PTR(t) ((pl_term *)(uintptr_t)((t) & ~(pl_term)PL_TAG_MASK))
#define PL_MKPTR(p, tag) ((pl_term)(uintptr_t)(p) | (pl_term)(tag))

#define PL_INT_MIN (-((int64_t)1 << 60))
#define PL_INT_MAX (((int64_t)1 << 60) - 1)
#define PL_MKINT(n) ((pl_term)(((uint64_t)(int64_t)(n) << 3) | PL_TAG_INT))
#define PL_INTVAL(t) ((int64_t)(t) >> 3)

#define PL_MKATOM(a) ((pl_term)(((uint64_t)(a) << 3) | PL_TAG_ATOM))
#define PL_ATOMNO(t) ((uint32_t)((t) >> 3))

#define PL_FUNCTOR(atom, arity) \
  ((((uint64_t)(atom)) << 32) | ((uint64_t)(arity) << 3) | PL_TAG_FUNCTOR)
#define PL_FUNCTOR_ATOM(f) ((uint32_t)((f) >> 32))
#define PL_FUNCTOR_ARITY(f) ((uint32_t)(((f) & 0xffffffffu) >> 3))
#define PL_MAX_ARITY 1024

/* A string: its length in bytes, then the UTF-8 bytes and a NUL. */
struct pl_string {
  uint64_t len;
  char bytes[];
};

/* The atoms every program has, with fixed numbers: X(enum name, text).
 * The compiler numbers its other atoms from PL_ATOM_FIRST_FREE on, and the
 * runtime interns these, then the program's table (pl_program_atoms), in
 * order, so that numbers agree. Runtime code that needs another atom interns
 * it once (pl_intern) and keeps the number. */
#define PL_PREDEFINED_ATOMS                                                    \
  X(NIL, "[]")                                                                 \
  X(DOT, "[|]")                                                                \
  X(TRUE, "true")                                                              \
  X(FAIL, "fail")                                                              \
  X(FALSE, "false")                                                            \
  X(COMMA, ",")                                                                \
  X(SEMI, ";")                                                                 \
  X(ARROW, "->")                                                               \
  X(SOFTARROW, "*->")                                                          \
  X(NOT, "\\+")                                                                \
  X(CUT, "!")                                                                  \
  X(NECK, ":-")                                                                \
  X(CURLY, "{}")                                                               \
  X(MINUS, "-")                                                                \
  X(PLUS, "+")                                                                 \
  X(SLASH, "/")                                                                \
  X(COLON, ":")                                                                \
  X(EQUALS, "=")                                                               \
  X(CALL, "call")                                                              \
  X(ERROR, "error")                                                            \
  X(EMPTY, "")                                                                 \
  X(END_OF_FILE, "end_of_file")                                                \
  X(VAR_FUNCTOR, "$VAR")                                                       \
  X(USER, "user")                                                              \
  X(MAIN, "main")

enum {
#define X(Name, Text) PL_ATOM_##Name,
  PL_PREDEFINED_ATOMS
#undef X
      PL_ATOM_FIRST_FREE
};

/* The list cell's functor ('[|]'/2); a list cell itself is a LST, not a
 * STR, but =.., functor/3 and write see this functor. */
#define PL_FUNCTOR_DOT PL_FUNCTOR(PL_ATOM_DOT, 2)

/*---- the machine --------------------------------------------------------*
 * Control is continuation passing with guaranteed tail calls (LLVM tailcc;
 * docs/prolog-mini.md says why). Every transfer is a tail call, so the C
 * stack does not grow; the status a whole run returns comes back down the
 * chain of tail calls to the C caller that started it.
 *
 * A continuation is a pair (code, env): code is `tailcc i32 (ptr env)`.
 * A predicate name/N is `tailcc i32 (i64 a1, .., i64 aN, ptr kcode, ptr kenv)`.
 * Failure jumps to the newest choice point's retry code:
 * `tailcc i32 (ptr choicepoint)`.
 */
enum {
  PL_STATUS_FAILED = 0,    /* the run's goal failed */
  PL_STATUS_SUCCEEDED = 1, /* the run's goal succeeded (its last continuation) */
  PL_STATUS_EXCEPTION = 2, /* an exception nobody caught: pl_ball holds it */
  PL_STATUS_HALT = 3       /* halt/0,1: pl_halt_code holds the exit status */
};

/* A choice point, on the choice-point stack (a reserved region that never
 * moves: frames may be referred to by address, e.g. as a cut barrier). */
struct pl_cp {
  void *retry;        /* tailcc i32 (ptr cp): resume here on backtracking */
  struct pl_cp *prev; /* the choice point below */
  pl_term *tr;        /* the trail's top when this one was pushed */
  pl_term *ptr;       /* the port trail's (pl_PTR) */
  void *kcode, *kenv; /* the continuation the alternatives will succeed to */
  struct pl_cp *cut;  /* the cut barrier of the alternatives (their call's) */
  uint64_t next;      /* for the retry code: next clause, a counter, ... */
  void *node;         /* prologc -p --ccprof-mode=stacks: the calling context
                         (ccprof's `current`) when pushed, made current again
                         on backtracking to it; NULL from pl_push_cp */
  uint64_t nargs;     /* number of saved words that follow */
  pl_term args[];     /* saved arguments */
};
/* Its words by number, for the compiled code (prologc's Runtime.h). */
enum {
  PL_CP_RETRY, PL_CP_PREV, PL_CP_TR, PL_CP_PTR, PL_CP_KCODE, PL_CP_KENV, PL_CP_CUT, PL_CP_NEXT,
  PL_CP_NODE, PL_CP_NARGS, PL_CP_ARGS
};
#define PL_CP_WORD_IS(field, n) (offsetof(struct pl_cp, field) == (n) * sizeof(pl_term))
#ifdef __cplusplus
static_assert(
#else
_Static_assert(
#endif
    PL_CP_WORD_IS(retry, PL_CP_RETRY) && PL_CP_WORD_IS(prev, PL_CP_PREV) &&
        PL_CP_WORD_IS(tr, PL_CP_TR) && PL_CP_WORD_IS(ptr, PL_CP_PTR) &&
        PL_CP_WORD_IS(kcode, PL_CP_KCODE) && PL_CP_WORD_IS(kenv, PL_CP_KENV) &&
        PL_CP_WORD_IS(cut, PL_CP_CUT) && PL_CP_WORD_IS(next, PL_CP_NEXT) &&
        PL_CP_WORD_IS(node, PL_CP_NODE) && PL_CP_WORD_IS(nargs, PL_CP_NARGS) &&
        PL_CP_WORD_IS(args, PL_CP_ARGS),
    "struct pl_cp and its PL_CP_* word numbers differ");

/* The registers. pl_B is the newest choice point; the bottom frame (the
 * run's own) is never popped by a cut. pl_TR is the trail's top: the trail
 * holds the address of each variable cell bound while a choice point newer
 * than the variable's binding could undo it. pl_PTR is the port trail's
 * top: prologc -p's markers of Byrd ports (pl_ports.h), which hold no
 * pointer into the collected heap, so that the collector, which scans the
 * trail, need not scan them (on tak, with a marker at each call and each
 * exit, it took 2.6 times as long when they were on the trail). */
extern struct pl_cp *pl_B;
extern struct pl_cp *pl_B0; /* the bottom frame of the current run */
extern pl_term *pl_TR;
extern pl_term *pl_PTR;

/*---- built-ins ----------------------------------------------------------*
 * A deterministic built-in is a C function taking and returning terms or
 * ints; one that can fail or raise returns int:
 *   PL_TRUE (1) success, PL_FALSE (0) failure,
 *   PL_RAISE (-1) an exception: pl_raise(ball) has set pl_ball.
 * The compiled code continues, fails, or throws accordingly. */
enum { PL_FALSE = 0, PL_TRUE = 1, PL_RAISE = -1 };
extern pl_term pl_ball;
int pl_raise(pl_term ball); /* sets pl_ball, returns PL_RAISE */

/* The heap, atoms and terms (runtime/term.c). */
pl_term *pl_alloc(size_t words);        /* GC_malloc'ed, zeroed */
/* pl_alloc's fast path, which the compiled code inlines: small objects come
 * from free lists (one per size in granules of the collector, refilled a
 * batch at a time), linked through their first word and otherwise zeroed.
 * A size in granules is GC_malloc's own: the words and the byte the
 * collector adds so that a pointer just past the end keeps the object. */
#define PL_GRANULE_BYTES 16
#define PL_FREELISTS 25
#define PL_GRANULES(words) (((words) * 8 + 1 + PL_GRANULE_BYTES - 1) / PL_GRANULE_BYTES)
extern void *pl_freelists[PL_FREELISTS];
pl_term pl_new_var(void);               /* a fresh unbound variable (REF) */
uint32_t pl_intern(const char *name, size_t len);
const char *pl_atom_name(uint32_t atom); /* NUL-terminated */
size_t pl_atom_len(uint32_t atom);
pl_term pl_make_float(double d);
double pl_float_value(pl_term t);       /* t is a FLT */
pl_term pl_make_string(const char *bytes, size_t len);
pl_term pl_make_compound(uint32_t atom, uint32_t arity); /* args unbound */
pl_term pl_cons(pl_term head, pl_term tail);

static inline pl_term pl_deref(pl_term t) {
  while (PL_TAG(t) == PL_TAG_REF) {
    pl_term v = *PL_PTR(t);
    if (v == t)
      return t;
    t = v;
  }
  return t;
}
static inline int pl_is_var(pl_term t) { return PL_TAG(t) == PL_TAG_REF; } /* t dereferenced */
static inline int pl_is_callable(pl_term t) {
  return PL_TAG(t) == PL_TAG_ATOM || PL_TAG(t) == PL_TAG_STR || PL_TAG(t) == PL_TAG_LST;
}
/* A compound's functor word / argument i (1-based); t is STR or LST. */
static inline pl_term pl_functor_of(pl_term t) {
  return PL_TAG(t) == PL_TAG_LST ? PL_FUNCTOR_DOT : PL_PTR(t)[0];
}
static inline pl_term pl_arg(pl_term t, unsigned i) {
  return PL_TAG(t) == PL_TAG_LST ? PL_PTR(t)[i - 1] : PL_PTR(t)[i];
}
/* The address of argument i's cell (for binding it). */
static inline pl_term *pl_arg_cell(pl_term t, unsigned i) {
  return PL_TAG(t) == PL_TAG_LST ? &PL_PTR(t)[i - 1] : &PL_PTR(t)[i];
}

/* Binding and unification (runtime/unify.c). */
void pl_bind(pl_term var, pl_term value); /* var: an unbound REF; trails */
int pl_unify(pl_term a, pl_term b);       /* PL_TRUE / PL_FALSE */
void pl_undo_to(struct pl_cp *cp);        /* undo both trails to cp's marks */

/* Standard order of terms (runtime/compare.c): <0, 0, >0. */
int pl_compare(pl_term a, pl_term b);

#ifdef __cplusplus
}
#endif
#endif /* PL_TERM_H */
