/*===- lazy_runtime.h - lazy-mini: heap objects shared with the compiler ---===*
 *
 * Every value is a pointer to a heap object (Boehm GC) or to a static one:
 *
 *   word 0  info: the object's info table (below)
 *   word 1  cost centre: the ccprof record of the cost centre that built
 *           it, stamped by the pass in profiled programs (else null)
 *   word 2… payload
 *
 * Kinds and payloads:
 *   CON    constructor fields (info: tag, arity, name)
 *   INT    one raw int64 (info: lazy_int_info for Int, lazy_integer_info
 *          for an Integer that fits)
 *   DOUBLE one raw IEEE double
 *   BIG    an Integer beyond int64: GMP's signed limb count, then the
 *          limbs (lazy_numbers.c)
 *   STR    raw length, then the bytes and a NUL
 *   FUN    free variables (info: arity, code = tailcc ptr(ptr env, ptr args...))
 *   PAP    function object, raw count n, n arguments
 *   THUNK  free variables, at least one word (info: code = ptr(ptr self))
 *   IND    the value an evaluated thunk was updated with
 *   BLACKHOLE  a thunk under evaluation (entering it again is <<loop>>)
 * Kinds >= THUNK need forcing. The compiler includes this header
 * (Codegen.cpp): every constant here is the one definition both use.
 *===----------------------------------------------------------------------===*/
#ifndef LAZY_RUNTIME_H
#define LAZY_RUNTIME_H

#include <stdint.h>

enum { LZ_CON = 1, LZ_INT = 2, LZ_STR = 3, LZ_FUN = 4, LZ_PAP = 5, LZ_THUNK = 6,
       LZ_IND = 7, LZ_BLACKHOLE = 8, LZ_CHAR = 9, LZ_DOUBLE = 10, LZ_BIG = 11 };

/* The arithmetic of lazy_arith(op, a, b, loc): what the compiled code
 * leaves to the runtime (an Integer beyond int64, a Double, a mix). */
enum { LZ_OP_ADD = 0, LZ_OP_SUB = 1, LZ_OP_MUL = 2, LZ_OP_DIV = 3, LZ_OP_MOD = 4,
       LZ_OP_QUOT = 5, LZ_OP_REM = 6, LZ_OP_NEG = 7, LZ_OP_FDIV = 8 };

/* The numeric type a literal or a conversion (fromIntegral, round, ...)
 * has where the type checker could fix it; ANY: polymorphic code. */
enum { LZ_NUM_ANY = 0, LZ_NUM_INT = 1, LZ_NUM_INTEGER = 2, LZ_NUM_DOUBLE = 3 };

/* primRound's modes (truncate, round, ceiling, floor) and primMath's
 * operations (Prelude.hs uses the same numbers). */
enum { LZ_ROUND_TRUNCATE = 0, LZ_ROUND_ROUND = 1, LZ_ROUND_CEILING = 2, LZ_ROUND_FLOOR = 3 };
enum { LZ_MATH_SQRT = 0, LZ_MATH_EXP = 1, LZ_MATH_LOG = 2, LZ_MATH_SIN = 3, LZ_MATH_COS = 4,
       LZ_MATH_TAN = 5, LZ_MATH_ASIN = 6, LZ_MATH_ACOS = 7, LZ_MATH_ATAN = 8, LZ_MATH_POW = 9,
       LZ_MATH_ATAN2 = 10, LZ_MATH_IS_NAN = 11, LZ_MATH_IS_INFINITE = 12 };

struct lz_info {
  int64_t kind;
  int64_t tag;   /* constructor index */
  int64_t size;  /* payload words (CON fields, FUN/THUNK free variables) */
  int64_t arity; /* FUN */
  const char *name;
  void *code; /* FUN, THUNK: the entry; a record CON: its field names, null-terminated */
};

typedef struct lz_obj {
  const struct lz_info *info;
  void *cc;
  struct lz_obj *payload[];
} lz_obj;

#define LZ_PAYLOAD_OFFSET 16
#define LZ_PAYLOAD_WORD (LZ_PAYLOAD_OFFSET / 8)

/* Ints LZ_SMALL_INT_MIN .. LZ_SMALL_INT_MIN + LZ_SMALL_INT_COUNT - 1 are
 * static: lazy_small_ints holds them as INT objects, [info, cc, value]. */
#define LZ_SMALL_INT_MIN (-16)
#define LZ_SMALL_INT_COUNT 272
#define LZ_SMALL_INT_WORDS 3

/* Chars 0 .. 255 are static: lazy_chars holds them as CHAR objects,
 * [info, cc, code] (LZ_SMALL_INT_WORDS words each). */
#define LZ_CHAR_COUNT 256

/* A STR object with this tag is the rest of a string a list pattern took
 * characters from: [len, base string, offset] (lazy_str_uncons). */
#define LZ_STR_REST_TAG 1

/* The type of a value to show, when the type checker knows it: a string
 * in this prefix code. String, [t], (t1, .., tn) (n a digit, 2-7), and
 * anything else (the runtime decides from the value: a Char is one). */
#define LZ_SHOW_STRING 'S'
#define LZ_SHOW_LIST 'L'
#define LZ_SHOW_TUPLE 'T'
#define LZ_SHOW_DOUBLE 'D' /* a literal of polymorphic code may be an INT */
#define LZ_SHOW_OTHER '?'

/* The methods of a program's own instances of Show, Eq and Ord
 * (lazy_register_instance): show, (==), compare, (<=). */
enum { LZ_METHOD_SHOW = 0, LZ_METHOD_EQ = 1, LZ_METHOD_COMPARE = 2, LZ_METHOD_LE = 3,
       LZ_METHOD_SHOWSPREC = 4, LZ_METHODS = 5 };

/* The IO actions lazy_io(op, a, b) builds: print a, putStrLn a, a >> b,
 * return a, a >>= b, putStr a. */
enum { LZ_IO_PRINT = 0, LZ_IO_PUTSTRLN = 1, LZ_IO_THEN = 2, LZ_IO_RETURN = 3, LZ_IO_BIND = 4,
       LZ_IO_PUTSTR = 5 };

/* Every info table, the compiler's and the runtime's, is in this section;
 * CAFs (static thunks) are in lazy_caf. The heap census relies on both. */
#define LZ_INFO_SECTION_NAME "lazy_info"
#define LZ_CAF_SECTION_NAME "lazy_caf"
#define LZ_INFO_SECTION __attribute__((section(LZ_INFO_SECTION_NAME), aligned(8)))

#endif
