// A cuobjdump -sass listing is assembler input as it stands (docs/sass.md "Listings as
// input"): the fatbin header lines, `code for`, `Function :`, `.headerflags`, the `....` tail
// and the whole "Fatbin ptx code:" part are ignored, `/*ADDR*/` and the word columns are
// comments, and the stand-alone control-word lines give the following three instructions
// their control fields, so the output is the listing's bytes.
//
// Inputs/listing-moderngpu.sass: two groups of the sm_52 listing in moderngpu's
// doc/gettingstarted.html (tests/corpus/sass/moderngpu_gettingstarted_sm52.sass; lines
// 0x60..0x78 and 0xe0..0xf8), framed by cuobjdump's headers.
// RUN: %gpuisa as --isa=sass --mcpu=sm_52 -o %t.bin %S/Inputs/listing-moderngpu.sass
// RUN: od -An -v -tx8 %t.bin | FileCheck --check-prefix=MGPU %s
// MGPU:      001ff400fda007e6 5c1a038000270302
// MGPU-NEXT: 5b6d038000270007 e30000000000000f
// MGPU-NEXT: 001f8000fc0007e0 50b0000000070f00
// MGPU-NEXT: 50b0000000070f00 50b0000000070f00
//
// Dual-issue pairs `{ A ; B }` across a group boundary, in the two ways cuobjdump prints
// their words (text order = memory order): the newer one puts the control word on its own
// line between the pair and B's word on the line after B; the older one (moderngpu's
// listing) gives B's line the control word and B's word the line after. Either way the
// word columns, read in order, are the memory image, and every fourth is a control word.
// RUN: %gpuisa as --isa=sass --mcpu=sm_52 -o %t2.bin %s
// RUN: od -An -v -tx8 %t2.bin | FileCheck %s
                                                         /* 0x001fc400fe2007f6 */
        /*0008*/                   MOV R1, c[0x0][0x20] ;                            /* 0x4c98078000870001 */
        /*0010*/                   MOV R2, RZ ;                                      /* 0x5c9807800ff70002 */
        /*0018*/         {         MOV R3, RZ ;                                      /* 0x5c9807800ff70003 */
                                                         /* 0x001fd800fe2000f1 */
        /*0028*/                   IADD R0, R1, R2         }
                                                         /* 0x5c10000000270100 */
        /*0030*/                   NOP ;                                             /* 0x50b0000000070f00 */
/*0038*/     {         MOV R4, RZ;                     /* 0x5c9807800ff70004 */
/*0048*/               MOV R5, RZ;        }              /* 0x001f8000fc4007e1 */
                                                           /* 0x5c9807800ff70005 */
/*0050*/               EXIT;                               /* 0xe30000000007000f */
/*0058*/               NOP;                                /* 0x50b0000000070f00 */
// CHECK:      001fc400fe2007f6 4c98078000870001
// CHECK-NEXT: 5c9807800ff70002 5c9807800ff70003
// CHECK-NEXT: 001fd800fe2000f1 5c10000000270100
// CHECK-NEXT: 50b0000000070f00 5c9807800ff70004
// CHECK-NEXT: 001f8000fc4007e1 5c9807800ff70005
// CHECK-NEXT: e30000000007000f 50b0000000070f00
