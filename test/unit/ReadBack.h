// ReadBack.h - runs a runtime writer into a temporary file and returns the
// text, so tests see exactly the bytes a profile file would contain.
#pragma once
#include "ccprof_rt.h"
#include <cstdio>
#include <string>
#include <unistd.h>

inline std::string writeToString(ccprof_writer_fn W, const ccprof_report &R,
                                 int *Err = nullptr) {
  FILE *F = std::tmpfile();
  ccprof_sink S;
  ccprof_sink_init(&S, fileno(F));
  int E = W(&S, &R);
  if (Err)
    *Err = E;
  std::string Out;
  std::rewind(F);
  char Buf[4096];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof Buf, F)) > 0)
    Out.append(Buf, N);
  std::fclose(F);
  return Out;
}
