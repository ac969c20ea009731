//===- SourceDiag.h - front ends: source locations and compile errors -----===//
//
// Shared by sml-mini and lazy-mini: every phase reports a user error by
// throwing CompileError with the location; the drivers print
// `file:line:col: error: message` and exit 1.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace fe {

struct Loc {
  int Line = 0, Col = 0;
};

struct CompileError : std::runtime_error {
  Loc At;
  std::string Msg; // the whole message, even past a NUL byte (what() stops there)
  struct Note {
    Loc At;
    std::string Msg;
  };
  std::vector<Note> More; // further errors in the same file, printed after it
  CompileError(Loc L, const std::string &M) : std::runtime_error(M), At(L), Msg(M) {}
};

[[noreturn]] inline void error(Loc L, const std::string &Msg) { throw CompileError(L, Msg); }

/// A source character for a message: itself if it is printable ASCII,
/// else an escape: \0, \x7f, \xc3 (a NUL must not end the message).
inline std::string printableChar(char C) {
  if (C == '\0')
    return "\\0";
  if ((unsigned char)C < 0x20 || (unsigned char)C >= 0x7f) {
    char Buf[8];
    snprintf(Buf, sizeof Buf, "\\x%02x", (unsigned char)C);
    return Buf;
  }
  return std::string(1, C);
}

/// printableChar in quotes: 'x', '\0'.
inline std::string quoteChar(char C) { return "'" + printableChar(C) + "'"; }

/// A string escape `\C` for a message: `\n`, or for a byte that is not
/// printable, `\ followed by '\0'`.
inline std::string describeEscape(char C) {
  std::string P = printableChar(C);
  return P.size() == 1 ? "\\" + P : "\\ followed by '" + P + "'";
}

} // namespace fe
