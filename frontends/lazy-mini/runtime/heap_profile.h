/*===- heap_profile.h - lazy-mini: run-time flags and the heap profile ----===*
 *
 * `prog +RTS -hc|-hd|-hr [-i<secs>] [-S] -RTS` (GHC's convention) asks for
 * a heap profile: a census of the live heap every <secs> of mutator time
 * and at exit, written to <program>.hp in GHC's format. heap_census.c
 * takes the censuses; this file parses the flags, decides when, keeps the
 * census and collector time out of the mutator's, and writes the file.
 *===----------------------------------------------------------------------===*/
#ifndef LAZY_HEAP_PROFILE_H
#define LAZY_HEAP_PROFILE_H

/* Non-zero while a heap profile is being taken. */
extern int lazy_hp_on;

/* Parses and removes +RTS ... -RTS from argv (exits 1 with the usage on a
 * bad flag, before the program runs) and starts the heap profile if asked.
 * `stack_bottom` is the address of a local of main(): the roots are the
 * words of the stack below it. */
void lazy_rts_init(int *argc, char **argv, const char *program, void *stack_bottom);

/* From the allocator's slow paths: takes a census when one is due. */
void lazy_hp_poll(void);

/* The collector's start and end events (GC time is not mutator time). */
void lazy_hp_gc_event(int begin);

/* main() returned: the final census (error exits take it from atexit). */
void lazy_hp_finish(void);

#endif
