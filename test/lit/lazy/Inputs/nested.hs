-- The attribution rules of Sansom & Peyton Jones, section 3.3: in
-- scc "foo" (map (f x) l) the costs of evaluating x and l go to whoever
-- built them ("x" and "l"), the cost of the map and of applying the
-- function goes to "foo"; a nested scc's costs go to the inner cost
-- centre only. Work is counted in steps of `work`: x 400k, l 400k,
-- foo 800k, outer 200k, inner 600k.
work :: Int -> Int
work n = go n 0
  where go 0 acc = acc
        go k acc = let a = (acc + k * k) `mod` 1000003 in a `seq` go (k - 1) a

main = do
  let x = {-# SCC "x" #-} work 400000
      l = {-# SCC "l" #-} map work (replicate 100 4000)
  print (sum ({-# SCC "foo" #-} map (\e -> (work 8000 + e + x) `mod` 1000003) l))
  print ({-# SCC "outer" #-} (work 200000 + {-# SCC "inner" #-} work 600000))
