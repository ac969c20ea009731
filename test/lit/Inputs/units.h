/* units.h - units of work whose cost does not depend on the -O level, the
 * compiler or the CPU, for the tests that check shares of time.
 *
 * SPIN_UNITS(n) runs n units; a unit is two dependent multiplies, and the
 * loop around them is inside the same asm statement. So clang -O0, clang
 * -O2 and gcc all execute the same instructions, and n units cost n times
 * one unit's cost (the multiply latency) on any CPU: a test whose units
 * are all SPIN_UNITS knows its expected shares from the unit counts alone.
 * (Loops written in C do not: issue 16 measured a `sink += k` loop at
 * -O0 to cost about 1.6 times the same loop at -O2.)
 * A macro, not a function: the work is charged to the function it is
 * written in, with no cost centre of its own. */
#ifndef CCPROF_TEST_UNITS_H
#define CCPROF_TEST_UNITS_H

#if defined(__x86_64__)
#define SPIN_UNITS_ASM_ "1:\n\timul %0, %0\n\timul %0, %0\n\tdec %1\n\tjnz 1b"
#elif defined(__aarch64__)
#define SPIN_UNITS_ASM_ "1:\n\tmul %0, %0, %0\n\tmul %0, %0, %0\n\tsubs %1, %1, #1\n\tb.ne 1b"
#else
#error "units.h: no SPIN_UNITS for this architecture"
#endif

#define SPIN_UNITS(n)                                                          \
  do {                                                                         \
    unsigned long spin_x_ = 3, spin_k_ = (n);                                  \
    if (spin_k_)                                                               \
      __asm__ volatile(SPIN_UNITS_ASM_ : "+r"(spin_x_), "+r"(spin_k_) : : "cc"); \
  } while (0)

#endif
