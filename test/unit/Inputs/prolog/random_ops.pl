:- op(200, xf, ++).
x(foo) .
x(a ++) .
:- op(1100, fy, [--, ++]) .
:- op(1100, yfx, [bar, foo]) .
x(~~) .
:- op(700, fy, [~~]) .
x(a) .
x(++ , [x]) .
:- op(200, xf, ++) .
:- op(0, xf, [bar, ++]) .
x(1) .
x(~~) .
x(=) .
:- op(0, xfx, ++) .
:- op(1000, xf, [~~]) .
:- op(500, xfx, bar) .
x(@@) .
x(- - b) .
:- op(1000, fx, [--, ++]) .
:- op(200, yf, [@@]) .
x(foo) .
:- op(200, xf, --) .
x(~~ ~~) .
x(1) .
x(++) .
:- op(500, xfx, [~~]) .
x(++ [x]) .
:- op(200, yfx, @@) .
:- op(300, xf, [~~, foo]) .
x(a) .
x(1 --) .
x(-- foo bar) .
:- op(200, xf, [@@, ++]) .
x(foo) .
x(- = =) .
x(--) .
:- op(1000, yfx, @@) .
x(1) .
x(b bar f(a) ~~) .
x(++ bar foo [x]) .
x(++) .
x(++) .
:- op(0, fy, [++]) .
:- op(700, fy, foo) .
x(= --) .
:- op(300, xf, [bar]) .
x([x] foo , ~~) .
:- op(0, xfy, @@) .
x(--) .
x(-) .
x(a foo) .
x(-) .
x(- -) .
:- op(1000, yfx, foo) .
:- op(300, fy, [++]) .
x(f(a) bar a) .
x(++) .
x(=) .
x(a ++) .
:- op(1100, xf, [foo, @@]) .
:- op(700, yfx, [@@]) .
:- op(700, yf, [foo]) .
x(1 bar) .
:- op(200, xfx, [~~, ++]) .
:- op(1100, yf, ++) .
x(1 1) .
x(@@) .
x(b) .
x(++ = -) .
x(@@ foo) .
x([x]) .
:- op(1100, xf, [--]) .
x(-) .
:- op(700, xf, @@) .
x(bar) .
:- op(100, fy, [++]) .
x(f(a) ~~ ++) .
x(bar @@) .
x(1) .
:- op(200, fy, [~~, --]) .
x(f(a) -- , - a) .
x([x] ~~) .
x(- @@ b) .
x(bar foo foo foo = - [x]) .
x(++) .
:- op(200, fy, [bar]) .
:- op(0, fy, [--, @@]) .
x(b) .
x(--) .
x(= @@) .
:- op(1100, yfx, [@@, bar]) .
:- op(1100, xfx, [~~, bar]) .
x(foo ~~ foo) .
:- op(100, fx, [--, ~~]) .
:- op(200, xfy, [~~, --]) .
:- op(200, fy, [--, ++]) .
x(--) .
x(~~ f(a) @@) .
:- op(300, fy, [bar, @@]) .
x(bar a , ~~ ~~ = a) .
:- op(100, xfx, foo) .
x(f(a)) .
x(~~) .
x(@@) .
:- op(1100, xfx, [~~, --]) .
x(bar --) .
x(foo = ~~ a) .
x(1 ~~ a) .
:- op(500, xfx, [@@]) .
x(1) .
x(bar a) .
x(b) .
x(1 @@ 1 ~~) .
x(= bar b ~~) .
x(~~ b) .
x(@@ a) .
:- op(200, fx, [@@, --]) .
:- op(1200, xf, --) .
:- op(100, yf, [--]) .
x(bar bar [x] bar) .
x(++) .
x(++) .
:- op(700, xfx, [@@]) .
x(- , f(a) = =) .
x(--) .
x(b ++ , ++ @@ bar) .
:- op(200, xfx, foo) .
x(@@ b) .
x(1) .
x(a bar a foo) .
:- op(100, xfy, @@) .
x(@@ = bar) .
x(b @@ ++) .
:- op(300, fx, [--, ~~]) .
:- op(300, xfx, [++, bar]) .
:- op(700, xf, [bar]) .
x(bar) .
x(= -- ++ f(a) - [x]) .
x(- - , -- bar) .
:- op(700, yf, [~~]) .
x(++ = a bar f(a)) .
x(a) .
:- op(500, fx, foo) .
x(~~ b) .
x(f(a) = -) .
:- op(1100, xfx, ~~) .
x(1 bar f(a)) .
:- op(1200, xfx, ++) .
:- op(1200, xf, [++, @@]) .
:- op(1000, yfx, [++, --]) .
x(- -) .
:- op(0, fx, [--]) .
x(= ~~ - -) .
x(- - bar) .
x(++) .
x(b) .
:- op(1000, xfx, [~~, bar]) .
x(foo @@ 1 1 - ++ ~~) .
x([x] bar) .
x(1 - - -- f(a) -- =) .
:- op(1200, fx, [foo, --]) .
:- op(1000, xf, [++, --]) .
x([x]) .
:- op(1200, fy, [~~, bar]) .
:- op(300, xf, [++, --]) .
:- op(100, fy, ++) .
:- op(1200, yf, [++, bar]) .
x(a) .
x([x]) .
x(@@) .
x(a -- @@ 1) .
:- op(1000, fx, [@@, foo]) .
:- op(100, xfy, [bar, foo]) .
:- op(300, xfy, ++) .
x(++ 1 ++ f(a)) .
x(f(a) bar foo) .
x(a) .
:- op(1200, yfx, [++, foo]) .
:- op(1100, fx, [@@, ++]) .
:- op(100, yf, [@@]) .
x(- , ~~ ~~ ++ f(a) foo) .
x(bar [x] ~~) .
:- op(1200, yfx, ~~) .
x(a) .
x(= ++ ++) .
x(a) .
:- op(500, yf, [@@, bar]) .
:- op(500, fx, [--]) .
:- op(200, xf, [foo, --]) .
:- op(1000, yfx, [--]) .
x([x] bar) .
:- op(0, yf, [--]) .
x(++ foo) .
:- op(1100, xf, [--, ~~]) .
x(--) .
x(--) .
x(a -- [x] foo) .
x(a) .
x(-) .
x(++) .
:- op(0, yf, [@@, foo]) .
:- op(0, yfx, [++, @@]) .
:- op(1200, fy, [++]) .
x(++) .
:- op(100, fx, [++, ~~]) .
:- op(700, yfx, [++, foo]) .
:- op(300, fx, [bar, foo]) .
:- op(300, yf, [++]) .
:- op(0, xf, bar) .
x(bar) .
x(bar) .
:- op(300, fy, [~~]) .
x(- ++ b ++) .
:- op(200, yfx, ~~) .
x([x] = ++ ~~) .
:- op(1200, xfx, [--]) .
:- op(200, yf, [@@]) .
x(@@) .
x(foo ++) .
x(foo b) .
:- op(1100, fx, @@) .
x(@@) .
x(1 ++ [x]) .
:- op(100, yfx, foo) .
:- op(300, yf, [--, ++]) .
x(=) .
x(@@ bar) .
:- op(0, yfx, [++, --]) .
x(a @@) .
x(f(a)) .
x(=) .
x(- ++) .
x(=) .
:- op(0, yf, [foo, bar]) .
:- op(0, xf, [++, @@]) .
:- op(300, yfx, [~~, @@]) .
x(f(a)) .
x(= --) .
x(@@) .
x(~~ ++ - = foo b) .
x(--) .
x(@@) .
x(f(a)) .
:- op(1000, xf, [~~]) .
x(@@ a) .
:- op(0, xf, [~~, --]) .
x(f(a)) .
x(--) .
:- op(700, yf, [foo, ~~]) .
x([x]) .
x(~~) .
:- op(300, yfx, [++, --]) .
x(~~ a) .
x(++ ~~) .
x(++ b) .
x([x] - f(a)) .
x(foo @@) .
:- op(700, xfx, [~~, foo]) .
x(( ++ -- , foo )) .
:- op(1100, yfx, bar) .
x(bar , bar) .
x(= ++ bar) .
:- op(500, xfy, @@) .
x(foo foo) .
:- op(100, xfy, [bar]) .
x(f(a)) .
:- op(1000, fy, ++) .
x([x]) .
:- op(1100, fx, [foo, ++]) .
x(~~ b) .
x([x]) .
:- op(200, fx, ~~) .
:- op(700, xf, [bar, @@]) .
x(@@ ( [x] bar b ) foo) .
:- op(700, fx, bar) .
x(f(a)) .
:- op(700, xfx, [~~, @@]) .
x(b @@) .
:- op(300, xf, ++) .
:- op(1000, yf, [--, ~~]) .
:- op(100, fy, [--, ~~]) .
:- op(1100, yfx, [~~, foo]) .
:- op(200, fy, [--, @@]) .
x([x] bar b ~~ --) .
x(@@) .
:- op(1000, xfx, ++) .
x(a) .
x(a @@) .
:- op(100, yf, [~~, ++]) .
:- op(100, fy, [@@]) .
x([x] bar) .
x(a @@ , [x] foo foo) .
x(++) .
x(foo ~~) .
x(bar f(a) ++) .
x(++) .
x(foo) .
x(b ++) .
:- op(0, xf, [bar]) .
:- op(1100, xf, [--, ++]) .
:- op(0, xfx, [~~, bar]) .
x(--) .
x(bar) .
:- op(1100, xf, [@@, bar]) .
x(foo =) .
x(--) .
x(@@) .
:- op(0, yfx, [--]) .
x(foo) .
x([x]) .
x(b , 1) .
x(= ++) .
:- op(1200, xf, [foo]) .
x(~~ a) .
:- op(200, xf, [foo, ++]) .
x([x] - 1 ++ -) .
:- op(100, yfx, [--]) .
:- op(700, fy, [--]) .
:- op(200, fy, [bar, ~~]) .
:- op(1100, yf, foo) .
x(@@ -) .
:- op(1000, xf, [foo, ++]) .
x(a --) .
:- op(1000, fy, [~~, foo]) .
x(b --) .
x(foo , ++) .
x(++ foo) .
:- op(200, xfx, bar) .
:- op(200, xfx, foo) .
x(1 ++ bar) .
x(++ foo f(a) = foo) .
:- op(1000, fx, foo) .
x(++ ~~) .
:- op(500, yfx, ++) .
:- op(0, yfx, [~~, foo]) .
:- op(1200, xfx, [bar, --]) .
x(--) .
:- op(700, xfx, [--]) .
x(--) .
x(bar) .
x(-- b - -) .
x(b -- b) .
x(- [x]) .
x(~~) .
x(bar @@ [x]) .
x([x]) .
:- op(300, xfx, [~~, bar]) .
x(1) .
x([x]) .
x(-- f(a)) .
:- op(100, xfx, [bar]) .
x(f(a)) .
:- op(1100, fx, [foo]) .
x(f(a) = - ~~) .
x(~~ [x] , = ~~) .
x(= - bar --) .
:- op(1200, yf, [--, ++]) .
x(= ++ [x]) .
x(~~ a = --) .
x(1) .
x(-- [x]) .
x(++ foo) .
:- op(700, xfy, [bar, --]) .
:- op(100, xfy, @@) .
x(f(a)) .
x(=) .
:- op(300, xf, [++]) .
x(-- @@ --) .
x(++ --) .
:- op(300, fx, [--, foo]) .
:- op(700, xf, ~~) .
x(~~) .
x(=) .
x(- f(a) ++ , [x]) .
x([x] -- [x]) .
:- op(1100, xf, ++) .
x(1 , bar) .
:- op(1000, xf, [foo, @@]) .
x(~~) .
:- op(1000, xfx, [~~]) .
x(=) .
x(--) .
x(a @@ ~~) .
x(f(a) ~~ --) .
x(-) .
x(~~ [x]) .
x(-- a ~~ - [x]) .
:- op(100, yfx, [foo, --]) .
:- op(300, xfy, [@@]) .
:- op(200, fy, [foo, @@]) .
:- op(1200, yf, [--]) .
:- op(100, xf, ++) .
x(a @@) .
x(++ ~~ f(a) - =) .
:- op(1100, fx, [bar, --]) .
x(1) .
:- op(1000, fx, [~~]) .
x(a ++ a) .
x(f(a) @@ a) .
:- op(200, fy, bar) .
x(~~ [x]) .
x(bar) .
x(~~) .
:- op(0, yfx, [foo]) .
x(-- -- , @@) .
:- op(100, xfx, [~~]) .
x(= bar f(a) -- a) .
x(++ a ++ [x]) .
:- op(500, fx, [@@]) .
x(f(a)) .
:- op(500, fx, [bar]) .
:- op(500, yf, [++]) .
:- op(0, xfx, ++) .
:- op(1100, fx, [~~, foo]) .
x(( @@ - a bar )) .
x([x]) .
:- op(1200, fx, [@@, foo]) .
:- op(700, yf, [~~, foo]) .
x(=) .
x(foo b) .
:- op(1200, yfx, [foo, @@]) .
x(@@) .
:- op(0, xfx, [foo, bar]) .
x(1 ~~ f(a)) .
x(foo) .
:- op(700, xf, [bar, foo]) .
:- op(1100, xfy, [bar, @@]) .
x(- - = ~~) .
:- op(1200, xfy, [~~]) .
x(bar [x] - 1) .
:- op(1000, yf, [@@, ++]) .
:- op(1000, xfy, [++, foo]) .
:- op(0, fy, [@@]) .
:- op(1000, yf, [~~, --]) .
:- op(700, yf, [--, bar]) .
:- op(500, xf, bar) .
x(@@ bar bar) .
:- op(100, xfy, [~~, foo]) .
x(++ = = bar ++) .
x(=) .
x(foo) .
x(foo) .
x(- [x]) .
x(=) .
x(foo) .
x(b) .
x(-- @@) .
x(1) .
x([x] ~~ bar) .
x(-- b ++ [x]) .
x(a ~~ a ++) .
:- op(0, xf, ~~) .
:- op(700, xfy, foo) .
x([x] ++ =) .
x(1) .
:- op(1100, xfx, [bar, foo]) .
:- op(1100, fx, [++]) .
:- op(1200, xfx, [++, @@]) .
:- op(1100, xfy, [bar, --]) .
x(foo 1) .
:- op(700, fx, @@) .
x(-) .
:- op(0, xfy, [~~, ++]) .
x(bar --) .
x(a) .
x(bar) .
:- op(1000, yfx, [--, ++]) .
x(1 @@) .
x(1) .
x(=) .
:- op(300, yfx, ~~) .
x(@@ ++) .
x(-) .
x(-- --) .
x(foo = --) .
x(++ [x]) .
x(b bar [x]) .
x(bar) .
x(~~ foo) .
x(~~ foo) .
:- op(1000, fx, [++, bar]) .
:- op(1100, xfx, ~~) .
x(= ~~ @@ 1) .
x(1 ++ - 1 1) .
:- op(100, fx, [++]) .
x(bar @@) .
x([x] foo f(a)) .
:- op(1100, xf, [~~, @@]) .
:- op(700, yfx, ++) .
:- op(700, xf, --) .
x(f(a)) .
:- op(0, fx, [--, ~~]) .
:- op(100, yfx, [foo]) .
:- op(100, fx, [--, @@]) .
x(~~) .
:- op(200, fx, --) .
x(foo) .
:- op(700, xfx, [--, foo]) .
x(- -- [x]) .
:- op(0, yf, ~~) .
x(=) .
:- op(200, xf, [bar]) .
:- op(300, fy, --) .
x(++ -) .
:- op(1200, xfx, [++, bar]) .
x(--) .
x(++ ++ ~~ @@ [x] --) .
:- op(1100, yf, [~~, @@]) .
x(b @@ =) .
:- op(0, yf, [bar]) .
x(= - a) .
x(1 , foo - f(a)) .
x(1 --) .
x(bar) .
x(-- b ++ 1 foo) .
x(= @@ ++) .
x(bar) .
:- op(1200, fy, [foo]) .
:- op(100, fy, [bar, ++]) .
x(1 foo) .
x(-) .
x(++) .
:- op(300, yf, foo) .
x(-- 1 ++ a ~~ foo) .
x(@@ f(a)) .
:- op(500, fy, [foo, ++]) .
:- op(0, xf, [foo, bar]) .
:- op(1100, fx, --) .
x(foo) .
x(foo , bar) .
x([x]) .
x(bar @@ , a ~~) .
:- op(1000, fx, @@) .
:- op(1100, yf, [foo]) .
:- op(1000, yfx, bar) .
x(= ++) .
x(++ f(a) -- , -) .
:- op(0, yfx, [--]) .
:- op(700, yf, bar) .
x(1 ~~) .
x(a @@ @@ 1) .
x(--) .
x(a ++) .
x(foo) .
:- op(1000, xf, [foo, ~~]) .
x(1) .
:- op(1200, xfy, [--, foo]) .
x(@@ b) .
x(++ [x] ~~) .
x([x] ~~) .
x(a) .
x(- b) .
:- op(200, yf, foo) .
x(@@ @@ , foo ++ b) .
x(= ++) .
x(++ foo) .
:- op(1100, fy, [@@]) .
:- op(700, fy, [foo, bar]) .
x(1) .
x([x] foo) .
:- op(1100, xfx, bar) .
x(bar) .
x(b) .
x(b - f(a) foo) .
x(-) .
:- op(1100, yfx, bar) .
x([x] ++ a) .
x([x] @@ bar 1 foo) .
x([x]) .
:- op(100, yfx, [foo, --]) .
x(-- ~~) .
:- op(100, xfx, [foo, ++]) .
:- op(200, fy, [--]) .
x(++ , = bar ++ bar) .
x(--) .
x(++) .
x(@@ --) .
x(bar) .
x(bar a) .
x(bar foo 1 1 @@ 1 @@) .
:- op(200, fx, [foo]) .
x(1 , @@) .
x(1 foo @@) .
x(@@ -) .
:- op(1200, xf, [--, ++]) .
:- op(1000, yf, [foo]) .
x([x]) .
:- op(1100, xfx, [--, ++]) .
:- op(700, xfx, [foo]) .
x(--) .
x(- bar) .
x(( -- [x] )) .
x(=) .
x(1) .
x(1 foo =) .
x(@@ @@ ~~ @@ a) .
x(= @@) .
x(b) .
x(foo b) .
x(@@) .
x(foo) .
:- op(100, fx, @@) .
x(= -- , 1 - 1 --) .
x(b) .
:- op(1200, yfx, [++, bar]) .
:- op(0, yf, [--]) .
:- op(1100, yfx, [bar, @@]) .
:- op(500, xfy, [--]) .
:- op(1100, fx, [@@, foo]) .
x(@@) .
x(a) .
x(bar ~~) .
:- op(300, xf, [bar]) .
:- op(1000, yf, @@) .
x(- foo) .
x([x] bar) .
:- op(1000, fy, [bar]) .
x(--) .
:- op(500, xf, [@@, ~~]) .
x(bar bar foo) .
x(foo - ~~) .
x(-- ~~ bar a) .
x(-) .
x(f(a)) .
x(~~ ~~ ~~) .
x(1) .
x(foo) .
x(=) .
:- op(1000, xfy, [--, bar]) .
x(= foo) .
x(a) .
x(~~ foo [x] , ++ -- f(a)) .
x(1 ++ 1 bar a) .
x(-- @@) .
x(--) .
x(f(a)) .
x(@@) .
x(~~ ++ foo) .
x(-- -- f(a) ~~) .
:- op(1100, xfx, ~~) .
x(foo) .
:- op(200, yfx, [--, ++]) .
:- op(500, xfx, [++]) .
x(foo) .
:- op(700, yf, [bar]) .
:- op(1000, fy, [@@, bar]) .
:- op(1100, yfx, ++) .
x(++ 1) .
x(~~ ~~ 1 - ++) .
x(~~) .
:- op(300, fx, ++) .
x(@@ , = ~~) .
:- op(500, xf, [++, @@]) .
x(~~ -- [x] ~~ @@) .
:- op(0, yf, [bar]) .
:- op(100, fy, @@) .
x(b - bar) .
:- op(100, yf, [@@, ~~]) .
:- op(700, xfx, [@@]) .
x(foo bar) .
x(f(a) bar -- , [x]) .
:- op(300, xf, ++) .
x(-) .
:- op(700, fy, --) .
x(~~) .
x(-- f(a) ~~ ++ foo) .
x(foo a - ++ ~~) .
x(++ , foo) .
:- op(700, xfy, [++, ~~]) .
x(- ++ ~~) .
x(++) .
:- op(300, fy, [++]) .
x(@@ a = f(a) bar -) .
:- op(1200, xfx, [bar]) .
:- op(100, yfx, [--, ~~]) .
x(-- -- 1 - --) .
:- op(1200, fy, [--, ++]) .
x(=) .
x(-- @@ @@) .
:- op(700, yf, [bar]) .
:- op(200, fx, [~~, --]) .
:- op(1100, fy, [@@, --]) .
x(++ , -) .
x(a ~~ foo) .
:- op(1000, fx, [~~, bar]) .
x(++ bar b) .
:- op(1200, yfx, [foo, ~~]) .
x(- = =) .
x(=) .
x(--) .
:- op(1000, yf, [++, ~~]) .
x(@@ -- a ~~) .
x(-) .
x(b bar -) .
x(= -- --) .
x(- a) .
x(-- =) .
x(-- f(a)) .
x(~~ 1 ~~ bar) .
x(-) .
x(@@ foo) .
x(b ~~) .
x(1 1) .
x(bar , -- a) .
x(f(a)) .
x([x]) .
x(f(a) foo bar [x] foo) .
:- op(1000, fx, [bar]) .
x(++ foo f(a) ~~) .
:- op(1100, yfx, [--, bar]) .
:- op(200, fx, --) .
x(++ b -- ++) .
x([x]) .
:- op(1100, yfx, [foo]) .
x(-- [x]) .
:- op(200, xfx, [--, foo]) .
x(bar) .
:- op(500, xf, [foo, ~~]) .
:- op(500, xfx, [~~]) .
:- op(100, yf, foo) .
x(@@ f(a)) .
x(~~) .
:- op(700, yfx, [--]) .
x(- bar) .
x(++ ~~ =) .
x(a) .
x(~~) .
:- op(1100, yfx, bar) .
x(b) .
:- op(300, xfy, [bar]) .
:- op(1200, fx, [++, foo]) .
x(b ++ foo) .
x(++ f(a) foo) .
x(++ @@ ++) .
x(=) .
x(f(a)) .
x(= -- 1) .
x(bar) .
x(a = f(a) -- 1) .
x(= , = = =) .
:- op(200, fx, [bar, foo]) .
x(++ ~~) .
:- op(300, fy, [bar, ~~]) .
x(~~ @@) .
x(f(a)) .
:- op(500, yf, [~~, bar]) .
x(bar) .
x(--) .
x([x]) .
x(1 bar) .
:- op(200, fx, [foo, --]) .
x(@@) .
x(-- a) .
x(@@) .
x(f(a)) .
x(~~ 1) .
x(foo [x]) .
x(f(a) foo ~~) .
x(f(a)) .
x(a) .
x(= bar) .
x(~~) .
x(= ) ++ - ( a) .
x([x]) .
x(bar --) .
x(bar) .
x(foo bar) .
x(~~ @@) .
x(1) .
:- op(700, fy, ~~) .
x(bar a) .
x(b ~~) .
x(( bar ) - @@) .
x(bar ++) .
x(++ foo b bar) .
x(bar -) .
:- op(300, yf, --) .
x(-- -) .
x([x] , [x]) .
x(++ = ++ ~~ a - -) .
x(=) .
:- op(100, fx, [bar]) .
x(= ~~ bar 1) .
x(~~) .
:- op(100, yf, [~~]) .
:- op(0, xf, foo) .
:- op(0, fx, @@) .
x(b) .
x(a --) .
x(- foo) .
:- op(1200, yf, [++]) .
x(f(a) bar) .
x(foo) .
x(foo - 1 @@) .
x(@@) .
x(++) .
x(1) .
x(a) .
x(-- f(a) @@) .
:- op(200, xf, foo) .
:- op(0, fy, [@@, --]) .
:- op(100, fx, [++, bar]) .
:- op(1000, yf, [@@, --]) .
x(foo) .
:- op(1000, yf, [--, ++]) .
x(1) .
:- op(1100, yfx, [@@, ++]) .
x(1) .
:- op(200, xf, [++]) .
:- op(200, xfx, [++, --]) .
:- op(100, fx, ~~) .
x(b bar [x]) .
x(bar) .
:- op(100, xf, [@@, ~~]) .
:- op(1100, fx, [~~]) .
x(foo) .
x(@@ --) .
:- op(0, xfx, [--]) .
:- op(200, yfx, [--, foo]) .
:- op(200, xfx, [~~, @@]) .
x(++ foo -- ++) .
x(-) .
:- op(700, fx, [--, ++]) .
x(--) .
x(b) .
:- op(200, yfx, [++, foo]) .
x(~~ - = @@) .
x(++ bar) .
x(a) .
x(++ =) .
:- op(500, fx, --) .
x(a @@) .
:- op(700, fy, [~~, --]) .
x([x] foo ~~) .
x(--) .
:- op(200, xfy, [~~]) .
x(- [x] ++) .
x(~~) .
:- op(1200, xfy, [foo, ++]) .
x(1 , @@ bar foo) .
:- op(1000, xfy, [~~]) .
x(~~) .
x(1 ++ ~~) .
x(a - --) .
x(- 1) .
x(~~) .
x(1 1) .
:- op(0, fx, [foo, --]) .
:- op(100, yf, bar) .
x(b) .
x([x] ~~ @@) .
x(bar f(a)) .
x(bar) .
x(1 , @@) .
x([x] bar ++ foo 1 ++) .
:- op(1100, fy, [foo, --]) .
x([x]) .
x(bar @@ 1 bar ++) .
:- op(700, fx, [++, --]) .
x(1) .
:- op(500, yfx, ++) .
x(++ --) .
:- op(1000, fx, [bar, ++]) .
:- op(500, yfx, @@) .
x(bar a @@) .
:- op(1200, fx, [bar, ++]) .
x(~~) .
x(1) .
:- op(200, xfx, [++, @@]) .
x(1 ~~) .
x(@@ @@ a) .
:- op(500, xfy, [++, ~~]) .
:- op(300, yf, [@@]) .
:- op(300, fy, @@) .
x(~~) .
:- op(700, yfx, [@@, bar]) .
x(f(a) bar) .
:- op(500, yf, ++) .
x(f(a) -- , a bar ++) .
x(b) .
:- op(100, fy, [~~, bar]) .
x(bar) .
:- op(1200, xfy, [bar, --]) .
x(++) .
x(++ a) .
x(@@ , -) .
:- op(100, yf, [--, @@]) .
x(foo) .
x(f(a)) .
x(= bar @@) .
x(a) .
x([x] = [x] -- @@ , f(a)) .
:- op(0, fy, foo) .
:- op(300, yf, ~~) .
x(f(a)) .
:- op(0, yfx, [@@]) .
x(++ b) .
:- op(1100, fy, [--]) .
:- op(300, fx, foo) .
