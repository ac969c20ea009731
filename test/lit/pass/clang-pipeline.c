// The plugin instruments through clang at every optimization level and in
// the -flto pre-link pipeline (the records are in the bitcode), exactly once.
// The late clean-up runs at the end of a normal compile (no fence is left for
// the code generator) but not before LTO, whose link-time optimizer still
// needs the fences.
// RUN: %clang-prof -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang-prof -O1 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang-prof -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang-prof -O3 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang-prof -Os -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang-prof -O2 -flto -c %s -o %t.bc
// RUN: %llvm-dis %t.bc -o - | FileCheck %s
// RUN: %clang-prof -O2 -flto=thin -c %s -o %t.thin.bc
// RUN: %llvm-dis %t.thin.bc -o - | FileCheck %s
// RUN: %clang-prof -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=CLEAN
// RUN: %clang-prof -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=CLEAN
// RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LTO
// RUN: %llvm-dis %t.thin.bc -o - | FileCheck %s --check-prefix=LTO
// The full-LTO link pipeline (as a linker with the plugin runs it) cleans up.
// RUN: %opt-ccprof -passes='lto<O2>' %t.bc -S -o - | FileCheck %s --check-prefix=CLEAN

// CHECK-DAG: @__ccprof_cc.square = internal global {{.*}} section "__ccprof_cc"
// CHECK-DAG: @__ccprof_cc.entry = internal global {{.*}} section "__ccprof_cc"
// CHECK-LABEL: define {{.*}}@entry(
// CHECK-DAG:     store atomic ptr @__ccprof_cc.entry, ptr @__ccprof_current monotonic
// CHECK-DAG:     load i64, ptr @__ccprof_cc.entry
// CHECK-NOT:     load i64, ptr @__ccprof_cc.entry
// CHECK:         ret i32
// CHECK: !"ccprof.instrumented"

// CLEAN-LABEL: define {{.*}}@entry(
// CLEAN-NOT:   fence
// CLEAN:       ret i32
// LTO-LABEL:   define {{.*}}@entry(
// LTO:         store atomic ptr @__ccprof_cc.entry, ptr @__ccprof_current monotonic
// LTO-NEXT:    fence syncscope("singlethread") seq_cst

static int square(int x) { return x * x; }

int entry(int x) { return square(x) + 1; }
