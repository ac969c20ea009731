/* shlib test: a program whose profiled threads are all created inside
 * libthr.so (Inputs/shlib_threads.c). */
#include <stdio.h>
void spawn_burners(int n, double each_ms);
int main(void) {
  spawn_burners(8, 40);
  printf("done\n");
  return 0;
}
