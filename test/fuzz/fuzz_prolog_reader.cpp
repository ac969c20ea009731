//===- fuzz_prolog_reader.cpp - libFuzzer target: the prolog-mini reader --===//
//
// Feeds bytes to prologc's reader as a program: every clause read (with
// op/3 and double_quotes directives applied as they come) and shown, as
// the reader's tests do. FrontEndFuzz.h says what counts as a failure
// beyond a crash, a leak or undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "FrontEndFuzz.h"
#include "Reader.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Src((const char *)Data, Size);
  fuzz::runFrontEnd("fuzz_prolog_reader", [&](bool &InInput) {
    InInput = true; // no built-in library
    for (const pl::ReadClause &C : pl::readAll(Src))
      (void)pl::show(*C.T);
  });
  return 0;
}
