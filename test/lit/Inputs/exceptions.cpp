// exceptions.cpp - C++ exceptions thrown through several profiled frames.
// The landing pads reset `current`, so the work the handler does after the
// catch is charged to the catcher, not to the function that threw.
#include <cstdio>
#include <stdexcept>

static volatile unsigned long sink;
// Unprofiled: its time is charged to whoever calls it (the paper's trick).
__attribute__((annotate("ccprof_noprofile"))) static void spin(unsigned long n) {
  for (unsigned long i = 0; i < n; ++i)
    sink += i;
}

__attribute__((noinline)) void thrower(int i) {
  spin(100000); // 1 part
  if (i % 2 == 0)
    throw std::runtime_error("even");
}
__attribute__((noinline)) void middle(int i) { thrower(i); }
__attribute__((noinline)) void outer(int i) { middle(i); }

__attribute__((noinline)) int catcher(int rounds) {
  int caught = 0;
  for (int i = 0; i < rounds; ++i) {
    try {
      outer(i);
    } catch (const std::exception &) {
      ++caught;
      for (unsigned long k = 0; k < 300000; ++k) // 3 parts, in catcher
        sink += k;
    }
  }
  return caught;
}

int main() {
  std::printf("%d\n", catcher(4000));
  return 0;
}
