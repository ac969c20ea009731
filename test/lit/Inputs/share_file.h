/* share_file.h - for the test programs that measure their own true shares
 * (short_threads.c, stacks_work.c): write_share(PREFIX, SUFFIX, PERCENT)
 * writes PERCENT with two decimals to the file PREFIX SUFFIX, for
 * checkprof's @FILE; returns 0, or 1 if the file cannot be written. */
#ifndef CCPROF_TEST_SHARE_FILE_H
#define CCPROF_TEST_SHARE_FILE_H

#include <stdio.h>

static int write_share(const char *prefix, const char *suffix, double percent) {
  char path[4096];
  snprintf(path, sizeof path, "%s%s", prefix, suffix);
  FILE *f = fopen(path, "w");
  if (!f)
    return 1;
  fprintf(f, "%.2f\n", percent);
  return fclose(f) != 0;
}

#endif
