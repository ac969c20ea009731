; Debug info: the entry code goes after the parameter spills (stores of
; arguments to their allocas, also through a constant GEP for a coerced
; aggregate) and has line 0 in the function's scope, so a debugger's
; breakpoint on the function (prologue_end: the first instruction with a
; line) is the first statement, where the parameters are in their slots
; (e2e: debugger.c). The recursion clone's subprogram keeps the name and is
; marked artificial; optnone functions (-O0) get no clone.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof,verify -ccprof-counters=thread -S %s | FileCheck %s --check-prefix=THREAD

%struct.S = type { i32, i32 }

define i32 @spills(i64 %s.coerce, i32 %n) !dbg !10 {
; CHECK-LABEL: define i32 @spills(
; CHECK-NEXT:    %s = alloca %struct.S
; CHECK-NEXT:    %n.addr = alloca i32
; CHECK-NEXT:    store i64 %s.coerce, ptr %s
; CHECK-NEXT:    %gep = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
; CHECK-NEXT:    store i32 %n, ptr %gep
; CHECK-NEXT:      #dbg_declare(ptr %s
; CHECK-NEXT:    store i32 %n, ptr %n.addr
; CHECK-NEXT:      #dbg_declare(ptr %n.addr
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.spills, ptr @__ccprof_current monotonic, align 8, !dbg [[L0:![0-9]+]]
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst, !dbg [[L0]]
; CHECK-NEXT:    %ccprof.calls = load i64, ptr @__ccprof_cc.spills, align 8, !dbg [[L0]]
; CHECK:         store i64 {{.*}}, ptr @__ccprof_cc.spills, align 8, !dbg [[L0]]
; CHECK-NEXT:    %v = load i32, ptr %n.addr, align 4, !dbg [[L5:![0-9]+]]
; THREAD-LABEL: define i32 @spills(
; THREAD:         store i32 %n, ptr %n.addr
; THREAD-NEXT:      #dbg_declare(ptr %n.addr
; THREAD-NEXT:    store atomic ptr @__ccprof_cc.spills, ptr @__ccprof_current monotonic, align 8, !dbg [[TL0:![0-9]+]]
; THREAD-NEXT:    fence syncscope("singlethread") seq_cst, !dbg [[TL0]]
; THREAD-NEXT:    %ccprof.tblock = load ptr, ptr @__ccprof_tblock, align 8, !dbg [[TL0]]
; THREAD:         call ptr @__ccprof_thread_block(), !dbg [[TL0]]
  %s = alloca %struct.S
  %n.addr = alloca i32
  store i64 %s.coerce, ptr %s
  %gep = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store i32 %n, ptr %gep
  call void @llvm.dbg.declare(metadata ptr %s, metadata !15, metadata !DIExpression()), !dbg !17
  store i32 %n, ptr %n.addr
  call void @llvm.dbg.declare(metadata ptr %n.addr, metadata !16, metadata !DIExpression()), !dbg !17
  %v = load i32, ptr %n.addr, align 4, !dbg !18
  %r = call i32 @spills(i64 %s.coerce, i32 %v), !dbg !18
  ret i32 %r, !dbg !18
}

; optnone (clang -O0): self-recursive, but not cloned.
define i32 @at_o0(i32 %n) noinline optnone !dbg !20 {
; CHECK-LABEL: define i32 @at_o0(
; CHECK:         %r = call i32 @at_o0(i32 %n)
  %r = call i32 @at_o0(i32 %n), !dbg !21
  ret i32 %r, !dbg !21
}
; CHECK-NOT: define {{.*}} @at_o0.ccprof.rec(
; CHECK: define internal i32 @spills.ccprof.rec({{.*}} !dbg [[CLONESP:![0-9]+]]
; CHECK-NOT: define {{.*}} @at_o0.ccprof.rec(

; CHECK-DAG: [[SP:![0-9]+]] = distinct !DISubprogram(name: "spills", {{.*}}line: 3, {{.*}}flags: DIFlagPrototyped,
; CHECK-DAG: [[L0]] = !DILocation(line: 0, scope: [[SP]])
; CHECK-DAG: [[L5]] = !DILocation(line: 5, column: 3, scope: [[SP]])
; CHECK-DAG: [[CLONESP]] = distinct !DISubprogram(name: "spills", {{.*}}line: 3, {{.*}}flags: DIFlagArtificial | DIFlagPrototyped,
; THREAD-DAG: [[TL0]] = !DILocation(line: 0, scope: [[TSP:![0-9]+]])
; THREAD-DAG: [[TSP]] = distinct !DISubprogram(name: "spills",

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "spills", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "s", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!16 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 3, type: !13)
!17 = !DILocation(line: 3, column: 1, scope: !10)
!18 = !DILocation(line: 5, column: 3, scope: !10)
!20 = distinct !DISubprogram(name: "at_o0", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!21 = !DILocation(line: 9, column: 3, scope: !20)
