/* main.c - the consumer project's program. */
#include <stdio.h>
__attribute__((noinline)) int helper(int x) { return x * 3; }
__attribute__((noinline)) int helper_b(int x) { return x; }
__attribute__((noinline)) int work(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += helper(i) + helper_b(0);
  return s;
}
int main(void) {
  int s = 0;
  for (int i = 0; i < 10; ++i)
    s += work(100);
  printf("%d\n", s);
  return 0;
}
