-- layout: a where clause at the same indentation as the case alternatives / do statements it follows (closed by parse-error(t))
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/layout_where_after_block.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/layout_where_after_block.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/layout_where_after_block.out %t3.out


-- common style: `where` lined up with the case alternatives
classify :: Int -> Int
classify x = case compare' x limit of
  0 -> limit
  1 -> x - limit
  _ -> limit - x
  where
    limit = 10
    compare' a b = if a < b then -1 else if a == b then 0 else 1

-- `where` lined up with guards is fine in every implementation
clamp :: Int -> Int
clamp x
  | x < lo = lo
  | x > hi = hi
  | otherwise = x
  where
    lo = 0
    hi = 100

-- `where` lined up with the statements of a do block
main = do
  print (map classify [3, 10, 17])
  print (map clamp [-5, 50, 500])
  print (offset + 1)
  print (twice offset)
  print (classify 10, clamp 100, classify (twice offset))
  where
    offset = 41
    twice n = n * 2
