-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/31_vigenere_cipher.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/31_vigenere_cipher.out %t3.out
module Main where

import Data.Char (chr, ord, isUpper, isLower, isAlpha, toUpper)
import Data.List (sortBy, maximumBy)
import Data.Ord (comparing)

-- Shift a single letter by n positions, keeping case; leave others alone.
shiftChar :: Int -> Char -> Char
shiftChar n c
  | isUpper c = rotate 'A'
  | isLower c = rotate 'a'
  | otherwise = c
  where
    rotate base = chr (ord base + (ord c - ord base + n) `mod` 26)

caesar :: Int -> String -> String
caesar n = map (shiftChar n)

unCaesar :: Int -> String -> String
unCaesar n = caesar (negate n)

keyShifts :: String -> [Int]
keyShifts key = [ord (toUpper k) - ord 'A' | k <- key, isAlpha k]

-- Vigenere only advances the key on letters.
vigenere :: (Int -> Int) -> String -> String -> String
vigenere f key = go (cycle (keyShifts key))
  where
    go _ [] = []
    go ks@(k:rest) (c:cs)
      | isAlpha c = shiftChar (f k) c : go rest cs
      | otherwise = c : go ks cs
    go [] cs = cs

encrypt, decrypt :: String -> String -> String
encrypt = vigenere id
decrypt = vigenere negate

-- English letter frequency ranking used to crack a caesar shift.
englishOrder :: String
englishOrder = "ETAOINSHRDLCUMWFGYPBVKJXQZ"

score :: String -> Int
score s = sum [weight c | c <- map toUpper s, isAlpha c]
  where
    weight c = case lookup c (zip englishOrder [26, 25 ..]) of
                 Just w  -> w
                 Nothing -> 0

crack :: String -> (Int, String)
crack msg = maximumBy (comparing (score . snd))
              [(n, unCaesar n msg) | n <- [0 .. 25]]

main :: IO ()
main = do
  let plain = "Attack at dawn! Meet me by the old oak tree."
  putStrLn plain
  mapM_ (\n -> putStrLn (show n ++ ": " ++ caesar n plain)) [1, 3, 13, 25]
  putStrLn ("rot13 twice: " ++ caesar 13 (caesar 13 plain))
  let key = "LEMON"
      secret = encrypt key plain
  putStrLn ("vigenere: " ++ secret)
  putStrLn ("decrypted: " ++ decrypt key secret)
  print (keyShifts key)
  print (encrypt "LEMON" "ATTACKATDAWN")
  let hidden = caesar 7 "the rain in spain stays mainly in the plain"
  putStrLn ("hidden: " ++ hidden)
  let (k, guess) = crack hidden
  putStrLn ("cracked with shift " ++ show k ++ ": " ++ guess)
  let ranked = take 3 (sortBy (flip (comparing fst))
                 [(score (unCaesar n hidden), n) | n <- [0 .. 25 :: Int]])
  mapM_ print ranked
