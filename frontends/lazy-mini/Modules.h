//===- Modules.h - lazy-mini: the modules a program can import ------------===//
//
// Two kinds. The Prelude's modules (Data.Char, Data.List, ...) are parts
// of Prelude.hs: importing one changes nothing unqualified (the Prelude is
// all in scope; an import list is not checked), and `import qualified
// Data.Char as C` makes `C.toUpper` name the Prelude's. Library modules
// (Data.Map) are lazy-mini sources of their own under lib/, compiled with
// the program when it imports them, with their own names: their exports
// are in scope as the import says (qualified, `as`, an import list or
// `hiding`), and a program may define names they export. Neither kind is
// profiled: GHC's base and containers have no cost centres either.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <string>

namespace lazy {

/// A module of the Prelude.
inline bool isPreludeModule(const std::string &M) {
  static const char *const Names[] = {"Prelude",      "Data.Char",      "Data.List",
                                      "Data.Maybe",   "Data.Ord",       "Control.Monad",
                                      "Data.Either",  "Data.Function",  "Data.Foldable",
                                      "Data.Tuple",   "Text.Printf"};
  for (const char *N : Names)
    if (M == N) return true;
  return false;
}

/// A library module: the name of its source (Data.Map.Strict is Data.Map,
/// whose functions are strict enough for a program that does not rely on
/// lazy values in a map), or empty.
inline std::string libraryModule(const std::string &M) {
  if (M == "Data.Map" || M == "Data.Map.Strict") return "Data.Map";
  if (M == "Data.Set") return "Data.Set";
  return "";
}

/// For messages: what there is.
inline const char *moduleListText() {
  return "Data.Char, Data.List, Data.Maybe, Data.Ord, Data.Either, Data.Function, "
         "Data.Foldable, Data.Tuple, Text.Printf and Control.Monad (in its Prelude), Data.Map and "
         "Data.Set";
}

} // namespace lazy
