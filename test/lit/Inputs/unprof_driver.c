/* unprof_driver.c - compiled WITHOUT the plugin: an unprofiled library
 * function that does W units of work between calls to a callback. */
static volatile unsigned long lib_sink;

void run_callbacks(void (*cb)(void), int n, unsigned long w) {
  for (int i = 0; i < n; ++i) {
    for (unsigned long k = 0; k < w; ++k)
      lib_sink += k;
    cb();
  }
}
