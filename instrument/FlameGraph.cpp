//===- FlameGraph.cpp - ccprof flame: a profile as a flame graph (SVG) -----===//
//
// Draws a stacks-mode profile as Brendan Gregg's flame graphs are drawn: a
// rectangle per calling context, as wide as its inherited time, over its
// caller's, the root ("all": every sample) at the bottom. One
// self-contained SVG: a tooltip (<title>) per frame, and a script that
// zooms into a frame on a click and highlights the frames whose name
// matches a regular expression. A profile without calling contexts is drawn
// one level deep: a frame per function over the root.
//
// Frames carry their place in ticks (data-s: ticks left of the frame under
// the root, data-t: its inherited ticks, data-d: its depth), so the script
// lays out a zoomed view exactly as this file laid out the whole.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "ProfileJSON.h"
#include "WriteOutput.h"
#include "XmlText.h"

#include "llvm/Support/CommandLine.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

namespace ccprof {
namespace {

namespace cl = llvm::cl;

cl::SubCommand FlameCmd("flame", R"(draw a profile as an interactive flame graph (SVG)

Draws a JSON profile as a flame graph: a frame per calling context, as wide
as its inherited time (itself and all it called), above its caller; the
root, "all", is every sample. Siblings go left to right by inherited time,
as in the report's tree. Each frame's tooltip has its name, entries, own
and inherited time and shares. In a browser, a click zooms into a frame
("Reset zoom" or a click on "all" goes back) and "Search" highlights the
frames whose name matches a regular expression, with the share of the
samples they cover. A profile without calling contexts (not built with
--ccprof-mode=stacks) is drawn one level deep, a frame per function.
The SVG is written whole or not at all.
Exit status 2 if the file is not a profile, an option is wrong or OUT
cannot be written.)");
cl::OptionCategory FlameCat("ccprof flame options");
cl::list<std::string> FlameFiles(cl::Positional, cl::desc("<FILE.json>"),
                                 cl::sub(FlameCmd), cl::cat(FlameCat));
cl::opt<std::string> FlameOut("o",
                              cl::desc("the SVG file (default FILE with .json "
                                       "replaced by .svg; - for stdout)"),
                              cl::value_desc("OUT.svg"), cl::sub(FlameCmd),
                              cl::cat(FlameCat));
cl::alias FlameOutLong("output", cl::desc("Alias for -o"), cl::aliasopt(FlameOut),
                       cl::cat(FlameCat));
cl::opt<std::string> FlameTitle("title",
                                cl::desc("the title (default \"Flame graph of PROGRAM\")"),
                                cl::value_desc("T"), cl::sub(FlameCmd),
                                cl::cat(FlameCat));
// Strings, checked after parsing, so the messages say what they want.
cl::opt<std::string> FlameWidth("width",
                                cl::desc("image width in pixels, 200 to 100000 "
                                         "(default 1200)"),
                                cl::value_desc("N"), cl::sub(FlameCmd),
                                cl::cat(FlameCat));
cl::opt<std::string> FlameMinWidth(
    "min-width",
    cl::desc("leave out frames narrower than N pixels (default 0.1); the "
             "graph notes how many"),
    cl::value_desc("N"), cl::sub(FlameCmd), cl::cat(FlameCat));

// Layout, in pixels. Labels are monospace so that the script can clip them
// without measuring text: CharWidth is a little more than the usual mono
// fonts' 0.6 em.
const double Pad = 10, FrameHeight = 17, FontSize = 12, CharWidth = 7.4;
const double HeaderHeight = 70, FooterHeight = 30;

/// A frame to draw: a context, or the root, or a row of ticks charged to
/// no function.
struct Frame {
  std::string Name, Info; // Info: the tooltip's second line
  std::string Id;         // "f0" the root, "fN" context (or function) N
  uint64_t Start = 0, Ticks = 0; // in ticks
  unsigned Depth = 0;
  bool Counted = true; // a context or function (not the root, not "(GC)")
};

std::string fmt(const char *Format, double V) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, Format, V);
  return Buf;
}

/// "1.234 s (12.3%)": ticks as seconds and as a share of all samples.
std::string timeShare(const Profile &P, uint64_t Ticks) {
  double Share = P.Samples ? 100.0 * (double)Ticks / (double)P.Samples : 0.0;
  return fmt("%.3f s", (double)Ticks / (double)P.Hz) + fmt(" (%.1f%%)", Share);
}

std::string frameInfo(const Profile &P, const char *Counted, uint64_t Entries,
                      uint64_t Self, uint64_t Inherited) {
  return std::string(Counted) + " " + std::to_string(Entries) + ", self " +
         timeShare(P, Self) + ", inherited " + timeShare(P, Inherited);
}

/// The ticks charged to no function, right of the functions' frames (which
/// end at Left).
void otherFrames(const Profile &P, uint64_t Left, std::vector<Frame> &Fs) {
  for (auto [Name, Id, Ticks] :
       {std::tuple<const char *, const char *, uint64_t>{"(unprofiled)", "unprofiled",
                                                          P.UnprofiledTicks},
        {"(GC)", "gc", P.GcTicks},
        {"(census)", "census", P.CensusTicks}}) {
    Ticks = std::min(Ticks, P.Samples - Left);
    Fs.push_back({Name, "self " + timeShare(P, Ticks), Id, Left, Ticks, 1, false});
    Left += Ticks;
  }
}

/// The frames above the root, in drawing order (a parent before its
/// children, siblings left to right). Start offsets come from the order of
/// the contexts in the profile (the writer's: by inherited time); a child
/// wider than what its parent has left (a hand-made profile) is narrowed.
void contextFrames(const Profile &P, std::vector<Frame> &Fs) {
  const size_t N = P.Stacks.size();
  std::vector<uint64_t> End(N + 1), Next(N + 1); // per id; 0: the root
  std::vector<unsigned> Depth(N + 1, 0);
  End[0] = P.Samples;
  for (size_t I = 0; I < N; ++I) {
    const ProfileContext &C = P.Stacks[I];
    uint64_t Start = Next[C.Parent];
    uint64_t Ticks = std::min(C.InheritedTicks, End[C.Parent] - Start);
    Next[C.Parent] += Ticks;
    Next[I + 1] = Start;
    End[I + 1] = Start + Ticks;
    Depth[I + 1] = Depth[C.Parent] + 1;
    Fs.push_back({C.Name, frameInfo(P, "entries", C.Entries, C.Ticks, C.InheritedTicks),
                  "f" + std::to_string(C.Id), Start, Ticks, Depth[I + 1]});
  }
  otherFrames(P, Next[0], Fs);
}

/// A flat profile: a frame per function over the root, by time.
void functionFrames(const Profile &P, std::vector<Frame> &Fs) {
  std::vector<const ProfileFunction *> Sorted;
  for (const ProfileFunction &F : P.Functions)
    Sorted.push_back(&F);
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](auto *X, auto *Y) { return X->Ticks > Y->Ticks; });
  uint64_t Left = 0, Id = 0;
  for (const ProfileFunction *F : Sorted) {
    Fs.push_back({F->Name, frameInfo(P, "calls", F->Calls, F->Ticks, F->Ticks),
                  "f" + std::to_string(++Id), Left, F->Ticks, 1});
    Left += F->Ticks; // at most samples: the reader checked
  }
  otherFrames(P, Left, Fs);
}

/// A warm colour from the name (FNV-1a): the same function has the same
/// colour in every context and every graph.
std::string colourOf(const std::string &Name) {
  if (Name.size() > 1 && Name.front() == '(' && Name.back() == ')')
    return "rgb(190,190,190)"; // (unprofiled), (truncated), ...
  uint32_t H = 2166136261u;
  for (unsigned char C : Name)
    H = (H ^ C) * 16777619u;
  unsigned R = 205 + (H >> 16 & 0xff) * 50 / 255;
  unsigned G = (H & 0xff) * 230 / 255;
  unsigned B = (H >> 8 & 0xff) * 55 / 255;
  return "rgb(" + std::to_string(R) + "," + std::to_string(G) + "," +
         std::to_string(B) + ")";
}

/// The label of a frame W pixels wide: the name, or as much of it as fits
/// followed by "..", or nothing (the script's fit() does the same).
std::string label(const std::string &Name, double W) {
  long Fit = (long)std::floor((W - 6) / CharWidth);
  std::vector<size_t> Starts; // of the UTF-8 characters
  for (size_t I = 0; I < Name.size(); ++I)
    if (((unsigned char)Name[I] & 0xC0) != 0x80)
      Starts.push_back(I);
  if (Fit >= (long)Starts.size())
    return Name;
  if (Fit < 3)
    return "";
  return Name.substr(0, Starts[Fit - 2]) + "..";
}

/// The zoom and search script (at the end of this file).
extern const char *const FlameScript;

struct Layout {
  double Width, PlotWidth, Height, Bottom; // Bottom: the root's top edge
  uint64_t Total;                          // ticks across the plot
};

std::string frameElement(const Frame &F, const Layout &L) {
  double X = Pad + (double)F.Start * L.PlotWidth / (double)L.Total;
  double W = (double)F.Ticks * L.PlotWidth / (double)L.Total;
  double Y = L.Bottom - F.Depth * FrameHeight;
  std::string Name = escapeXml(F.Name);
  std::string S = "<g class=\"f\" id=\"" + F.Id + "\" data-s=\"" +
                  std::to_string(F.Start) + "\" data-t=\"" + std::to_string(F.Ticks) +
                  "\" data-d=\"" + std::to_string(F.Depth) + "\" data-n=\"" + Name +
                  "\"><title>" + Name + "\n" + escapeXml(F.Info) + "</title>";
  S += "<rect x=\"" + fmt("%.2f", X) + "\" y=\"" + fmt("%.1f", Y) + "\" width=\"" +
       fmt("%.2f", W) + "\" height=\"" + fmt("%.1f", FrameHeight - 1) + "\" fill=\"" +
       colourOf(F.Name) + "\" rx=\"2\"/>";
  S += "<text x=\"" + fmt("%.2f", X + 3) + "\" y=\"" + fmt("%.1f", Y + 12.5) + "\">" +
       escapeXml(label(F.Name, W)) + "</text></g>\n";
  return S;
}

std::string header(const Layout &L, const std::string &Title,
                   const std::string &Subtitle, const std::string &Note) {
  std::string S = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
                  fmt("%.0f", L.Width) + "\" height=\"" + fmt("%.0f", L.Height) +
                  "\" viewBox=\"0 0 " + fmt("%.0f", L.Width) + " " +
                  fmt("%.0f", L.Height) + "\" data-total=\"" + std::to_string(L.Total) +
                  "\" data-pad=\"" + fmt("%.0f", Pad) + "\" data-plot-width=\"" +
                  fmt("%.0f", L.PlotWidth) + "\" data-char-width=\"" +
                  fmt("%.1f", CharWidth) + "\">\n";
  S += "<title>" + escapeXml(Title) + "</title>\n<style>\n"
       "text { font-family: \"DejaVu Sans Mono\", \"Liberation Mono\", monospace; "
       "font-size: " + fmt("%.0f", FontSize) + "px; fill: #000; }\n"
       "#title { font-family: \"DejaVu Sans\", Helvetica, Arial, sans-serif; font-size: 17px; }\n"
       ".f { cursor: pointer; } .f:hover rect { stroke: #000; stroke-width: 0.5; }\n"
       ".f text { pointer-events: none; } .hide { display: none; }\n"
       ".parent rect { opacity: 0.5; } .match rect { fill: rgb(230,0,230); }\n"
       ".control { cursor: pointer; fill: #333; } .off { opacity: 0; }\n"
       "</style>\n";
  S += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#f8f5ee\"/>\n";
  S += "<text id=\"title\" x=\"" + fmt("%.1f", L.Width / 2) +
       "\" y=\"24\" text-anchor=\"middle\">" + escapeXml(Title) + "</text>\n";
  S += "<text id=\"subtitle\" x=\"" + fmt("%.1f", L.Width / 2) +
       "\" y=\"42\" text-anchor=\"middle\">" + escapeXml(Subtitle) + "</text>\n";
  if (!Note.empty())
    S += "<text id=\"note\" x=\"" + fmt("%.1f", L.Width / 2) +
         "\" y=\"58\" text-anchor=\"middle\">" + escapeXml(Note) + "</text>\n";
  S += "<text id=\"reset\" class=\"control off\" x=\"" + fmt("%.0f", Pad) +
       "\" y=\"24\">Reset zoom</text>\n";
  S += "<text id=\"search\" class=\"control\" x=\"" + fmt("%.0f", L.Width - Pad) +
       "\" y=\"24\" text-anchor=\"end\">Search</text>\n";
  S += "<text id=\"details\" x=\"" + fmt("%.0f", Pad) + "\" y=\"" +
       fmt("%.0f", L.Height - 10) + "\"> </text>\n";
  S += "<text id=\"matched\" x=\"" + fmt("%.0f", L.Width - Pad) + "\" y=\"" +
       fmt("%.0f", L.Height - 10) + "\" text-anchor=\"end\"> </text>\n";
  return S;
}

struct FlameOptions {
  std::string Title;
  double Width = 1200, MinWidth = 0.1;
};

std::string baseName(const std::string &Path) {
  std::string B = Path.substr(Path.rfind('/') + 1);
  return B.empty() ? "a program" : B;
}

/// The whole SVG.
std::string renderFlame(const Profile &P, const FlameOptions &O) {
  std::vector<Frame> All;
  All.push_back({"all", std::to_string(P.Samples) + " samples at " +
                            std::to_string(P.Hz) + " Hz, " + timeShare(P, P.Samples),
                 "f0", 0, P.Samples, 0, false});
  bool Flat = P.Stacks.empty();
  Flat ? functionFrames(P, All) : contextFrames(P, All);
  Layout L{O.Width, O.Width - 2 * Pad, 0, 0, std::max<uint64_t>(P.Samples, 1)};
  std::vector<const Frame *> Drawn;
  size_t Narrow = 0, Timeless = 0;
  unsigned Deepest = 0;
  for (const Frame &F : All) {
    double W = (double)F.Ticks * L.PlotWidth / (double)L.Total;
    if (F.Depth && !F.Ticks) {
      Timeless += F.Counted;
      continue;
    }
    if (F.Depth && W < O.MinWidth) {
      Narrow += F.Counted;
      continue;
    }
    Drawn.push_back(&F);
    Deepest = std::max(Deepest, F.Depth);
  }
  L.Height = HeaderHeight + (Deepest + 1) * FrameHeight + FooterHeight;
  L.Bottom = HeaderHeight + Deepest * FrameHeight;
  auto Count = [&](size_t N) {
    return std::to_string(N) + (Flat ? " function" : " context") + (N == 1 ? "" : "s");
  };
  std::string Note;
  if (Flat)
    Note = "no calling contexts (not built with --ccprof-mode=stacks): a frame per function";
  if (Narrow)
    Note += std::string(Note.empty() ? "" : "; ") + Count(Narrow) + " narrower than " +
            fmt("%g", O.MinWidth) + " px not drawn (--min-width)";
  if (Timeless)
    Note += std::string(Note.empty() ? "" : "; ") + Count(Timeless) + " without samples not drawn";
  std::string Sub = P.Program + ", " + std::to_string(P.Samples) + " samples (" +
                    fmt("%.3f s", (double)P.Samples / (double)P.Hz) + ")";
  if (!P.Start.empty())
    Sub += ", " + P.Start;
  std::string S = header(L, O.Title.empty() ? "Flame graph of " + baseName(P.Program)
                                            : O.Title,
                         Sub, Note);
  S += "<g id=\"frames\">\n";
  for (const Frame *F : Drawn)
    S += frameElement(*F, L);
  S += "</g>\n<script type=\"text/ecmascript\"><![CDATA[\n";
  S += FlameScript;
  S += "]]></script>\n</svg>\n";
  return S;
}

/// A number option: false (and a message) unless a number from Min to Max.
bool numberOption(const cl::opt<std::string> &Opt, const char *Name, double Min,
                  double Max, bool Whole, double &Out) {
  if (!Opt.getNumOccurrences())
    return true;
  const std::string &Text = Opt;
  char *End = nullptr;
  errno = 0;
  double V = std::strtod(Text.c_str(), &End);
  if (!Text.empty() && !*End && !errno && std::isfinite(V) && V >= Min && V <= Max &&
      (!Whole || V == std::floor(V))) {
    Out = V;
    return true;
  }
  fail(std::string("--") + Name + " wants " + (Whole ? "a whole number" : "a number") +
       " of pixels from " + fmt("%g", Min) + " to " + fmt("%g", Max) + ", not '" +
       Text + "'");
  return false;
}

} // namespace

int cmdFlame(const Args &A) {
  int Exit;
  if (!parseOptions(FlameCmd, FlameCat, A, Exit))
    return Exit;
  FlameOptions O;
  O.Title = FlameTitle;
  if (!numberOption(FlameWidth, "width", 200, 100000, true, O.Width) ||
      !numberOption(FlameMinWidth, "min-width", 0, 100000, false, O.MinWidth))
    return 2;
  if (FlameFiles.empty())
    return fail("no profile given (see ccprof flame --help)");
  if (FlameFiles.size() > 1)
    return fail("one profile at a time (got '" + FlameFiles[0] + "' and '" +
                FlameFiles[1] + "')");
  const std::string File = FlameFiles[0];
  std::string Out = FlameOut;
  if (Out.empty()) {
    llvm::StringRef Stem(File);
    Stem.consume_back(".json");
    Out = Stem.str() + ".svg";
  }
  std::string Text;
  if (!readFile(File, Text, MaxProfileBytes))
    return 2;
  Profile P;
  ProfileError Err;
  if (!parseProfileJSON(Text, P, Err))
    return fail(Err.describe(File));
  // Written whole or not at all: a failed run leaves no half a graph.
  if (std::string Why = writeOutputFile(Out, renderFlame(P, O)); !Why.empty())
    return fail("cannot write '" + Out + "': " + Why);
  return 0;
}

} // namespace ccprof

namespace ccprof {
namespace {

// Zoom: a click on a frame lays its subtree out across the plot (the
// frames under it, its callers, span the plot, faded; the rest are
// hidden); "Reset zoom", a click on "all" or Escape go back. Search:
// "Search" (or Ctrl-F) asks for a regular expression; matching frames are
// highlighted and the share of all samples they cover (a frame inside
// another matching one counted once) is shown; "Reset search" clears it.
// The URL's fragment does the same on opening: FILE.svg#zoom=f3&search=RE
// (f3: the frame of context 3). ccprofFlame exposes the actions to tests.
const char *const FlameScript = R"JS("use strict";
(function () {
  var svg = document.documentElement;
  var TOTAL = +svg.getAttribute("data-total");
  var PAD = +svg.getAttribute("data-pad");
  var PLOT = +svg.getAttribute("data-plot-width");
  var CHAR = +svg.getAttribute("data-char-width");
  var frames = Array.prototype.slice.call(svg.querySelectorAll("g.f"));
  var byId = function (id) { return svg.querySelector("#" + id); };
  var resetButton = byId("reset"), searchButton = byId("search");
  var details = byId("details"), matched = byId("matched");
  var num = function (g, a) { return +g.getAttribute("data-" + a); };
  var searching = null;

  function fit(name, w) {
    var chars = Array.from(name);
    var n = Math.floor((w - 6) / CHAR);
    if (n >= chars.length) return name;
    return n < 3 ? "" : chars.slice(0, n - 2).join("") + "..";
  }
  function place(g, x, w) {
    var r = g.querySelector("rect"), t = g.querySelector("text");
    r.setAttribute("x", x.toFixed(2));
    r.setAttribute("width", w.toFixed(2));
    t.setAttribute("x", (x + 3).toFixed(2));
    t.textContent = fit(g.getAttribute("data-n"), w);
  }
  function zoom(g) {
    var s0 = num(g, "s"), t0 = num(g, "t"), d0 = num(g, "d");
    if (d0 === 0 || t0 <= 0) return unzoom();
    var k = PLOT / t0;
    frames.forEach(function (f) {
      var s = num(f, "s"), t = num(f, "t"), d = num(f, "d");
      var inside = d >= d0 && s >= s0 && s + t <= s0 + t0;
      var above = d < d0 && s <= s0 && s + t >= s0 + t0;
      f.classList.toggle("hide", !inside && !above);
      f.classList.toggle("parent", above);
      if (inside) place(f, PAD + (s - s0) * k, t * k);
      else if (above) place(f, PAD, PLOT);
    });
    resetButton.classList.remove("off");
  }
  function unzoom() {
    var k = PLOT / TOTAL;
    frames.forEach(function (f) {
      f.classList.remove("hide", "parent");
      place(f, PAD + num(f, "s") * k, num(f, "t") * k);
    });
    resetButton.classList.add("off");
  }
  function search(pattern) {
    var re = null;
    try {
      re = pattern ? new RegExp(pattern) : null;
    } catch (e) {
      matched.textContent = "not a regular expression: " + pattern;
      return;
    }
    var hits = [];
    frames.forEach(function (f) {
      var hit = re !== null && re.test(f.getAttribute("data-n"));
      f.classList.toggle("match", hit);
      if (hit) hits.push([num(f, "s"), num(f, "t")]);
    });
    hits.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var covered = 0, end = -1;
    hits.forEach(function (h) {
      if (h[0] >= end) { covered += h[1]; end = h[0] + h[1]; }
    });
    searching = re ? pattern : null;
    searchButton.textContent = re ? "Reset search" : "Search";
    matched.textContent = re ? "Matched: " + (100 * covered / TOTAL).toFixed(1) + "%" : " ";
  }
  function ask() {
    if (searching !== null) return search(null);
    var p = window.prompt("Search for (regular expression):", "");
    if (p) search(p);
  }
  svg.addEventListener("click", function (e) {
    var g = e.target.closest ? e.target.closest("g.f") : null;
    if (g) zoom(g);
    else if (e.target === resetButton) unzoom();
    else if (e.target === searchButton) ask();
  });
  svg.addEventListener("mouseover", function (e) {
    var g = e.target.closest ? e.target.closest("g.f") : null;
    var t = g && g.querySelector("title");
    if (t) details.textContent = t.textContent.replace("\n", ": ");
  });
  window.addEventListener("keydown", function (e) {
    if (e.key === "Escape") unzoom();
    if ((e.ctrlKey || e.metaKey) && e.key === "f") { e.preventDefault(); ask(); }
  });
  var args = {};
  (window.location.hash || "").replace(/^#/, "").split("&").forEach(function (kv) {
    var at = kv.indexOf("=");
    if (at > 0) args[kv.slice(0, at)] = decodeURIComponent(kv.slice(at + 1));
  });
  if (args.zoom && /^[a-z0-9]+$/.test(args.zoom) && byId(args.zoom)) zoom(byId(args.zoom));
  if (args.search) search(args.search);
  window.ccprofFlame = { zoom: zoom, unzoom: unzoom, search: search };
})();
)JS";

} // namespace
} // namespace ccprof
