// names.h - an inline template and a member function, defined in every TU.
#pragma once
template <typename T> T twice(T x) { return x + x; }
namespace geo {
struct Vec {
  int x, y;
  int dot(const Vec &o) const { return x * o.x + y * o.y; }
};
} // namespace geo
