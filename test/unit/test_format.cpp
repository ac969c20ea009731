// test_format.cpp - the runtime's number and date formatting and row order.
#include "ccprof_rt.h"
#include <catch2/catch.hpp>
#include <string>
#include <vector>

static std::string fixed(uint64_t Num, uint64_t Den, unsigned Dec, int Drop) {
  char Buf[48];
  size_t N = ccprof_fmt_fixed(Buf, Num, Den, Dec, Drop);
  REQUIRE(N == std::string(Buf).size());
  return Buf;
}

TEST_CASE("integers format in decimal", "[format]") {
  char Buf[24];
  CHECK(ccprof_fmt_u64(Buf, 0) == 1);
  CHECK(std::string(Buf) == "0");
  ccprof_fmt_u64(Buf, 18446744073709551615ull);
  CHECK(std::string(Buf) == "18446744073709551615");
}

TEST_CASE("fixed point rounds half up and drops the leading zero like prof",
          "[format]") {
  CHECK(fixed(3520, 1000, 2, 0) == "3.52");
  CHECK(fixed(45, 1000, 3, 1) == ".045");
  CHECK(fixed(45, 1000, 3, 0) == "0.045");
  CHECK(fixed(7, 1000, 1, 1) == ".0");       // 0.007 -> .0
  CHECK(fixed(1, 20, 1, 1) == ".1");         // 0.05 rounds up
  CHECK(fixed(9040, 100, 1, 1) == "90.4");
  CHECK(fixed(5, 0, 2, 0) == "5.00");        // no division by zero
  CHECK(fixed(12, 1, 0, 0) == "12");
  // Large counts do not overflow (128-bit intermediate).
  CHECK(fixed(18446744073709551615ull, 1000, 6, 0) == "18446744073709551.615000");
}

static std::string perCall(uint64_t Ticks, uint64_t Hz, uint64_t Calls) {
  char Buf[48];
  size_t N = ccprof_fmt_per_call(Buf, Ticks, Hz, Calls);
  REQUIRE(N == std::string(Buf).size());
  return Buf;
}

TEST_CASE("time per call has three significant digits and its own unit", "[format]") {
  CHECK(perCall(704, 1000, 234573000) == "3.00 ns"); // was ms/call ".000"
  CHECK(perCall(3520, 1000, 78189) == "45.0 us");
  CHECK(perCall(330, 1000, 1000) == "330 us");
  CHECK(perCall(1, 1000, 1) == "1.00 ms");
  CHECK(perCall(3520, 1000, 1) == "3.52 s ");  // the unit is two characters wide
  CHECK(perCall(2000000, 1000, 1) == "2000 s ");
  CHECK(perCall(1, 1000, 3000000) == "0.333 ns");
  // Rounding that carries into the next decade, or the next unit.
  CHECK(perCall(9996, 1000, 1000000) == "10.0 us");
  CHECK(perCall(99996, 1000, 1000000) == "100 us");
  CHECK(perCall(9999, 1000, 10000) == "1.00 ms");
  CHECK(perCall(999999, 1000000, 1000000000) == "1.00 ns");
  // No tick: zero, in the digits' column; never called: nothing.
  CHECK(perCall(0, 1000, 5) == "0   ");
  CHECK(perCall(5, 1000, 0) == "");
  // The extremes do not overflow.
  CHECK(perCall(18446744073709551615ull, 1, 1) == "18446744073709551615 s ");
  CHECK(perCall(1, 4294967295u, 18446744073709551615ull) == "0.000 ns");
}

TEST_CASE("a few nanoseconds a call over many calls is a short call", "[format]") {
  // 1000 Hz: a tick is 1 ms. 98 ticks over 10^7 calls: 9.8 ns a call, and
  // 9.9 with one tick more.
  CHECK(ccprof_short_calls(98, 1000, 10000000));
  CHECK_FALSE(ccprof_short_calls(99, 1000, 10000000)); // 10 ns with one more
  CHECK(ccprof_short_calls(0, 1000, 100000001));       // no sample in 10^8 calls
  CHECK_FALSE(ccprof_short_calls(0, 1000, 1000));      // too few calls to say
  CHECK_FALSE(ccprof_short_calls(0, 0, 1000000));      // no rate
  // No overflow: 2^63 calls, 2^40 ticks at 10 kHz is about 0.01 ns a call.
  CHECK(ccprof_short_calls(1ull << 40, 10000, 1ull << 63));
}

TEST_CASE("dates are UTC, civil and ISO", "[format]") {
  char Buf[32];
  ccprof_fmt_time(Buf, 0, 1);
  CHECK(std::string(Buf) == "1970-01-01T00:00:00Z");
  ccprof_fmt_time(Buf, 1795313658, 0); // 2026-11-22 02:14:18
  CHECK(std::string(Buf) == "2026-11-22 02:14:18");
  ccprof_fmt_time(Buf, 951782400, 1);  // leap day
  CHECK(std::string(Buf) == "2000-02-29T00:00:00Z");
}

TEST_CASE("rows sort by time, then calls, then name", "[sort]") {
  std::vector<ccprof_row> Rows = {
      {"b", "", "", 0, 10, 5}, {"a", "", "", 0, 10, 5},
      {"c", "", "", 0, 99, 1}, {"d", "", "", 0, 1, 1000},
      {"e", "", "", 0, 0, 0},  {"f", "", "", 0, 20, 5}};
  ccprof_sort_rows(Rows.data(), Rows.size());
  std::string Order;
  for (auto &R : Rows)
    Order += R.name;
  CHECK(Order == "dfabce");
}

TEST_CASE("sorting many rows is a total order", "[sort]") {
  std::vector<ccprof_row> Rows;
  static char Names[5000][8];
  for (int I = 0; I < 5000; ++I) {
    snprintf(Names[I], sizeof Names[I], "f%d", I);
    Rows.push_back({Names[I], "", "", 0, (uint64_t)(I * 7919 % 13), (uint64_t)(I * 104729 % 101)});
  }
  ccprof_sort_rows(Rows.data(), Rows.size());
  for (size_t I = 1; I < Rows.size(); ++I)
    CHECK_FALSE(ccprof_row_before(&Rows[I], &Rows[I - 1]));
}
