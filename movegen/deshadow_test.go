package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestDeshadowGeneration: V13-DESHADOW-CONDITIONS, V13-DESHADOW-MOVE. A
// shadow may de-shadow after 5 of its owner's turns, on a square with no
// body, wall, tomb or trap that the enemy does not attack.
func TestDeshadowGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-DESHADOW-MOVE at age 5 on a free square", special: "deshadow",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200", "unit:200/sage=5"), want: []string{"e5!deshadow:L"}},
		{name: "V13-DESHADOW-CONDITIONS not before the 5-turn minimum", special: "deshadow",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200", "unit:200/sage=4")},
		{name: "V13-DESHADOW-CONDITIONS not under a body of either side", special: "deshadow",
			fen: lnFEN("K@p16 k@a1 P@e5 p@g8", "shadow:e5=l200,g8=r201", "unit:200/sage=5,201/sage=5")},
		{name: "V13-DESHADOW-CONDITIONS not on a wall, a tomb or a trap", special: "deshadow",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200,g8=r201,j3=b202", "unit:200/sage=5,201/sage=5,202/sage=5",
				"wall:{a1}=e5", "tomb:g8=open/0/P300", "mark:trap@j3/{p16}")},
		{name: "V13-DESHADOW-CONDITIONS not where the enemy attacks", special: "deshadow",
			fen:  lnFEN("K@p16 k@a1 R@e12", "shadow:e5=l200,g8=r201", "unit:200/sage=5,201/sage=5"),
			want: []string{"g8!deshadow:R"}},
		{name: "V13-DESHADOW-CONDITIONS a paralyzed shadow waits", special: "deshadow",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200", "unit:200/par=1/sage=5")},
	})
}

// TestDeshadowPenalty: V13-DESHADOW-PENALTY, V13-ASSASSIN-DESHADOW,
// V13-SHADOW-NOTE (the penalty is the counterweight to de-shadowed mates).
// The unit becomes a body again, paralyzed floor(N/2) of its owner's turns
// for N squares travelled (a knight jump counts 3), an assassin
// floor(floor(N/2)/3); age and travel start again at 0; no wall.
func TestDeshadowPenalty(t *testing.T) {
	cases := []struct {
		name   string
		letter string
		trail  int
		par    uint16
	}{
		{"V13-DESHADOW-PENALTY no travel, no paralysis", "l", 0, 0},
		{"V13-DESHADOW-PENALTY one knight jump: 3 squares, 1 turn", "l", 3, 1},
		{"V13-DESHADOW-PENALTY 7 squares: 3 turns", "r", 7, 3},
		{"V13-DESHADOW-PENALTY 20 squares: 10 turns", "r", 20, 10},
		{"V13-ASSASSIN-DESHADOW 20 squares: floor(10/3) = 3 turns", "a", 20, 3},
		{"V13-ASSASSIN-DESHADOW 5 squares: floor(2/3) = 0", "a", 5, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN("K@p16 k@a1", "shadow:e5="+tc.letter+"200", "unit:200/sage=5/strail="+itoa(tc.trail))
			typ, _, _ := board.TypeFromLetter(tc.letter[0])
			assert.Equal(t, int(tc.par), DeshadowPenalty(typ, tc.trail))
			makeAndBack(t, fen, "e5!deshadow:"+string(typ.Letter()), func(g *Game) {
				p := g.Pos
				u := bodyOn(t, p, "e5")
				assert.Equal(t, typ, u.Type)
				assert.False(t, u.Has(board.StatusShadow))
				assert.Zero(t, p.Cell(sqs(t, "e5")[0]).Shadows)
				assert.Equal(t, tc.par, u.Paralysis, "paralysis after the turn's end: exactly N/2 owner-turns left")
				if tc.par > 0 {
					assert.Equal(t, board.ParOriginPenalty, u.ParOrigin)
				}
				assert.Zero(t, u.ShadowTrail)
				assert.Zero(t, u.ShadowAge)
				assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e5")[0])))
			})
		})
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
