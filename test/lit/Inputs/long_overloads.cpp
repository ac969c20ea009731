// long_overloads.cpp - long overloaded C++ names for e2e/cxx-row-width.test:
// deep namespaces, a class template, overloads with long parameter lists
// that differ only in their last parameter, members of two instantiations,
// and a function whose qualified name alone is over 120 characters.
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace company::product::component_with_a_long_name::detail_implementation {

struct Point { double x, y; };
struct Colour { int rgb; };
struct Material { std::string name; };

template <typename T> struct Mesh {
  std::vector<T> v;
  // Overloads with long parameter lists; two differ only at the end.
  __attribute__((noinline)) long add(const std::map<std::string, std::vector<Point>> &a,
                                     const std::vector<std::pair<std::string, Point>> &b,
                                     const Colour &c) {
    return (long)(a.size() + b.size()) + c.rgb;
  }
  __attribute__((noinline)) long add(const std::map<std::string, std::vector<Point>> &a,
                                     const std::vector<std::pair<std::string, Point>> &b,
                                     const Material &m) {
    return (long)(a.size() + b.size() + m.name.size());
  }
  __attribute__((noinline)) long add(const std::map<std::string, std::vector<Point>> &a,
                                     const std::vector<std::pair<std::string, Point>> &b,
                                     const std::map<std::string, std::vector<Point>> &c) {
    return (long)(a.size() + b.size() + c.size());
  }
  __attribute__((noinline)) long add(int n) { return n; }
  // One member, two instantiations.
  __attribute__((noinline)) size_t count_elements_of_this_mesh() const { return v.size() + 1; }
};

namespace an_even_longer_namespace_name_for_the_deep_internals_of_this_library {
struct a_class_with_a_name_that_goes_on_and_on {
  __attribute__((noinline)) static int a_member_function_with_a_long_name_too(int x) {
    return x * 3;
  }
};
} // namespace an_even_longer_namespace_name_for_the_deep_internals_of_this_library

} // namespace company::product::component_with_a_long_name::detail_implementation

int main() {
  namespace d = company::product::component_with_a_long_name::detail_implementation;
  d::Mesh<int> mi;
  d::Mesh<double> md;
  std::map<std::string, std::vector<d::Point>> a{{"k", {{1, 2}}}};
  std::vector<std::pair<std::string, d::Point>> b{{"p", {3, 4}}};
  long s = 0;
  for (int i = 0; i < 100; ++i) {
    s += mi.add(a, b, d::Colour{i}) + mi.add(a, b, d::Material{"steel"}) + mi.add(a, b, a);
    s += mi.add(i) + md.add(a, b, d::Colour{1});
    s += (long)(mi.count_elements_of_this_mesh() + md.count_elements_of_this_mesh());
    s += d::an_even_longer_namespace_name_for_the_deep_internals_of_this_library::
        a_class_with_a_name_that_goes_on_and_on::a_member_function_with_a_long_name_too(i);
  }
  std::printf("%ld\n", s);
  return 0;
}
