// sml-mini's generational collector (frontends/sml-mini/runtime/sml_gc.c):
// survivors keep their contents, objects the stack points to stay put,
// promoted objects leave the nursery, and the write barrier keeps a young
// object alive through an old one.
#include <catch2/catch.hpp>

#include <gc.h>
#include <pthread.h>

#include <cstring>

extern "C" {
#include "sml_gc.h"
#include "sml_runtime.h"
}

// The precise roots smlc would emit for two top-level values.
static int64_t Global0 = SML_UNIT, Global1 = SML_UNIT;
extern "C" int64_t *const sml_global_roots[] = {&Global0, &Global1};
extern "C" const int64_t sml_global_root_count = 2;

namespace {

void initOnce() {
  static bool Done = false;
  if (Done)
    return;
  Done = true;
  GC_INIT();
  // The whole stack is the conservative root (the test's frames hold values).
  pthread_attr_t A;
  void *Lo;
  size_t Size;
  pthread_getattr_np(pthread_self(), &A);
  pthread_attr_getstack(&A, &Lo, &Size);
  pthread_attr_destroy(&A);
  sml_gc_init(static_cast<char *>(Lo) + Size);
}

value *tuple(std::initializer_list<value> Fields) {
  auto *O = static_cast<value *>(sml_alloc(1 + Fields.size()));
  O[0] = (value)SML_HEADER(SML_TUPLE, Fields.size(), 0);
  size_t I = 1;
  for (value F : Fields)
    O[I++] = F;
  return O;
}
value ptr(value *O) { return (value)(intptr_t)O; }
value *obj(value V) { return (value *)(intptr_t)V; }

// A list 0 :: 1 :: ... :: n-1 built in the nursery.
value list(int64_t N) {
  value L = SML_IMM(SML_CON_TAG(SML_TYPE_LIST, 0));
  for (int64_t I = N - 1; I >= 0; --I) {
    auto *C = static_cast<value *>(sml_alloc(3));
    C[0] = (value)SML_HEADER(SML_CON, 2, SML_CON_TAG(SML_TYPE_LIST, 1));
    C[1] = SML_INT(I);
    C[2] = L;
    L = ptr(C);
  }
  return L;
}
int64_t sum(value L) {
  int64_t S = 0;
  for (; SML_IS_PTR(L); L = obj(L)[2])
    S += SML_UNTAG(obj(L)[1]);
  return S;
}
// Allocates garbage until at least `Collections` minor collections ran.
void churn(uint64_t Collections) {
  uint64_t Start = fe_gc_get_stats().minor;
  while (fe_gc_get_stats().minor < Start + Collections)
    (void)tuple({SML_INT(1), SML_INT(2), SML_INT(3)});
}

} // namespace

TEST_CASE("a value the stack holds is pinned: same address, same contents", "[sml-gc]") {
  initOnce();
  value *T = tuple({SML_INT(7), ptr(tuple({SML_INT(8)}))});
  value *Before = T;
  churn(3);
  REQUIRE(T == Before);
  REQUIRE(fe_gc_is_young(ptr(T)));
  REQUIRE(SML_KIND(T[0]) == SML_TUPLE); // the pin bit is cleared again
  REQUIRE(SML_UNTAG(T[1]) == 7);
  // What it points to was copied (the stack does not point at it)...
  value Inner = T[2];
  REQUIRE(SML_KIND(obj(Inner)[0]) == SML_TUPLE);
  REQUIRE(SML_UNTAG(obj(Inner)[1]) == 8);
}

// Cells of the list in Global0 still in the nursery. Built and walked in
// frames of their own, so that the test's frame holds no pointer into it
// (a stale stack word could still pin a cell: conservative scanning).
__attribute__((noinline)) void makeGlobalList(int64_t N) { Global0 = list(N); }
__attribute__((noinline)) int64_t youngCells() {
  int64_t N = 0;
  for (value L = Global0; SML_IS_PTR(L); L = obj(L)[2])
    N += fe_gc_is_young(L);
  return N;
}
__attribute__((noinline)) int64_t sumGlobal() { return sum(Global0); }

TEST_CASE("a top-level value survives in the nursery once, then is promoted", "[sml-gc]") {
  initOnce();
  makeGlobalList(1000);
  churn(1);
  // Copied once within the nursery (aged), contents intact.
  REQUIRE(youngCells() == 1000);
  REQUIRE(sumGlobal() == 999 * 1000 / 2);
  churn(2);
  // After a second survival it lives in the Boehm heap (but for a few
  // cells stale stack words may pin).
  REQUIRE(youngCells() <= 10);
  REQUIRE(sumGlobal() == 999 * 1000 / 2);
  Global0 = SML_UNIT;
}

TEST_CASE("the write barrier keeps a young value of an old object alive", "[sml-gc]") {
  initOnce();
  // An object bigger than a chunk is old at birth.
  value *Old = static_cast<value *>(sml_alloc(5000));
  Old[0] = (value)SML_HEADER(SML_REF, 4999, 0);
  for (int I = 1; I < 5000; ++I)
    Old[I] = SML_INT(0);
  Global1 = ptr(Old);
  REQUIRE_FALSE(fe_gc_is_young(Global1));
  churn(1);
  for (int Round = 0; Round < 20; ++Round) {
    value L = list(100 + Round);
    REQUIRE(fe_gc_is_young(L));
    sml_write(&obj(Global1)[1 + Round], L);
    L = SML_UNIT;
    churn(2);
  }
  for (int Round = 0; Round < 20; ++Round) {
    value L = obj(Global1)[1 + Round];
    REQUIRE(sum(L) == (99 + Round) * (100 + Round) / 2);
  }
  Global1 = SML_UNIT;
}

TEST_CASE("a big object's initial young fields are updated", "[sml-gc]") {
  initOnce();
  value *Big = static_cast<value *>(sml_alloc(3000));
  Big[0] = (value)SML_HEADER(SML_TUPLE, 2999, 0);
  for (int I = 1; I < 3000; ++I)
    Big[I] = list(3);
  Global1 = ptr(Big);
  Big = nullptr;
  churn(4);
  for (int I = 1; I < 3000; ++I)
    REQUIRE(sum(obj(Global1)[I]) == 3);
  Global1 = SML_UNIT;
}

TEST_CASE("strings are copied byte for byte", "[sml-gc]") {
  initOnce();
  const char *Text = "the quick brown fox";
  size_t Len = strlen(Text);
  auto *S = static_cast<value *>(sml_alloc_atomic(8 + Len + 1));
  S[0] = (value)SML_HEADER(SML_STRING, Len, 0);
  memcpy(S + 1, Text, Len + 1);
  Global0 = ptr(tuple({ptr(S)}));
  S = nullptr;
  churn(3);
  value Str = obj(Global0)[1];
  REQUIRE(SML_LEN(obj(Str)[0]) == Len);
  REQUIRE(std::string((const char *)(obj(Str) + 1)) == Text);
  Global0 = SML_UNIT;
}

// The chunk allocation stopped in when a collection came: if a pin keeps
// it, later walks of it stop where allocation stopped. The words after it
// are stale (objects of an earlier cycle, written here by hand), which a
// stale stack word must not revive: their fields point at memory reused
// since.
TEST_CASE("a pinned chunk is walked only as far as it was allocated", "[sml-gc]") {
  initOnce();
  fe_gc_minor();
  value *U = tuple({SML_INT(7), SML_INT(8)}); // the first object of a chunk
  auto *Stale = reinterpret_cast<value *>(fe_hp);
  REQUIRE(Stale == U + 3);
  Stale[0] = (value)SML_HEADER(SML_TUPLE, 2, 0);
  Stale[1] = SML_INT(1);
  Stale[2] = SML_INT(2);
  volatile uintptr_t Ambiguous = (uintptr_t)Stale; // a stale stack word
  fe_gc_minor(); // U pins the chunk it was being allocated in
  uint64_t Before = fe_gc_get_stats().pinned_objects;
  fe_gc_minor(); // the pinned chunk's walk: U, and nothing after it
  REQUIRE(fe_gc_get_stats().pinned_objects - Before == 1);
  REQUIRE(SML_UNTAG(U[1]) == 7);
  REQUIRE(Ambiguous == (uintptr_t)(U + 3));
}

// Boehm collects the old generation; a young object may be all that points
// to an old one (push_nursery makes the chunks in use Boehm roots).
namespace {
__attribute__((noinline)) value *youngOverOldList() {
  makeGlobalList(2000);
  churn(2); // promoted (but for a few cells stale stack words may pin)
  REQUIRE(youngCells() <= 10);
  value *T = tuple({Global0});
  Global0 = SML_UNIT;
  return T;
}
__attribute__((noinline)) void reuseFreedMemory() {
  for (int I = 0; I < 20000; ++I) {
    auto *P = static_cast<value *>(GC_MALLOC(24));
    P[0] = P[1] = P[2] = (value)0x5a5a5a5a5a5a5a5aull;
  }
}
} // namespace

TEST_CASE("an old object only a young one points to survives a major collection", "[sml-gc]") {
  initOnce();
  value *T = youngOverOldList();
  REQUIRE(fe_gc_is_young(ptr(T)));
  GC_gcollect();
  reuseFreedMemory();
  REQUIRE(sum(T[1]) == 1999 * 2000 / 2);
}
