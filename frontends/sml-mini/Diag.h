//===- Diag.h - sml-mini: source locations and compile errors -------------===//
#pragma once
#include "../common/SourceDiag.h"

namespace sml {
using fe::CompileError;
using fe::error;
using fe::Loc;
} // namespace sml
