L:
  BRA L ;
