package board

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHoldZoneKeepsEveryHold: V13-PAWN-PINCER, V13-JESTER-PRESENCE,
// V13-CHANC-PARALYSE. MayBeHeld reads the hold zone (the squares next to an
// enemy pawn, in an enemy jester's 3x3 or a knight's move from an enemy
// chancellor), kept for one position by its hash. After every random setter
// (bodies placed, moved, removed, fused, boxed, paralyzed), and after the
// position is copied back to an earlier state, the zone is the union of the
// three neighbourhoods, and every body HeldByNeighbours holds is in it.
func TestHoldZoneKeepsEveryHold(t *testing.T) {
	var held, bodies int
	for _, start := range []string{StartFEN, richFEN, afterMoveFEN} {
		m := mutator{r: rand.New(rand.NewPCG(45, uint64(len(start)))), p: MustParse(start)}
		saved := m.p.Clone()
		for i := range 1500 {
			what, err := m.step()
			require.NoError(t, err, "step %d: %s", i, what)
			if i%100 == 99 { // back to an earlier state, as an undo from a copy
				m.p.CopyFrom(saved)
				saved = m.p.Clone()
			}
			p := m.p
			for s := range NumSquares {
				id := p.BodyAt(Square(s))
				if id == 0 {
					continue
				}
				u := p.Unit(id)
				got := HeldByNeighbours(p, u, nil)
				if got {
					require.True(t, MayBeHeld(p, u.Side, u.Square), "step %d (%s): the unit on %s is held outside the zone", i, what, Square(s))
					held++
				}
				bodies++
			}
			for _, side := range []Side{White, Black} {
				var zone SquareSet
				enemy := side.Other()
				for s := range NumSquares {
					sq := Square(s)
					switch p.PieceAt(sq).Type() {
					case Pawn:
						if p.PieceAt(sq).Side() == enemy && p.BodyAt(sq) != 0 {
							zone.Union(&OrthZone[sq])
						}
					case Jester:
						if p.PieceAt(sq).Side() == enemy && p.BodyAt(sq) != 0 {
							zone.Union(&KingZone[sq])
						}
					case Chancellor:
						if p.PieceAt(sq).Side() == enemy && p.BodyAt(sq) != 0 {
							zone.Union(&KnightZone[sq])
						}
					}
				}
				for s := range NumSquares {
					require.Equal(t, zone.Has(Square(s)), MayBeHeld(p, side, Square(s)), "step %d (%s): %s's zone on %s", i, what, side, Square(s))
				}
			}
		}
	}
	t.Logf("%d bodies asked, %d held", bodies, held)
	require.Positive(t, held, "some units were held")
}
