/* An unprofiled program (a stand-in for an interpreter such as Python)
 * that loads each library named on its command line with RTLD_LOCAL and
 * calls its plug_work(). */
#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    void *h = dlopen(argv[i], RTLD_NOW | RTLD_LOCAL);
    void (*work)(void) = h ? (void (*)(void))dlsym(h, "plug_work") : NULL;
    if (!work) {
      printf("%s\n", dlerror());
      return 1;
    }
    work();
  }
  printf("done\n");
  return 0;
}
