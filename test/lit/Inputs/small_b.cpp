// small_b.cpp - see small_fns.h.
#include "small_fns.h"
long from_b(Counter &c) {
  c.bump(1);
  return spin(c, 5) + c.get();
}
