// -ccprof-exclude and -ccprof-only may be repeated, and then accumulate: a
// function whose name matches any of them counts. Through opt, clang -mllvm,
// and `ccprof cc`, which forwards each --ccprof-exclude= as one -mllvm (the
// CMake package's EXCLUDE/ONLY lists do the same: test/install).
// RUN: %clang -O0 -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: %opt-ccprof -passes=ccprof,verify -S %t.ll -ccprof-exclude='^helper_a$' -ccprof-exclude='^helper_b$' | FileCheck %s --check-prefix=EXCL
// RUN: %opt-ccprof -passes=ccprof,verify -S %t.ll -ccprof-only='^helper_a$' -ccprof-only='^helper_b$' | FileCheck %s --check-prefix=ONLY
// An empty value adds no expression (it does not exclude everything).
// RUN: %opt-ccprof -passes=ccprof,verify -S %t.ll -ccprof-exclude= -ccprof-exclude='^helper_b$' | FileCheck %s --check-prefix=ONE
// RUN: %clang-prof -O0 -S -emit-llvm %s -o - -mllvm -ccprof-exclude='^helper_a$' -mllvm -ccprof-exclude='^helper_b$' | FileCheck %s --check-prefix=EXCL
// RUN: %ccprof-cc -O0 -S -emit-llvm %s -o - '--ccprof-exclude=^helper_a$' '--ccprof-exclude=^helper_b$' | FileCheck %s --check-prefix=EXCL
// RUN: %ccprof-cc -O0 -S -emit-llvm %s -o - '--ccprof-only=^helper_a$' '--ccprof-only=^helper_b$' | FileCheck %s --check-prefix=ONLY
// A bad expression among several is named.
// RUN: not %opt-ccprof -passes=ccprof -disable-output %t.ll -ccprof-exclude='^helper_a$' -ccprof-exclude='(' 2>&1 | FileCheck %s --check-prefix=BAD

// EXCL-NOT: @__ccprof_cc.helper_a =
// EXCL-NOT: @__ccprof_cc.helper_b =
// EXCL:     @__ccprof_cc.work =
// EXCL-NOT: @__ccprof_cc.helper_a =
// EXCL-NOT: @__ccprof_cc.helper_b =

// ONLY-NOT: @__ccprof_cc.work =
// ONLY-NOT: @__ccprof_cc.main =
// ONLY-DAG: @__ccprof_cc.helper_a =
// ONLY-DAG: @__ccprof_cc.helper_b =
// ONLY-NOT: @__ccprof_cc.work =
// ONLY-NOT: @__ccprof_cc.main =

// ONE-DAG:  @__ccprof_cc.helper_a =
// ONE-DAG:  @__ccprof_cc.work =
// ONE-NOT:  @__ccprof_cc.helper_b =

// BAD: ccprof: invalid regular expression '(' for -ccprof-exclude

int helper_a(int x) { return x + 1; }
int helper_b(int x) { return x * 2; }
int work(int x) { return helper_a(x) + helper_b(x); }
int main(void) { return work(3) != 11; }
