/*===- pl_format.h - prolog-mini: format/2's parts -------------------------===*/
#ifndef PL_FORMAT_H
#define PL_FORMAT_H

#include "pl_builtins.h"
#include "pl_rt.h"

struct fmt;
/* format/2 into out (its column is where ~| counts from). */
int pl_format_to(pl_stream *out, pl_term format, pl_term args);
/* The segment being built (where directives write). */
pl_stream *pl_fmt_seg(struct fmt *f);
int pl_fmt_next_arg(struct fmt *f, pl_term *arg);
/* The directives that consume arguments (format_dir.c); d is the
 * directive's letter, num its numeric argument or -1. */
int pl_fmt_directive(struct fmt *f, char d, int64_t num);
int pl_fmt_error(const char *msg);
int pl_fmt_arg_type_error(char d, pl_term arg);

#endif
