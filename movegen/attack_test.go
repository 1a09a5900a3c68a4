package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// Q7: the fast attack test agrees with generating every capture, for every
// square and both sides, over random playouts (including positions with
// terrain, walls, paralysis and bounces from the bench suite's kinds).
func TestFastAttackedMatchesGeneration(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	starts := []string{
		board.StartFEN,
		"8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 w",
		"8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 w level:a8=-2,b8=-2,c8=-2,d7=4,e6=-3,k10=4,c11=-3",
		"4K11/2N2O6A3/1T14/16/16/3x5L6/16/6n9/16/16/4t11/16/2p4s8/16/5o2l7/1a2k2c8 w wall:1=h8h9 unit:2/face=w",
	}
	r := rand.New(rand.NewPCG(5, 6))
	var buf []Step
	checked := 0
	for i := range 20 {
		p := board.MustParse(starts[i%len(starts)])
		g := NewGame(p)
		for ply := 0; ply < 20; ply++ {
			prot := g.protection()
			fen := p.Format() // once per position, not per assertion
			for s := range board.NumSquares {
				for _, by := range []board.Side{board.White, board.Black} {
					var want bool
					want, buf = attackedByGeneration(p, by, board.Square(s), buf, prot)
					got, _ := fastAttacked(p, by, board.Square(s), nil, prot)
					require.Equal(t, want, got, "%s attacks %s in %s", by, board.Square(s), fen)
					checked++
				}
			}
			steps := Generate(p, nil)
			g.Make(steps[r.IntN(len(steps))])
		}
	}
	require.Greater(t, checked, 40000)
}

// GenerateCaptures gives exactly the captures and shots of Generate, in the
// same order (the search relies on it when it tries captures before
// generating the rest), empowered captures of units that never capture
// natively included (V13-EMPOWER).
func TestGenerateCapturesMatchesGenerate(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	r := rand.New(rand.NewPCG(9, 9))
	starts := append(suitePositions(t), board.MustParse("8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 w"))
	none := 0 // positions where MayCapture rules captures out
	defer func() { require.Positive(t, none) }()
	for i := range 60 {
		p := starts[i%len(starts)].Clone()
		g := NewGame(p)
		for range 30 {
			var want []Step
			for _, s := range Generate(p, nil) {
				if s.IsCapture() {
					want = append(want, s)
				}
			}
			require.Equal(t, want, GenerateCaptures(p, nil), "%s", fenOf(p))
			if !g.MayCapture() {
				require.Empty(t, want, "MayCapture is false, yet there are captures in %s", fenOf(p))
				none++
			}
			steps := Generate(p, nil)
			g.Make(steps[r.IntN(len(steps))])
		}
	}
}

// protectorsByGeneration is the plain definition of protectorsOf: every
// other unit of side whose captures, with sq counting as an enemy, reach sq.
func protectorsByGeneration(p *board.Position, side board.Side, sq board.Square) board.SquareSet {
	var set board.SquareSet
	g := newGen(p, side, nil)
	g.mode = bitsOf[modeAttack]()
	g.phantom = uint16(sq)
	for s := range board.NumSquares {
		pc := p.Cells()[s].Piece
		if pc == board.NoPiece || pc.Side() != side || board.Square(s) == sq {
			continue
		}
		g.list = g.list[:0]
		g.unitSteps(board.Square(s), true)
		for _, st := range g.list {
			if st.To() == sq {
				set.Add(board.Square(s))
				break
			}
		}
	}
	return set
}

// Q7, V13-EMPOWER, V13-GUARDS, V13-PARALYSIS-TRANSFER: the protector query
// (every friendly unit that could capture on a square if an enemy stood
// there, Kind Immunity ignored) agrees with generating every capture, on
// occupied and empty squares, over random playouts.
func TestProtectorsMatchGeneration(t *testing.T) {
	starts := []string{
		board.StartFEN,
		"8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 w level:a8=-2,b8=-2,c8=-2,d7=4,e6=-3,k10=4,c11=-3",
		"4K11/2N2O6A3/1T14/16/16/3x5L6/16/6n9/16/16/4t11/16/2p4s8/16/5o2l7/1a2k2c8 w wall:1=h8h9 unit:2/face=w",
	}
	r := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for i := range 12 {
		p := board.MustParse(starts[i%len(starts)])
		g := NewGame(p)
		for ply := 0; ply < 16; ply++ {
			fen := p.Format() // once per position, not per assertion
			for s := range board.NumSquares {
				for _, side := range []board.Side{board.White, board.Black} {
					sq := board.Square(s)
					got, _ := protectorsOf(p, side, sq, nil)
					require.Equal(t, protectorsByGeneration(p, side, sq), got, "%s protects %s in %s", side, sq, fen)
					checked++
				}
			}
			steps := Generate(p, nil)
			g.Make(steps[r.IntN(len(steps))])
		}
	}
	require.Greater(t, checked, 20000)
}

// Q7, V13-TOMB-ROT, V13-SHELLSHOCK: the reach maps of the protection pass
// say exactly what the attack test says on every empty square, for both
// sides, with empowered patterns, over random playouts, once the
// hypothetical unit on the square deflects no line (modeGhost).
func TestReachMatchesAttacked(t *testing.T) {
	starts := []string{
		board.StartFEN,
		"8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 w level:a8=-2,b8=-2,c8=-2,d7=4,e6=-3,k10=4,c11=-3",
		"4K11/2N2O6A3/1T14/16/16/3x5L6/16/6n9/16/16/4t11/16/2p4s8/16/5o2l7/1a2k2c8 w wall:1=h8h9 unit:2/face=w",
	}
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for i := range 12 {
		p := board.MustParse(starts[i%len(starts)])
		g := NewGame(p)
		for ply := 0; ply < 16; ply++ {
			if p.Turn().Actor == 0 {
				pr := g.protection()
				fen := p.Format() // once per position, not per assertion
				for s := range board.NumSquares {
					sq := board.Square(s)
					if p.PieceAt(sq) != board.NoPiece || p.Cell(sq).Wall != 0 {
						continue
					}
					for _, side := range []board.Side{board.White, board.Black} {
						ag := newGen(p, side, nil)
						ag.prot = pr
						want := in[modeGhost](&ag).attacks(sq)
						require.Equal(t, want, pr.Reaches(side, sq), "%s reaches %s in %s", side, sq, fen)
						checked++
					}
				}
			}
			steps := g.Generate(nil)
			g.Make(steps[r.IntN(len(steps))])
		}
	}
	require.Greater(t, checked, 5000)
}
