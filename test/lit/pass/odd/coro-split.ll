; The same coroutine after lowering: clang++-22 -std=c++20 -O0 -S -emit-llvm
; of Inputs/coro.cpp. The .resume / .destroy / .cleanup functions are
; ordinary functions called through the coroutine frame's pointers
; (escaping: they restore).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof
; CHECK-LABEL: define internal fastcc void @_Z7counteri.resume(
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current
; CHECK:         store atomic ptr @__ccprof_cc._Z7counteri.resume, ptr @__ccprof_current
; ModuleID = 'coro.cpp'
source_filename = "coro.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Gen = type { %"struct.std::__n4861::coroutine_handle" }
%"struct.std::__n4861::coroutine_handle" = type { ptr }
%"struct.Gen::promise_type" = type { i32 }
%"struct.std::__n4861::suspend_always" = type { i8 }
%_Z7counteri.Frame = type { ptr, ptr, %"struct.Gen::promise_type", i32, i32, i2, %"struct.std::__n4861::suspend_always", %"struct.std::__n4861::suspend_always", %"struct.std::__n4861::suspend_always" }
%"struct.std::__n4861::coroutine_handle.0" = type { ptr }

$_ZN3Gen12promise_type17get_return_objectEv = comdat any

$_ZN3Gen12promise_type15initial_suspendEv = comdat any

$_ZNKSt7__n486114suspend_always11await_readyEv = comdat any

$_ZNKSt7__n486114suspend_always13await_suspendENS_16coroutine_handleIvEE = comdat any

$_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_addressEPv = comdat any

$_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEEcvNS0_IvEEEv = comdat any

$_ZNKSt7__n486114suspend_always12await_resumeEv = comdat any

$_ZN3Gen12promise_type11yield_valueEi = comdat any

$_ZN3Gen12promise_type11return_voidEv = comdat any

$_ZN3Gen12promise_type13final_suspendEv = comdat any

$_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE4doneEv = comdat any

$_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE6resumeEv = comdat any

$_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7promiseEv = comdat any

$_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7destroyEv = comdat any

$_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_promiseERS2_ = comdat any

$_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEEC2Ev = comdat any

$_ZNSt7__n486116coroutine_handleIvE12from_addressEPv = comdat any

$_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7addressEv = comdat any

$_ZNSt7__n486116coroutine_handleIvEC2Ev = comdat any

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local ptr @_Z7counteri(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %struct.Gen, align 8
  %3 = alloca i32, align 4, !coro.outside.frame !6
  %4 = alloca i32, align 4
  %5 = alloca %"struct.Gen::promise_type", align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.std::__n4861::suspend_always", align 1
  %9 = alloca %"struct.std::__n4861::suspend_always", align 1
  %10 = alloca i32, align 4
  %11 = alloca %"struct.std::__n4861::suspend_always", align 1
  %12 = alloca %"struct.std::__n4861::suspend_always", align 1
  %13 = alloca %"struct.std::__n4861::suspend_always", align 1
  %14 = alloca %"struct.std::__n4861::suspend_always", align 1
  store i32 %0, ptr %3, align 4
  br i1 true, label %17, label %15

15:                                               ; preds = %1
  %16 = phi ptr [ null, %1 ]
  br label %21

17:                                               ; preds = %1
  %18 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #6
  br label %19

19:                                               ; preds = %17
  %20 = phi ptr [ %18, %17 ]
  br label %21

21:                                               ; preds = %15, %19
  %22 = phi ptr [ %16, %15 ], [ %20, %19 ]
  %23 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %22, i32 0, i32 0
  store ptr @_Z7counteri.resume, ptr %23, align 8
  %24 = select i1 true, ptr @_Z7counteri.destroy, ptr @_Z7counteri.cleanup
  %25 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %22, i32 0, i32 1
  store ptr %24, ptr %25, align 8
  br label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds %_Z7counteri.Frame, ptr %22, i32 0, i32 3
  %28 = getelementptr inbounds %_Z7counteri.Frame, ptr %22, i32 0, i32 6
  %29 = getelementptr inbounds %_Z7counteri.Frame, ptr %22, i32 0, i32 4
  %30 = getelementptr inbounds %_Z7counteri.Frame, ptr %22, i32 0, i32 7
  %31 = getelementptr inbounds %_Z7counteri.Frame, ptr %22, i32 0, i32 8
  %32 = getelementptr inbounds %_Z7counteri.Frame, ptr %22, i32 0, i32 2
  br label %33

33:                                               ; preds = %26
  %34 = load i32, ptr %3, align 4
  store i32 %34, ptr %27, align 4
  %35 = getelementptr inbounds nuw %"struct.Gen::promise_type", ptr %32, i32 0, i32 0
  %36 = load i32, ptr %27, align 4
  store i32 %36, ptr %35, align 4
  %37 = invoke ptr @_ZN3Gen12promise_type17get_return_objectEv(ptr noundef nonnull align 4 dereferenceable(4) %32)
          to label %38 unwind label %51

38:                                               ; preds = %33
  %39 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %40 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %39, i32 0, i32 0
  store ptr %37, ptr %40, align 8
  call void @_ZN3Gen12promise_type15initial_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %32) #7
  %41 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %28) #7
  br i1 %41, label %55, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %22, i32 0, i32 5
  store i2 0, ptr %43, align 1
  br label %44

44:                                               ; preds = %42
  call void @_Z7counteri.__await_suspend_wrapper__init(ptr %28, ptr %22) #7
  br label %45

45:                                               ; preds = %44
  br label %46

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46
  switch i8 -1, label %131 [
    i8 0, label %55
    i8 1, label %48
  ]

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = phi i32 [ 2, %48 ]
  br label %58

51:                                               ; preds = %33
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %6, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %7, align 4
  br label %137

55:                                               ; preds = %47, %38
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %28) #7
  br label %56

56:                                               ; preds = %55
  %57 = phi i32 [ 0, %55 ]
  br label %58

58:                                               ; preds = %56, %49
  %59 = phi i32 [ %57, %56 ], [ %50, %49 ]
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = phi i32 [ %59, %58 ]
  br label %125

63:                                               ; preds = %58
  store i32 0, ptr %29, align 4
  br label %64

64:                                               ; preds = %93, %63
  %65 = load i32, ptr %29, align 4
  %66 = load i32, ptr %27, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %71, label %68

68:                                               ; preds = %64
  br label %69

69:                                               ; preds = %68
  %70 = phi i32 [ 4, %68 ]
  br label %96

71:                                               ; preds = %64
  %72 = load i32, ptr %29, align 4
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %32, i32 noundef %72)
  br label %73

73:                                               ; preds = %71
  %74 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %30) #7
  br i1 %74, label %84, label %75

75:                                               ; preds = %73
  %76 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %22, i32 0, i32 5
  store i2 1, ptr %76, align 1
  br label %77

77:                                               ; preds = %75
  call void @_Z7counteri.__await_suspend_wrapper__yield(ptr %30, ptr %22) #7
  br label %78

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79
  switch i8 -1, label %131 [
    i8 0, label %84
    i8 1, label %81
  ]

81:                                               ; preds = %80
  br label %82

82:                                               ; preds = %81
  %83 = phi i32 [ 2, %81 ]
  br label %87

84:                                               ; preds = %80, %73
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %30) #7
  br label %85

85:                                               ; preds = %84
  %86 = phi i32 [ 0, %84 ]
  br label %87

87:                                               ; preds = %85, %82
  %88 = phi i32 [ %86, %85 ], [ %83, %82 ]
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = phi i32 [ %88, %87 ]
  br label %96

92:                                               ; preds = %87
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %29, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %29, align 4
  br label %64, !llvm.loop !7

96:                                               ; preds = %90, %69
  %97 = phi i32 [ %91, %90 ], [ %70, %69 ]
  %98 = icmp eq i32 %97, 4
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = phi i32 [ %97, %96 ]
  br label %125

101:                                              ; preds = %96
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %32)
  br label %102

102:                                              ; preds = %101
  br label %103

103:                                              ; preds = %102
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %32) #7
  %104 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %31) #7
  br i1 %104, label %114, label %105

105:                                              ; preds = %103
  %106 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %22, i32 0, i32 0
  store ptr null, ptr %106, align 8
  br label %107

107:                                              ; preds = %105
  call void @_Z7counteri.__await_suspend_wrapper__final(ptr %31, ptr %22) #7
  br label %108

108:                                              ; preds = %107
  br label %109

109:                                              ; preds = %108
  br label %110

110:                                              ; preds = %109
  switch i8 -1, label %131 [
    i8 0, label %114
    i8 1, label %111
  ]

111:                                              ; preds = %110
  br label %112

112:                                              ; preds = %111
  %113 = phi i32 [ 2, %111 ]
  br label %117

114:                                              ; preds = %110, %103
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %31) #7
  br label %115

115:                                              ; preds = %114
  %116 = phi i32 [ 0, %114 ]
  br label %117

117:                                              ; preds = %115, %112
  %118 = phi i32 [ %116, %115 ], [ %113, %112 ]
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = phi i32 [ %118, %117 ]
  br label %125

122:                                              ; preds = %117
  br label %123

123:                                              ; preds = %122
  %124 = phi i32 [ 0, %122 ]
  br label %125

125:                                              ; preds = %61, %99, %120, %123
  %126 = phi i32 [ %62, %61 ], [ %100, %99 ], [ %121, %120 ], [ %124, %123 ]
  %127 = icmp ne ptr %22, null
  br i1 %127, label %128, label %129

128:                                              ; preds = %125
  call void @_ZdlPvm(ptr noundef %22, i64 noundef 32) #7
  br label %129

129:                                              ; preds = %125, %128
  switch i32 %126, label %146 [
    i32 0, label %130
    i32 2, label %131
  ]

130:                                              ; preds = %129
  br label %131

131:                                              ; preds = %130, %129, %110, %80, %47
  br label %132

132:                                              ; preds = %131
  br label %133

133:                                              ; preds = %132
  %134 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %135 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %134, i32 0, i32 0
  %136 = load ptr, ptr %135, align 8
  ret ptr %136

137:                                              ; preds = %51
  %138 = icmp ne ptr %22, null
  br i1 %138, label %139, label %140

139:                                              ; preds = %137
  call void @_ZdlPvm(ptr noundef %22, i64 noundef 32) #7
  br label %140

140:                                              ; preds = %137, %139
  br label %141

141:                                              ; preds = %140
  %142 = load ptr, ptr %6, align 8
  %143 = load i32, ptr %7, align 4
  %144 = insertvalue { ptr, i32 } poison, ptr %142, 0
  %145 = insertvalue { ptr, i32 } %144, i32 %143, 1
  resume { ptr, i32 } %145

146:                                              ; preds = %129
  unreachable
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local ptr @_ZN3Gen12promise_type17get_return_objectEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca %struct.Gen, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %6 = call ptr @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_promiseERS2_(ptr noundef nonnull align 4 dereferenceable(4) %4)
  %7 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %5, i32 0, i32 0
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  ret ptr %10
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3Gen12promise_type15initial_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i1 false
}

; Function Attrs: alwaysinline mustprogress
define internal void @_Z7counteri.__await_suspend_wrapper__init(ptr noundef nonnull %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::__n4861::coroutine_handle.0", align 8
  %6 = alloca %"struct.std::__n4861::coroutine_handle", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %8) #7
  %10 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %6, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEEcvNS0_IvEEEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #7
  %12 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %5, i32 0, i32 0
  store ptr %11, ptr %12, align 8
  %13 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %5, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  call void @_ZNKSt7__n486114suspend_always13await_suspendENS_16coroutine_handleIvEE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr %14) #7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNKSt7__n486114suspend_always13await_suspendENS_16coroutine_handleIvEE(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr %1) #2 comdat align 2 {
  %3 = alloca %"struct.std::__n4861::coroutine_handle.0", align 8
  %4 = alloca ptr, align 8
  %5 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %3, i32 0, i32 0
  store ptr %1, ptr %5, align 8
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %0) #2 comdat align 2 {
  %2 = alloca %"struct.std::__n4861::coroutine_handle", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #7
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %2, i32 0, i32 0
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %2, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEEcvNS0_IvEEEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %"struct.std::__n4861::coroutine_handle.0", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7addressEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #7
  %6 = call ptr @_ZNSt7__n486116coroutine_handleIvE12from_addressEPv(ptr noundef %5) #7
  %7 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %2, i32 0, i32 0
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %2, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds nuw %"struct.Gen::promise_type", ptr %5, i32 0, i32 0
  store i32 %6, ptr %7, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress
define internal void @_Z7counteri.__await_suspend_wrapper__yield(ptr noundef nonnull %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::__n4861::coroutine_handle.0", align 8
  %6 = alloca %"struct.std::__n4861::coroutine_handle", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %8) #7
  %10 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %6, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEEcvNS0_IvEEEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #7
  %12 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %5, i32 0, i32 0
  store ptr %11, ptr %12, align 8
  %13 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %5, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  call void @_ZNKSt7__n486114suspend_always13await_suspendENS_16coroutine_handleIvEE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr %14) #7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress
define internal void @_Z7counteri.__await_suspend_wrapper__final(ptr noundef nonnull %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::__n4861::coroutine_handle.0", align 8
  %6 = alloca %"struct.std::__n4861::coroutine_handle", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %8) #7
  %10 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %6, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEEcvNS0_IvEEEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #7
  %12 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %5, i32 0, i32 0
  store ptr %11, ptr %12, align 8
  %13 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %5, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  call void @_ZNKSt7__n486114suspend_always13await_suspendENS_16coroutine_handleIvEE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr %14) #7
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Gen, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call ptr @_Z7counteri(i32 noundef 3)
  %5 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %5, i32 0, i32 0
  store ptr %4, ptr %6, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %11, %0
  %8 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %9 = call noundef zeroext i1 @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE4doneEv(ptr noundef nonnull align 8 dereferenceable(8) %8) #7
  %10 = xor i1 %9, true
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  call void @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE6resumeEv(ptr noundef nonnull align 8 dereferenceable(8) %12)
  %13 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  %14 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7promiseEv(ptr noundef nonnull align 8 dereferenceable(8) %13)
  %15 = getelementptr inbounds nuw %"struct.Gen::promise_type", ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %3, align 4
  br label %7, !llvm.loop !9

19:                                               ; preds = %7
  %20 = getelementptr inbounds nuw %struct.Gen, ptr %2, i32 0, i32 0
  call void @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7destroyEv(ptr noundef nonnull align 8 dereferenceable(8) %20)
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE4doneEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %6, null
  ret i1 %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE6resumeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  call fastcc void %7(ptr %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7promiseEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 16
  store ptr %7, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7destroyEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 8
  call fastcc void %7(ptr %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEE12from_promiseERS2_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca %"struct.std::__n4861::coroutine_handle", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #7
  %4 = load ptr, ptr %3, align 8, !nonnull !6, !align !10
  %5 = getelementptr inbounds i8, ptr %4, i32 -16
  %6 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %2, i32 0, i32 0
  store ptr %5, ptr %6, align 8
  %7 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %2, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__n486116coroutine_handleIN3Gen12promise_typeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNSt7__n486116coroutine_handleIvE12from_addressEPv(ptr noundef %0) #2 comdat align 2 {
  %2 = alloca %"struct.std::__n4861::coroutine_handle.0", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @_ZNSt7__n486116coroutine_handleIvEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #7
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %2, i32 0, i32 0
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %2, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt7__n486116coroutine_handleIN3Gen12promise_typeEE7addressEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__n486116coroutine_handleIvEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.std::__n4861::coroutine_handle.0", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal fastcc void @_Z7counteri.resume(ptr noundef nonnull align 8 dereferenceable(32) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4, !coro.outside.frame !6
  %5 = alloca %struct.Gen, align 8
  %6 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 3
  %7 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 6
  %8 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 4
  %9 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 7
  %10 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 8
  %11 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 2
  br label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 5
  %14 = load i2, ptr %13, align 1
  switch i2 %14, label %102 [
    i2 0, label %15
    i2 1, label %45
  ]

15:                                               ; preds = %12
  br label %16

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16
  switch i8 0, label %99 [
    i8 0, label %21
    i8 1, label %18
  ]

18:                                               ; preds = %17
  br label %19

19:                                               ; preds = %18
  %20 = phi i32 [ 2, %18 ]
  br label %24

21:                                               ; preds = %17
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #7
  br label %22

22:                                               ; preds = %21
  %23 = phi i32 [ 0, %21 ]
  br label %24

24:                                               ; preds = %22, %19
  %25 = phi i32 [ %23, %22 ], [ %20, %19 ]
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = phi i32 [ %25, %24 ]
  br label %93

29:                                               ; preds = %24
  store i32 0, ptr %8, align 4
  br label %30

30:                                               ; preds = %61, %29
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  br label %35

35:                                               ; preds = %34
  %36 = phi i32 [ 4, %34 ]
  br label %64

37:                                               ; preds = %30
  %38 = load i32, ptr %8, align 4
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %38)
  br label %39

39:                                               ; preds = %37
  %40 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #7
  br i1 %40, label %52, label %41

41:                                               ; preds = %39
  %42 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 5
  store i2 1, ptr %42, align 1
  br label %43

43:                                               ; preds = %41
  call void @_Z7counteri.__await_suspend_wrapper__yield(ptr %9, ptr %0) #7
  br label %44

44:                                               ; preds = %43
  br label %46

45:                                               ; preds = %12
  br label %46

46:                                               ; preds = %45, %44
  %47 = phi i8 [ -1, %44 ], [ 0, %45 ]
  br label %48

48:                                               ; preds = %46
  switch i8 %47, label %99 [
    i8 0, label %52
    i8 1, label %49
  ]

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
  %51 = phi i32 [ 2, %49 ]
  br label %55

52:                                               ; preds = %48, %39
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #7
  br label %53

53:                                               ; preds = %52
  %54 = phi i32 [ 0, %52 ]
  br label %55

55:                                               ; preds = %53, %50
  %56 = phi i32 [ %54, %53 ], [ %51, %50 ]
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = phi i32 [ %56, %55 ]
  br label %64

60:                                               ; preds = %55
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %8, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %8, align 4
  br label %30, !llvm.loop !11

64:                                               ; preds = %58, %35
  %65 = phi i32 [ %59, %58 ], [ %36, %35 ]
  %66 = icmp eq i32 %65, 4
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = phi i32 [ %65, %64 ]
  br label %93

69:                                               ; preds = %64
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %70

70:                                               ; preds = %69
  br label %71

71:                                               ; preds = %70
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #7
  %72 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #7
  br i1 %72, label %82, label %73

73:                                               ; preds = %71
  %74 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %74, align 8
  br label %75

75:                                               ; preds = %73
  call void @_Z7counteri.__await_suspend_wrapper__final(ptr %10, ptr %0) #7
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  br label %78

78:                                               ; preds = %77
  switch i8 -1, label %99 [
    i8 0, label %82
    i8 1, label %79
  ]

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79
  %81 = phi i32 [ 2, %79 ]
  br label %85

82:                                               ; preds = %78, %71
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #7
  br label %83

83:                                               ; preds = %82
  %84 = phi i32 [ 0, %82 ]
  br label %85

85:                                               ; preds = %83, %80
  %86 = phi i32 [ %84, %83 ], [ %81, %80 ]
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = phi i32 [ %86, %85 ]
  br label %93

90:                                               ; preds = %85
  br label %91

91:                                               ; preds = %90
  %92 = phi i32 [ 0, %90 ]
  br label %93

93:                                               ; preds = %91, %88, %67, %27
  %94 = phi i32 [ %28, %27 ], [ %68, %67 ], [ %89, %88 ], [ %92, %91 ]
  %95 = icmp ne ptr %0, null
  br i1 %95, label %96, label %97

96:                                               ; preds = %93
  call void @_ZdlPvm(ptr noundef %0, i64 noundef 32) #7
  br label %97

97:                                               ; preds = %96, %93
  switch i32 %94, label %101 [
    i32 0, label %98
    i32 2, label %99
  ]

98:                                               ; preds = %97
  br label %99

99:                                               ; preds = %98, %97, %78, %48, %17
  br label %100

100:                                              ; preds = %99
  ret void

101:                                              ; preds = %97
  unreachable

102:                                              ; preds = %12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal fastcc void @_Z7counteri.destroy(ptr noundef nonnull align 8 dereferenceable(32) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4, !coro.outside.frame !6
  %5 = alloca %struct.Gen, align 8
  %6 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 3
  %7 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 6
  %8 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 4
  %9 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 7
  %10 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 8
  %11 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 2
  br label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 5
  %14 = load i2, ptr %13, align 1
  %15 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %81, label %18

18:                                               ; preds = %12
  switch i2 %14, label %108 [
    i2 0, label %19
    i2 1, label %49
  ]

19:                                               ; preds = %18
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  switch i8 1, label %105 [
    i8 0, label %25
    i8 1, label %22
  ]

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  %24 = phi i32 [ 2, %22 ]
  br label %28

25:                                               ; preds = %21
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #7
  br label %26

26:                                               ; preds = %25
  %27 = phi i32 [ 0, %25 ]
  br label %28

28:                                               ; preds = %26, %23
  %29 = phi i32 [ %27, %26 ], [ %24, %23 ]
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = phi i32 [ %29, %28 ]
  br label %99

33:                                               ; preds = %28
  store i32 0, ptr %8, align 4
  br label %34

34:                                               ; preds = %65, %33
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %38
  %40 = phi i32 [ 4, %38 ]
  br label %68

41:                                               ; preds = %34
  %42 = load i32, ptr %8, align 4
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %42)
  br label %43

43:                                               ; preds = %41
  %44 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #7
  br i1 %44, label %56, label %45

45:                                               ; preds = %43
  %46 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 5
  store i2 1, ptr %46, align 1
  br label %47

47:                                               ; preds = %45
  call void @_Z7counteri.__await_suspend_wrapper__yield(ptr %9, ptr %0) #7
  br label %48

48:                                               ; preds = %47
  br label %50

49:                                               ; preds = %18
  br label %50

50:                                               ; preds = %49, %48
  %51 = phi i8 [ -1, %48 ], [ 1, %49 ]
  br label %52

52:                                               ; preds = %50
  switch i8 %51, label %105 [
    i8 0, label %56
    i8 1, label %53
  ]

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  %55 = phi i32 [ 2, %53 ]
  br label %59

56:                                               ; preds = %52, %43
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #7
  br label %57

57:                                               ; preds = %56
  %58 = phi i32 [ 0, %56 ]
  br label %59

59:                                               ; preds = %57, %54
  %60 = phi i32 [ %58, %57 ], [ %55, %54 ]
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = phi i32 [ %60, %59 ]
  br label %68

64:                                               ; preds = %59
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %34, !llvm.loop !12

68:                                               ; preds = %62, %39
  %69 = phi i32 [ %63, %62 ], [ %40, %39 ]
  %70 = icmp eq i32 %69, 4
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = phi i32 [ %69, %68 ]
  br label %99

73:                                               ; preds = %68
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %74

74:                                               ; preds = %73
  br label %75

75:                                               ; preds = %74
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #7
  %76 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #7
  br i1 %76, label %88, label %77

77:                                               ; preds = %75
  %78 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %78, align 8
  br label %79

79:                                               ; preds = %77
  call void @_Z7counteri.__await_suspend_wrapper__final(ptr %10, ptr %0) #7
  br label %80

80:                                               ; preds = %79
  br label %82

81:                                               ; preds = %12
  br label %82

82:                                               ; preds = %81, %80
  %83 = phi i8 [ -1, %80 ], [ 1, %81 ]
  br label %84

84:                                               ; preds = %82
  switch i8 %83, label %105 [
    i8 0, label %88
    i8 1, label %85
  ]

85:                                               ; preds = %84
  br label %86

86:                                               ; preds = %85
  %87 = phi i32 [ 2, %85 ]
  br label %91

88:                                               ; preds = %84, %75
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #7
  br label %89

89:                                               ; preds = %88
  %90 = phi i32 [ 0, %88 ]
  br label %91

91:                                               ; preds = %89, %86
  %92 = phi i32 [ %90, %89 ], [ %87, %86 ]
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = phi i32 [ %92, %91 ]
  br label %99

96:                                               ; preds = %91
  br label %97

97:                                               ; preds = %96
  %98 = phi i32 [ 0, %96 ]
  br label %99

99:                                               ; preds = %97, %94, %71, %31
  %100 = phi i32 [ %32, %31 ], [ %72, %71 ], [ %95, %94 ], [ %98, %97 ]
  %101 = icmp ne ptr %0, null
  br i1 %101, label %102, label %103

102:                                              ; preds = %99
  call void @_ZdlPvm(ptr noundef %0, i64 noundef 32) #7
  br label %103

103:                                              ; preds = %102, %99
  switch i32 %100, label %107 [
    i32 0, label %104
    i32 2, label %105
  ]

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104, %103, %84, %52, %21
  br label %106

106:                                              ; preds = %105
  ret void

107:                                              ; preds = %103
  unreachable

108:                                              ; preds = %18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal fastcc void @_Z7counteri.cleanup(ptr noundef nonnull align 8 dereferenceable(32) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4, !coro.outside.frame !6
  %5 = alloca %struct.Gen, align 8
  %6 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 3
  %7 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 6
  %8 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 4
  %9 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 7
  %10 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 8
  %11 = getelementptr inbounds %_Z7counteri.Frame, ptr %0, i32 0, i32 2
  br label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 5
  %14 = load i2, ptr %13, align 1
  %15 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %81, label %18

18:                                               ; preds = %12
  switch i2 %14, label %108 [
    i2 0, label %19
    i2 1, label %49
  ]

19:                                               ; preds = %18
  br label %20

20:                                               ; preds = %19
  br label %21

21:                                               ; preds = %20
  switch i8 1, label %105 [
    i8 0, label %25
    i8 1, label %22
  ]

22:                                               ; preds = %21
  br label %23

23:                                               ; preds = %22
  %24 = phi i32 [ 2, %22 ]
  br label %28

25:                                               ; preds = %21
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #7
  br label %26

26:                                               ; preds = %25
  %27 = phi i32 [ 0, %25 ]
  br label %28

28:                                               ; preds = %26, %23
  %29 = phi i32 [ %27, %26 ], [ %24, %23 ]
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = phi i32 [ %29, %28 ]
  br label %99

33:                                               ; preds = %28
  store i32 0, ptr %8, align 4
  br label %34

34:                                               ; preds = %65, %33
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %38
  %40 = phi i32 [ 4, %38 ]
  br label %68

41:                                               ; preds = %34
  %42 = load i32, ptr %8, align 4
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %42)
  br label %43

43:                                               ; preds = %41
  %44 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #7
  br i1 %44, label %56, label %45

45:                                               ; preds = %43
  %46 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 5
  store i2 1, ptr %46, align 1
  br label %47

47:                                               ; preds = %45
  call void @_Z7counteri.__await_suspend_wrapper__yield(ptr %9, ptr %0) #7
  br label %48

48:                                               ; preds = %47
  br label %50

49:                                               ; preds = %18
  br label %50

50:                                               ; preds = %49, %48
  %51 = phi i8 [ -1, %48 ], [ 1, %49 ]
  br label %52

52:                                               ; preds = %50
  switch i8 %51, label %105 [
    i8 0, label %56
    i8 1, label %53
  ]

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  %55 = phi i32 [ 2, %53 ]
  br label %59

56:                                               ; preds = %52, %43
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #7
  br label %57

57:                                               ; preds = %56
  %58 = phi i32 [ 0, %56 ]
  br label %59

59:                                               ; preds = %57, %54
  %60 = phi i32 [ %58, %57 ], [ %55, %54 ]
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = phi i32 [ %60, %59 ]
  br label %68

64:                                               ; preds = %59
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %34, !llvm.loop !13

68:                                               ; preds = %62, %39
  %69 = phi i32 [ %63, %62 ], [ %40, %39 ]
  %70 = icmp eq i32 %69, 4
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = phi i32 [ %69, %68 ]
  br label %99

73:                                               ; preds = %68
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %74

74:                                               ; preds = %73
  br label %75

75:                                               ; preds = %74
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #7
  %76 = call noundef zeroext i1 @_ZNKSt7__n486114suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #7
  br i1 %76, label %88, label %77

77:                                               ; preds = %75
  %78 = getelementptr inbounds nuw %_Z7counteri.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %78, align 8
  br label %79

79:                                               ; preds = %77
  call void @_Z7counteri.__await_suspend_wrapper__final(ptr %10, ptr %0) #7
  br label %80

80:                                               ; preds = %79
  br label %82

81:                                               ; preds = %12
  br label %82

82:                                               ; preds = %81, %80
  %83 = phi i8 [ -1, %80 ], [ 1, %81 ]
  br label %84

84:                                               ; preds = %82
  switch i8 %83, label %105 [
    i8 0, label %88
    i8 1, label %85
  ]

85:                                               ; preds = %84
  br label %86

86:                                               ; preds = %85
  %87 = phi i32 [ 2, %85 ]
  br label %91

88:                                               ; preds = %84, %75
  call void @_ZNKSt7__n486114suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #7
  br label %89

89:                                               ; preds = %88
  %90 = phi i32 [ 0, %88 ]
  br label %91

91:                                               ; preds = %89, %86
  %92 = phi i32 [ %90, %89 ], [ %87, %86 ]
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = phi i32 [ %92, %91 ]
  br label %99

96:                                               ; preds = %91
  br label %97

97:                                               ; preds = %96
  %98 = phi i32 [ 0, %96 ]
  br label %99

99:                                               ; preds = %97, %94, %71, %31
  %100 = phi i32 [ %32, %31 ], [ %72, %71 ], [ %95, %94 ], [ %98, %97 ]
  %101 = icmp ne ptr null, null
  br i1 %101, label %102, label %103

102:                                              ; preds = %99
  call void @_ZdlPvm(ptr noundef null, i64 noundef 32) #7
  br label %103

103:                                              ; preds = %102, %99
  switch i32 %100, label %107 [
    i32 0, label %104
    i32 2, label %105
  ]

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104, %103, %84, %52, %21
  br label %106

106:                                              ; preds = %105
  ret void

107:                                              ; preds = %103
  unreachable

108:                                              ; preds = %18
  unreachable
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { alwaysinline mustprogress "min-legal-vector-width"="0" "sample-profile-suffix-elision-policy"="selected" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{i64 4}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
