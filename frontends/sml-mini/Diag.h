//===- Diag.h - sml-mini: source locations and compile errors -------------===//
//
// Every phase reports a user error by throwing CompileError with the
// location; the driver prints `file:line:col: error: message` and exits 1.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <stdexcept>
#include <string>

namespace sml {

struct Loc {
  int Line = 0, Col = 0;
};

struct CompileError : std::runtime_error {
  Loc At;
  CompileError(Loc L, const std::string &Msg) : std::runtime_error(Msg), At(L) {}
};

[[noreturn]] inline void error(Loc L, const std::string &Msg) { throw CompileError(L, Msg); }

} // namespace sml
