int sum_to(int n);
int check(int x) {
  if (x = 1)
    return sum_to(x);
  return 0;
}
