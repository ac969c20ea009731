% Double-quoted text as code lists (double_quotes = codes): matching on
% codes, splitting words, upper-casing, palindromes, counting.
:- initialization(main, main).
:- set_prolog_flag(double_quotes, codes).

upper([], []).
upper([C|Cs], [U|Us]) :- ( C >= 0'a, C =< 0'z -> U is C - 32 ; U = C ), upper(Cs, Us).

words(Cs, Ws) :- skip_spaces(Cs, Cs1), ( Cs1 == [] -> Ws = [] ; word(Cs1, W, Rest), Ws = [W|Ws1], words(Rest, Ws1) ).
skip_spaces([0' |Cs], R) :- !, skip_spaces(Cs, R).
skip_spaces(Cs, Cs).
word([], [], []).
word([0' |Cs], [], [0' |Cs]) :- !.
word([C|Cs], [C|W], R) :- word(Cs, W, R).

palindrome(Cs) :- reverse(Cs, Cs).

count_char(_, [], 0).
count_char(C, [C|T], N) :- !, count_char(C, T, N0), N is N0 + 1.
count_char(C, [_|T], N) :- count_char(C, T, N).

prefix_of([], _).
prefix_of([C|P], [C|S]) :- prefix_of(P, S).

main :-
    X = "abc", write(X), nl,
    ( X = [0'a|_] -> write(starts_with_a) ; write(other) ), nl,
    upper("hello, world", U), atom_codes(UA, U), write(UA), nl,
    words("  the quick  brown fox ", Ws), length(Ws, NW), write(NW), nl,
    forall(member(W, Ws), (atom_codes(A, W), write(A), write('|'))), nl,
    ( palindrome("racecar") -> write(yes) ; write(no) ), nl,
    ( palindrome("prolog") -> write(yes) ; write(no) ), nl,
    count_char(0's, "mississippi", NS), write(NS), nl,
    append("foo", "bar", FB), atom_codes(FBA, FB), write(FBA), nl,
    ( prefix_of("pro", "prolog") -> write(prefix) ; write(not_prefix) ), nl,
    atom_codes(abc, Codes), ( Codes == "abc" -> write(same_codes) ; write(different) ), nl,
    length("", L0), write(L0), nl,
    writeq("q"), nl,
    format("~s and ~s~n", ["codes", "more"]).
