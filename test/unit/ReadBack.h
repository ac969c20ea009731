// ReadBack.h - runs a runtime writer into a temporary file and returns the
// text, so tests see exactly the bytes a profile file would contain.
#pragma once
#include "ccprof_rt.h"
#include <cstdio>
#include <string>
#include <vector>
#include <unistd.h>

/// A report of \p Rows with neutral metadata ("p" on "h", 1000 Hz).
inline ccprof_report reportOf(std::vector<ccprof_row> &Rows, uint64_t Samples) {
  ccprof_report R{};
  R.program = "p";
  R.host = "h";
  R.hz = 1000;
  R.samples = Samples;
  R.counters = "plain";
  R.rows = Rows.data();
  R.nrows = Rows.size();
  return R;
}

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
