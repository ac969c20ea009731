//===- fuzz_profile_json.cpp - libFuzzer target: the JSON profile reader ---===//
//
// Feeds bytes to parseProfileJSON. Beyond "no crash, no leak, no undefined
// behaviour", checks what the reader promises of a profile it accepts: the
// checks of checkProfile hold, every string is UTF-8 (the runtime's writer
// copies them into the JSON `ccprof report` and `merge` write), hz is
// positive and lines fit the 32 bits the writer takes.
//
//===----------------------------------------------------------------------===//
#include "ProfileJSON.h"

#include "llvm/Support/JSON.h"

#include <cstdio>
#include <cstdlib>

using namespace ccprof;

static void require(bool Ok, const char *What) {
  if (!Ok) {
    std::fprintf(stderr, "fuzz_profile_json: accepted a profile where %s\n", What);
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  Profile P;
  ProfileError Err;
  if (!parseProfileJSON(std::string_view((const char *)Data, Size), P, Err)) {
    require(!Err.Message.empty(), "the error has no message");
    return 0;
  }
  require(checkProfile(P).empty(), "checkProfile fails");
  require(P.Version == 1 && P.Hz >= 1 && P.Hz <= UINT32_MAX, "version or hz is wrong");
  for (const std::string *S : {&P.Program, &P.Host, &P.Start, &P.End, &P.Counters, &P.Timer})
    require(llvm::json::isUTF8(*S), "a string is not UTF-8");
  for (const ProfileFunction &F : P.Functions) {
    require(F.Line <= UINT32_MAX, "a line does not fit in 32 bits");
    for (const std::string *S : {&F.Name, &F.Symbol, &F.File})
      require(llvm::json::isUTF8(*S), "a name is not UTF-8");
  }
  return 0;
}
