//===- XmlText.h - text for the SVG and HTML the tools write ---------------===//
//
// Header-only, as WriteOutput.h: `ccprof heap` and `ccprof flame` share it.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_XMLTEXT_H
#define CCPROF_XMLTEXT_H

#include "llvm/Support/JSON.h"

#include <string>

namespace ccprof {

/// Text for an XML 1.0 document in UTF-8: markup characters escaped; bytes
/// that are not UTF-8 (a .hp file is bytes: a Latin-1 JOB line) and the
/// characters XML does not allow at all (controls other than tab, U+FFFE,
/// U+FFFF) replaced, so the file stays well-formed whatever the names.
inline std::string escapeXml(const std::string &Raw) {
  const std::string S = llvm::json::isUTF8(Raw) ? Raw : llvm::json::fixUTF8(Raw);
  std::string Out;
  Out.reserve(S.size());
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    case '\'': Out += "&#39;"; break;
    default:
      if ((unsigned char)C < 0x20 && C != '\t') {
        Out += ' ';
      } else if (S.compare(I, 3, "\xEF\xBF\xBE") == 0 ||
                 S.compare(I, 3, "\xEF\xBF\xBF") == 0) {
        Out += "\xEF\xBF\xBD"; // U+FFFE, U+FFFF -> U+FFFD
        I += 2;
      } else {
        Out += C;
      }
    }
  }
  return Out;
}

} // namespace ccprof

#endif // CCPROF_XMLTEXT_H
