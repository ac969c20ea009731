// small_a.cpp - see small_fns.h.
#include "small_fns.h"
#include <cstdio>
int main() {
  Counter c;
  long s = 0;
  for (int i = 0; i < 1000; ++i)
    s += spin(c, 10) + c.get();
  s += from_b(c);
  std::printf("%ld\n", s);
  return 0;
}
