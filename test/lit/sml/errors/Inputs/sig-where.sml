signature S = sig type t = int end where type t = string
