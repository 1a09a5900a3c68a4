package board

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHoldZoneKeepsEveryHold: V13-PAWN-PINCER, V13-JESTER-PRESENCE,
// V13-CHANC-PARALYSE. HeldByNeighbours first asks the hold zone (the
// squares next to an enemy pawn, in an enemy jester's 3x3 or a knight's move
// from an enemy chancellor), kept for one position by its hash. After every
// random setter (bodies placed, moved, removed, fused, boxed, paralyzed),
// and after the position is copied back to an earlier state, every body's
// answer, and the squares it adds to dep, equal those of the holds asked
// without the zone; the zone is the union of the three neighbourhoods.
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
				var dep, want SquareSet
				got := HeldByNeighbours(p, u, &dep)
				require.Equal(t, heldHere(p, u, &want), got, "step %d (%s): the unit on %s", i, what, Square(s))
				require.Equal(t, want, dep, "step %d (%s): the sources of the unit on %s", i, what, Square(s))
				bodies++
				if got {
					held++
				}
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
					require.Equal(t, zone.Has(Square(s)), p.mayBeHeld(side, Square(s)), "step %d (%s): %s's zone on %s", i, what, side, Square(s))
				}
			}
		}
	}
	t.Logf("%d bodies asked, %d held", bodies, held)
	require.Positive(t, held, "some units were held")
}
