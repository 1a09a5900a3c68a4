package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestTemplarV8TEMPLAR: V8-TEMPLAR. The 8.0 templar is a leaper: its
// diagonal moves jump to (2,2), (3,1) and (1,3), over a unit or a wall on
// (1,1), and capture there, and so does its attack (13.0's slide walks
// through (1,1)); its rook line, Shield and push immunity are 13.0's.
func TestTemplarV8TEMPLAR(t *testing.T) {
	const blocked = "k@a1 K@p16 t@e5 p@f6 P@h6"
	p13 := board.MustParse(lnFEN(blocked))
	steps13 := v8Steps(t, p13, "e5")
	assert.NotContains(t, steps13, "e5-g7", "13.0: the slide is blocked on f6")
	p8 := v8Pos(t, blocked)
	steps8 := v8Steps(t, p8, "e5")
	assert.Subset(t, steps8, []string{"e5-g7", "e5-f8", "e5xh6", "e5-c7", "e5-g3", "e5-b4"},
		"V8-TEMPLAR: the leaps over f6, a capture on (3,1)")
	assert.Contains(t, steps8, "e5-e12", "V8-TEMPLAR: the rook line")
	assert.NotContains(t, steps8, "e5-f7", "V8-TEMPLAR: no other leap")

	walled := v8Pos(t, "k@a1 K@p16 t@e5", "wall:{a1}=f6")
	assert.Contains(t, v8Steps(t, walled, "e5"), "e5-g7", "V8-TEMPLAR: a leap over a wall")
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 t@e5"), "e5-g7", func(g *Game) {
		assert.Equal(t, board.White, g.Pos.SideToMove(), "a Double Move may go on")
		assert.NotContains(t, g.Pos.Trail(), sqs(t, "f6")[0], "a leap walks no square")
	})

	king := "k@a1 t@e5 f@f6 p@e6 p@d5 p@e4 p@f5 K@g7" // its rook lines shut in, a frog (no capture) on f6
	hit13, _ := fastAttacked(board.MustParse(lnFEN(king)), board.White, sqs(t, "g7")[0], nil, nil)
	assert.False(t, hit13, "13.0: the slide does not reach over f6")
	hit8, _ := fastAttacked(v8Pos(t, king), board.White, sqs(t, "g7")[0], nil, nil)
	assert.True(t, hit8, "V8-TEMPLAR: the leap gives check")

	shield := v8Pos(t, "k@a1 K@p16 T@e5 d@g7 r@e9")
	assert.NotContains(t, v8Steps(t, shield, "g7"), "g7xe5", "V8-TEMPLAR Shield: the templar could take the dragon")
	assert.NotContains(t, v8Steps(t, shield, "e9"), "e9xe5", "V8-TEMPLAR Shield: and the rook")
	assert.Contains(t, v8Steps(t, v8Pos(t, "k@a1 K@p16 T@e5 d@g7", "tomb:e5=pending/0/P300"), "g7"), "g7xe5",
		"V8-TEMPLAR Shield: off on an inactive tomb")
	assert.Equal(t, []string{}, v8Specials(t, v8Pos(t, "k@a1 K@p16 r@e5 T@e6"), "push", false),
		"V8-TEMPLAR: immune to Push")
}

// TestJesterV8JESTER: V8-JESTER. The 8.0 jester leaps 2 squares
// diagonally, then maybe one square diagonally to the side or
// orthogonally forward: 20 landings (13.0: 24, 2 or 3 squares and then one
// forward); a wall on the point passed stops the longer ones, a unit does
// not; the Walltrap reaches the move's squares.
func TestJesterV8JESTER(t *testing.T) {
	ne := []string{"e5-f8", "e5-g7", "e5-g8", "e5-h6", "e5-h7"}
	steps8 := v8Steps(t, v8Pos(t, "k@a1 K@p16 j@e5"), "e5")
	assert.Len(t, steps8, 20, "V8-JESTER: 5 landings a diagonal")
	assert.Subset(t, steps8, ne)
	assert.NotContains(t, steps8, "e5-h8", "V8-JESTER: not 3 squares diagonally")
	steps13 := v8Steps(t, board.MustParse(lnFEN("k@a1 K@p16 j@e5")), "e5")
	assert.Len(t, steps13, 24, "13.0: 24")
	assert.Contains(t, steps13, "e5-h8")
	assert.NotContains(t, steps13, "e5-h6", "13.0: no side step")

	walled := v8Steps(t, v8Pos(t, "k@a1 K@p16 j@e5", "wall:{a1}=g7"), "e5")
	for _, s := range []string{"e5-f8", "e5-g8", "e5-h6", "e5-h7", "e5-g7"} {
		assert.NotContains(t, walled, s, "V8-JESTER: a wall on g7")
	}
	assert.Subset(t, v8Steps(t, v8Pos(t, "k@a1 K@p16 j@e5 P@g7"), "e5"), []string{"e5-f8", "e5-h6"},
		"V8-JESTER: a unit on the point passed does not stop it")
	assert.Equal(t, []string{"e5!walltrap-h6"}, v8Specials(t, v8Pos(t, "k@a1 K@p16 j@e5 P@h6"), "walltrap", false),
		"V8-JESTER: the Walltrap reaches (3,1)")
	assert.Empty(t, v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 j@e5 P@h6")), "walltrap", false), "13.0: it does not")
}

// TestChancellorSwapShotV8CHANCELLOR: V8-CHANCELLOR. "Immunity to SwapShot
// from enemy" (001:383, as 13.0's 000:728): an enemy chancellor is not a
// SwapShot target, a friendly one is.
func TestChancellorSwapShotV8CHANCELLOR(t *testing.T) {
	assert.Contains(t, v8Specials(t, v8Pos(t, "k@a1 K@p16 r@e5 c@e8"), "swap", false), "e5!swap-e8",
		"V8-CHANCELLOR: a friend swaps with it")
	assert.Equal(t, []string{}, v8Specials(t, v8Pos(t, "k@a1 K@p16 r@e5 C@e8"), "swap", false),
		"V8-CHANCELLOR: the enemy does not")
	assert.Equal(t, []string{"e5!swap-e8"}, v8Specials(t, v8Pos(t, "k@a1 K@p16 r@e5 N@e8"), "swap", false),
		"an enemy knight is a target")
}

// TestDragonV8DRAGON: V8-DRAGON. The dragon moves as a bishop (with the
// Diagonal Bounce), a knight and a 2-square orthogonal leap, burns with
// Dragon's Fire and flies over tombs, as in 13.0; it converts nobody and
// lays no eggs.
func TestDragonV8DRAGON(t *testing.T) {
	steps := v8Steps(t, v8Pos(t, "k@a1 K@p16 d@e5 P@h8"), "e5")
	assert.Subset(t, steps, []string{"e5-g7", "e5xh8", "e5-f7", "e5-e7", "e5-c5", "e5-a9-b10"},
		"V8-DRAGON: bishop lines, knight and 2-square leaps")
	assert.Equal(t, []string{"e5!fire-g6:j"}, v8Specials(t, v8Pos(t, "k@a1 K@p16 d@e5 P@h7 p@i8"), "fire", false)[:1],
		"V8-DRAGON: Dragon's Fire")
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 d@e5 P@h7"), "e5!fire-g6:j", func(g *Game) {
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "h7")[0]), "V8-DRAGON: the pawn burns")
	})
	tomb := v8Pos(t, "k@a1 K@p16 d@e5", "tomb:f6=active/0/P300")
	playTurn(t, tomb.Format(), []string{"e5-g7", "end"}, func(g *Game) {
		assert.Zero(t, int(bodyOn(t, g.Pos, "g7").Paralysis), "V8-DRAGON: Dragonflight, no tomb-pass paralysis")
	})
	for _, name := range []string{"convert", "lay"} {
		assert.Empty(t, v8Specials(t, v8Pos(t, "k@a1 K@p16 d@e5 R@g7"), name, false), "V8-DRAGON: no %s", name)
	}
}

// TestTemplarAttackAgreesV8TEMPLAR: V8-TEMPLAR, V8-ADVANCED. The attack
// test (its line walk for templars and rooks, aimed at the square) agrees
// with the generation of every capture on every square of 8.0 positions
// with templars that leap and rooks that do not bounce, walls and units
// in the way included.
func TestTemplarAttackAgreesV8TEMPLAR(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-TEMPLAR open board", pieces: "k@a1 K@p16 T@e5 T@k12 R@c14"},
		{name: "V8-TEMPLAR among units of both sides", pieces: "k@a1 K@p16 T@e5 P@f6 p@d4 F@f4 T@j10 p@i11 P@k9 R@h3 p@h8"},
		{name: "V8-TEMPLAR with walls", pieces: "k@a1 K@p16 T@e5 T@j10 R@m3 P@p8", sections: []string{"wall:{p8}=f6i9i11m6"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, tc.pieces, tc.sections...)
			n := 0
			for s := range board.NumSquares {
				sq := board.Square(s)
				if pc := p.PieceAt(sq); pc != board.NoPiece && pc.Side() == board.Black {
					continue
				}
				fast, _ := fastAttacked(p, board.Black, sq, nil, nil)
				slow, _ := attackedByGeneration(p, board.Black, sq, nil, nil)
				require.Equal(t, slow, fast, "square %s", sq)
				if fast {
					n++
				}
			}
			assert.Greater(t, n, 20, "the templars and rooks attack squares")
		})
	}
}
