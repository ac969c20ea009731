//===- ReportCommands.cpp - ccprof report / merge / diff --------------------===//
//
// Work on JSON profiles after the run. The prof and JSON output is written by
// the runtime's own writers (rt/writer_*.c), so `ccprof report` prints
// exactly what the program would have written, and a merged profile is a
// profile like any other. gprof and csv are formatted here.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "ContextTree.h"
#include "DisplayNames.h"
#include "PprofExport.h"
#include "ProfileJSON.h"
#include "Speedscope.h"
#include "WriteOutput.h"

extern "C" {
#include "ccprof_rt.h"
}

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <deque>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>
#include <string_view>
#include <unordered_set>
#include <sys/mman.h>
#include <unistd.h>

namespace ccprof {
namespace {

/// Reads and parses a profile; on failure prints one message naming the
/// file and returns false (callers exit 2).
bool load(const std::string &Path, Profile &P) {
  std::string Text;
  ProfileError Err;
  if (!readFile(Path, Text, MaxProfileBytes))
    return false;
  if (Text.rfind("ccprof profile of", 0) == 0) {
    fail(Path + ": this is a prof-format report, not a JSON profile; run the "
                "program with CCPROF_FORMAT=json (or prof,json)");
    return false;
  }
  if (!parseProfileJSON(Text, P, Err)) {
    fail(Err.describe(Path));
    return false;
  }
  return true;
}

int64_t parseTime(const std::string &Iso) {
  int64_t Sec = 0;
  return parseProfileTime(Iso, Sec) ? Sec : 0;
}

/// Rows in runtime form; the strings stay owned by the Profile or by Names.
struct ReportView {
  std::vector<ccprof_row> Rows;
  ccprof_report R{};
  std::deque<std::string> Names; // names made by nameRows
  // The predicates' clause counts, in the runtime's form.
  std::deque<std::vector<__ccprof_clause_counts>> Clauses;
  // Stacks mode: the tree in runtime form (ccprof_node), for the writers.
  std::vector<__ccprof_cc> ContextCCs;
  std::vector<ccprof_node> Contexts;
  ccprof_node Root{};
};

/// The calling-context tree of \p P as the runtime's writers take it: the
/// contexts in the order written (a parent first, siblings in order).
void makeTree(const Profile &P, ReportView &V) {
  if (P.Stacks.empty())
    return;
  size_t N = P.Stacks.size();
  V.ContextCCs.assign(N, __ccprof_cc{});
  V.Contexts.assign(N, ccprof_node{});
  std::vector<ccprof_node *> Last(N + 1, nullptr); // last child of each id
  // A context's file and line (the tree's MODULE and SRC) are its function's.
  std::map<std::pair<std::string, std::string>, const ProfileFunction *> Fn;
  for (const ProfileFunction &F : P.Functions)
    Fn.emplace(std::make_pair(F.Name, F.Symbol), &F);
  for (size_t I = 0; I < N; ++I) {
    const ProfileContext &C = P.Stacks[I];
    __ccprof_cc &CC = V.ContextCCs[I];
    CC.name = C.Name.c_str();
    CC.symbol = C.Symbol.c_str();
    auto F = Fn.find({C.Name, C.Symbol});
    CC.file = F != Fn.end() ? F->second->File.c_str() : "";
    CC.line = F != Fn.end() ? (uint32_t)F->second->Line : 0;
    ccprof_node &Node = V.Contexts[I];
    Node.cc = &CC;
    Node.entries = C.Entries;
    Node.ticks = C.Ticks;
    Node.inherited = C.InheritedTicks;
    Node.alloc = C.Alloc;
    Node.inherited_alloc = C.InheritedAlloc;
    Node.number = (uint32_t)C.Id;
    ccprof_node *Parent = C.Parent ? &V.Contexts[C.Parent - 1] : nullptr;
    Node.parent = Parent;
    Node.depth = Parent ? Parent->depth + 1 : 0;
    ccprof_node *&Prev = Last[C.Parent];
    (Prev ? Prev->sibling : (Parent ? Parent->children : V.Root.children)) = &Node;
    Prev = &Node;
  }
  V.R.stacks = &V.Root;
}

void makeView(const Profile &P, ReportView &V, bool UnprofiledAsRow) {
  for (const ProfileFunction &F : P.Functions) {
    V.Rows.push_back({F.Name.c_str(), F.Symbol.c_str(), F.File.c_str(),
                      (uint32_t)F.Line, F.Calls, F.Ticks, F.Alloc});
    if (!F.HasPorts)
      continue;
    ccprof_row &R = V.Rows.back();
    R.has_ports = 1;
    R.exits = F.Exits;
    R.redos = F.Redos;
    R.fails = F.Fails;
    R.box_ns = F.BoxNs;
    if (!F.Clauses.empty()) {
      auto &C = V.Clauses.emplace_back();
      for (const ClauseCounts &K : F.Clauses)
        C.push_back({K.Tried, K.Unified});
      R.nclauses = C.size();
      R.clauses = C.data();
    }
    V.R.ports = 1;
  }
  if (UnprofiledAsRow && P.UnprofiledTicks)
    V.Rows.push_back({"(unprofiled)", "", "", 0, 0, P.UnprofiledTicks, 0});
  for (const ProfileFunction &F : P.Functions)
    V.R.alloc += F.Alloc;
  V.R.program = P.Program.c_str();
  V.R.host = P.Host.c_str();
  V.R.pid = (long)P.Pid;
  V.R.nmerged = P.MergedPids.size();
  V.R.merged_pids = P.MergedPids.data();
  V.R.start_sec = parseTime(P.Start);
  V.R.end_sec = parseTime(P.End);
  V.R.hz = (unsigned)P.Hz;
  V.R.samples = P.Samples;
  V.R.unprofiled_ticks = UnprofiledAsRow ? 0 : P.UnprofiledTicks;
  V.R.gc_ticks = P.GcTicks;
  V.R.census_ticks = P.CensusTicks;
  V.R.small_functions = P.SmallFunctions;
  V.R.cpu_ns = (uint64_t)std::llround(P.CpuSeconds * 1e9);
  V.R.counters = P.Counters.c_str();
  V.R.timer = P.Timer.c_str();
  V.R.warning = P.Warning.empty() ? nullptr : P.Warning.c_str();
  V.R.delta = P.Delta;
  V.R.final_delta = P.Final;
  V.R.sequence = P.Sequence;
  V.R.period_start_ns = P.PeriodStartNs;
  V.R.period_end_ns = P.PeriodEndNs;
}

/// The name of \p F in form \p Form, from its linkage name (DisplayNames.h),
/// whatever form the program stored; Compact if it is a short C++ name.
/// A short name keeps what the runtime added to the stored one (" (lib.so)"
/// for functions of the same name in two shared objects).
ccprof::StoredName nameOf(const ProfileFunction &F, ccprof::NameForm Form) {
  if (!llvm::StringRef(F.Symbol).starts_with("_Z"))
    return {Form == ccprof::NameForm::Linkage && !F.Symbol.empty() ? F.Symbol : F.Name,
            false};
  ccprof::StoredName N = ccprof::nameOf(F.Symbol, Form);
  if (Form == ccprof::NameForm::Short && N.Compact &&
      llvm::StringRef(F.Name).starts_with(N.Name))
    N.Name = F.Name;
  return N;
}

double percent(uint64_t Ticks, uint64_t Samples) {
  return Samples ? 100.0 * (double)Ticks / (double)Samples : 0.0;
}

/// A name made here (not cut, no symbol after it).
void setName(ReportView &V, ccprof_row &R, std::string Name) {
  R.name = V.Names.emplace_back(std::move(Name)).c_str();
  R.name_len = 0;
  R.show_symbol = 0;
}

/// Longer than this, a name that tells rows apart by their template
/// arguments is no longer read: such rows are numbered instead.
constexpr size_t MaxWidenedName = 100;

/// The text of a row's name as the runtime's rules chose it.
std::string rendered(const ccprof_row &R) {
  std::string Text;
  ccprof_render_name(
      &R, [](void *Ctx, const char *S, size_t N) { static_cast<std::string *>(Ctx)->append(S, N); },
      &Text);
  return Text;
}

/// Which of \p Names (which all differ) still read differently from the
/// others when each is shortened to \p Width characters (ccprof_fit_name),
/// keeping its class and function. With no width: those of at most
/// MaxWidenedName characters.
std::vector<bool> stillDistinct(const std::vector<std::string> &Names, size_t Width) {
  std::vector<std::string> Fitted;
  std::map<std::string, unsigned> Uses;
  std::vector<bool> Ok(Names.size(), true);
  for (size_t I = 0; I < Names.size(); ++I) {
    const std::string &N = Names[I];
    ccprof_row R{};
    R.name = N.c_str();
    R.compact = 1;
    Ok[I] = Width ? ccprof_fit_name(&R, Width) <= 1
                  : ccprof_utf8_width(N.data(), N.size()) <= MaxWidenedName;
    Fitted.push_back(rendered(R));
    ++Uses[Fitted.back()];
  }
  for (size_t I = 0; I < Names.size(); ++I)
    Ok[I] = Ok[I] && Uses[Fitted[I]] == 1;
  return Ok;
}

/// Rows that still read the same with their parameter list (the same member
/// of two instantiations) show the template argument lists in which they
/// differ, without qualifiers if that is enough (`std::vector<…>::end()` ->
/// `std::vector<basic_json<…>, allocator<…>>::end()`), one more level at a
/// time until they read differently. Rows that would then no longer
/// (stillDistinct: shortened to \p Width, the part that tells them apart can
/// go), and rows that differ only deeper than 8 levels, keep show_symbol,
/// and ccprof_fit_names numbers them (`f() #1`, `f() #2`); the runtime,
/// without a demangler, shows their linkage names instead when they fit.
void widenClashes(ReportView &V, size_t Width) {
  std::map<std::string, std::vector<ccprof_row *>> Groups; // by shown name
  for (ccprof_row &R : V.Rows)
    if (R.show_symbol && llvm::StringRef(R.symbol).starts_with("_Z"))
      Groups[std::string(R.name, R.name_len ? R.name_len : strlen(R.name))].push_back(&R);
  for (auto &[Shown, Rows] : Groups) {
    std::vector<std::string> Full;
    for (ccprof_row *R : Rows)
      Full.push_back(llvm::demangle(R->symbol));
    std::vector<bool> Show = ccprof::differingLists(Full);
    bool Done = false;
    for (unsigned Step = 2; Step <= 16 && !Done; ++Step) {
      unsigned Keep = Step / 2;
      bool Unqualified = Step % 2 == 0; // first without qualifiers
      std::vector<std::string> Names;
      for (const std::string &D : Full)
        Names.push_back(ccprof::shortNameShowing(D, Show, Keep, Unqualified));
      if (std::set<std::string>(Names.begin(), Names.end()).size() < Rows.size())
        continue;
      std::vector<bool> Ok = stillDistinct(Names, Width);
      for (size_t I = 0; I < Rows.size(); ++I)
        if (Ok[I])
          setName(V, *Rows[I], Names[I]);
      Done = true;
    }
  }
}

/// Rows shown with their parameter list (overloads) show it without
/// qualifiers when that reads differently from every other row:
/// `f(std::__cxx11::basic_string<…> const&)` -> `f(basic_string<…> const&)`.
void shortenParams(ReportView &V) {
  std::map<std::string, unsigned> Uses;
  std::vector<std::pair<ccprof_row *, std::string>> Candidates;
  for (ccprof_row &R : V.Rows) {
    std::string Shown = R.name_len ? std::string(R.name, R.name_len) : R.name;
    ++Uses[Shown];
    size_t P = ccprof_params_at(Shown.c_str());
    if (!R.compact || R.show_symbol || P == Shown.size())
      continue;
    std::string Short = Shown.substr(0, P) + ccprof::dropQualifiers(Shown.substr(P));
    if (Short != Shown)
      Candidates.emplace_back(&R, Short);
  }
  for (auto &[R, Short] : Candidates)
    ++Uses[Short];
  for (auto &[R, Short] : Candidates)
    if (Uses[Short] == 1) {
      R->name = V.Names.emplace_back(Short).c_str();
      R->name_len = 0;
    }
}

/// Names the rows in form \p Form. For a table (not JSON) a short name
/// drops its parameter list unless two rows would read the same (the
/// runtime's rule, rt/names.c); names wider than \p Width characters (0: no
/// limit) are shortened to it, rows that would then read the same numbered
/// (ccprof_fit_names; sets V.R.numbered); \p Location adds "  file:line".
void nameRows(const Profile &P, ccprof::NameForm Form, bool Table, bool Location,
              size_t Width, ReportView &V) {
  for (size_t I = 0; I < P.Functions.size(); ++I) {
    ccprof::StoredName N = nameOf(P.Functions[I], Form);
    V.Rows[I].name = V.Names.emplace_back(std::move(N.Name)).c_str();
    V.Rows[I].compact = N.Compact;
  }
  if (!Table)
    return;
  std::vector<ccprof_shown_name> Scratch(V.Rows.size());
  ccprof_shorten_names(V.Rows.data(), V.Rows.size(), Scratch.data());
  widenClashes(V, Width);
  shortenParams(V);
  ccprof_fit_names(V.Rows.data(), V.Rows.size(), Scratch.data(), Width, /*symbols_ok=*/0);
  V.R.numbered = ccprof_any_numbered(V.Rows.data(), V.Rows.size());
  for (ccprof_row &R : V.Rows) {
    std::string Text = rendered(R);
    if (Location && *R.file)
      Text += std::string("  ") + R.file + (R.line ? ":" + std::to_string(R.line) : "");
    R.name = V.Names.emplace_back(std::move(Text)).c_str();
    R.name_len = 0;
    R.show_symbol = 0;
    R.fit = {};
    R.number = 0;
  }
}

/// The columns before the name in a gprof row (writeGprof), at the widest.
size_t gprofNameColumn(const ReportView &V, const Profile &P) {
  size_t Most = 0;
  double Cum = 0;
  for (const ccprof_row &R : V.Rows) {
    if (!R.calls && !R.ticks)
      continue;
    double Self = P.Hz ? (double)R.ticks / (double)P.Hz : 0;
    Cum += Self;
    char Buf[160];
    int N = std::snprintf(Buf, sizeof Buf, "%6.2f %9.2f %8.2f %8llu %11s",
                          percent(R.ticks, P.Samples), Cum, Self,
                          (unsigned long long)R.calls, "");
    Most = std::max(Most, (size_t)std::max(N, 0) + 2); // "* "
  }
  return Most;
}

void finishView(ReportView &V) {
  V.R.rows = V.Rows.data();
  V.R.nrows = V.Rows.size();
}

/// Runs one of the runtime's writers (which write to a file descriptor)
/// into Text, through an anonymous in-memory file. Returns 0 or errno.
int renderReport(ccprof_writer_fn W, const ccprof_report &R, std::string &Text) {
  int Fd = memfd_create("ccprof-report", MFD_CLOEXEC);
  if (Fd < 0)
    return errno;
  ccprof_sink S;
  ccprof_sink_init(&S, Fd);
  int Err = W(&S, &R);
  off_t Size = lseek(Fd, 0, SEEK_CUR);
  if (!Err && Size < 0)
    Err = errno;
  if (!Err) {
    Text.resize((size_t)Size);
    ssize_t N = pread(Fd, Text.data(), Text.size(), 0);
    if (N != (ssize_t)Size)
      Err = N < 0 ? errno : EIO;
  }
  close(Fd);
  return Err;
}

bool parseNumber(const std::string &S, double &Out) {
  char *End = nullptr;
  Out = strtod(S.c_str(), &End);
  return !S.empty() && *End == 0 && Out >= 0;
}

namespace cl = llvm::cl;

cl::SubCommand ReportCmd("report", R"(print a JSON profile

Prints a JSON profile (written with CCPROF_FORMAT=json or prof,json).
Formats (--format):
  prof   the paper's and prof's table, as the program writes it (with the
         calling-context tree after it, for a stacks-mode profile, and
         before that, for a logic language's profile with Byrd-box ports,
         Debray's table of the predicates' ports)
  flat   the table (and the ports table) alone; tree: the calling-context
         tree alone
  gprof  the columns of `gprof -p`: %time, cumulative seconds, self
         seconds, calls, self time per call (with its unit), name
  csv    name,symbol,file,line,calls,ticks,seconds,percent
  json   the profile itself, sorted and filtered
  folded a stacks-mode profile's contexts as folded stacks for flame-graph
         tools, "main;f;isPrime 123" (the JSON must have "stacks")
  speedscope  speedscope's JSON file format (www.speedscope.app): a time
         profile, a sample per context weighted by its own time, and an
         entries profile (one-frame samples for a profile without stacks)
--pprof -o OUT.pb.gz writes the profile as pprof reads it instead (Google's
profile.proto, gzip-compressed): sample types calls/count and
cpu/nanoseconds, a sample per function, or per calling context of a
stacks-mode profile (`pprof -top`, `pprof -traces`, docs/formats.md).
-o FILE writes the report (or the pprof profile) to FILE, whole or not at all.
Names (--names): short (default) C++ names with template arguments elided
to <…> and no parameter list unless overloads need it, shortened with …
where a prof or gprof row would be wider than --width characters (rows that
would then read the same are numbered #1, #2 in the order of their linkage
names); full: demangled in full; linkage: mangled. All three come from the
linkage name, whatever the program stored.
Exit status 2 if the file is missing, truncated or not a profile.)");
cl::OptionCategory ReportCat("ccprof report options");
cl::list<std::string> ReportFiles(cl::Positional, cl::desc("<FILE.json>"),
                                  cl::sub(ReportCmd), cl::cat(ReportCat));
cl::opt<std::string> ReportSort("sort", cl::desc("row order (default time)"),
                                cl::value_desc("time|calls|name|ms-per-call"),
                                cl::init("time"), cl::sub(ReportCmd),
                                cl::cat(ReportCat));
cl::opt<std::string> ReportFormat("format",
                                  cl::desc("output format (default prof)"),
                                  cl::value_desc("prof|flat|tree|gprof|csv|json|folded|speedscope"),
                                  cl::init("prof"), cl::sub(ReportCmd),
                                  cl::cat(ReportCat));
cl::opt<std::string> ReportOut("o", cl::desc("write the report (with --pprof: the pprof file) to FILE"),
                               cl::value_desc("FILE"), cl::sub(ReportCmd),
                               cl::cat(ReportCat));
cl::alias ReportOutLong("output", cl::desc("Alias for -o"), cl::aliasopt(ReportOut),
                        cl::cat(ReportCat));
cl::opt<std::string> ReportNames("names",
                                 cl::desc("how functions are named (default short)"),
                                 cl::value_desc("short|full|linkage"),
                                 cl::init("short"), cl::sub(ReportCmd),
                                 cl::cat(ReportCat));
cl::opt<std::string> ReportWidth(
    "width",
    cl::desc("prof and gprof: shorten C++ short names so that rows are at most N "
             "characters (default 120; 0: no limit)"),
    cl::value_desc("N"), cl::init("120"), cl::sub(ReportCmd), cl::cat(ReportCat));
cl::opt<bool> ReportLocation(
    "location",
    cl::desc("add each function's definition site, file:line, after its name "
             "(prof and gprof; csv has file and line columns)"),
    cl::sub(ReportCmd), cl::cat(ReportCat));
cl::opt<bool> ReportPprof(
    "pprof", cl::desc("write Google's profile.proto (gzip) to -o, for pprof"),
    cl::sub(ReportCmd), cl::cat(ReportCat));
// Strings, checked after parsing: the messages below name the option and
// say what it wants.
cl::opt<std::string> ReportTop("top", cl::desc("only the first N rows"),
                               cl::value_desc("N"), cl::sub(ReportCmd),
                               cl::cat(ReportCat));
cl::opt<std::string> ReportMinPercent(
    "min-percent", cl::desc("only rows with at least P% of the time"),
    cl::value_desc("P"), cl::sub(ReportCmd), cl::cat(ReportCat));

void writeGprof(const ReportView &V, const Profile &P) {
  std::printf("Flat profile:\n\nEach sample counts as %g seconds.\n",
              P.Hz ? 1.0 / (double)P.Hz : 0.0);
  // The time per call as in the prof report (ccprof_fmt_per_call), where
  // gprof's ms/call would read 0.00 for most functions.
  std::printf("  %%   cumulative   self                   self\n"
              " time   seconds   seconds    calls   time/call  name\n");
  double Cum = 0;
  bool AnyShort = false; // rows marked '*' (ccprof_short_calls)
  for (const ccprof_row &R : V.Rows) {
    if (!R.calls && !R.ticks)
      continue;
    double Self = P.Hz ? (double)R.ticks / (double)P.Hz : 0;
    Cum += Self;
    std::printf("%6.2f %9.2f %8.2f", percent(R.ticks, P.Samples), Cum, Self);
    char PerCall[48];
    ccprof_fmt_per_call(PerCall, R.ticks, P.Hz, R.calls);
    bool Short = ccprof_short_calls(R.ticks, P.Hz, R.calls);
    AnyShort |= Short;
    if (R.calls)
      std::printf(" %8llu %11s", (unsigned long long)R.calls, PerCall);
    else
      std::printf(" %8s %11s", "", "");
    std::printf("%s%s\n", Short ? "* " : "  ", R.name); // the mark takes a space
  }
  if (AnyShort || V.R.numbered)
    std::printf("\n%s%s", AnyShort ? ccprof_short_call_note : "",
                V.R.numbered ? ccprof_numbered_note : "");
}

std::string csvField(const std::string &S) {
  if (S.find_first_of(",\"\n") == std::string::npos)
    return S;
  std::string Q = "\"";
  for (char C : S)
    Q += C == '"' ? std::string("\"\"") : std::string(1, C);
  return Q + "\"";
}

void writeCsv(const ReportView &V, const Profile &P) {
  std::printf("name,symbol,file,line,calls,ticks,seconds,percent\n");
  for (const ccprof_row &R : V.Rows)
    std::printf("%s,%s,%s,%u,%llu,%llu,%.6f,%.2f\n", csvField(R.name).c_str(),
                csvField(R.symbol).c_str(), csvField(R.file).c_str(), R.line,
                (unsigned long long)R.calls, (unsigned long long)R.ticks,
                P.Hz ? (double)R.ticks / (double)P.Hz : 0.0,
                percent(R.ticks, P.Samples));
}

/// ccprof report --pprof -o Out: the profile as profile.proto, written
/// whole or not at all; binary output is not for a terminal.
int writePprof(const std::string &File, const std::string &Out) {
  if (ReportFormat.getNumOccurrences())
    return fail("--pprof and --format choose two outputs: use one");
  if (Out.empty())
    return fail("--pprof needs an output file: -o OUT.pb.gz (- for standard output)");
  if (Out == "-" && isatty(STDOUT_FILENO))
    return fail("not writing a binary pprof profile to a terminal: use -o OUT.pb.gz or a pipe");
  Profile P;
  if (!load(File, P))
    return 2;
  std::string Bytes;
  if (std::string Why = exportPprof(P, Bytes); !Why.empty())
    return fail("cannot convert '" + File + "': " + Why);
  if (std::string Why = writeOutputFile(Out, Bytes); !Why.empty())
    return fail("cannot write '" + Out + "': " + Why);
  return 0;
}

/// The tree alone: the prof report's, without the blank line before it.
int writeTree(const ccprof_report &R) {
  std::string Text;
  int Err = renderReport(
      [](ccprof_sink *S, const ccprof_report *R) { return ccprof_put_tree(S, R), ccprof_flush(S); },
      R, Text);
  size_t Skip = !Text.empty() && Text[0] == '\n';
  if (!Err && std::fwrite(Text.data() + Skip, 1, Text.size() - Skip, stdout) != Text.size() - Skip)
    Err = errno;
  return Err;
}

int printReport(const std::string &Format, const ReportView &V, const Profile &P) {
  std::fflush(stdout);
  if (Format == "gprof" || Format == "csv") {
    Format == "gprof" ? writeGprof(V, P) : writeCsv(V, P);
    return 0;
  }
  if (Format == "tree") {
    int Err = writeTree(V.R);
    return Err ? fail(std::string("cannot write the report: ") + strerror(Err)) : 0;
  }
  ccprof_sink S;
  ccprof_sink_init(&S, 1);
  int Err = Format == "prof" || Format == "flat" ? ccprof_write_prof(&S, &V.R)
            : Format == "json"                  ? ccprof_write_json(&S, &V.R)
                                                : ccprof_write_folded(&S, &V.R);
  return Err ? fail(std::string("cannot write the report: ") + strerror(Err)) : 0;
}

} // namespace

int cmdReport(const Args &A) {
  int Exit;
  if (!parseOptions(ReportCmd, ReportCat, A, Exit))
    return Exit;
  std::string Sort = ReportSort, Format = ReportFormat;
  double Top = -1, MinPercent = -1;
  if (ReportTop.getNumOccurrences() &&
      (!parseNumber(ReportTop, Top) || Top != std::floor(Top)))
    return fail("--top wants a whole number, not '" + ReportTop + "'");
  if (ReportMinPercent.getNumOccurrences() &&
      !parseNumber(ReportMinPercent, MinPercent))
    return fail("--min-percent wants a number, not '" + ReportMinPercent + "'");
  double RowWidth = 0;
  if (!parseNumber(ReportWidth, RowWidth) || RowWidth != std::floor(RowWidth) ||
      RowWidth > 1e6)
    return fail("--width wants a whole number of characters (0: no limit), not '" +
                ReportWidth + "'");
  if (ReportFiles.empty())
    return fail("no profile given (see ccprof report --help)");
  if (ReportFiles.size() > 1)
    return fail("one profile at a time (got '" + ReportFiles[0] + "' and '" +
                ReportFiles[1] + "')");
  const std::string &File = ReportFiles[0];
  static const std::set<std::string> Sorts = {"time", "calls", "name", "ms-per-call"};
  static const std::set<std::string> Formats = {"prof", "flat",   "tree", "gprof",
                                                "csv",  "json",   "folded", "speedscope"};
  if (!Sorts.count(Sort))
    return fail("--sort must be time, calls, name or ms-per-call, not '" + Sort + "'");
  if (!Formats.count(Format))
    return fail("--format must be prof, flat, tree, gprof, csv, json, folded or speedscope, "
                "not '" + Format + "'");
  static const std::map<std::string, ccprof::NameForm> Forms = {
      {"short", ccprof::NameForm::Short},
      {"full", ccprof::NameForm::Full},
      {"linkage", ccprof::NameForm::Linkage}};
  auto Form = Forms.find(ReportNames);
  if (Form == Forms.end())
    return fail("--names must be short, full or linkage, not '" + ReportNames + "'");

  if (ReportPprof)
    return writePprof(File, ReportOut);

  Profile P;
  if (!load(File, P))
    return 2;
  if (Format == "speedscope")
    return writeStdoutTo(ReportOut, [&] {
      if (std::fputs(speedscopeJSON(P).c_str(), stdout) < 0)
        return fail(std::string("cannot write the report: ") + strerror(errno));
      return 0;
    });
  ReportView V;
  makeView(P, V, /*UnprofiledAsRow=*/Format != "json" && Format != "folded");
  if ((Format == "folded" || Format == "tree") && P.Stacks.empty())
    return fail(File + ": no calling contexts ('stacks'): the program was not built "
                       "with --ccprof-mode=stacks");
  if (Format != "flat") // the table without the tree
    makeTree(P, V);
  // The room for names in a row of the table, from the widest columns of
  // all rows (--top and --min-percent can only narrow them).
  size_t NameWidth = 0;
  if (RowWidth > 0 && (Format == "prof" || Format == "flat" || Format == "gprof")) {
    finishView(V);
    size_t Column = Format != "gprof" ? ccprof_prof_name_column(&V.R) : gprofNameColumn(V, P);
    NameWidth = (size_t)RowWidth > Column + CCPROF_MIN_NAME_WIDTH ? (size_t)RowWidth - Column
                                                                  : CCPROF_MIN_NAME_WIDTH;
  }
  nameRows(P, Form->second, /*Table=*/Format != "json",
           ReportLocation && Format != "csv", NameWidth, V);
  auto ByTime = [](const ccprof_row &X, const ccprof_row &Y) {
    return ccprof_row_before(&X, &Y) != 0;
  };
  if (Sort == "time") {
    std::stable_sort(V.Rows.begin(), V.Rows.end(), ByTime);
  } else if (Sort == "calls") {
    std::stable_sort(V.Rows.begin(), V.Rows.end(), [&](auto &X, auto &Y) {
      return X.calls != Y.calls ? X.calls > Y.calls : ByTime(X, Y);
    });
  } else if (Sort == "name") {
    std::stable_sort(V.Rows.begin(), V.Rows.end(), [](auto &X, auto &Y) {
      return strcmp(X.name, Y.name) < 0;
    });
  } else { // ms-per-call; functions never called go last
    std::stable_sort(V.Rows.begin(), V.Rows.end(), [&](auto &X, auto &Y) {
      if (!X.calls || !Y.calls)
        return X.calls && !Y.calls;
      double PX = (double)X.ticks / (double)X.calls;
      double PY = (double)Y.ticks / (double)Y.calls;
      return PX != PY ? PX > PY : ByTime(X, Y);
    });
  }
  if (MinPercent >= 0)
    V.Rows.erase(std::remove_if(V.Rows.begin(), V.Rows.end(),
                                [&](const ccprof_row &R) {
                                  return percent(R.ticks, P.Samples) < MinPercent;
                                }),
                 V.Rows.end());
  if (Format != "json")
    V.Rows.erase(std::remove_if(V.Rows.begin(), V.Rows.end(),
                                [](const ccprof_row &R) {
                                  return !R.calls && !R.ticks;
                                }),
                 V.Rows.end());
  if (Top >= 0 && V.Rows.size() > (size_t)Top)
    V.Rows.resize((size_t)Top);
  finishView(V);
  return writeStdoutTo(ReportOut, [&] { return printReport(Format, V, P); });
}

namespace {

cl::SubCommand MergeCmd("merge", R"(sum the profiles of several runs

Sums the profiles of several runs or processes of the same program (for
example CCPROF_FILE=prog.%h.%p.json on many machines): calls, ticks and
samples add up, per function, and so do the Byrd-box ports of a logic
language's predicates (exits, redos, fails, box seconds, clause counts).
Profiles of different programs (different
executable name or different functions) are refused unless --force; profiles
taken at different sampling rates are always refused, and so is a count
that would pass 2^64-1. Calling contexts (stacks-mode profiles) add up
per path of functions from the root; a stacks-mode profile and one without
contexts are refused unless --force, which drops the contexts. OUT is
written completely or not at all; -o - writes to standard output.)");
cl::OptionCategory MergeCat("ccprof merge options");
cl::list<std::string> MergeInputs(cl::Positional,
                                  cl::desc("<A.json> <B.json> ..."),
                                  cl::sub(MergeCmd), cl::cat(MergeCat));
cl::opt<std::string> MergeOut("o", cl::desc("the merged profile (- for stdout)"),
                              cl::value_desc("OUT.json"), cl::sub(MergeCmd),
                              cl::cat(MergeCat));
cl::alias MergeOutLong("output", cl::desc("Alias for -o"),
                       cl::aliasopt(MergeOut), cl::cat(MergeCat));
cl::opt<bool> MergeForce("force",
                         cl::desc("merge profiles of different programs"),
                         cl::sub(MergeCmd), cl::cat(MergeCat));

/// Functions are the same if symbol, name, file and line agree.
std::string keyOf(const ProfileFunction &F) {
  std::string K;
  K.reserve(F.Symbol.size() + F.Name.size() + F.File.size() + 24);
  K.append(F.Symbol).push_back('\0');
  K.append(F.Name).push_back('\0');
  K.append(F.File).push_back('\0');
  K.append(std::to_string(F.Line));
  return K;
}

std::vector<std::string> keysOf(const Profile &P) {
  std::vector<std::string> Keys;
  Keys.reserve(P.Functions.size());
  for (const ProfileFunction &F : P.Functions)
    Keys.push_back(keyOf(F));
  return Keys;
}

std::string baseName(const std::string &Path) {
  return Path.substr(Path.rfind('/') + 1);
}

using KeyIndex = std::unordered_map<std::string_view, size_t>;

/// The processes a merge sums: each input's pid, or the pids of an input
/// that is itself a merge. Empty if that is one process (a merge of one
/// profile is that profile).
std::vector<uint64_t> mergedPids(const std::vector<Profile> &Ps) {
  std::vector<uint64_t> Pids;
  std::set<uint64_t> Snapshots; // pids of periodic snapshots: one process each
  for (const Profile &P : Ps) {
    if (P.Delta && !Snapshots.insert(P.Pid).second)
      continue;
    if (P.MergedPids.empty())
      Pids.push_back(P.Pid);
    else
      Pids.insert(Pids.end(), P.MergedPids.begin(), P.MergedPids.end());
  }
  if (Pids.size() < 2)
    Pids.clear();
  return Pids;
}

/// Sums the profiles into M: calls, ticks, samples and allocation add up
/// per function (Index maps a function's key to its row in M, and grows).
/// Sums of integers are exact however many profiles are merged; a count
/// that would pass 2^64-1 is refused, naming it: a wrapped count and a
/// saturated one would both be wrong. Returns "" or the problem.
std::string sumProfiles(const std::vector<Profile> &Ps,
                        const std::vector<std::string> &Inputs,
                        const std::vector<std::vector<std::string>> &Keys,
                        KeyIndex &Index, Profile &M) {
  const Profile &First = Ps[0];
  M = First;
  M.Samples = M.UnprofiledTicks = M.GcTicks = M.CensusTicks = 0;
  M.CpuSeconds = 0;
  std::string Err;
  // The message is made only when it is needed: Add runs per function.
  auto Add = [&](uint64_t &Sum, uint64_t V, size_t I, const char *What,
                 const ProfileFunction *F = nullptr) {
    if (!__builtin_add_overflow(Sum, V, &Sum))
      return true;
    Err = "with " + Inputs[I] + " the " + What +
          (F ? " of '" + F->Name + "'" : std::string()) +
          " add up to more than 2^64-1 (18446744073709551615)";
    return false;
  };
  std::set<std::string> Hosts, Counters;
  for (size_t I = 0; I < Ps.size(); ++I) {
    const Profile &P = Ps[I];
    if (!Add(M.Samples, P.Samples, I, "samples") ||
        !Add(M.UnprofiledTicks, P.UnprofiledTicks, I, "unprofiled_ticks") ||
        !Add(M.GcTicks, P.GcTicks, I, "gc_ticks") ||
        !Add(M.CensusTicks, P.CensusTicks, I, "census_ticks"))
      return Err;
    M.CpuSeconds += P.CpuSeconds;
    // Runs of one program leave out the same functions: not a sum.
    M.SmallFunctions = std::max(M.SmallFunctions, P.SmallFunctions);
    M.Start = std::min(M.Start, P.Start);
    M.End = std::max(M.End, P.End);
    Hosts.insert(P.Host);
    Counters.insert(P.Counters);
    if (I && M.Warning.empty() && !P.Warning.empty())
      M.Warning = Inputs[I] + ": " + P.Warning; // the first input's is kept as is
    for (size_t J = 0; I && J < P.Functions.size(); ++J) {
      const ProfileFunction &F = P.Functions[J];
      auto [It, New] = Index.emplace(Keys[I][J], M.Functions.size());
      if (New) {
        M.Functions.push_back(F);
        continue;
      }
      ProfileFunction &S = M.Functions[It->second];
      if (!Add(S.Calls, F.Calls, I, "calls", &F) || !Add(S.Ticks, F.Ticks, I, "ticks", &F) ||
          !Add(S.Alloc, F.Alloc, I, "alloc", &F))
        return Err;
      // Byrd-box ports (a predicate's) add up like calls, clause by clause.
      if (!F.HasPorts)
        continue;
      S.HasPorts = true;
      if (!Add(S.Exits, F.Exits, I, "exits", &F) || !Add(S.Redos, F.Redos, I, "redos", &F) ||
          !Add(S.Fails, F.Fails, I, "fails", &F) ||
          !Add(S.BoxNs, F.BoxNs, I, "box_seconds (in nanoseconds)", &F))
        return Err;
      if (S.Clauses.size() < F.Clauses.size())
        S.Clauses.resize(F.Clauses.size());
      for (size_t C = 0; C < F.Clauses.size(); ++C)
        if (!Add(S.Clauses[C].Tried, F.Clauses[C].Tried, I, "clauses' tried counts", &F) ||
            !Add(S.Clauses[C].Unified, F.Clauses[C].Unified, I, "clauses' unified counts", &F))
          return Err;
    }
  }
  M.MergedPids = mergedPids(Ps);
  M.Pid = M.MergedPids.empty() ? First.Pid : 0;
  // The sum of snapshots (or of anything) is no one period's delta.
  M.Delta = M.Final = false;
  M.Sequence = M.PeriodStartNs = M.PeriodEndNs = 0;
  if (Hosts.size() > 1)
    M.Host = "(" + std::to_string(Hosts.size()) + " hosts)";
  if (Counters.size() > 1)
    M.Counters = "mixed";
  std::string Bad = checkProfile(M);
  return Bad.empty() ? "" : "the merged profile would be invalid: " + Bad;
}

/// Why the inputs cannot be merged with their calling contexts (some have
/// them, some not), or ""; Stacks: whether all have them.
std::string mixedModes(const std::vector<Profile> &Ps,
                       const std::vector<std::string> &Inputs, bool &Stacks) {
  auto With = std::find_if(Ps.begin(), Ps.end(), [](auto &P) { return !P.Stacks.empty(); });
  auto Without = std::find_if(Ps.begin(), Ps.end(), [](auto &P) { return P.Stacks.empty(); });
  Stacks = Without == Ps.end();
  if (With == Ps.end() || Without == Ps.end())
    return "";
  return Inputs[With - Ps.begin()] + " has calling contexts ('stacks') but " +
         Inputs[Without - Ps.begin()] + " has none (built without --ccprof-mode=stacks)";
}

/// The calling-context trees of the inputs, summed into M.
std::string sumContexts(const std::vector<Profile> &Ps,
                        const std::vector<std::string> &Inputs, Profile &M) {
  ContextMerger Sum;
  for (size_t I = 0; I < Ps.size(); ++I)
    if (std::string Err = Sum.add(Ps[I], Inputs[I]); !Err.empty())
      return Err;
  M.Stacks = Sum.result();
  std::string Bad = checkProfile(M);
  return Bad.empty() ? "" : "the merged profile would be invalid: " + Bad;
}

} // namespace

int cmdMerge(const Args &A) {
  int Exit;
  if (!parseOptions(MergeCmd, MergeCat, A, Exit))
    return Exit;
  const std::vector<std::string> Inputs(MergeInputs.begin(), MergeInputs.end());
  const std::string Out = MergeOut;
  const bool Force = MergeForce;
  if (Out.empty())
    return fail("merge needs an output file: -o OUT.json");
  if (Inputs.empty())
    return fail("no profiles to merge (see ccprof merge --help)");

  std::vector<Profile> Ps(Inputs.size());
  for (size_t I = 0; I < Inputs.size(); ++I)
    if (!load(Inputs[I], Ps[I]))
      return 2;

  const Profile &First = Ps[0];
  std::vector<std::vector<std::string>> Keys;
  for (const Profile &P : Ps)
    Keys.push_back(keysOf(P));
  // Index of each function in the merged profile, by key.
  KeyIndex Index;
  Index.reserve(First.Functions.size());
  for (size_t J = 0; J < Keys[0].size(); ++J)
    Index.emplace(Keys[0][J], J);
  for (size_t I = 1; I < Ps.size(); ++I) {
    const Profile &P = Ps[I];
    if (P.Hz != First.Hz)
      return fail(Inputs[I] + " was sampled at " + std::to_string(P.Hz) +
                  " Hz but " + Inputs[0] + " at " + std::to_string(First.Hz) +
                  " Hz: ticks at different rates cannot be added");
    if (Force)
      continue;
    if (baseName(P.Program) != baseName(First.Program))
      return fail(Inputs[I] + " is a profile of '" + P.Program + "' but " +
                  Inputs[0] + " of '" + First.Program +
                  "' (use --force to merge anyway)");
    bool Same = Keys[I].size() == Keys[0].size();
    for (size_t J = 0; Same && J < Keys[I].size(); ++J)
      Same = Index.count(Keys[I][J]) != 0;
    if (!Same)
      return fail(Inputs[I] + " and " + Inputs[0] +
                  " have different functions: not the same build of '" +
                  baseName(First.Program) + "' (use --force to merge anyway)");
  }

  bool Stacks = true;
  if (std::string Mixed = mixedModes(Ps, Inputs, Stacks); !Mixed.empty()) {
    if (!Force)
      return fail(Mixed + " (use --force to merge them without the contexts)");
    std::cerr << "ccprof: warning: " << Mixed << ": the merged profile has no calling contexts\n";
  }

  Profile M;
  if (std::string Err = sumProfiles(Ps, Inputs, Keys, Index, M); !Err.empty())
    return fail("cannot merge: " + Err);
  M.Stacks.clear();
  if (std::string Err = Stacks ? sumContexts(Ps, Inputs, M) : ""; !Err.empty())
    return fail("cannot merge: " + Err);

  ReportView V;
  makeView(M, V, /*UnprofiledAsRow=*/false);
  makeTree(M, V);
  finishView(V);
  ccprof_sort_rows(V.R.rows, V.R.nrows);
  std::string Text;
  if (int Err = renderReport(ccprof_write_json, V.R, Text))
    return fail("cannot write '" + Out + "': " + strerror(Err));
  if (std::string Why = writeOutputFile(Out, Text); !Why.empty())
    return fail("cannot write '" + Out + "': " + Why);
  return 0;
}

namespace {

cl::SubCommand DiffCmd("diff", R"(compare two profiles function by function

Compares two profiles of a program function by function: %time, seconds
and calls in each, and the change in each, sorted by the size of the
change in %time. A function missing from a profile shows '-' there.
Predicates with Byrd-box ports then get a table of their box seconds,
exits, redos and fails in each and the changes. Two
stacks-mode profiles are then compared context by context: entries and
inherited %time of each path of functions from the root, sorted by the
size of the change in inherited %time. To see
who pays for a hot function F, profile once as usual and once with F
unprofiled (ccprof cc --ccprof-exclude='^F$' ...): F's time moves to the
callers that spent it, and the diff shows how much each one received.)");
cl::OptionCategory DiffCat("ccprof diff options");
cl::list<std::string> DiffFiles(cl::Positional,
                                cl::desc("<BASE.json> <NEW.json>"),
                                cl::sub(DiffCmd), cl::cat(DiffCat));

struct Side {
  uint64_t Calls = 0, Ticks = 0;
  bool Present = false;
  bool HasPorts = false; // a predicate's Byrd-box ports
  uint64_t Exits = 0, Redos = 0, Fails = 0, BoxNs = 0;
};

/// One function in both profiles (by name; "(unprofiled)" for the ticks
/// when none was current).
struct DiffRow {
  std::string Name;
  Side B, N;
  double PB, PN; // % of each profile's samples
};

std::vector<DiffRow> diffRows(const Profile &Base, const Profile &New) {
  // A function is its name and its symbol (two instantiations of a template
  // can have the same short name, two modules the same symbol); rows show
  // the name, with the symbol when another row shows the same name.
  std::unordered_map<std::string, std::pair<Side, Side>> Rows;
  std::unordered_map<std::string, std::string> NameOf;
  Rows.reserve(Base.Functions.size() + New.Functions.size());
  auto Add = [&](const Profile &P, bool IsNew) {
    for (const ProfileFunction &F : P.Functions) {
      std::string Key = F.Name + '\0' + F.Symbol;
      NameOf.emplace(Key, F.Name);
      Side &S = IsNew ? Rows[Key].second : Rows[Key].first;
      S.Calls += F.Calls;
      S.Ticks += F.Ticks;
      S.Present = true;
      if (F.HasPorts) {
        S.HasPorts = true;
        S.Exits += F.Exits;
        S.Redos += F.Redos;
        S.Fails += F.Fails;
        S.BoxNs += F.BoxNs;
      }
    }
    Side &U = IsNew ? Rows["(unprofiled)"].second : Rows["(unprofiled)"].first;
    U.Ticks += P.UnprofiledTicks;
    U.Present = true;
  };
  Add(Base, false);
  Add(New, true);
  NameOf.emplace("(unprofiled)", "(unprofiled)");
  std::unordered_map<std::string, unsigned> Shown;
  for (auto &[Key, S] : Rows)
    ++Shown[NameOf[Key]];
  std::vector<DiffRow> Out;
  for (auto &[Key, S] : Rows) {
    if (!S.first.Calls && !S.first.Ticks && !S.second.Calls && !S.second.Ticks)
      continue;
    const std::string &Name = NameOf[Key];
    std::string Symbol = Key.substr(std::min(Key.size(), Name.size() + 1));
    Out.push_back({Shown[Name] > 1 && !Symbol.empty() ? Name + " [" + Symbol + "]" : Name, S.first,
                   S.second, percent(S.first.Ticks, Base.Samples),
                   percent(S.second.Ticks, New.Samples)});
  }
  std::stable_sort(Out.begin(), Out.end(), [](const DiffRow &X, const DiffRow &Y) {
    double DX = std::fabs(X.PN - X.PB), DY = std::fabs(Y.PN - Y.PB);
    return DX != DY ? DX > DY : X.Name < Y.Name;
  });
  return Out;
}

std::string formatted(double V, const char *Format) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, Format, V);
  return Buf;
}

/// New - Base of two counts, signed ("+5", "-234573000", "+0"): exact
/// however large, where an int64_t could overflow.
std::string countChange(uint64_t Base, uint64_t New) {
  return New >= Base ? "+" + std::to_string(New - Base)
                     : "-" + std::to_string(Base - New);
}

/// The diff as a table of text cells, one row per function, under the
/// headings; the name is the last column.
std::vector<std::vector<std::string>> diffTable(const std::vector<DiffRow> &Rows,
                                                const Profile &Base,
                                                const Profile &New) {
  std::vector<std::vector<std::string>> T = {
      {"%base", "%new", "change", "secs base", "secs new", "secs change",
       "calls base", "calls new", "calls change", "name"}};
  auto Secs = [](uint64_t Ticks, const Profile &P) {
    return P.Hz ? (double)Ticks / (double)P.Hz : 0.0;
  };
  for (const DiffRow &L : Rows) {
    double SB = Secs(L.B.Ticks, Base), SN = Secs(L.N.Ticks, New);
    auto Calls = [](const Side &S) {
      return S.Present ? std::to_string(S.Calls) : std::string("-");
    };
    T.push_back({formatted(L.PB, "%.1f"), formatted(L.PN, "%.1f"), formatted(L.PN - L.PB, "%+.1f"),
                 L.B.Present ? formatted(SB, "%.3f") : "-",
                 L.N.Present ? formatted(SN, "%.3f") : "-", formatted(SN - SB, "%+.3f"),
                 Calls(L.B), Calls(L.N), countChange(L.B.Calls, L.N.Calls), L.Name});
  }
  return T;
}

/// Right-aligned columns as wide as their widest cell (at least 7), two
/// spaces apart.
void printTable(const std::vector<std::vector<std::string>> &T) {
  std::vector<size_t> Width(T[0].size() - 1, 7);
  for (const auto &Row : T)
    for (size_t C = 0; C + 1 < Row.size(); ++C)
      Width[C] = std::max(Width[C], Row[C].size());
  for (const auto &Row : T) {
    std::string Line;
    for (size_t C = 0; C + 1 < Row.size(); ++C)
      Line += std::string(Width[C] - Row[C].size() + (C ? 2 : 0), ' ') + Row[C];
    std::printf("%s  %s\n", Line.c_str(), Row.back().c_str());
  }
}

/// The predicates' Byrd-box ports of two profiles, after the flat diff:
/// box seconds, exits, redos and fails of each and their changes, sorted
/// by the size of the change in box time, then name. Nothing if neither
/// profile has ports.
void printPortDiff(const std::vector<DiffRow> &Rows) {
  std::vector<const DiffRow *> Ported;
  for (const DiffRow &R : Rows)
    if (R.B.HasPorts || R.N.HasPorts)
      Ported.push_back(&R);
  if (Ported.empty())
    return;
  auto Change = [](const DiffRow *R) {
    return R->N.BoxNs >= R->B.BoxNs ? R->N.BoxNs - R->B.BoxNs : R->B.BoxNs - R->N.BoxNs;
  };
  std::stable_sort(Ported.begin(), Ported.end(), [&](const DiffRow *X, const DiffRow *Y) {
    return Change(X) != Change(Y) ? Change(X) > Change(Y) : X->Name < Y->Name;
  });
  std::vector<std::vector<std::string>> T = {
      {"box-s base", "box-s new", "change", "exits base", "exits new", "change", "redos base",
       "redos new", "change", "fails base", "fails new", "change", "name/arity"}};
  for (const DiffRow *R : Ported) {
    auto Count = [](const Side &S, uint64_t N) {
      return S.HasPorts ? std::to_string(N) : std::string("-");
    };
    auto Box = [](const Side &S) {
      return S.HasPorts ? formatted((double)S.BoxNs / 1e9, "%.3f") : std::string("-");
    };
    double Delta = ((double)R->N.BoxNs - (double)R->B.BoxNs) / 1e9;
    T.push_back({Box(R->B), Box(R->N), formatted(Delta, "%+.3f"), Count(R->B, R->B.Exits),
                 Count(R->N, R->N.Exits), countChange(R->B.Exits, R->N.Exits),
                 Count(R->B, R->B.Redos), Count(R->N, R->N.Redos),
                 countChange(R->B.Redos, R->N.Redos), Count(R->B, R->B.Fails),
                 Count(R->N, R->N.Fails), countChange(R->B.Fails, R->N.Fails), R->Name});
  }
  std::printf("\nports of the predicates (Byrd boxes): seconds inside the box, exits, "
              "redos and fails\n\n");
  printTable(T);
}

/// The per-context diff of two stacks-mode profiles, after the flat one.
void printContextDiff(const std::vector<std::string> &Files, const Profile &Base,
                      const Profile &New) {
  if (Base.Stacks.empty() && New.Stacks.empty())
    return;
  if (Base.Stacks.empty() || New.Stacks.empty()) {
    std::printf("\nno per-context diff: only %s has calling contexts ('stacks')\n",
                (Base.Stacks.empty() ? Files[1] : Files[0]).c_str());
    return;
  }
  std::vector<std::vector<std::string>> T = {{"%inh base", "%inh new", "change",
                                              "entries base", "entries new",
                                              "entries change", "context"}};
  for (const ContextDiffRow &R : diffContexts(Base, New)) {
    auto Entries = [](bool In, uint64_t N) { return In ? std::to_string(N) : "-"; };
    T.push_back({R.InBase ? formatted(R.InheritedBase, "%.1f") : "-",
                 R.InNew ? formatted(R.InheritedNew, "%.1f") : "-",
                 formatted(R.InheritedNew - R.InheritedBase, "%+.1f"),
                 Entries(R.InBase, R.EntriesBase), Entries(R.InNew, R.EntriesNew),
                 countChange(R.EntriesBase, R.EntriesNew), R.Path});
  }
  std::printf("\ncalling contexts: inherited %%time (the context and all it called) "
              "and entries\n\n");
  printTable(T);
}

} // namespace

int cmdDiff(const Args &A) {
  int Exit;
  if (!parseOptions(DiffCmd, DiffCat, A, Exit))
    return Exit;
  const std::vector<std::string> Files(DiffFiles.begin(), DiffFiles.end());
  if (Files.size() != 2)
    return fail("diff takes two profiles: BASE.json NEW.json");
  Profile Base, New;
  if (!load(Files[0], Base) || !load(Files[1], New))
    return 2;
  std::printf("base: %s (%llu samples, %.3f s)\nnew:  %s (%llu samples, %.3f s)\n\n",
              Files[0].c_str(), (unsigned long long)Base.Samples,
              Base.Hz ? (double)Base.Samples / (double)Base.Hz : 0.0, Files[1].c_str(),
              (unsigned long long)New.Samples,
              New.Hz ? (double)New.Samples / (double)New.Hz : 0.0);
  std::vector<DiffRow> Rows = diffRows(Base, New);
  printTable(diffTable(Rows, Base, New));
  printPortDiff(Rows);
  printContextDiff(Files, Base, New);
  return 0;
}

} // namespace ccprof
