//===- HeapProfile.h - GHC .hp heap profiles: reader, bands, axis ticks ----===//
//
// The data side of `ccprof heap`: a strict reader of the heap-profile format
// GHC writes and hp2ps reads, the choice and order of the bands a chart
// shows, and the tick and byte formatting of its axes. Kept apart from the
// SVG/HTML writer (HeapCommand.cpp) so the unit tests can check the parts
// whose mistakes would not show up as a broken picture but as a wrong one.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_HEAPPROFILE_H
#define CCPROF_HEAPPROFILE_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ccprof {

/// One BEGIN_SAMPLE ... END_SAMPLE block. Values are sparse: an identifier
/// absent from the sample holds nothing there.
struct HeapSample {
  double Time = 0;
  std::vector<std::pair<uint32_t, uint64_t>> Values; // (identifier index, value)
};

struct HeapProfile {
  std::string Job, Date;
  std::string SampleUnit = "seconds", ValueUnit = "bytes";
  std::vector<std::string> Names; // identifiers in order of first appearance
  std::vector<HeapSample> Samples;
};

/// Where and why a file was refused; Line is 1-based.
struct HeapParseError {
  size_t Line = 0;
  std::string Message;
};

/// Parses the text of a .hp file. Strict: any line the format does not
/// allow is an error, so a truncated or corrupted profile is reported
/// instead of drawn wrong. Returns false and fills Err on the first error.
bool parseHeapProfile(std::string_view Text, HeapProfile &P,
                      HeapParseError &Err);

/// One stacked band: an identifier, or "other" summing the ones left out.
struct HeapBand {
  std::string Name;
  uint64_t Peak = 0;
  double PeakTime = 0;            // first sample time the peak is reached
  std::vector<uint64_t> Values;   // one per sample
};

/// What a chart draws, bottom of the stack first.
struct HeapChart {
  std::vector<double> Times;       // sample times
  std::vector<HeapBand> Bands;     // by peak, largest first (bottom)
  bool HasOther = false;
  HeapBand Other;                  // the sum of Rest (top of the stack)
  std::vector<HeapBand> Rest;      // the identifiers folded into Other
  std::vector<uint64_t> Totals;    // per sample, all identifiers
  uint64_t PeakTotal = 0;
  double PeakTotalTime = 0;
};

/// Keeps the MaxBands identifiers with the largest peaks as bands (ties by
/// name, so the output does not depend on the file's order) and sums the
/// others into an "other" band; with MaxBands or fewer identifiers there is
/// no "other".
HeapChart chooseHeapBands(const HeapProfile &P, size_t MaxBands);

/// Tick values 0 = T0 < T1 < ... covering [0, Max] in round steps
/// (1, 2 or 5 times a power of ten), about Target of them; the last tick is
/// >= Max. Max <= 0 gives the ticks of [0, 1]. The step is at least MinStep
/// (1 for a count of bytes: there is no half a byte).
std::vector<double> niceTicks(double Max, int Target, double MinStep = 0);

/// "0 B", "512 B", "1.5 kB", "20 MB", "3 GB": SI units (1 kB = 1000 B), so
/// round tick values stay round. Precision is as much as Step needs (the
/// tick spacing), or 3 significant digits when Step is 0.
std::string formatBytes(double Bytes, double Step = 0);

/// A plain number with k/M/G suffixes, for value units that are not bytes.
std::string formatCount(double Value, double Step = 0);

/// A tick or time label: as many decimals as Step needs, no more.
std::string formatNumber(double Value, double Step);

/// "(3)consume,MAIN" (GHC's retainer-set names) -> "{consume, MAIN}";
/// other names -> "".
std::string retainerSet(const std::string &Name);

} // namespace ccprof

#endif // CCPROF_HEAPPROFILE_H
