package board

// Hand-written positions shared by the tests. Units are numbered 1..N in
// reading order (a16 first) unless an id section says otherwise.

// richFEN uses every kind of state the model holds: a tomb with a 3-unit
// queue and a pending tomb under a body, walls (one owned by a removed
// unit), terrain -63 and +63, a flood and every other marker, a fused stack,
// a shadow sharing a square with a body, a shadow stack, a box, an egg, a
// Queen's Shadow token, an Illusion, a loop program, a monad program,
// paralysis, non-default ranges and counters, facing, bind links, a syzygy
// pair, a turn in progress with its trail, the last-ply-null flag and a ply.
//
// Board ids: rank 16 = 1-16, rank 15 = 17-32, rank 14 = 33-48, rank 13 =
// 49-63 (h13 empty), e11 egg 64, i9 token 65, c8 illusion 66, f5 stack
// rook 67 + nightrider 68, rank 4 = 69-84, rank 3 = 85-100, rank 2 = 101-116,
// rank 1 = 117-132.
const richFEN = "RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPP1PPPPPPPP/16/4E11/16/8s7/2i13/16/16/5(rn)10/" +
	"pppppppppppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdcqkcdtoajr w" +
	" turn:66/double/1/1/c7 trail:c7a8b8 lastnull:1 ply:57" +
	" level:c6=-63,d6=63" +
	" wall:5=e10e12,210=a10" +
	" tomb:e4=pending/0/P203,h13=active/12/P200R201p202" +
	" shadow:e4=N204,f6=(T205R206)" +
	" gone:S210" +
	" unit:6/eggs=1,13/syz=120,64/parent=6/grow=12,65/parent=124,67/crrd=3/crro=6/idle=40/shock=2/capn=2/capp=9/capl=11/mm=1," +
	"69/face=e,73/par=3/paro=2,85/bind=e,86/bind=w,101/loop/prog=+0+3;+3+0;+0-3;-3+0/ppos=1,117/btrail=4/box,118/emp=R," +
	"120/syz=13,204/sage=5/strail=3/monad/prog=+1+2;ds;sp7+0-1" +
	" mark:flood@c6/10,trap@g7/2,bomb@h7/3,slip@i7/3,distract@j7/2/ne,quicken@k7/64,tunnel@l7/14/s"

// afterMoveFEN is the start position after White's pawn h4 went to h6 by a
// double move: the pawn (id 104) is read later than before, so the id
// section lists it, and h4 and h5 are its wall.
const afterMoveFEN = "RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/16/16/16/16/16/16/7p8/16/" +
	"ppppppp1pppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdcqkcdtoajr b id:1-64,72,65-71,73-128 ply:1 wall:72=h4h5"
