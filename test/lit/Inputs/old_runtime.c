/* A stand-in for a CCProf runtime from before shared-library support
 * (ABI version 2), linked statically into a shared object: it exports
 * __ccprof_abi_v2, knows nothing of registration, and at exit writes its
 * profile to the name CCPROF_FILE gives, as that runtime did. */
#include <stdio.h>
#include <stdlib.h>
__attribute__((visibility("default"))) const int __ccprof_abi_v2 = 2;
__attribute__((destructor)) static void write_old_profile(void) {
  const char *f = getenv("CCPROF_FILE");
  FILE *o = f ? fopen(f, "w") : NULL;
  if (o) {
    fputs("{\"written by\": \"the older runtime\"}\n", o);
    fclose(o);
  }
}
void foo(void) {}
