//===- TokenCursor.h - front ends: the recursive-descent parsers' cursor --===//
//
// What every front end's parser does with its tokens: look at the current
// one, take it, accept or expect one of a kind, report what was found
// instead (`file:line:col: error: expected X, found Y`), and count the
// nesting it descends into (Nesting.h). A parser derives from
// TokenCursor<Stream>; the stream is a TokenVector (the lexer's tokens, with
// backtracking) or a language's own (lazy-mini's layout algorithm).
//
// The token type needs members `Kind` and `At` (a Loc), and a function
// `std::string describe(const Token &)` in its namespace (found by
// argument-dependent lookup) for "found ..." in messages.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Nesting.h"
#include "SourceDiag.h"

#include <algorithm>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace fe {

/// The lexer's tokens, read from the front. The last token is the end of
/// file; the stream never passes it.
template <typename TokenT> class TokenVector {
  const std::vector<TokenT> &T;
  size_t P = 0;

public:
  explicit TokenVector(const std::vector<TokenT> &Toks) : T(Toks) {}
  /// The token \p K after the current one (0: the current one).
  const TokenT &peek(size_t K = 0) const { return T[std::min(P + K, T.size() - 1)]; }
  TokenT next() { return T[P < T.size() - 1 ? P++ : P]; }
  /// For backtracking: where the stream is, and going back there.
  size_t mark() const { return P; }
  void reset(size_t Mark) { P = Mark; }
};

/// The cursor over a token stream \p Stream (peek(), next()).
template <typename Stream> class TokenCursor {
public:
  using Token = std::decay_t<decltype(std::declval<Stream &>().next())>;
  using Kind = decltype(Token::Kind);

  template <typename... Args>
  explicit TokenCursor(Args &&...A) : In(std::forward<Args>(A)...) {}

  const Token &cur() const { return In.peek(); }
  /// The token \p K after the current one (TokenVector streams only).
  const Token &peek(size_t K = 1) const { return In.peek(K); }
  bool is(Kind K) const { return cur().Kind == K; }
  Token take() { return In.next(); }
  bool accept(Kind K) {
    if (!is(K))
      return false;
    take();
    return true;
  }
  /// "expected What, found <the current token>" at the current token.
  [[noreturn]] void unexpected(const std::string &What) const {
    error(cur().At, "expected " + What + ", found " + describe(cur()));
  }
  Token expect(Kind K, const std::string &What) {
    if (!is(K))
      unexpected(What);
    return take();
  }
  /// Parses \p F one level deeper (an error past MaxNesting levels).
  template <typename F> auto nested(Loc At, F Parse) {
    NestingGuard G(Depth, At);
    return Parse();
  }

protected:
  mutable Stream In; // peeking may make tokens (a layout algorithm)
  int Depth = 0;     // levels of nesting open (Nesting.h)
};

} // namespace fe
