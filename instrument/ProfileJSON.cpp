//===- ProfileJSON.cpp - reads the runtime's JSON profile ------------------===//
//
// llvm::json parses the text (and refuses anything that is not RFC 8259
// JSON in UTF-8); this file maps the document onto Profile. Unknown
// top-level and per-function keys are ignored (forward compatibility within
// a version), missing required keys, values of the wrong type or range and
// duplicate keys are errors naming the field.
//
//===----------------------------------------------------------------------===//
#include "ProfileJSON.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <cstdio>
#include <ctime>

namespace ccprof {

using llvm::StringRef;
namespace json = llvm::json;

std::string ProfileError::describe(const std::string &File) const {
  if (!Line)
    return File + ": " + Message;
  return File + ":" + std::to_string(Line) + ":" + std::to_string(Column) + ": " +
         Message;
}

bool parseProfileTime(const std::string &Iso, int64_t &Sec) {
  struct tm T = {};
  const char *End = strptime(Iso.c_str(), "%Y-%m-%dT%H:%M:%SZ", &T);
  if (!End || *End)
    return false;
  Sec = (int64_t)timegm(&T);
  return true;
}

namespace {

/// Line and column (1-based) of byte Offset.
void lineAndColumn(std::string_view Text, size_t Offset, ProfileError &Err) {
  Offset = std::min(Offset, Text.size());
  std::string_view Before = Text.substr(0, Offset);
  size_t LastNewline = Before.rfind('\n');
  Err.Line = 1 + (unsigned)std::count(Before.begin(), Before.end(), '\n');
  Err.Column = 1 + (unsigned)(LastNewline == std::string_view::npos
                                  ? Offset
                                  : Offset - LastNewline - 1);
}

/// llvm::json's ParseError prints as "[LINE:COL, byte=OFFSET]: MESSAGE"; its
/// fields are private, so the message is taken apart.
ProfileError syntaxError(std::string_view Text, llvm::Error E) {
  std::string Log = llvm::toString(std::move(E));
  ProfileError Err;
  unsigned long long Offset = 0;
  size_t Colon = Log.find("]: ");
  if (std::sscanf(Log.c_str(), "[%u:%u, byte=%llu]", &Err.Line, &Err.Column,
                  &Offset) != 3 ||
      Colon == std::string::npos) {
    Err.Line = Err.Column = 1;
    Err.Message = "not valid JSON: " + Log;
    return Err;
  }
  // llvm::json's column is where it stopped, mostly just past the bad
  // character: its 1-based column. At the end of a file ending in a
  // newline it is 0.
  Err.Column = std::max(Err.Column, 1u);
  Err.Message = "not valid JSON: " + Log.substr(Colon + 3);
  if (Offset >= Text.size())
    Err.Message += " (the file ends here: truncated?)";
  return Err;
}

bool isJsonSpace(char C) { return C == ' ' || C == '\n' || C == '\r' || C == '\t'; }

/// Finds the first key that repeats within its object (llvm::json keeps the
/// last silently). Text is valid JSON already, which keeps this scan simple:
/// a string followed by ':' is a key of the innermost open object. Objects
/// have a few keys each: a linear search of one stack of keys, with no
/// allocation per object, is the fast way.
bool findDuplicateKey(std::string_view Text, size_t &At, std::string &Key) {
  std::vector<std::string_view> Keys;   // of the open objects, innermost last
  std::vector<size_t> Open;             // where each open object's keys start
  std::deque<std::string> Decoded;      // keys written with escapes
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '{') {
      Open.push_back(Keys.size());
    } else if (C == '}') {
      Keys.resize(Open.back());
      Open.pop_back();
    } else if (C == '"') {
      size_t Start = I;
      bool Escaped = false;
      for (++I; Text[I] != '"'; ++I)
        if (Text[I] == '\\')
          Escaped = true, ++I;
      size_t Next = I + 1;
      while (Next < Text.size() && isJsonSpace(Text[Next]))
        ++Next;
      if (Next == Text.size() || Text[Next] != ':')
        continue;
      std::string_view K = Text.substr(Start + 1, I - Start - 1);
      if (Escaped) // "\u0061" and "a" are the same key
        if (llvm::Expected<json::Value> V =
                json::parse(StringRef(Text.data() + Start, I + 1 - Start)))
          K = Decoded.emplace_back(V->getAsString()->str());
      if (std::find(Keys.begin() + Open.back(), Keys.end(), K) != Keys.end()) {
        At = Start;
        Key = std::string(K);
        return true;
      }
      Keys.push_back(K);
    }
  }
  return false;
}

/// " to 1.8e+10" for a finite Max, "" for HUGE_VAL.
std::string upTo(double Max) {
  if (std::isinf(Max))
    return "";
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, " to %g", Max);
  return Buf;
}

/// A value for a message: its JSON text, cut short.
std::string shown(const json::Value &V) {
  std::string S = llvm::formatv("{0}", V).str();
  return S.size() > 40 ? S.substr(0, 37) + "..." : S;
}

/// Reads the fields of one JSON object into C++ values; the first problem
/// is kept in Err, naming the field by its path ("functions[2].calls").
class FieldReader {
public:
  FieldReader(const json::Object &O, std::string Where, std::string &Err)
      : O(O), Where(std::move(Where)), Err(Err) {}

  bool str(StringRef Key, std::string &Out, bool Required = false) {
    const json::Value *V = find(Key, Required);
    if (!V)
      return Err.empty();
    if (std::optional<StringRef> S = V->getAsString())
      return Out = S->str(), true;
    return bad(Key, "a string", *V);
  }

  bool count(StringRef Key, uint64_t &Out, bool Required = false,
             uint64_t Min = 0, uint64_t Max = UINT64_MAX) {
    const json::Value *V = find(Key, Required);
    if (!V)
      return Err.empty();
    std::optional<uint64_t> N = V->getAsUINT64();
    if (N && *N >= Min && *N <= Max)
      return Out = *N, true;
    return bad(Key, "a whole number from " + std::to_string(Min) + " to " +
                        std::to_string(Max), *V);
  }

  /// An optional array of whole numbers ("merged_pids").
  bool counts(StringRef Key, std::vector<uint64_t> &Out) {
    const json::Value *V = find(Key, false);
    if (!V)
      return Err.empty();
    const json::Array *A = V->getAsArray();
    if (!A)
      return bad(Key, "an array of whole numbers", *V);
    Out.clear();
    for (size_t I = 0; I < A->size(); ++I) {
      std::optional<uint64_t> N = (*A)[I].getAsUINT64();
      if (!N)
        return bad((Key + "[" + std::to_string(I) + "]").str(),
                   "a whole number from 0 to " + std::to_string(UINT64_MAX),
                   (*A)[I]);
      Out.push_back(*N);
    }
    return true;
  }

  bool flag(StringRef Key, bool &Out) {
    const json::Value *V = find(Key, false);
    if (!V)
      return Err.empty();
    if (std::optional<bool> B = V->getAsBoolean())
      return Out = *B, true;
    return bad(Key, "true or false", *V);
  }

  bool seconds(StringRef Key, double &Out, double Max) {
    const json::Value *V = find(Key, false);
    if (!V)
      return Err.empty();
    std::optional<double> D = V->getAsNumber();
    if (D && std::isfinite(*D) && *D >= 0 && *D <= Max)
      return Out = *D, true;
    return bad(Key, "a number of seconds from 0" + upTo(Max), *V);
  }

  std::string path(StringRef Key) const {
    return Where.empty() ? Key.str() : Where + "." + Key.str();
  }

private:
  const json::Object &O;
  std::string Where;
  std::string &Err;

  const json::Value *find(StringRef Key, bool Required) {
    const json::Value *V = O.get(Key);
    if (!V && Required)
      Err = "no field '" + path(Key) + "' (it is required)";
    return V;
  }
  bool bad(StringRef Key, const std::string &Want, const json::Value &V) {
    Err = "field '" + path(Key) + "' wants " + Want + ", not " + shown(V);
    return false;
  }
};

/// The Byrd-box ports of a predicate (optional): all four port fields or
/// none, and "clauses" only with them.
bool readPorts(const json::Object &O, FieldReader &R, const std::string &Where,
               ProfileFunction &F, std::string &Err) {
  static const char *const Ports[] = {"exits", "redos", "fails", "box_seconds"};
  const char *Present = nullptr, *Missing = nullptr;
  for (const char *K : Ports) {
    const char *&First = O.get(K) ? Present : Missing;
    if (!First)
      First = K;
  }
  if (!Present) {
    if (O.get("clauses")) {
      Err = "field '" + Where + ".clauses' comes with the ports (exits, redos, fails, "
            "box_seconds), which '" + Where + "' has not";
      return false;
    }
    return true;
  }
  if (Missing) {
    Err = "field '" + Where + "." + Missing + "' is missing: '" + Where + "' has '" + Present +
          "', and the port fields (exits, redos, fails, box_seconds) come together";
    return false;
  }
  double Box = 0;
  if (!(R.count("exits", F.Exits) && R.count("redos", F.Redos) && R.count("fails", F.Fails) &&
        R.seconds("box_seconds", Box, MaxCpuSeconds)))
    return false;
  F.HasPorts = true;
  F.BoxNs = (uint64_t)std::llround(Box * 1e9);
  const json::Value *Cs = O.get("clauses");
  if (!Cs)
    return true;
  const json::Array *A = Cs->getAsArray();
  if (!A) {
    Err = "field '" + Where + ".clauses' wants an array, not " + shown(*Cs);
    return false;
  }
  F.Clauses.resize(A->size());
  for (size_t I = 0; I < A->size(); ++I) {
    std::string At = Where + ".clauses[" + std::to_string(I) + "]";
    const json::Object *C = (*A)[I].getAsObject();
    if (!C) {
      Err = "field '" + At + "' wants an object, not " + shown((*A)[I]);
      return false;
    }
    FieldReader CR(*C, At, Err);
    if (!(CR.count("tried", F.Clauses[I].Tried, true) &&
          CR.count("unified", F.Clauses[I].Unified, true)))
      return false;
  }
  return true;
}

bool readFunction(const json::Value &V, size_t Index, ProfileFunction &F,
                  std::string &Err) {
  std::string Where = "functions[" + std::to_string(Index) + "]";
  const json::Object *O = V.getAsObject();
  if (!O) {
    Err = "field '" + Where + "' wants an object, not " + shown(V);
    return false;
  }
  FieldReader R(*O, Where, Err);
  return R.str("name", F.Name, true) && R.str("symbol", F.Symbol) &&
         R.str("file", F.File) && R.count("line", F.Line, false, 0, UINT32_MAX) &&
         R.count("calls", F.Calls, true) && R.count("ticks", F.Ticks, true) &&
         R.seconds("seconds", F.Seconds, HUGE_VAL) && R.count("alloc", F.Alloc) &&
         readPorts(*O, R, Where, F, Err);
}

bool readContext(const json::Value &V, size_t Index, ProfileContext &C,
                 std::string &Err) {
  std::string Where = "stacks[" + std::to_string(Index) + "]";
  const json::Object *O = V.getAsObject();
  if (!O) {
    Err = "field '" + Where + "' wants an object, not " + shown(V);
    return false;
  }
  FieldReader R(*O, Where, Err);
  // A parent comes before its children: ids are 1, 2, ... in order.
  if (!(R.count("id", C.Id, true, Index + 1, Index + 1) &&
        R.count("parent", C.Parent, true, 0, Index) && R.str("name", C.Name, true) &&
        R.str("symbol", C.Symbol) && R.count("entries", C.Entries, true) &&
        R.count("ticks", C.Ticks, true) &&
        R.count("inherited_ticks", C.InheritedTicks, true, C.Ticks) &&
        R.count("alloc", C.Alloc) && R.count("inherited_alloc", C.InheritedAlloc, false, C.Alloc)))
    return false;
  return true;
}

/// The optional calling-context tree (stacks mode).
bool readStacks(const json::Object &O, Profile &P, std::string &Err) {
  const json::Value *Ss = O.get("stacks");
  if (!Ss)
    return true;
  const json::Array *A = Ss->getAsArray();
  if (!A) {
    Err = "field 'stacks' wants an array, not " + shown(*Ss);
    return false;
  }
  P.Stacks.resize(A->size());
  for (size_t I = 0; I < A->size(); ++I)
    if (!readContext((*A)[I], I, P.Stacks[I], Err))
      return false;
  return true;
}

/// A periodic snapshot's fields (CCPROF_PERIOD): "delta": true, then its
/// sequence number and its period are required.
bool readDelta(FieldReader &R, Profile &P) {
  if (!R.flag("delta", P.Delta) || !R.flag("final", P.Final))
    return false;
  if (!P.Delta)
    return true;
  if (!(R.count("sequence", P.Sequence, true, 1) &&
        R.count("period_start_ns", P.PeriodStartNs, true) &&
        R.count("period_end_ns", P.PeriodEndNs, true, P.PeriodStartNs)))
    return false;
  return true;
}

bool readTop(const json::Object &O, Profile &P, std::string &Err) {
  FieldReader R(O, "", Err);
  std::string Format;
  if (!R.str("format", Format, true))
    return false;
  if (Format != "ccprof") {
    Err = "field 'format' is '" + Format + "', not 'ccprof': not a CCProf profile";
    return false;
  }
  if (!R.count("version", P.Version, true, 0, UINT64_MAX))
    return false;
  if (P.Version != 1) {
    Err = "format version " + std::to_string(P.Version) +
          "; this ccprof reads version 1";
    return false;
  }
  if (!(R.str("program", P.Program) && R.str("host", P.Host) &&
        R.str("start", P.Start) && R.str("end", P.End) &&
        R.str("counters", P.Counters) && R.str("timer", P.Timer) &&
        R.str("warning", P.Warning) &&
        R.count("pid", P.Pid) && R.counts("merged_pids", P.MergedPids) &&
        R.count("hz", P.Hz, true, 1, UINT32_MAX) &&
        R.count("samples", P.Samples, true) &&
        R.count("unprofiled_ticks", P.UnprofiledTicks) &&
        R.count("gc_ticks", P.GcTicks) && R.count("census_ticks", P.CensusTicks) &&
        R.count("small_functions", P.SmallFunctions) &&
        R.seconds("seconds", P.Seconds, HUGE_VAL) &&
        R.seconds("cpu_seconds", P.CpuSeconds, MaxCpuSeconds)))
    return false;
  if (!readDelta(R, P))
    return false;
  const json::Value *Fs = O.get("functions");
  if (!Fs) {
    Err = "no field 'functions' (it is required)";
    return false;
  }
  const json::Array *A = Fs->getAsArray();
  if (!A) {
    Err = "field 'functions' wants an array, not " + shown(*Fs);
    return false;
  }
  P.Functions.resize(A->size());
  for (size_t I = 0; I < A->size(); ++I)
    if (!readFunction((*A)[I], I, P.Functions[I], Err))
      return false;
  return readStacks(O, P, Err);
}

} // namespace

std::string checkProfile(const Profile &P) {
  if (!(P.CpuSeconds >= 0 && P.CpuSeconds <= MaxCpuSeconds))
    return "field 'cpu_seconds' wants a number of seconds from 0" +
           upTo(MaxCpuSeconds) + ", not " + std::to_string(P.CpuSeconds);
  int64_t Sec;
  if (!P.Start.empty() && !parseProfileTime(P.Start, Sec))
    return "field 'start' wants a UTC time like 2026-11-22T02:23:29Z, not '" +
           P.Start + "'";
  if (!P.End.empty() && !parseProfileTime(P.End, Sec))
    return "field 'end' wants a UTC time like 2026-11-22T02:23:29Z, not '" + P.End +
           "'";
  // Every tick is one sample: the ticks of the rows cannot add up to more.
  uint64_t Ticks = 0;
  bool Overflow = __builtin_add_overflow(P.UnprofiledTicks, P.GcTicks, &Ticks) ||
                  __builtin_add_overflow(Ticks, P.CensusTicks, &Ticks);
  for (size_t I = 0; I < P.Functions.size() && !Overflow; ++I)
    Overflow = __builtin_add_overflow(Ticks, P.Functions[I].Ticks, &Ticks);
  if (Overflow || Ticks > P.Samples)
    return "the functions' ticks, unprofiled_ticks, gc_ticks and census_ticks add up to " +
           (Overflow ? std::string("more than 2^64-1") : std::to_string(Ticks)) +
           ", more than 'samples' (" + std::to_string(P.Samples) +
           "): every tick is a sample";
  // The contexts split the same samples.
  Ticks = 0;
  for (size_t I = 0; I < P.Stacks.size() && !Overflow; ++I)
    Overflow = __builtin_add_overflow(Ticks, P.Stacks[I].Ticks, &Ticks) ||
               P.Stacks[I].InheritedTicks > P.Samples;
  if (Overflow || Ticks > P.Samples)
    return "the ticks of the contexts in 'stacks' add up to more than 'samples' (" +
           std::to_string(P.Samples) + "), or one inherits more: every tick is a sample";
  return "";
}

bool parseProfileJSON(std::string_view Text, Profile &Out, ProfileError &Err) {
  Out = Profile();
  Err = ProfileError();
  llvm::Expected<json::Value> Doc = json::parse(StringRef(Text.data(), Text.size()));
  if (!Doc) {
    Err = syntaxError(Text, Doc.takeError());
    return false;
  }
  size_t At;
  std::string Key;
  if (findDuplicateKey(Text, At, Key)) {
    lineAndColumn(Text, At, Err);
    Err.Message = "not a valid CCProf profile: the key \"" + Key +
                  "\" appears twice in one object";
    return false;
  }
  const json::Object *O = Doc->getAsObject();
  std::string Problem;
  if (!O)
    Problem = "the document is " + shown(*Doc) + ", not an object";
  else if (readTop(*O, Out, Problem))
    Problem = checkProfile(Out);
  if (Problem.empty())
    return true;
  Err.Message = "not a valid CCProf profile: " + Problem;
  return false;
}

} // namespace ccprof
