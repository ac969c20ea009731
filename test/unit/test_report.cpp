// test_report.cpp - the prof and JSON writers, and the JSON round trip.
#include "ProfileJSON.h"
#include "ReadBack.h"
#include <catch2/catch.hpp>
#include <vector>

namespace {
// The paper's example, at 1000 Hz: 3890 samples in all.
struct PaperProfile {
  std::vector<ccprof_row> Rows = {
      {"natlist", "natlist", "primes.c", 20, 1001, 0},
      {"isPrime.test", "isPrime_test", "primes.c", 12, 78189, 3520},
      {"subset", "subset", "primes.c", 3, 1, 0},
      {"isPrime", "isPrime", "primes.c", 10, 1000, 330},
      {"subset.f", "subset_f", "primes.c", 4, 1001, 2},
      {"never", "never", "primes.c", 30, 0, 0}};
  ccprof_report R{};
  PaperProfile() {
    R.program = "/tmp/primes";
    R.host = "box";
    R.pid = 42;
    R.start_sec = 1795313658;
    R.end_sec = 1795313662;
    R.hz = 1000;
    R.unprofiled_ticks = 38;
    R.samples = 3520 + 330 + 2 + 38;
    R.cpu_ns = 3900000000ull;
    R.counters = "plain";
    R.timer = "task-clock";
    R.rows = Rows.data();
    R.nrows = Rows.size();
    ccprof_sort_rows(R.rows, R.nrows);
  }
};
} // namespace

TEST_CASE("prof report matches the paper's layout", "[prof]") {
  PaperProfile P;
  int Err = -1;
  std::string Text = writeToString(ccprof_write_prof, P.R, &Err);
  CHECK(Err == 0);
  CHECK(Text ==
        "ccprof profile of /tmp/primes (pid 42 on box), started 2026-11-22 "
        "02:14:18 UTC\n"
        "total 3.89 s: 3890 samples at 1000 Hz (task-clock); process CPU time 3.90 s; "
        "call counters plain\n"
        "\n"
        "%time  cumsecs   #call time/call  name\n"
        " 90.5     3.52   78189   45.0 us  isPrime.test\n"
        "  8.5     3.85    1000    330 us  isPrime\n"
        "  1.0     3.89       0            (unprofiled)\n"
        "   .1     3.89    1001   2.00 us  subset.f\n"
        "   .0     3.89    1001      0     natlist\n"
        "   .0     3.89       1      0     subset\n");
}

TEST_CASE("prof columns widen for large numbers", "[prof]") {
  std::vector<ccprof_row> Rows = {{"loop", "loop", "", 0, 100000001, 1234567}};
  ccprof_report R = reportOf(Rows, 1234567);
  std::string Text = writeToString(ccprof_write_prof, R);
  INFO(Text);
  CHECK(Text.find("%time  cumsecs     #call time/call  name\n"
                  "100.0  1234.57 100000001   12.3 us  loop\n") != std::string::npos);
}

TEST_CASE("prof report with no samples does not divide by zero", "[prof]") {
  std::vector<ccprof_row> Rows = {{"main", "main", "", 0, 1, 0}};
  ccprof_report R = reportOf(Rows, 0);
  std::string Text = writeToString(ccprof_write_prof, R);
  CHECK(Text.find("   .0     0.00       1      0     main\n") != std::string::npos);
  CHECK(Text.find("(unprofiled)") == std::string::npos);
}

TEST_CASE("JSON round trip keeps every field of every record", "[json]") {
  PaperProfile P;
  std::string Text = writeToString(ccprof_write_json, P.R);
  ccprof::Profile Back;
  ccprof::ProfileError Err;
  REQUIRE(ccprof::parseProfileJSON(Text, Back, Err));
  CHECK(Back.Version == 1);
  CHECK(Back.Program == "/tmp/primes");
  CHECK(Back.Host == "box");
  CHECK(Back.Pid == 42);
  CHECK(Back.Start == "2026-11-22T02:14:18Z");
  CHECK(Back.End == "2026-11-22T02:14:22Z");
  CHECK(Back.Hz == 1000);
  CHECK(Back.Samples == 3890);
  CHECK(Back.UnprofiledTicks == 38);
  CHECK(Back.Seconds == Approx(3.89));
  CHECK(Back.CpuSeconds == Approx(3.9));
  CHECK(Back.Counters == "plain");
  CHECK(Back.Timer == "task-clock");
  REQUIRE(Back.Functions.size() == P.Rows.size()); // uncalled ones too
  for (size_t I = 0; I < P.Rows.size(); ++I) {
    const ccprof_row &W = P.R.rows[I];
    const ccprof::ProfileFunction &F = Back.Functions[I];
    CHECK(F.Name == W.name);
    CHECK(F.Symbol == W.symbol);
    CHECK(F.File == W.file);
    CHECK(F.Line == W.line);
    CHECK(F.Calls == W.calls);
    CHECK(F.Ticks == W.ticks);
    CHECK(F.Seconds == Approx(W.ticks / 1000.0));
  }
}

TEST_CASE("JSON escapes names that need it", "[json]") {
  std::vector<ccprof_row> Rows = {
      {"operator\"\"_x(char const*)", "_Zli2_xPKc", "dir\\a\tb.cc", 1, 1, 0}};
  ccprof_report R = reportOf(Rows, 0);
  std::string Text = writeToString(ccprof_write_json, R);
  CHECK(Text.find(R"x("operator\"\"_x(char const*)")x") != std::string::npos);
  CHECK(Text.find(R"x("dir\\a\u0009b.cc")x") != std::string::npos);
  ccprof::Profile Back;
  ccprof::ProfileError Err;
  REQUIRE(ccprof::parseProfileJSON(Text, Back, Err));
  CHECK(Back.Functions[0].Name == Rows[0].name);
  CHECK(Back.Functions[0].File == Rows[0].file);
}

TEST_CASE("truncated or corrupt JSON is refused with the line and field", "[json]") {
  PaperProfile P;
  std::string Text = writeToString(ccprof_write_json, P.R);
  ccprof::Profile Back;
  ccprof::ProfileError Err;
  CHECK_FALSE(ccprof::parseProfileJSON(Text.substr(0, Text.size() / 2), Back, Err));
  CHECK(Err.Line > 1);
  CHECK(Err.Message.find("truncated") != std::string::npos);
  std::string Bad = Text;
  Bad.replace(Bad.find("\"calls\": 1001"), 13, "\"calls\": -1  ");
  CHECK_FALSE(ccprof::parseProfileJSON(Bad, Back, Err));
  CHECK(Err.describe("p.json") ==
        "p.json: not a valid CCProf profile: field 'functions[2].calls' wants a "
        "whole number from 0 to 18446744073709551615, not -1");
}

TEST_CASE("JSON writer replaces bytes that are not UTF-8", "[json]") {
  // Stray bytes, an overlong '/', a UTF-16 surrogate, a sequence cut short
  // by the end of the string; then well-formed 2-, 3- and 4-byte characters.
  std::vector<ccprof_row> Rows = {
      {"a\xff\xfe" "b\xc0\xaf" "c\xed\xa0\x80" "d\xe2\x82", "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80",
       "", 1, 1, 0}};
  ccprof_report R = reportOf(Rows, 0);
  std::string Text = writeToString(ccprof_write_json, R);
  CHECK(Text.find(R"("a\ufffd\ufffdb\ufffd\ufffdc\ufffd\ufffd\ufffdd\ufffd\ufffd")") !=
        std::string::npos);
  ccprof::Profile Back;
  ccprof::ProfileError Err;
  REQUIRE(ccprof::parseProfileJSON(Text, Back, Err)); // strict UTF-8
  CHECK(Back.Functions[0].Symbol == Rows[0].symbol);
}

TEST_CASE("JSON reader refuses profiles that cannot have been measured", "[json]") {
  PaperProfile P;
  const std::string Good = writeToString(ccprof_write_json, P.R);
  auto Refused = [&](const std::string &From, const std::string &To) {
    std::string Text = Good;
    size_t At = Text.find(From);
    REQUIRE(At != std::string::npos);
    Text.replace(At, From.size(), To);
    ccprof::Profile Back;
    ccprof::ProfileError Err;
    CHECK_FALSE(ccprof::parseProfileJSON(Text, Back, Err));
    return Err.Message;
  };
  CHECK(Refused("\"samples\": 3890", "\"samples\": 3889").find(
            "add up to 3890, more than 'samples' (3889)") != std::string::npos);
  CHECK(Refused("\"hz\": 1000", "\"hz\": 0").find("field 'hz'") != std::string::npos);
  CHECK(Refused("\"cpu_seconds\": 3.900000", "\"cpu_seconds\": 1e999")
            .find("field 'cpu_seconds'") != std::string::npos);
  CHECK(Refused("\"pid\": 42", "\"pid\": 42, \"pid\": 43")
            .find("the key \"pid\" appears twice") != std::string::npos);
  // Escaped or not, a key is the same key.
  CHECK(Refused("\"pid\": 42", "\"pid\": 42, \"p\\u0069d\": 43")
            .find("the key \"pid\" appears twice") != std::string::npos);
  CHECK(Refused("\"start\": \"2026-11-22T02:14:18Z\"", "\"start\": \"soon\"")
            .find("field 'start'") != std::string::npos);
  CHECK(Refused("\"program\": \"/tmp/primes\"", "\"program\": \"\xff\"")
            .find("Invalid UTF-8") != std::string::npos);
}

TEST_CASE("a merged profile names its processes, not pid 0", "[prof][json]") {
  PaperProfile P;
  const uint64_t Pids[] = {11, 12, 13, 14, 15, 16, 17, 18, 19};
  P.R.pid = 0;
  P.R.merged_pids = Pids;
  P.R.nmerged = 3;
  std::string Prof = writeToString(ccprof_write_prof, P.R);
  CHECK(Prof.rfind("ccprof profile of /tmp/primes (merged from 3 profiles: pids 11, "
                   "12, 13 on box), started ",
                   0) == 0);
  std::string Json = writeToString(ccprof_write_json, P.R);
  CHECK(Json.find("\"merged_pids\": [11, 12, 13],\n") != std::string::npos);
  CHECK(Json.find("\"pid\"") == std::string::npos);
  ccprof::Profile Back;
  ccprof::ProfileError Err;
  REQUIRE(ccprof::parseProfileJSON(Json, Back, Err));
  CHECK(Back.MergedPids == std::vector<uint64_t>{11, 12, 13});
  // Past eight pids the header stops; the JSON lists them all.
  P.R.nmerged = 9;
  Prof = writeToString(ccprof_write_prof, P.R);
  CHECK(Prof.find("(merged from 9 profiles: pids 11, 12, 13, 14, 15, 16, 17, 18, "
                  "... on box)") != std::string::npos);
  Json = writeToString(ccprof_write_json, P.R);
  CHECK(Json.find("[11, 12, 13, 14, 15, 16, 17, 18, 19]") != std::string::npos);
  // A pid list that is not one is refused, naming the field.
  Json.replace(Json.find("[11,"), 4, "[\"x\",");
  CHECK_FALSE(ccprof::parseProfileJSON(Json, Back, Err));
  CHECK(Err.Message.find("field 'merged_pids[0]'") != std::string::npos);
}
