/* ports_plugin.c - a dlopen'd image with a predicate of its own, member/2,
 * and its own ports section (test/lit/runtime/ports.test). */
#include "ports_box.h"

extern struct __ccprof_ports __start___ccprof_ports[] __attribute__((weak, visibility("hidden")));
extern struct __ccprof_ports __stop___ccprof_ports[] __attribute__((weak, visibility("hidden")));

/* Not static: the runtime reads it (through __start___ccprof_ports). */
struct __ccprof_ports plugin_ports[] __attribute__((section("__ccprof_ports"), used)) = {
    {.symbol = "member/2"}};

static struct box_truth member_truth;

__attribute__((noinline)) void member(int k) __asm__("member/2");
void member(int k) { run_call(&plugin_ports[0], &member_truth, k, 4000, 200); }

__attribute__((constructor)) static void register_ports(void) {
  __ccprof_register_ports(__start___ccprof_ports, __stop___ccprof_ports);
}

/* Called by the program: member/2 three times (2, 1, 0 solutions). */
void plugin_run(uint64_t truth[2]) {
  member(2);
  member(1);
  member(0);
  truth[0] = member_truth.lo;
  truth[1] = member_truth.hi;
}
