data Colour = Red | Green | Blue

main = print [Red, Blue]
