//===- Speedscope.cpp - a profile in speedscope's file format --------------===//
#include "Speedscope.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <unordered_map>
#include <vector>

namespace ccprof {
namespace {

namespace json = llvm::json;

/// The samples of one speedscope profile: each a path of frame indices
/// (root first) and its weight.
struct Samples {
  std::vector<std::vector<size_t>> Paths;
  std::vector<unsigned __int128> Weights;
};

/// A weight as a JSON number: exact while it fits in 64 bits.
json::Value number(unsigned __int128 V) {
  if (V <= UINT64_MAX)
    return (uint64_t)V;
  return (double)V;
}

/// The frames: one per function (name and symbol), file and line from
/// "functions" where the function is there.
class Frames {
public:
  explicit Frames(const Profile &P) {
    for (const ProfileFunction &F : P.Functions)
      Functions.emplace(key(F.Name, F.Symbol), &F);
  }
  size_t of(const std::string &Name, const std::string &Symbol) {
    auto [It, New] = Index.emplace(key(Name, Symbol), List.size());
    if (New) {
      json::Object Frame{{"name", Name}};
      auto F = Functions.find(It->first);
      if (F != Functions.end() && !F->second->File.empty())
        Frame["file"] = F->second->File;
      if (F != Functions.end() && F->second->Line)
        Frame["line"] = F->second->Line;
      List.push_back(std::move(Frame));
    }
    return It->second;
  }
  json::Array take() { return std::move(List); }

private:
  static std::string key(const std::string &Name, const std::string &Symbol) {
    return Name + '\0' + Symbol;
  }
  std::unordered_map<std::string, const ProfileFunction *> Functions;
  std::unordered_map<std::string, size_t> Index;
  json::Array List;
};

/// Time (ticks to nanoseconds) and entries of each context; of each
/// function for a profile without contexts. Ticks charged to no function
/// are frames of their own, "(unprofiled)" and the like.
void collect(const Profile &P, Frames &F, Samples &Time, Samples &Entries) {
  auto Ns = [&](uint64_t Ticks) {
    return ((unsigned __int128)Ticks * 1000000000u + P.Hz / 2) / P.Hz;
  };
  if (!P.Stacks.empty()) {
    std::vector<std::vector<size_t>> Path(P.Stacks.size());
    for (size_t I = 0; I < P.Stacks.size(); ++I) {
      const ProfileContext &C = P.Stacks[I];
      if (C.Parent)
        Path[I] = Path[C.Parent - 1];
      Path[I].push_back(F.of(C.Name, C.Symbol));
      if (C.Ticks)
        Time.Paths.push_back(Path[I]), Time.Weights.push_back(Ns(C.Ticks));
      if (C.Entries)
        Entries.Paths.push_back(Path[I]), Entries.Weights.push_back(C.Entries);
    }
  } else {
    for (const ProfileFunction &Fn : P.Functions) {
      if (Fn.Ticks)
        Time.Paths.push_back({F.of(Fn.Name, Fn.Symbol)}),
            Time.Weights.push_back(Ns(Fn.Ticks));
      if (Fn.Calls)
        Entries.Paths.push_back({F.of(Fn.Name, Fn.Symbol)}),
            Entries.Weights.push_back(Fn.Calls);
    }
  }
  for (auto [Name, Ticks] : {std::pair<const char *, uint64_t>{"(unprofiled)", P.UnprofiledTicks},
                             {"(GC)", P.GcTicks},
                             {"(census)", P.CensusTicks}})
    if (Ticks)
      Time.Paths.push_back({F.of(Name, "")}), Time.Weights.push_back(Ns(Ticks));
}

json::Object sampled(std::string Name, const char *Unit, const Samples &S) {
  json::Array Paths, Weights;
  unsigned __int128 Total = 0;
  for (size_t I = 0; I < S.Paths.size(); ++I) {
    json::Array Path;
    for (size_t Frame : S.Paths[I])
      Path.push_back((uint64_t)Frame);
    Paths.push_back(std::move(Path));
    Weights.push_back(number(S.Weights[I]));
    Total += S.Weights[I];
  }
  return json::Object{{"type", "sampled"},  {"name", std::move(Name)},
                      {"unit", Unit},       {"startValue", 0},
                      {"endValue", number(Total)}, {"samples", std::move(Paths)},
                      {"weights", std::move(Weights)}};
}

} // namespace

std::string speedscopeJSON(const Profile &P) {
  std::string Program = P.Program.substr(P.Program.rfind('/') + 1);
  if (Program.empty())
    Program = "profile";
  Frames F(P);
  Samples Time, Entries;
  collect(P, F, Time, Entries);
  const char *Counted = P.Stacks.empty() ? "calls" : "entries";
  json::Object File{
      {"$schema", "https://www.speedscope.app/file-format-schema.json"},
      {"exporter", "ccprof"},
      {"name", Program},
      {"activeProfileIndex", 0},
      {"profiles", json::Array{sampled(Program + ": time", "nanoseconds", Time),
                               sampled(Program + ": " + Counted, "none", Entries)}},
      {"shared", json::Object{{"frames", F.take()}}}};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << json::Value(std::move(File)) << "\n";
  return Text;
}

} // namespace ccprof
