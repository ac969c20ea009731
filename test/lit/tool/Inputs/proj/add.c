__attribute__((noinline)) int add(int a, int b) { return a + b; }
