/* ports_prog.c - plays a Prolog front end's compiled code for
 * test/lit/runtime/ports.test: predicates are functions named
 * "name/arity" (asm labels), profiled by the pass; each has a struct
 * __ccprof_ports in section __ccprof_ports, registered by a constructor,
 * and its code counts the ports and times the box (ports_box.h). The
 * counts are those of Debray's last profile (section 4): teacher 6 calls,
 * 14 redos, 6 fails; student 8, 8, 8; course 8, 6, 8.
 *
 *   ports_prog TRUTH.json [PLUGIN.so [close]]
 *
 * writes what the program itself measured (each box's time, between `lo`
 * and `hi` ns) to TRUTH.json, then ends inside the box of halt/0: by
 * exit(0), or with PORTS_END=term by SIGTERM. With PORTS_FORK set, a
 * forked child calls student/2 once and exits; PORTS_REPEAT=N calls the
 * predicates N times as often. */
#include "ports_box.h"
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern struct __ccprof_ports __start___ccprof_ports[] __attribute__((weak, visibility("hidden")));
extern struct __ccprof_ports __stop___ccprof_ports[] __attribute__((weak, visibility("hidden")));

enum { TEACHER, STUDENT, COURSE, HALT, GHOST, NPREDS };
struct __ccprof_clause_counts teacher_clauses[6];
/* Not static: the runtime reads it (through __start___ccprof_ports). */
struct __ccprof_ports ports[NPREDS] __attribute__((section("__ccprof_ports"), used)) = {
    [TEACHER] = {.symbol = "teacher/2", .nclauses = 6, .clauses = teacher_clauses},
    [STUDENT] = {.symbol = "student/2"},
    [COURSE] = {.symbol = "course/3"},
    [HALT] = {.symbol = "halt/0"},
    /* No function has this symbol: not reported. */
    [GHOST] = {.symbol = "ghost/1", .exits = 99},
};
static struct box_truth truth[NPREDS];

__attribute__((constructor)) static void register_ports(void) {
  __ccprof_register_ports(__start___ccprof_ports, __stop___ccprof_ports);
  /* A second call with the same array changes nothing. */
  __ccprof_register_ports(__start___ccprof_ports, __stop___ccprof_ports);
}

__attribute__((noinline)) void teacher(int k) __asm__("teacher/2");
__attribute__((noinline)) void student(int k) __asm__("student/2");
__attribute__((noinline)) void course(int k) __asm__("course/3");
__attribute__((noinline)) void halt(const char *truth_file) __asm__("halt/0");

/* Each of the six clauses is tried; the first k heads unify. */
void teacher(int k) {
  for (int i = 0; i < 6; ++i) {
    teacher_clauses[i].tried++;
    teacher_clauses[i].unified += i < k;
  }
  run_call(&ports[TEACHER], &truth[TEACHER], k, 20000, 1000);
}
void student(int k) { run_call(&ports[STUDENT], &truth[STUDENT], k, 8000, 1000); }
void course(int k) { run_call(&ports[COURSE], &truth[COURSE], k, 4000, 1000); }

static void write_truth(const char *file, const uint64_t plugin[2], uint64_t halt_lo) {
  FILE *f = fopen(file, "w");
  if (!f) {
    perror(file);
    exit(2);
  }
  static const char *const names[] = {"teacher/2", "student/2", "course/3"};
  fprintf(f, "{");
  for (int i = TEACHER; i <= COURSE; ++i)
    fprintf(f, "\"%s\": [%llu, %llu], ", names[i], (unsigned long long)truth[i].lo,
            (unsigned long long)truth[i].hi);
  if (plugin)
    fprintf(f, "\"member/2\": [%llu, %llu], ", (unsigned long long)plugin[0],
            (unsigned long long)plugin[1]);
  fprintf(f, "\"halt/0\": [%llu, null]}\n", (unsigned long long)halt_lo);
  fclose(f);
}

/* The program ends inside this box: its time runs until the profile is
 * written. */
static uint64_t plugin_truth[2]; /* member/2's box, measured by the plugin */
static int have_plugin;

void halt(const char *truth_file) {
  box_enter(&ports[HALT], &truth[HALT]);
  spin_us(60000);
  uint64_t lo = mono_ns() - truth[HALT].b;
  write_truth(truth_file, have_plugin ? plugin_truth : NULL, lo);
  const char *end = getenv("PORTS_END");
  if (end && !strcmp(end, "term"))
    raise(SIGTERM); /* the runtime writes the profile in its handler */
  exit(0);
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  static const int teacher_k[] = {3, 3, 2, 2, 2, 2};
  const char *repeat = getenv("PORTS_REPEAT"); /* all of it, that many times */
  for (int r = 0, n = repeat ? atoi(repeat) : 1; r < n; ++r) {
    for (int i = 0; i < 6; ++i)
      teacher(teacher_k[i]);
    for (int i = 0; i < 8; ++i)
      student(1);
    for (int i = 0; i < 8; ++i)
      course(i < 6 ? 1 : 0);
  }
  if (getenv("PORTS_FORK")) { /* the child counts from zero: one student/2 */
    pid_t child = fork();
    if (child == 0) {
      student(1);
      exit(0);
    }
    waitpid(child, NULL, 0);
  }
  if (argc > 2) {
    void *h = dlopen(argv[2], RTLD_NOW);
    if (!h) {
      fprintf(stderr, "%s\n", dlerror());
      return 2;
    }
    void (*run)(uint64_t *) = (void (*)(uint64_t *))dlsym(h, "plugin_run");
    run(plugin_truth);
    have_plugin = 1;
    if (argc > 3 && !strcmp(argv[3], "close"))
      dlclose(h);
  }
  halt(argv[1]);
}
