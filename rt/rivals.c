/* rivals.c - other copies of a CCProf runtime in this process that write a
 * profile of their own.
 *
 * Copies of this runtime agree on one process runtime (registry.c) and all
 * but that one stay passive. Two kinds of copy cannot join it: a runtime
 * from before registration existed, linked statically into a shared
 * object, and a copy in a library loaded with RTLD_LOCAL into a program in
 * which no runtime is global (two such Python extensions). Each writes its
 * profile at exit to the name CCPROF_FILE gives, so without care the last
 * one to exit would silently replace the others'. At exit the process
 * runtime looks for such rivals; if there is one, it writes to a name of
 * its own and says so (init.c).
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <dlfcn.h>
#include <link.h>
#include <string.h>

/* The loaded objects, by the address of their first mapping. */
struct objects {
  const char *name[256];
  uintptr_t base[256];
  size_t n;
};

static int collect(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct objects *o = data;
  if (o->n == sizeof o->name / sizeof o->name[0])
    return 1;
  for (int i = 0; i < info->dlpi_phnum; ++i)
    if (info->dlpi_phdr[i].p_type == PT_LOAD) {
      o->name[o->n] = info->dlpi_name;
      o->base[o->n++] = info->dlpi_addr + (info->dlpi_phdr[i].p_vaddr & ~(uintptr_t)0xfff);
      break;
    }
  return 0;
}

/* `sym` as the object at `base` defines it itself (not a dependency's). */
static void *own_symbol(void *handle, const char *sym, uintptr_t base) {
  void *p = dlsym(handle, sym);
  Dl_info i;
  return p && dladdr(p, &i) && (uintptr_t)i.dli_fbase == base ? p : NULL;
}

/* Does the object carry a runtime that writes its own profile? */
static int is_rival(const char *name, uintptr_t base, void *global_register) {
  void *h = dlopen(*name ? name : NULL, RTLD_LAZY | RTLD_NOLOAD);
  if (!h)
    return 0;
  int rival = 0;
  /* __ccprof_abi_v2: the runtimes before registration (ABI version 2). */
  if (own_symbol(h, CCPROF_ABI_SYMBOL, base) || own_symbol(h, "__ccprof_abi_v2", base)) {
    void *reg = own_symbol(h, CCPROF_REGISTER_FN, base);
    /* Before registration (no entry point), or its own process runtime. */
    rival = !reg || !global_register || reg == global_register;
  }
  dlclose(h);
  return rival;
}

const char *ccprof_rival_runtime(void) {
  static struct objects o; /* at exit: no malloc */
  o.n = 0;
  dl_iterate_phdr(collect, &o);
  Dl_info self;
  if (!dladdr((void *)ccprof_rival_runtime, &self))
    return NULL;
  void *global_register = ccprof_global_symbol(CCPROF_REGISTER_FN);
  for (size_t i = 0; i < o.n; ++i)
    if (o.base[i] != (uintptr_t)self.dli_fbase &&
        is_rival(o.name[i], o.base[i], global_register))
      return *o.name[i] ? o.name[i] : "the program";
  return NULL;
}

/* The global scope only: the program, what it loaded at start-up and what
 * was loaded RTLD_GLOBAL (RTLD_DEFAULT would also search the caller's own
 * local scope, and so find a copy's own symbols in an RTLD_LOCAL library). */
void *ccprof_global_symbol(const char *sym) {
  void *program = dlopen(NULL, RTLD_LAZY);
  void *p = program ? dlsym(program, sym) : NULL;
  if (program)
    dlclose(program);
  return p;
}

const char *ccprof_own_image(void) {
  Dl_info self;
  if (!dladdr((void *)ccprof_own_image, &self) || !self.dli_fname)
    return "ccprof";
  const char *base = strrchr(self.dli_fname, '/');
  return base ? base + 1 : self.dli_fname;
}
