// test_ports.cpp - Byrd-box ports (ccprof/CCProfPorts.h): the join of ports
// structs to records (rt/ports.c), sampled box time, the writers' port
// fields and table, and the JSON round trip.
#include "ProfileJSON.h"
#include "ReadBack.h"
#include "ThreadCpu.h"
#include <catch2/catch.hpp>
#include <cstring>
#include <vector>

namespace {
__ccprof_ports portsOf(const char *Symbol, uint64_t Exits) {
  __ccprof_ports P{};
  P.symbol = Symbol;
  P.exits = Exits;
  return P;
}
} // namespace

TEST_CASE("a ports struct joins the record of its own image with its symbol", "[ports]") {
  // Two images (two plugins) each define append/3; image B also has
  // member/2 twice (a front end's bug: the first struct counts).
  int ImageA, ImageB;
  std::vector<__ccprof_ports> Ps = {portsOf("append/3", 1), portsOf("append/3", 2),
                                    portsOf("member/2", 3), portsOf("member/2", 4),
                                    portsOf("", 5)};
  std::vector<ccprof_ports_ref> Refs = {{&ImageB, &Ps[3]}, {&ImageA, &Ps[0]},
                                        {&ImageB, &Ps[1]}, {&ImageB, &Ps[2]}};
  ccprof_ports_sort(Refs.data(), Refs.size());
  auto Find = [&](const void *Image, const char *Symbol) {
    return ccprof_ports_find(Refs.data(), Refs.size(), Image, Symbol);
  };
  CHECK(Find(&ImageA, "append/3") == &Ps[0]);
  CHECK(Find(&ImageB, "append/3") == &Ps[1]);
  CHECK(Find(&ImageB, "member/2") == &Ps[2]); // the first of the two
  CHECK(Find(&ImageA, "member/2") == nullptr); // not across images
  CHECK(Find(&ImageA, "append/2") == nullptr); // the arity is part of the name
  CHECK(Find(&ImageA, "") == nullptr);
  CHECK(Find(&ImageA, nullptr) == nullptr);
  CHECK(Find(nullptr, "append/3") == nullptr);
  CHECK(ccprof_ports_find(Refs.data(), 0, &ImageA, "append/3") == nullptr);
}

TEST_CASE("box ticks become nanoseconds at the sampling rate", "[ports]") {
  CHECK(ccprof_ports_ns(1500, 1000) == 1500000000ull);
  CHECK(ccprof_ports_ns(3, 4000) == 750000ull);
  CHECK(ccprof_ports_ns(1, 3) == 333333333ull); // rounded
  CHECK(ccprof_ports_ns(0, 1000) == 0);
  CHECK(ccprof_ports_ns(12345, 0) == 0); // no rate, no time
  // No product overflow: a year of samples at 1 Hz.
  uint64_t Year = 365ull * 86400;
  CHECK(ccprof_ports_ns(Year, 1) == Year * 1000000000ull);
}

namespace {
/// Debray's third profile (teacher, student, course) as rows, with a C
/// function beside them that has no ports.
struct PortProfile {
  std::vector<__ccprof_clause_counts> TeacherClauses = {{6, 2}, {6, 1}, {6, 3}};
  std::vector<ccprof_row> Rows;
  ccprof_report R;
  PortProfile() {
    Rows = {{"teacher/2", "teacher/2", "", 0, 6, 50},
            {"student/2", "student/2", "", 0, 16, 20},
            {"course/3", "course/3", "", 0, 8, 0},
            {"helper", "helper", "h.c", 3, 100, 30}};
    auto Ports = [](ccprof_row &Row, uint64_t E, uint64_t Re, uint64_t F, uint64_t Ns) {
      Row.has_ports = 1, Row.exits = E, Row.redos = Re, Row.fails = F, Row.box_ns = Ns;
    };
    Ports(Rows[0], 14, 14, 6, 123456789);
    Ports(Rows[1], 8, 8, 16, 2500000);
    Ports(Rows[2], 6, 6, 8, 0);
    Rows[0].nclauses = TeacherClauses.size();
    Rows[0].clauses = TeacherClauses.data();
    R = reportOf(Rows, 100);
    R.ports = 1;
    ccprof_sort_rows(R.rows, R.nrows);
  }
};
} // namespace

TEST_CASE("the prof report has Debray's table after the flat one", "[ports][prof]") {
  PortProfile P;
  std::string Text = writeToString(ccprof_write_prof, P.R);
  INFO(Text);
  // The flat table is the usual one, every row.
  CHECK(Text.find("%time  cumsecs   #call time/call  name\n"
                  " 50.0     0.05       6   8.33 ms  teacher/2\n"
                  " 30.0     0.08     100    300 us  helper\n"
                  " 20.0     0.10      16   1.25 ms  student/2\n"
                  "   .0     0.10       8      0     course/3\n") != std::string::npos);
  // Then the predicates alone, by self time.
  CHECK(Text.find("\nports of the predicates (Byrd boxes): box-s is the time inside the box"
                  " (a recursive call is not timed again)\n\n"
                  "%time  box-s  calls  exits  redos  fails  name/arity\n"
                  " 50.0  0.123      6     14     14      6  teacher/2\n"
                  " 20.0  0.003     16      8      8     16  student/2\n"
                  "   .0  0.000      8      6      6      8  course/3\n"
                  "\nclauses: tried/unified (the head unified), in source order\n"
                  "  teacher/2: 6/2 6/1 6/3\n") != std::string::npos);
  CHECK(Text.find("helper\n", Text.find("ports of the")) == std::string::npos);
}

TEST_CASE("without ports the prof report is unchanged", "[ports][prof]") {
  PortProfile P;
  std::string With = writeToString(ccprof_write_prof, P.R);
  P.R.ports = 0;
  std::string Without = writeToString(ccprof_write_prof, P.R);
  CHECK(Without == With.substr(0, With.find("\nports of the")));
  CHECK(Without.find("ports") == std::string::npos);
}

TEST_CASE("long clause lists wrap at the row width", "[ports][prof]") {
  PortProfile P;
  std::vector<__ccprof_clause_counts> Many(100, {1000, 1000});
  P.R.rows[0].nclauses = Many.size();
  P.R.rows[0].clauses = Many.data();
  std::string Text = writeToString(ccprof_write_prof, P.R);
  size_t At = Text.find("  teacher/2:");
  REQUIRE(At != std::string::npos);
  std::string Clauses = Text.substr(At);
  size_t Items = 0, Start = 0;
  while (Start < Clauses.size()) {
    size_t End = Clauses.find('\n', Start);
    std::string Line = Clauses.substr(Start, End - Start);
    CHECK(Line.size() <= CCPROF_ROW_WIDTH);
    for (size_t K = Line.find("1000/1000"); K != std::string::npos; K = Line.find("1000/1000", K + 1))
      ++Items;
    Start = End + 1;
  }
  CHECK(Items == 100);
}

TEST_CASE("JSON round trip keeps the ports and clause counts", "[ports][json]") {
  PortProfile P;
  std::string Text = writeToString(ccprof_write_json, P.R);
  INFO(Text);
  CHECK(Text.find("\"name\": \"teacher/2\", \"symbol\": \"teacher/2\", \"file\": \"\", \"line\": 0, "
                  "\"calls\": 6, \"ticks\": 50, \"seconds\": 0.050000, \"exits\": 14, \"redos\": 14, "
                  "\"fails\": 6, \"box_seconds\": 0.123457, \"clauses\": [{\"tried\": 6, "
                  "\"unified\": 2}, {\"tried\": 6, \"unified\": 1}, {\"tried\": 6, \"unified\": 3}]}") !=
        std::string::npos);
  CHECK(Text.find("\"name\": \"helper\", \"symbol\": \"helper\", \"file\": \"h.c\", \"line\": 3, "
                  "\"calls\": 100, \"ticks\": 30, \"seconds\": 0.030000}") != std::string::npos);
  ccprof::Profile Back;
  ccprof::ProfileError Err;
  REQUIRE(ccprof::parseProfileJSON(Text, Back, Err));
  for (const ccprof::ProfileFunction &F : Back.Functions) {
    INFO(F.Name);
    CHECK(F.HasPorts == (F.Name != "helper"));
    if (F.Name == "teacher/2") {
      CHECK(F.Exits == 14);
      CHECK(F.Redos == 14);
      CHECK(F.Fails == 6);
      CHECK(F.BoxNs == 123457000); // microseconds in the JSON
      REQUIRE(F.Clauses.size() == 3);
      CHECK(F.Clauses[2].Tried == 6);
      CHECK(F.Clauses[2].Unified == 3);
    }
    if (F.Name == "course/3")
      CHECK(F.Clauses.empty());
  }
}

TEST_CASE("the reader wants the port fields together", "[ports][json]") {
  auto Parse = [](const std::string &Fields, std::string &Message) {
    std::string Text = R"({"format": "ccprof", "version": 1, "hz": 1000, "samples": 0,
      "functions": [{"name": "p/1", "calls": 1, "ticks": 0)" +
                       Fields + "}]}";
    ccprof::Profile P;
    ccprof::ProfileError Err;
    bool Ok = ccprof::parseProfileJSON(Text, P, Err);
    Message = Err.Message;
    return Ok;
  };
  std::string M;
  CHECK(Parse(R"(, "exits": 1, "redos": 0, "fails": 0, "box_seconds": 0.5)", M));
  CHECK_FALSE(Parse(R"(, "exits": 1, "redos": 0, "box_seconds": 0.5)", M));
  CHECK(M == "not a valid CCProf profile: field 'functions[0].fails' is missing: 'functions[0]' "
             "has 'exits', and the port fields (exits, redos, fails, box_seconds) come together");
  CHECK_FALSE(Parse(R"(, "clauses": [])", M));
  CHECK(M.find("field 'functions[0].clauses' comes with the ports") != std::string::npos);
  CHECK_FALSE(Parse(R"(, "exits": -1, "redos": 0, "fails": 0, "box_seconds": 0.5)", M));
  CHECK(M.find("field 'functions[0].exits' wants a whole number") != std::string::npos);
  CHECK_FALSE(Parse(R"(, "exits": 1, "redos": 0, "fails": 0, "box_seconds": -1)", M));
  CHECK(M.find("field 'functions[0].box_seconds' wants a number of seconds") != std::string::npos);
  CHECK_FALSE(Parse(
      R"(, "exits": 1, "redos": 0, "fails": 0, "box_seconds": 0, "clauses": [{"tried": 1}])", M));
  CHECK(M.find("no field 'functions[0].clauses[0].unified'") != std::string::npos);
}

TEST_CASE("rows the join gives no ports have none, whatever their memory held", "[ports]") {
  // The runtime's rows are reused memory: a row without ports must not keep
  // stale port fields (no ports struct of this process has the rows' image).
  std::vector<ccprof_row> Rows(3);
  std::memset(Rows.data(), 0xAB, Rows.size() * sizeof Rows[0]);
  for (size_t I = 0; I < Rows.size(); ++I)
    Rows[I].name = Rows[I].symbol = Rows[I].file = "p/1", Rows[I].index = I;
  CHECK(ccprof_ports_fill(Rows.data(), Rows.size(), 1000) == 0);
  for (const ccprof_row &R : Rows) {
    CHECK(R.has_ports == 0);
    CHECK(R.exits == 0);
    CHECK(R.box_ns == 0);
    CHECK(R.nclauses == 0);
    CHECK(R.clauses == nullptr);
  }
}

extern "C" __thread struct __ccprof_cc *__ccprof_current;


TEST_CASE("a sampled period is box time of every predicate with a box open", "[ports]") {
  // What the sampling source does with the periods of the thread that
  // registered the ports (ccprof_ports_tick), and, where the sampler
  // thread runs, the sampler itself: the periods it charges while a box is
  // open are that predicate's box time, and no other's.
  static __ccprof_ports Ps[3] = {portsOf("tick_open/0", 0), portsOf("tick_closed/0", 0),
                                 portsOf("tick_nested/1", 0)};
  __ccprof_register_ports(Ps, Ps + 3);
  REQUIRE(ccprof_ports_thread() == &__ccprof_current); // the registering thread
  Ps[0].open = 1;
  Ps[2].open = 3; // a recursion three deep is one box's time, not three
  ccprof_ports_tick(5);
  CHECK(Ps[0].box_ticks == 5);
  CHECK(Ps[1].box_ticks == 0);
  CHECK(Ps[2].box_ticks == 5);
  Ps[0].open = Ps[2].open = 0;
  Ps[0].box_ticks = Ps[2].box_ticks = 0;
#if defined(__x86_64__) && defined(__linux__)
  // The sampler thread: 60 ms of this thread's CPU time with Ps[0] open,
  // then 30 ms with Ps[1] open.
  const unsigned Hz = 1000;
  REQUIRE(ccprof_sampler_start(Hz));
  Ps[0].open = 1;
  burnCpu(0.06);
  Ps[0].open = 0;
  Ps[1].open = 1;
  burnCpu(0.03);
  ccprof_sampler_stop(); // its last charge sees Ps[1] open
  Ps[1].open = 0;
  INFO("box ticks " << Ps[0].box_ticks << " and " << Ps[1].box_ticks);
  // A look may come late (a busy machine): a few periods can land on the
  // wrong side of the switch, none are lost.
  CHECK(Ps[0].box_ticks + Ps[1].box_ticks >= 88);
  CHECK(Ps[0].box_ticks >= 45);
  CHECK(Ps[1].box_ticks >= 15);
  CHECK(Ps[2].box_ticks == 0);
#endif
}
