//===- SourceDiag.h - front ends: source locations and compile errors -----===//
//
// Shared by sml-mini and lazy-mini: every phase reports a user error by
// throwing CompileError with the location; the drivers print
// `file:line:col: error: message` and exit 1.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <stdexcept>
#include <string>

namespace fe {

struct Loc {
  int Line = 0, Col = 0;
};

struct CompileError : std::runtime_error {
  Loc At;
  CompileError(Loc L, const std::string &Msg) : std::runtime_error(Msg), At(L) {}
};

[[noreturn]] inline void error(Loc L, const std::string &Msg) { throw CompileError(L, Msg); }

} // namespace fe
