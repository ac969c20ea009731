// cxx.cpp - C++ for cxx.test: methods, constructors, destructors, operators,
// conversions, virtual calls, lambdas, reference and class-type results
// (no copy may be added), move-only types, range-for, exceptions. The
// template `twice` and the constexpr `sq` are not profiled by the annotator.
#include <cstdio>

namespace geo {
struct Vec {
  int x, y;
  Vec(int a, int b) : x(a), y(b) {}
  Vec(const Vec &o) : x(o.x), y(o.y) {}
  ~Vec() { x = 0; }
  int dot(const Vec &o) const { return x * o.x + y * o.y; }
  Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
  int &ref() { return x; }
  operator int() const { return x + y; }
  virtual int area() const { return x * y; }
  static int count(int n) { return n ? count(n - 1) + 1 : 0; }
};
struct Sq : Vec {
  Sq(int s) : Vec(s, s) {}
  int area() const override { return Vec::area() + 0; }
};
} // namespace geo

struct MoveOnly {
  int v;
  explicit MoveOnly(int x) : v(x) {}
  MoveOnly(MoveOnly &&o) : v(o.v) { o.v = 0; }
  MoveOnly(const MoveOnly &) = delete;
};
static MoveOnly make(int x) { return MoveOnly(x); }
static int &pick(int &a, int &b) { return a > b ? a : b; }
static int &&xv(int &a) { return static_cast<int &&>(a); }
template <class T> T twice(T x) { return x + x; }
constexpr int sq(int x) { return x * x; }
struct Arr { int a[4]; int *begin() { return a; } int *end() { return a + 4; } };
static Arr mkarr() { Arr r = {{1, 2, 3, 4}}; return r; }
struct P { int v; P *operator->() { return this; } };
static P getp() { return P{7}; }
[[nodiscard]] static int nd() { return 3; }
static int thrower(int i) { if (i) throw i; return 0; }

int main() {
  geo::Vec a(1, 2), b(3, 4);
  int t = a.dot(b);
  t += (a + b).dot(a);
  a.ref() = 5;
  t += a.ref();
  int conv = a;
  t += conv;
  geo::Sq s(3);
  geo::Vec &base = s;
  t += base.area();
  t += geo::Vec::count(5);
  MoveOnly m = make(4);
  t += m.v;
  int p = 1, q = 2;
  pick(p, q) = 9;
  t += q;
  int &&r = xv(p);
  t += r;
  t += twice(3);
  static_assert(sq(3) == 9, "");
  t += sq(t & 1);
  for (int v : mkarr())
    t += v;
  t += getp()->v;
  auto lam = [&](int k) { return a.dot(b) + k; };
  t += lam(1);
  t += [](int k) { return k * 2; }(4);
  nd();
  try { thrower(1); } catch (int e) { t += e; }
  const geo::Vec &tmp = a + b;
  t += tmp.x;
  std::printf("%d\n", t);
  return 0;
}
