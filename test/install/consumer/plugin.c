/* plugin.c - a MODULE (dlopen'd) library of the consumer project. */
__attribute__((noinline)) int plug_step(int x) { return x ^ 5; }
int plug_work(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += plug_step(i);
  return s;
}
