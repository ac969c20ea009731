/* stacks.c - cost-centre stacks (-ccprof-mode=stacks), after GHC's
 * (../shared/papers/ghc-prof-notes.txt): `current` points at a node of the
 * calling-context tree instead of at a flat record. A profiled function's
 * entry makes `current` the child of the caller's node (`saved`) for its
 * cost centre: the pass looks it up inline (the function's cached node when
 * saved is its parent - the node's target, which for an alias is the node
 * up the stack it stands for) and otherwise calls
 *
 *   __ccprof_stack_push(saved, &record, &cache)
 *
 * (passes/CCProfInstrumenter.cpp, emitPush). Every caller reset stores that
 * node back, so the pass's rules (tail calls, callee
 * restore, exceptions, setjmp) hold unchanged. A node starts as a record
 * does - entries, then ticks - so the samplers charge `current` without
 * knowing which of the two it is.
 *
 * Recursion follows GHC: pushing a cost centre that is already on the stack
 * returns the node already there (the stack is truncated back to it), so
 * fib's tree is one node and mutual recursion stays finite. Such a push is
 * remembered as an alias child of the node it was made from (self-recursion
 * too: an alias child of the node itself), so the chain is walked once per
 * (node, cost centre), not per call, and the alias is cached as any child
 * is, its target being the node it stands for.
 *
 * Nodes live in one reservation made at the first push (CCPROF_MAX_NODES,
 * touched as used; CCPROF_MAX_NODES in the environment may ask for fewer):
 * a pointer is a node if it is inside it (or in the overflow below), which
 * is how a
 * push from a flat-mode module's record (or from NULL: a thread's start)
 * makes a root. When the reservation is full, a function's new contexts are
 * one, its context under the root "(truncated)", so that its flat counts
 * and time stay exact. Lookups are lock-free (children are published with a
 * release store after they are filled in, so the sampler and other threads
 * see whole nodes); creating one takes a spin lock. The entry code counts
 * the node's entries as -ccprof-counters says (plain: threads entering the
 * same context at once may lose some; atomic or thread: exact); the
 * records' own counts are not kept in this mode.
 *
 * At exit (ccprof_stacks_finish, once) every node's entries and ticks are
 * added to its record's calls and ticks, so the flat report is what it is
 * in flat mode (a module that
 * goes away first - dlclose, or the executable's own destructor at exit -
 * has its contexts' ticks added before the registry copies its records,
 * and its contexts then point at the copies: ccprof_stacks_unload); the inherited
 * ticks are totalled, the children sorted (hottest first) and the tree is
 * handed to the writers (struct ccprof_report's stacks).
 */
#include "ccprof_rt.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

_Static_assert(offsetof(struct ccprof_node, entries) ==
                   offsetof(struct __ccprof_cc, calls),
               "a node's entries are where a record's calls are");
_Static_assert(offsetof(struct ccprof_node, ticks) == offsetof(struct __ccprof_cc, ticks),
               "the samplers charge a node's ticks as a record's");
_Static_assert(offsetof(struct ccprof_node, alloc) == offsetof(struct __ccprof_cc, alloc),
               "the lazy mode's allocation calls add to `current`'s alloc, node or record");
_Static_assert(sizeof(struct ccprof_node) % 16 == 0 &&
                   (sizeof(struct ccprof_node) >> CCPROF_CTX_SHIFT) % 2 == 1,
               "consecutive nodes take different slots of a function's cache (CCProfData.h)");
_Static_assert(offsetof(struct ccprof_node, entries) == CCPROF_NODE_ENTRIES_OFFSET &&
                   offsetof(struct ccprof_node, parent) == CCPROF_NODE_PARENT_OFFSET &&
                   offsetof(struct ccprof_node, target) == CCPROF_NODE_TARGET_OFFSET,
               "the pass's inline lookup reads these fields (CCProfData.h)");

static struct __ccprof_cc truncated_cc = {0, 0, "(truncated)", "", "", 0, 0, 0, 0};
static struct ccprof_node truncated = {.cc = &truncated_cc, .target = &truncated};
/* The pseudo-root: its children are the roots (a thread's first function,
 * a function entered from unprofiled or flat-mode code). Not a node. */
static struct ccprof_node roots = {.target = &roots};

/* The node up the stack that n stands for, or NULL if n is no alias. */
static struct ccprof_node *alias_of(const struct ccprof_node *n) {
  return n->target != n ? n->target : NULL;
}

/* Past the cap: one context per function under "(truncated)", so that the
 * flat counts and times stay exact. Indexed by the record's registry index;
 * reserved at the first overflow. */
static struct ccprof_node *overflow;
static struct ccprof_node *arena; /* cap nodes, reserved */
static size_t cap;                /* CCPROF_MAX_NODES, or the environment's */
static size_t used;               /* nodes handed out, under lock */
static int lock_word;

static void lock(void) {
  while (__atomic_exchange_n(&lock_word, 1, __ATOMIC_ACQUIRE))
    while (__atomic_load_n(&lock_word, __ATOMIC_RELAXED))
      __builtin_ia32_pause();
}
static void unlock(void) { __atomic_store_n(&lock_word, 0, __ATOMIC_RELEASE); }

static int is_node(const void *p) {
  const struct ccprof_node *a = __atomic_load_n(&arena, __ATOMIC_ACQUIRE);
  const struct ccprof_node *o = __atomic_load_n(&overflow, __ATOMIC_ACQUIRE);
  const struct ccprof_node *n = (const struct ccprof_node *)p;
  return n == &truncated || (a && n >= a && n < a + cap) ||
         (o && n >= o && n < o + CCPROF_MAX_RECORDS);
}

static int is_overflow(const struct ccprof_node *n) {
  const struct ccprof_node *o = __atomic_load_n(&overflow, __ATOMIC_ACQUIRE);
  return n == &truncated || (o && n >= o && n < o + CCPROF_MAX_RECORDS);
}

/* The "(truncated)" context of cc (under the lock). */
static struct ccprof_node *overflow_node(struct __ccprof_cc *cc) {
  if (!overflow) {
    void *p = mmap(NULL, CCPROF_MAX_RECORDS * sizeof(struct ccprof_node), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      return &truncated;
    __atomic_store_n(&overflow, (struct ccprof_node *)p, __ATOMIC_RELEASE);
  }
  if (cc->index >= CCPROF_MAX_RECORDS)
    return &truncated;
  struct ccprof_node *n = &overflow[cc->index];
  if (!n->cc) {
    n->cc = cc;
    n->parent = &truncated;
    n->target = n;
    n->depth = 1;
    n->sibling = truncated.children;
    __atomic_store_n(&truncated.children, n, __ATOMIC_RELEASE);
  }
  return n;
}

static struct ccprof_node *child(struct ccprof_node *head, const struct __ccprof_cc *cc) {
  for (struct ccprof_node *n = __atomic_load_n(&head->children, __ATOMIC_ACQUIRE); n;
       n = n->sibling)
    if (n->cc == cc)
      return n;
  return NULL;
}

/* A new child of head (under the lock): an alias of the node for cc up the
 * stack from parent, if there is one, else a node of its own. */
static struct ccprof_node *add_child(struct ccprof_node *head, struct ccprof_node *parent,
                                     struct __ccprof_cc *cc) {
  struct ccprof_node *n = child(head, cc); /* another thread was first */
  if (n)
    return n;
  if (!arena) {
    const char *v = getenv("CCPROF_MAX_NODES");
    char *end;
    unsigned long long want = v && *v ? strtoull(v, &end, 10) : CCPROF_MAX_NODES;
    if (!v || !*v || *end || want == 0 || want > CCPROF_MAX_NODES) {
      if (v && *v)
        ccprof_warn("ignoring CCPROF_MAX_NODES='", v, "': expected 1 to 1048576");
      want = CCPROF_MAX_NODES;
    }
    void *p = mmap(NULL, want * sizeof(struct ccprof_node), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      return overflow_node(cc);
    cap = want;
    __atomic_store_n(&arena, (struct ccprof_node *)p, __ATOMIC_RELEASE);
  }
  if (used == cap)
    return overflow_node(cc);
  n = &arena[used++];
  n->cc = cc;
  n->parent = parent;
  n->depth = parent ? parent->depth + 1 : 0;
  n->target = n;
  for (struct ccprof_node *a = parent; a; a = a->parent)
    if (a->cc == cc) {
      n->target = a;
      break;
    }
  n->sibling = head->children;
  __atomic_store_n(&head->children, n, __ATOMIC_RELEASE);
  return n;
}

/* The slow path of a profiled function's entry: the pass inlines the
 * common case (`cur` is the parent of the node in the function's cache;
 * the entry goes to that node's target). The caller counts the entry.
 * Self-recursion is an alias child like any other recursion (of `cur`
 * itself), cached, so the inline lookup needs no test of its own for it.
 * Called through __ccprof_stack_push, below. */
CCPROF_HIDDEN struct ccprof_node *ccprof_push_slow(void *cur, struct __ccprof_cc *cc,
                                                   struct ccprof_node **cache);
struct ccprof_node *ccprof_push_slow(void *cur, struct __ccprof_cc *cc,
                                     struct ccprof_node **cache) {
  struct ccprof_node *parent = is_node(cur) ? (struct ccprof_node *)cur : NULL;
  struct ccprof_node *n;
  if (parent && is_overflow(parent)) { /* beyond the cap: stay there */
    lock();
    n = overflow_node(cc);
    unlock();
    return n;
  }
  struct ccprof_node *head = parent ? parent : &roots;
  n = child(head, cc);
  if (!n) {
    lock();
    n = add_child(head, parent, cc);
    unlock();
  }
  /* Cached even if it is an alias (its parent is the one looked for; the
   * inline lookup returns its target): a function that recurses through
   * others (Lua's luaD_callnoyield under lua_callk under a comparator
   * called by luaV_execute) otherwise takes this path on every such call. */
  if (!is_overflow(n))
    __atomic_store_n(cache, n, __ATOMIC_RELEASE);
  return n->target;
}

/* The whole entry lookup, as the pass emits it before the optimizer (one
 * call, so that the inliner weighs an entry as in flat mode); the pass's
 * late clean-up expands each call inline into the same steps
 * (passes/StackLookup.cpp), so this runs only where that clean-up did not
 * (an LTO link without the plugin). */
CCPROF_EXPORT struct ccprof_node *__ccprof_stack_enter(void *cur, struct __ccprof_cc *cc,
                                                       struct ccprof_node **cache,
                                                       struct ccprof_node **last) {
  struct ccprof_node *n = __atomic_load_n(last, __ATOMIC_ACQUIRE);
  if (n->parent == cur)
    return n->target;
  struct ccprof_node **slot =
      cache + (((uintptr_t)cur >> CCPROF_CTX_SHIFT) & (CCPROF_CTX_WAYS - 1));
  n = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (n && n->parent == cur) {
    __atomic_store_n(last, n, __ATOMIC_RELAXED);
    return n->target;
  }
  return ccprof_push_slow(cur, cc, slot);
}

/* __ccprof_stack_push: on x86-64 with LLVM's preserve_most convention (the pass
 * calls it so there), which keeps every general register but r11 and rax:
 * the entry code of a leaf function, whose slow path calls it, then needs
 * no frame of saved registers on its fast path. The C function follows the
 * usual convention, so the trampoline saves what that one may clobber
 * (vector registers are the caller's to save under preserve_most too).
 * Elsewhere it is the C function itself. */
#if defined(__x86_64__)
__asm__(".text\n"
        ".globl __ccprof_stack_push\n"
        ".type __ccprof_stack_push, @function\n"
        "__ccprof_stack_push:\n"
        ".cfi_startproc\n"
        "endbr64\n" /* a PLT's jump lands here: a valid target under CET/IBT */
        "push %rcx\n.cfi_adjust_cfa_offset 8\n"
        "push %rdx\n.cfi_adjust_cfa_offset 8\n"
        "push %rsi\n.cfi_adjust_cfa_offset 8\n"
        "push %rdi\n.cfi_adjust_cfa_offset 8\n"
        "push %r8\n.cfi_adjust_cfa_offset 8\n"
        "push %r9\n.cfi_adjust_cfa_offset 8\n"
        "push %r10\n.cfi_adjust_cfa_offset 8\n" /* 7 words: %rsp 16-aligned */
        "call ccprof_push_slow\n"
        "pop %r10\n.cfi_adjust_cfa_offset -8\n"
        "pop %r9\n.cfi_adjust_cfa_offset -8\n"
        "pop %r8\n.cfi_adjust_cfa_offset -8\n"
        "pop %rdi\n.cfi_adjust_cfa_offset -8\n"
        "pop %rsi\n.cfi_adjust_cfa_offset -8\n"
        "pop %rdx\n.cfi_adjust_cfa_offset -8\n"
        "pop %rcx\n.cfi_adjust_cfa_offset -8\n"
        "ret\n"
        ".cfi_endproc\n"
        ".size __ccprof_stack_push, .-__ccprof_stack_push\n");
#else
CCPROF_EXPORT struct ccprof_node *__ccprof_stack_push(void *cur, struct __ccprof_cc *cc,
                                                struct ccprof_node **cache) {
  return ccprof_push_slow(cur, cc, cache);
}
#endif

/* The lazy mode's CAFs (CCProfData.h, CCPROF_CAF_ATTR): the node of the
 * CAF cost centre caf under the root of cur's stack (MAIN;CAF in a
 * lazy-mini program), as GHC evaluates a CAF. Once per CAF: not inlined. */
CCPROF_EXPORT struct ccprof_node *__ccprof_stack_caf(void *cur, struct __ccprof_cc *caf,
                                                     struct ccprof_node **cache) {
  struct ccprof_node *root = is_node(cur) ? (struct ccprof_node *)cur : NULL;
  while (root && root->parent && !is_overflow(root))
    root = root->parent;
  return ccprof_push_slow(root, caf, cache);
}

/* The record of a node, or p itself (a record): for a language runtime
 * that keeps `current` in its objects (lazy-mini's heap census). */
CCPROF_EXPORT const struct __ccprof_cc *__ccprof_cost_centre_of(const void *p) {
  return is_node(p) ? ((const struct ccprof_node *)p)->cc : (const struct __ccprof_cc *)p;
}

/* ---- at exit ------------------------------------------------------------- */

/* Whether a is listed before b: more inherited ticks, more entries, name. */
static int before(const struct ccprof_node *a, const struct ccprof_node *b) {
  if (a->inherited != b->inherited)
    return a->inherited > b->inherited;
  if (a->entries != b->entries)
    return a->entries > b->entries;
  const char *x = a->cc->name ? a->cc->name : "", *y = b->cc->name ? b->cc->name : "";
  return strcmp(x, y) < 0;
}

/* Sorts head's children (insertion sort of the list) and drops the aliases
 * from it: they carry nothing of their own. */
static void sort_children(struct ccprof_node *head) {
  struct ccprof_node *sorted = NULL, *n = head->children;
  while (n) {
    struct ccprof_node *next = n->sibling;
    if (!alias_of(n)) {
      struct ccprof_node **at = &sorted;
      while (*at && before(*at, n))
        at = &(*at)->sibling;
      n->sibling = *at;
      *at = n;
    }
    n = next;
  }
  head->children = sorted;
}

/* Adds what n counted since the last fold to its record's calls, ticks
 * and alloc. */
static void fold(struct ccprof_node *n) {
  uint64_t e = __atomic_load_n(&n->entries, __ATOMIC_RELAXED);
  uint64_t t = __atomic_load_n(&n->ticks, __ATOMIC_RELAXED);
  uint64_t b = __atomic_load_n(&n->alloc, __ATOMIC_RELAXED);
  __atomic_fetch_add(&n->cc->calls, e - n->folded_entries, __ATOMIC_RELAXED);
  __atomic_fetch_add(&n->cc->ticks, t - n->folded_ticks, __ATOMIC_RELAXED);
  __atomic_fetch_add(&n->cc->alloc, b - n->folded_alloc, __ATOMIC_RELAXED);
  n->folded_entries = e;
  n->folded_ticks = t;
  n->folded_alloc = b;
}

const struct ccprof_node *ccprof_stacks_finish(void) {
  struct ccprof_node *a = __atomic_load_n(&arena, __ATOMIC_ACQUIRE);
  lock(); /* no new nodes from here on (threads still running wait) */
  size_t n = a ? used : 0;
  if (!n && !truncated.children)
    return NULL; /* flat mode: the lock stays taken, no push will come */
  for (size_t i = 0; i < n; ++i)
    if (!alias_of(&a[i]))
      fold(&a[i]);
  for (size_t i = 0; i < n; ++i) {
    a[i].inherited = alias_of(&a[i]) ? 0 : a[i].folded_ticks;
    a[i].inherited_alloc = alias_of(&a[i]) ? 0 : a[i].folded_alloc;
  }
  /* A child comes after its parent in the arena: totals from the end. */
  for (size_t i = n; i-- > 0;)
    if (a[i].parent && !alias_of(&a[i])) {
      a[i].parent->inherited += a[i].inherited;
      a[i].parent->inherited_alloc += a[i].inherited_alloc;
    }
  /* "(truncated)": a context per function past the cap, counted as any. */
  truncated.inherited = truncated.inherited_alloc = truncated.entries = 0;
  for (struct ccprof_node *o = truncated.children; o; o = o->sibling) {
    fold(o);
    o->inherited = o->folded_ticks;
    o->inherited_alloc = o->folded_alloc;
    truncated.inherited += o->inherited;
    truncated.inherited_alloc += o->inherited_alloc;
    truncated.entries += o->folded_entries;
  }
  sort_children(&roots);
  sort_children(&truncated);
  for (size_t i = 0; i < n; ++i)
    sort_children(&a[i]);
  if (truncated.children) { /* after the roots */
    struct ccprof_node **at = &roots.children;
    while (*at)
      at = &(*at)->sibling;
    *at = &truncated;
  }
  uint32_t k = 0;
  for (const struct ccprof_node *m = roots.children; m; m = ccprof_node_next(m, &roots))
    ((struct ccprof_node *)m)->number = ++k;
  return &roots;
}

/* The next context after n (NULL: the first) in the arena and then under
 * "(truncated)", in no particular order: for the visits below. */
static struct ccprof_node *any_next(struct ccprof_node *n) {
  struct ccprof_node *a = __atomic_load_n(&arena, __ATOMIC_ACQUIRE);
  size_t k = __atomic_load_n(&used, __ATOMIC_ACQUIRE);
  if (!n)
    return a && k ? a : __atomic_load_n(&truncated.children, __ATOMIC_ACQUIRE);
  if (a && n >= a && n < a + k)
    return n + 1 < a + k ? n + 1 : __atomic_load_n(&truncated.children, __ATOMIC_ACQUIRE);
  return n->sibling;
}

void ccprof_stacks_unload(const struct __ccprof_cc *b, const struct __ccprof_cc *e,
                          struct __ccprof_cc *copy) {
  static struct __ccprof_cc gone = {0, 0, "(unloaded)", "", "", 0, 0, 0, 0};
  for (struct ccprof_node *n = any_next(NULL); n; n = any_next(n)) {
    if (n->cc < b || n->cc >= e)
      continue;
    if (!copy)
      n->cc = &gone;
    else if (!alias_of(n)) /* an alias has nothing; its cc is only compared */
      fold(n);
  }
}

void ccprof_stacks_retarget(const struct __ccprof_cc *b, const struct __ccprof_cc *e,
                            struct __ccprof_cc *copy) {
  for (struct ccprof_node *n = any_next(NULL); n; n = any_next(n))
    if (n->cc >= b && n->cc < e)
      n->cc = copy + (n->cc - b);
}

void ccprof_stacks_reset(void) {
  struct ccprof_node *a = __atomic_load_n(&arena, __ATOMIC_ACQUIRE);
  for (size_t i = 0; a && i < used; ++i)
    a[i].entries = a[i].ticks = a[i].alloc = a[i].folded_entries = a[i].folded_ticks =
        a[i].folded_alloc = 0;
  struct ccprof_node *o = __atomic_load_n(&overflow, __ATOMIC_ACQUIRE);
  for (struct ccprof_node *m = o ? truncated.children : NULL; m; m = m->sibling)
    m->entries = m->ticks = m->alloc = m->folded_entries = m->folded_ticks = m->folded_alloc = 0;
  lock_word = 0; /* the child has one thread: no one holds it */
}

/* ---- periodic snapshots (snapshot.c) --------------------------------------- */

static int trylock(void) { return !__atomic_exchange_n(&lock_word, 1, __ATOMIC_ACQUIRE); }

/* Room for n pairs of counts in *p (which has room for *have), the new
 * ones zero. */
static int grow_pairs(uint64_t **p, size_t *have, size_t n) {
  if (n <= *have)
    return 1;
  size_t want = *have ? *have : 64;
  while (want < n)
    want *= 2;
  uint64_t *q = realloc(*p, want * 2 * sizeof *q);
  if (!q)
    return 0;
  memset(q + *have * 2, 0, (want - *have) * 2 * sizeof *q);
  *p = q;
  *have = want;
  return 1;
}

/* c: a copy of context n with what it gained since the last snapshot
 * (prev: its two counts then); what n holds that its record does not yet
 * goes to calls[] and ticks[]. folded_entries of the copy: the entries in
 * it and below (to leave out what gained nothing). */
static void take(struct ccprof_node *c, struct ccprof_node *n, uint64_t *prev, uint64_t *calls,
                 uint64_t *ticks, size_t nrec) {
  uint64_t e = __atomic_load_n(&n->entries, __ATOMIC_RELAXED);
  uint64_t t = __atomic_load_n(&n->ticks, __ATOMIC_RELAXED);
  size_t i = n->cc->index;
  if (i < nrec && ccprof_registry_record(i) == n->cc) { /* not "(unloaded)" */
    calls[i] += e > n->folded_entries ? e - n->folded_entries : 0;
    ticks[i] += t > n->folded_ticks ? t - n->folded_ticks : 0;
  }
  memset(c, 0, sizeof *c);
  c->cc = n->cc;
  c->depth = n->depth;
  c->entries = ccprof_gained(e, &prev[0]);
  c->ticks = ccprof_gained(t, &prev[1]);
  c->inherited = c->ticks;
  c->folded_entries = c->entries;
}

/* Links the copies [0, k) that gained something below their parents,
 * sorts and numbers the delta tree (the "(truncated)" root last). */
static void link_delta(struct ccprof_stacks_snap *s, size_t k) {
  for (size_t i = 0; i < k; ++i) {
    struct ccprof_node *c = &s->copy[i];
    if (!c->cc || (!c->inherited && !c->folded_entries))
      continue;
    struct ccprof_node *head = c->parent ? c->parent : &s->root;
    c->sibling = head->children;
    head->children = c;
  }
  sort_children(&s->root);
  sort_children(&s->truncated);
  for (size_t i = 0; i < k; ++i)
    sort_children(&s->copy[i]);
  if (s->truncated.children) {
    struct ccprof_node **at = &s->root.children;
    while (*at)
      at = &(*at)->sibling;
    *at = &s->truncated;
  }
  uint32_t num = 0;
  for (const struct ccprof_node *m = s->root.children; m; m = ccprof_node_next(m, &s->root))
    ((struct ccprof_node *)m)->number = ++num;
}

int ccprof_stacks_delta(struct ccprof_stacks_snap *s, int (*stopping)(void), uint64_t *calls,
                        uint64_t *ticks, size_t nrec, const struct ccprof_node **tree) {
  *tree = NULL;
  while (!trylock()) /* nodes below `used` are complete once it is read here */
    if (stopping())
      return 0;
  struct ccprof_node *a = arena;
  size_t n = a ? used : 0;
  unlock();
  struct ccprof_node *ov = __atomic_load_n(&truncated.children, __ATOMIC_ACQUIRE);
  size_t nov = 0;
  for (struct ccprof_node *o = ov; o; o = o->sibling)
    ++nov;
  if (!n && !nov)
    return 1; /* flat mode, or no context entered yet */
  if (!grow_pairs(&s->prev, &s->nprev, n) || !grow_pairs(&s->ov_prev, &s->nov, nrec))
    return 0;
  if (n + nov > s->ncopy) {
    struct ccprof_node *c = realloc(s->copy, (n + nov) * 2 * sizeof *c);
    if (!c)
      return 0;
    s->copy = c;
    s->ncopy = (n + nov) * 2;
  }
  memset(&s->root, 0, sizeof s->root);
  memset(&s->truncated, 0, sizeof s->truncated);
  s->truncated.cc = &truncated_cc;
  for (size_t i = 0; i < n; ++i) {
    if (alias_of(&a[i])) { /* carries nothing */
      s->copy[i].cc = NULL;
      continue;
    }
    take(&s->copy[i], &a[i], &s->prev[2 * i], calls, ticks, nrec);
    s->copy[i].parent = a[i].parent ? &s->copy[a[i].parent - a] : NULL;
  }
  size_t k = n;
  for (struct ccprof_node *o = ov; o; o = o->sibling) {
    if (o->cc->index >= nrec)
      continue;
    struct ccprof_node *c = &s->copy[k++];
    take(c, o, &s->ov_prev[2 * o->cc->index], calls, ticks, nrec);
    c->parent = &s->truncated;
    s->truncated.entries += c->entries;
    s->truncated.inherited += c->inherited;
  }
  s->truncated.folded_entries = s->truncated.entries;
  for (size_t i = n; i-- > 0;) /* a child after its parent: totals from the end */
    if (s->copy[i].cc && s->copy[i].parent) {
      s->copy[i].parent->inherited += s->copy[i].inherited;
      s->copy[i].parent->folded_entries += s->copy[i].folded_entries;
    }
  link_delta(s, k);
  *tree = &s->root;
  return 1;
}

void ccprof_stacks_final_delta(struct ccprof_stacks_snap *s) {
  struct ccprof_node *a = arena;
  size_t n = a ? used : 0;
  for (size_t i = 0; i < n; ++i) {
    if (alias_of(&a[i]))
      continue;
    uint64_t pe = i < s->nprev ? s->prev[2 * i] : 0, pt = i < s->nprev ? s->prev[2 * i + 1] : 0;
    a[i].entries = a[i].entries > pe ? a[i].entries - pe : 0;
    a[i].ticks = a[i].ticks > pt ? a[i].ticks - pt : 0;
    a[i].inherited = a[i].ticks;
  }
  for (size_t i = n; i-- > 0;)
    if (a[i].parent && !alias_of(&a[i]))
      a[i].parent->inherited += a[i].inherited;
  truncated.entries = truncated.inherited = 0;
  for (struct ccprof_node *o = truncated.children; o; o = o->sibling) {
    size_t x = o->cc->index;
    uint64_t pe = x < s->nov ? s->ov_prev[2 * x] : 0, pt = x < s->nov ? s->ov_prev[2 * x + 1] : 0;
    o->entries = o->entries > pe ? o->entries - pe : 0;
    o->ticks = o->ticks > pt ? o->ticks - pt : 0;
    o->inherited = o->ticks;
    truncated.entries += o->entries;
    truncated.inherited += o->inherited;
  }
}
