// jsonbench.cpp - a CPU-heavy C++ workload on nlohmann/json (Debian
// nlohmann-json3-dev, header-only) for bench/real-programs.sh.
//
// Usage: jsonbench [objects] [rounds]   (default 20000 10)
//
// Builds a document of OBJECTS records (strings, numbers, arrays, a nested
// object), then ROUNDS times: dumps it to text, parses the text back, sorts
// the records by a string key, round-trips it through CBOR, and checks the
// result. Deterministic (a fixed LCG), prints one checksum line.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using nlohmann::json;

static uint64_t Seed = 88172645463325252ull;
static uint64_t rnd() {
  Seed ^= Seed << 13;
  Seed ^= Seed >> 7;
  Seed ^= Seed << 17;
  return Seed;
}

static std::string word(unsigned len) {
  std::string s;
  for (unsigned i = 0; i < len; ++i)
    s += static_cast<char>('a' + rnd() % 26);
  return s;
}

static json makeDoc(unsigned n) {
  json arr = json::array();
  for (unsigned i = 0; i < n; ++i) {
    json o;
    o["id"] = i;
    o["key"] = word(12);
    o["score"] = static_cast<double>(rnd() % 1000000) / 1000.0;
    json tags = json::array();
    for (unsigned t = 0, k = 1 + rnd() % 5; t < k; ++t)
      tags.push_back(word(3 + rnd() % 6));
    o["tags"] = std::move(tags);
    json vals = json::array();
    for (unsigned v = 0; v < 8; ++v)
      vals.push_back(static_cast<int64_t>(rnd() % 100000) - 50000);
    o["values"] = std::move(vals);
    o["meta"] = {{"active", rnd() % 2 == 0}, {"owner", word(8)}, {"level", rnd() % 10}};
    arr.push_back(std::move(o));
  }
  return json{{"name", "bench"}, {"records", std::move(arr)}};
}

int main(int argc, char **argv) {
  unsigned n = argc > 1 ? static_cast<unsigned>(std::atoi(argv[1])) : 20000;
  unsigned rounds = argc > 2 ? static_cast<unsigned>(std::atoi(argv[2])) : 10;
  json doc = makeDoc(n);
  uint64_t check = 0;
  for (unsigned r = 0; r < rounds; ++r) {
    std::string text = doc.dump();
    json parsed = json::parse(text);
    auto &recs = parsed["records"];
    std::sort(recs.begin(), recs.end(), [](const json &a, const json &b) {
      return a["key"].get_ref<const std::string &>() < b["key"].get_ref<const std::string &>();
    });
    std::vector<std::uint8_t> cbor = json::to_cbor(parsed);
    json back = json::from_cbor(cbor);
    if (back != parsed) {
      std::fprintf(stderr, "CBOR round trip differs\n");
      return 1;
    }
    check += text.size() + cbor.size() + back["records"][0]["id"].get<uint64_t>();
    doc["records"][r % n]["score"] = static_cast<double>(r);
  }
  std::printf("%llu\n", static_cast<unsigned long long>(check));
  return 0;
}
