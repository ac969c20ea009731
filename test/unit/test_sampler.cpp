// test_sampler.cpp - the sampler thread's last charge (rt/sampler.c).
#include "ThreadCpu.h"
#include "ccprof_rt.h"
#include <catch2/catch.hpp>
#include <atomic>
#include <chrono>
#include <pthread.h>
#include <thread>
#include <time.h>

extern "C" __thread struct __ccprof_cc *__ccprof_current;


#if defined(__x86_64__) && defined(__linux__)
TEST_CASE("stopping waits for a lock another thread holds, and keeps the last periods",
          "[sampler]") {
  // The sampler, preempted in the middle of its looks, holds the list's
  // lock for long on a busy machine. Here a thread holds it while the
  // program stops: the periods since the sampler's last look must still
  // be charged, not dropped.
  static __ccprof_cc Work{};
  const unsigned Hz = 1000;
  double Start = threadCpuSeconds(); // before the thread's clock is read
  REQUIRE(ccprof_sampler_start(Hz));
  __ccprof_current = &Work;
  burnCpu(0.02);
  std::atomic<int> Held{0};
  std::thread Holder([&] {
    ccprof_sampler_lock();
    Held = 1;
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    ccprof_sampler_unlock();
  });
  while (!Held)
    std::this_thread::yield();
  burnCpu(0.08); // no look can see this: the sampler waits for the lock
  ccprof_sampler_stop();
  double Cpu = threadCpuSeconds() - Start;
  __ccprof_current = nullptr;
  Holder.join();
  double Charged = double(Work.ticks) / Hz;
  INFO("charged " << Charged << " s of " << Cpu << " s");
  CHECK(Charged >= Cpu - 2.0 / Hz);
  // The runtime's constructor may have registered this thread already: then
  // the first look also charges the part period from before Start.
  CHECK(Charged <= Cpu + 2.0 / Hz);
}
#endif
