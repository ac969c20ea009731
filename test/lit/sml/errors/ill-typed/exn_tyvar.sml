exception E of 'a
