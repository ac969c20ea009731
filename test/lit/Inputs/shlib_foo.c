/* shlib test (runtime/shared-libs.test): one of a program, libfoo.so it links and
 * libplug.so it dlopens; each busy 150 ms of CPU in its own functions, and
 * each with a static function tick() of the same name. */
#include <time.h>
static volatile unsigned long sink;
__attribute__((noinline)) static void tick(void) { sink++; } /* the same name in each module */
__attribute__((annotate("ccprof_noprofile"))) static double cpu(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
__attribute__((noinline)) void foo_work(double s){ tick(); double e=cpu()+s; while(cpu()<e) for(int i=0;i<1000;i++) sink+=i; }
void foo(void){ foo_work(0.15); }
