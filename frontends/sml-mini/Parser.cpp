//===- Parser.cpp - sml-mini: recursive-descent parser --------------------===//
//
// One function per grammar rule; the rule is in the comment above it.
// Infix expressions use precedence climbing over the SML '97 fixities.
// Types are parsed and discarded.
//
//===----------------------------------------------------------------------===//
#include "Parser.h"

#include "../common/TokenCursor.h"

#include <map>
#include <set>
#include <unordered_map>

namespace sml {

bool infixOf(const std::string &Name, int &Prec, bool &Right) {
  static const std::unordered_map<std::string, std::pair<int, bool>> T = {
      {"*", {7, false}},  {"div", {7, false}}, {"mod", {7, false}}, {"/", {7, false}},
      {"+", {6, false}},  {"-", {6, false}},   {"^", {6, false}},
      {"::", {5, true}},  {"@", {5, true}},
      {"=", {4, false}},  {"<>", {4, false}},  {"<", {4, false}},  {">", {4, false}},
      {"<=", {4, false}}, {">=", {4, false}},
      {":=", {3, false}}, {"o", {3, false}},   {"before", {0, false}}};
  auto It = T.find(Name);
  if (It == T.end())
    return false;
  Prec = It->second.first;
  Right = It->second.second;
  return true;
}

namespace {

/// cur, is, take, accept, expect, unexpected, nested: common/TokenCursor.h.
class Parser : public fe::TokenCursor<fe::TokenVector<Token>> {
public:
  explicit Parser(const std::vector<Token> &Toks) : TokenCursor(Toks) {}

  /// An identifier token (alphanumeric or symbolic, or `=` as a value name).
  bool isIdent() const { return is(Tok::Id) || is(Tok::SymId); }
  bool isInfixId() const {
    int Pr; bool R;
    return (is(Tok::Id) || is(Tok::SymId) || is(Tok::Equals)) &&
           fixity(is(Tok::Equals) ? "=" : cur().Text, Pr, R);
  }
  /// The program's fixity declarations (`infix 6 ++`, `nonfix +`) over the
  /// built-in ones; for the whole rest of the program (SML scopes them like
  /// values: a `let` or `local` does not end them here).
  std::unordered_map<std::string, std::pair<int, bool>> UserFixity; // prec -1: nonfix
  bool fixity(const std::string &Name, int &Prec, bool &Right) const {
    auto It = UserFixity.find(Name);
    if (It == UserFixity.end())
      return infixOf(Name, Prec, Right);
    Prec = It->second.first;
    Right = It->second.second;
    return Prec >= 0;
  }
  [[noreturn]] void unsupported(const char *What) {
    error(cur().At, std::string(What) + " is not supported by sml-mini");
  }

  // program ::= { dec | exp ';' }
  Program program() {
    Program Prog;
    while (!is(Tok::Eof)) {
      if (accept(Tok::Semi)) continue;
      if (startsDec()) {
        Prog.Decs.push_back(dec());
        continue;
      }
      // top-level expression: val it = exp
      Loc L = cur().At;
      auto D = std::make_unique<Dec>(DecKind::Val, L);
      auto Pv = std::make_unique<Pat>(PatKind::Var, L);
      Pv->Name = "it";
      D->Vals.emplace_back(std::move(Pv), exp());
      Prog.Decs.push_back(std::move(D));
      if (!is(Tok::Eof) && !startsDec()) expect(Tok::Semi, "';' after a top-level expression");
    }
    return Prog;
  }

  bool startsDec() const {
    switch (cur().Kind) {
    case Tok::KwVal: case Tok::KwFun: case Tok::KwDatatype: case Tok::KwException:
    case Tok::KwLocal: case Tok::KwType: case Tok::KwInfix: case Tok::KwInfixr:
    case Tok::KwNonfix: case Tok::KwOpen: case Tok::KwStructure: case Tok::KwSignature:
    case Tok::KwFunctor: case Tok::KwAbstype:
      return true;
    default:
      return false;
    }
  }

  // decs ::= { dec | ';' }
  std::vector<DecP> decs() {
    std::vector<DecP> Ds;
    while (true) {
      if (accept(Tok::Semi)) continue;
      if (!startsDec()) return Ds;
      Ds.push_back(dec());
    }
  }

  // dec ::= 'val' valbind {'and' valbind} | 'fun' funbind {'and' funbind}
  //       | 'datatype' datbind {'and' datbind} | 'type' typbind {'and' typbind}
  //       | 'exception' exbind {'and' exbind} | 'local' decs 'in' decs 'end'
  DecP dec() {
    Loc L = cur().At;
    switch (cur().Kind) {
    case Tok::KwVal: {
      take();
      tyVarSeq();
      if (accept(Tok::KwRec))
        return valRec(L);
      auto D = std::make_unique<Dec>(DecKind::Val, L);
      do {
        // valbind ::= pat '=' exp
        PatP Pt = pat();
        expect(Tok::Equals, "'=' in a val binding");
        D->Vals.emplace_back(std::move(Pt), exp());
      } while (accept(Tok::KwAnd));
      return D;
    }
    case Tok::KwFun: {
      take();
      tyVarSeq();
      auto D = std::make_unique<Dec>(DecKind::Fun, L);
      do
        D->Funs.push_back(funbind());
      while (accept(Tok::KwAnd));
      return D;
    }
    case Tok::KwDatatype: {
      take();
      auto D = std::make_unique<Dec>(DecKind::Datatype, L);
      do {
        // datbind ::= [tyvarseq] tycon '=' conbind {'|' conbind}
        DataBind DB;
        DB.At = cur().At;
        DB.TyVars = tyVarSeq();
        DB.Name = expect(Tok::Id, "a datatype name").Text;
        expect(Tok::Equals, "'=' in a datatype declaration");
        if (is(Tok::KwDatatype)) unsupported("datatype replication");
        accept(Tok::Bar);
        do {
          // conbind ::= ['op'] vid ['of' ty]
          ConDecl C;
          C.At = cur().At;
          accept(Tok::KwOp);
          if (!isIdent()) unexpected("a constructor name");
          C.Name = take().Text;
          if (accept(Tok::KwOf)) {
            C.HasArg = true;
            C.Arg = type(&C.Width);
          }
          DB.Cons.push_back(std::move(C));
        } while (accept(Tok::Bar));
        D->Datas.push_back(std::move(DB));
      } while (accept(Tok::KwAnd));
      if (is(Tok::KwWithtype)) unsupported("'withtype'");
      return D;
    }
    case Tok::KwType: {
      take();
      auto D = std::make_unique<Dec>(DecKind::Type, L);
      do {
        // typbind ::= [tyvarseq] tycon '=' ty
        TypeBind TB;
        TB.At = cur().At;
        TB.TyVars = tyVarSeq();
        TB.Name = expect(Tok::Id, "a type name").Text;
        expect(Tok::Equals, "'=' in a type declaration");
        TB.Body = type();
        D->Types.push_back(std::move(TB));
      } while (accept(Tok::KwAnd));
      return D;
    }
    case Tok::KwException: {
      take();
      auto D = std::make_unique<Dec>(DecKind::Exception, L);
      do {
        // exbind ::= ['op'] vid ['of' ty]
        ConDecl C;
        C.At = cur().At;
        accept(Tok::KwOp);
        if (!isIdent()) unexpected("an exception name");
        C.Name = take().Text;
        if (accept(Tok::Equals)) unsupported("exception renaming");
        if (accept(Tok::KwOf)) {
          C.HasArg = true;
          C.Arg = type();
        }
        D->Exns.push_back(std::move(C));
      } while (accept(Tok::KwAnd));
      return D;
    }
    case Tok::KwLocal: {
      take();
      fe::NestingGuard G(Depth, L);
      auto D = std::make_unique<Dec>(DecKind::Local, L);
      D->Inner = decs();
      expect(Tok::KwIn, "'in' after the declarations of 'local'");
      D->Body = decs();
      expect(Tok::KwEnd, "'end' to close 'local'");
      return D;
    }
    case Tok::KwInfix: case Tok::KwInfixr: case Tok::KwNonfix: {
      // ('infix' | 'infixr') [digit] vid {vid} | 'nonfix' vid {vid}
      Tok K = take().Kind;
      int Prec = 0;
      if (K != Tok::KwNonfix && is(Tok::Int)) {
        if (cur().IntVal > 9)
          error(cur().At, "a fixity's precedence is a digit, 0 to 9");
        Prec = take().IntVal;
      }
      if (!isIdent() && !is(Tok::Equals)) unexpected("an identifier in a fixity declaration");
      while (isIdent() || is(Tok::Equals)) {
        std::string Name = is(Tok::Equals) ? "=" : cur().Text;
        take();
        UserFixity[Name] = {K == Tok::KwNonfix ? -1 : Prec, K == Tok::KwInfixr};
      }
      return std::make_unique<Dec>(DecKind::Fixity, L);
    }
    case Tok::KwOpen: { // 'open' longid {longid}
      take();
      auto D = std::make_unique<Dec>(DecKind::Open, L);
      do D->Names.push_back(expect(Tok::Id, "a structure name after 'open'").Text);
      while (is(Tok::Id));
      return D;
    }
    case Tok::KwStructure: { // 'structure' id [':' | ':>' sigexp] '=' strexp
      take();
      auto D = std::make_unique<Dec>(DecKind::Structure, L);
      D->Name = expect(Tok::Id, "a structure name").Text;
      if (D->Name.find('.') != std::string::npos)
        error(L, "a structure name cannot be qualified");
      ascription(D->Sig, D->Opaque);
      expect(Tok::Equals, "'=' after the structure name");
      if (is(Tok::Id) && Functors.count(cur().Text)) {
        applyFunctor(*D);
      } else if (is(Tok::Id)) {
        D->Alias = take().Text;
        if (is(Tok::LParen))
          error(L, "unbound functor '" + D->Alias + "'");
      } else {
        expect(Tok::KwStruct, "'struct' or a structure name");
        D->Body = decs();
        expect(Tok::KwEnd, "'end' to close 'struct'");
      }
      if (is(Tok::KwAnd)) unsupported("'structure ... and'");
      return D;
    }
    case Tok::KwSignature: { // 'signature' id '=' sigexp
      take();
      std::string Name = expect(Tok::Id, "a signature name").Text;
      expect(Tok::Equals, "'=' after the signature name");
      Signatures[Name] = sigExp();
      if (is(Tok::KwAnd)) unsupported("'signature ... and'");
      return std::make_unique<Dec>(DecKind::Signature, L);
    }
    case Tok::KwFunctor: { // 'functor' id '(' id ':' sigexp ')' [(':' | ':>') sigexp] '=' 'struct' decs 'end'
      take();
      std::string Name = expect(Tok::Id, "a functor name").Text;
      Functor F;
      expect(Tok::LParen, "'(' and the functor's parameter");
      F.Param = expect(Tok::Id, "the parameter's structure name").Text;
      expect(Tok::Colon, "':' and the parameter's signature");
      F.ParamSig = sigExp();
      expect(Tok::RParen, "')' after the functor's parameter");
      ascription(F.ResultSig, F.Opaque);
      expect(Tok::Equals, "'=' after the functor's parameter");
      F.Body = In.mark();
      Loc SL = expect(Tok::KwStruct, "'struct'").At;
      decs(); // its syntax errors now; each application parses it again
      if (!accept(Tok::KwEnd))
        error(SL, "'struct' without its 'end'");
      if (is(Tok::KwAnd)) unsupported("'functor ... and'");
      Functors[Name] = F;
      return std::make_unique<Dec>(DecKind::Signature, L);
    }
    case Tok::KwAbstype: unsupported("'abstype'");
    default:
      unsupported("structures, signatures and functors");
    }
  }

  // 'val' 'rec' vid [':' ty] '=' 'fn' match {'and' ...}: the `fun` whose
  // clauses are the match's rules
  DecP valRec(Loc L) {
    auto D = std::make_unique<Dec>(DecKind::Fun, L);
    do {
      FunBind F;
      F.At = cur().At;
      accept(Tok::KwOp);
      if (!isIdent()) unexpected("a function name after 'val rec'");
      F.Name = take().Text;
      TyP Annot;
      if (accept(Tok::Colon)) {
        Annot = type();
        if (Annot->Kind != TyKind::Arrow)
          error(Annot->At, "the type of a 'val rec' function is written t1 -> t2 here");
      }
      expect(Tok::Equals, "'=' in a 'val rec' binding");
      expect(Tok::KwFn, "'fn' (a 'val rec' binds a function)");
      for (Rule &R : match()) {
        Clause C;
        C.At = R.P->At;
        C.Params.push_back(std::move(R.P));
        C.Body = std::move(R.Body);
        F.Clauses.push_back(std::move(C));
      }
      if (Annot) // `val rec f : t1 -> t2 = fn ...`: each rule's argument and result
        for (Clause &C : F.Clauses) {
          C.Params[0]->Annots.push_back(Annot->Args[0]);
          C.Result = Annot->Args[1];
        }
      D->Funs.push_back(std::move(F));
    } while (accept(Tok::KwAnd));
    return D;
  }

  /// A clause `atpat vid atpat` of an infix vid: Name = vid, and one
  /// parameter, the pair. False (nothing read) if this is not one.
  bool infixClause(Clause &C, std::string &Name, Loc &NameAt) {
    size_t Save = In.mark();
    if (!startsAtPat() && !(is(Tok::Id) || is(Tok::SymId)))
      return false;
    PatP Left = atpat();
    if (!isInfixId() || is(Tok::Equals)) {
      In.reset(Save);
      return false;
    }
    Name = cur().Text;
    NameAt = take().At;
    auto Pair = std::make_unique<Pat>(PatKind::Tuple, Left->At);
    Pair->Sub.push_back(std::move(Left));
    Pair->Sub.push_back(atpat());
    C.Params.push_back(std::move(Pair));
    return true;
  }

  // funbind ::= clause {'|' clause}
  // clause  ::= ['op'] vid apat {apat} [':' ty] '=' exp
  FunBind funbind() {
    FunBind F;
    F.At = cur().At;
    do {
      Clause C;
      C.At = cur().At;
      std::string Name;
      Loc NameAt = cur().At;
      if (!accept(Tok::KwOp) && infixClause(C, Name, NameAt)) {
        // `p1 vid p2`: vid's one parameter is the pair
      } else {
        if (!isIdent() && !is(Tok::Equals)) unexpected("a function name");
        Name = is(Tok::Equals) ? "=" : cur().Text;
        NameAt = cur().At;
        take();
      }
      if (F.Name.empty())
        F.Name = Name;
      else if (Name != F.Name)
        error(NameAt, "clauses of one function must all define '" + F.Name +
                          "', this one defines '" + Name + "'");
      if (C.Params.empty())
        while (startsAtPat())
          C.Params.push_back(atpat());
      if (C.Params.empty())
        unexpected("a parameter pattern");
      if (accept(Tok::Colon)) C.Result = type();
      expect(Tok::Equals, "'=' in a function clause");
      C.Body = exp();
      if (!F.Clauses.empty() && C.Params.size() != F.Clauses[0].Params.size())
        error(C.At, "clauses of '" + F.Name + "' have different numbers of arguments (" +
                        std::to_string(F.Clauses[0].Params.size()) + " and " +
                        std::to_string(C.Params.size()) + ")");
      F.Clauses.push_back(std::move(C));
    } while (accept(Tok::Bar));
    return F;
  }

  // tyvarseq ::= tyvar | '(' tyvar {',' tyvar} ')' | (nothing)
  std::vector<std::string> tyVarSeq() {
    std::vector<std::string> Vs;
    if (is(Tok::TyVar)) {
      Vs.push_back(take().Text);
    } else if (is(Tok::LParen) && peek().Kind == Tok::TyVar) {
      take();
      do Vs.push_back(expect(Tok::TyVar, "a type variable").Text);
      while (accept(Tok::Comma));
      expect(Tok::RParen, "')'");
    }
    return Vs;
  }

  // ty ::= tupty ['->' ty]
  /// \p Width: the number of components when the type is a tuple type not
  /// in parentheses (so a constructor `of t1 * t2` can store its fields
  /// flat), else 1.
  TyP type(unsigned *Width = nullptr) {
    fe::NestingGuard G(Depth, cur().At);
    Loc L = cur().At;
    TyP T = tupleType();
    if (Width)
      *Width = T->Kind == TyKind::Tuple && !T->Parens ? T->Args.size() : 1;
    if (accept(Tok::TyArrow)) {
      auto A = std::make_shared<TypeExpr>(TyKind::Arrow, L);
      A->Args.push_back(std::move(T));
      A->Args.push_back(type());
      if (Width)
        *Width = 1;
      return A;
    }
    return T;
  }
  // tupty ::= appty {'*' appty}
  TyP tupleType() {
    Loc L = cur().At;
    TyP First = appType();
    if (!(is(Tok::SymId) && cur().Text == "*"))
      return First;
    auto T = std::make_shared<TypeExpr>(TyKind::Tuple, L);
    T->Args.push_back(std::move(First));
    while (is(Tok::SymId) && cur().Text == "*") {
      take();
      T->Args.push_back(appType());
    }
    return T;
  }
  // appty ::= atty {tycon}
  TyP appType() {
    std::vector<TyP> Args = atType();
    while (is(Tok::Id)) {
      auto C = std::make_shared<TypeExpr>(TyKind::Con, cur().At);
      C->Name = take().Text;
      C->Args = std::move(Args);
      Args = {C};
    }
    if (Args.size() != 1)
      error(Args.empty() ? cur().At : Args[0]->At,
            "a type argument sequence needs a type constructor after it");
    return Args[0];
  }
  // atty ::= tyvar | tycon | '(' ty {',' ty} ')'   (the last: the arguments
  // of the type constructor that follows, or one type in parentheses)
  std::vector<TyP> atType() {
    Loc L = cur().At;
    if (is(Tok::TyVar)) {
      auto V = std::make_shared<TypeExpr>(TyKind::Var, L);
      V->Name = take().Text;
      return {V};
    }
    if (is(Tok::Id)) {
      auto C = std::make_shared<TypeExpr>(TyKind::Con, L);
      C->Name = take().Text;
      return {C};
    }
    if (accept(Tok::LParen)) {
      std::vector<TyP> Ts;
      do Ts.push_back(type());
      while (accept(Tok::Comma));
      expect(Tok::RParen, "')' in a type");
      if (Ts.size() == 1)
        Ts[0]->Parens = true;
      return Ts;
    }
    if (accept(Tok::LBrace)) { // '{' lab ':' ty {',' lab ':' ty} '}'
      auto R = std::make_shared<TypeExpr>(TyKind::Record, L);
      if (!is(Tok::RBrace)) {
        do {
          R->Labels.push_back(label());
          expect(Tok::Colon, "':' after a record label in a type");
          R->Args.push_back(type());
        } while (accept(Tok::Comma));
      }
      expect(Tok::RBrace, "'}' or ',' in a record type");
      checkLabels(R->Labels, L);
      return {R};
    }
    unexpected("a type");
  }

  /// The signatures declared so far, by name.
  std::map<std::string, std::shared_ptr<const SigExp>> Signatures;
  /// A functor: its parameter, signatures and where its body's tokens are.
  struct Functor {
    std::string Param;
    std::shared_ptr<const SigExp> ParamSig, ResultSig;
    bool Opaque = false;
    size_t Body = 0; // the token `struct`
  };
  std::map<std::string, Functor> Functors;

  // [':' sigexp | ':>' sigexp]
  void ascription(std::shared_ptr<const SigExp> &Sig, bool &Opaque) {
    bool Ascribed = accept(Tok::Colon); // transparent, or opaque (:>)
    if (!Ascribed && is(Tok::SymId) && cur().Text == ":>") {
      take();
      Ascribed = Opaque = true;
    }
    if (Ascribed)
      Sig = sigExp();
  }

  /// `structure S = F (A)`: S is the functor's body, parsed again here,
  /// after `structure X : PARAMSIG = A` (X the parameter, which the result
  /// signature may name), with the functor's result signature unless S has
  /// its own (without one, S also shows S.X). Each application
  /// is a structure of its own: its types are new, its functions are
  /// `S.f` in profiles.
  void applyFunctor(Dec &D) {
    Loc L = cur().At;
    if (++FunctorDepth > MaxFunctorDepth) // a functor whose body applies a functor ...
      error(L, "functor applications nested more than " + std::to_string(MaxFunctorDepth) +
                   " deep");
    const Functor &F = Functors[take().Text];
    expect(Tok::LParen, "'(' and the functor's argument");
    if (!is(Tok::Id))
      unsupported("a functor argument that is not a structure name");
    auto Param = std::make_unique<Dec>(DecKind::Structure, L);
    Param->Name = F.Param;
    Param->Alias = take().Text;
    Param->Sig = F.ParamSig;
    expect(Tok::RParen, "')' after the functor's argument");
    D.Body.push_back(std::move(Param));
    size_t Back = In.mark();
    In.reset(F.Body);
    take(); // struct
    for (DecP &B : decs())
      D.Body.push_back(std::move(B));
    take(); // end
    In.reset(Back);
    if (!D.Sig) {
      D.Sig = F.ResultSig;
      D.Opaque = F.Opaque;
    }
    --FunctorDepth;
  }
  int FunctorDepth = 0;
  static constexpr int MaxFunctorDepth = 100;

  // sigexp ::= sigid | 'sig' {spec} 'end' {'where' 'type' tyvarseq longtycon '=' ty}
  std::shared_ptr<const SigExp> sigExp() {
    auto Sig = std::make_shared<SigExp>();
    Sig->At = cur().At;
    if (is(Tok::Id)) {
      *Sig = namedSig();
    } else {
      expect(Tok::KwSig, "a signature");
      while (!accept(Tok::KwEnd))
        spec(*Sig);
    }
    while (accept(Tok::KwWhere)) { // a type the signature leaves abstract, made known
      expect(Tok::KwType, "'type' after 'where'");
      Spec W{Spec::Type, cur().At, "", tyVarSeq(), nullptr, {}, {}};
      W.Name = expect(Tok::Id, "a type name").Text;
      expect(Tok::Equals, "'=' in a where clause");
      W.Ty = type();
      bool Found = false;
      for (Spec &S : Sig->Specs)
        if ((S.K == Spec::Type || S.K == Spec::EqType) && S.Name == W.Name && !S.Ty) {
          S.Ty = W.Ty;
          S.TyVars = W.TyVars;
          Found = true;
        }
      if (!Found)
        error(W.At, "'where type " + W.Name + "': the signature has no abstract type '" +
                        W.Name + "'");
    }
    return Sig;
  }
  SigExp namedSig() {
    Loc L = cur().At;
    std::string Name = take().Text;
    auto It = Signatures.find(Name);
    if (It == Signatures.end())
      error(L, "unbound signature '" + Name + "'");
    return *It->second;
  }

  // spec ::= 'val' vid ':' ty {'and' ...} | ('type' | 'eqtype') tyvarseq tycon ['=' ty] {'and' ...}
  //        | 'datatype' datbind | 'exception' exbind | 'include' sigid | ';'
  void spec(SigExp &Sig) {
    Loc L = cur().At;
    switch (cur().Kind) {
    case Tok::Semi:
      take();
      return;
    case Tok::KwVal:
      take();
      do {
        Spec S{Spec::Val, cur().At, "", {}, nullptr, {}, {}};
        accept(Tok::KwOp);
        if (!isIdent() && !is(Tok::Equals))
          unexpected("a value name");
        S.Name = take().Text;
        if (S.Name.empty())
          S.Name = "=";
        expect(Tok::Colon, "':' after the value's name");
        S.Ty = type();
        Sig.Specs.push_back(std::move(S));
      } while (accept(Tok::KwAnd));
      return;
    case Tok::KwType: case Tok::KwEqtype: {
      Spec::Kind K = is(Tok::KwType) ? Spec::Type : Spec::EqType;
      take();
      do {
        Spec S{K, cur().At, "", tyVarSeq(), nullptr, {}, {}};
        S.Name = expect(Tok::Id, "a type name").Text;
        if (K == Spec::Type && accept(Tok::Equals))
          S.Ty = type();
        Sig.Specs.push_back(std::move(S));
      } while (accept(Tok::KwAnd));
      return;
    }
    case Tok::KwDatatype: case Tok::KwException: {
      bool Data = is(Tok::KwDatatype);
      DecP D = dec();
      Spec S{Data ? Spec::Datatype : Spec::Exception, L, "", {}, nullptr, {}, {}};
      S.Datas = std::move(D->Datas);
      S.Exns = std::move(D->Exns);
      Sig.Specs.push_back(std::move(S));
      return;
    }
    case Tok::KwStructure:
      unsupported("a structure inside a signature");
    case Tok::KwSharing:
      unsupported("'sharing'");
    case Tok::KwInclude: {
      take();
      if (!is(Tok::Id))
        unexpected("a signature name after 'include'");
      for (Spec &S : namedSig().Specs)
        Sig.Specs.push_back(S);
      return;
    }
    default:
      break;
    }
    unexpected("a specification (val, type, eqtype, datatype, exception, include) or 'end'");
  }

  // lab ::= alphanumeric identifier | positive integer
  std::string label() {
    if (is(Tok::Id) && cur().Text.find('.') == std::string::npos)
      return take().Text;
    if (is(Tok::Int) && cur().IntVal > 0)
      return std::to_string(take().IntVal);
    unexpected("a record label");
  }
  void checkLabels(const std::vector<std::string> &Ls, Loc At) {
    std::set<std::string> Seen;
    for (const std::string &L : Ls)
      if (!Seen.insert(L).second)
        error(At, "label '" + L + "' occurs twice in this record");
  }

  // char ::= '#' string-of-one-character   (#"a", #"\n")
  long long charLiteral() {
    Loc L = take().At;
    if (!is(Tok::String))
      unsupported("'#' selectors");
    std::string S = take().Text;
    if (S.size() != 1)
      error(L, "a character literal #\"...\" holds one character, not " +
                   std::to_string(S.size()));
    return (unsigned char)S[0];
  }

  // ---------------------------------------------------------------- patterns
  bool startsAtPat() const {
    switch (cur().Kind) {
    case Tok::Underscore: case Tok::Int: case Tok::Real: case Tok::String: case Tok::LParen:
    case Tok::LBrack: case Tok::KwOp: case Tok::Hash: case Tok::LBrace:
      return true;
    case Tok::Id: case Tok::SymId:
      return !isInfixId();
    default:
      return false;
    }
  }

  // pat ::= conspat [':' ty] | vid [':' ty] 'as' pat
  PatP pat() {
    PatP Pt = consPat();
    while (accept(Tok::Colon)) Pt->Annots.push_back(type());
    if (is(Tok::KwAs)) {
      if (Pt->Kind != PatKind::Var)
        error(cur().At, "only a variable can be layered on a pattern with 'as'");
      Loc At = take().At;
      auto L = std::make_unique<Pat>(PatKind::As, At);
      L->Name = Pt->Name;
      L->Annots = std::move(Pt->Annots); // `x : t as p`: the whole is a t
      L->Sub.push_back(pat());
      return L;
    }
    return Pt;
  }

  // conspat ::= apppat ['::' conspat]
  PatP consPat() {
    fe::NestingGuard G(Depth, cur().At);
    PatP L = appPat();
    if (is(Tok::SymId) && cur().Text == "::") {
      Loc At = take().At;
      auto C = std::make_unique<Pat>(PatKind::Cons, At);
      C->Sub.push_back(std::move(L));
      C->Sub.push_back(consPat());
      return C;
    }
    if (isInfixId() && !is(Tok::Equals)) { // p1 C p2: an infix constructor
      int Prec; bool Right;
      fixity(cur().Text, Prec, Right);
      Token Op = take();
      auto C = std::make_unique<Pat>(PatKind::Con, Op.At);
      C->Name = Op.Text;
      auto Arg = std::make_unique<Pat>(PatKind::Tuple, L->At);
      Arg->Sub.push_back(std::move(L));
      Arg->Sub.push_back(consPat());
      C->Sub.push_back(std::move(Arg));
      return C;
    }
    return L;
  }

  // apppat ::= ['op'] longvid atpat | atpat
  PatP appPat() {
    if ((is(Tok::Id) || is(Tok::SymId) || is(Tok::KwOp)) && !isInfixId()) {
      size_t Save = In.mark();
      accept(Tok::KwOp);
      Token Id = take();
      if (startsAtPat()) {
        auto C = std::make_unique<Pat>(Id.Text == "ref" ? PatKind::Ref : PatKind::Con, Id.At);
        C->Name = Id.Text;
        C->Sub.push_back(atpat());
        return C;
      }
      In.reset(Save);
    }
    return atpat();
  }

  // atpat ::= '_' | ['op'] vid | scon | '(' ')' | '(' pat ')' | '(' pat ',' ... ')'
  //         | '[' [pat {',' pat}] ']'
  PatP atpat() {
    Loc L = cur().At;
    switch (cur().Kind) {
    case Tok::Underscore:
      take();
      return std::make_unique<Pat>(PatKind::Wild, L);
    case Tok::Int: {
      auto Pt = std::make_unique<Pat>(PatKind::Int, L);
      Pt->IntVal = take().IntVal;
      return Pt;
    }
    case Tok::Real: // SML '97: real is not an equality type
      error(L, "a real constant cannot be a pattern (real is not an equality type)");
    case Tok::String: {
      auto Pt = std::make_unique<Pat>(PatKind::Str, L);
      Pt->StrVal = take().Text;
      return Pt;
    }
    case Tok::Hash: {
      auto Pt = std::make_unique<Pat>(PatKind::Char, L);
      Pt->IntVal = charLiteral();
      return Pt;
    }
    case Tok::KwOp:
      take();
      if (!isIdent() && !is(Tok::Equals)) unexpected("an identifier after 'op'");
      [[fallthrough]];
    case Tok::Id: case Tok::SymId: {
      auto Pt = std::make_unique<Pat>(PatKind::Var, L);
      Pt->Name = is(Tok::Equals) ? "=" : cur().Text;
      take();
      return Pt;
    }
    case Tok::LParen: {
      take();
      auto Tup = std::make_unique<Pat>(PatKind::Tuple, L);
      if (accept(Tok::RParen)) return Tup;
      Tup->Sub.push_back(pat());
      if (accept(Tok::RParen)) return std::move(Tup->Sub[0]);
      while (accept(Tok::Comma)) Tup->Sub.push_back(pat());
      expect(Tok::RParen, "')' or ',' in a tuple pattern");
      return Tup;
    }
    case Tok::LBrack: {
      take();
      std::vector<PatP> Elems;
      if (!is(Tok::RBrack)) {
        do Elems.push_back(pat());
        while (accept(Tok::Comma));
      }
      expect(Tok::RBrack, "']' or ',' in a list pattern");
      auto Nil = std::make_unique<Pat>(PatKind::Con, L);
      Nil->Name = "[]";
      PatP Acc = std::move(Nil);
      for (size_t I = Elems.size(); I-- > 0;) {
        auto C = std::make_unique<Pat>(PatKind::Cons, Elems[I]->At);
        C->Sub.push_back(std::move(Elems[I]));
        C->Sub.push_back(std::move(Acc));
        Acc = std::move(C);
      }
      return Acc;
    }
    case Tok::LBrace: { // '{' patrow '}': lab = pat | vid [: ty] [as pat] | ...
      take();
      auto R = std::make_unique<Pat>(PatKind::Record, L);
      if (!is(Tok::RBrace)) {
        do {
          if (accept(Tok::Dots)) {
            R->Flexible = true;
            break;
          }
          Loc At = cur().At;
          std::string Lab = label();
          R->Labels.push_back(Lab);
          if (accept(Tok::Equals)) {
            R->Sub.push_back(pat());
            continue;
          }
          if (Lab[0] >= '0' && Lab[0] <= '9')
            unexpected("'=' after a numeric label in a record pattern");
          auto V = std::make_unique<Pat>(PatKind::Var, At); // {a} is {a = a}
          V->Name = Lab;
          while (accept(Tok::Colon)) V->Annots.push_back(type());
          if (accept(Tok::KwAs)) {
            auto As = std::make_unique<Pat>(PatKind::As, At);
            As->Name = Lab;
            As->Annots = std::move(V->Annots);
            As->Sub.push_back(pat());
            R->Sub.push_back(std::move(As));
          } else {
            R->Sub.push_back(std::move(V));
          }
        } while (accept(Tok::Comma));
      }
      expect(Tok::RBrace, "'}' or ',' in a record pattern");
      checkLabels(R->Labels, L);
      return R;
    }
    default:
      unexpected("a pattern");
    }
  }

  // ------------------------------------------------------------- expressions
  // match ::= pat '=>' exp {'|' pat '=>' exp}
  std::vector<Rule> match() {
    std::vector<Rule> Rs;
    do {
      Rule R;
      R.P = pat();
      expect(Tok::Arrow, "'=>' in a match rule");
      R.Body = exp();
      Rs.push_back(std::move(R));
    } while (accept(Tok::Bar));
    return Rs;
  }

  // exp ::= 'fn' match | 'case' exp 'of' match | 'if' exp 'then' exp 'else' exp
  //       | 'raise' exp | orelse-exp {'handle' match}
  ExprP exp() {
    Loc L = cur().At;
    fe::NestingGuard G(Depth, L);
    switch (cur().Kind) {
    case Tok::KwFn: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Fn, L);
      E->Rules = match();
      return E;
    }
    case Tok::KwCase: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Case, L);
      E->Sub.push_back(exp());
      expect(Tok::KwOf, "'of' after 'case' expression");
      E->Rules = match();
      return E;
    }
    case Tok::KwIf: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::If, L);
      E->Sub.push_back(exp());
      expect(Tok::KwThen, "'then'");
      E->Sub.push_back(exp());
      expect(Tok::KwElse, "'else' (every 'if' needs one)");
      E->Sub.push_back(exp());
      return E;
    }
    case Tok::KwRaise: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Raise, L);
      E->Sub.push_back(exp());
      return E;
    }
    case Tok::KwWhile: { // 'while' exp 'do' exp
      take();
      auto E = std::make_unique<Expr>(ExprKind::While, L);
      E->Sub.push_back(exp());
      expect(Tok::KwDo, "'do' after the condition of 'while'");
      E->Sub.push_back(exp());
      return E;
    }
    default:
      break;
    }
    ExprP E = orElse();
    while (is(Tok::KwHandle)) {
      Loc H = take().At;
      auto Hd = std::make_unique<Expr>(ExprKind::Handle, H);
      Hd->Sub.push_back(std::move(E));
      Hd->Rules = match();
      E = std::move(Hd);
    }
    return E;
  }

  bool startsPrefixForm() const {
    return is(Tok::KwFn) || is(Tok::KwCase) || is(Tok::KwIf) || is(Tok::KwRaise) ||
           is(Tok::KwWhile);
  }

  // orelse-exp ::= andalso-exp {'orelse' andalso-exp}
  ExprP orElse() {
    ExprP L = andAlso();
    while (is(Tok::KwOrelse)) {
      Loc At = take().At;
      auto E = std::make_unique<Expr>(ExprKind::OrElse, At);
      E->Sub.push_back(std::move(L));
      E->Sub.push_back(startsPrefixForm() ? exp() : andAlso());
      L = std::move(E);
    }
    return L;
  }

  // andalso-exp ::= typed-exp {'andalso' typed-exp}
  ExprP andAlso() {
    ExprP L = typed();
    while (is(Tok::KwAndalso)) {
      Loc At = take().At;
      auto E = std::make_unique<Expr>(ExprKind::AndAlso, At);
      E->Sub.push_back(std::move(L));
      E->Sub.push_back(startsPrefixForm() ? exp() : typed());
      L = std::move(E);
    }
    return L;
  }

  // typed-exp ::= infexp {':' ty}
  ExprP typed() {
    ExprP E = infix(0);
    while (accept(Tok::Colon)) E->Annots.push_back(type());
    return E;
  }

  // infexp ::= appexp | infexp vid infexp   (precedence climbing, SML fixities)
  ExprP infix(int MinPrec) {
    ExprP L = app();
    while (true) {
      int Prec; bool Right;
      if (!isInfixId()) return L;
      std::string Op = is(Tok::Equals) ? "=" : cur().Text;
      fixity(Op, Prec, Right);
      if (Prec < MinPrec) return L;
      Loc At = take().At;
      ExprP R = nested(At, [&] {
        return startsPrefixForm() ? exp() : infix(Right ? Prec : Prec + 1);
      });
      auto E = std::make_unique<Expr>(ExprKind::Infix, At);
      E->Name = Op;
      E->Sub.push_back(std::move(L));
      E->Sub.push_back(std::move(R));
      L = std::move(E);
    }
  }

  bool startsAtExp() const {
    switch (cur().Kind) {
    case Tok::Int: case Tok::Real: case Tok::String: case Tok::LParen: case Tok::LBrack:
    case Tok::KwLet: case Tok::KwOp: case Tok::Hash: case Tok::LBrace:
      return true;
    case Tok::Id: case Tok::SymId:
      return !isInfixId();
    default:
      return false;
    }
  }

  // appexp ::= atexp {atexp}
  ExprP app() {
    if (!startsAtExp()) {
      if (isInfixId())
        error(cur().At, "infix operator '" + (is(Tok::Equals) ? std::string("=") : cur().Text) +
                            "' used without a left operand (write 'op " +
                            (is(Tok::Equals) ? std::string("=") : cur().Text) + "')");
      unexpected("an expression");
    }
    ExprP F = atexp();
    while (startsAtExp()) {
      auto E = std::make_unique<Expr>(ExprKind::App, F->At);
      E->Sub.push_back(std::move(F));
      E->Sub.push_back(atexp());
      F = std::move(E);
    }
    return F;
  }

  // atexp ::= scon | ['op'] longvid | '(' ')' | '(' exp ')' | '(' exp ',' ... ')'
  //         | '(' exp ';' ... ')' | '[' [exp {',' exp}] ']'
  //         | 'let' decs 'in' exp {';' exp} 'end'
  ExprP atexp() {
    Loc L = cur().At;
    switch (cur().Kind) {
    case Tok::Int: {
      auto E = std::make_unique<Expr>(ExprKind::Int, L);
      E->IntVal = take().IntVal;
      return E;
    }
    case Tok::Real: {
      auto E = std::make_unique<Expr>(ExprKind::Real, L);
      E->RealVal = cur().RealVal;
      E->Name = take().Text;
      return E;
    }
    case Tok::String: {
      auto E = std::make_unique<Expr>(ExprKind::Str, L);
      E->Name = take().Text;
      return E;
    }
    case Tok::KwOp:
      take();
      if (!isIdent() && !is(Tok::Equals)) unexpected("an identifier after 'op'");
      [[fallthrough]];
    case Tok::Id: case Tok::SymId: {
      auto E = std::make_unique<Expr>(ExprKind::Var, L);
      E->Name = is(Tok::Equals) ? "=" : cur().Text;
      take();
      return E;
    }
    case Tok::Hash: {
      if (peek().Kind == Tok::Id || peek().Kind == Tok::Int) { // #lab: a selector
        take();
        auto E = std::make_unique<Expr>(ExprKind::Select, L);
        E->Name = label();
        return E;
      }
      auto E = std::make_unique<Expr>(ExprKind::Char, L);
      E->IntVal = charLiteral();
      return E;
    }
    case Tok::LParen: {
      take();
      auto Tup = std::make_unique<Expr>(ExprKind::Tuple, L);
      if (accept(Tok::RParen)) return Tup; // ()
      ExprP First = exp();
      if (accept(Tok::RParen)) return First;
      if (is(Tok::Semi)) {
        auto Seq = std::make_unique<Expr>(ExprKind::Seq, L);
        Seq->Sub.push_back(std::move(First));
        while (accept(Tok::Semi)) Seq->Sub.push_back(exp());
        expect(Tok::RParen, "')' or ';' in a sequence");
        return Seq;
      }
      Tup->Sub.push_back(std::move(First));
      while (accept(Tok::Comma)) Tup->Sub.push_back(exp());
      expect(Tok::RParen, "')' or ',' in a tuple");
      return Tup;
    }
    case Tok::LBrack: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::List, L);
      if (!is(Tok::RBrack)) {
        do E->Sub.push_back(exp());
        while (accept(Tok::Comma));
      }
      expect(Tok::RBrack, "']' or ',' in a list");
      return E;
    }
    case Tok::KwLet: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Let, L);
      E->Decs = decs();
      expect(Tok::KwIn, "'in' after the declarations of 'let'");
      auto Seq = std::make_unique<Expr>(ExprKind::Seq, cur().At);
      Seq->Sub.push_back(exp());
      while (accept(Tok::Semi)) Seq->Sub.push_back(exp());
      expect(Tok::KwEnd, "'end' to close 'let'");
      E->Sub.push_back(Seq->Sub.size() == 1 ? std::move(Seq->Sub[0]) : std::move(Seq));
      return E;
    }
    case Tok::LBrace: { // '{' [lab '=' exp {',' lab '=' exp}] '}'
      take();
      auto R = std::make_unique<Expr>(ExprKind::Record, L);
      if (!is(Tok::RBrace)) {
        do {
          R->Labels.push_back(label());
          expect(Tok::Equals, "'=' after a record label");
          R->Sub.push_back(exp());
        } while (accept(Tok::Comma));
      }
      expect(Tok::RBrace, "'}' or ',' in a record");
      checkLabels(R->Labels, L);
      if (R->Labels.empty())
        return std::make_unique<Expr>(ExprKind::Tuple, L); // {} = ()
      return R;
    }
    default:
      unexpected("an expression");
    }
  }
};

/// Checks that a parsed program nests at most MaxNesting levels deep. The
/// parser counts the levels it recurses into, but builds left-nested chains
/// (`1 + 1 + ...`, `f a b ...`, `e handle ... handle ...`) in loops, and
/// every later phase recurses down them.
class NestingCheck {
  int Depth = 0;

public:
  void exp(const Expr &E) {
    fe::NestingGuard G(Depth, E.At);
    for (const ExprP &S : E.Sub)
      exp(*S);
    for (const Rule &R : E.Rules) {
      pat(*R.P);
      exp(*R.Body);
    }
    decs(E.Decs);
  }
  void pat(const Pat &P) {
    fe::NestingGuard G(Depth, P.At);
    for (const PatP &S : P.Sub)
      pat(*S);
  }
  void decs(const std::vector<DecP> &Ds) {
    for (const DecP &D : Ds)
      dec(*D);
  }
  void dec(const Dec &D) {
    for (const auto &V : D.Vals) {
      pat(*V.first);
      exp(*V.second);
    }
    for (const FunBind &F : D.Funs)
      for (const Clause &C : F.Clauses) {
        for (const PatP &P : C.Params)
          pat(*P);
        exp(*C.Body);
      }
    if (D.Kind == DecKind::Local || D.Kind == DecKind::Structure) {
      fe::NestingGuard G(Depth, D.At);
      decs(D.Inner);
      decs(D.Body);
    }
  }
};

} // namespace

Program parseProgram(const std::vector<Token> &Toks) {
  Parser P(Toks);
  Program Prog = P.program();
  NestingCheck().decs(Prog.Decs);
  return Prog;
}

} // namespace sml
