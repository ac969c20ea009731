; Declarations only: nothing to profile.
declare void @a()
declare i32 @b(i32, ...)
@g = external global i32
