// test_output.cpp - profile file names and the all-or-nothing write.
#include "ReadBack.h"
#include <catch2/catch.hpp>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>

static std::string expand(const char *Pattern, size_t Cap = 256) {
  char Buf[256];
  size_t N = ccprof_expand_path(Buf, Cap, Pattern, 1234, "node7", "prog");
  return N ? std::string(Buf, N) : std::string("<overflow>");
}

TEST_CASE("file name patterns", "[output]") {
  CHECK(expand("prog.prof") == "prog.prof");
  CHECK(expand("out/%n.%p.prof") == "out/prog.1234.prof");
  CHECK(expand("%h-%p.json") == "node7-1234.json");
  CHECK(expand("100%%.prof") == "100%.prof");
  CHECK(expand("odd%q%") == "odd%q%"); // unknown and trailing % stay as is
  CHECK(expand("%h.%h.%h", 10) == "<overflow>");
}

static std::string slurp(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

static int countEntries(const std::string &Dir) {
  int N = 0;
  DIR *D = opendir(Dir.c_str());
  while (dirent *E = readdir(D))
    N += E->d_name[0] != '.';
  closedir(D);
  return N;
}

static ccprof_report tiny(std::vector<ccprof_row> &Rows) {
  Rows = {{"main", "main", "m.c", 1, 1, 3}};
  return reportOf(Rows, 3);
}

TEST_CASE("profiles are written whole, via a temporary file", "[output]") {
  char Dir[] = "/tmp/ccprof-unit-XXXXXX";
  REQUIRE(mkdtemp(Dir));
  std::vector<ccprof_row> Rows;
  ccprof_report R = tiny(Rows);
  std::string Path = std::string(Dir) + "/a.prof";
  {
    std::ofstream Old(Path);
    Old << "old contents";
  }
  REQUIRE(ccprof_write_file(Path.c_str(), ccprof_write_prof, &R) == 0);
  CHECK(slurp(Path) == writeToString(ccprof_write_prof, R));
  CHECK(countEntries(Dir) == 1); // no temporary left behind
  remove(Path.c_str());
  rmdir(Dir);
}

TEST_CASE("an unwritable path fails cleanly and leaves nothing", "[output]") {
  std::vector<ccprof_row> Rows;
  ccprof_report R = tiny(Rows);
  CHECK(ccprof_write_file("/nonexistent-dir/x.prof", ccprof_write_prof, &R) == ENOENT);

  char Dir[] = "/tmp/ccprof-unit-XXXXXX";
  REQUIRE(mkdtemp(Dir));
  std::string Path = std::string(Dir) + "/full.prof";
  // A writer that fails midway (as on a full disk) must not replace the file.
  {
    std::ofstream Old(Path);
    Old << "previous profile";
  }
  auto Failing = [](ccprof_sink *S, const ccprof_report *) {
    ccprof_puts(S, "partial");
    ccprof_flush(S);
    return ENOSPC;
  };
  CHECK(ccprof_write_file(Path.c_str(), Failing, &R) == ENOSPC);
  CHECK(slurp(Path) == "previous profile");
  CHECK(countEntries(Dir) == 1);
  remove(Path.c_str());
  rmdir(Dir);
}
