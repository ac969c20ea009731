//===- PprofExport.cpp - a JSON profile as Google's profile.proto ----------===//
//
// One Function and one Location per cost centre (a row of "functions", and
// the "(unprofiled)", "(GC)" and "(census)" ticks); a flat profile has one
// sample per function, a stacks-mode profile one per calling context, its
// locations the context's path leaf first. Values are self values:
// calls/count (entries), cpu/nanoseconds (ticks * period) and, for a
// profile with allocation counts, alloc_space/bytes. docs/formats.md has
// the table.
//
//===----------------------------------------------------------------------===//
#include "PprofExport.h"

#include "profile.pb.h"

#include <zlib.h>

#include <cmath>
#include <map>
#include <unordered_map>

namespace ccprof {
namespace {

namespace pb = perftools::profiles;

/// Builds the message: its string table, functions and locations.
class Builder {
public:
  explicit Builder(const Profile &P) : P(P) {
    Msg.add_string_table(""); // index 0 is always ""
    Period = std::llround(1e9 / (double)(P.Hz ? P.Hz : 1));
    Alloc = false;
    for (const ProfileFunction &F : P.Functions)
      Alloc |= F.Alloc != 0;
  }

  pb::Profile build() {
    header();
    for (size_t I = 0; I < P.Functions.size(); ++I) {
      const ProfileFunction &F = P.Functions[I];
      Functions[{F.Name, F.Symbol}] = location(F.Name, F.Symbol, F.File, F.Line);
    }
    if (P.Stacks.empty())
      flatSamples();
    else
      stackSamples();
    tickSample("(unprofiled)", P.UnprofiledTicks);
    tickSample("(GC)", P.GcTicks);
    tickSample("(census)", P.CensusTicks);
    return std::move(Msg);
  }

private:
  const Profile &P;
  pb::Profile Msg;
  int64_t Period;
  bool Alloc;
  std::unordered_map<std::string, int64_t> Strings;
  std::map<std::pair<std::string, std::string>, uint64_t> Functions; // -> location id

  int64_t str(const std::string &S) {
    if (S.empty())
      return 0;
    auto [It, New] = Strings.emplace(S, Msg.string_table_size());
    if (New)
      Msg.add_string_table(S);
    return It->second;
  }

  void valueType(pb::ValueType *T, const char *Type, const char *Unit) {
    T->set_type(str(Type));
    T->set_unit(str(Unit));
  }

  /// Sample types, period, times, the mapping and the comments.
  void header() {
    valueType(Msg.add_sample_type(), "calls", "count");
    valueType(Msg.add_sample_type(), "cpu", "nanoseconds");
    if (Alloc)
      valueType(Msg.add_sample_type(), "alloc_space", "bytes");
    valueType(Msg.mutable_period_type(), "cpu", "nanoseconds");
    Msg.set_period(Period);
    Msg.set_default_sample_type(str("cpu"));
    int64_t Start = 0, End = 0;
    if (P.Delta) {
      Msg.set_time_nanos((int64_t)P.PeriodStartNs);
      Msg.set_duration_nanos((int64_t)(P.PeriodEndNs - P.PeriodStartNs));
    } else if (parseProfileTime(P.Start, Start)) {
      Msg.set_time_nanos(Start * 1000000000);
      if (parseProfileTime(P.End, End) && End >= Start)
        Msg.set_duration_nanos((End - Start) * 1000000000);
    }
    pb::Mapping *M = Msg.add_mapping();
    M->set_id(1);
    M->set_filename(str(P.Program));
    M->set_has_functions(true); // pprof has nothing to symbolize
    M->set_has_filenames(true);
    std::string Origin = P.MergedPids.empty()
                             ? "pid " + std::to_string(P.Pid)
                             : "merged from " + std::to_string(P.MergedPids.size()) +
                                   " profiles";
    Msg.add_comment(str("ccprof profile of " + P.Program + " (" + Origin + " on " +
                        P.Host + "), started " + P.Start));
    Msg.add_comment(str(std::to_string(P.Hz) + " Hz, timer " + P.Timer + ", counters " +
                        P.Counters));
    if (P.Delta)
      Msg.add_comment(str("delta " + std::to_string(P.Sequence) +
                          (P.Final ? " (final)" : "") +
                          ": what changed from period_start_ns " +
                          std::to_string(P.PeriodStartNs) + " to period_end_ns " +
                          std::to_string(P.PeriodEndNs)));
    if (!P.Warning.empty())
      Msg.add_comment(str("warning: " + P.Warning));
  }

  /// A new Function and its Location; returns the location's id.
  uint64_t location(const std::string &Name, const std::string &Symbol,
                    const std::string &File, uint64_t Line) {
    uint64_t Id = (uint64_t)Msg.function_size() + 1;
    pb::Function *F = Msg.add_function();
    F->set_id(Id);
    F->set_name(str(Name.empty() ? Symbol : Name));
    F->set_system_name(str(Symbol.empty() ? Name : Symbol));
    F->set_filename(str(File));
    F->set_start_line((int64_t)Line);
    pb::Location *L = Msg.add_location();
    L->set_id(Id);
    L->set_mapping_id(1);
    pb::Line *Ln = L->add_line();
    Ln->set_function_id(Id);
    Ln->set_line((int64_t)Line);
    return Id;
  }

  /// The location of a context's cost centre, made if no function has it
  /// ("(truncated)", "(unloaded)").
  uint64_t locationOf(const std::string &Name, const std::string &Symbol) {
    auto It = Functions.find({Name, Symbol});
    if (It != Functions.end())
      return It->second;
    return Functions[{Name, Symbol}] = location(Name, Symbol, "", 0);
  }

  void sample(const std::vector<uint64_t> &Path, uint64_t Calls, uint64_t Ticks,
              uint64_t Bytes) {
    if (!Calls && !Ticks && !Bytes)
      return;
    pb::Sample *S = Msg.add_sample();
    for (uint64_t Id : Path)
      S->add_location_id(Id);
    S->add_value((int64_t)Calls);
    S->add_value((int64_t)Ticks * Period);
    if (Alloc)
      S->add_value((int64_t)Bytes);
  }

  void flatSamples() {
    for (const ProfileFunction &F : P.Functions)
      sample({Functions[{F.Name, F.Symbol}]}, F.Calls, F.Ticks, F.Alloc);
  }

  /// A sample per context, its path from the leaf up; then, per function,
  /// what its contexts do not hold (calls from flat-mode modules, and
  /// allocation, which contexts do not count) as a sample of its own.
  void stackSamples() {
    std::map<std::pair<std::string, std::string>, std::pair<uint64_t, uint64_t>> InContexts;
    for (const ProfileContext &C : P.Stacks) {
      // The "(truncated)" root's entries are its children's: no calls of its own.
      bool Pseudo = C.Parent == 0 && C.Name == "(truncated)" && C.Symbol.empty();
      std::vector<uint64_t> Path;
      for (uint64_t Id = C.Id; Id; Id = P.Stacks[Id - 1].Parent)
        Path.push_back(locationOf(P.Stacks[Id - 1].Name, P.Stacks[Id - 1].Symbol));
      uint64_t Entries = Pseudo ? 0 : C.Entries;
      sample(Path, Entries, C.Ticks, 0);
      auto &Sum = InContexts[{C.Name, C.Symbol}];
      Sum.first += Entries;
      Sum.second += C.Ticks;
    }
    for (const ProfileFunction &F : P.Functions) {
      auto &Sum = InContexts[{F.Name, F.Symbol}];
      sample({Functions[{F.Name, F.Symbol}]}, F.Calls > Sum.first ? F.Calls - Sum.first : 0,
             F.Ticks > Sum.second ? F.Ticks - Sum.second : 0, F.Alloc);
    }
  }

  void tickSample(const std::string &Name, uint64_t Ticks) {
    if (Ticks)
      sample({locationOf(Name, "")}, 0, Ticks, 0);
  }
};

/// Bytes as gzip (pprof reads the profile gzip-compressed).
std::string gzip(const std::string &In, std::string &Out) {
  z_stream Z{};
  if (deflateInit2(&Z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    return "zlib: cannot start compressing";
  Out.resize(deflateBound(&Z, In.size()));
  Z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(In.data()));
  Z.avail_in = (uInt)In.size();
  Z.next_out = reinterpret_cast<Bytef *>(Out.data());
  Z.avail_out = (uInt)Out.size();
  int Rc = deflate(&Z, Z_FINISH);
  Out.resize(Z.total_out);
  deflateEnd(&Z);
  return Rc == Z_STREAM_END ? "" : std::string("zlib: ") + (Z.msg ? Z.msg : "deflate failed");
}

} // namespace

std::string exportPprof(const Profile &P, std::string &Out) {
  std::string Raw;
  if (!Builder(P).build().SerializeToString(&Raw))
    return "protobuf: cannot serialize the profile";
  return gzip(Raw, Out);
}

} // namespace ccprof
