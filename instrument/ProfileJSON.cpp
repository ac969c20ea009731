//===- ProfileJSON.cpp - reads the runtime's JSON profile ------------------===//
//
// A small recursive-descent JSON parser specialised to the profile schema:
// unknown top-level and per-function keys are skipped (forward
// compatibility within a version), missing required keys are errors.
//
//===----------------------------------------------------------------------===//
#include "ProfileJSON.h"

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <set>

namespace ccprof {
namespace {

class Parser {
public:
  explicit Parser(const std::string &T) : T(T) {}

  bool parse(Profile &P, std::string &Err) {
    bool Ok = object([&](const std::string &Key) { return topField(Key, P); });
    ws();
    if (Ok && Pos != T.size())
      Ok = fail("end of file after the profile object");
    if (Ok && P.Version != 1)
      Ok = fail("format version 1 (found " + std::to_string(P.Version) + ")");
    for (const char *K : {"format", "version", "hz", "samples", "functions"})
      if (Ok && !Seen.count(K))
        Ok = fail(std::string("the field \"") + K + "\"");
    if (!Ok)
      Err = Error;
    return Ok;
  }

private:
  const std::string &T;
  size_t Pos = 0;
  std::string Error;
  std::set<std::string> Seen;

  bool fail(const std::string &Expected) {
    if (Error.empty())
      Error = "at byte " + std::to_string(Pos) + ": expected " + Expected +
              (Pos >= T.size() ? " (the file ends here: truncated?)" : "");
    return false;
  }
  void ws() {
    while (Pos < T.size() && (T[Pos] == ' ' || T[Pos] == '\n' ||
                              T[Pos] == '\r' || T[Pos] == '\t'))
      ++Pos;
  }
  bool lit(char C) {
    ws();
    if (Pos < T.size() && T[Pos] == C) {
      ++Pos;
      return true;
    }
    return fail(std::string("'") + C + "'");
  }
  bool peek(char C) {
    ws();
    return Pos < T.size() && T[Pos] == C;
  }

  // string = '"' { char | escape } '"'
  bool str(std::string &Out) {
    if (!lit('"'))
      return false;
    Out.clear();
    // Fast path: copy the run up to the next quote or escape in one go.
    size_t Run = Pos;
    while (Run < T.size() && T[Run] != '"' && T[Run] != '\\' &&
           (unsigned char)T[Run] >= 0x20)
      ++Run;
    Out.assign(T, Pos, Run - Pos);
    Pos = Run;
    while (Pos < T.size() && T[Pos] != '"') {
      char C = T[Pos++];
      if ((unsigned char)C < 0x20)
        return fail("no control characters in a string");
      if (C != '\\') {
        Out += C;
        continue;
      }
      if (Pos >= T.size())
        return fail("an escape");
      char E = T[Pos++];
      switch (E) {
      case '"': case '\\': case '/': Out += E; break;
      case 'b': Out += '\b'; break;
      case 'f': Out += '\f'; break;
      case 'n': Out += '\n'; break;
      case 'r': Out += '\r'; break;
      case 't': Out += '\t'; break;
      case 'u': {
        if (Pos + 4 > T.size())
          return fail("four hex digits");
        unsigned V = std::strtoul(T.substr(Pos, 4).c_str(), nullptr, 16);
        Pos += 4;
        if (V < 0x80) {
          Out += (char)V;
        } else if (V < 0x800) {
          Out += (char)(0xC0 | V >> 6);
          Out += (char)(0x80 | (V & 63));
        } else {
          Out += (char)(0xE0 | V >> 12);
          Out += (char)(0x80 | (V >> 6 & 63));
          Out += (char)(0x80 | (V & 63));
        }
        break;
      }
      default:
        return fail("a valid escape");
      }
    }
    return lit('"');
  }

  // number = [-] digits [. digits] [e [+-] digits]
  bool num(double &Out, bool Integer, uint64_t *IntOut = nullptr) {
    ws();
    size_t Start = Pos;
    if (Integer) {
      // Counts are plain digits: parse in place, exactly (no double).
      uint64_t V = 0;
      while (Pos < T.size() && isdigit((unsigned char)T[Pos])) {
        unsigned D = (unsigned)(T[Pos++] - '0');
        if (V > (UINT64_MAX - D) / 10)
          return Pos = Start, fail("an integer below 2^64");
        V = V * 10 + D;
      }
      if (Pos == Start || (Pos < T.size() && (T[Pos] == '.' || T[Pos] == 'e' ||
                                               T[Pos] == 'E')))
        return Pos = Start, fail(Pos < T.size() && T[Pos] == '-'
                                     ? "a non-negative integer"
                                     : "a number (a non-negative integer)");
      *IntOut = V;
      return true;
    }
    const char *Begin = T.c_str() + Pos;
    char *End = nullptr;
    Out = std::strtod(Begin, &End);
    if (End == Begin)
      return fail("a number");
    Pos += (size_t)(End - Begin);
    return true;
  }
  bool u64(uint64_t &Out) {
    double Ignored;
    return num(Ignored, true, &Out);
  }

  // value = string | number | object | array | true | false | null (skipped)
  bool skipValue() {
    ws();
    if (peek('"')) {
      std::string S;
      return str(S);
    }
    if (peek('{'))
      return object([&](const std::string &) { return skipValue(); });
    if (peek('[')) {
      lit('[');
      if (peek(']'))
        return lit(']');
      do
        if (!skipValue())
          return false;
      while (peek(',') && lit(','));
      return lit(']');
    }
    for (const char *W : {"true", "false", "null"})
      if (T.compare(Pos, strlen(W), W) == 0)
        return Pos += strlen(W), true;
    double D;
    return num(D, false);
  }

  // object = '{' [ string ':' value { ',' string ':' value } ] '}'
  template <typename F> bool object(F Field) {
    if (!lit('{'))
      return false;
    if (peek('}'))
      return lit('}');
    do {
      std::string Key;
      if (!str(Key) || !lit(':') || !Field(Key))
        return false;
    } while (peek(',') && lit(','));
    return lit('}');
  }

  bool topField(const std::string &K, Profile &P) {
    Seen.insert(K);
    std::string S;
    if (K == "format") {
      if (!str(S))
        return false;
      return S == "ccprof" || fail("\"format\": \"ccprof\"");
    }
    if (K == "version") return u64(P.Version);
    if (K == "program") return str(P.Program);
    if (K == "host") return str(P.Host);
    if (K == "start") return str(P.Start);
    if (K == "end") return str(P.End);
    if (K == "counters") return str(P.Counters);
    if (K == "timer") return str(P.Timer);
    if (K == "pid") return u64(P.Pid);
    if (K == "hz") return u64(P.Hz);
    if (K == "samples") return u64(P.Samples);
    if (K == "unprofiled_ticks") return u64(P.UnprofiledTicks);
    if (K == "gc_ticks") return u64(P.GcTicks);
    if (K == "census_ticks") return u64(P.CensusTicks);
    if (K == "seconds") return num(P.Seconds, false);
    if (K == "cpu_seconds") return num(P.CpuSeconds, false);
    if (K == "functions") {
      if (!lit('['))
        return false;
      if (peek(']'))
        return lit(']');
      do {
        ProfileFunction F;
        enum { HaveName = 1, HaveCalls = 2, HaveTicks = 4 };
        unsigned Have = 0;
        if (!object([&](const std::string &FK) {
              if (FK == "name") return Have |= HaveName, str(F.Name);
              if (FK == "symbol") return str(F.Symbol);
              if (FK == "file") return str(F.File);
              if (FK == "line") return u64(F.Line);
              if (FK == "calls") return Have |= HaveCalls, u64(F.Calls);
              if (FK == "ticks") return Have |= HaveTicks, u64(F.Ticks);
              if (FK == "seconds") return num(F.Seconds, false);
              if (FK == "alloc") return u64(F.Alloc);
              return skipValue();
            }))
          return false;
        static const char *const Required[] = {"name", "calls", "ticks"};
        for (unsigned I = 0; I < 3; ++I)
          if (!(Have & (1u << I)))
            return fail(std::string("\"") + Required[I] + "\" in function " +
                        std::to_string(P.Functions.size()));
        P.Functions.push_back(std::move(F));
      } while (peek(',') && lit(','));
      return lit(']');
    }
    return skipValue();
  }
};

} // namespace

bool parseProfileJSON(const std::string &Text, Profile &Out, std::string &Error) {
  Out = Profile();
  return Parser(Text).parse(Out, Error);
}

} // namespace ccprof
