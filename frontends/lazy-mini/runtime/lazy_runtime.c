/*===- lazy_runtime.c - lazy-mini: the run-time system --------------------===*
 *
 * Forcing and updating thunks, partial applications, Int and Char boxes,
 * strings (packed, and a list of Chars wherever a list is matched),
 * structural equality and ordering, `show` in GHC's format, the IO actions
 * main is built of and their interpreter, errors, and main(). Memory is
 * the Boehm collector's (see docs/lazy-mini.md).
 *===----------------------------------------------------------------------===*/
#include "lazy_runtime.h"

#include "heap_profile.h"
#include "lazy_gc.h"
#include <gc.h>

#include "../../common/runtime_stack.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

static const char *program_name = "lazy";

lz_obj *lazy_force(lz_obj *v);
static lz_obj *char_obj(unsigned char c);
/* The module's lazy.apply (Codegen.cpp, genApplyEntry): a >>= continuation
 * and the methods of the program's instances are applied with it. */
lz_obj *lazy_apply1(lz_obj *f, lz_obj *x);

/* Info tables live in section lazy_info (the compiler's too), so the heap
 * census can tell a lazy-mini object from any other word. */
const struct lz_info lazy_int_info LZ_INFO_SECTION = {LZ_INT, 0, 1, 0, "Int", 0};
const struct lz_info lazy_char_info LZ_INFO_SECTION = {LZ_CHAR, 0, 1, 0, "Char", 0};
const struct lz_info lazy_str_info LZ_INFO_SECTION = {LZ_STR, 0, 0, 0, "String", 0};
/* The rest of a string that a match has taken characters from:
 * [len, base string, offset]. */
static const struct lz_info str_rest_info LZ_INFO_SECTION = {LZ_STR, LZ_STR_REST_TAG, 3, 0,
                                                             "String", 0};
static const struct lz_info pap_info LZ_INFO_SECTION = {LZ_PAP, 0, 0, 0, "PAP", 0};
/* IO actions (LZ_IO_*): print x, putStrLn s, a >> b, return x, a >>= k */
static const struct lz_info io_info[6] LZ_INFO_SECTION = {
    [LZ_IO_PRINT] = {LZ_CON, LZ_IO_PRINT, 2, 0, "print", 0}, /* value, its type (show) */
    [LZ_IO_PUTSTRLN] = {LZ_CON, LZ_IO_PUTSTRLN, 1, 0, "putStrLn", 0},
    [LZ_IO_THEN] = {LZ_CON, LZ_IO_THEN, 2, 0, ">>", 0},
    [LZ_IO_RETURN] = {LZ_CON, LZ_IO_RETURN, 1, 0, "return", 0},
    [LZ_IO_BIND] = {LZ_CON, LZ_IO_BIND, 2, 0, ">>=", 0},
    [LZ_IO_PUTSTR] = {LZ_CON, LZ_IO_PUTSTR, 1, 0, "putStr", 0}};

/* The static small ints (lazy_runtime.h), as [info, cc, value] triples. */
int64_t lazy_small_ints[LZ_SMALL_INT_COUNT * LZ_SMALL_INT_WORDS];

int64_t lazy_chars[LZ_CHAR_COUNT * LZ_SMALL_INT_WORDS];

void lazy_init_numbers(void);
int lazy_num_compare(const lz_obj *a, const lz_obj *b);
int lazy_is_number(const lz_obj *o);
char *lazy_format_number(const lz_obj *v, int as_double, int *negative);

static void init_small_ints(void) {
  lazy_init_numbers();
  for (int i = 0; i < LZ_SMALL_INT_COUNT; ++i) {
    int64_t *o = &lazy_small_ints[LZ_SMALL_INT_WORDS * i];
    o[0] = (int64_t)(intptr_t)&lazy_int_info;
    o[1] = 0;
    o[2] = LZ_SMALL_INT_MIN + i;
  }
  for (int i = 0; i < LZ_CHAR_COUNT; ++i) {
    int64_t *o = &lazy_chars[LZ_SMALL_INT_WORDS * i];
    o[0] = (int64_t)(intptr_t)&lazy_char_info;
    o[1] = 0;
    o[2] = i;
  }
}

/* ----------------------------------------------------------------- errors */
static _Noreturn void die(int status) {
  fflush(stdout);
  exit(status);
}

_Noreturn void lazy_type_error(const char *loc, const char *what) {
  fflush(stdout);
  fprintf(stderr, "%s: %s: runtime type error: %s\n", program_name, loc, what);
  die(1);
}

_Noreturn void lazy_pattern_fail(const char *loc, const char *what) {
  fflush(stdout);
  fprintf(stderr, "%s: %s: %s\n", program_name, loc, what);
  die(1);
}

/* An error GHC raises without a call stack (errorWithoutStackTrace). */
_Noreturn void lazy_fail_plain(const char *msg) {
  fflush(stdout);
  fprintf(stderr, "%s: %s\n", program_name, msg);
  die(1);
}

/* ------------------------------------------------------------- allocation */
/* lazy_alloc is the runtime's own allocator and compiled code's slow path
 * (lazyc bumps fe_hp inline and calls it at a chunk's end, or always when
 * there is no nursery: fe_hp and fe_hplim are then null). Objects come
 * from the nursery (lazy_gc.h) or, with a heap profile or
 * LAZY_NURSERY_KB=0, from Boehm's heap: from per-size free lists refilled
 * a page at a time (GC_malloc_many), a load and a store instead of a call
 * into the collector. Objects are zeroed except the link word, which is the info
 * word the caller writes, so an unprofiled object's cost centre is null.
 * The nursery's path is a tail call, so the Boehm path's frame is as it
 * was: which registers a frame saves decides which leftover pointers the
 * conservative collector sees (heap/stale-frames.test). */
#define FAST_WORDS 16
static void *free_lists[FAST_WORDS + 1];

static void *__attribute__((noinline)) nursery_alloc(int64_t bytes) {
  size_t need = ((size_t)bytes + 7) & ~(size_t)7;
  if (__builtin_expect((size_t)(fe_hplim - fe_hp) >= need, 1)) {
    void *p = fe_hp;
    fe_hp += need;
    return p;
  }
  return fe_gc_alloc((int64_t)(need / 8));
}

void *lazy_alloc(int64_t bytes) {
  if (lazy_nursery_on)
    return nursery_alloc(bytes);
  size_t words = ((size_t)bytes + 7) / 8;
  void *p;
  if (words <= FAST_WORDS) {
    p = free_lists[words];
    if (__builtin_expect(p == NULL, 0)) {
      if (lazy_hp_on)
        lazy_hp_poll();
      p = GC_malloc_many(words * 8);
    }
    if (p) {
      free_lists[words] = GC_NEXT(p);
      GC_NEXT(p) = NULL;
    }
  } else {
    if (lazy_hp_on)
      lazy_hp_poll();
    p = GC_malloc(words * 8);
  }
  if (!p) {
    fputs("lazy: out of memory\n", stderr);
    die(2);
  }
  return p;
}

static int64_t int_of(lz_obj *o) { return *(int64_t *)o->payload; }

static lz_obj *box_int(int64_t n) {
  if (n >= LZ_SMALL_INT_MIN && n < LZ_SMALL_INT_MIN + LZ_SMALL_INT_COUNT)
    return (lz_obj *)&lazy_small_ints[LZ_SMALL_INT_WORDS * (n - LZ_SMALL_INT_MIN)];
  lz_obj *o = lazy_alloc(8 * (2 + 1));
  o->info = &lazy_int_info;
  *(int64_t *)o->payload = n;
  return o;
}

static lz_obj *new_string(size_t len) {
  lz_obj *o = GC_malloc_atomic(24 + len + 1);
  if (!o) {
    fputs("lazy: out of memory\n", stderr);
    die(2);
  }
  o->info = &lazy_str_info;
  o->cc = 0;
  *(int64_t *)o->payload = (int64_t)len;
  ((char *)o)[24 + len] = 0;
  return o;
}
static size_t str_len(lz_obj *o) { return (size_t) * (int64_t *)o->payload; }
static char *str_bytes(lz_obj *o) {
  if (o->info == &str_rest_info)
    return (char *)o->payload[1] + 24 + (intptr_t)o->payload[2];
  return (char *)o + 24;
}

/* ------------------------------------------------- strings as lists */
/* The program's [] and (:), and its () (lazy_register_prelude): a string
 * matched against a list pattern becomes a list, one character at a time;
 * print and putStrLn return (), which a pattern () compares with. */
static lz_obj *list_nil, *lazy_unit, *lazy_true;
static const struct lz_info *list_cons;

void lazy_register_prelude(lz_obj *unit, lz_obj *nil, const struct lz_info *cons, lz_obj *true_) {
  lazy_unit = unit;
  list_nil = nil;
  list_cons = cons;
  lazy_true = true_;
}

/* ------------------------------------------- the program's own instances */
/* show, ==, compare or <= of a program's instance, by the info table of
 * each constructor of its type: an open-addressing table, looked up when
 * show, == or compare meets a constructor (and skipped when empty). */
struct instance_slot {
  const struct lz_info *con;
  lz_obj *method[LZ_METHODS];
  lz_obj *const *enum_values; /* an enumeration type's constructors, in tag order */
  int64_t enum_n;
};
static struct instance_slot *instances;
static size_t instances_cap, instances_n;

static size_t slot_of(const struct lz_info *con, size_t cap) {
  size_t h = ((uintptr_t)con >> 4) * 0x9E3779B97F4A7C15ull;
  for (size_t i = h & (cap - 1);; i = (i + 1) & (cap - 1))
    if (instances[i].con == con || !instances[i].con)
      return i;
}

static struct instance_slot *slot_for(const struct lz_info *con);

void lazy_register_instance(int64_t method, const struct lz_info *con, lz_obj *fn) {
  /* a static closure in the program's data: not on the collected heap */
  slot_for(con)->method[method] = fn;
}

void lazy_register_enum(lz_obj *const *values, int64_t n) {
  for (int64_t k = 0; k < n; ++k) {
    struct instance_slot *s = slot_for(values[k]->info);
    s->enum_values = values;
    s->enum_n = n;
  }
}

/* The slot of \p con, made if there is none. */
static struct instance_slot *slot_for(const struct lz_info *con) {
  if (2 * (instances_n + 1) > instances_cap) {
    struct instance_slot *old = instances;
    size_t old_cap = instances_cap;
    instances_cap = old_cap ? 2 * old_cap : 16;
    instances = calloc(instances_cap, sizeof *instances);
    if (!instances) {
      fputs("lazy: out of memory\n", stderr);
      die(2);
    }
    for (size_t i = 0; i < old_cap; ++i)
      if (old[i].con)
        instances[slot_of(old[i].con, instances_cap)] = old[i];
    free(old);
  }
  struct instance_slot *s = &instances[slot_of(con, instances_cap)];
  if (!s->con) {
    s->con = con;
    ++instances_n;
  }
  return s;
}

static lz_obj *instance_method(const struct lz_info *con, int method) {
  if (!instances_n)
    return NULL;
  struct instance_slot *s = &instances[slot_of(con, instances_cap)];
  return s->con ? s->method[method] : NULL;
}

static lz_obj *apply2(lz_obj *f, lz_obj *x, lz_obj *y) {
  return lazy_force(lazy_apply1(lazy_apply1(f, x), y));
}

/* ------------------------------------------------- Enum and Bounded */
/* For the values that are not Ints (the compiled code does those): a Char,
 * or a constructor of an enumeration (lazy_register_enum). */
static const struct instance_slot *enum_slot(lz_obj *x, const char *loc) {
  const struct instance_slot *s =
      x->info->kind == LZ_CON && instances_n ? &instances[slot_of(x->info, instances_cap)] : NULL;
  if (!s || !s->con || !s->enum_values)
    lazy_type_error(loc, "not a value of an enumeration type");
  return s;
}

/* What fromEnum (0), primEnumTop (1) and primEnumBottom (2) give for x. */
lz_obj *lazy_enum_of(int64_t what, lz_obj *x, const char *loc) {
  int64_t n;
  if (x->info->kind == LZ_CHAR)
    n = what == 0 ? int_of(x) : what == 1 ? LZ_CHAR_COUNT - 1 : 0;
  else
    n = what == 0 ? x->info->tag : what == 1 ? enum_slot(x, loc)->enum_n - 1 : 0;
  return box_int(n);
}

/* The value of x's type whose fromEnum is n (toEnum, succ, pred, ranges). */
lz_obj *lazy_enum_like(lz_obj *x, lz_obj *n, const char *loc) {
  int64_t k = int_of(n);
  if (x->info->kind == LZ_CHAR) {
    if (k < 0 || k >= LZ_CHAR_COUNT)
      lazy_pattern_fail(loc, "Prelude.Enum.Char: bad argument (lazy-mini's characters are bytes)");
    return char_obj((unsigned char)k);
  }
  const struct instance_slot *s = enum_slot(x, loc);
  if (k < 0 || k >= s->enum_n)
    lazy_pattern_fail(loc, "Prelude.Enum: bad argument (no such constructor)");
  return s->enum_values[k];
}

static lz_obj *char_obj(unsigned char c) {
  return (lz_obj *)&lazy_chars[LZ_SMALL_INT_WORDS * c];
}

/* A string as a list: [] or c : rest, rest a view of the same bytes. */
lz_obj *lazy_str_uncons(lz_obj *s) {
  size_t n = str_len(s);
  if (n == 0)
    return list_nil;
  lz_obj *rest = list_nil;
  if (n > 1) {
    lz_obj *base = s->info == &str_rest_info ? s->payload[1] : s;
    intptr_t off = s->info == &str_rest_info ? (intptr_t)s->payload[2] : 0;
    rest = lazy_alloc(8 * (2 + 3));
    rest->info = &str_rest_info;
    rest->payload[0] = (lz_obj *)(intptr_t)(n - 1);
    rest->payload[1] = base;
    rest->payload[2] = (lz_obj *)(off + 1);
  }
  lz_obj *cell = lazy_alloc(8 * (2 + 2));
  cell->info = list_cons;
  cell->payload[0] = char_obj((unsigned char)str_bytes(s)[0]);
  cell->payload[1] = rest;
  return cell;
}

/* Appends the characters of a String value (packed, a list, or a list
 * ending in a packed rest) to b, forcing it. */
struct buf;
static void put(struct buf *b, const char *s, size_t n);
static void string_bytes(struct buf *b, lz_obj *s, const char *what) {
  for (;;) {
    s = lazy_force(s);
    if (s->info->kind == LZ_STR) {
      put(b, str_bytes(s), str_len(s));
      return;
    }
    if (s == list_nil)
      return;
    if (s->info != list_cons)
      lazy_type_error(what, "expected a String");
    lz_obj *c = lazy_force(s->payload[0]);
    char ch = (char)int_of(c);
    put(b, &ch, 1);
    s = s->payload[1];
  }
}

/* --------------------------------------------------------------- forcing */
typedef lz_obj *(*thunk_code)(lz_obj *);

lz_obj *lazy_force(lz_obj *v) {
  for (;;) {
    switch (v->info->kind) {
    case LZ_IND:
      v = v->payload[0];
      continue;
    case LZ_BLACKHOLE:
      fflush(stdout);
      fprintf(stderr, "%s: <<loop>>\n", program_name);
      die(1);
    case LZ_THUNK: {
      thunk_code code = (thunk_code)v->info->code;
      v->info = lazy_blackhole_info(v->info->size);
      lz_obj *r = code(v);
      /* The size again from the BLACKHOLE: only v is kept across the
       * call, so this frame saves no more of the compiled code's leftover
       * registers than it must (heap/stale-frames.test at -O0). */
      int64_t size = v->info->size;
      v->info = lazy_ind_info(size);
      lazy_gc_write(&v->payload[0], r);
      /* The free variables are dead now: keeping them would keep alive
       * everything the thunk's computation used (a chain of accumulator
       * thunks in a loop, say). */
      for (int64_t i = 1; i < size; ++i)
        v->payload[i] = NULL;
      return r;
    }
    default:
      return v;
    }
  }
}

lz_obj *lazy_pap_extend(lz_obj *f, lz_obj *x) {
  int64_t n = 0;
  lz_obj *fun = f;
  if (f->info->kind == LZ_PAP) {
    fun = f->payload[0];
    n = (int64_t)(intptr_t)f->payload[1];
  }
  lz_obj *p = lazy_alloc(8 * (2 + 2 + n + 1));
  p->info = &pap_info;
  p->payload[0] = fun;
  p->payload[1] = (lz_obj *)(intptr_t)(n + 1);
  for (int64_t i = 0; i < n; ++i)
    p->payload[2 + i] = f->payload[2 + i];
  p->payload[2 + n] = x;
  return p;
}

/* ------------------------------------------------------ equality, order */
static int is_fun(lz_obj *o) { return o->info->kind == LZ_FUN || o->info->kind == LZ_PAP; }

/* A packed string compared with a list is compared as a list. */
static void same_kinds(lz_obj **a, lz_obj **b, const char *loc, const char *what) {
  if ((*a)->info->kind == (*b)->info->kind)
    return;
  if ((*a)->info->kind == LZ_STR)
    *a = lazy_str_uncons(*a);
  else if ((*b)->info->kind == LZ_STR)
    *b = lazy_str_uncons(*b);
  if ((*a)->info->kind != (*b)->info->kind)
    lazy_type_error(loc, what);
}

int64_t lazy_equal(lz_obj *a, lz_obj *b, const char *loc) {
  for (;;) {
    a = lazy_force(a);
    b = lazy_force(b);
    if (a == b)
      return 1;
    if (is_fun(a) || is_fun(b))
      lazy_type_error(loc, "'==' cannot compare functions");
    if (lazy_is_number(a) && lazy_is_number(b))
      return lazy_num_compare(a, b) == 0; /* a NaN equals nothing */
    same_kinds(&a, &b, loc, "'==' on values of different types");
    lz_obj *eq = a->info->kind == LZ_CON ? instance_method(a->info, LZ_METHOD_EQ) : NULL;
    if (eq)
      return apply2(eq, a, b) == lazy_true;
    switch (a->info->kind) {
    case LZ_INT: case LZ_CHAR:
      return int_of(a) == int_of(b);
    case LZ_STR:
      return str_len(a) == str_len(b) && memcmp(str_bytes(a), str_bytes(b), str_len(a)) == 0;
    default: {
      if (a->info->tag != b->info->tag)
        return 0;
      int64_t n = a->info->size;
      if (n == 0)
        return 1;
      for (int64_t i = 0; i + 1 < n; ++i)
        if (!lazy_equal(a->payload[i], b->payload[i], loc))
          return 0;
      a = a->payload[n - 1];
      b = b->payload[n - 1];
    }
    }
  }
}

int64_t lazy_compare(lz_obj *a, lz_obj *b, const char *loc) {
  for (;;) {
    a = lazy_force(a);
    b = lazy_force(b);
    if (is_fun(a) || is_fun(b))
      lazy_type_error(loc, "comparison of functions");
    if (lazy_is_number(a) && lazy_is_number(b)) {
      int c = lazy_num_compare(a, b);
      return c == 2 ? 1 : c; /* GHC's compare: GT when a NaN is involved */
    }
    same_kinds(&a, &b, loc, "comparison of values of different types");
    if (a->info->kind == LZ_CON) {
      lz_obj *cmp = instance_method(a->info, LZ_METHOD_COMPARE);
      if (cmp) /* an Ordering: LT, EQ, GT are its tags 0, 1, 2 (Prelude.hs) */
        return apply2(cmp, a, b)->info->tag - 1;
      lz_obj *le = instance_method(a->info, LZ_METHOD_LE);
      if (le) /* GHC's default compare: x == y, then x <= y */
        return lazy_equal(a, b, loc) ? 0 : apply2(le, a, b) == lazy_true ? -1 : 1;
    }
    switch (a->info->kind) {
    case LZ_INT: case LZ_CHAR: {
      int64_t x = int_of(a), y = int_of(b);
      return x < y ? -1 : x > y;
    }
    case LZ_STR: { /* bytes compare unsigned, as Chars do */
      size_t la = str_len(a), lb = str_len(b);
      int c = memcmp(str_bytes(a), str_bytes(b), la < lb ? la : lb);
      if (c == 0)
        return la < lb ? -1 : la > lb;
      return c < 0 ? -1 : 1;
    }
    default: {
      if (a->info->tag != b->info->tag)
        return a->info->tag < b->info->tag ? -1 : 1;
      int64_t n = a->info->size;
      if (n == 0)
        return 0;
      for (int64_t i = 0; i + 1 < n; ++i) {
        int64_t c = lazy_compare(a->payload[i], b->payload[i], loc);
        if (c)
          return c;
      }
      a = a->payload[n - 1];
      b = b->payload[n - 1];
    }
    }
  }
}

/* ------------------------------------------------------------------ show */
struct buf {
  char *p;
  size_t n, cap;
};
static void put(struct buf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 64;
    while (cap < b->n + n + 1)
      cap *= 2;
    char *q = realloc(b->p, cap);
    if (!q) {
      fputs("lazy: out of memory\n", stderr);
      die(2);
    }
    b->p = q;
    b->cap = cap;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
}
static void puts_(struct buf *b, const char *s) { put(b, s, strlen(s)); }

/* A character as Haskell writes it inside quotes q (' or "): GHC's
 * escapes, \& where a numeric escape is followed by a digit. */
static void show_char(struct buf *b, unsigned char c, char q, int next) {
  static const char *const ascii[] = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "a",
                                      "b",   "t",   "n",   "v",   "f",   "r",   "SO",  "SI",
                                      "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
                                      "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"};
  char tmp[8];
  if (c == (unsigned char)q || c == '\\') {
    tmp[0] = '\\';
    tmp[1] = (char)c;
    put(b, tmp, 2);
  } else if (c >= 32 && c < 127) {
    tmp[0] = (char)c;
    put(b, tmp, 1);
  } else if (c < 32) {
    put(b, "\\", 1);
    puts_(b, ascii[c]);
    if (c == 14 && next == 'H') /* "\SO" then 'H' would read as "\SOH" */
      puts_(b, "\\&");
  } else {
    snprintf(tmp, sizeof tmp, "\\%u", c == 127 ? 127u : (unsigned)c);
    puts_(b, c == 127 ? "\\DEL" : tmp);
    if (c != 127 && next >= '0' && next <= '9')
      puts_(b, "\\&");
  }
}

/* A String value (packed, a list of Chars, or a list ending in a packed
 * rest) in double quotes. */
static void show_string(struct buf *b, lz_obj *v) {
  struct buf s = {0, 0, 0};
  string_bytes(&s, v, "show");
  put(b, "\"", 1);
  for (size_t k = 0; k < s.n; ++k)
    show_char(b, (unsigned char)s.p[k], '"', k + 1 < s.n ? (unsigned char)s.p[k + 1] : 0);
  put(b, "\"", 1);
  free(s.p);
}

/* The static type of a shown value, as the type checker worked it out
 * where it could (lazy_runtime.h, LZ_SHOW_*): tells "" from [] once a
 * string is empty. NULL or '?': decided from the value itself. */
static const char *skip_type(const char *t) {
  if (!t)
    return t;
  switch (*t) {
  case LZ_SHOW_LIST:
    return skip_type(t + 1);
  case LZ_SHOW_TUPLE: {
    int n = t[1] - '0';
    t += 2;
    for (int k = 0; k < n; ++k)
      t = skip_type(t);
    return t;
  }
  default:
    return t + 1;
  }
}

/* showsPrec: d is the context precedence (11 = constructor argument). */
static void show_value(struct buf *b, lz_obj *v, int d, const char *t) {
  v = lazy_force(v);
  const struct lz_info *i = v->info;
  if (t && *t == LZ_SHOW_STRING) {
    show_string(b, v);
    return;
  }
  const char *elem = t && *t == LZ_SHOW_LIST ? t + 1 : NULL;
  switch (i->kind) {
  case LZ_INT: case LZ_DOUBLE: case LZ_BIG: {
    int negative;
    char *digits = lazy_format_number(v, t && *t == LZ_SHOW_DOUBLE, &negative);
    if (negative && d > 6)
      put(b, "(", 1);
    puts_(b, digits);
    if (negative && d > 6)
      put(b, ")", 1);
    free(digits);
    return;
  }
  case LZ_STR:
    show_string(b, v);
    return;
  case LZ_CHAR:
    put(b, "'", 1);
    show_char(b, (unsigned char)int_of(v), '\'', 0);
    put(b, "'", 1);
    return;
  case LZ_FUN: case LZ_PAP:
    lazy_type_error("show", "cannot show a function");
  default:
    break;
  }
  lz_obj *prec = i->kind == LZ_CON ? instance_method(i, LZ_METHOD_SHOWSPREC) : NULL;
  if (prec) { /* the program's showsPrec d v "" */
    string_bytes(b, lazy_apply1(apply2(prec, box_int(d), v), list_nil), "showsPrec");
    return;
  }
  lz_obj *show = i->kind == LZ_CON ? instance_method(i, LZ_METHOD_SHOW) : NULL;
  if (show) { /* the program's show: no parentheses, as GHC's showsPrec from show */
    string_bytes(b, lazy_apply1(show, v), "show");
    return;
  }
  const char *name = i->name;
  if ((!elem || *elem == LZ_SHOW_OTHER) && strcmp(name, ":") == 0 &&
      lazy_force(v->payload[0])->info->kind == LZ_CHAR) {
    show_string(b, v); /* a list of Chars is a String (whatever the code knew of its type) */
    return;
  }
  if (strcmp(name, ":") == 0 || strcmp(name, "[]") == 0) { /* a list */
    put(b, "[", 1);
    int first = 1;
    while (v->info->kind == LZ_CON && strcmp(v->info->name, ":") == 0) {
      if (!first)
        put(b, ",", 1);
      first = 0;
      show_value(b, v->payload[0], 0, elem);
      v = lazy_force(v->payload[1]);
    }
    put(b, "]", 1);
    return;
  }
  if (name[0] == '(') { /* unit or tuple */
    const char *f = t && *t == LZ_SHOW_TUPLE && t[1] - '0' == i->size ? t + 2 : NULL;
    put(b, "(", 1);
    for (int64_t k = 0; k < i->size; ++k) {
      if (k)
        put(b, ",", 1);
      show_value(b, v->payload[k], 0, f);
      f = skip_type(f);
    }
    put(b, ")", 1);
    return;
  }
  int paren = i->size > 0 && d > 10;
  if (paren)
    put(b, "(", 1);
  puts_(b, name);
  if (i->code && i->size > 0) { /* a record: C {f = v, g = w} */
    const char *const *fields = (const char *const *)i->code;
    put(b, " {", 2);
    for (int64_t k = 0; k < i->size; ++k) {
      puts_(b, k ? ", " : "");
      puts_(b, fields[k]);
      put(b, " = ", 3);
      show_value(b, v->payload[k], 0, NULL);
    }
    put(b, "}", 1);
    if (paren)
      put(b, ")", 1);
    return;
  }
  for (int64_t k = 0; k < i->size; ++k) {
    put(b, " ", 1);
    show_value(b, v->payload[k], 11, NULL);
  }
  if (paren)
    put(b, ")", 1);
}

/* A String value's bytes, forced, in a malloc'ed NUL-terminated copy (and
 * its length in *len); and a new String of n bytes. For lazy_printf.c. */
char *lazy_string_dup(lz_obj *s, size_t *len, const char *what) {
  struct buf b = {0, 0, 0};
  string_bytes(&b, s, what);
  put(&b, "", 0);
  b.p[b.n] = 0;
  *len = b.n;
  return b.p;
}
lz_obj *lazy_string_new(const char *p, size_t n) {
  lz_obj *s = new_string(n);
  memcpy(str_bytes(s), p, n);
  return s;
}

lz_obj *lazy_show_prec(lz_obj *d, lz_obj *v, const char *type);
lz_obj *lazy_show(lz_obj *v, const char *type) { return lazy_show_prec(box_int(0), v, type); }

/* primShowsPrec d v: showsPrec d v "". */
lz_obj *lazy_show_prec(lz_obj *d, lz_obj *v, const char *type) {
  struct buf b = {0, 0, 0};
  show_value(&b, v, (int)int_of(lazy_force(d)), type);
  lz_obj *s = new_string(b.n);
  memcpy(str_bytes(s), b.p, b.n);
  free(b.p);
  return s;
}

/* --------------------------------------------------------------------- IO */
lz_obj *lazy_io(int64_t op, lz_obj *a, lz_obj *b) {
  int two = op == LZ_IO_THEN || op == LZ_IO_BIND || op == LZ_IO_PRINT;
  lz_obj *o = lazy_alloc(two ? 32 : 24);
  o->info = &io_info[op];
  o->payload[0] = a;
  if (two)
    o->payload[1] = b;
  return o;
}


/* Runs an action and returns its result (() for print and putStrLn). */
static lz_obj *run(lz_obj *io) {
  for (;;) {
    io = lazy_force(io);
    const struct lz_info *i = io->info;
    if (i == &io_info[LZ_IO_THEN]) {
      run(io->payload[0]);
      io = io->payload[1];
      continue;
    }
    if (i == &io_info[LZ_IO_BIND]) {
      lz_obj *r = run(io->payload[0]);
      io = lazy_apply1(io->payload[1], r);
      continue;
    }
    if (i == &io_info[LZ_IO_RETURN])
      return io->payload[0];
    if (i == &io_info[LZ_IO_PRINT]) {
      lz_obj *s = lazy_show(io->payload[0], (const char *)io->payload[1]);
      fwrite(str_bytes(s), 1, str_len(s), stdout);
      fputc('\n', stdout);
    } else if (i == &io_info[LZ_IO_PUTSTRLN] || i == &io_info[LZ_IO_PUTSTR]) {
      struct buf s = {0, 0, 0};
      string_bytes(&s, io->payload[0], i->name);
      fwrite(s.p, 1, s.n, stdout);
      if (i == &io_info[LZ_IO_PUTSTRLN])
        fputc('\n', stdout);
      free(s.p);
    } else {
      lazy_type_error("main", "main is not an IO action (print, putStrLn, >>, >>=, return, do)");
    }
    return lazy_unit;
  }
}

lz_obj *lazy_run_io(lz_obj *io) {
  run(io);
  return io;
}

_Noreturn void lazy_error(lz_obj *msg, const char *loc) {
  fflush(stdout);
  struct buf s = {0, 0, 0};
  string_bytes(&s, msg, loc); /* may run the program's code, and fail itself */
  put(&s, "", 0);
  s.p[s.n] = 0;
  fprintf(stderr, "%s: %s\nCallStack (from HasCallStack):\n  error, called at %s in main:Main\n",
          program_name, s.p, loc);
  die(1);
}

/* ------------------------------------------------------------------- main */

extern lz_obj *lazy_entry(void);

/* In a profiled program the ccprof runtime charges collections to "(GC)";
 * unprofiled programs do not link it (weak references stay null). */
extern void __ccprof_gc_begin(void) __attribute__((weak));
extern void __ccprof_gc_end(void) __attribute__((weak));
/* A minor collection of the nursery is collector time too. */
static void on_minor(int end) {
  if (!end && __ccprof_gc_begin)
    __ccprof_gc_begin();
  else if (end && __ccprof_gc_end)
    __ccprof_gc_end();
}
static void on_collection(GC_EventType e) {
  if (e == GC_EVENT_START) {
    lazy_hp_gc_event(1);
    if (__ccprof_gc_begin)
      __ccprof_gc_begin();
  } else if (e == GC_EVENT_END) {
    if (__ccprof_gc_end)
      __ccprof_gc_end();
    lazy_hp_gc_event(0);
  }
}

int main(int argc, char **argv) {
  const char *slash = strrchr(argv[0], '/');
  program_name = slash ? slash + 1 : argv[0];
  /* +RTS flags first: a bad one stops the program before it runs. */
  lazy_rts_init(&argc, argv, program_name, __builtin_frame_address(0));
  /* Deep evaluation (forcing a long chain of thunks) needs a big stack. */
  fe_setup_stack("lazy: stack overflow (evaluation too deep)\n");

  GC_INIT();
  /* Between two collections, allocate at least twice what the last one
   * found live (Boehm's free-space divisor 1; its default, 3, collects
   * three times as often for a heap of the same size): the space-for-time
   * trade of GHC's default old-generation factor, -F2. GC_FREE_SPACE_DIVISOR
   * in the environment still decides. */
  if (!getenv("GC_FREE_SPACE_DIVISOR"))
    GC_set_free_space_divisor(1);
  GC_expand_hp(FE_INITIAL_HEAP_BYTES);
  GC_set_on_collection_event(on_collection);
  lazy_gc_init(__builtin_frame_address(0), on_minor);
  init_small_ints();
  lazy_entry();
  fflush(stdout);
  lazy_gc_report();
  lazy_hp_finish();
  return 0;
}
