// names_a.cpp - with names_b.cpp: C++ names in the report.
#include <cstdio>
#include "names.h"

int from_b();

int main() {
  geo::Vec v{1, 2};
  int sum = 0;
  auto add = [&](int i) { sum += twice(i) + v.dot(v); };
  for (int i = 0; i < 100; ++i)
    add(i);
  std::printf("%d\n", sum + from_b());
  return 0;
}
