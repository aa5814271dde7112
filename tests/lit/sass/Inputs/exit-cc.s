// A CC test the executor does not model (CSM_TA .. FCSM_MX, docs/sass.md D-C7) is refused: exit status 1.
EXIT CC.CSM_MX
