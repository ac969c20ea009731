//===- HeapProfile.cpp - GHC .hp heap profiles: reader, bands, axis ticks --===//
//
// The format is GHC's (rts/ProfHeap.c writes it, utils/hp2ps reads it):
// quoted header lines, then BEGIN_SAMPLE t / NAME VALUE lines / END_SAMPLE t
// blocks, with MARK t lines between them. The reader refuses anything else
// with the line it found it on: a heap profile of a killed program ends in
// the middle of a sample, and drawing it as if it were complete would show
// a heap that drops to zero at the end.
//
//===----------------------------------------------------------------------===//
#include "HeapProfile.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <unordered_map>

namespace ccprof {
namespace {

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v'; }

std::string_view trim(std::string_view S) {
  while (!S.empty() && isSpace(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && isSpace(S.back()))
    S.remove_suffix(1);
  return S;
}

/// Splits off the first whitespace-delimited word of S (already trimmed).
std::string_view firstWord(std::string_view &S) {
  size_t N = 0;
  while (N < S.size() && !isSpace(S[N]))
    ++N;
  std::string_view W = S.substr(0, N);
  S = trim(S.substr(N));
  return W;
}

/// A sample time: a non-negative decimal as GHC prints it ("0.11"), with an
/// optional exponent. strtod alone would also take "inf", "nan" and hex.
/// Returns an empty string or what is wrong.
std::string parseTime(std::string_view W, double &Out) {
  std::string S(W);
  if (!S.empty() && S[0] == '-')
    return "negative time '" + S + "'";
  size_t I = 0, Digits = 0;
  while (I < S.size() && isdigit((unsigned char)S[I]))
    ++I, ++Digits;
  if (I < S.size() && S[I] == '.')
    for (++I; I < S.size() && isdigit((unsigned char)S[I]); ++I)
      ++Digits;
  if (Digits && I < S.size() && (S[I] == 'e' || S[I] == 'E')) {
    size_t J = I + 1;
    if (J < S.size() && (S[J] == '+' || S[J] == '-'))
      ++J;
    size_t ExpStart = J;
    while (J < S.size() && isdigit((unsigned char)S[J]))
      ++J;
    if (J > ExpStart)
      I = J;
  }
  if (!Digits || I != S.size())
    return "time '" + S + "' is not a number";
  Out = std::strtod(S.c_str(), nullptr);
  if (!std::isfinite(Out))
    return "time '" + S + "' is out of range";
  return "";
}

/// A sample value: a whole number of VALUE_UNITs.
std::string parseValue(std::string_view Name, std::string_view W, uint64_t &Out) {
  std::string S(W);
  if (S.size() > 1 && S[0] == '-' &&
      std::all_of(S.begin() + 1, S.end(), [](char C) { return isdigit((unsigned char)C); }))
    return "negative value " + S + " for '" + std::string(Name) + "'";
  if (S.empty() || !std::all_of(S.begin(), S.end(), [](char C) { return isdigit((unsigned char)C); }))
    return "value '" + S + "' for '" + std::string(Name) + "' is not a whole number";
  uint64_t V = 0;
  for (char C : S) {
    uint64_t D = (uint64_t)(C - '0');
    if (V > (std::numeric_limits<uint64_t>::max() - D) / 10)
      return "value " + S + " for '" + std::string(Name) + "' is too large";
    V = V * 10 + D;
  }
  Out = V;
  return "";
}

/// The quoted string after a header keyword. GHC does not escape quotes
/// inside it (a JOB line holds the command line as typed), so the string
/// runs to the last quote on the line.
bool parseQuoted(std::string_view Rest, std::string &Out) {
  if (Rest.size() < 2 || Rest.front() != '"' || Rest.back() != '"')
    return false;
  Out = std::string(Rest.substr(1, Rest.size() - 2));
  return true;
}

bool isKeywordLike(std::string_view W) {
  return !W.empty() && std::all_of(W.begin(), W.end(), [](char C) {
    return (C >= 'A' && C <= 'Z') || C == '_';
  });
}

} // namespace

bool parseHeapProfile(std::string_view Text, HeapProfile &P, HeapParseError &Err) {
  P = HeapProfile();
  std::unordered_map<std::string, uint32_t> Index;
  // Line of each header keyword seen, 0 if not yet.
  size_t JobLine = 0, DateLine = 0, SampleUnitLine = 0, ValueUnitLine = 0;
  size_t SampleLine = 0; // line of the open BEGIN_SAMPLE, 0 outside a sample
  uint64_t SampleTotal = 0; // of the open sample
  std::string SampleTimeText, PrevTimeText;
  size_t LineNo = 0;
  auto error = [&](std::string Message) {
    Err.Line = LineNo;
    Err.Message = std::move(Message);
    return false;
  };

  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string_view::npos)
      End = Text.size();
    std::string_view Line = trim(Text.substr(Pos, End - Pos));
    Pos = End + 1;
    ++LineNo;
    if (Line.empty())
      continue;
    std::string_view Rest = Line;
    std::string_view Word = firstWord(Rest);

    struct Header {
      const char *Keyword;
      size_t *SeenAt;
      std::string *Value;
    } Headers[] = {{"JOB", &JobLine, &P.Job},
                   {"DATE", &DateLine, &P.Date},
                   {"SAMPLE_UNIT", &SampleUnitLine, &P.SampleUnit},
                   {"VALUE_UNIT", &ValueUnitLine, &P.ValueUnit}};
    bool IsHeader = false;
    for (Header &H : Headers) {
      if (Word != H.Keyword)
        continue;
      IsHeader = true;
      if (SampleLine || !P.Samples.empty())
        return error(std::string(H.Keyword) +
                     " after the first sample (header lines come first)");
      if (*H.SeenAt)
        return error("second " + std::string(H.Keyword) + " line (the first is line " +
                     std::to_string(*H.SeenAt) + ")");
      if (!parseQuoted(Rest, *H.Value))
        return error(std::string(H.Keyword) + " wants a quoted string, not '" +
                     std::string(Rest) + "'");
      *H.SeenAt = LineNo;
    }
    if (IsHeader)
      continue;

    if (Word == "BEGIN_SAMPLE" || Word == "END_SAMPLE" || Word == "MARK") {
      std::string_view TimeWord = firstWord(Rest);
      if (TimeWord.empty())
        return error(std::string(Word) + " needs a time");
      if (!Rest.empty())
        return error("unexpected '" + std::string(Rest) + "' after " +
                     std::string(Word) + " " + std::string(TimeWord));
      double T = 0;
      std::string Bad = parseTime(TimeWord, T);
      if (!Bad.empty())
        return error(std::string(Word) + ": " + Bad);
      if (Word == "MARK") // hp2ps draws marks; the chart does not need them
        continue;
      if (Word == "BEGIN_SAMPLE") {
        if (SampleLine)
          return error("BEGIN_SAMPLE " + std::string(TimeWord) +
                       " inside the sample begun on line " + std::to_string(SampleLine) +
                       " (no END_SAMPLE " + SampleTimeText + ")");
        if (!JobLine)
          return error("no JOB line before the first sample");
        if (!P.Samples.empty() && T < P.Samples.back().Time)
          return error("BEGIN_SAMPLE " + std::string(TimeWord) +
                       " goes back in time (the previous sample is at " +
                       PrevTimeText + ")");
        SampleLine = LineNo;
        SampleTotal = 0;
        SampleTimeText = PrevTimeText = std::string(TimeWord);
        P.Samples.emplace_back();
        P.Samples.back().Time = T;
        continue;
      }
      // END_SAMPLE
      if (!SampleLine)
        return error("END_SAMPLE " + std::string(TimeWord) + " without BEGIN_SAMPLE");
      if (T != P.Samples.back().Time)
        return error("END_SAMPLE " + std::string(TimeWord) +
                     " does not match BEGIN_SAMPLE " + SampleTimeText + " on line " +
                     std::to_string(SampleLine));
      SampleLine = 0;
      continue;
    }

    // Anything else is an identifier and its value, inside a sample.
    std::string_view ValueWord = firstWord(Rest);
    if (!SampleLine) {
      bool Whole = !ValueWord.empty() && std::all_of(ValueWord.begin(), ValueWord.end(), [](char C) {
        return isdigit((unsigned char)C);
      });
      if (Whole && Rest.empty())
        return error("'" + std::string(Word) + " " + std::string(ValueWord) +
                     "' outside a sample (no BEGIN_SAMPLE before it)");
      if (isKeywordLike(Word))
        return error("unknown keyword '" + std::string(Word) + "'");
      return error("unexpected line '" + std::string(Line) +
                   "' outside a sample (no BEGIN_SAMPLE before it)");
    }
    if (ValueWord.empty())
      return isKeywordLike(Word) && Word.size() > 1 && Word.find('_') != std::string_view::npos
                 ? error("unknown keyword '" + std::string(Word) + "'")
                 : error("'" + std::string(Word) + "' has no value");
    if (!Rest.empty())
      return error("unexpected '" + std::string(Rest) + "' after the value of '" +
                   std::string(Word) + "' (names have no spaces)");
    uint64_t V = 0;
    std::string Bad = parseValue(Word, ValueWord, V);
    if (!Bad.empty())
      return error(Bad);
    // The chart stacks a sample's values: their sum must be a number too.
    if (__builtin_add_overflow(SampleTotal, V, &SampleTotal))
      return error("the values of the sample begun on line " +
                   std::to_string(SampleLine) + " add up to more than 2^64-1");
    auto [It, New] = Index.emplace(std::string(Word), (uint32_t)P.Names.size());
    if (New)
      P.Names.push_back(It->first);
    // GHC truncates long cost-centre stack names, so two stacks can print
    // the same: both entries are kept and chooseHeapBands adds them up, as
    // hp2ps does.
    P.Samples.back().Values.emplace_back(It->second, V);
  }
  if (SampleLine) {
    size_t Last = LineNo;
    LineNo = SampleLine;
    return error("BEGIN_SAMPLE " + SampleTimeText +
                 " has no END_SAMPLE: the file ends at line " + std::to_string(Last) +
                 " (truncated?)");
  }
  if (!JobLine) {
    LineNo = std::max<size_t>(LineNo, 1);
    return error("no JOB line (not a heap profile?)");
  }
  return true;
}

HeapChart chooseHeapBands(const HeapProfile &P, size_t MaxBands) {
  HeapChart C;
  size_t NS = P.Samples.size(), NI = P.Names.size();
  C.Times.reserve(NS);
  std::vector<HeapBand> All(NI);
  for (size_t I = 0; I < NI; ++I) {
    All[I].Name = P.Names[I];
    All[I].Values.assign(NS, 0);
  }
  C.Totals.assign(NS, 0);
  for (size_t S = 0; S < NS; ++S) {
    const HeapSample &Sm = P.Samples[S];
    C.Times.push_back(Sm.Time);
    for (auto [Id, V] : Sm.Values) {
      All[Id].Values[S] += V;
      C.Totals[S] += V;
    }
    if (C.Totals[S] > C.PeakTotal) {
      C.PeakTotal = C.Totals[S];
      C.PeakTotalTime = Sm.Time;
    }
  }
  for (HeapBand &B : All)
    for (size_t S = 0; S < NS; ++S)
      if (B.Values[S] > B.Peak) {
        B.Peak = B.Values[S];
        B.PeakTime = C.Times[S];
      }
  std::sort(All.begin(), All.end(), [](const HeapBand &X, const HeapBand &Y) {
    return X.Peak != Y.Peak ? X.Peak > Y.Peak : X.Name < Y.Name;
  });
  if (All.size() <= MaxBands) {
    C.Bands = std::move(All);
    return C;
  }
  C.Bands.assign(std::make_move_iterator(All.begin()),
                 std::make_move_iterator(All.begin() + MaxBands));
  C.Rest.assign(std::make_move_iterator(All.begin() + MaxBands),
                std::make_move_iterator(All.end()));
  C.HasOther = true;
  C.Other.Name = "other";
  C.Other.Values.assign(NS, 0);
  for (const HeapBand &B : C.Rest)
    for (size_t S = 0; S < NS; ++S)
      C.Other.Values[S] += B.Values[S];
  for (size_t S = 0; S < NS; ++S)
    if (C.Other.Values[S] > C.Other.Peak) {
      C.Other.Peak = C.Other.Values[S];
      C.Other.PeakTime = C.Times[S];
    }
  return C;
}

std::vector<double> niceTicks(double Max, int Target, double MinStep) {
  if (!(Max > 0) || !std::isfinite(Max))
    Max = 1;
  Target = std::max(Target, 1);
  double Raw = Max / Target;
  double Pow = std::pow(10.0, std::floor(std::log10(Raw)));
  double Step = Pow;
  for (double M : {1.0, 2.0, 5.0, 10.0})
    if (M * Pow >= Raw) {
      Step = M * Pow;
      break;
    }
  Step = std::max(Step, MinStep);
  std::vector<double> T;
  // Multiply rather than accumulate, so 0.1 * 3 does not become 0.30000004.
  for (int I = 0;; ++I) {
    T.push_back(I * Step);
    if (I * Step >= Max * (1 - 1e-12))
      break;
  }
  return T;
}

std::string formatNumber(double Value, double Step) {
  int Decimals = 0;
  if (Step > 0) {
    // Enough decimals that neighbouring ticks differ.
    while (Decimals < 9 && std::fabs(Step * std::pow(10.0, Decimals) -
                                     std::round(Step * std::pow(10.0, Decimals))) > 1e-6)
      ++Decimals;
  } else {
    // Nine digits: exact for any time as GHC prints it ("%.2f").
    char Buf[64];
    std::snprintf(Buf, sizeof Buf, "%.9g", Value);
    return Buf;
  }
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*f", Decimals, Value);
  return Buf;
}

namespace {

std::string formatScaled(double Value, double Step, const char *const Units[4],
                         const char *Sep) {
  double Abs = std::fabs(std::max(Value, Step));
  int U = 0;
  double Scale = 1;
  while (U < 3 && Abs >= 1000 * Scale) {
    Scale *= 1000;
    ++U;
  }
  std::string Num;
  if (Step > 0) {
    Num = formatNumber(Value / Scale, Step / Scale);
  } else {
    char Buf[64];
    double V = Value / Scale;
    // Three significant digits: "4.19 MB", "41.9 MB", "419 MB".
    std::snprintf(Buf, sizeof Buf, "%.*f", U == 0 || V >= 100 ? 0 : V >= 10 ? 1 : 2, V);
    Num = Buf;
  }
  return Num + Sep + Units[U];
}

} // namespace

std::string formatBytes(double Bytes, double Step) {
  static const char *const Units[4] = {"B", "kB", "MB", "GB"};
  return formatScaled(Bytes, Step, Units, " ");
}

std::string formatCount(double Value, double Step) {
  static const char *const Units[4] = {"", "k", "M", "G"};
  return formatScaled(Value, Step, Units, "");
}

std::string retainerSet(const std::string &Name) {
  if (Name.size() < 3 || Name[0] != '(')
    return "";
  size_t Close = Name.find(')');
  if (Close == std::string::npos || Close == 1 ||
      !std::all_of(Name.begin() + 1, Name.begin() + Close,
                   [](char C) { return isdigit((unsigned char)C); }))
    return "";
  std::string Out = "{";
  std::string_view Members(Name);
  Members.remove_prefix(Close + 1);
  bool First = true;
  while (!Members.empty()) {
    size_t Comma = Members.find(',');
    std::string_view M = Members.substr(0, Comma);
    if (!First)
      Out += ", ";
    Out += M;
    First = false;
    if (Comma == std::string_view::npos)
      break;
    Members.remove_prefix(Comma + 1);
  }
  return Out + "}";
}

} // namespace ccprof
