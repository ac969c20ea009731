% print_message/2 in a catch handler: swipl's texts on stderr (error,
% warning, informational; format(F, A) messages formatted; anything else
% an unknown message), each on a line of its own.
:- initialization(main, main).
main :- write(start), nl, print_message(error, format("bad ~w", [x])), print_message(warning, format("w ~w", [1])),
  catch(atom_length(_, _), E, print_message(error, E)),
  catch(_ is foo+1, E2, print_message(error, E2)),
  print_message(error, foo(bar)), print_message(informational, format("info", [])),
  print_message(silent, format("not shown", [])),
  write(partial), print_message(error, format("after partial", [])), write(done), nl.
