-- The classic space leak: xs is shared by sum and length, so the whole
-- list is live once sum has run, until length has walked it.
mean :: [Int] -> Int
mean xs = sum xs `div` length xs

main = print (mean [1 .. 1000000])
