main = print (let x = x + 1 in x)
