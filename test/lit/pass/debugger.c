// What gdb shows of a profiled -O0 -g program is what it shows without the
// plugin. The entry code has line 0 and follows the parameter spills, so the
// line table's prologue_end (where `break f` stops) stays on the first
// statement, after the spills: the arguments have their values. At -O0
// (optnone) there is no recursion clone, so `break eval` has one location
// that every recursive call enters.
// REQUIRES: gdb
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang-prof -O0 %s %rtlib -o %t/o0
// RUN: env CCPROF_FILE=%t/o0.json gdb -nx -batch -ex 'break partition' -ex 'break eval' \
// RUN:   -ex run -ex 'info args' -ex continue -ex continue -ex continue -ex bt -ex 'info breakpoints' \
// RUN:   %t/o0 2>&1 | FileCheck %s --check-prefix=O0
// O0:      Breakpoint 1 at {{.*}}: file {{.*}}debugger.c, line [[#PLINE:]].
// O0-NEXT: Breakpoint 2 at {{.*}}: file {{.*}}debugger.c, line [[#ELINE:]].
// O0:      Breakpoint 1, partition (a=0x{{[0-9a-f]+}}, lo=0, hi=4, cmp=0x{{[0-9a-f]+}} <cmp_int>) at
// O0:      a = 0x{{[0-9a-f]+}}
// O0-NEXT: lo = 0
// O0-NEXT: hi = 4
// O0-NEXT: cmp = 0x{{[0-9a-f]+}} <cmp_int>
// O0:      Breakpoint 2, eval (n=10) at
// O0:      Breakpoint 2, eval (n=9) at
// O0:      Breakpoint 2, eval (n=8) at
// O0:      #0  eval (n=8) at
// O0-NEXT: #1  {{.*}} in eval (n=9) at
// O0-NEXT: #2  {{.*}} in eval (n=10) at
// O0-NEXT: #3  {{.*}} in main () at
// O0:      2 breakpoint keep y {{.*}} in eval at {{.*}}debugger.c:[[#ELINE]]
// O0-NEXT: breakpoint already hit 3 times
// O0-NOT:  2.2
//
// With optimization the recursive calls go to the clone eval.ccprof.rec,
// which debug info names eval too, marked artificial: `break eval` also
// stops in the recursive calls (one more location: the clone), and
// backtraces read eval at every level.
// RUN: %clang-prof -O1 %s %rtlib -o %t/o1
// RUN: env CCPROF_FILE=%t/o1.json gdb -nx -batch -ex 'break eval' -ex run -ex continue -ex bt \
// RUN:   %t/o1 2>&1 | FileCheck %s --check-prefix=O1
// RUN: llvm-dwarfdump %t/o1 | FileCheck %s --check-prefix=DWARF
// O1:      Breakpoint 1 at {{.*}}: eval. ({{[0-9]+}} locations)
// O1:      #0 {{.*}}eval (n=9) at
// O1-NEXT: #1 {{.*}}eval (n=10) at
// DWARF:      DW_AT_name ("eval")
// DWARF-NOT:  DW_TAG
// DWARF:      DW_AT_artificial (true)
#include <stdio.h>

static int cmp_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

int partition(int *a, int lo, int hi, int (*cmp)(const void *, const void *)) {
  int p = a[hi], i = lo;
  for (int j = lo; j < hi; ++j)
    if (cmp(&a[j], &p) < 0) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
      ++i;
    }
  int t = a[i];
  a[i] = a[hi];
  a[hi] = t;
  return i;
}

int eval(int n) { return n <= 1 ? n : eval(n - 1) + eval(n - 2); }

int main(void) {
  int v[] = {5, 3, 9, 1, 7};
  int k = partition(v, 0, 4, cmp_int);
  printf("%d %d\n", k, eval(10));
  return 0;
}
