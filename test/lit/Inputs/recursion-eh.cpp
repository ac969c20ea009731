// recursion-eh.cpp - exceptions thrown from deep inside self-recursive
// functions, after some of their subtrees have returned: the carried count
// (passes/CarryCount.cpp) must be in the record when the exception lands.
// Each function also counts its own calls in a plain global; main writes
// those numbers to DIR/<name>. Usage: recursion-eh DIR
#include <cstdio>
#include <cstdlib>
#include <string>

static unsigned long n_dive, n_mid, n_guarded, n_boom;

[[gnu::noinline]] void boom(int v) {
  n_boom++;
  throw v;
}

// Throws to main when the budget runs out.
long dive(int n, long *budget) {
  n_dive++;
  if (--*budget == 0)
    boom(n);
  return n < 2 ? n : dive(n - 1, budget) + dive(n - 2, budget);
}

// Catches its own callees' exceptions every few levels and goes on.
long mid(int n, long *budget) {
  n_mid++;
  if (--*budget % 37 == 0)
    boom(n);
  if (n < 2)
    return n;
  long a;
  try {
    a = mid(n - 1, budget);
  } catch (int) {
    a = 1;
  }
  return a + mid(n - 2, budget);
}

struct Guard {
  long *Depth;
  explicit Guard(long *D) : Depth(D) { ++*Depth; }
  ~Guard() { --*Depth; }
};

// A destructor to run on the way out (a cleanup that resumes).
long guarded(int n, long *budget, long *depth) {
  n_guarded++;
  Guard G(depth);
  if (--*budget == 0)
    boom(n);
  return n < 2 ? n : guarded(n - 1, budget, depth) + guarded(n - 2, budget, depth);
}

static void put(const std::string &dir, const char *name, unsigned long n) {
  std::string path = dir + "/" + name;
  FILE *f = std::fopen(path.c_str(), "w");
  if (!f || std::fprintf(f, "%lu\n", n) < 0 || std::fclose(f) != 0) {
    std::perror(path.c_str());
    std::exit(2);
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: recursion-eh DIR\n");
    return 2;
  }
  long sum = 0, caught = 0, depth = 0;
  for (long stop = 1; stop < 4000; stop += 97) {
    long budget = stop;
    try {
      sum += dive(18, &budget);
    } catch (int) {
      caught++;
    }
    budget = stop;
    try {
      sum += guarded(16, &budget, &depth);
    } catch (int) {
      caught++;
    }
  }
  long budget = 1000001; // the first call does not throw
  try {
    sum += mid(20, &budget);
  } catch (int) {
    caught++;
  }
  std::printf("sum %ld caught %ld depth %ld\n", sum, caught, depth);
  put(argv[1], "dive", n_dive);
  put(argv[1], "mid", n_mid);
  put(argv[1], "guarded", n_guarded);
  put(argv[1], "boom", n_boom);
  return 0;
}
