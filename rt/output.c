/* output.c - where the profile goes, and writing it all or nothing.
 *
 * File names come from a pattern (CCPROF_FILE) with %p (pid), %h (host),
 * %n (program name) and %%. A profile is written to a temporary file in the
 * same directory and renamed over the target, so a reader never sees half a
 * profile and a failed write leaves nothing behind - if the target is a
 * regular file or does not exist yet. A device, a FIFO or a socket
 * (CCPROF_FILE=/dev/null, /dev/stderr, a pipe) is written in place: renamed
 * over, /dev/null became a regular file, for every program on the machine.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int append(char *out, size_t cap, size_t *len, const char *s, size_t n) {
  if (*len + n + 1 > cap)
    return 0;
  memcpy(out + *len, s, n);
  *len += n;
  out[*len] = 0;
  return 1;
}

size_t ccprof_expand_path(char *out, size_t cap, const char *pattern, long pid,
                          const char *host, const char *prog) {
  size_t len = 0;
  char num[24];
  if (cap)
    out[0] = 0;
  for (const char *p = pattern; *p; ++p) {
    int ok;
    if (*p != '%' || !p[1]) {
      ok = append(out, cap, &len, p, 1);
    } else {
      switch (*++p) {
      case 'p':
        ok = append(out, cap, &len, num, ccprof_fmt_u64(num, (uint64_t)pid));
        break;
      case 'h':
        ok = append(out, cap, &len, host, strlen(host));
        break;
      case 'n':
        ok = append(out, cap, &len, prog, strlen(prog));
        break;
      case '%':
        ok = append(out, cap, &len, "%", 1);
        break;
      default: /* unknown: keep it as written */
        ok = append(out, cap, &len, p - 1, 2);
        break;
      }
    }
    if (!ok)
      return 0;
  }
  return len;
}

/* The whole profile to fd, which is closed. */
static int write_fd(int fd, ccprof_writer_fn w, const struct ccprof_report *r) {
  struct ccprof_sink sink;
  ccprof_sink_init(&sink, fd);
  int err = w(&sink, r);
  if (close(fd) != 0 && !err)
    err = errno;
  return err;
}

int ccprof_write_file(const char *path, ccprof_writer_fn w,
                      const struct ccprof_report *r) {
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
    int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY);
    return fd < 0 ? errno : write_fd(fd, w, r);
  }
  char tmp[4096 + 64];
  size_t len = strlen(path);
  char num[24];
  if (len + 40 > sizeof tmp)
    return ENAMETOOLONG;
  memcpy(tmp, path, len);
  memcpy(tmp + len, ".ccprof-tmp.", 12);
  size_t k = ccprof_fmt_u64(num, (uint64_t)getpid());
  memcpy(tmp + len + 12, num, k + 1);

  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return errno;
  int err = write_fd(fd, w, r);
  if (!err && rename(tmp, path) != 0)
    err = errno;
  if (err)
    unlink(tmp);
  return err;
}
