//===- fuzz_sml_parser.cpp - libFuzzer target: the sml-mini front end -----===//
//
// Feeds bytes to smlc's front end as a program: the basis, then the input,
// lexed, parsed, lowered (name resolution, closures, arities) and
// type-checked as `smlc` does before code generation. FrontEndFuzz.h says what counts as
// a failure beyond a crash, a leak or undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "FrontEndFuzz.h"
#include "Lower.h"
#include "Parser.h"
#include "Typecheck.h"

#include <cstdint>

static const char Basis[] =
#include "basis.inc"
    ;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Src((const char *)Data, Size);
  fuzz::runFrontEnd("fuzz_sml_parser", [&](bool &InInput) {
    sml::LoweredProgram LP;
    LP.Basis = sml::parseProgram(sml::lex(Basis));
    InInput = true;
    LP.User = sml::parseProgram(sml::lex(Src));
    sml::lower(LP);
    sml::typecheck(LP);
  });
  return 0;
}
