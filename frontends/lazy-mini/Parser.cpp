//===- Parser.cpp - lazy-mini: recursive-descent parser -------------------===//
//
// One function per grammar rule, the rule in the comment above it. Blocks
// (`where`, `let`, `of`, `do`, the module body) come from the layout
// stream with explicit or virtual braces; the parse-error(t) rule of the
// layout algorithm is applied where a block cannot continue.
//
//===----------------------------------------------------------------------===//
#include "Parser.h"
#include "../common/TokenCursor.h"

#include <algorithm>
#include <unordered_map>

namespace lazy {

void fixityOf(const std::string &Op, int &Prec, Assoc &A) {
  static const std::unordered_map<std::string, std::pair<int, Assoc>> T = {
      {".", {9, Assoc::Right}},   {"!!", {9, Assoc::Left}},   {"^", {8, Assoc::Right}},   {"^^", {8, Assoc::Right}},   {"<>", {6, Assoc::Right}},
      {"**", {8, Assoc::Right}},  {"/", {7, Assoc::Left}},
      {"*", {7, Assoc::Left}},    {"div", {7, Assoc::Left}},  {"mod", {7, Assoc::Left}},
      {"rem", {7, Assoc::Left}},  {"quot", {7, Assoc::Left}}, {"+", {6, Assoc::Left}},
      {"-", {6, Assoc::Left}},    {":", {5, Assoc::Right}},   {"++", {5, Assoc::Right}},
      {"==", {4, Assoc::None}},   {"/=", {4, Assoc::None}},   {"<", {4, Assoc::None}},
      {"<=", {4, Assoc::None}},   {">", {4, Assoc::None}},    {">=", {4, Assoc::None}},
      {"elem", {4, Assoc::None}}, {"notElem", {4, Assoc::None}}, {"&&", {3, Assoc::Right}},
      {"\\\\", {5, Assoc::None}},
      {"||", {2, Assoc::Right}},  {">>", {1, Assoc::Left}},   {">>=", {1, Assoc::Left}},
      {"<$>", {4, Assoc::Left}},  {"<$", {4, Assoc::Left}},   {"<*>", {4, Assoc::Left}},
      {"*>", {4, Assoc::Left}},   {"<*", {4, Assoc::Left}},   {"=<<", {1, Assoc::Right}},
      {"$", {0, Assoc::Right}},   {"$!", {0, Assoc::Right}},  {"seq", {0, Assoc::Right}},
      {"on", {0, Assoc::Left}},   {"&", {1, Assoc::Left}}};
  auto It = T.find(baseName(Op));
  if (It == T.end()) {
    Prec = 9;
    A = Assoc::Left;
    return;
  }
  Prec = It->second.first;
  A = It->second.second;
}

namespace {

/// cur, is, take, accept, expect, unexpected, nested: common/TokenCursor.h,
/// over the layout stream (In).
class Parser : public fe::TokenCursor<Layout> {
public:
  explicit Parser(std::vector<Token> Toks) : TokenCursor(std::move(Toks)) {}

  [[noreturn]] void unsupported(const std::string &What) {
    error(cur().At, "lazy-mini does not support " + What);
  }

  /// Parses `{ item ; item ... }` with explicit or virtual braces.
  template <typename F> void block(const char *What, F Item) {
    bool Explicit = !cur().Virtual;
    expect(Tok::LBrace, std::string("a block of ") + What);
    while (true) {
      if (accept(Tok::RBrace)) return;
      if (accept(Tok::Semi)) {
        // A line at the block's indentation that cannot start an item
        // (`where` under case alternatives): parse-error(t) ends the block.
        if (!Explicit && closesBlock() && In.closeImplicit()) {
          take();
          return;
        }
        continue;
      }
      Item();
      if (is(Tok::Semi) || is(Tok::RBrace)) continue;
      // parse-error(t): the token cannot continue the block; an implicit
      // block ends here.
      if (!Explicit && In.closeImplicit()) {
        take();
        return;
      }
      unexpected(std::string("';' or the end of the ") + What);
    }
  }

  bool closesBlock() {
    switch (cur().Kind) {
    case Tok::KwWhere: case Tok::KwIn: case Tok::KwThen: case Tok::KwElse: case Tok::KwOf:
    case Tok::RParen: case Tok::RBrack: case Tok::Comma:
      return true;
    default:
      return false;
    }
  }

  // module ::= ['module' modid ['(' exports ')'] 'where'] body
  // body   ::= '{' {impdecl ';'} topdecls '}'
  SourceModule module() {
    SourceModule M;
    if (accept(Tok::KwModule)) {
      M.Name = expect(Tok::ConId, "a module name").Text;
      if (is(Tok::LParen)) {
        M.HasExports = true;
        M.Exports = nameList("the export list");
      }
      expect(Tok::KwWhere, "'where' after the module header");
    }
    block("top-level declarations", [&] {
      if (is(Tok::KwImport))
        M.Imports.push_back(importDecl());
      else
        topdecl(M.Decls);
    });
    if (!is(Tok::Eof)) unexpected("end of file");
    return M;
  }

  // names ::= '(' [name {',' name}] [','] ')'
  // name  ::= var | '(' op ')' | con ['(' '..' | cons ')'] | 'module' modid
  // An import or export list: its names, a type's constructors among them.
  std::vector<std::pair<Loc, std::string>> nameList(const char *What) {
    std::vector<std::pair<Loc, std::string>> Names;
    expect(Tok::LParen, What);
    while (!accept(Tok::RParen)) {
      Loc At = cur().At;
      if (accept(Tok::LParen)) {
        if (!is(Tok::VarSym) && !is(Tok::ConSym)) unexpected(std::string("an operator in ") + What);
        Names.emplace_back(At, take().Text);
        expect(Tok::RParen, "')' after the operator");
      } else if (is(Tok::VarId) || is(Tok::ConId)) {
        bool Con = is(Tok::ConId);
        Names.emplace_back(At, take().Text);
        if (Con && accept(Tok::LParen)) {
          while (!accept(Tok::RParen)) {
            if (is(Tok::Eof)) unexpected(std::string("')' in ") + What);
            Token T = take();
            if (T.Kind == Tok::ConId || T.Kind == Tok::VarId) Names.emplace_back(T.At, T.Text);
          }
        }
      } else if (accept(Tok::KwModule)) {
        expect(Tok::ConId, "a module name");
      } else {
        unexpected(std::string("a name in ") + What);
      }
      if (!is(Tok::RParen)) expect(Tok::Comma, std::string("',' or ')' in ") + What);
    }
    return Names;
  }

  // impdecl ::= 'import' ['qualified'] modid ['as' modid] [['hiding'] names]
  // Lower resolves the module and the names.
  ImportDecl importDecl() {
    ImportDecl I;
    take();
    if (is(Tok::VarId) && cur().Text == "qualified") {
      take();
      I.Qualified = true;
    }
    Token M = expect(Tok::ConId, "a module name after 'import'");
    I.Module = M.Text;
    I.At = M.At; // messages point at the module's name
    I.As = I.Module;
    if (is(Tok::VarId) && cur().Text == "as") {
      take();
      I.As = expect(Tok::ConId, "a module name after 'as'").Text;
    }
    if (is(Tok::VarId) && cur().Text == "hiding") {
      take();
      I.Hiding = true;
    }
    if (I.Hiding || is(Tok::LParen)) {
      I.HasList = true;
      I.Names = nameList("the import list");
    }
    return I;
  }

  // topdecl ::= 'data' conid {tyvar} '=' constr {'|' constr} ['deriving' ...]
  //           | 'newtype' conid {tyvar} '=' con atype ['deriving' ...]
  //           | 'type' ... | decl
  // A newtype is a data type of one constructor with one field (its
  // pattern forces the value, which a newtype's does not: documented).
  void topdecl(std::vector<DeclP> &Out) {
    Loc At = cur().At;
    switch (cur().Kind) {
    case Tok::KwData: case Tok::KwNewtype: {
      bool Newtype = take().Kind == Tok::KwNewtype;
      auto D = std::make_unique<Decl>(DeclKind::Data, At);
      D->Name = expect(Tok::ConId, "a type name").Text;
      while (is(Tok::VarId)) D->TyParams.push_back(take().Text);
      expect(Tok::Equals, "'=' in a data declaration");
      do {
        // constr ::= con {atype}
        ConDecl C;
        C.At = cur().At;
        if (is(Tok::LParen)) unsupported("infix constructor declarations");
        C.Name = expect(Tok::ConId, "a constructor name").Text;
        if (is(Tok::LBrace)) {
          recordFields(C);
        } else {
          while (startsAType()) {
            C.Fields.push_back(atype());
            ++C.Arity;
          }
        }
        if (is(Tok::ConSym) || is(Tok::Backquote)) unsupported("infix constructors");
        D->Cons.push_back(std::move(C));
      } while (accept(Tok::Bar));
      if (Newtype && (D->Cons.size() != 1 || D->Cons[0].Arity != 1))
        error(At, "a newtype has one constructor with one field");
      D->Newtype = Newtype;
      std::vector<DeclP> Selectors = selectors(*D);
      // deriving ::= 'deriving' (qtycls | '(' [qtycls {',' qtycls}] ')')
      if (accept(Tok::KwDeriving)) {
        auto Class = [&] {
          Loc CAt = cur().At;
          D->Deriving.emplace_back(CAt, expect(Tok::ConId, "a class name after 'deriving'").Text);
        };
        if (accept(Tok::LParen)) {
          if (!is(Tok::RParen)) {
            do Class();
            while (accept(Tok::Comma));
          }
          expect(Tok::RParen, "')' after the derived classes");
        } else {
          Class();
        }
      }
      Out.push_back(std::move(D));
      for (DeclP &Sel : Selectors) Out.push_back(std::move(Sel));
      return;
    }
    // 'type' conid {tyvar} '=' type
    case Tok::KwType: {
      take();
      auto D = std::make_unique<Decl>(DeclKind::Synonym, At);
      D->Name = expect(Tok::ConId, "a type name").Text;
      while (is(Tok::VarId)) D->TyParams.push_back(take().Text);
      expect(Tok::Equals, "'=' in a type synonym");
      D->Synonym = type();
      Out.push_back(std::move(D));
      return;
    }
    case Tok::KwInstance:
      Out.push_back(instanceDecl());
      return;
    case Tok::KwClass:
      Out.push_back(classDecl());
      return;
    default:
      decl(Out);
    }
  }

  // instdecl ::= 'instance' [context '=>'] qtycls inst ['where' decls]
  DeclP instanceDecl() {
    Loc At = take().At;
    auto D = std::make_unique<Decl>(DeclKind::Instance, At);
    D->Sig = sigType(); // the context, and `Class (T a ..)` as a type
    TypeExpr &Head = *D->Sig->Type;
    if (Head.Kind != TypeKind::Con || Head.Args.size() != 1)
      error(Head.At, "an instance head is a class applied to one type: 'Show (Tree a)'");
    D->Name = Head.Name;
    TypeP Inst = std::move(Head.Args[0]);
    D->Sig->Type = std::move(Inst);
    if (accept(Tok::KwWhere))
      block("instance methods", [&] { decl(D->Methods); });
    return D;
  }

  // classdecl ::= 'class' [context '=>'] tycls tyvar ['where' cdecls]
  DeclP classDecl() {
    Loc At = take().At;
    auto D = std::make_unique<Decl>(DeclKind::Class, At);
    D->Sig = sigType(); // the superclasses, and `C a` as a type
    TypeExpr &Head = *D->Sig->Type;
    if (Head.Kind != TypeKind::Con || Head.Args.size() != 1 || Head.Args[0]->Kind != TypeKind::Var ||
        !Head.Args[0]->Args.empty())
      error(Head.At, "a class declaration names a class and one type variable: 'class Shape a'");
    D->Name = Head.Name;
    D->TyParams.push_back(Head.Args[0]->Name);
    for (const ClassPred &P : D->Sig->Context)
      if (P.Type->Kind != TypeKind::Var || P.Type->Name != D->TyParams[0])
        error(P.At, "a superclass constrains the class's own type variable '" + D->TyParams[0] + "'");
    if (accept(Tok::KwWhere))
      block("class methods", [&] { decl(D->Methods); });
    for (auto &M : D->Methods)
      if (M->Kind != DeclKind::Sig && M->Kind != DeclKind::Fun)
        error(M->At, "a class declares method signatures and default methods");
    return D;
  }

  // fielddecls ::= '{' [var {',' var} '::' type {',' var {',' var} '::' type}] '}'
  void recordFields(ConDecl &C) {
    expect(Tok::LBrace, "'{'");
    if (accept(Tok::RBrace)) return;
    do {
      std::vector<std::string> Names;
      do {
        std::string N = expect(Tok::VarId, "a field name").Text;
        for (const std::string &Old : C.FieldNames)
          if (Old == N) error(cur().At, "the field '" + N + "' is declared twice");
        Names.push_back(N);
      } while (accept(Tok::Comma));
      expect(Tok::DColon, "'::' after the field names");
      TypeP T = type();
      for (const std::string &N : Names) {
        C.FieldNames.push_back(N);
        C.Fields.push_back(T->clone());
        ++C.Arity;
      }
    } while (accept(Tok::Comma));
    expect(Tok::RBrace, "'}' or ',' in the record declaration");
  }
  /// The selector of each field of \p D: `f (C _ x _) = x`, an equation
  /// per constructor that has f.
  static std::vector<DeclP> selectors(const Decl &D) {
    std::vector<DeclP> Out;
    std::vector<std::string> Done;
    for (const ConDecl &First : D.Cons)
      for (const std::string &F : First.FieldNames) {
        if (std::find(Done.begin(), Done.end(), F) != Done.end()) continue;
        Done.push_back(F);
        for (const ConDecl &C : D.Cons)
          for (size_t I = 0; I < C.FieldNames.size(); ++I) {
            if (C.FieldNames[I] != F) continue;
            auto Eq = std::make_unique<Decl>(DeclKind::Fun, C.At);
            Eq->Name = F;
            auto P = std::make_unique<Pat>(PatKind::Con, C.At);
            P->Name = C.Name;
            for (size_t K = 0; K < C.Arity; ++K) {
              auto Sub = std::make_unique<Pat>(K == I ? PatKind::Var : PatKind::Wild, C.At);
              if (K == I) Sub->Name = "field%";
              P->Sub.push_back(std::move(Sub));
            }
            Eq->Params.push_back(std::move(P));
            Eq->Rhs.Body = var("field%", C.At);
            Out.push_back(std::move(Eq));
          }
      }
    return Out;
  }

  // ---------------------------------------------------------------- types
  bool startsAType() {
    return is(Tok::ConId) || is(Tok::VarId) || is(Tok::LParen) || is(Tok::LBrack);
  }
  // type ::= btype ['->' type]
  TypeP type() {
    fe::NestingGuard G(Depth, cur().At);
    Loc At = cur().At;
    TypeP From = btype();
    if (!accept(Tok::RArrow)) return From;
    auto F = std::make_unique<TypeExpr>(TypeKind::Fun, At);
    F->Args.push_back(std::move(From));
    F->Args.push_back(type());
    return F;
  }
  // btype ::= atype {atype}     (a constructor or a type variable applied)
  TypeP btype() {
    TypeP Head = atype();
    if (!startsAType()) return Head;
    if ((Head->Kind != TypeKind::Con && Head->Kind != TypeKind::Var) || !Head->Args.empty())
      error(Head->At, "lazy-mini does not support applying a built-in type to arguments");
    while (startsAType()) Head->Args.push_back(atype());
    return Head;
  }
  // atype ::= tycon | tyvar | '(' type {',' type} ')' | '[' type ']' | '(' ')' | '[' ']'
  TypeP atype() {
    Loc At = cur().At;
    fe::NestingGuard G(Depth, At);
    auto Named = [&](TypeKind K, std::string N) {
      auto T = std::make_unique<TypeExpr>(K, At);
      T->Name = std::move(N);
      return T;
    };
    if (is(Tok::ConId)) return Named(TypeKind::Con, take().Text);
    if (is(Tok::VarId)) return Named(TypeKind::Var, take().Text);
    if (accept(Tok::LParen)) {
      if (accept(Tok::RParen)) return Named(TypeKind::Con, "()");
      if (is(Tok::RArrow)) unsupported("the type constructor (->) on its own");
      std::vector<TypeP> Elems;
      do Elems.push_back(type());
      while (accept(Tok::Comma));
      expect(Tok::RParen, "')' in a type");
      if (Elems.size() == 1) return std::move(Elems[0]);
      auto T = std::make_unique<TypeExpr>(TypeKind::Tuple, At);
      T->Args = std::move(Elems);
      return T;
    }
    if (accept(Tok::LBrack)) {
      if (accept(Tok::RBrack)) return Named(TypeKind::Con, "[]"); // an instance's `Functor []`
      auto T = std::make_unique<TypeExpr>(TypeKind::List, At);
      T->Args.push_back(type());
      expect(Tok::RBrack, "']' in a type");
      return T;
    }
    unexpected("a type");
  }
  // sigtype ::= [context '=>'] type
  // context ::= class | '(' [class {',' class}] ')'       class ::= qtycls tyvar
  std::shared_ptr<TypeSig> sigType() {
    auto S = std::make_shared<TypeSig>();
    S->At = cur().At;
    TypeP T = type();
    if (!accept(Tok::DArrow)) {
      S->Type = std::move(T);
      return S;
    }
    // The context was read as a type: `C a`, or a tuple of them, or `()`.
    std::vector<TypeP> Preds;
    if (T->Kind == TypeKind::Tuple)
      Preds = std::move(T->Args);
    else if (!(T->Kind == TypeKind::Con && T->Name == "()"))
      Preds.push_back(std::move(T));
    for (TypeP &P : Preds) {
      if (P->Kind != TypeKind::Con || P->Args.size() != 1)
        error(P->At, "a context must be a class applied to one type: 'Eq a'");
      S->Context.push_back(ClassPred{P->At, P->Name, std::move(P->Args[0])});
    }
    S->Type = type();
    return S;
  }

  // --------------------------------------------------------- declarations
  // decl ::= var {',' var} '::' [context '=>'] type
  //        | var apat {apat} rhs | pat varop pat rhs | pat rhs
  void decl(std::vector<DeclP> &Out) {
    Loc At = cur().At;
    if (is(Tok::KwInfix) || is(Tok::KwInfixl) || is(Tok::KwInfixr))
      unsupported("fixity declarations");
    PatP Lhs = opPat();
    if (is(Tok::DColon) || is(Tok::Comma)) {
      auto D = std::make_unique<Decl>(DeclKind::Sig, At);
      auto Name = [&](PatP P) {
        if (P->Kind != PatKind::Var) error(P->At, "a type signature must name variables");
        D->Names.emplace_back(P->At, P->Name);
      };
      Name(std::move(Lhs));
      while (accept(Tok::Comma)) Name(opPat());
      expect(Tok::DColon, "'::' in a type signature");
      D->Sig = sigType();
      Out.push_back(std::move(D));
      return;
    }
    // funlhs: the pattern parser read `f p1 .. pn` as a constructor-like
    // application; a variable head makes it a function equation.
    if (Lhs->Kind == PatKind::Con && Lhs->Name.size() && isVarName(Lhs->Name)) {
      auto D = std::make_unique<Decl>(DeclKind::Fun, At);
      D->Name = Lhs->Name;
      D->Params = std::move(Lhs->Sub);
      rhs(D->Rhs, Tok::Equals);
      Out.push_back(std::move(D));
      return;
    }
    // infix definition: p1 `op` p2 or p1 <op> p2
    if (is(Tok::VarSym) || is(Tok::Backquote)) {
      std::string Op = infixOpName();
      auto D = std::make_unique<Decl>(DeclKind::Fun, At);
      D->Name = Op;
      D->Params.push_back(std::move(Lhs));
      D->Params.push_back(opPat());
      rhs(D->Rhs, Tok::Equals);
      Out.push_back(std::move(D));
      return;
    }
    if (Lhs->Kind == PatKind::Var && (is(Tok::Equals) || is(Tok::Bar))) {
      auto D = std::make_unique<Decl>(DeclKind::Fun, At); // 0-ary: a CAF / value
      D->Name = Lhs->Name;
      rhs(D->Rhs, Tok::Equals);
      Out.push_back(std::move(D));
      return;
    }
    auto D = std::make_unique<Decl>(DeclKind::Pat, At);
    D->Lhs = std::move(Lhs);
    rhs(D->Rhs, Tok::Equals);
    Out.push_back(std::move(D));
  }
  static bool isVarName(const std::string &Name) {
    std::string N = baseName(Name);
    return !N.empty() && (islower((unsigned char)N[0]) || N[0] == '_' ||
                          (!isupper((unsigned char)N[0]) && N[0] != ':' && N[0] != '['));
  }
  std::string infixOpName() {
    if (accept(Tok::Backquote)) {
      std::string N = cur().Text;
      if (!is(Tok::VarId) && !is(Tok::ConId)) unexpected("a name between backquotes");
      take();
      expect(Tok::Backquote, "'`'");
      return N;
    }
    return take().Text;
  }

  // rhs ::= '=' exp ['where' decls] | gdrhs ['where' decls]
  // gdrhs ::= '|' guard '=' exp {'|' guard '=' exp}
  // guard ::= qual {',' qual}   (pattern guards: `pat <- exp`, `let`, `exp`)
  void rhs(GuardedRhs &R, Tok Sep) {
    const char *SepName = Sep == Tok::Equals ? "'='" : "'->'";
    if (is(Tok::Bar)) {
      while (accept(Tok::Bar)) {
        Loc At = cur().At;
        std::vector<Qual> Qs;
        do Qs.push_back(qualifier());
        while (accept(Tok::Comma));
        ExprP G;
        if (Qs.size() == 1 && Qs[0].K == Qual::Guard) {
          G = std::move(Qs[0].E);
        } else {
          G = std::make_unique<Expr>(ExprKind::PatGuard, At);
          G->Quals = std::move(Qs);
        }
        expect(Sep, SepName);
        R.Guards.emplace_back(std::move(G), exp());
      }
    } else {
      expect(Sep, SepName);
      R.Body = exp();
    }
    if (accept(Tok::KwWhere))
      block("'where' declarations", [&] { decl(R.Where); });
  }

  // ------------------------------------------------------------- patterns
  // opPat ::= appPat [conop opPat]      (only ':' among constructor operators)
  PatP opPat() {
    fe::NestingGuard G(Depth, cur().At);
    PatP Left = appPat();
    if (is(Tok::ConSym)) {
      Token Op = take();
      if (Op.Text != ":") error(Op.At, "unknown constructor operator '" + Op.Text + "'");
      auto C = std::make_unique<Pat>(PatKind::Con, Op.At);
      C->Name = ":";
      C->Sub.push_back(std::move(Left));
      C->Sub.push_back(opPat());
      return C;
    }
    return Left;
  }
  // appPat ::= gcon apat {apat} | var apat {apat} (function lhs) | '-' integer | apat
  PatP appPat() {
    if (is(Tok::ConId) || is(Tok::VarId)) {
      Token Head = cur();
      if (is(Tok::VarId)) {
        // a variable followed by patterns is a function head (decl only)
        take();
        if (is(Tok::At)) {
          take();
          auto As = std::make_unique<Pat>(PatKind::As, Head.At);
          As->Name = Head.Text;
          As->Sub.push_back(apat());
          return As;
        }
        if (!startsAPat()) {
          auto V = std::make_unique<Pat>(PatKind::Var, Head.At);
          V->Name = Head.Text;
          return V;
        }
        auto F = std::make_unique<Pat>(PatKind::Con, Head.At);
        F->Name = Head.Text;
        while (startsAPat()) F->Sub.push_back(apat());
        return F;
      }
      take();
      auto C = std::make_unique<Pat>(PatKind::Con, Head.At);
      C->Name = Head.Text;
      if (is(Tok::LBrace) && !cur().Virtual) return recordPat(std::move(C));
      while (startsAPat()) C->Sub.push_back(apat());
      return C;
    }
    if (is(Tok::VarSym) && cur().Text == "-") {
      Loc At = take().At;
      auto P = std::make_unique<Pat>(PatKind::Int, At);
      P->IntVal = -expect(Tok::Int, "an integer after '-' in a pattern").IntVal;
      return P;
    }
    return apat();
  }
  bool startsAPat() {
    switch (cur().Kind) {
    case Tok::VarId: case Tok::ConId: case Tok::Underscore: case Tok::Int: case Tok::Char:
    case Tok::String:
    case Tok::LParen: case Tok::LBrack: case Tok::Tilde:
      return true;
    default:
      return false;
    }
  }
  // apat ::= var ['@' apat] | gcon | '_' | literal | '(' pat ')' | '(' pat ',' ... ')'
  //        | '[' pat {',' pat} ']' | '~' apat
  PatP apat() {
    Loc At = cur().At;
    fe::NestingGuard G(Depth, At);
    switch (cur().Kind) {
    case Tok::VarId: {
      std::string N = take().Text;
      if (accept(Tok::At)) {
        auto As = std::make_unique<Pat>(PatKind::As, At);
        As->Name = N;
        As->Sub.push_back(apat());
        return As;
      }
      auto V = std::make_unique<Pat>(PatKind::Var, At);
      V->Name = N;
      return V;
    }
    case Tok::ConId: {
      auto C = std::make_unique<Pat>(PatKind::Con, At);
      C->Name = take().Text;
      if (is(Tok::LBrace) && !cur().Virtual) return recordPat(std::move(C));
      return C;
    }
    case Tok::Underscore:
      take();
      return std::make_unique<Pat>(PatKind::Wild, At);
    case Tok::Int: {
      auto P = std::make_unique<Pat>(PatKind::Int, At);
      if (!cur().Text.empty()) error(At, "lazy-mini matches integers up to 64 bits in patterns");
      P->IntVal = take().IntVal;
      return P;
    }
    case Tok::Float:
      error(At, "lazy-mini does not match floating-point literals in patterns");
    case Tok::Char: {
      auto P = std::make_unique<Pat>(PatKind::Char, At);
      P->IntVal = take().IntVal;
      return P;
    }
    case Tok::String:
      return stringPat(take().Text, At);
    case Tok::Tilde: {
      take();
      auto P = std::make_unique<Pat>(PatKind::Lazy, At);
      P->Sub.push_back(apat());
      return P;
    }
    case Tok::LParen: {
      take();
      if (is(Tok::VarSym) && cur().Text != "-") {
        // (op): the operator as a variable, as in the signature `(++) :: ...`
        auto V = std::make_unique<Pat>(PatKind::Var, At);
        V->Name = take().Text;
        expect(Tok::RParen, "')' after the operator");
        return V;
      }
      if (accept(Tok::RParen)) {
        auto U = std::make_unique<Pat>(PatKind::Con, At);
        U->Name = "()";
        return U;
      }
      PatP First = pat();
      if (accept(Tok::RParen)) return First;
      auto T = std::make_unique<Pat>(PatKind::Tuple, At);
      T->Sub.push_back(std::move(First));
      while (accept(Tok::Comma)) T->Sub.push_back(pat());
      expect(Tok::RParen, "')' or ',' in a tuple pattern");
      return T;
    }
    case Tok::LBrack: {
      take();
      std::vector<PatP> Elems;
      if (!is(Tok::RBrack)) {
        do Elems.push_back(pat());
        while (accept(Tok::Comma));
      }
      expect(Tok::RBrack, "']' or ',' in a list pattern");
      auto Nil = std::make_unique<Pat>(PatKind::Con, At);
      Nil->Name = "[]";
      PatP Acc = std::move(Nil);
      for (size_t I = Elems.size(); I-- > 0;) {
        auto C = std::make_unique<Pat>(PatKind::Con, Elems[I]->At);
        C->Name = ":";
        C->Sub.push_back(std::move(Elems[I]));
        C->Sub.push_back(std::move(Acc));
        Acc = std::move(C);
      }
      return Acc;
    }
    default:
      unexpected("a pattern");
    }
  }
  /// The pattern "ab": 'a' : 'b' : [].
  static PatP stringPat(const std::string &Text, Loc At) {
    auto Acc = std::make_unique<Pat>(PatKind::Con, At);
    Acc->Name = "[]";
    for (size_t I = Text.size(); I-- > 0;) {
      auto Ch = std::make_unique<Pat>(PatKind::Char, At);
      Ch->IntVal = (unsigned char)Text[I];
      auto C = std::make_unique<Pat>(PatKind::Con, At);
      C->Name = ":";
      C->Sub.push_back(std::move(Ch));
      C->Sub.push_back(std::move(Acc));
      Acc = std::move(C);
    }
    return Acc;
  }
  // apat ::= con '{' [var '=' pat {',' var '=' pat}] '}'    (Lower places the fields)
  PatP recordPat(PatP C) {
    take(); // {
    C->Record = true;
    fieldBinds(C->FieldNames, C->Sub, [&] { return pat(); }, "'}' or ',' in the record pattern");
    return C;
  }
  /// [var '=' item {',' var '=' item}] '}', after a record's '{'.
  template <typename T, typename F>
  void fieldBinds(std::vector<std::string> &Names, std::vector<T> &Items, F Item,
                  const char *Close) {
    if (!is(Tok::RBrace)) {
      do {
        Names.push_back(expect(Tok::VarId, "a field name").Text);
        expect(Tok::Equals, "'=' after the field name");
        Items.push_back(Item());
      } while (accept(Tok::Comma));
    }
    expect(Tok::RBrace, Close);
  }
  // pat ::= opPat (a variable head applied to patterns is an error here)
  PatP pat() {
    PatP P = opPat();
    checkNoFunctionHead(*P);
    return P;
  }
  void checkNoFunctionHead(Pat &P) {
    if (P.Kind == PatKind::Con && isVarName(P.Name) && P.Name != ":")
      error(P.At, "'" + P.Name + "' is a variable and cannot be applied in a pattern");
    for (auto &S : P.Sub) checkNoFunctionHead(*S);
  }

  // ---------------------------------------------------------- expressions
  // exp ::= infixexp ['::' type]
  ExprP exp() {
    fe::NestingGuard G(Depth, cur().At);
    ExprP E = infix(0);
    if (accept(Tok::DColon)) {
      if (E->Annot) error(E->At, "this expression already has a type annotation");
      E->Annot = sigType();
    }
    return E;
  }

  bool isOperatorHere() {
    return PendingBackquote || is(Tok::VarSym) || is(Tok::ConSym) || is(Tok::Backquote);
  }
  /// Consumes the operator at the cursor (`op` or `\`name\``).
  std::string takeOp() {
    if (PendingBackquote) {
      PendingBackquote = false;
      std::string N = take().Text;
      expect(Tok::Backquote, "'`'");
      return N;
    }
    if (accept(Tok::Backquote)) {
      if (!is(Tok::VarId) && !is(Tok::ConId)) unexpected("a name between backquotes");
      std::string N = take().Text;
      expect(Tok::Backquote, "'`'");
      return N;
    }
    return take().Text;
  }

  // infixexp ::= ['-'] lexp {op ['-'] lexp}    (resolved by precedence climbing)
  ExprP infix(int MinPrec) {
    ExprP Left = operand();
    return infixRest(std::move(Left), MinPrec);
  }
  ExprP infixRest(ExprP Left, int MinPrec) {
    int LastNonAssocPrec = -1;
    while (isOperatorHere()) {
      // Peek the operator's fixity; backquoted names need two tokens.
      std::string Op = peekOpName();
      int Prec;
      Assoc A;
      fixityOf(Op, Prec, A);
      if (Prec < MinPrec) return Left;
      if (A == Assoc::None && Prec == LastNonAssocPrec)
        error(cur().At, "'" + Op + "' is non-associative: add parentheses");
      Loc At = cur().At;
      takeOp();
      ExprP Right = rightOperand(At, Prec, A);
      Left = binary(Op, std::move(Left), std::move(Right), At);
      LastNonAssocPrec = A == Assoc::None ? Prec : -1;
    }
    return Left;
  }
  /// The right operand of an operator at \p At of fixity \p Prec, \p A.
  ExprP rightOperand(Loc At, int Prec, Assoc A) {
    return nested(At, [&] {
      return startsLExpKeyword() ? exp() : infix(A == Assoc::Right ? Prec : Prec + 1);
    });
  }
  /// The operator at the cursor without consuming it. For `\`name\`` the
  /// backquote is consumed (the stream peeks one token) and remembered.
  std::string peekOpName() {
    if (!PendingBackquote && is(Tok::Backquote)) {
      take();
      if (!is(Tok::VarId) && !is(Tok::ConId)) unexpected("a name between backquotes");
      PendingBackquote = true;
    }
    return cur().Text;
  }
  bool PendingBackquote = false;

  static ExprP var(const std::string &N, Loc At) {
    std::string Base = baseName(N); // `Map.insert` is a variable
    auto V = std::make_unique<Expr>(isupper((unsigned char)Base[0]) || Base[0] == ':'
                                        ? ExprKind::Con
                                        : ExprKind::Var,
                                    At);
    V->Name = N;
    return V;
  }
  static ExprP app(ExprP F, ExprP X, Loc At) {
    auto A = std::make_unique<Expr>(ExprKind::App, At);
    A->Sub.push_back(std::move(F));
    A->Sub.push_back(std::move(X));
    return A;
  }
  static ExprP binary(const std::string &Op, ExprP L, ExprP R, Loc At) {
    return app(app(var(Op, At), std::move(L), At), std::move(R), At);
  }

  bool startsLExpKeyword() {
    return is(Tok::Backslash) || is(Tok::KwLet) || is(Tok::KwIf) || is(Tok::KwCase) ||
           is(Tok::KwDo) || is(Tok::SCC);
  }

  // operand ::= '-' operand7 | lexp
  ExprP operand() {
    if (is(Tok::VarSym) && cur().Text == "-") {
      Loc At = take().At;
      auto N = std::make_unique<Expr>(ExprKind::Neg, At);
      N->Sub.push_back(nested(At, [&] { return infix(7); }));
      return N;
    }
    return lexp();
  }

  // lexp ::= '\' apat {apat} '->' exp | 'let' decls 'in' exp
  //        | 'if' exp 'then' exp 'else' exp | 'case' exp 'of' alts
  //        | 'do' stmts | scc exp | fexp
  ExprP lexp() {
    Loc At = cur().At;
    switch (cur().Kind) {
    case Tok::Backslash: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Lambda, At);
      while (startsAPat()) E->Params.push_back(apat());
      if (E->Params.empty()) unexpected("a parameter pattern after '\\'");
      expect(Tok::RArrow, "'->' in a lambda");
      E->Sub.push_back(exp());
      return E;
    }
    case Tok::KwLet: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Let, At);
      block("'let' declarations", [&] { decl(E->Decls); });
      expect(Tok::KwIn, "'in' after the declarations of 'let'");
      E->Sub.push_back(exp());
      return E;
    }
    case Tok::KwIf: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::If, At);
      E->Sub.push_back(exp());
      accept(Tok::Semi); // do-block layout may put `then` on a new line
      expect(Tok::KwThen, "'then'");
      E->Sub.push_back(exp());
      accept(Tok::Semi);
      expect(Tok::KwElse, "'else'");
      E->Sub.push_back(exp());
      return E;
    }
    case Tok::KwCase: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Case, At);
      E->Sub.push_back(exp());
      expect(Tok::KwOf, "'of' after the 'case' scrutinee");
      block("case alternatives", [&] {
        // alt ::= pat '->' exp ['where' decls] | pat gdpat ['where' decls]
        Alt A;
        A.At = cur().At;
        A.P = pat();
        rhs(A.Rhs, Tok::RArrow);
        E->Alts.push_back(std::move(A));
      });
      return E;
    }
    case Tok::KwDo: {
      take();
      auto E = std::make_unique<Expr>(ExprKind::Do, At);
      block("'do' statements", [&] {
        // stmt ::= 'let' decls | pat '<-' exp | exp
        Qual Q;
        Q.At = cur().At;
        if (is(Tok::KwLet)) {
          take();
          Q.K = Qual::Let;
          block("'let' declarations", [&] { decl(Q.Decls); });
          if (is(Tok::KwIn)) unsupported("'let ... in' as a do statement");
        } else {
          Q.K = Qual::Guard;
          Q.E = exp();
          if (accept(Tok::LArrow)) { // as in a generator: the expression was a pattern
            Q.K = Qual::Gen;
            Q.P = exprToPat(*Q.E);
            Q.E = exp();
          }
        }
        E->Quals.push_back(std::move(Q));
      });
      if (E->Quals.empty() || E->Quals.back().K != Qual::Guard)
        error(At, "the last statement of a 'do' block must be an expression");
      return E;
    }
    case Tok::SCC: {
      auto E = std::make_unique<Expr>(ExprKind::SCC, At);
      E->Name = take().Text;
      E->Sub.push_back(exp());
      return E;
    }
    default:
      return fexp();
    }
  }

  bool startsAExp() {
    switch (cur().Kind) {
    case Tok::VarId: case Tok::ConId: case Tok::Int: case Tok::Float: case Tok::Char: case Tok::String: case Tok::LParen:
    case Tok::LBrack: case Tok::Underscore:
      return true;
    default:
      return false;
    }
  }

  // fexp ::= aexp {aexp}
  ExprP fexp() {
    if (!startsAExp()) unexpected("an expression");
    ExprP F = aexp();
    while (startsAExp() || is(Tok::SCC)) {
      Loc At = cur().At;
      ExprP X = is(Tok::SCC) ? lexp() : aexp();
      F = app(std::move(F), std::move(X), At);
    }
    return F;
  }

  // aexp ::= aexp1 {'{' [fbind {',' fbind}] '}'}     fbind ::= var '=' exp
  // (record construction after a constructor, else record update)
  ExprP aexp() {
    ExprP E = aexp1();
    while (is(Tok::LBrace) && !cur().Virtual) {
      Loc At = take().At;
      bool Con = E->Kind == ExprKind::Con;
      auto R = std::make_unique<Expr>(Con ? ExprKind::RecordCon : ExprKind::RecordUpd, At);
      if (Con) R->Name = E->Name;
      else R->Sub.push_back(std::move(E));
      fieldBinds(R->FieldNames, R->Sub, [&] { return exp(); }, "'}' or ',' in the record");
      if (!Con && R->FieldNames.empty()) error(At, "a record update names at least one field");
      E = std::move(R);
    }
    return E;
  }
  // aexp1 ::= var | con | literal | '(' exp ')' | '(' exp ',' ... ')' | '(' op ')'
  //         | '(' infixexp op ')' | '(' op infixexp ')' | '[' ... ']'
  ExprP aexp1() {
    Loc At = cur().At;
    fe::NestingGuard G(Depth, At);
    switch (cur().Kind) {
    case Tok::VarId: case Tok::ConId: {
      std::string N = take().Text;
      if (is(Tok::At)) { // x@p: only meaningful as a generator's pattern
        take();
        auto E = std::make_unique<Expr>(ExprKind::AsPattern, At);
        E->Name = N;
        E->Sub.push_back(aexp());
        return E;
      }
      return var(N, At);
    }
    case Tok::Underscore: { // `_`: only meaningful as a generator's pattern
      take();
      auto E = std::make_unique<Expr>(ExprKind::Wildcard, At);
      return E;
    }
    case Tok::Int: {
      auto E = std::make_unique<Expr>(ExprKind::Int, At);
      Token T = take();
      E->IntVal = T.IntVal;
      E->Name = T.Text; // the digits of an Integer beyond int64
      return E;
    }
    case Tok::Float: {
      auto E = std::make_unique<Expr>(ExprKind::Frac, At);
      E->Name = take().Text;
      return E;
    }
    case Tok::Char: {
      auto E = std::make_unique<Expr>(ExprKind::Char, At);
      E->IntVal = take().IntVal;
      return E;
    }
    case Tok::String: {
      auto E = std::make_unique<Expr>(ExprKind::Str, At);
      E->Name = take().Text;
      return E;
    }
    case Tok::LParen:
      return parenExp();
    case Tok::LBrack:
      return bracketExp();
    default:
      unexpected("an expression");
    }
  }

  ExprP parenExp() {
    Loc At = take().At; // (
    if (accept(Tok::RParen)) return var("()", At);
    if (is(Tok::Comma)) return tupleConstructor(At);
    // (op) and right sections (op e); `(- e)` is negation, not a section
    if (isOperatorHere() && !(is(Tok::VarSym) && cur().Text == "-")) {
      std::string Op = takeOp();
      if (accept(Tok::RParen)) return var(Op, At);
      auto S = std::make_unique<Expr>(ExprKind::SectionR, At);
      S->Name = Op;
      S->Sub.push_back(infix(0));
      expect(Tok::RParen, "')' closing the section");
      return S;
    }
    if (is(Tok::VarSym) && cur().Text == "-") {
      // (-) or (- e)
      Token Minus = take();
      if (accept(Tok::RParen)) return var("-", Minus.At);
      auto N = std::make_unique<Expr>(ExprKind::Neg, Minus.At);
      N->Sub.push_back(infix(7));
      ExprP E = infixRest(std::move(N), 0);
      return finishParen(std::move(E), At);
    }
    // (e), (e, ...), (e op) left section
    ExprP First = leftOperandOrSection(At);
    if (First->Kind == ExprKind::SectionL) return First;
    return finishParen(std::move(First), At);
  }
  /// `(,)`, `(,,)` ...: the tuple constructor as a function, `\a b -> (a, b)`.
  ExprP tupleConstructor(Loc At) {
    size_t N = 1;
    while (accept(Tok::Comma)) ++N;
    expect(Tok::RParen, "')' closing a tuple constructor");
    auto L = std::make_unique<Expr>(ExprKind::Lambda, At);
    auto T = std::make_unique<Expr>(ExprKind::Tuple, At);
    for (size_t I = 0; I < N; ++I) {
      std::string Name = "tuple%" + std::to_string(I);
      auto P = std::make_unique<Pat>(PatKind::Var, At);
      P->Name = Name;
      L->Params.push_back(std::move(P));
      T->Sub.push_back(var(Name, At));
    }
    L->Sub.push_back(std::move(T));
    return L;
  }
  ExprP finishParen(ExprP First, Loc At) {
    if (accept(Tok::DColon)) {
      if (First->Annot) error(First->At, "this expression already has a type annotation");
      First->Annot = sigType();
    }
    if (accept(Tok::RParen)) return First;
    if (is(Tok::Comma)) {
      auto T = std::make_unique<Expr>(ExprKind::Tuple, At);
      T->Sub.push_back(std::move(First));
      while (accept(Tok::Comma)) T->Sub.push_back(exp());
      expect(Tok::RParen, "')' or ',' in a tuple");
      return T;
    }
    unexpected("')'");
  }
  /// Inside parentheses: an infix expression, or `e op)` (a left section).
  ExprP leftOperandOrSection(Loc At) {
    ExprP Left = operand();
    int LastNonAssocPrec = -1;
    while (isOperatorHere()) {
      std::string Op = peekOpName();
      // A left section: the operator is followed by ')'.
      Loc OpAt = cur().At;
      takeOp();
      if (is(Tok::RParen)) {
        take();
        auto S = std::make_unique<Expr>(ExprKind::SectionL, At);
        S->Name = Op;
        S->Sub.push_back(std::move(Left));
        return S;
      }
      int Prec;
      Assoc A;
      fixityOf(Op, Prec, A);
      if (A == Assoc::None && Prec == LastNonAssocPrec)
        error(OpAt, "'" + Op + "' is non-associative: add parentheses");
      ExprP Right = rightOperand(OpAt, Prec, A);
      Left = binary(Op, std::move(Left), std::move(Right), OpAt);
      LastNonAssocPrec = A == Assoc::None ? Prec : -1;
    }
    return Left;
  }

  ExprP bracketExp() {
    Loc At = take().At; // [
    if (accept(Tok::RBrack)) {
      return std::make_unique<Expr>(ExprKind::List, At);
    }
    ExprP First = exp();
    if (accept(Tok::DotDot)) { // [a..] [a..b]
      auto R = std::make_unique<Expr>(ExprKind::Range, At);
      R->Sub.push_back(std::move(First));
      R->Sub.push_back(nullptr);
      R->Sub.push_back(is(Tok::RBrack) ? nullptr : exp());
      expect(Tok::RBrack, "']' closing the range");
      return R;
    }
    if (accept(Tok::Bar)) { // comprehension
      auto C = std::make_unique<Expr>(ExprKind::Comp, At);
      C->Sub.push_back(std::move(First));
      do C->Quals.push_back(qualifier());
      while (accept(Tok::Comma));
      expect(Tok::RBrack, "']' or ',' in a list comprehension");
      return C;
    }
    auto L = std::make_unique<Expr>(ExprKind::List, At);
    L->Sub.push_back(std::move(First));
    if (accept(Tok::Comma)) {
      ExprP Second = exp();
      if (accept(Tok::DotDot)) { // [a,b..] [a,b..c]
        auto R = std::make_unique<Expr>(ExprKind::Range, At);
        R->Sub.push_back(std::move(L->Sub[0]));
        R->Sub.push_back(std::move(Second));
        R->Sub.push_back(is(Tok::RBrack) ? nullptr : exp());
        expect(Tok::RBrack, "']' closing the range");
        return R;
      }
      L->Sub.push_back(std::move(Second));
      while (accept(Tok::Comma)) L->Sub.push_back(exp());
    }
    expect(Tok::RBrack, "']' or ',' in a list");
    return L;
  }

  // qual ::= pat '<-' exp | 'let' decls | exp
  Qual qualifier() {
    Qual Q;
    Q.At = cur().At;
    if (is(Tok::KwLet)) {
      take();
      Q.K = Qual::Let;
      block("'let' declarations", [&] { decl(Q.Decls); });
      return Q;
    }
    // A generator starts with a pattern followed by `<-`; try it, else an
    // expression. Patterns are a subset of expressions syntactically, so
    // parse an expression and convert when `<-` follows.
    ExprP E = exp();
    if (accept(Tok::LArrow)) {
      Q.K = Qual::Gen;
      Q.P = exprToPat(*E);
      Q.E = exp();
      return Q;
    }
    Q.K = Qual::Guard;
    Q.E = std::move(E);
    return Q;
  }

  /// Reinterprets an expression as a pattern (generator left-hand sides).
  PatP exprToPat(Expr &E) {
    switch (E.Kind) {
    case ExprKind::Wildcard:
      return std::make_unique<Pat>(PatKind::Wild, E.At);
    case ExprKind::AsPattern: {
      auto P = std::make_unique<Pat>(PatKind::As, E.At);
      P->Name = E.Name;
      P->Sub.push_back(exprToPat(*E.Sub[0]));
      return P;
    }
    case ExprKind::Var: {
      auto P = std::make_unique<Pat>(PatKind::Var, E.At);
      P->Name = E.Name;
      return P;
    }
    case ExprKind::Con: {
      auto P = std::make_unique<Pat>(PatKind::Con, E.At);
      P->Name = E.Name;
      return P;
    }
    case ExprKind::Frac:
      error(E.At, "lazy-mini does not match floating-point literals in patterns");
    case ExprKind::Int: case ExprKind::Char: {
      if (!E.Name.empty()) error(E.At, "lazy-mini matches integers up to 64 bits in patterns");
      auto P = std::make_unique<Pat>(E.Kind == ExprKind::Int ? PatKind::Int : PatKind::Char, E.At);
      P->IntVal = E.IntVal;
      return P;
    }
    case ExprKind::Str:
      return stringPat(E.Name, E.At);
    case ExprKind::Neg:
      if (E.Sub[0]->Kind == ExprKind::Int) {
        auto P = std::make_unique<Pat>(PatKind::Int, E.At);
        P->IntVal = -E.Sub[0]->IntVal;
        return P;
      }
      break;
    case ExprKind::Tuple: {
      auto P = std::make_unique<Pat>(PatKind::Tuple, E.At);
      for (auto &S : E.Sub) P->Sub.push_back(exprToPat(*S));
      return P;
    }
    case ExprKind::List: {
      auto Nil = std::make_unique<Pat>(PatKind::Con, E.At);
      Nil->Name = "[]";
      PatP Acc = std::move(Nil);
      for (size_t I = E.Sub.size(); I-- > 0;) {
        auto C = std::make_unique<Pat>(PatKind::Con, E.Sub[I]->At);
        C->Name = ":";
        C->Sub.push_back(exprToPat(*E.Sub[I]));
        C->Sub.push_back(std::move(Acc));
        Acc = std::move(C);
      }
      return Acc;
    }
    case ExprKind::App: {
      // C p1 .. pn, or p1 : p2
      std::vector<Expr *> Args;
      Expr *H = &E;
      while (H->Kind == ExprKind::App) {
        Args.push_back(H->Sub[1].get());
        H = H->Sub[0].get();
      }
      if (H->Kind != ExprKind::Con) break;
      auto P = std::make_unique<Pat>(PatKind::Con, H->At);
      P->Name = H->Name;
      for (size_t I = Args.size(); I-- > 0;) P->Sub.push_back(exprToPat(*Args[I]));
      return P;
    }
    default:
      break;
    }
    error(E.At, "this expression cannot be a pattern (left of '<-')");
  }
};

/// Checks that a parsed module nests at most MaxNesting levels deep. The
/// parser counts the levels it recurses into, but builds left-nested
/// applications (`1 + 1 + ...`, `f a b ...`) in loops, and every later
/// phase recurses down them.
class NestingCheck {
  int Depth = 0;

public:
  void exp(const Expr *E) {
    if (!E)
      return;
    fe::NestingGuard G(Depth, E->At);
    for (const ExprP &S : E->Sub)
      exp(S.get());
    pats(E->Params);
    for (const Alt &A : E->Alts) {
      pat(A.P.get());
      rhs(A.Rhs);
    }
    decls(E->Decls);
    for (const Qual &Q : E->Quals) {
      pat(Q.P.get());
      exp(Q.E.get());
      decls(Q.Decls);
    }
  }
  void pat(const Pat *P) {
    if (!P)
      return;
    fe::NestingGuard G(Depth, P->At);
    pats(P->Sub);
  }
  void pats(const std::vector<PatP> &Ps) {
    for (const PatP &P : Ps)
      pat(P.get());
  }
  void rhs(const GuardedRhs &R) {
    for (const auto &G : R.Guards) {
      exp(G.first.get());
      exp(G.second.get());
    }
    exp(R.Body.get());
    decls(R.Where);
  }
  void decls(const std::vector<DeclP> &Ds) {
    for (const DeclP &D : Ds) {
      pats(D->Params);
      pat(D->Lhs.get());
      rhs(D->Rhs);
    }
  }
};

} // namespace

SourceModule parseModule(const std::string &Src) {
  Parser P(lex(Src));
  SourceModule M = P.module();
  NestingCheck().decls(M.Decls);
  return M;
}

} // namespace lazy
