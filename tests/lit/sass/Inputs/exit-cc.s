// A CC-conditional EXIT is refused by the executor (CC tests are not modelled): exit status 1.
EXIT CC.NEU
