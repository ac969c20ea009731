#include <stdio.h>
int sum_to(int n);
int main(void) {
  printf("%d\n", sum_to(100));
  return 0;
}
