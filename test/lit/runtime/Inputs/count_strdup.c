/* count_strdup.c - an LD_PRELOAD library that counts strdup calls by what
 * they copy, and prints the counts from its destructor, which runs after
 * every other image's (a preloaded library is finalized last), so after
 * the runtime's copy of the program's records (exit-unload.test). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static int empty, files, markers;

char *strdup(const char *s) {
  static char *(*real)(const char *);
  if (!real)
    real = (char *(*)(const char *))dlsym(RTLD_NEXT, "strdup");
  if (s && !*s)
    ++empty;
  else if (s && strstr(s, "exit_unload.c"))
    ++files;
  else if (s && strstr(s, "exit_unload_marker"))
    ++markers;
  return real(s);
}

__attribute__((destructor)) static void report(void) {
  fprintf(stderr, "copied: %d empty, %d file names, %d marker names\n", empty, files, markers);
}
