/*===- term.c - prolog-mini: the atom table and term construction ----------===*
 *
 * Atoms are numbered in order of interning and never freed (programs intern
 * few). The predefined atoms come first so that the compiler's fixed numbers
 * hold; see pl_init_atoms. Everything else lives on the Boehm heap.
 *===----------------------------------------------------------------------===*/
#include "pl_rt.h"

#include <gc.h>
#include <gc/gc_inline.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct atom_entry {
  char *name; /* malloc'ed, NUL-terminated */
  size_t len;
};

static struct atom_entry *atoms;
static uint32_t natoms, atoms_cap;
static uint32_t *hash_slots; /* atom number + 1; 0 = empty */
static uint32_t hash_cap;    /* a power of two */

static const char *const predefined[] = {
#define X(Name, Text) Text,
    PL_PREDEFINED_ATOMS
#undef X
};

static uint64_t hash_bytes(const char *p, size_t n) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)p[i]) * 1099511628211ull;
  return h;
}

static void rehash(void) {
  uint32_t cap = hash_cap ? hash_cap * 2 : 1024;
  uint32_t *slots = calloc(cap, sizeof *slots);
  if (!slots)
    abort();
  for (uint32_t a = 0; a < natoms; a++) {
    uint64_t i = hash_bytes(atoms[a].name, atoms[a].len) & (cap - 1);
    while (slots[i])
      i = (i + 1) & (cap - 1);
    slots[i] = a + 1;
  }
  free(hash_slots);
  hash_slots = slots;
  hash_cap = cap;
}

static uint32_t add_atom(const char *name, size_t len) {
  if (natoms == atoms_cap) {
    atoms_cap = atoms_cap ? atoms_cap * 2 : 1024;
    atoms = realloc(atoms, atoms_cap * sizeof *atoms);
    if (!atoms)
      abort();
  }
  char *copy = malloc(len + 1);
  if (!copy)
    abort();
  memcpy(copy, name, len);
  copy[len] = 0;
  atoms[natoms].name = copy;
  atoms[natoms].len = len;
  return natoms++;
}

static uint32_t intern_raw(const char *name, size_t len) {
  if ((natoms + 1) * 2 > hash_cap)
    rehash();
  uint64_t i = hash_bytes(name, len) & (hash_cap - 1);
  while (hash_slots[i]) {
    struct atom_entry *e = &atoms[hash_slots[i] - 1];
    if (e->len == len && memcmp(e->name, name, len) == 0)
      return hash_slots[i] - 1;
    i = (i + 1) & (hash_cap - 1);
  }
  uint32_t a = add_atom(name, len);
  hash_slots[i] = a + 1;
  return a;
}

/* The predefined atoms must hold their fixed numbers even when some runtime
 * code interns an atom before pl_init_atoms runs (e.g. a unit test). */
static void ensure_predefined(void) {
  if (natoms)
    return;
  for (size_t i = 0; i < sizeof predefined / sizeof *predefined; i++)
    intern_raw(predefined[i], strlen(predefined[i]));
}

void pl_init_atoms(const char *const *program_atoms, size_t n) {
  ensure_predefined();
  if (natoms != PL_ATOM_FIRST_FREE && n) {
    fprintf(stderr, "prolog runtime: atoms interned before the program's\n");
    abort();
  }
  for (size_t i = 0; i < n; i++) {
    uint32_t a = intern_raw(program_atoms[i], strlen(program_atoms[i]));
    if (a != PL_ATOM_FIRST_FREE + i) {
      /* The compiler gave two numbers to one text: its table is wrong. */
      fprintf(stderr, "prolog runtime: atom table mismatch at '%s'\n",
              program_atoms[i]);
      abort();
    }
  }
}

uint32_t pl_intern(const char *name, size_t len) {
  ensure_predefined();
  return intern_raw(name, len);
}

uint32_t pl_atom_cached(uint32_t *slot, const char *name) {
  if (!*slot)
    *slot = pl_intern(name, strlen(name));
  return *slot;
}

uint32_t pl_atom_count(void) { return natoms; }

const char *pl_atom_name(uint32_t atom) {
  ensure_predefined();
  return atoms[atom].name;
}

size_t pl_atom_len(uint32_t atom) {
  ensure_predefined();
  return atoms[atom].len;
}

pl_term pl_make_atom_text(const char *bytes, size_t len) {
  return PL_MKATOM(pl_intern(bytes, len));
}

uint32_t pl_intern_str(const char *name) { return pl_intern(name, strlen(name)); }

pl_term pl_atom_str(const char *name) { return PL_MKATOM(pl_intern_str(name)); }

/* Small objects come from free lists of our own, refilled a batch at a
 * time by the collector (gc_inline.h): a Prolog program allocates a few
 * words per call, and GC_malloc's per-call path (its thread-local lookup
 * included) was a sixth of nrev's time. The program is single-threaded
 * (the profiler's sampling thread allocates nothing). Sizes are GC_malloc's
 * own (the byte the collector adds for pointers just past the end). */
void *pl_freelists[PL_FREELISTS];
_Static_assert(GC_GRANULE_BYTES == PL_GRANULE_BYTES, "the collector's granule changed");
_Static_assert(GC_TINY_FREELISTS >= PL_FREELISTS, "fewer tiny free lists than assumed");

pl_term *pl_alloc(size_t words) {
  size_t bytes = words * sizeof(pl_term);
  size_t granules = PL_GRANULES(words);
  void *p;
  if (granules < PL_FREELISTS && (p = pl_freelists[granules]) != NULL) {
    pl_freelists[granules] = *(void **)p;
    *(void **)p = NULL;
    return p;
  }
  if (granules < PL_FREELISTS) {
    GC_generic_malloc_many(granules * GC_GRANULE_BYTES, GC_I_NORMAL, &pl_freelists[granules]);
    p = pl_freelists[granules];
    if (p) {
      pl_freelists[granules] = *(void **)p;
      *(void **)p = NULL;
    }
  } else {
    p = GC_malloc(bytes);
  }
  if (!p) /* the batch could not be had: the collector's out-of-memory handler
              reports it (run.c: swipl's resource error, status 2) */
    p = GC_get_oom_fn()(bytes);
  if (!p) {
    fprintf(stderr, "prolog runtime: out of memory\n");
    exit(2);
  }
  return p;
}

pl_term pl_new_var(void) {
  pl_term *cell = pl_alloc(1);
  *cell = PL_MKPTR(cell, PL_TAG_REF);
  return *cell;
}

pl_term pl_make_float(double d) {
  pl_term *p = GC_malloc_atomic(sizeof(double));
  if (!p)
    exit(2);
  memcpy(p, &d, sizeof d);
  return PL_MKPTR(p, PL_TAG_FLT);
}

double pl_float_value(pl_term t) {
  double d;
  memcpy(&d, PL_PTR(t), sizeof d);
  return d;
}

pl_term pl_make_string(const char *bytes, size_t len) {
  /* Atomic: a string holds no pointers the collector must follow. */
  struct pl_string *s = GC_malloc_atomic(sizeof *s + len + 1);
  if (!s)
    exit(2);
  s->len = len;
  memcpy(s->bytes, bytes, len);
  s->bytes[len] = 0;
  return PL_MKPTR(s, PL_TAG_STRG);
}

const struct pl_string *pl_string_of(pl_term t) {
  return (const struct pl_string *)PL_PTR(t);
}

pl_term pl_make_compound(uint32_t atom, uint32_t arity) {
  pl_term *p = pl_alloc(arity + 1);
  p[0] = PL_FUNCTOR(atom, arity);
  for (uint32_t i = 1; i <= arity; i++)
    p[i] = PL_MKPTR(&p[i], PL_TAG_REF);
  return PL_MKPTR(p, PL_TAG_STR);
}

pl_term pl_compound_from(uint32_t atom, uint32_t arity, const pl_term *args) {
  if (atom == PL_ATOM_DOT && arity == 2)
    return pl_cons(args[0], args[1]);
  pl_term *p = pl_alloc(arity + 1);
  p[0] = PL_FUNCTOR(atom, arity);
  memcpy(p + 1, args, arity * sizeof *args);
  return PL_MKPTR(p, PL_TAG_STR);
}

pl_term pl_mk2(uint32_t atom, pl_term a, pl_term b) {
  pl_term args[2] = {a, b};
  return pl_compound_from(atom, 2, args);
}

pl_term pl_mk1(uint32_t atom, pl_term a) { return pl_compound_from(atom, 1, &a); }

pl_term pl_cons(pl_term head, pl_term tail) {
  pl_term *p = pl_alloc(2);
  p[0] = head;
  p[1] = tail;
  return PL_MKPTR(p, PL_TAG_LST);
}
