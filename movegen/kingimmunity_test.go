package movegen

import (
	"fmt"
	"sort"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kingImmunityExempt are the special moves that may act on an enemy king
// (V13-KING-IMMUNITY: "except Rotate, Explosion and Teleswap"): Rotate and
// Teleswap, and the moves whose blast kills whatever stands in it
// (V13-EXPLOSION: the Cannon Blast, the Pawn Bomb, the jester's Detonate).
var kingImmunityExempt = map[string]bool{"rotate": true, "teleswap": true, "blast": true, "pbomb": true, "detonate": true}

// TestKingImmunityEverySpecial: V13-KING-IMMUNITY. With an enemy unit of
// every type at every square around the black king up to 3 away, every
// special move white may make is made; none but Rotate, Teleswap and the
// explosions moves the king, paralyzes, holds, binds, locks, boxes,
// converts or otherwise changes it; each is taken back.
func TestKingImmunityEverySpecial(t *testing.T) {
	king := sqs(t, "h8")[0]
	seen := map[string]bool{}
	var hits []string
	for _, letter := range "pbflnxoadrqjct" {
		for dy := -3; dy <= 3; dy++ {
			for dx := -3; dx <= 3; dx++ {
				sq, ok := king.Offset(dx, dy)
				if !ok || sq == king {
					continue
				}
				fen := lnFEN(fmt.Sprintf("k@a1 f@a2 f@b2 f@b1 K@h8 %c@%s", letter, sq))
				p, err := board.Parse(fen)
				require.NoError(t, err, fen)
				g := NewGame(p)
				kid := p.BodyAt(king)
				before := *p.Unit(kid)
				for _, s := range g.Generate(nil) {
					if s.Kind() != KindSpecial {
						continue
					}
					name := s.Special().String()
					seen[name] = true
					str := FormatStep(p, s)
					g.Make(s)
					after := *p.Unit(kid)
					changed := after.Loc != before.Loc || after.Square != before.Square || after.Paralysis != before.Paralysis ||
						after.Flood != before.Flood || after.Status != before.Status || after.Side != before.Side ||
						after.Bind != before.Bind || after.Syzygy != before.Syzygy || after.Type != before.Type || after.Facing != before.Facing
					g.Unmake()
					if changed && !kingImmunityExempt[name] {
						hits = append(hits, str+" in "+fen)
					}
				}
			}
		}
	}
	sort.Strings(hits)
	assert.Empty(t, hits, "special moves that change an enemy king")
	var names []string
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	t.Logf("special moves tried: %v", names)
}
