-- do blocks with <-: IO results bound by patterns, mapM and sequence, >>= written out
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/do_bind.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/do_bind.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/do_bind.out %t3.out

compute :: Int -> IO Int
compute n = do
  let m = n * 2
  print m
  return (m + 1)

main = do
  x <- compute 20
  print x
  (a, b) <- return (x, x * 3)
  print (a + b)
  ys <- mapM compute [1, 2, 3]
  print ys
  zs <- sequence [return 7, compute 5]
  print (sum zs)
  () <- putStrLn "unit"
  return 10 >>= print
  mapM_ print (take 2 ys)
