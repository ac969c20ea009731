/* tailloop.c - 10^8 iterations written as tail recursion, self and mutual.
 * At -O2 the tail calls must stay jumps when profiled (no reset after them),
 * so this runs in the 1 MB of stack the test allows. */
#include <stdio.h>
#include <stdlib.h>

long loop(long n, long acc) {
  if (n == 0)
    return acc;
  return loop(n - 1, acc + (n & 1));
}

long ping(long n, long acc);
long pong(long n, long acc) {
  if (n == 0)
    return acc;
  return ping(n - 1, acc + 1);
}
long ping(long n, long acc) {
  if (n == 0)
    return acc;
  return pong(n - 1, acc);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000000;
  printf("%ld %ld\n", loop(n, 0), ping(n, 0));
  return 0;
}
