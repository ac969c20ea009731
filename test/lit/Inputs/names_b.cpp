// names_b.cpp - instantiates the same template as names_a.cpp.
#include "names.h"

int from_b() {
  int s = 0;
  for (int i = 0; i < 100; ++i)
    s += twice(i) - 2 * i;
  return s;
}
