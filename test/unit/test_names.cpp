// Compact C++ names: DisplayNames.h (pass, annotate, ccprof report) and
// the runtime's choice of what to print (rt/names.c).
#include "DisplayNames.h"

#include <catch2/catch.hpp>

extern "C" {
#include "ccprof_rt.h"
}

#include <vector>

using ccprof::NameForm;

static std::string shortOf(const char *Symbol) {
  return ccprof::nameOf(Symbol, NameForm::Short).Name;
}

TEST_CASE("short names elide template arguments and drop the return type", "[names]") {
  CHECK(shortOf("_Z5twiceIiET_S0_") == "twice<\xE2\x80\xA6>(int)");
  CHECK(ccprof::nameOf("_Z5twiceIiET_S0_", NameForm::Full).Name == "int twice<int>(int)");
  CHECK(ccprof::nameOf("_Z5twiceIiET_S0_", NameForm::Linkage).Name == "_Z5twiceIiET_S0_");
  CHECK(ccprof::nameOf("_Z5twiceIiET_S0_", NameForm::Short).Compact);
  CHECK_FALSE(ccprof::nameOf("isPrime.test", NameForm::Short).Compact);
  CHECK(shortOf("_ZNK3geo3Vec3dotERKS0_") == "geo::Vec::dot(geo::Vec const&) const");
  // operator< of <char> is not operator<< (the demangler prints both as "<<"):
  // the list is set off by a space.
  CHECK(shortOf("_ZStltIcSt11char_traitsIcESaIcEEbRKNSt7__cxx1112basic_stringIT_T0_T1_EESA_") ==
        "std::operator< <\xE2\x80\xA6>(std::__cxx11::basic_string<\xE2\x80\xA6> const&, "
        "std::__cxx11::basic_string<\xE2\x80\xA6> const&)");
  CHECK(shortOf("_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc") ==
        "std::operator<< <\xE2\x80\xA6>(std::basic_ostream<\xE2\x80\xA6>&, char const*)");
  CHECK(shortOf("_ZZ4mainENK3$_0clEi") == "main.lambda#1");
}

TEST_CASE("the parameter list starts after operator names and anonymous namespaces", "[names]") {
  const char *A = "(anonymous namespace)::f(int)";
  CHECK(ccprof_params_at(A) == strlen("(anonymous namespace)::f"));
  const char *B = "P::operator()(int) const";
  CHECK(ccprof_params_at(B) == strlen("P::operator()"));
  const char *C = "main";
  CHECK(ccprof_params_at(C) == 4);
}

TEST_CASE("reports drop parameter lists unless rows would read the same", "[names]") {
  std::vector<ccprof_row> Rows(4);
  const char *Names[] = {"over(int)", "over(double)", "Box<\xE2\x80\xA6>::get() const",
                         "Box<\xE2\x80\xA6>::get() const"};
  const char *Syms[] = {"_Z4overi", "_Z4overd", "_ZNK3BoxIiE3getEv", "_ZNK3BoxIdE3getEv"};
  for (int I = 0; I < 4; ++I) {
    Rows[I].name = Names[I];
    Rows[I].symbol = Syms[I];
    Rows[I].file = "";
    Rows[I].calls = 1;
    Rows[I].compact = 1;
  }
  std::vector<ccprof_shown_name> Scratch(Rows.size());
  ccprof_shorten_names(Rows.data(), Rows.size(), Scratch.data());
  CHECK(Rows[0].name_len == strlen("over(int)"));
  CHECK_FALSE(Rows[0].show_symbol);
  CHECK(Rows[2].show_symbol);
  // Alone, over(int) loses its parameters.
  Rows[1].calls = 0;
  ccprof_shorten_names(Rows.data(), Rows.size(), Scratch.data());
  CHECK(Rows[0].name_len == strlen("over"));
}

// ---- fitting names to a width (ccprof_fit_names) ------------------------------

#define ELL "\xE2\x80\xA6" // …

namespace {

struct Table {
  std::vector<std::string> Names, Symbols;
  std::vector<ccprof_row> Rows;
  std::vector<ccprof_shown_name> Scratch;

  void add(const std::string &Name, const std::string &Symbol, bool Compact = true) {
    Names.push_back(Name);
    Symbols.push_back(Symbol);
    Rows.push_back({});
    Rows.back().calls = 1;
    Rows.back().file = "";
    Rows.back().compact = Compact;
  }
  /// The names as the runtime prints them in rows that leave Width
  /// characters for the name.
  std::vector<std::string> shown(size_t Width, bool SymbolsOk = true) {
    for (size_t I = 0; I < Rows.size(); ++I) {
      Rows[I].name = Names[I].c_str();
      Rows[I].symbol = Symbols[I].c_str();
    }
    Scratch.resize(Rows.size());
    ccprof_shorten_names(Rows.data(), Rows.size(), Scratch.data());
    ccprof_fit_names(Rows.data(), Rows.size(), Scratch.data(), Width, SymbolsOk);
    std::vector<std::string> Out;
    for (const ccprof_row &R : Rows)
      Out.push_back(text(R));
    return Out;
  }
  static std::string text(const ccprof_row &R) {
    std::string S;
    ccprof_render_name(
        &R, [](void *C, const char *P, size_t N) { static_cast<std::string *>(C)->append(P, N); },
        &S);
    return S;
  }
};

size_t width(const std::string &S) { return ccprof_utf8_width(S.data(), S.size()); }

/// Well-formed UTF-8 (no multi-byte character cut).
bool wellFormed(const std::string &S) {
  for (size_t I = 0; I < S.size();) {
    unsigned char C = S[I];
    size_t N = C < 0x80 ? 1 : (C >> 5) == 6 ? 2 : (C >> 4) == 14 ? 3 : (C >> 3) == 30 ? 4 : 0;
    if (!N || I + N > S.size())
      return false;
    for (size_t K = 1; K < N; ++K)
      if (((unsigned char)S[I + K] & 0xC0) != 0x80)
        return false;
    I += N;
  }
  return true;
}

const char *const JsonAt =
    "nlohmann::json_abi_v3_11_2::basic_json<" ELL ">::operator[]<" ELL ">(char const (&) [5])";
const char *const JsonEmplace =
    "nlohmann::json_abi_v3_11_2::detail::json_sax_dom_parser<" ELL ">::handle_value<" ELL
    ">(nlohmann::json_abi_v3_11_2::basic_json<" ELL ">::string_t&, "
    "nlohmann::json_abi_v3_11_2::detail::value_t)";

} // namespace

TEST_CASE("pieces of compact names: widths, parameters, qualifiers", "[names]") {
  CHECK(ccprof_utf8_width("a<" ELL ">", strlen("a<" ELL ">")) == 4);
  // A prefix of k characters never ends inside a multi-byte character.
  const char *S = "x" ELL "y";
  CHECK(ccprof_utf8_prefix(S, strlen(S), 1) == 1);
  CHECK(ccprof_utf8_prefix(S, strlen(S), 2) == 4);
  const char *F = "f(int, std::pair<" ELL "> const&, void (*)(int, long), char const (&) [5]) const";
  size_t Open = ccprof_params_at(F), Close = ccprof_params_end(F, Open, strlen(F));
  CHECK(Open == 1);
  CHECK(std::string(F + Close) == ") const");
  CHECK(ccprof_each_param(F, Open, Close, nullptr, nullptr) == 4);
  const char *G = "g()";
  CHECK(ccprof_each_param(G, 1, 2, nullptr, nullptr) == 0);
  // Qualifiers, with their template arguments, as one.
  const char *Q = "(std::__cxx11::basic_string<" ELL "> const&)";
  CHECK(ccprof_qualifier_len(Q, 1, strlen(Q)) == strlen("std::__cxx11::"));
  const char *T = "(basic_json<" ELL ">::string_t&&)";
  CHECK(ccprof_qualifier_len(T, 1, strlen(T)) == strlen("basic_json<" ELL ">::"));
  CHECK(ccprof::dropQualifiers(T) == "(string_t&&)");
  CHECK(ccprof::dropQualifiers("(std::vector<" ELL ">, ns::T, (anonymous namespace)::U)") ==
        "(vector<" ELL ">, T, U)");
  // Components of a qualified name: not inside brackets, not in a
  // conversion operator's type.
  size_t Starts[8];
  const char *C = "a::b<c::d>::(anonymous namespace)::f";
  REQUIRE(ccprof_components(C, strlen(C), Starts, 8) == 4);
  CHECK(std::string(C + Starts[3]) == "f");
  const char *Conv = "ns::C::operator std::vector<" ELL ">";
  REQUIRE(ccprof_components(Conv, strlen(Conv), Starts, 8) == 3);
  CHECK(std::string(Conv + Starts[2]) == "operator std::vector<" ELL ">");
}

TEST_CASE("decltype(a < b) is an expression, not a template list", "[names]") {
  // std::less<void>::operator()<std::string const&, std::string const&>:
  // its return type is decltype(std::forward<T>(t) < std::forward<U>(u)).
  CHECK(shortOf("_ZNKSt4lessIvEclIRKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES9_EEDTltclsr3"
                "stdE7forwardIT_Efp_Eclsr3stdE7forwardIT0_Efp0_EEOSA_OSB_") ==
        "std::less<" ELL ">::operator()<" ELL ">(std::__cxx11::basic_string<" ELL
        "> const&, std::__cxx11::basic_string<" ELL "> const&) const");
  const char *D = "decltype(a < b) f<" ELL ">(int)";
  CHECK(ccprof_params_at(D) == strlen("decltype(a < b) f<" ELL ">"));
}

TEST_CASE("names that fit are left as they are", "[names]") {
  Table T;
  T.add(JsonAt, "_Z1a");
  T.add("main", "main", false);
  auto S = T.shown(80);
  CHECK(S[0] == "nlohmann::json_abi_v3_11_2::basic_json<" ELL ">::operator[]<" ELL ">");
  CHECK(S[1] == "main");
  CHECK_FALSE(T.Rows[0].fit.on);
  // No limit: nothing is shortened.
  Table U;
  U.add(JsonEmplace, "_Z1b");
  U.add(std::string(JsonEmplace).replace(strlen(JsonEmplace) - 8, 7, "int"), "_Z1c");
  CHECK(U.shown(0)[0] == JsonEmplace); // 152 characters
}

TEST_CASE("long names lose qualifiers, then the middle, then parameters", "[names]") {
  Table T;
  T.add(JsonEmplace, "_Z1a");
  T.add(std::string(JsonEmplace).replace(strlen(JsonEmplace) - 8, 7, "int"), "_Z1b");
  // Parameter types unqualified is enough at 120.
  auto S = T.shown(120);
  CHECK(S[0] == "nlohmann::json_abi_v3_11_2::detail::json_sax_dom_parser<" ELL ">::handle_value<" ELL
                ">(string_t&, value_t)");
  // Then the middle of the qualified name, as little as needed: the first
  // component, the class and the function stay.
  S = T.shown(80);
  CHECK(S[0] == "nlohmann::" ELL "::detail::json_sax_dom_parser<" ELL ">::handle_value<" ELL
                ">(string_t&, value_t)");
  S = T.shown(72);
  CHECK(S[0] == "nlohmann::" ELL "::json_sax_dom_parser<" ELL ">::handle_value<" ELL
                ">(string_t&, value_t)");
  // Then the first component.
  S = T.shown(62);
  CHECK(S[0] == ELL "::json_sax_dom_parser<" ELL ">::handle_value<" ELL ">(string_t&, value_t)");
  // Then parameters from the last: "(string_t&, …)" is not "(string_t&, int)".
  S = T.shown(60);
  CHECK(S[0] == ELL "::json_sax_dom_parser<" ELL ">::handle_value<" ELL ">(string_t&, " ELL ")");
  CHECK(S[1] == ELL "::json_sax_dom_parser<" ELL ">::handle_value<" ELL ">(string_t&, int)");
  // Then the class (the rows now read the same: numbered), then the start
  // ("…" and the end, not "…:h").
  S = T.shown(40);
  CHECK(S[0] == "nlohmann::" ELL "::handle_value<" ELL ">(" ELL ") #1");
  CHECK(S[1] == "nlohmann::" ELL "::handle_value<" ELL ">(" ELL ") #2");
  S = T.shown(23);
  CHECK(S[0] == ELL "handle_value<" ELL ">(" ELL ") #1");
  S = T.shown(24);
  CHECK(S[0] == ELL "::handle_value<" ELL ">(" ELL ") #1");
  // Every row fits every width, and the function's name stays at the end.
  for (size_t W = 20; W <= 200; ++W)
    for (const std::string &N : T.shown(W)) {
      INFO(W << ": " << N);
      CHECK(width(N) <= W);
      CHECK(wellFormed(N));
    }
}

TEST_CASE("overloads stay distinct when their parameters are cut", "[names]") {
  // Two overloads that differ in their last parameter: the first parameters
  // alone would read the same, so the rows are numbered in the order of
  // their linkage names.
  Table T;
  T.add("geo::Mesh::add(geo::Point const&, geo::Point const&, geo::Colour)", "_ZN3geo4Mesh3addERKNS_5PointES3_NS_6ColourE");
  T.add("geo::Mesh::add(geo::Point const&, geo::Point const&, geo::Material const&)", "_ZN3geo4Mesh3addERKNS_5PointES3_RKNS_8MaterialE");
  T.add("geo::Mesh::size() const", "_ZNK3geo4Mesh4sizeEv");
  auto Wide = T.shown(120);
  CHECK(Wide[0] == "geo::Mesh::add(geo::Point const&, geo::Point const&, geo::Colour)");
  CHECK(Wide[2] == "geo::Mesh::size");
  // Unqualified, both still fit and differ.
  auto Mid = T.shown(60);
  CHECK(Mid[0] == "geo::Mesh::add(Point const&, Point const&, Colour)");
  CHECK(Mid[1] == "geo::Mesh::add(Point const&, Point const&, Material const&)");
  // Cut to their first parameters they would read the same: numbered.
  auto Narrow = T.shown(40);
  CHECK(Narrow[0] != Narrow[1]);
  CHECK(Narrow[0] == "geo::Mesh::add(Point const&, " ELL ") #1"); // _ZN3geo4Mesh3addERKNS_5PointES3_NS_...
  CHECK(Narrow[1] == "geo::Mesh::add(Point const&, " ELL ") #2");
  CHECK(ccprof_any_numbered(T.Rows.data(), T.Rows.size()));
  for (const std::string &N : Narrow)
    CHECK(width(N) <= 40);
  // Every width from 20 up: all rows distinct, all within the width.
  for (size_t W = 20; W <= 90; ++W) {
    auto S = T.shown(W);
    INFO(W << ": " << S[0] << " / " << S[1]);
    CHECK(S[0] != S[1]);
    for (const std::string &N : S)
      CHECK(width(N) <= W);
  }
}

TEST_CASE("rows shown with their symbol are numbered when a symbol does not fit", "[names]") {
  Table T;
  T.add("Box<" ELL ">::get() const", "_ZNK3BoxIiE3getEv");
  T.add("Box<" ELL ">::get() const", "_ZNK3BoxIdE3getEv");
  // They fit with their symbols: the runtime shows them.
  auto S = T.shown(80);
  CHECK(S[0] == "Box<" ELL ">::get() const [_ZNK3BoxIiE3getEv]");
  // Not with 30 characters: numbered in the order of the symbols (d < i).
  S = T.shown(30);
  CHECK(S[0] == "Box<" ELL ">::get() const #2");
  CHECK(S[1] == "Box<" ELL ">::get() const #1");
  // ccprof report (symbols_ok 0) numbers them whatever the width.
  S = T.shown(0, false);
  CHECK(S[1] == "Box<" ELL ">::get() const #1");
}

TEST_CASE("the last resort keeps the end and never cuts a character", "[names]") {
  // One component with a long name, with non-ASCII characters (UTF-8
  // identifiers), and no parameters: only its start can go.
  std::string Long = "ns::";
  for (int I = 0; I < 30; ++I)
    Long += "gr\xC3\xB6\xC3\x9F" "e_"; // größe_
  Long += "end";
  Table T;
  T.add(Long, "_Z1x");
  for (size_t W = 20; W <= 60; ++W) {
    std::string N = T.shown(W)[0];
    INFO(W << ": " << N);
    CHECK(width(N) == W);
    CHECK(wellFormed(N));
    CHECK(N.rfind(ELL, 0) == 0);
    CHECK(N.size() >= 3);
    CHECK(N.substr(N.size() - 3) == "end");
  }
  // Names that are not compact (C, --names=full) are never shortened.
  Table C;
  C.add(Long, "x", false);
  CHECK(C.shown(40)[0] == Long);
}
