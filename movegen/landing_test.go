package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLandingRuleTraps: Q15, V13-JESTER-TRAP. Every relocation that puts a
// unit on an enemy jester's trap springs it, as a walk onto it does: the
// unit is paralyzed TrapTurns and the trap dissolves (landing.go, land).
// Each relocating special move is a case; the white jester on c3 and the
// black one on m3 own the traps.
func TestLandingRuleTraps(t *testing.T) {
	const base = "k@a1 K@p16 j@c3 J@m3 "
	cases := []struct {
		name    string
		fen     string
		step    string
		trapped string   // the square of the unit the trap paralyzes ("": it dies there)
		traps   []string // the traps left
	}{
		{name: "V13-PULL a unit pulled onto a trap is paralyzed and the trap dissolves",
			fen: lnFEN(base+"r@e4 N@e8", "mark:trap@e6/{c3}"), step: "e4!pull-e8:2", trapped: "e6", traps: []string{}},
		{name: "V13-PULL-THROUGH a unit pulled through blockers onto a trap",
			fen: lnFEN(base+"r@e4 P@e5 N@e9", "mark:trap@e7/{c3}"), step: "e4!pullthrough-e9:2", trapped: "e7", traps: []string{}},
		{name: "V13-PULL V13-JESTER-TRAP a friend pulled onto its own side's trap passes",
			fen: lnFEN(base+"r@e4 n@e8", "mark:trap@e6/{c3}"), step: "e4!pull-e8:2", traps: []string{"e6<j"}},
		{name: "V13-PUSH a unit pushed onto a trap",
			fen: lnFEN(base+"r@e4 N@e5", "mark:trap@e6/{c3}"), step: "e4!push-e5", trapped: "e6", traps: []string{}},
		{name: "V13-PUSH the pusher lands on the pushed unit's own side's trap",
			fen: lnFEN(base+"r@e4 N@e5", "mark:trap@e5/{m3}"), step: "e4!push-e5", trapped: "e5", traps: []string{}},
		{name: "V13-PUSH-WALL the pusher lands on the trap the pushed wall lay on",
			fen: lnFEN(base+"r@e4", "wall:{m3}=e5", "mark:trap@e5/{m3}"), step: "e4!pushwall-e5", traps: []string{}},
		{name: "V13-SHIFT a unit shifted onto a trap",
			fen: lnFEN(base+"r@c5", "mark:trap@e5/{m3}"), step: "c5!shift:r2", trapped: "e5", traps: []string{}},
		{name: "V13-SWAPSHOT the target lands on the swapper's own side's trap",
			fen: lnFEN(base+"r@e4 N@e9", "mark:trap@e4/{c3}"), step: "e4!swap-e9", trapped: "e4", traps: []string{}},
		{name: "V13-SWAPSHOT the swapper lands on the target's own side's trap",
			fen: lnFEN(base+"r@e4 N@e9", "mark:trap@e9/{m3}"), step: "e4!swap-e9", trapped: "e9", traps: []string{}},
		{name: "V13-CHANC-TELESWAP the partner lands on an enemy trap under the chancellor",
			fen: lnFEN(base+"c@e4 n@h8", "mark:trap@e4/{m3}"), step: "e4!teleswap-h8", trapped: "e4", traps: []string{}},
		{name: "V13-ROOK-LAUNCH the thrown unit lands on a trap before it dies in the blast",
			fen: lnFEN(base+"r@h4 P@h5 P@h11", "mark:trap@h10/{c3}"), step: "h4!launch-h11", traps: []string{}},
		{name: "V13-BIND a unit following its group onto a trap",
			fen: lnFEN(base+"r@e4 b@f5", "unit:{e4}/bind=ne,{f5}/bind=sw", "mark:trap@f7/{m3}"), step: "e4!group-e6", trapped: "f7", traps: []string{}},
		{name: "V13-TEMPLAR-AVALANCHE a unit sliding to a stop on a trap",
			fen: lnFEN(base+"t@e4 N@e6", "mark:trap@e16/{c3}"), step: "e4!avalanche:n", trapped: "e16", traps: []string{}},
		{name: "V13-JESTER-SPIN a unit spun onto a trap",
			fen: lnFEN("k@a1 K@p16 j@e4 P@e5 j@p1 J@m3", "mark:trap@f5/{p1}"), step: "e4!spin:1", trapped: "f5", traps: []string{}},
		{name: "V13-JESTER-DECOHERENCE a member split off onto a trap",
			fen: stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@h8 RB@j10", "mark:trap@i9/{h8}"), step: "h8!decohere-j10", trapped: "i9", traps: []string{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			makeAndBack(t, c.fen, c.step, func(g *Game) {
				p := g.Pos
				if c.trapped != "" {
					assert.Equal(t, TrapTurns, int(bodyOn(t, p, c.trapped).Paralysis), "paralyzed by the trap")
				}
				assert.ElementsMatch(t, c.traps, trapsOf(p), "the traps left")
			})
		})
	}
}
