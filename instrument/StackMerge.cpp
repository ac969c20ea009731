//===- StackMerge.cpp - the calling-context trees of several profiles, summed ===//
#include "StackMerge.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace ccprof {
namespace {

struct Node {
  std::string Name, Symbol;
  uint64_t Entries = 0, Ticks = 0, Inherited = 0, Alloc = 0, InheritedAlloc = 0;
  std::vector<size_t> Children;
};

using ChildKey = std::tuple<size_t, std::string, std::string>; // parent, name, symbol

bool add(uint64_t &Sum, uint64_t V) { return !__builtin_add_overflow(Sum, V, &Sum); }

/// Writes node I and, depth first, its children (sorted) into Out.
void emit(std::vector<Node> &Nodes, size_t I, uint64_t Parent,
          std::vector<ProfileContext> &Out) {
  uint64_t Id = 0;
  if (I) {
    const Node &N = Nodes[I];
    Id = Out.size() + 1;
    ProfileContext C;
    C.Id = Id, C.Parent = Parent, C.Entries = N.Entries, C.Ticks = N.Ticks;
    C.InheritedTicks = N.Inherited, C.Alloc = N.Alloc, C.InheritedAlloc = N.InheritedAlloc;
    C.Name = N.Name, C.Symbol = N.Symbol;
    Out.push_back(std::move(C));
  }
  std::vector<size_t> Kids = Nodes[I].Children;
  std::stable_sort(Kids.begin(), Kids.end(), [&](size_t A, size_t B) {
    const Node &X = Nodes[A], &Y = Nodes[B];
    if (X.Inherited != Y.Inherited)
      return X.Inherited > Y.Inherited;
    if (X.Entries != Y.Entries)
      return X.Entries > Y.Entries;
    return X.Name < Y.Name;
  });
  // "(truncated)", the root of the contexts past the cap, comes last.
  std::stable_partition(Kids.begin(), Kids.end(), [&](size_t K) {
    return I || Nodes[K].Name != "(truncated)" || !Nodes[K].Symbol.empty();
  });
  for (size_t K : Kids)
    emit(Nodes, K, Id, Out);
}

} // namespace

std::string mergeStacks(const std::vector<Profile> &Ps, std::vector<ProfileContext> &Out) {
  std::vector<Node> Nodes(1); // 0: the pseudo-root
  std::map<ChildKey, size_t> Index;
  for (const Profile &P : Ps) {
    std::vector<size_t> Of(P.Stacks.size() + 1, 0); // a context's id -> node
    for (const ProfileContext &C : P.Stacks) {
      size_t Parent = Of[C.Parent];
      auto [It, New] = Index.emplace(ChildKey{Parent, C.Name, C.Symbol}, Nodes.size());
      if (New) {
        Nodes.push_back({C.Name, C.Symbol, 0, 0, 0, 0, 0, {}});
        Nodes[Parent].Children.push_back(It->second);
      }
      Node &N = Nodes[It->second];
      if (!add(N.Entries, C.Entries) || !add(N.Ticks, C.Ticks) ||
          !add(N.Inherited, C.InheritedTicks) || !add(N.Alloc, C.Alloc) ||
          !add(N.InheritedAlloc, C.InheritedAlloc))
        return "the entries, ticks or bytes of context '" + C.Name +
               "' add up to more than 2^64-1";
      Of[C.Id] = It->second;
    }
  }
  Out.clear();
  if (Nodes.size() > 1)
    emit(Nodes, 0, 0, Out);
  return "";
}

} // namespace ccprof
