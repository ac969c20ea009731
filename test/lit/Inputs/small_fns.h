// small_fns.h - inline functions for e2e/min-instructions.test: two getters
// small enough to be left out at -ccprof-min-instructions=20 and a function
// with a loop that stays profiled. Both translation units use all three.
#ifndef SMALL_FNS_H
#define SMALL_FNS_H
struct Counter {
  long n = 0;
  long get() const { return n; }
  void bump(long k) { n += k; }
};
inline long spin(Counter &c, int k) { // a loop: always profiled
  for (int i = 0; i < k; ++i)
    c.bump(i);
  return c.get();
}
long from_b(Counter &c);
#endif
