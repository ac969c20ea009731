-- do blocks: explicit braces and semicolons, let statements (several bindings), if/case as statements, nested do in lambdas
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/do_blocks_braces.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/do_blocks_braces.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/do_blocks_braces.out %t3.out


report :: Int -> Int -> Int
report a b = a * 100 + b

main = do { print 1; print (2, 3)
          ; let { a = 10; b = a + 1 }
          ; print (report a b)
          ; mapM_ (\x -> do { print x; print (x * x) }) [4, 5]
          ; nested
          ; if a > 5 then putStrLn "big" else putStrLn "small"
          ; case lookup 2 [(1, 7), (2, 8)] of { Just v -> print v; Nothing -> putStrLn "none" }
          }

nested = do
  let c = 3
      d = c * c
  print d
  let go 0 = return ()
      go n = do
        print n
        go (n - 1)
  go 3
  if even d
    then putStrLn "even"
    else do
      putStrLn "odd"
      print (d + 1)
  case [c, d] of
    [x, y] -> print (x + y)
    _ -> putStrLn "other"
  sequence_ (map print (take 2 [c ..]))
