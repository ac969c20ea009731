/* shlib test (runtime/shared-libs.test): one of a program, libfoo.so it links and
 * libplug.so it dlopens; each busy 150 ms of CPU in its own functions, and
 * each with a static function tick() of the same name. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
void foo(void);
static volatile unsigned long sink;
__attribute__((noinline)) static void tick(void) { sink++; } /* the same name in each module */
__attribute__((annotate("ccprof_noprofile"))) static double cpu(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
__attribute__((noinline)) void main_work(void){ tick(); double e=cpu()+0.15; while(cpu()<e) for(int i=0;i<1000;i++) sink+=i; }
#ifdef STATIC_MAIN
void plug_work(void);
int main(void) { main_work(); foo(); plug_work(); printf("done\n"); return 0; }
#else
/* main [PLUGIN [close|fork]]: dlopen the plugin (RTLD_LOCAL), run it, and
 * with "close" dlclose it before exit; with "fork", a child process loads
 * and runs the plugin while the parent waits. PLUGIN "-": none. */
int main(int argc, char **argv) {
  main_work();
  foo();
  if (argc > 2 && !strcmp(argv[2], "fork")) {
    pid_t child = fork();
    if (child > 0) {
      waitpid(child, 0, 0);
      printf("parent done\n");
      return 0;
    }
  }
  if (argc > 1 && !strcmp(argv[1], "-")) {
    printf("done\n");
    return 0;
  }
  void *h = dlopen(argc > 1 ? argv[1] : "./libplug.so", RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    printf("%s\n", dlerror());
    return 1;
  }
  void (*p)(void) = (void (*)(void))dlsym(h, "plug_work");
  p();
  if (argc > 2 && !strcmp(argv[2], "close"))
    dlclose(h);
  printf("done\n");
  return 0;
}
#endif
