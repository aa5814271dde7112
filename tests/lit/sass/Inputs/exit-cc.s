// A CC test the executor does not model (CSM_TA .. RGT, docs/sass.md D-C1) is refused: exit status 1.
EXIT CC.RLE
