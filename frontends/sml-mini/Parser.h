//===- Parser.h - sml-mini: recursive-descent parser ----------------------===//
#pragma once
#include "AST.h"
#include "Lexer.h"

namespace sml {

/// Parses a whole program (a sequence of top-level declarations; a
/// top-level expression `e` means `val it = e`). Throws CompileError.
Program parseProgram(const std::vector<Token> &Toks);

/// The fixity of the built-in infix identifiers (SML '97 basis); sml-mini
/// has no `infix` declarations. Returns false for non-infix names.
bool infixOf(const std::string &Name, int &Prec, bool &RightAssoc);

} // namespace sml
