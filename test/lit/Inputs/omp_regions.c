/* omp_regions.c - many short parallel regions separated by serial work.
 * Between two regions only the main thread works (serial_step); libomp's
 * other threads wait for the next region, spinning for KMP_BLOCKTIME
 * (200 ms by default) before they sleep. Prints the checksum. */
#include <stdio.h>

static volatile unsigned long sink;

__attribute__((noinline)) unsigned long work(int i) {
  unsigned long x = (unsigned long)i + 1;
  for (int k = 0; k < 4000; ++k)
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
  return x;
}

__attribute__((noinline)) void serial_step(int r) {
  unsigned long x = (unsigned long)r + 1;
  for (int k = 0; k < 400000; ++k)
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
  sink += x;
}

int main(void) {
  unsigned long total = 0;
  for (int r = 0; r < 100; ++r) {
    serial_step(r);
#pragma omp parallel for reduction(+ : total) schedule(static)
    for (int i = 0; i < 1000; ++i)
      total += work(i + r);
  }
  printf("%lu\n", total);
  return 0;
}
