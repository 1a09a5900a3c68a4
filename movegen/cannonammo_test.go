package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestV8CannonAmmunitionV8CANNON: V8-CANNON. Without ammunition the 8.0
// cannon captures nothing (no shot at a unit, no Blast) and still hits wall
// squares; loaded, it shoots as 13.0's cannon, and its Blast is aimed at an
// enemy unit it could capture (13.0 blasts any 3x3 with something in it).
func TestV8CannonAmmunitionV8CANNON(t *testing.T) {
	const pieces = "k@a1 K@p15 z@e4 P@e6 P@f5 P@h8"
	loaded := heldUnits("r", 1, "e4")
	for _, tc := range []struct {
		name     string
		sections []string
		steps    []string
		blasts   []string
	}{
		{name: "V8-CANNON: no ammunition, no capture", sections: nil,
			steps: []string{}, blasts: []string{}},
		{name: "V8-CANNON: no ammunition, a wall square is still hit", sections: []string{"wall:{h8}=d5"},
			steps: []string{"e4*d5"}, blasts: []string{}},
		{name: "V8-CANNON: loaded, it shoots along its three forward lines", sections: loaded,
			steps: []string{"e4*e6", "e4*f5"}, blasts: []string{"e4!blast-e6"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, pieces, tc.sections...)
			assert.Equal(t, tc.steps, v8Steps(t, p, "e4"))
			assert.Equal(t, tc.blasts, v8Specials(t, p, "blast", false))
		})
	}
	t.Run("V13-CANNON-CAPTURE: 13.0's cannon needs no ammunition", func(t *testing.T) {
		p := board.MustParse(lnFEN("k@a1 K@p15 o@e4 N@e6 N@f5"))
		var got []string
		for _, s := range Generate(p, nil) {
			if s.From() == sqs(t, "e4")[0] && s.Kind() == KindShot {
				got = append(got, FormatStep(p, s))
			}
		}
		assert.ElementsMatch(t, []string{"e4*e6", "e4*f5"}, got)
		assert.Contains(t, specialsOf(t, p.Format(), "blast", false), "e4!blast-g6", "13.0 blasts a 3x3 that holds a unit")
	})
}

// TestV8CannonSpendsV8CANNON: V8-CANNON. Each capture spends the
// ammunition: it appears on the captured unit's square, after the Blast's
// 3x3 explosion, which it survives; make and unmake restore the position
// and hash.
func TestV8CannonSpendsV8CANNON(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p15 z@e4 P@e6 P@d7 P@f5", heldUnits("r", 1, "e4")...)
	for _, tc := range []struct {
		name, step string
		dead       []string // the squares whose enemy pawns died
	}{
		{name: "V8-CANNON: the 3-square shot", step: "e4*e6", dead: []string{"e6"}},
		{name: "V8-CANNON: the Blast", step: "e4!blast-e6", dead: []string{"d7", "e6", "f5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v8MakeAndBack(t, p, tc.step, func(g *Game) {
				q := g.Pos
				ammo := bodyOn(t, q, "e6")
				assert.Equal(t, board.Rook, ammo.Type, "the ammunition stands on the captured unit's square")
				assert.Equal(t, board.White, ammo.Side)
				assert.Zero(t, ammo.Parent)
				cannon := bodyOn(t, q, "e4")
				assert.Equal(t, board.Cannon, cannon.Type, "the cannon stays")
				assert.Zero(t, cannon.Held, "the ammunition is spent")
				for _, sq := range tc.dead {
					tomb, ok := q.TombAt(sqs(t, sq)[0])
					require.True(t, ok, "a tomb on %s", sq)
					assert.Equal(t, board.Pawn, q.Unit(tomb.Head).Type)
				}
				assert.Equal(t, board.Black, q.SideToMove())
			})
		})
	}
}

// TestV8CannonAttackV8CANNON: V8-CANNON. An 8.0 cannon without ammunition
// attacks nothing, so it gives no check; loaded, it does.
func TestV8CannonAttackV8CANNON(t *testing.T) {
	unloaded := v8Pos(t, "k@a1 K@e6 z@e4")
	assert.False(t, NewGame(unloaded).InCheck(board.Black))
	loaded := v8Pos(t, "k@a1 K@e6 z@e4", heldUnits("p", 1, "e4")...)
	assert.True(t, NewGame(loaded).InCheck(board.Black))
}
