package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIllusionParalysisRemoves: V13-QUEEN-ILLUSION-END. An Illusion that a
// ply paralyzes (a Stun's counter, a chancellor's aura) leaves the game at
// the ply's end: no body, no tomb, no award; an Illusion the ply does not
// paralyze stays, and so does one that is a Royal Guard (immune to new
// paralysis, V13-KING-ROYALGUARD). playTurn checks that Unmake restores
// the position and its hash.
func TestIllusionParalysisRemoves(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		steps []string
		gone  bool
	}{
		{name: "V13-QUEEN-ILLUSION-END stunned by a rook's landing (V13-ROOK-STUN)",
			fen: lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 r@h4 I@g9 P@i9"), steps: []string{"h4-h8", "end"}, gone: true},
		{name: "V13-QUEEN-ILLUSION-END held by a chancellor's aura (V13-CHANC-PARALYSE)",
			fen: lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 c@d4 I@e7"), steps: []string{"d4-d5", "end"}, gone: true},
		{name: "V13-QUEEN-ILLUSION-END not paralyzed: it stays",
			fen: lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 r@h4 I@g12 P@i9"), steps: []string{"h4-h8", "end"}, gone: false},
		{name: "V13-QUEEN-ILLUSION-END a Royal Guard takes no paralysis: it stays",
			fen: lnFEN("k@a1 p@a2 p@b1 p@b2 K@f10 r@h4 I@g9"), steps: []string{"h4-h8", "end"}, gone: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := board.MustParse(tc.fen)
			var id board.UnitID
			var sq board.Square
			for i := 0; i < board.NumSquares; i++ {
				s := board.Square(i)
				if before.PieceAt(s).Type() == board.Illusion {
					id, sq = before.BodyAt(s), s
				}
			}
			require.NotZero(t, id)
			playTurn(t, tc.fen, tc.steps, func(g *Game) {
				p := g.Pos
				assert.Equal(t, board.Black, p.SideToMove())
				if !tc.gone {
					assert.Equal(t, id, p.BodyAt(sq), "the Illusion stays")
					return
				}
				assert.Zero(t, p.BodyAt(sq), "the Illusion left its square")
				assert.Equal(t, board.LocGone, p.Unit(id).Loc, "it left the game")
				_, tomb := p.TombAt(sq)
				assert.False(t, tomb, "no tomb")
				for i := 0; i < board.NumSquares; i++ {
					s := board.Square(i)
					if b := p.BodyAt(s); b != 0 && p.Unit(b).Side == board.White {
						assert.Zero(t, p.Unit(b).CapLifetime, "no award")
					}
				}
			})
		})
	}
	// The Stun paralyzes the pawn beside it as usual.
	playTurn(t, lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 r@h4 I@g9 P@i9"), []string{"h4-h8", "end"}, func(g *Game) {
		assert.Equal(t, map[string]int{"i9": 2}, paralysisOf(t, g.Pos, "i9"))
	})
}

// TestIllusionParalysisLegality: V13-QUEEN-ILLUSION-END. An Illusion that
// stands between an enemy rook and the king and that the turn's end would
// paralyze leaves the king in check: the step is illegal. The same step
// with no rook behind the Illusion is legal.
func TestIllusionParalysisLegality(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		legal bool
	}{
		{name: "V13-QUEEN-ILLUSION-END the stunned Illusion no longer shields the king",
			fen: lnFEN("k@a1 p@b1 p@b2 K@p16 R@a10 I@a5 P@b6 r@h6"), legal: false},
		{name: "V13-QUEEN-ILLUSION-END no rook behind it: legal",
			fen: lnFEN("k@a1 p@b1 p@b2 K@p16 I@a5 P@b6 r@h6"), legal: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(board.MustParse(tc.fen))
			require.False(t, g.InCheck(board.White))
			var legal []string
			for _, s := range g.Legal(0, nil) {
				legal = append(legal, FormatStep(g.Pos, s))
			}
			if tc.legal {
				assert.Contains(t, legal, "h6xb6")
			} else {
				assert.NotContains(t, legal, "h6xb6")
			}
		})
	}
	// A plain step then End: the End would stun the Illusion and open the
	// rook's line, so End is illegal (the turn's end is not quiet while an
	// Illusion is on the board); without the rook it is legal.
	playTurn(t, lnFEN("k@a1 p@b1 p@b2 K@p16 R@a10 I@a5 r@h6"), []string{"h6-b6"}, func(g *Game) {
		assert.NotContains(t, turnSteps(t, g), "end", "V13-QUEEN-ILLUSION-END")
	})
	playTurn(t, lnFEN("k@a1 p@b1 p@b2 K@p16 I@a5 r@h6"), []string{"h6-b6"}, func(g *Game) {
		assert.Contains(t, turnSteps(t, g), "end", "V13-QUEEN-ILLUSION-END")
	})
}
