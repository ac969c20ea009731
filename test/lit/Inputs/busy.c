/* busy.c - a small profiled program for the runtime tests:
 *   busy [ms [mode]]   spins ~ms milliseconds of CPU in spin(), then:
 *   mode "fork": forks; the child spins in child_work, parent waits
 *   mode "term": sends itself SIGTERM (default action) after the work
 *   mode "exit3": exits with status 3 via exit()
 *   mode "block": blocks SIGPROF before the work (only a source that sends
 *                 no signal can sample it)
 *   mode "halfblock": blocks SIGPROF half-way through the work (a signal
 *                 source's samples cover half the CPU time)
 *   mode "handler": installs its own SIGPROF handler before the work
 *   mode "exec": forks a child that execs this program in mode "execd",
 *                which does its work in child_work
 * and prints "done" (except for term). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile unsigned long sink;

__attribute__((annotate("ccprof_noprofile"))) static double cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

__attribute__((noinline)) void spin(double ms) {
  double end = cpu_ms() + ms;
  while (cpu_ms() < end)
    for (int i = 0; i < 10000; ++i)
      sink += (unsigned long)i;
}

static void on_own_sigprof(int sig) { (void)sig; }

__attribute__((noinline)) void child_work(double ms) { spin(ms); }

int main(int argc, char **argv) {
  double ms = argc > 1 ? atof(argv[1]) : 100;
  const char *mode = argc > 2 ? argv[2] : "";
  if (!strcmp(mode, "block")) {
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, SIGPROF);
    sigprocmask(SIG_BLOCK, &s, NULL);
  }
  if (!strcmp(mode, "handler"))
    signal(SIGPROF, on_own_sigprof);
  if (!strcmp(mode, "execd")) {
    child_work(ms);
    printf("execd done\n");
    return 0;
  }
  if (!strcmp(mode, "halfblock")) {
    spin(ms / 2);
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, SIGPROF);
    sigprocmask(SIG_BLOCK, &s, NULL);
    ms /= 2;
  }
  spin(ms);
  if (!strcmp(mode, "exec")) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      execl(argv[0], argv[0], argv[1], "execd", (char *)NULL);
      _exit(127);
    }
    int status;
    waitpid(pid, &status, 0);
  }
  if (!strcmp(mode, "fork")) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      child_work(ms);
      printf("child done\n");
      return 0;
    }
    int status;
    waitpid(pid, &status, 0);
  }
  if (!strcmp(mode, "term")) {
    fflush(stdout);
    kill(getpid(), SIGTERM);
    for (;;)
      pause();
  }
  printf("done\n");
  if (!strcmp(mode, "exit3"))
    exit(3);
  return 0;
}
