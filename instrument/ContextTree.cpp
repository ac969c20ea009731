//===- ContextTree.cpp - merging and comparing calling-context trees -------===//
#include "ContextTree.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ccprof {
namespace {

/// A function in a path: display name and linkage name.
std::string frameKey(const std::string &Name, const std::string &Symbol) {
  std::string K = Name;
  K.push_back('\0');
  K += Symbol;
  return K;
}

/// The root that collects the contexts past the runtime's cap.
bool isTruncatedRoot(const std::string &Name, const std::string &Symbol,
                     bool Root) {
  return Root && Name == "(truncated)" && Symbol.empty();
}

double percentOf(uint64_t Ticks, uint64_t Samples) {
  return Samples ? 100.0 * (double)Ticks / (double)Samples : 0.0;
}

} // namespace

ContextMerger::ContextMerger() : Nodes(1) {}

std::string ContextMerger::add(const Profile &P, const std::string &Input) {
  // Where each context of P went in the sum (index 0: P's roots' parent).
  std::vector<size_t> At(P.Stacks.size() + 1, 0);
  for (size_t I = 0; I < P.Stacks.size(); ++I) {
    const ProfileContext &C = P.Stacks[I];
    size_t Parent = At[C.Parent]; // C.Parent <= I: the reader checked
    auto [It, New] =
        Nodes[Parent].ChildByKey.emplace(frameKey(C.Name, C.Symbol), Nodes.size());
    if (New) {
      Nodes[Parent].Children.push_back(Nodes.size());
      Nodes.emplace_back();
      Nodes.back().Name = C.Name;
      Nodes.back().Symbol = C.Symbol;
    }
    At[I + 1] = It->second;
    Node &S = Nodes[It->second];
    if (__builtin_add_overflow(S.Entries, C.Entries, &S.Entries) ||
        __builtin_add_overflow(S.Ticks, C.Ticks, &S.Ticks) ||
        __builtin_add_overflow(S.Alloc, C.Alloc, &S.Alloc))
      return "with " + Input + " the entries, ticks or bytes of the context " +
             contextPaths(P)[I] + " add up to more than 2^64-1";
  }
  return "";
}

std::vector<ProfileContext> ContextMerger::result() const {
  // Inherited ticks: a child comes after its parent, so totals from the
  // end. They cannot overflow: the ticks of all contexts are at most the
  // merged samples, whose sum merge has checked.
  // Bytes likewise (merge has checked the functions' alloc, which holds
  // every context's).
  std::vector<uint64_t> Inherited(Nodes.size()), InheritedAlloc(Nodes.size());
  for (size_t I = Nodes.size(); I-- > 0;) {
    Inherited[I] += Nodes[I].Ticks;
    InheritedAlloc[I] += Nodes[I].Alloc;
    for (size_t C : Nodes[I].Children) {
      Inherited[I] += Inherited[C];
      InheritedAlloc[I] += InheritedAlloc[C];
    }
  }
  auto Before = [&](size_t A, size_t B) {
    if (Inherited[A] != Inherited[B])
      return Inherited[A] > Inherited[B];
    if (Nodes[A].Entries != Nodes[B].Entries)
      return Nodes[A].Entries > Nodes[B].Entries;
    return strcmp(Nodes[A].Name.c_str(), Nodes[B].Name.c_str()) < 0;
  };
  // Depth first without recursion (a profile's tree may be deep): a stack
  // of (node, its parent's id), the next sibling on top.
  std::vector<ProfileContext> Out;
  std::vector<std::pair<size_t, uint64_t>> Todo = {{0, 0}};
  while (!Todo.empty()) {
    auto [N, ParentId] = Todo.back();
    Todo.pop_back();
    uint64_t Id = 0;
    if (N) {
      ProfileContext C;
      C.Id = Id = Out.size() + 1;
      C.Parent = ParentId;
      C.Name = Nodes[N].Name;
      C.Symbol = Nodes[N].Symbol;
      C.Entries = Nodes[N].Entries;
      C.Ticks = Nodes[N].Ticks;
      C.InheritedTicks = Inherited[N];
      C.Alloc = Nodes[N].Alloc;
      C.InheritedAlloc = InheritedAlloc[N];
      Out.push_back(std::move(C));
    }
    std::vector<size_t> Kids = Nodes[N].Children;
    std::stable_sort(Kids.begin(), Kids.end(), Before);
    if (N == 0) // the runtime puts "(truncated)" after the other roots
      std::stable_partition(Kids.begin(), Kids.end(), [&](size_t K) {
        return !isTruncatedRoot(Nodes[K].Name, Nodes[K].Symbol, true);
      });
    for (size_t K = Kids.size(); K-- > 0;)
      Todo.emplace_back(Kids[K], Id);
  }
  return Out;
}

std::vector<std::string> contextPaths(const Profile &P) {
  std::vector<std::string> Paths(P.Stacks.size());
  for (size_t I = 0; I < P.Stacks.size(); ++I) {
    const ProfileContext &C = P.Stacks[I];
    Paths[I] = C.Parent ? Paths[C.Parent - 1] + ";" + C.Name : C.Name;
  }
  return Paths;
}

std::vector<ContextDiffRow> diffContexts(const Profile &Base, const Profile &New) {
  std::vector<ContextDiffRow> Rows;
  std::unordered_map<std::string, size_t> RowOf; // by path of frame keys
  auto Add = [&](const Profile &P, bool IsNew) {
    std::vector<std::string> Keys(P.Stacks.size());
    std::vector<std::string> Paths = contextPaths(P);
    for (size_t I = 0; I < P.Stacks.size(); ++I) {
      const ProfileContext &C = P.Stacks[I];
      Keys[I] = (C.Parent ? Keys[C.Parent - 1] + '\1' : std::string()) +
                frameKey(C.Name, C.Symbol);
      auto [It, Fresh] = RowOf.emplace(Keys[I], Rows.size());
      if (Fresh) {
        Rows.emplace_back();
        Rows.back().Path = Paths[I];
      }
      ContextDiffRow &R = Rows[It->second];
      (IsNew ? R.InNew : R.InBase) = true;
      // Two contexts of one path in one profile (a runtime that kept
      // them apart) count as one.
      (IsNew ? R.EntriesNew : R.EntriesBase) += C.Entries;
      (IsNew ? R.InheritedNew : R.InheritedBase) +=
          percentOf(C.InheritedTicks, P.Samples);
    }
  };
  Add(Base, false);
  Add(New, true);
  std::stable_sort(Rows.begin(), Rows.end(),
                   [](const ContextDiffRow &X, const ContextDiffRow &Y) {
                     double DX = std::fabs(X.InheritedNew - X.InheritedBase);
                     double DY = std::fabs(Y.InheritedNew - Y.InheritedBase);
                     return DX != DY ? DX > DY : X.Path < Y.Path;
                   });
  return Rows;
}

} // namespace ccprof
