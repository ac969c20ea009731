selfApply f = f f

main = print (selfApply id 3)
