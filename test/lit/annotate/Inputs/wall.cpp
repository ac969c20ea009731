// wall.cpp - ordinary C++ that compiles cleanly with -Wall -Wextra -Werror;
// its annotated form must too (test/lit/annotate/warnings.test).
#include <cstdio>
#include <string>
#include <vector>

namespace geo {
struct Point {
  int x = 0, y = 0;
  int sum() const { return x + y; }
  Point &shift(int d) {
    x += d;
    return *this;
  }
};
} // namespace geo

template <class T> static T twice(const T &v) { return v + v; }

static std::string label(int n) { return n % 2 ? "odd" : "even"; }

[[nodiscard]] static int checked(int v) { return v * 3; }

static std::vector<int> squares(int n) {
  std::vector<int> out;
  for (int i = 0; i < n; ++i)
    out.push_back(i * i);
  return out;
}

int main(int argc, char **argv) {
  (void)argv;
  geo::Point p;
  p.shift(argc).shift(2);
  int total = 0;
  for (int v : squares(5))
    total += v;
  std::printf("%d %d %s %d %d\n", p.sum(), twice(total), label(argc).c_str(), checked(2),
              twice(3));
  return 0;
}
