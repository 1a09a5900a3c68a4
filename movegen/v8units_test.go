package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// The 8.0 rows of units 13.0 shares that the catalog marks as partly
// different (V8-ROOK, V8-QUEEN, V8-CHANCELLOR, V8-TEMPLAR, V8-JESTER,
// V8-DRAGON): each case on an 8.0 position (v8Pos), beside the 13.0
// behaviour it changes where it changes one.

// TestRookSiegeV8ROOK: V8-ROOK. Siege takes away only the Double Move (and
// the knight's March, our reading) in 8.0: a besieged unit with multimove
// awards, a pawn's acceleration included, keeps its steps (13.0 cuts them,
// TestRookSiege); Stun works as in 13.0.
func TestRookSiegeV8ROOK(t *testing.T) {
	tests := []struct {
		name, pieces string
		sections     []string
		step         string
		ends         bool // the first step ends the turn
	}{
		{name: "V8-ROOK besieged: no Double Move", pieces: "p@h4 R@h12", step: "h4-h5", ends: true},
		{name: "V8-ROOK besieged: no knight's March", pieces: "n@h4 R@h12", step: "h4-g6", ends: true},
		{name: "V8-ROOK besieged: a multimove stays", pieces: "d@h4 R@h12", sections: []string{"unit:{h4}/mm=2"},
			step: "h4-g5", ends: false},
		{name: "V8-ROOK besieged: a pawn's acceleration stays", pieces: "p@h4 R@h12", sections: []string{"unit:{h4}/mm=1"},
			step: "h4-h5", ends: false},
		{name: "V8-ROOK out of reach: the Double Move", pieces: "p@h4 R@h12 P@h8", step: "h4-h5", ends: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, "k@a1 K@p16 "+tc.pieces, tc.sections...)
			playTurn(t, p.Format(), []string{tc.step}, func(g *Game) {
				if tc.ends {
					assert.Equal(t, board.Black, g.Pos.SideToMove(), "the turn ended")
				} else {
					assert.Equal(t, board.White, g.Pos.SideToMove(), "the turn goes on")
				}
			})
		})
	}
	p := v8Pos(t, "k@a1 K@p16 r@h4 P@g9 P@i7")
	playTurn(t, p.Format(), []string{"h4-h8", "end"}, func(g *Game) {
		assert.Equal(t, map[string]int{"g9": 2, "i7": 2}, paralysisOf(t, g.Pos, "g9", "i7"), "V8-ROOK: Stun 2")
	})
}

// TestQueenV8QUEEN: V8-QUEEN. Amazon, Gaze and Poison as in 13.0, the
// Poison's figure 6 the seed's (001:289-290): the queen's capturer is
// paralyzed 6 of its turns; an enemy pawn beside the queen is gazed; the
// queen leaps as a knight too; no Conversion, no token left behind.
func TestQueenV8QUEEN(t *testing.T) {
	for _, tc := range []struct{ name, pieces, step, capturer string }{
		{"V8-QUEEN Poison: a rook takes the queen", "k@a1 K@p16 r@e5 Q@e9", "e5xe9", "e9"},
		{"V8-QUEEN Poison: a pawn takes the queen", "k@a1 K@p16 p@e5 Q@f6", "e5xf6", "f6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v8MakeAndBack(t, v8Pos(t, tc.pieces), tc.step, func(g *Game) {
				assert.Equal(t, 6, int(bodyOn(t, g.Pos, tc.capturer).Paralysis), "Poison 6")
			})
		})
	}
	gaze := v8Pos(t, "k@a1 K@p16 q@e5 P@f6")
	playTurn(t, gaze.Format(), []string{"e5-e6", "end"}, func(g *Game) {
		assert.Equal(t, 1, int(bodyOn(t, g.Pos, "f6").Paralysis), "V8-QUEEN Gaze: the pawn beside her")
	})
	amazon := v8Steps(t, v8Pos(t, "k@a1 K@p16 q@e5"), "e5")
	assert.Contains(t, amazon, "e5-f7", "V8-QUEEN Amazon: the knight's leap")
	assert.Contains(t, amazon, "e5-e12", "V8-QUEEN Amazon: the rook's line")
	queen := v8Pos(t, "k@a1 K@p16 q@e5 R@e9")
	for _, name := range []string{"convert", "illusion"} {
		assert.Empty(t, v8Specials(t, queen, name, false), "V8-QUEEN: no %s", name)
	}
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 q@e5"), "e5-e8", func(g *Game) {
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "e5")[0]), "V8-QUEEN: no Queen's Shadow token")
	})
}
