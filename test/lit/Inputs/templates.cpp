// templates.cpp - deep template names for e2e/cxx-short-names.test.
#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

template <typename T> struct Box {
  T v;
  __attribute__((noinline)) T get() const { return v; }
};

template <typename A, typename B> struct Deep {
  std::map<std::string, std::vector<std::pair<A, B>>> m;
  __attribute__((noinline)) void add(const std::string &k, A a, B b) {
    m[k].push_back({a, b});
  }
  __attribute__((noinline)) size_t count() const {
    size_t n = 0;
    for (auto &e : m)
      n += e.second.size();
    return n;
  }
};

__attribute__((noinline)) int over(int x) { return x + 1; }
__attribute__((noinline)) int over(double x) { return (int)x + 2; }

int main() {
  Deep<Deep<int, std::string>, std::vector<std::map<int, std::string>>> d;
  for (int i = 0; i < 100; ++i)
    d.add(std::to_string(i % 7), {}, {});
  Box<int> bi{3};
  Box<double> bd{4.5};
  long s = 0;
  for (int i = 0; i < 50; ++i)
    s += bi.get() + (long)bd.get() + over(i) + over(1.5);
  std::printf("%zu %ld\n", d.count(), s);
  return 0;
}
