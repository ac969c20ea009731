/*===- run.c - prolog-mini: start-up, clause selection, catch, findall ----===*
 *
 * The C half of the control glue in Runtime.cpp. main() runs the program's
 * start-up goals in order, each to its first solution, as SWI-Prolog loads
 * a file: a directive that fails or raises prints a warning and loading
 * goes on; the initialization(G, main) goal decides the exit status
 * (0: success, 1: failure, 2: an uncaught exception; halt/1 its own).
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_control.h"
#include "pl_rt.h"
#include "../../common/runtime_stack.h"

#include <gc.h>
#include <gc/gc_mark.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>

/*---- catch/throw ---------------------------------------------------------*/

void pl_throw_copy(pl_term ball) { pl_ball = pl_copy_term(ball); }

/* The newest catch/3 frame whose catcher unifies with (a copy of) the ball,
 * undoing the bindings made since; popped, with the frames above it. NULL if
 * none: the run ends with the exception. */
struct pl_cp *pl_find_catch(void) {
  pl_term ball = pl_copy_term(pl_ball);
  pl_port_unwinding = 1;
  for (struct pl_cp *cp = pl_B; cp != pl_B0; cp = cp->prev) {
    if (cp->next != PL_CATCH_FRAME)
      continue;
    pl_undo_to(cp);
    pl_B = cp; /* the catcher's bindings are trailed above this frame */
    if (pl_unify(cp->args[0], ball) == PL_TRUE) {
      pl_B = cp->prev;
      pl_port_unwinding = 0;
      return cp;
    }
    pl_undo_to(cp);
  }
  pl_undo_to(pl_B0);
  pl_port_unwinding = 0;
  pl_B = pl_B0;
  pl_ball = ball;
  return NULL;
}

void pl_halt(pl_term code) {
  code = pl_deref(code);
  pl_flush();
  exit(PL_TAG(code) == PL_TAG_INT ? (int)PL_INTVAL(code) : 1);
}

/*---- findall/3 -----------------------------------------------------------*/

void pl_findall_add(struct pl_cp *frame) {
  pl_term cell = pl_cons(pl_copy_term(frame->args[0]), PL_MKATOM(PL_ATOM_NIL));
  if (frame->args[3] == 0)
    frame->args[2] = cell;
  else
    PL_PTR(frame->args[3])[1] = cell;
  frame->args[3] = cell;
}

pl_term pl_findall_result(struct pl_cp *frame) { return frame->args[2]; }

/*---- call/N --------------------------------------------------------------*/

static const struct pl_pred_entry **table;
static uint64_t table_mask;

static uint64_t hash_functor(pl_term f) { return (f * 0x9e3779b97f4a7c15ull) >> 20; }

void pl_register_preds(void) {
  uint64_t size = 16;
  while (size < 2 * pl_program_preds_count)
    size *= 2;
  table = GC_malloc_uncollectable(size * sizeof *table);
  memset(table, 0, size * sizeof *table);
  table_mask = size - 1;
  for (uint64_t i = 0; i < pl_program_preds_count; ++i) {
    uint64_t h = hash_functor(pl_program_preds[i].functor) & table_mask;
    while (table[h])
      h = (h + 1) & table_mask;
    table[h] = &pl_program_preds[i];
  }
}

static pl_term indicator(pl_term functor) {
  pl_term pi = pl_make_compound(PL_ATOM_SLASH, 2);
  PL_PTR(pi)[1] = PL_MKATOM(PL_FUNCTOR_ATOM(functor));
  PL_PTR(pi)[2] = PL_MKINT(PL_FUNCTOR_ARITY(functor));
  return pi;
}

void *pl_lookup_pred(pl_term goal) {
  goal = pl_deref(goal);
  if (pl_is_var(goal)) {
    pl_err_inst("call", 1);
    return NULL;
  }
  if (!pl_is_callable(goal)) {
    pl_err_type("callable", goal, "call", 1);
    return NULL;
  }
  pl_term functor = PL_TAG(goal) == PL_TAG_ATOM ? PL_FUNCTOR(PL_ATOMNO(goal), 0)
                                                : pl_functor_of(goal);
  for (uint64_t h = hash_functor(functor) & table_mask; table[h]; h = (h + 1) & table_mask)
    if (table[h]->functor == functor)
      return table[h]->meta;
  if (pl_db_exists(functor))
    return pl_program_dyn_entry;
  pl_term e = pl_make_compound(pl_intern("existence_error", 15), 2);
  PL_PTR(e)[1] = PL_MKATOM(pl_intern("procedure", 9));
  PL_PTR(e)[2] = indicator(functor);
  pl_raise(pl_error_term(e, indicator(functor)));
  return NULL;
}

/*---- start-up ------------------------------------------------------------*/

/* An op/3 directive of the program, for write/1: op(P, Type, Name or [Names]). */
static void add_op_directive(pl_term d) {
  pl_term p = pl_deref(PL_PTR(d)[1]), type = pl_deref(PL_PTR(d)[2]);
  pl_term names = pl_deref(PL_PTR(d)[3]);
  if (PL_TAG(p) != PL_TAG_INT || PL_TAG(type) != PL_TAG_ATOM)
    return;
  for (;;) {
    pl_term n = names;
    if (PL_TAG(names) == PL_TAG_LST) {
      n = pl_deref(PL_PTR(names)[0]);
      names = pl_deref(PL_PTR(names)[1]);
    }
    if (PL_TAG(n) == PL_TAG_ATOM)
      pl_add_op((int)PL_INTVAL(p), pl_atom_name(PL_ATOMNO(type)), PL_ATOMNO(n));
    if (PL_TAG(names) != PL_TAG_LST)
      break;
  }
}

/* The start-up goal being run, as its '$goal_kind'/4 said (Program.cpp
 * puts it first in every goal of the program): directive, initialization
 * or main; 0 for the library's goals. */
static pl_term goal_kind, goal_term, goal_file, goal_line;

int pl_bi_goal_kind(pl_term kind, pl_term goal, pl_term file, pl_term line) {
  goal_kind = pl_deref(kind);
  goal_term = pl_copy_term(goal); /* as it was before the goal ran */
  goal_file = pl_deref(file);
  goal_line = pl_deref(line);
  return PL_TRUE;
}

static int kind_is(const char *k) {
  return goal_kind && PL_TAG(goal_kind) == PL_TAG_ATOM &&
         !strcmp(pl_atom_name(PL_ATOMNO(goal_kind)), k);
}

/* "FILE:LINE" of the goal being run. */
static void put_where(pl_stream *s) {
  pl_write_term_to(s, goal_file, 0, 1200);
  pl_put_char(s, ':');
  pl_write_term_to(s, goal_line, 0, 1200);
}

/* "user:GOAL", written as swipl's messages write a goal. */
static void put_goal(pl_stream *s) {
  pl_put_str(s, "user:");
  pl_write_term_to(s, goal_term, PL_WQUOTED | PL_WNUMBERVARS, 200);
}

static void start_message(void) {
  pl_flush();
  if (pl_user_output.col != 0) {
    pl_put_char(&pl_user_error, '\n');
    pl_user_output.col = 0;
  }
}

/* What swipl prints when a goal run at load time fails. */
static void print_goal_failed(void) {
  start_message();
  pl_stream *e = &pl_user_error;
  if (kind_is("main")) { /* ERROR: f.pl:1: user:main: false */
    pl_put_str(e, "ERROR: ");
    put_where(e);
    pl_put_str(e, ": ");
    put_goal(e);
    pl_put_str(e, ": false\n");
  } else if (kind_is("initialization")) {
    pl_put_str(e, "Warning: ");
    put_where(e);
    pl_put_str(e, ": Initialization goal failed\n");
  } else if (kind_is("directive")) {
    pl_put_str(e, "Warning: ");
    put_where(e);
    pl_put_str(e, ":\nWarning:    Goal (directive) failed: ");
    put_goal(e);
    pl_put_char(e, '\n');
  } else {
    pl_put_str(e, "Warning: Goal (directive) failed\n");
  }
  pl_stream_flush(e);
}

/* What swipl prints when a goal run at load time raises. Returns 1 when
 * loading stops there (a ball that is not error(_, _) thrown by a
 * directive: swipl's "Prolog initialisation failed", status 1). */
static int print_goal_raised(pl_term ball) {
  start_message();
  pl_stream *e = &pl_user_error;
  pl_stream m;
  pl_stream_init_mem(&m);
  int stop = 0;
  pl_term b = pl_deref(ball);
  int is_error = PL_TAG(b) == PL_TAG_STR &&
                 pl_functor_of(b) == PL_FUNCTOR(PL_ATOM_ERROR, 2);
  if (kind_is("main")) { /* ERROR: f.pl:1: user:main MESSAGE */
    pl_put_str(&m, "ERROR: ");
    put_where(&m);
    pl_put_str(&m, ": ");
    put_goal(&m);
    pl_put_char(&m, ' ');
    pl_message_text(&m, ball);
    pl_put_char(&m, '\n');
  } else if (kind_is("initialization")) {
    pl_put_str(&m, "ERROR: ");
    put_where(&m);
    pl_put_str(&m, ": Initialization goal raised exception:\nERROR: ");
    pl_message_text(&m, ball);
    pl_put_char(&m, '\n');
  } else if (kind_is("directive") && is_error) {
    pl_put_str(&m, "ERROR: ");
    put_where(&m);
    pl_put_str(&m, ":\nERROR:    ");
    pl_message_text(&m, ball);
    pl_put_str(&m, "\nWarning: ");
    put_where(&m);
    pl_put_str(&m, ":\nWarning:    Goal (directive) failed: ");
    put_goal(&m);
    pl_put_char(&m, '\n');
  } else if (kind_is("directive")) {
    pl_put_str(&m, "ERROR: Prolog initialisation failed:\nERROR: ");
    pl_message_text(&m, ball);
    pl_put_char(&m, '\n');
    stop = 1;
  } else {
    pl_put_str(&m, "ERROR: ");
    pl_message_text(&m, ball);
    pl_put_char(&m, '\n');
  }
  pl_put_bytes(e, m.buf, m.len);
  pl_stream_free(&m);
  pl_stream_flush(e);
  return stop;
}

/* The choice points and the trail are outside the collector's heap and
 * roots: their live parts hold terms (saved arguments, findall's results,
 * catchers) and bound cells, so they are pushed at each collection. */
static GC_push_other_roots_proc next_roots;

static void push_machine_roots(void) {
  char *top = (char *)pl_B + sizeof(struct pl_cp) + pl_B->nargs * sizeof(pl_term);
  GC_push_all(pl_B0, top);
  GC_push_all(pl_trail_base, pl_TR);
  if (next_roots)
    next_roots();
}

static int run(uint64_t which) {
  pl_B = pl_B0;
  pl_B0->retry = pl_program_bottom_retry;
  pl_undo_to(pl_B0);
  return pl_run_goal(which);
}

/* The collected heap's limit: terms and the clauses' continuations (deep
 * non-tail recursion grows the heap, not a stack). swipl's stacks have
 * 1 GiB together; ours hold the same data in bigger cells, so 2 GiB.
 * GC_MAXIMUM_HEAP_SIZE (the collector's own variable: 64M, 3G) sets it. */
#define HEAP_LIMIT ((size_t)2 << 30)
static size_t heap_limit = HEAP_LIMIT;

static size_t parse_size(const char *s) {
  char *end;
  unsigned long long n = strtoull(s, &end, 10);
  switch (*end) {
  case 'k': case 'K': n <<= 10; break;
  case 'm': case 'M': n <<= 20; break;
  case 'g': case 'G': n <<= 30; break;
  }
  return (size_t)n;
}

/* The collector could not grow the heap (GC_oom_fn): the program ends with
 * a resource error instead of a NULL that the compiled code would use. */
static void *heap_exhausted(size_t bytes) {
  (void)bytes;
  pl_exhausted("Heap exhausted (terms and continuations; GC_MAXIMUM_HEAP_SIZE sets the limit)",
               heap_limit);
}

/* The collector's warnings ("Out of Memory! Trying to continue...") are not
 * the program's output; heap exhaustion is reported by heap_exhausted. */
static void quiet_warning(char *msg, GC_word arg) {
  (void)msg;
  (void)arg;
}

static const char c_stack_message[] =
    "ERROR: Stack limit exceeded\nERROR:   C stack exhausted (a term nested too deeply)\n";

/* fe_setup_stack's handler, but the output printed so far comes first (it
 * is in pl_user_output's buffer): only write(2) and _exit, on the
 * alternate stack. */
static void c_stack_overflow(int sig, siginfo_t *info, void *uc) {
  (void)sig;
  (void)info;
  (void)uc;
  ssize_t r = 0;
  if (pl_user_output.buf && pl_user_output.len)
    r = write(pl_user_output.fd, pl_user_output.buf, pl_user_output.len);
  if (pl_user_output.col != 0)
    r = write(2, "\n", 1);
  r = write(2, c_stack_message, sizeof c_stack_message - 1);
  (void)r;
  _exit(2);
}

int pl_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  GC_INIT();
  const char *max = getenv("GC_MAXIMUM_HEAP_SIZE");
  if (max && parse_size(max) > 0)
    heap_limit = parse_size(max); /* GC_INIT applied it */
  else
    GC_set_max_heap_size(heap_limit);
  GC_set_oom_fn(heap_exhausted);
  GC_set_warn_proc(quiet_warning);
  /* The runtime's own C recursion (unifying, copying, comparing or writing
   * a deeply nested term) gets a big stack and a clear message. */
  fe_setup_stack(c_stack_message);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = c_stack_overflow;
  sa.sa_flags = SA_ONSTACK | SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  /* A Prolog program allocates fast and keeps little: start with a heap
   * that does not need a collection every few hundred kilobytes (nrev:
   * 2.5 s instead of 5.3 s; a user's GC_INITIAL_HEAP_SIZE still wins). */
  if (!getenv("GC_INITIAL_HEAP_SIZE"))
    GC_expand_hp(32u << 20);
  pl_init_atoms(pl_program_atoms, pl_program_atoms_count);
  pl_machine_init();
  next_roots = GC_get_push_other_roots();
  GC_set_push_other_roots(push_machine_roots);
  pl_register_preds();
  for (uint64_t i = 0; i < pl_program_dynamic_count; ++i)
    pl_db_declare(pl_program_dynamic[i]);
  for (uint64_t i = 0; i < pl_program_static_count; ++i)
    pl_db_declare_static(pl_program_static[i]);
  for (uint64_t i = 0; i < pl_program_ops_count; ++i)
    add_op_directive(pl_program_ops[i]);
  for (uint64_t i = 0; i < pl_program_ngoals; ++i) {
    goal_kind = 0;
    int status = run(i);
    int is_main = i == pl_program_main_goal;
    if (status == PL_STATUS_EXCEPTION) {
      int stop = print_goal_raised(pl_ball);
      if (is_main || stop) {
        pl_flush();
        return is_main ? 2 : 1;
      }
    } else if (status == PL_STATUS_FAILED) {
      print_goal_failed();
      if (is_main) {
        pl_flush();
        return 1;
      }
    }
  }
  pl_flush();
  return 0;
}
