/* shwork.c - a SHARED library of the consumer project. */
__attribute__((noinline)) int sh_step(int x) { return x * 7 + 1; }
int sh_work(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += sh_step(i);
  return s;
}
