val p = { x = 1, y = 2 }
val z = #z p
