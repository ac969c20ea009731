//===- HeapCommand.cpp - ccprof heap: a GHC .hp heap profile as a chart ----===//
//
// Draws what hp2ps draws - live heap over time, one stacked band per cost
// centre (or closure, type, retainer set) - as an SVG file, or an HTML page
// holding the same SVG and a table of every band. The reading, band choice
// and tick arithmetic are in HeapProfile.cpp; this file is layout and
// markup. Both outputs are self-contained: no scripts, fonts or style
// sheets from elsewhere, so they can be mailed or attached to a bug.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "HeapProfile.h"
#include "WriteOutput.h"
#include "XmlText.h"

#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdarg>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

namespace ccprof {
namespace {

namespace cl = llvm::cl;

cl::SubCommand HeapCmd("heap", R"(draw a GHC .hp heap profile as a chart

Draws a heap profile in GHC's .hp format (what `prog +RTS -hc` writes and
hp2ps reads) as a stacked-area chart: time across, live heap up, one band
per identifier. The N identifiers with the largest peaks get their own band
(largest at the bottom), the rest are summed into a grey "other" band.
-o OUT.html writes a page with the chart and a table of every identifier,
its peak and when it peaked.
Exit status 2 if the file is missing or not a well-formed heap profile (the
message names the line); the output is then not written.)");
cl::OptionCategory HeapCat("ccprof heap options");
cl::list<std::string> HeapFiles(cl::Positional, cl::desc("<FILE.hp>"),
                                cl::sub(HeapCmd), cl::cat(HeapCat));
cl::opt<std::string>
    HeapOut("o",
            cl::desc("output file, .svg or .html (default FILE with .hp "
                     "replaced by .svg)"),
            cl::value_desc("OUT.svg|OUT.html"), cl::sub(HeapCmd),
            cl::cat(HeapCat));
cl::alias HeapOutLong("output", cl::desc("Alias for -o"), cl::aliasopt(HeapOut),
                      cl::cat(HeapCat));
// A string, checked after parsing, so the message says what it wants.
cl::opt<std::string>
    HeapBands("bands",
              cl::desc("identifiers drawn as their own band (default 15)"),
              cl::value_desc("N"), cl::sub(HeapCmd), cl::cat(HeapCat));
cl::opt<std::string>
    HeapTitle("title", cl::desc("chart title (default the JOB and DATE lines)"),
              cl::value_desc("T"), cl::sub(HeapCmd), cl::cat(HeapCat));

// Tableau 10 without its grey, then the lighter Tableau 20 shades: distinct
// for the usual 15 bands and kind to colour-blind readers; grey is kept for
// "other".
const char *const Palette[] = {
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
    "#ff9da7", "#9c755f", "#a0cbe8", "#ffbe7d", "#8cd17d", "#d4a6c8", "#499894",
    "#d37295", "#b6992d", "#86bcb6", "#f1ce63", "#ff9d9a", "#d7b5a6", "#fabfd2"};
const size_t PaletteSize = sizeof Palette / sizeof Palette[0];
const char *const OtherColour = "#bab0ac";

const char *colourOf(size_t Band) { return Palette[Band % PaletteSize]; }

// The SVG canvas and the plot area inside it.
const double Width = 1000, Height = 560;
const double PlotL = 86, PlotR = 700, PlotT = 80, PlotB = 496;
const double LegendL = 728, LegendR = 984;
const char *const Font = "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\"";

/// Cuts S to at most Max characters, ending in an ellipsis; counts UTF-8
/// code points so a multibyte name is not cut in the middle of a character.
std::string shorten(const std::string &S, size_t Max) {
  size_t Chars = 0, Cut = std::string::npos;
  for (size_t I = 0; I < S.size(); ++I) {
    if (((unsigned char)S[I] & 0xC0) == 0x80)
      continue;
    if (Chars == Max - 1)
      Cut = I;
    if (++Chars > Max)
      return S.substr(0, Cut) + "\xE2\x80\xA6";
  }
  return S;
}

void appendf(std::string &Out, const char *Fmt, ...) __attribute__((format(printf, 2, 3)));
void appendf(std::string &Out, const char *Fmt, ...) {
  char Buf[512];
  va_list Ap;
  va_start(Ap, Fmt);
  int N = std::vsnprintf(Buf, sizeof Buf, Fmt, Ap);
  va_end(Ap);
  if (N >= 0 && (size_t)N < sizeof Buf) {
    Out.append(Buf, (size_t)N);
    return;
  }
  std::string Big((size_t)std::max(N, 0) + 1, '\0');
  va_start(Ap, Fmt);
  std::vsnprintf(Big.data(), Big.size(), Fmt, Ap);
  va_end(Ap);
  Out.append(Big.data(), (size_t)std::max(N, 0));
}

/// Appends X with one decimal, without printf: a chart of 10,000 samples
/// has a few hundred thousand coordinates.
void appendCoord(std::string &Out, double X) {
  long long T = std::llround(X * 10);
  if (T < 0) {
    Out += '-';
    T = -T;
  }
  Out += std::to_string(T / 10);
  if (T % 10) {
    Out += '.';
    Out += (char)('0' + T % 10);
  }
}

struct ChartText {
  std::string Title, Subtitle;
  bool Bytes = true; // VALUE_UNIT is bytes: B/kB/MB/GB ticks
};

std::string valueLabel(const ChartText &T, double V, double Step = 0) {
  if (V == 0 && Step > 0) // the axis origin needs no unit
    return "0";
  return T.Bytes ? formatBytes(V, Step) : formatCount(V, Step);
}

/// The chart; the same markup is the .svg file and the figure of the page.
/// The page has the title and subtitle as HTML text above the figure, so
/// there the SVG leaves them out and its viewBox starts below them.
std::string renderSvg(const HeapProfile &P, const HeapChart &C, const ChartText &T,
                      bool Heading) {
  std::string S;
  size_t NS = C.Times.size();
  S.reserve(4096 + NS * (C.Bands.size() + 1) * 24);
  double ViewTop = Heading ? 0 : PlotT - 18;
  appendf(S,
          "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 %g %g %g\" "
          "width=\"%g\" height=\"%g\" %s font-size=\"12\">\n",
          ViewTop, Width, Height - ViewTop, Width, Height - ViewTop, Font);
  S += "<title>" + escapeXml(T.Title) + "</title>\n";
  S += "<desc>Heap profile drawn by ccprof heap: " + std::to_string(NS) +
       " samples, " + std::to_string(P.Names.size()) + " identifiers, " +
       std::to_string(C.Bands.size()) + " bands" +
       (C.HasOther ? " and other (" + std::to_string(C.Rest.size()) + " summed)" : "") +
       ".</desc>\n";
  appendf(S, "<rect y=\"%g\" width=\"%g\" height=\"%g\" fill=\"#ffffff\"/>\n", ViewTop,
          Width, Height - ViewTop);
  if (Heading) {
    S += "<text x=\"24\" y=\"34\" font-size=\"19\" font-weight=\"bold\" fill=\"#222\">" +
         escapeXml(shorten(T.Title, 84)) + "</text>\n";
    S += "<text x=\"24\" y=\"56\" font-size=\"12.5\" fill=\"#666\">" +
         escapeXml(shorten(T.Subtitle, 130)) + "</text>\n";
  }

  // Scales: time fills the width exactly (hp2ps does the same; a rounded-up
  // axis would leave a gap after the last sample), bytes round up to a tick.
  double MaxTime = NS ? C.Times.back() : 0;
  double XMax = MaxTime > 0 ? MaxTime : 1;
  std::vector<double> YTicks = niceTicks((double)C.PeakTotal, 5, 1);
  double YMax = YTicks.back();
  double YStep = YTicks.size() > 1 ? YTicks[1] : 1;
  auto X = [&](double Time) { return PlotL + (PlotR - PlotL) * Time / XMax; };
  auto Y = [&](double V) { return PlotB - (PlotB - PlotT) * V / YMax; };

  // Grid and value ticks under the bands.
  S += "<g id=\"y-axis\" fill=\"#555\" font-size=\"11\" text-anchor=\"end\">\n";
  for (double V : YTicks) {
    appendf(S, "<line x1=\"%g\" x2=\"%g\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#e6e6e6\"/>",
            PlotL, PlotR, Y(V), Y(V));
    appendf(S, "<text x=\"%g\" y=\"%.1f\">%s</text>\n", PlotL - 8, Y(V) + 4,
            escapeXml(valueLabel(T, V, YStep)).c_str());
  }
  appendf(S,
          "<text transform=\"translate(20 %.1f) rotate(-90)\" text-anchor=\"middle\" "
          "font-size=\"12.5\" fill=\"#333\">heap (%s)</text>\n",
          (PlotT + PlotB) / 2, escapeXml(P.ValueUnit).c_str());
  S += "</g>\n";

  // Bands: each is drawn as the area under its cumulative top, from the top
  // of the stack down, so every polygon has one edge of N points instead of
  // two and the thin white line separating neighbours is drawn once.
  std::vector<const HeapBand *> Stack;
  for (const HeapBand &B : C.Bands)
    Stack.push_back(&B);
  if (C.HasOther)
    Stack.push_back(&C.Other);
  std::vector<std::vector<uint64_t>> Cum(Stack.size(), std::vector<uint64_t>(NS));
  for (size_t I = 0; I < NS; ++I) {
    uint64_t Sum = 0;
    for (size_t B = 0; B < Stack.size(); ++B)
      Cum[B][I] = Sum += Stack[B]->Values[I];
  }
  // More samples than pixel columns cannot be seen, and their edges,
  // stroked, turn to a white haze: draw one sample per column, the one with
  // the largest total, so the peaks stay where they are and the bands still
  // stack. data-values keeps every sample for anyone reading the numbers.
  std::vector<size_t> Shown;
  double Columns = PlotR - PlotL;
  if ((double)NS > 2 * Columns) {
    long Last = -1;
    for (size_t I = 0; I < NS; ++I) {
      long Col = (long)std::floor((X(C.Times[I]) - PlotL));
      if (Col != Last || I + 1 == NS) {
        Shown.push_back(I);
        Last = Col;
      } else if (C.Totals[I] > C.Totals[Shown.back()]) {
        Shown.back() = I;
      }
    }
  } else {
    for (size_t I = 0; I < NS; ++I)
      Shown.push_back(I);
  }
  // The white line between neighbouring bands helps while the edges are
  // smooth; with a point every pixel or two it would only grey the colours.
  double Separator = (double)Shown.size() <= Columns / 3 ? 0.6 : 0;
  appendf(S,
          "<g id=\"bands\" stroke=\"%s\" stroke-width=\"%g\" "
          "stroke-linejoin=\"round\" data-times=\"",
          Separator > 0 ? "#ffffff" : "none", Separator);
  for (size_t I = 0; I < NS; ++I) {
    if (I)
      S += ' ';
    S += formatNumber(C.Times[I], 0);
  }
  S += "\">\n";
  if (C.PeakTotal > 0) {
    for (size_t B = Stack.size(); B-- > 0;) {
      const HeapBand &Band = *Stack[B];
      bool IsOther = C.HasOther && B + 1 == Stack.size();
      S += "<path class=\"band\" data-band=\"" + escapeXml(Band.Name) +
           "\" data-peak=\"" + std::to_string(Band.Peak) + "\" data-values=\"";
      for (size_t I = 0; I < NS; ++I) {
        if (I)
          S += ' ';
        S += std::to_string(Band.Values[I]);
      }
      appendf(S, "\" fill=\"%s\" d=\"M", IsOther ? OtherColour : colourOf(B));
      // A lone sample would be a polygon of no width: give it a few pixels.
      double Half = Shown.size() == 1 ? 3 : 0;
      auto At = [&](size_t I) {
        return std::clamp(X(C.Times[I]), PlotL + Half, PlotR - Half);
      };
      appendCoord(S, At(Shown.front()) - Half);
      S += ',';
      appendCoord(S, PlotB);
      auto Point = [&](double Px, size_t I) {
        S += 'L';
        appendCoord(S, Px);
        S += ',';
        appendCoord(S, Y((double)Cum[B][I]));
      };
      for (size_t I : Shown)
        Point(At(I) - Half, I);
      if (Half)
        Point(At(Shown.back()) + Half, Shown.back());
      S += 'L';
      appendCoord(S, At(Shown.back()) + Half);
      S += ',';
      appendCoord(S, PlotB);
      S += "Z\"><title>" + escapeXml(Band.Name) + ": peak " +
           escapeXml(valueLabel(T, (double)Band.Peak)) + "</title></path>\n";
    }
  }
  S += "</g>\n";
  if (C.PeakTotal == 0)
    appendf(S,
            "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"15\" "
            "fill=\"#888\">no live heap sampled</text>\n",
            (PlotL + PlotR) / 2, (PlotT + PlotB) / 2);

  // Time axis, drawn over the bands' bottom edge.
  std::vector<double> XTicks = niceTicks(XMax, 8);
  double XStep = XTicks.size() > 1 ? XTicks[1] : 1;
  S += "<g id=\"x-axis\" fill=\"#555\" font-size=\"11\" text-anchor=\"middle\">\n";
  for (double V : XTicks) {
    if (V > XMax * (1 + 1e-9))
      break;
    appendf(S, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%g\" y2=\"%g\" stroke=\"#333\"/>",
            X(V), X(V), PlotB, PlotB + 5);
    appendf(S, "<text x=\"%.1f\" y=\"%g\">%s</text>\n", X(V), PlotB + 19,
            formatNumber(V, XStep).c_str());
  }
  appendf(S,
          "<text x=\"%.1f\" y=\"%g\" font-size=\"12.5\" fill=\"#333\">time (%s)</text>\n",
          (PlotL + PlotR) / 2, PlotB + 42, escapeXml(P.SampleUnit).c_str());
  S += "</g>\n";
  appendf(S,
          "<path d=\"M%g,%gV%gH%g\" fill=\"none\" stroke=\"#333\" stroke-width=\"1\"/>\n",
          PlotL, PlotT - 4, PlotB, PlotR);

  // Legend: largest peak first, as the bands are ranked; "other" last.
  size_t Rows = Stack.size();
  double RowH = Rows ? std::min(24.0, (PlotB - PlotT - 18) / (double)Rows) : 24;
  double FontSize = std::max(7.0, std::min(12.0, RowH - 3));
  double Swatch = std::min(12.0, RowH - 2);
  size_t MaxChars = (size_t)std::max(8.0, 176 / (FontSize * 0.6));
  appendf(S, "<g id=\"legend\" font-size=\"%g\">\n", FontSize);
  appendf(S,
          "<text x=\"%g\" y=\"%g\" font-size=\"11\" fill=\"#888\">band</text>"
          "<text x=\"%g\" y=\"%g\" font-size=\"11\" fill=\"#888\" text-anchor=\"end\">peak</text>\n",
          LegendL, PlotT + 2, LegendR, PlotT + 2);
  for (size_t B = 0; B < Rows; ++B) {
    const HeapBand &Band = *Stack[B];
    bool IsOther = C.HasOther && B + 1 == Rows;
    double Top = PlotT + 14 + RowH * (double)B;
    std::string Name = IsOther ? "other (" + std::to_string(C.Rest.size()) + " more)"
                               : Band.Name;
    S += "<g class=\"legend-entry\" data-band=\"" + escapeXml(Band.Name) +
         "\" data-peak=\"" + std::to_string(Band.Peak) + "\">";
    S += "<title>" + escapeXml(Band.Name) + "</title>";
    appendf(S, "<rect x=\"%g\" y=\"%.1f\" width=\"%g\" height=\"%g\" rx=\"2\" fill=\"%s\"/>",
            LegendL, Top + (RowH - Swatch) / 2, Swatch, Swatch,
            IsOther ? OtherColour : colourOf(B));
    double Base = Top + RowH / 2 + FontSize * 0.36;
    appendf(S, "<text x=\"%g\" y=\"%.1f\" fill=\"#222\">", LegendL + Swatch + 7, Base);
    S += escapeXml(shorten(Name, MaxChars)) + "</text>";
    appendf(S, "<text x=\"%g\" y=\"%.1f\" fill=\"#555\" text-anchor=\"end\">", LegendR, Base);
    S += escapeXml(valueLabel(T, (double)Band.Peak)) + "</text></g>\n";
  }
  S += "</g>\n</svg>\n";
  return S;
}

/// 12345678 -> "12,345,678": exact, and still readable at a glance.
std::string groupDigits(uint64_t V) {
  std::string D = std::to_string(V), Out;
  for (size_t I = 0; I < D.size(); ++I) {
    if (I && (D.size() - I) % 3 == 0)
      Out += ',';
    Out += D[I];
  }
  return Out;
}

std::string renderHtml(const HeapProfile &P, const HeapChart &C, const ChartText &T,
                       const std::string &Svg) {
  bool Sets = std::any_of(P.Names.begin(), P.Names.end(),
                          [](const std::string &N) { return !retainerSet(N).empty(); });
  std::string H;
  H.reserve(Svg.size() + 4096 + P.Names.size() * 200);
  // Well-formed XML as well as HTML (self-closed empty elements, escaped
  // text), so the page can be checked and scraped with an XML parser.
  H += "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n"
       "<head>\n<meta charset=\"utf-8\"/>\n"
       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n";
  H += "<title>" + escapeXml(T.Title) + "</title>\n";
  H += R"(<style>
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; color: #222;
       margin: 24px auto; max-width: 1040px; padding: 0 16px; }
h1 { font-size: 20px; margin: 0 0 4px; word-break: break-all; }
.meta { color: #666; margin: 0 0 16px; font-size: 14px; }
figure { margin: 0 0 24px; }
figure svg { width: 100%; height: auto; border: 1px solid #eee; }
table { border-collapse: collapse; font-size: 13px; width: 100%; }
th, td { padding: 4px 10px; border-bottom: 1px solid #eee; text-align: left; }
th { color: #555; font-weight: 600; border-bottom: 2px solid #ddd; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.name { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; word-break: break-all; }
tr.in-other td { color: #777; }
tr.other td { font-style: italic; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px;
          vertical-align: -1px; }
</style>
</head>
<body>
)";
  H += "<header>\n<h1>" + escapeXml(T.Title) + "</h1>\n<p class=\"meta\">" +
       escapeXml(T.Subtitle) + "</p>\n</header>\n";
  // The chart as the .svg file holds it, less the heading above (and no XML
  // prolog, which inline SVG must not have).
  H += "<figure>\n" + Svg + "</figure>\n";
  H += "<table class=\"bands\">\n<thead><tr><th></th><th>band</th>";
  if (Sets)
    H += "<th>retainer set</th>";
  H += "<th class=\"num\">peak</th><th class=\"num\">peak (" + escapeXml(P.ValueUnit) +
       ")</th><th class=\"num\">peak at (" + escapeXml(P.SampleUnit) +
       ")</th></tr></thead>\n<tbody>\n";
  auto Row = [&](const HeapBand &B, const char *Colour, const char *Class,
                 const std::string &Shown) {
    H += "<tr";
    if (*Class)
      H += std::string(" class=\"") + Class + "\"";
    H += " data-band=\"" + escapeXml(B.Name) + "\"><td><span class=\"swatch\" style=\"background:";
    H += Colour;
    H += "\"></span></td><td class=\"name\">" + escapeXml(Shown) + "</td>";
    if (Sets)
      H += "<td class=\"name\">" + escapeXml(retainerSet(B.Name)) + "</td>";
    H += "<td class=\"num\">" + escapeXml(valueLabel(T, (double)B.Peak)) + "</td>";
    H += "<td class=\"num\">" + groupDigits(B.Peak) + "</td>";
    H += "<td class=\"num\">" + formatNumber(B.PeakTime, 0) + "</td></tr>\n";
  };
  for (size_t B = 0; B < C.Bands.size(); ++B)
    Row(C.Bands[B], colourOf(B), "", C.Bands[B].Name);
  if (C.HasOther) {
    Row(C.Other, OtherColour, "other",
        "other: the " + std::to_string(C.Rest.size()) + " below, summed");
    for (const HeapBand &B : C.Rest)
      Row(B, OtherColour, "in-other", B.Name);
  }
  H += "</tbody>\n</table>\n";
  if (P.Names.empty())
    H += "<p class=\"meta\">no live heap sampled</p>\n";
  H += "</body>\n</html>\n";
  return H;
}

bool endsWith(const std::string &S, const std::string &Suffix) {
  return S.size() >= Suffix.size() &&
         S.compare(S.size() - Suffix.size(), Suffix.size(), Suffix) == 0;
}

} // namespace

int cmdHeap(const Args &A) {
  int Exit;
  if (!parseOptions(HeapCmd, HeapCat, A, Exit))
    return Exit;
  std::string File, Out = HeapOut, Title = HeapTitle;
  bool HaveTitle = HeapTitle.getNumOccurrences() > 0;
  size_t MaxBands = 15;
  if (HeapBands.getNumOccurrences()) {
    const std::string &BandsText = HeapBands;
    char *End = nullptr;
    errno = 0;
    unsigned long N = std::strtoul(BandsText.c_str(), &End, 10);
    if (BandsText.empty() || !isdigit((unsigned char)BandsText[0]) || *End ||
        errno || N < 1 || N > 1000)
      return fail("--bands wants a whole number from 1 to 1000, not '" +
                  BandsText + "'");
    MaxBands = N;
  }
  if (HeapFiles.size() > 1)
    return fail("one heap profile at a time (got '" + HeapFiles[0] + "' and '" +
                HeapFiles[1] + "')");
  if (!HeapFiles.empty())
    File = HeapFiles[0];
  if (File.empty())
    return fail("no heap profile given (see ccprof heap --help)");
  if (Out.empty())
    Out = (endsWith(File, ".hp") ? File.substr(0, File.size() - 3) : File) + ".svg";
  bool Html = endsWith(Out, ".html") || endsWith(Out, ".htm");
  if (!Html && !endsWith(Out, ".svg"))
    return fail("-o must name a .svg or .html file, not '" + Out + "'");

  std::string Text;
  if (!readFile(File, Text, MaxHeapProfileBytes))
    return 2;
  HeapProfile P;
  HeapParseError Err;
  if (!parseHeapProfile(Text, P, Err))
    return fail(File + ":" + std::to_string(Err.Line) + ": " + Err.Message);
  HeapChart C = chooseHeapBands(P, MaxBands);

  ChartText T;
  T.Bytes = P.ValueUnit == "bytes";
  T.Title = HaveTitle ? Title : P.Job;
  std::string Sub;
  if (HaveTitle)
    Sub = P.Job;
  if (!P.Date.empty())
    Sub += (Sub.empty() ? "" : " \xC2\xB7 ") + P.Date;
  Sub += (Sub.empty() ? "" : " \xC2\xB7 ") + std::to_string(P.Samples.size()) +
         (P.Samples.size() == 1 ? " sample" : " samples");
  if (C.PeakTotal > 0)
    Sub += " \xC2\xB7 peak " + valueLabel(T, (double)C.PeakTotal) + " at " +
           formatNumber(C.PeakTotalTime, 0) + " " + P.SampleUnit;
  T.Subtitle = Sub;

  std::string Doc = Html ? renderHtml(P, C, T, renderSvg(P, C, T, /*Heading=*/false))
                         : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +
                               renderSvg(P, C, T, /*Heading=*/true);
  // Written whole or not at all: a failed run leaves no half a chart.
  if (std::string Why = writeOutputFile(Out, Doc); !Why.empty())
    return fail("cannot write " + Out + ": " + Why);
  return 0;
}

} // namespace ccprof
