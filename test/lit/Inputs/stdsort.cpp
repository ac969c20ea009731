// stdsort.cpp - std::sort instantiated in the user's code with a profiled
// comparator (a function pointer and a lambda). Everything is profiled, so
// callee restore changes nothing: the caller resets already cover it.
#include <algorithm>
#include <cstdio>
#include <vector>

static bool less_fn(int a, int b) { return a < b; }

int main() {
  std::vector<int> v(300000);
  unsigned s = 7;
  long checksum = 0;
  for (int round = 0; round < 10; ++round) {
    for (int &x : v)
      x = (int)((s = s * 1103515245u + 12345u) >> 8);
    if (round % 2)
      std::sort(v.begin(), v.end(), less_fn);
    else
      std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
    checksum += v[v.size() / 2];
  }
  std::printf("%ld\n", checksum);
  return 0;
}
