// Cost-centre stacks through C++ (test/lit/e2e/stacks-cxx.test): virtual
// calls, exceptions that unwind through profiled frames, and a comparator
// called back by the C library's qsort. Every count is known:
//   main;small;total;Circle::area 2   main;small;total;Square::area 1
//   main;big;total;Circle::area 1     main;big;total;Square::area 4
//   main;guarded;thrower 9 (three calls, each entering it 3 times: one
//     context by GHC's rule for recursion, and each throws from the bottom)
//   main;after;leaf 3 (after the catches: the context is main's again)
//   main;sorter;cmp N, the comparisons qsort made (written to argv[1])
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <vector>

struct Shape {
  virtual ~Shape() = default;
  virtual long area() const = 0;
};
struct Circle : Shape {
  long r;
  explicit Circle(long r) : r(r) {}
  long area() const override { return 3 * r * r; }
};
struct Square : Shape {
  long s;
  explicit Square(long s) : s(s) {}
  long area() const override { return s * s; }
};

__attribute__((noinline)) long total(const std::vector<Shape *> &v) {
  long t = 0;
  for (const Shape *s : v)
    t += s->area();
  return t;
}

__attribute__((noinline)) long small(const std::vector<Shape *> &all) {
  return total({all[0], all[1], all[4]}); // circle, circle, square
}
__attribute__((noinline)) long big(const std::vector<Shape *> &all) {
  return total({all[0], all[2], all[3], all[5], all[6]}); // circle, 4 squares
}

__attribute__((noinline)) int thrower(int depth) {
  if (depth == 0)
    throw std::runtime_error("bottom");
  return thrower(depth - 1) + 1;
}
__attribute__((noinline)) int guarded(int depth) {
  try {
    return thrower(depth);
  } catch (const std::runtime_error &) {
    return -1;
  }
}
__attribute__((noinline)) int leaf(int x) { return x * 7 + 1; }
__attribute__((noinline)) int after(int x) { return leaf(x) + 1; }

static long comparisons;
extern "C" __attribute__((noinline)) int cmp(const void *a, const void *b) {
  ++comparisons;
  int x = *static_cast<const int *>(a), y = *static_cast<const int *>(b);
  return (x > y) - (x < y);
}
__attribute__((noinline)) int sorter(int n) {
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = (i * 7919) % n;
  std::qsort(v.data(), v.size(), sizeof(int), cmp);
  return v[n / 2];
}

int main(int argc, char **argv) {
  std::vector<Shape *> all = {new Circle(1), new Circle(2), new Square(3), new Square(4),
                              new Square(5), new Square(6), new Square(7)};
  long s = small(all) + big(all);
  int g = 0, a = 0;
  for (int i = 0; i < 3; ++i) {
    g += guarded(2); // thrower entered 3 times a call: one context
    a += after(i);
  }
  int m = sorter(1000);
  std::printf("%ld %d %d %d\n", s, g, a, m);
  if (argc > 1) {
    FILE *f = std::fopen(argv[1], "w");
    std::fprintf(f, "%ld\n", comparisons);
    std::fclose(f);
  }
  for (Shape *p : all)
    delete p;
}
