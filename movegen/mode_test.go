package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// Q2, Q7: each generation mode keeps what its purpose needs (a quiet step
// and a capture offered to add), and the mechanics' run-time dispatch
// (mode_dispatch.go) reaches the copy compiled for the same mode.
func TestModesKeepWhatTheirPurposeNeeds(t *testing.T) {
	p := board.MustParse(board.StartFEN)
	sq := func(name string) board.Square {
		s, err := board.ParseSquare(name)
		require.NoError(t, err)
		return s
	}
	quiet := makeStep(sq("h4"), sq("h5"), KindMove, PatStep)
	capture := makeStep(sq("h4"), sq("i5"), KindCapture, PatStep)
	cases := []struct {
		name        string
		bits        genBits
		direct      func(g *gen, s Step) // the mode's compiled copy, called directly
		keepQuiet   bool
		keepCapture bool
		marks       bool // the capture's square goes to the threat map
	}{
		{"steps (Generate)", bitsOf[modeSteps](), func(g *gen, s Step) { genIn[modeSteps]{g}.add(s) }, true, true, false},
		{"fuse (V13-FUSE)", bitsOf[modeFuse](), func(g *gen, s Step) { genIn[modeFuse]{g}.add(s) }, true, true, false},
		{"captures (GenerateCaptures)", bitsOf[modeCaptures](), func(g *gen, s Step) { genIn[modeCaptures]{g}.add(s) }, false, true, false},
		{"attack by generation", bitsOf[modeAttack](), func(g *gen, s Step) { genIn[modeAttack]{g}.add(s) }, false, true, false},
		{"attack test (aimed)", bitsOf[modeAimed](), func(g *gen, s Step) { genIn[modeAimed]{g}.add(s) }, false, true, false},
		{"SwapShot targets", bitsOf[modeSwap](), func(g *gen, s Step) { genIn[modeSwap]{g}.add(s) }, false, true, false},
		{"empowered threat map", bitsOf[modeThreats](), func(g *gen, s Step) { genIn[modeThreats]{g}.add(s) }, false, false, true},
		{"protection pass (V13-SHELLSHOCK)", bitsOf[modeReach](), func(g *gen, s Step) { genIn[modeReach]{g}.add(s) }, false, true, true},
	}
	seen := map[genBits]string{}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			require.NotContains(t, seen, tc.bits, "two modes with the same bits")
			seen[tc.bits] = tc.name
			var want []Step
			if tc.keepQuiet {
				want = append(want, quiet)
			}
			if tc.keepCapture {
				want = append(want, capture)
			}
			for _, via := range []string{"dispatch", "direct"} {
				var tm threatMap
				g := newGen(p, board.White, nil)
				g.mode, g.tmap = tc.bits, &tm
				for _, s := range []Step{quiet, capture} {
					if via == "dispatch" {
						g.add(s)
					} else {
						tc.direct(&g, s)
					}
				}
				require.Equal(t, want, g.list, via)
				require.Equal(t, tc.marks, tm[1].Has(capture.To()), "%s: the capture's square in the threat map", via)
				require.False(t, tm[1].Has(quiet.To()) || tm[0].Has(quiet.To()), "%s: a quiet step marks nothing", via)
			}
		})
	}
}
