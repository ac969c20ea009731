/*===- runtime_stack.h - front ends' runtimes: a big stack, a clear overflow -===*
 *
 * Shared by sml-mini's and lazy-mini's main(): deep non-tail recursion and
 * long chains of thunks need far more than the default 8 MB stack, so the
 * soft limit is raised to 1 GB (or the hard limit); overflowing it anyway
 * prints `message` from a SIGSEGV handler on an alternate stack and exits
 * with status 2, instead of crashing.
 *===----------------------------------------------------------------------===*/
#ifndef FE_RUNTIME_STACK_H
#define FE_RUNTIME_STACK_H

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

/* The collector's initial heap. Boehm's own default (a few hundred KB)
 * collects far too often (788 collections for bench/sml primes); 64 MB
 * collected rarely but every fresh page costs a page fault on first touch,
 * and on a VM where that is 13 us (measured on this project's CI machine,
 * 2026-11-22) touching 64 MB cost 0.2 s, more than most programs' own work,
 * and was charged to whichever cost centre allocated first. 4 MB was the
 * fastest of 1/4/8/16/64 MB over bench/sml and bench/lazy there. */
#define FE_INITIAL_HEAP_BYTES ((size_t)4 << 20)

static const char *fe_overflow_message;
static char fe_altstack[64 * 1024];

static void fe_on_segv(int sig) {
  (void)sig;
  ssize_t r = write(2, fe_overflow_message, strlen(fe_overflow_message));
  (void)r;
  _exit(2);
}

static void fe_setup_stack(const char *message) {
  fe_overflow_message = message;
  struct rlimit rl;
  if (getrlimit(RLIMIT_STACK, &rl) == 0) {
    rlim_t want = (rlim_t)1 << 30;
    if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < want)
      want = rl.rlim_max;
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < want) {
      rl.rlim_cur = want;
      setrlimit(RLIMIT_STACK, &rl);
    }
  }
  stack_t ss = {.ss_sp = fe_altstack, .ss_size = sizeof fe_altstack, .ss_flags = 0};
  sigaltstack(&ss, NULL);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = fe_on_segv;
  sa.sa_flags = SA_ONSTACK;
  sigaction(SIGSEGV, &sa, NULL);
}

#endif
