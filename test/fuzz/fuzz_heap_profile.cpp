//===- fuzz_heap_profile.cpp - libFuzzer target: the .hp heap-profile reader ===//
//
// Feeds bytes to parseHeapProfile and, for a profile it accepts, draws the
// numbers of a chart (chooseHeapBands, niceTicks, the label formatting) as
// `ccprof heap` does. Checks that an accepted profile's stacked bands are
// consistent: every identifier index is in range, the bands and "other" of
// each sample add up to its total and no band peaks above the total's peak.
//
//===----------------------------------------------------------------------===//
#include "HeapProfile.h"

#include <cstdio>
#include <cstdlib>

using namespace ccprof;

static void require(bool Ok, const char *What) {
  if (!Ok) {
    std::fprintf(stderr, "fuzz_heap_profile: accepted a profile where %s\n", What);
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  HeapProfile P;
  HeapParseError Err;
  if (!parseHeapProfile(std::string_view((const char *)Data, Size), P, Err)) {
    require(Err.Line >= 1 && !Err.Message.empty(), "the error has no line or message");
    return 0;
  }
  for (const HeapSample &S : P.Samples)
    for (auto [Id, V] : S.Values)
      require(Id < P.Names.size(), "an identifier index is out of range");
  HeapChart C = chooseHeapBands(P, 3);
  for (size_t S = 0; S < C.Times.size(); ++S) {
    uint64_t Sum = C.HasOther ? C.Other.Values[S] : 0;
    for (const HeapBand &B : C.Bands)
      Sum += B.Values[S];
    require(Sum == C.Totals[S], "the bands do not add up to the sample's total");
  }
  for (const HeapBand &B : C.Bands)
    require(B.Peak <= C.PeakTotal, "a band peaks above the total");
  std::vector<double> Ticks = niceTicks((double)C.PeakTotal, 5, 1);
  require(!Ticks.empty() && Ticks.back() >= (double)C.PeakTotal * (1 - 1e-9),
          "the value axis does not cover the peak");
  formatBytes((double)C.PeakTotal, Ticks.size() > 1 ? Ticks[1] : 0);
  formatCount((double)C.PeakTotal);
  for (const std::string &N : P.Names)
    retainerSet(N);
  if (!C.Times.empty())
    niceTicks(C.Times.back(), 8);
  return 0;
}
