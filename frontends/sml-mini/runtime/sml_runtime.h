/*===- sml_runtime.h - sml-mini: value encoding shared with the compiler ---===*
 *
 * A value is one 64-bit word:
 *   ...xxx1  a 63-bit int n, stored as 2n+1
 *   ...x010  an immediate constant: (tag << 3) | 2, where tag =
 *            (datatype id << 10) | constructor index; unit = tag 0,
 *            false/true = bool (id 1) 0/1, nil = list (id 2) 0
 *   ...x000  a pointer to a heap object (sml_gc.h), 8-byte aligned,
 *            whose first word is its header:
 *              kind | (length << 8) | (tag << 40)
 * Objects (fields are values unless noted):
 *   TUPLE   [h, f1 .. fn]                       length n
 *   CON     [h, arg]  / cons cell [h, head, tail]  tag = constructor
 *   CLOSURE [h, code (raw pointer), arity (raw), free vars...]
 *   STRING  [h, bytes..., NUL]                   length = bytes
 *   REF     [h, contents]
 *   EXN     [h, name (raw char*), arg?]          tag = exception id
 *   PAP     [h, closure, n (raw), args 1..n]     partial application
 *   REAL    [h, double (raw bits)]               length 1
 * The compiler includes this header (Lower.h, namespace enc): every
 * constant here is the one definition both use.
 *===----------------------------------------------------------------------===*/
#ifndef SML_RUNTIME_H
#define SML_RUNTIME_H

#include <setjmp.h>
#include <stdint.h>

typedef int64_t value;

enum { SML_TUPLE = 1, SML_CON = 2, SML_CLOSURE = 3, SML_STRING = 4, SML_REF = 5,
       SML_EXN = 6, SML_PAP = 7, SML_REAL = 8 };

/* The built-in datatypes' ids (a constructor's tag is SML_CON_TAG(id,
 * index)); the compiler numbers the program's own from 16. */
enum { SML_TYPE_UNIT = 0, SML_TYPE_BOOL = 1, SML_TYPE_LIST = 2, SML_TYPE_OPTION = 3 };

/* The built-in exceptions without an argument: X(name, id). The runtime
 * defines each as the static object sml_exn_<name>; the compiler binds
 * them, and Fail (id SML_EXN_FAIL, with a string), in the basis. */
#define SML_BUILTIN_EXNS(X)                                                    \
  X(Match, 1) X(Bind, 2) X(Div, 3) X(Overflow, 4) X(Subscript, 5) X(Empty, 6)  \
  X(Size, 7) X(Chr, 8) X(Option, 9) X(Domain, 11)
#define SML_EXN_FAIL 10

#define SML_CON_TAG(type, index) (((uint64_t)(type) << 10) | (unsigned)(index))
#define SML_HEADER(kind, len, tag) \
  ((uint64_t)(kind) | ((uint64_t)(len) << 8) | ((uint64_t)(tag) << 40))
#define SML_KIND(h) ((unsigned)((h) & 0xff))
#define SML_LEN(h) ((uint64_t)(((h) >> 8) & 0xffffffffu))
#define SML_TAG(h) ((uint64_t)(h) >> 40)
#define SML_IS_INT(v) (((v) & 1) != 0)
#define SML_IS_PTR(v) (((v) & 7) == 0)
#define SML_FIELDS(v) ((value *)(intptr_t)(v))
#define SML_INT(n) ((value)(((uint64_t)(int64_t)(n) << 1) | 1))
#define SML_UNTAG(v) ((int64_t)(v) >> 1)
#define SML_IMM(tag) ((value)(((uint64_t)(tag) << 3) | 2))
#define SML_REAL_HEADER SML_HEADER(SML_REAL, 1, 0)
/* Real.floor, ceil, trunc, round: the rounding mode sml_real_to_int takes. */
enum { SML_FLOOR = 0, SML_CEIL = 1, SML_TRUNC = 2, SML_ROUND = 3 };
/* Real.fmt's formats: sml_real_fmt takes (x, mode + 4 * digits). */
enum { SML_FMT_SCI = 0, SML_FMT_FIX = 1, SML_FMT_GEN = 2 };
#define SML_UNIT SML_IMM(0)
#define SML_FALSE SML_IMM(SML_CON_TAG(SML_TYPE_BOOL, 0))
#define SML_TRUE SML_IMM(SML_CON_TAG(SML_TYPE_BOOL, 1))

/* A handler frame: `e handle m` pushes one (in the frame of the function
 * doing it) and _setjmps; sml_raise pops it and longjmps. */
struct sml_frame {
  jmp_buf jb;
  struct sml_frame *prev;
  value exn;
};

#endif
