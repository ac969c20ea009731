/* shapp.c - the consumer project's program made of three modules. */
#include <dlfcn.h>
#include <stdio.h>
int sh_work(int n);
int main(void) {
  void *h = dlopen(PLUGIN, RTLD_NOW);
  if (!h) {
    printf("%s\n", dlerror());
    return 1;
  }
  int (*plug_work)(int) = (int (*)(int))dlsym(h, "plug_work");
  printf("%d\n", sh_work(30) + plug_work(20));
  dlclose(h);
  return 0;
}
