-- bench.lua - a small call-heavy Lua workload for the Lua interpreter
-- benchmark: recursive calls, loops with arithmetic, table and string ops.
-- Usage: lua bench.lua [scale]   (default 1)
local scale = tonumber(arg and arg[1]) or 1

local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end

local function loops(n)
  local s = 0
  for i = 1, n do s = s + (i % 7) * 3 end
  return s
end

local function tables(n)
  local t = {}
  for i = 1, n do t[i] = { id = i, name = "k" .. (i % 100) } end
  local sum = 0
  for _, v in ipairs(t) do sum = sum + v.id + #v.name end
  table.sort(t, function(a, b) return a.id > b.id end)
  local m = {}
  for i = 1, n do m["x" .. (i % 1000)] = (m["x" .. (i % 1000)] or 0) + 1 end
  return sum + t[1].id
end

local acc = 0
for _ = 1, scale do
  acc = acc + fib(22) + loops(200000) + tables(20000)
end
print(acc)
