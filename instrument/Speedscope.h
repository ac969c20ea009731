//===- Speedscope.h - a profile in speedscope's file format ----------------===//
//
// https://www.speedscope.app/file-format-schema.json: the frames (one per
// function, with its file and line when known) and two sampled profiles:
// time, a sample per calling context weighted by its own time in
// nanoseconds, and entries (unit "none"), a sample per context weighted by
// its entries. A profile without "stacks" gives one-frame samples, one per
// function (its calls in the second profile).
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_SPEEDSCOPE_H
#define CCPROF_SPEEDSCOPE_H

#include "ProfileJSON.h"

#include <string>

namespace ccprof {

/// The speedscope file of \p P (valid JSON, UTF-8, ending in a newline).
std::string speedscopeJSON(const Profile &P);

} // namespace ccprof

#endif // CCPROF_SPEEDSCOPE_H
