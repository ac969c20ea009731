//===- ProfileJSON.h - reads the runtime's JSON profile (format version 1) ===//
//
// The reader behind the user tools (and the round-trip unit test). It accepts
// exactly the document docs/formats.md describes and reports the first
// problem with its byte offset, so a truncated or corrupt profile gives one
// clear message instead of a wrong report.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_PROFILEJSON_H
#define CCPROF_PROFILEJSON_H

#include <cstdint>
#include <string>
#include <vector>

namespace ccprof {

struct ProfileFunction {
  std::string Name, Symbol, File;
  uint64_t Line = 0, Calls = 0, Ticks = 0, Alloc = 0; // Alloc: lazy mode, optional
  double Seconds = 0;
};

struct Profile {
  uint64_t Version = 0;
  std::string Program, Host, Start, End, Counters, Timer;
  uint64_t Pid = 0, Hz = 0, Samples = 0, UnprofiledTicks = 0, GcTicks = 0, CensusTicks = 0;
  double Seconds = 0, CpuSeconds = 0;
  std::vector<ProfileFunction> Functions;
};

/// Parses \p Text. On failure returns false and sets \p Error to a message
/// naming the byte offset and what was expected.
bool parseProfileJSON(const std::string &Text, Profile &Out, std::string &Error);

} // namespace ccprof

#endif // CCPROF_PROFILEJSON_H
