//===- fuzz_lazy_parser.cpp - libFuzzer target: the lazy-mini front end ---===//
//
// Feeds bytes to lazyc's front end as a module: the Prelude, then the
// input, lexed (with the layout rule), parsed and lowered (desugaring,
// name resolution, cost centres with -fprof-auto) as `lazyc -p
// -fprof-auto` does before code generation. FrontEndFuzz.h says what
// counts as a failure beyond a crash, a leak or undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "FrontEndFuzz.h"
#include "Lower.h"
#include "Parser.h"

#include <cstdint>

static const char PreludeSrc[] =
#include "prelude.inc"
    ;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Src((const char *)Data, Size);
  fuzz::runFrontEnd("fuzz_lazy_parser", [&](bool &InInput) {
    lazy::LoweredProgram LP;
    LP.ProfAuto = true;
    LP.Prelude = lazy::parseModule(PreludeSrc);
    InInput = true;
    LP.User = lazy::parseModule(Src);
    lazy::lower(LP);
  });
  return 0;
}
