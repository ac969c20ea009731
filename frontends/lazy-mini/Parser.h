//===- Parser.h - lazy-mini: recursive-descent parser ---------------------===//
#pragma once
#include "AST.h"

namespace lazy {

/// Parses a module (with or without a `module Main where` header) into
/// its top-level declarations. Throws CompileError.
SourceModule parseModule(const std::string &Src);

/// Fixity of a built-in operator (Haskell 98 Prelude); backquoted names
/// that are not listed are infixl 9, like Haskell's default.
enum class Assoc { Left, Right, None };
void fixityOf(const std::string &Op, int &Prec, Assoc &A);

} // namespace lazy
