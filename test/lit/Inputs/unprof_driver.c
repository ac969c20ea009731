/* unprof_driver.c - compiled WITHOUT the plugin: an unprofiled library
 * function that does w units of work (units.h) between calls to a
 * callback. */
#include "units.h"

void run_callbacks(void (*cb)(void), int n, unsigned long w) {
  for (int i = 0; i < n; ++i) {
    SPIN_UNITS(w);
    cb();
  }
}
