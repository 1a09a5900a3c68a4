package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestBlastLegalityTrial: V13-CANNON-BLAST, V13-EXPLOSION, V13-BOUNCE. The
// cannon on e2 may not blast k8: the blast kills the frog on k9 and takes
// the wall on j7 away, which opens the black templar's bounced line
// k10-k7-e7-e8-h8 onto the white king on h5. The partial legality trial
// (recorded attack squares against the blast's squares) let it through;
// a blast now always gets a whole trial. Found by the random games to the
// end once the branches of issues 29-33 were merged (game 15 of 40).
func TestBlastLegalityTrial(t *testing.T) {
	p := board.MustParse(blastTrialFEN)
	g := NewGame(p)
	for _, s := range g.Legal(0, nil) {
		assert.NotEqual(t, "e2!blast-k8", FormatStep(p, s), "the blast exposes the king")
	}
	assert.Equal(t, PerftStepsCopy(p, 1), g.PerftSteps(1), "both methods")
}

const blastTrialFEN = "JJDO2P4P1(PA)JJ/AP7D3NPR/P1P1PP4PKP1LP/2(pn)P1P1P2P1O2P/1P7J2P(XN)1P/7T3P2P1/3P6T1P3/4P4FF5/16/16/6p9/5jpkppp4B/2p4tp1p3p1/9pp5/4o11/9pt1oajj w id:1-4,50,61,46,29,15,30,17,51,11,16,62,32,48,34,36-37,42,9,44,31,47,69,100,52,54,56,59,14,64,33,24,45,6,20,134,12,60,63,35,5,132,137,28,21,135,118,129,121,72,133,76,23,67,120,73,86,79,90-91,116,96,123,125-128 ply:176 level:m3=1,f15=-1,o16=-1,p16=1 wall:11=l15k16,12=g11g12h12i12g13g14e15f15g15,18=e11f12e13,19=k12,23=k6m6o6b7j7n7c8i8m8o8d9h9e10g10f11,35=d12d14,63=o12o13,114=a3a4a5b5a6b6,118=i2h3e6d7,124=l1l2 tomb:a1=open/0/r113,c1=open/0/n115,f1=open/0/t117,g1=open/0/p88,h1=open/0/p87,i1=active/0/f102,a2=open/0/r97,b2=open/0/l98j114,c2=open/0/o99,f2=open/0/p75,g2=open/0/b103q101,h2=open/0/r104,i2=active/9/o105,l2=active/21/f108,m2=active/21/f109,n2=open/0/f110q124,o2=open/0/o111,p2=active/1/r112,a3=open/0/p81P49,b3=open/0/p82,c3=open/0/p83,d3=active/0/p84,e3=active/0/p85,f3=open/0/x107,g3=open/0/c119,i3=active/5/b106p89,l3=open/0/p92,m3=open/0/p93,n3=open/0/p94,o3=open/0/p95,p3=active/1/c122,a4=open/0/p65,b4=open/0/p66,d4=active/0/p68,f4=active/0/p70,g4=active/0/p71,j4=active/5/p74,l4=open/0/p131,m4=open/0/p77,n4=open/0/p78,e5=active/0/P53,h5=pending/0/p136,p9=active/26/p80,g12=active/0/L18,h12=active/0/F19,b13=active/0/C7,g13=open/0/P55,h13=pending/0/,i13=open/0/P57,j13=active/12/P58,g14=active/0/P38,h14=open/0/P39,i14=open/0/P41P40,l14=pending/0/P43,i15=open/0/J25,j15=open/0/B26,h16=open/0/Q8,i16=open/0/J130,j16=open/0/X27 shadow:c15=R10,f15=T22,m16=O13 unit:1/stay=10,2/stay=10/box,3/idle=35,5/idle=88/bind=s,8/idle=24,10/idle=73/sage=5,11/idle=86,12/par=1/paro=3/idle=85/shock=24,13/sage=5,14/par=14/paro=4,15/stay=10/bind=s,17/par=16/paro=4,19/loop/prog=-3+0;+3+0/ppos=1,21/bind=n,22/idle=73/sage=5,23/idle=85,24/stay=10/box,25/par=35/paro=4/stay=10,26/idle=24,30/par=7/paro=4/stay=10,32/idle=87,33/face=w,34/box,42/face=w,45/bind=sw,47/face=n/bind=s,50/face=e,54/face=e,59/face=w,60/bind=ne,61/face=e,62/bind=n,64/bind=n,67/box,70/face=s,71/face=e,72/bind=e,73/bind=ne,78/face=s,79/box,80/face=e,83/face=e,86/face=s,87/face=s,90/bind=e,91/face=e/bind=w,96/par=2/paro=2,97/idle=13,101/idle=28,102/par=12/paro=4,103/idle=18,104/idle=34,106/idle=78,109/par=5/paro=4,111/par=14/paro=4,112/idle=87,113/idle=60,114/stay=10,117/idle=56,118/par=15/paro=4/stay=4,120/idle=85,123/par=18/paro=1/idle=85,124/idle=85/loop/prog=+2+1;-2-1/ppos=1,125/bind=e,126/bind=e+w,127/stay=10/bind=w,128/par=5/paro=4/stay=10,129/face=w,130/par=35/paro=4/stay=6,133/bind=sw+w,136/par=1/paro=4 mark:trap@b1/114,trap@h15/24"
