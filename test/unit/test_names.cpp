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
