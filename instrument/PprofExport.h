//===- PprofExport.h - a JSON profile as Google's profile.proto ------------===//
//
// `ccprof report --pprof`: the profile as pprof reads it (gzip-compressed
// protobuf of instrument/pprof/profile.proto), for `pprof`, Go's tooling and
// the continuous-profiling services that take its format. The mapping from
// the JSON fields is in docs/formats.md ("pprof export").
//
// Plain C++ on libprotobuf and zlib (no LLVM): linked into the ccprof tool
// only, never into the runtime or the pass.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_PPROFEXPORT_H
#define CCPROF_PPROFEXPORT_H

#include "ProfileJSON.h"

#include <string>

namespace ccprof {

/// Sets \p Out to \p P as a gzip-compressed profile.proto message. Returns
/// "" or why it could not be made (zlib's error).
std::string exportPprof(const Profile &P, std::string &Out);

} // namespace ccprof

#endif // CCPROF_PPROFEXPORT_H
