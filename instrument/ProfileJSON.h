//===- ProfileJSON.h - reads the runtime's JSON profile (format version 1) ===//
//
// The reader behind the user tools (and the round-trip unit test). The JSON
// is parsed by llvm::json (strict RFC 8259: UTF-8 only, no inf/nan/hex);
// on top of it the reader refuses duplicate keys, fields of the wrong type
// or range, and profiles that cannot have been measured (more ticks than
// samples, a sampling rate of 0 Hz), so a corrupt profile gives one clear
// message instead of a wrong report.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_PROFILEJSON_H
#define CCPROF_PROFILEJSON_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ccprof {

/// A clause's counts (a predicate's "clauses"): tried, and head unified.
struct ClauseCounts {
  uint64_t Tried = 0, Unified = 0;
};

struct ProfileFunction {
  std::string Name, Symbol, File;
  uint64_t Line = 0, Calls = 0, Ticks = 0, Alloc = 0; // Alloc: lazy mode, optional
  double Seconds = 0;
  // Byrd-box ports of a logic language's predicate (ccprof/CCProfPorts.h):
  // "exits", "redos", "fails" and "box_seconds" come together; BoxNs is
  // box_seconds in nanoseconds (the JSON has microseconds: sums are exact).
  bool HasPorts = false;
  uint64_t Exits = 0, Redos = 0, Fails = 0, BoxNs = 0;
  std::vector<ClauseCounts> Clauses; // "clauses", optional
};

/// A calling context of a stacks-mode profile ("stacks": ids 1, 2, ... in
/// the order written, a parent before its children; Parent 0: a root).
struct ProfileContext {
  uint64_t Id = 0, Parent = 0, Entries = 0, Ticks = 0, InheritedTicks = 0;
  uint64_t Alloc = 0, InheritedAlloc = 0; // the lazy mode, optional
  std::string Name, Symbol;
};

struct Profile {
  uint64_t Version = 0;
  std::string Program, Host, Start, End, Counters, Timer;
  std::string Warning; // why the samples cannot be trusted (optional)
  // A merged profile's processes (ccprof merge), in place of its Pid:
  // empty for a process's own profile.
  std::vector<uint64_t> MergedPids;
  uint64_t Pid = 0, Hz = 0, Samples = 0, UnprofiledTicks = 0, GcTicks = 0, CensusTicks = 0;
  // Functions the pass left out for their size (-ccprof-min-instructions).
  uint64_t SmallFunctions = 0;
  double Seconds = 0, CpuSeconds = 0;
  // A periodic snapshot (CCPROF_PERIOD): only what changed in the period
  // from PeriodStartNs to PeriodEndNs (Unix time in nanoseconds), the
  // Sequence-th of its process (1, 2, ...); Final: the one written at exit.
  bool Delta = false, Final = false;
  uint64_t Sequence = 0, PeriodStartNs = 0, PeriodEndNs = 0;
  std::vector<ProfileFunction> Functions;
  std::vector<ProfileContext> Stacks; // stacks mode; empty otherwise
};

/// The largest cpu_seconds a profile may hold: its nanoseconds fit in 64
/// bits (the runtime's writer takes them as an integer).
constexpr double MaxCpuSeconds = 1.8e10;

/// Why a profile was refused. A JSON syntax error has its line and column
/// (1-based); a profile that is valid JSON but not a valid profile names
/// the field instead ("functions[2].calls") and has Line 0.
struct ProfileError {
  unsigned Line = 0, Column = 0;
  std::string Message;
  /// "FILE:LINE:COL: MESSAGE" or "FILE: MESSAGE".
  std::string describe(const std::string &File) const;
};

/// Parses \p Text. On failure returns false and fills \p Err.
bool parseProfileJSON(std::string_view Text, Profile &Out, ProfileError &Err);

/// The checks of a whole profile, whoever made it (the reader, or merge on
/// its sum): the ticks of the functions, unprofiled_ticks, gc_ticks and
/// census_ticks together at most samples (at most: a later version 1 writer
/// may count ticks of a kind this reader does not know); cpu_seconds at
/// most MaxCpuSeconds; start and end times in the writer's format.
/// Returns "" or the problem, naming the field.
std::string checkProfile(const Profile &P);

/// "2026-11-22T02:23:29Z" -> seconds since 1970; false if not that format.
bool parseProfileTime(const std::string &Iso, int64_t &Sec);

} // namespace ccprof

#endif // CCPROF_PROFILEJSON_H
