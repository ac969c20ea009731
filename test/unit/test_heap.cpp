// Unit tests of ccprof heap's data side (instrument/HeapProfile.cpp): the
// strict .hp reader and the line each refusal names, the choice and order of
// bands and the "other" sum, and the axis arithmetic. The lit tests in
// test/lit/tool/heap check the drawn chart; these check the numbers behind it.
#include "HeapProfile.h"

#include <catch2/catch.hpp>

#include <string>

using namespace ccprof;

namespace {

const char *const Good = "JOB \"prog +RTS -hc -RTS\"\n"
                         "DATE \"Sun Nov 22 18:40:01 2026\"\n"
                         "SAMPLE_UNIT \"seconds\"\n"
                         "VALUE_UNIT \"bytes\"\n"
                         "BEGIN_SAMPLE 0.00\n"
                         "END_SAMPLE 0.00\n"
                         "BEGIN_SAMPLE 0.11\n"
                         "build\t4194304\n"
                         "(3)consume,MAIN\t20480\n"
                         "END_SAMPLE 0.11\n"
                         "MARK 0.15\n"
                         "\n"
                         "BEGIN_SAMPLE 0.22\r\n"
                         "<main.sat>   8\n"
                         "build\t1\n"
                         "END_SAMPLE 0.22\n";

HeapProfile parseOk(const std::string &Text) {
  HeapProfile P;
  HeapParseError E;
  bool Ok = parseHeapProfile(Text, P, E);
  INFO("line " << E.Line << ": " << E.Message);
  REQUIRE(Ok);
  return P;
}

/// Parses Text, which must be refused; returns the error.
HeapParseError parseBad(const std::string &Text) {
  HeapProfile P;
  HeapParseError E;
  REQUIRE_FALSE(parseHeapProfile(Text, P, E));
  return E;
}

/// A profile with one sample per row of Values (name, value pairs).
HeapProfile profileOf(std::vector<std::vector<std::pair<std::string, int>>> Rows) {
  std::string T = "JOB \"t\"\n";
  for (size_t I = 0; I < Rows.size(); ++I) {
    T += "BEGIN_SAMPLE " + std::to_string(I) + "\n";
    for (auto &[N, V] : Rows[I])
      T += N + " " + std::to_string(V) + "\n";
    T += "END_SAMPLE " + std::to_string(I) + "\n";
  }
  return parseOk(T);
}

std::vector<std::string> namesOf(const std::vector<HeapBand> &Bands) {
  std::vector<std::string> N;
  for (const HeapBand &B : Bands)
    N.push_back(B.Name);
  return N;
}

} // namespace

TEST_CASE("a good .hp file is read completely", "[heap][parse]") {
  HeapProfile P = parseOk(Good);
  CHECK(P.Job == "prog +RTS -hc -RTS");
  CHECK(P.Date == "Sun Nov 22 18:40:01 2026");
  CHECK(P.SampleUnit == "seconds");
  CHECK(P.ValueUnit == "bytes");
  REQUIRE(P.Samples.size() == 3);
  CHECK(P.Samples[0].Time == 0.0);
  CHECK(P.Samples[0].Values.empty());
  CHECK(P.Samples[1].Time == Approx(0.11));
  CHECK(P.Samples[2].Time == Approx(0.22));
  REQUIRE(P.Names == std::vector<std::string>{"build", "(3)consume,MAIN", "<main.sat>"});
  CHECK(P.Samples[1].Values ==
        std::vector<std::pair<uint32_t, uint64_t>>{{0, 4194304}, {1, 20480}});
  CHECK(P.Samples[2].Values == std::vector<std::pair<uint32_t, uint64_t>>{{2, 8}, {0, 1}});
}

TEST_CASE("header lines in any order; only JOB is required", "[heap][parse]") {
  HeapProfile P = parseOk("VALUE_UNIT \"words\"\nJOB \"a \"quoted\" job\"\n");
  CHECK(P.Job == "a \"quoted\" job");
  CHECK(P.ValueUnit == "words");
  CHECK(P.SampleUnit == "seconds");
  CHECK(P.Samples.empty());
  // Equal times are allowed; values too large for 32 bits are kept.
  P = parseOk("JOB \"x\"\nBEGIN_SAMPLE 1\nEND_SAMPLE 1.0\nBEGIN_SAMPLE 1\n"
              "big 18446744073709551615\nEND_SAMPLE 1\n");
  REQUIRE(P.Samples.size() == 2);
  CHECK(P.Samples[1].Values[0].second == 18446744073709551615ull);
}

TEST_CASE("each malformed line is refused with its line number", "[heap][parse]") {
  const std::string Head = "JOB \"p\"\n";         // line 1
  const std::string Open = Head + "BEGIN_SAMPLE 0.5\n"; // line 2
  struct Case {
    std::string Text;
    size_t Line;
    std::string Message;
  } Cases[] = {
      {Open + "a 1\n", 2, "BEGIN_SAMPLE 0.5 has no END_SAMPLE: the file ends at line 3 (truncated?)"},
      {Open + "END_SAMPLE 0.6\n", 3, "END_SAMPLE 0.6 does not match BEGIN_SAMPLE 0.5 on line 2"},
      {Open + "a 12k\n", 3, "value '12k' for 'a' is not a whole number"},
      {Open + "a 1.5\n", 3, "value '1.5' for 'a' is not a whole number"},
      {Open + "a -7\n", 3, "negative value -7 for 'a'"},
      {Open + "a 18446744073709551616\n", 3, "value 18446744073709551616 for 'a' is too large"},
      {Open + "a\n", 3, "'a' has no value"},
      {Open + "a 18446744073709551615\nb 1\n", 4,
       "the values of the sample begun on line 2 add up to more than 2^64-1"},
      {Open + "a b 1\n", 3, "unexpected '1' after the value of 'a' (names have no spaces)"},
      {Open + "BEGIN_SAMPLE 0.6\n", 3,
       "BEGIN_SAMPLE 0.6 inside the sample begun on line 2 (no END_SAMPLE 0.5)"},
      {Head + "HEAP_SIZE \"x\"\n", 2, "unknown keyword 'HEAP_SIZE'"},
      {Head + "FOO\n", 2, "unknown keyword 'FOO'"},
      {Head + "a 5\n", 2, "'a 5' outside a sample (no BEGIN_SAMPLE before it)"},
      {Head + "END_SAMPLE 1\n", 2, "END_SAMPLE 1 without BEGIN_SAMPLE"},
      {"DATE \"d\"\n\nBEGIN_SAMPLE 0\nEND_SAMPLE 0\n", 3, "no JOB line before the first sample"},
      {"DATE \"d\"\nSAMPLE_UNIT \"s\"\n", 2, "no JOB line (not a heap profile?)"},
      {"", 1, "no JOB line (not a heap profile?)"},
      {Head + "JOB \"again\"\n", 2, "second JOB line (the first is line 1)"},
      {Head + "DATE today\n", 2, "DATE wants a quoted string, not 'today'"},
      {Head + "BEGIN_SAMPLE 0\nEND_SAMPLE 0\nVALUE_UNIT \"b\"\n", 4,
       "VALUE_UNIT after the first sample (header lines come first)"},
      {Head + "BEGIN_SAMPLE 2\nEND_SAMPLE 2\nBEGIN_SAMPLE 1.5\n", 4,
       "BEGIN_SAMPLE 1.5 goes back in time (the previous sample is at 2)"},
      {Head + "BEGIN_SAMPLE\n", 2, "BEGIN_SAMPLE needs a time"},
      {Head + "BEGIN_SAMPLE x\n", 2, "BEGIN_SAMPLE: time 'x' is not a number"},
      {Head + "BEGIN_SAMPLE inf\n", 2, "BEGIN_SAMPLE: time 'inf' is not a number"},
      {Head + "BEGIN_SAMPLE -1\n", 2, "BEGIN_SAMPLE: negative time '-1'"},
      {Head + "MARK 1 2\n", 2, "unexpected '2' after MARK 1"},
  };
  for (const Case &C : Cases) {
    INFO(C.Text);
    HeapParseError E = parseBad(C.Text);
    CHECK(E.Line == C.Line);
    CHECK(E.Message == C.Message);
  }
}

TEST_CASE("bands are ranked by peak, largest first, ties by name", "[heap][bands]") {
  HeapProfile P = profileOf({{{"small", 5}, {"big", 100}},
                             {{"mid", 50}, {"tie_b", 7}, {"tie_a", 7}},
                             {{"big", 1}, {"small", 6}}});
  HeapChart C = chooseHeapBands(P, 15);
  CHECK(namesOf(C.Bands) == std::vector<std::string>{"big", "mid", "tie_a", "tie_b", "small"});
  CHECK_FALSE(C.HasOther);
  CHECK(C.Rest.empty());
  // Absent from a sample means 0 there.
  CHECK(C.Bands[0].Values == std::vector<uint64_t>{100, 0, 1});
  CHECK(C.Bands[4].Values == std::vector<uint64_t>{5, 0, 6});
  CHECK(C.Bands[4].Peak == 6);
  CHECK(C.Bands[4].PeakTime == 2.0);
  CHECK(C.Bands[0].PeakTime == 0.0);
  CHECK(C.Totals == std::vector<uint64_t>{105, 64, 7});
  CHECK(C.PeakTotal == 105);
  CHECK(C.Times == std::vector<double>{0, 1, 2});
}

TEST_CASE("beyond N bands the rest are summed into other", "[heap][bands]") {
  // 20 identifiers; n<i> peaks at i * 10 in sample i % 3.
  std::vector<std::vector<std::pair<std::string, int>>> Rows(3);
  for (int I = 1; I <= 20; ++I) {
    Rows[I % 3].push_back({"n" + std::to_string(I), I * 10});
    Rows[(I + 1) % 3].push_back({"n" + std::to_string(I), I});
  }
  HeapProfile P = profileOf(Rows);
  HeapChart C = chooseHeapBands(P, 15);
  REQUIRE(C.Bands.size() == 15);
  REQUIRE(C.HasOther);
  CHECK(C.Other.Name == "other");
  CHECK(C.Bands.front().Name == "n20");
  CHECK(C.Bands.back().Name == "n6");
  CHECK(namesOf(C.Rest) == std::vector<std::string>{"n5", "n4", "n3", "n2", "n1"});
  for (size_t S = 0; S < 3; ++S) {
    uint64_t Sum = 0;
    for (const HeapBand &B : C.Rest)
      Sum += B.Values[S];
    CHECK(C.Other.Values[S] == Sum);
    // Bands and other together are the whole heap.
    for (const HeapBand &B : C.Bands)
      Sum += B.Values[S];
    CHECK(Sum == C.Totals[S]);
  }
  CHECK(C.Other.Peak == *std::max_element(C.Other.Values.begin(), C.Other.Values.end()));

  HeapChart Five = chooseHeapBands(P, 5);
  CHECK(Five.Bands.size() == 5);
  CHECK(Five.Rest.size() == 15);
  HeapChart All = chooseHeapBands(P, 20);
  CHECK(All.Bands.size() == 20);
  CHECK_FALSE(All.HasOther);
}

TEST_CASE("duplicate names in one sample add up", "[heap][bands]") {
  HeapProfile P = profileOf({{{"a.truncated", 3}, {"a.truncated", 4}}});
  HeapChart C = chooseHeapBands(P, 15);
  REQUIRE(C.Bands.size() == 1);
  CHECK(C.Bands[0].Values == std::vector<uint64_t>{7});
}

TEST_CASE("no samples, or only zero ones, give an empty chart", "[heap][bands]") {
  HeapChart C = chooseHeapBands(parseOk("JOB \"x\"\n"), 15);
  CHECK(C.Bands.empty());
  CHECK(C.PeakTotal == 0);
  C = chooseHeapBands(profileOf({{}, {{"a", 0}}}), 15);
  CHECK(C.PeakTotal == 0);
  REQUIRE(C.Bands.size() == 1);
  CHECK(C.Bands[0].Peak == 0);
}

TEST_CASE("axis ticks are round and cover the peak", "[heap][axis]") {
  CHECK(niceTicks(6815744, 5) == std::vector<double>{0, 2e6, 4e6, 6e6, 8e6});
  CHECK(niceTicks(100, 5) == std::vector<double>{0, 20, 40, 60, 80, 100});
  CHECK(niceTicks(0.44, 8) == std::vector<double>{0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5});
  CHECK(niceTicks(0, 5) == std::vector<double>{0, 0.2, 0.4, 0.6000000000000001, 0.8, 1});
  CHECK(niceTicks(0, 5, 1) == std::vector<double>{0, 1});
  CHECK(niceTicks(3, 5, 1) == std::vector<double>{0, 1, 2, 3});
  std::vector<double> T = niceTicks(123456789, 5);
  CHECK(T.back() >= 123456789);
  CHECK(T.size() <= 8);
}

TEST_CASE("values are shown in SI bytes", "[heap][axis]") {
  CHECK(formatBytes(0) == "0 B");
  CHECK(formatBytes(512) == "512 B");
  CHECK(formatBytes(4194304) == "4.19 MB");
  CHECK(formatBytes(41943040) == "41.9 MB");
  CHECK(formatBytes(20480) == "20.5 kB");
  CHECK(formatBytes(3e9) == "3.00 GB");
  CHECK(formatBytes(4e12) == "4000 GB");
  // On an axis, as precise as the tick spacing.
  CHECK(formatBytes(2e6, 2e6) == "2 MB");
  CHECK(formatBytes(1.5e6, 5e5) == "1.5 MB");
  CHECK(formatBytes(200, 200) == "200 B");
  CHECK(formatCount(6e6, 2e6) == "6M");
  CHECK(formatNumber(0.30000000000000004, 0.1) == "0.3");
  CHECK(formatNumber(40, 20) == "40");
  CHECK(formatNumber(0.25, 0.05) == "0.25");
}

TEST_CASE("retainer-set names are shown as sets", "[heap]") {
  CHECK(retainerSet("(3)consume,MAIN") == "{consume, MAIN}");
  CHECK(retainerSet("(12)eval,Main.run,MAIN") == "{eval, Main.run, MAIN}");
  CHECK(retainerSet("(1)MAIN") == "{MAIN}");
  CHECK(retainerSet("(:)") == "");
  CHECK(retainerSet("(x)a,b") == "");
  CHECK(retainerSet("MAIN") == "");
  CHECK(retainerSet("build") == "");
}
