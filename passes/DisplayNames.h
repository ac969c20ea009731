//===- DisplayNames.h - how the report names C++ functions ------------------===//
//
// The display-name rules shared by the pass (passes/CCProfInstrumenter.cpp)
// and the source-to-source instrumenter (instrument/annotate), so that both
// name a function the same way: C++ lambdas as `enclosing.lambda#N`, like the
// paper's `f.anon`. Header-only; needs LLVM's ADT.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_DISPLAYNAMES_H
#define CCPROF_DISPLAYNAMES_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace ccprof {

/// Strips a trailing "(...)" parameter list (and qualifiers after it).
inline std::string stripParams(llvm::StringRef Name) {
  int Depth = 0;
  for (size_t I = Name.size(); I-- > 0;) {
    char C = Name[I];
    if (C == ')')
      ++Depth;
    else if (C == '(' && --Depth == 0)
      return Name.substr(0, I).str();
  }
  return Name.str();
}

/// C++ lambda call operators demangle to `enclosing::'lambda0'(int)::
/// operator()(int) const` (GNU style: `{lambda(int)#2}`) or, for clang's
/// internal lambdas, `enclosing::$_0::operator()...`; the report names them
/// `enclosing.lambda#N` like the paper's `f.anon`.
inline std::optional<std::string> lambdaName(llvm::StringRef Demangled) {
  size_t Op = Demangled.find("::operator()(");
  if (Op == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef Scope = Demangled.substr(0, Op);
  // The lambda's own component is the last top-level `::` part of Scope.
  int Depth = 0;
  size_t Cut = llvm::StringRef::npos;
  for (size_t I = Scope.size(); I-- > 1;) {
    char C = Scope[I];
    if (C == ')' || C == '}' || C == '>')
      ++Depth;
    else if (C == '(' || C == '{' || C == '<')
      --Depth;
    else if (Depth == 0 && C == ':' && Scope[I - 1] == ':') {
      Cut = I - 1;
      break;
    }
  }
  llvm::StringRef Lambda = Cut == llvm::StringRef::npos ? Scope : Scope.substr(Cut + 2);
  llvm::StringRef Enclosing = Cut == llvm::StringRef::npos ? "" : Scope.substr(0, Cut);
  std::string Number;
  if (Lambda.starts_with("'lambda")) {
    // LLVM's demangler: 'lambda'(int) is #1, 'lambda0'(int) #2, ...
    llvm::StringRef Digits = Lambda.drop_front(7).take_until(
        [](char C) { return C == '\''; });
    unsigned N = 0;
    if (!Digits.empty() && Digits.getAsInteger(10, N))
      return std::nullopt;
    Number = std::to_string(Digits.empty() ? 1 : N + 2);
  } else if (Lambda.starts_with("{lambda(")) {
    size_t Hash = Lambda.rfind('#');
    if (Hash == llvm::StringRef::npos)
      return std::nullopt;
    Number = Lambda.substr(Hash + 1).drop_back().str(); // drop '}'
  } else if (Lambda.starts_with("$_")) {
    // clang numbers internal-linkage lambdas from 0 across the TU.
    unsigned N = 0;
    if (Lambda.drop_front(2).getAsInteger(10, N))
      return std::nullopt;
    Number = std::to_string(N + 1);
  } else {
    return std::nullopt;
  }
  std::string Base = Enclosing.empty() ? "" : stripParams(Enclosing);
  return (Base.empty() ? std::string("lambda") : Base + ".lambda") + "#" +
         Number;
}

} // namespace ccprof

#endif // CCPROF_DISPLAYNAMES_H
