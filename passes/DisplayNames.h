//===- DisplayNames.h - how the report names C++ functions ------------------===//
//
// The display-name rules shared by the pass (passes/CCProfInstrumenter.cpp)
// and the source-to-source instrumenter (instrument/annotate), so that both
// name a function the same way: C++ lambdas as `enclosing.lambda#N`, like the
// paper's `f.anon`, and, in the short form stored in records, template
// arguments elided (`nlohmann::basic_json<…>::at(char const*) const`). The
// `ccprof` tool uses them too, to name rows from their linkage names.
// Header-only; needs LLVM's ADT and Demangle.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_DISPLAYNAMES_H
#define CCPROF_DISPLAYNAMES_H

#include "ccprof/CCProfNames.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Demangle/Demangle.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

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

/// Replaces the contents of every template argument list nested deeper than
/// \p Keep with `…`: `std::map<int, std::vector<int>>::find` -> `std::map<…>::find`
/// (Keep 0), `std::map<int, std::vector<…>>::find` (Keep 1). Operator names
/// (`operator<<`, `operator<`, `operator->`) are not lists.
inline std::string elideTemplateArgs(llvm::StringRef Name, unsigned Keep = 0) {
  std::string S = Name.str(), Out;
  Out.reserve(S.size());
  unsigned Depth = 0; // lists open around I, all kept
  for (size_t I = 0; I < S.size();) {
    if (size_t Op = ccprof_operator_len(S.c_str(), I)) {
      Out.append(S, I, Op);
      I += Op;
      if (Out.back() == '<' && I < S.size() && S[I] == '<')
        Out += ' '; // "operator< <…>", not "operator<<…>"
      continue;
    }
    if (ccprof_comparison(S.c_str(), I)) { // "decltype(a < b)"
      Out += S[I++];
      continue;
    }
    if (S[I] == '>' && Depth > 0)
      --Depth;
    if (S[I] != '<' || Depth < Keep) {
      Depth += S[I] == '<';
      Out += S[I++];
      continue;
    }
    // Skip to the matching '>'; a '>' inside parentheses is an expression's.
    int Angle = 0, Paren = 0;
    for (; I < S.size(); ++I) {
      if (size_t Op = ccprof_operator_len(S.c_str(), I)) {
        I += Op - 1;
        continue;
      }
      char C = S[I];
      Paren += C == '(' ? 1 : C == ')' ? -1 : 0;
      if (ccprof_comparison(S.c_str(), I))
        continue;
      if (Paren == 0 && C == '<')
        ++Angle;
      else if (Paren == 0 && C == '>' && --Angle == 0)
        break;
    }
    Out += "<\xE2\x80\xA6>"; // <…>
    ++I;
  }
  return Out;
}

/// Drops a leading return type (`int twice<…>(int)` -> `twice<…>(int)`):
/// what comes before the last space outside brackets in front of the
/// parameter list, unless that space belongs to an operator's name
/// (`operator new`, `operator unsigned long`).
inline std::string dropReturnType(const std::string &Name) {
  size_t End = ccprof_params_at(Name.c_str()), Cut = 0;
  int Depth = 0;
  for (size_t I = 0; I < End; ++I) {
    if (ccprof_operator_len(Name.c_str(), I))
      break;
    char C = Name[I];
    if (ccprof_comparison(Name.c_str(), I))
      continue;
    if (C == '(' || C == '<' || C == '{' || C == '[')
      ++Depth;
    else if (C == ')' || C == '>' || C == '}' || C == ']')
      --Depth;
    else if (C == ' ' && Depth == 0)
      Cut = I + 1;
  }
  return Name.substr(Cut);
}

/// The forms of a name (pass -ccprof-names=, `ccprof report --names=`).
enum class NameForm { Short, Full, Linkage };

struct StoredName {
  std::string Name;
  bool Compact = false; // the short form of a C++ name (CCPROF_FLAG_NAME_COMPACT)
};

/// The short form of C++ name \p Demangled, keeping \p Keep levels of
/// template arguments.
inline std::string shortName(llvm::StringRef Demangled, unsigned Keep = 0) {
  std::optional<std::string> L = lambdaName(Demangled);
  return dropReturnType(elideTemplateArgs(L ? *L : Demangled.str(), Keep));
}

/// The spans [open, close] of the outermost template argument lists of \p S.
inline std::vector<std::pair<size_t, size_t>> templateLists(const std::string &S) {
  std::vector<std::pair<size_t, size_t>> Spans;
  int Angle = 0, Paren = 0;
  size_t Open = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    if (size_t Op = ccprof_operator_len(S.c_str(), I)) {
      I += Op - 1;
      continue;
    }
    char C = S[I];
    if (Angle > 0)
      Paren += C == '(' ? 1 : C == ')' ? -1 : 0;
    if (ccprof_comparison(S.c_str(), I))
      continue;
    if (Paren == 0 && C == '<' && Angle++ == 0)
      Open = I;
    else if (Paren == 0 && C == '>' && Angle > 0 && --Angle == 0)
      Spans.push_back({Open, I});
  }
  return Spans;
}

/// Drops namespace and class qualifiers: `std::vector<…>, ns::T` ->
/// `vector<…>, T`, `basic_json<…>::string_t&&` -> `string_t&&`
/// (ccprof_qualifier_len, as the runtime does).
inline std::string dropQualifiers(llvm::StringRef Text) {
  std::string S = Text.str(), Out;
  for (size_t I = 0; I < S.size();) {
    if (size_t Q = ccprof_qualifier_len(S.c_str(), I, S.size())) {
      I += Q;
      continue;
    }
    Out += S[I++];
  }
  return Out;
}

/// The short form of C++ name \p Demangled in which only the outermost
/// template argument lists marked in \p Show are shown, \p Keep levels deep
/// and, if \p Unqualified, without qualifiers: what tells apart rows whose
/// short forms are the same.
inline std::string shortNameShowing(llvm::StringRef Demangled,
                                    const std::vector<bool> &Show, unsigned Keep,
                                    bool Unqualified) {
  std::optional<std::string> L = lambdaName(Demangled);
  std::string S = L ? *L : Demangled.str(), Out;
  size_t At = 0, K = 0;
  for (auto [Open, Close] : templateLists(S)) {
    Out += S.substr(At, Open - At);
    std::string Inner = S.substr(Open + 1, Close - Open - 1);
    bool Shown = K < Show.size() && Show[K++] && Keep > 0;
    std::string Args = Shown ? elideTemplateArgs(Inner, Keep - 1) : "";
    Out += Shown ? "<" + (Unqualified ? dropQualifiers(Args) : Args) + ">"
                 : std::string("<\xE2\x80\xA6>");
    At = Close + 1;
  }
  return dropReturnType(Out + S.substr(At));
}

/// Which outermost template argument lists differ among \p Demangled names.
inline std::vector<bool> differingLists(const std::vector<std::string> &Demangled) {
  std::vector<std::vector<std::string>> Lists;
  size_t Most = 0;
  for (const std::string &D : Demangled) {
    std::optional<std::string> L = lambdaName(D);
    std::string S = L ? *L : D;
    Lists.emplace_back();
    for (auto [Open, Close] : templateLists(S))
      Lists.back().push_back(S.substr(Open, Close - Open));
    Most = std::max(Most, Lists.back().size());
  }
  std::vector<bool> Differ(Most, false);
  for (size_t K = 0; K < Most; ++K)
    for (const auto &L : Lists)
      Differ[K] = Differ[K] || K >= L.size() || K >= Lists[0].size() ||
                  L[K] != Lists[0][K];
  return Differ;
}

/// The name of the function with linkage name \p Symbol in form \p Form:
/// C and other non-C++ names as they are; C++ names demangled (Full),
/// demangled with template arguments elided and without the return type
/// (Short), or mangled (Linkage). Lambdas are `enclosing.lambda#N` in the
/// short and full forms.
inline StoredName nameOf(llvm::StringRef Symbol, NameForm Form) {
  if (Form == NameForm::Linkage || !Symbol.starts_with("_Z"))
    return {Symbol.str(), false};
  std::string D = llvm::demangle(Symbol.str());
  if (D == Symbol)
    return {D, false};
  std::optional<std::string> L = lambdaName(D);
  if (Form == NameForm::Full)
    return {L ? *L : D, false};
  return {shortName(D), true};
}

} // namespace ccprof

#endif // CCPROF_DISPLAYNAMES_H
