package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legalNames lists the notation of the legal steps of g's position.
func legalNames(g *Game) []string {
	var out []string
	for _, s := range g.Legal(0, nil) {
		out = append(out, FormatStep(g.Pos, s))
	}
	return out
}

// TestPawnAccelV8PAWNACCEL: V8-PAWN-ACCEL. Each pawn a pawn captures while
// it is a pawn is one more step in its later turns (a multimove: plain
// steps, the last of which may capture and ends it); no extra move in the
// capturing turn (13.0's extra move is off); a capture of a non-pawn gives
// none; the awards go on promotion and stay in the tomb. Each case plays
// its steps on an 8.0 position and unmakes them (playTurn).
func TestPawnAccelV8PAWNACCEL(t *testing.T) {
	base := "k@a1 K@p16 "
	tests := []struct {
		name, pieces string
		sections     []string
		steps        []string
		over         bool     // the turn is over after the steps
		next         []string // steps then legal
		notNext      []string // steps then not legal
		awardsOn     string   // the square of the unit whose awards are checked ("" none)
		awards       int
	}{
		{name: "V8-PAWN-ACCEL a pawn's capture of a pawn is an award, no extra move now", pieces: "p@h4 P@i5 P@j6",
			steps: []string{"h4xi5"}, over: true, awardsOn: "i5", awards: 1},
		{name: "V8-PAWN-ACCEL one award: two steps, the second may capture", pieces: "p@h4 P@i6",
			sections: []string{"unit:{h4}/mm=1"}, steps: []string{"h4-h5"}, next: []string{"h5xi6", "h5-h6", "end"}},
		{name: "V8-PAWN-ACCEL one award: the second step ends the turn", pieces: "p@h4",
			sections: []string{"unit:{h4}/mm=1"}, steps: []string{"h4-h5", "h5-h6"}, over: true},
		{name: "V8-PAWN-ACCEL two awards: three steps", pieces: "p@h4 P@i7",
			sections: []string{"unit:{h4}/mm=2"}, steps: []string{"h4-h5", "h5-h6"},
			next: []string{"h6-h7", "h6xi7", "end"}},
		{name: "V8-PAWN-ACCEL a capture ends the multimove and is one more award", pieces: "p@h4 P@i6 P@j7",
			sections: []string{"unit:{h4}/mm=2"}, steps: []string{"h4-h5", "h5xi6"}, over: true, awardsOn: "i6", awards: 3},
		{name: "V8-PAWN-ACCEL a capture of a non-pawn is no award (it promotes, and the awards go)", pieces: "p@h4 N@i5",
			sections: []string{"unit:{h4}/mm=2"}, steps: []string{"h4xi5"}, over: true, awardsOn: "i5", awards: 0},
		{name: "V8-PAWN-ACCEL the awards go on a last-rank promotion", pieces: "p@h15",
			sections: []string{"unit:{h15}/mm=3"}, steps: []string{"h15-h16=Q"}, over: true, awardsOn: "h16", awards: 0},
		{name: "V8-PAWN-ACCEL no award without the acceleration: a non-pawn's capture of a pawn counts to ten", pieces: "r@h4 P@h9",
			steps: []string{"h4xh9"}, over: true, awardsOn: "h9", awards: 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, base+tc.pieces, tc.sections...)
			playTurn(t, p.Format(), tc.steps, func(g *Game) {
				p := g.Pos
				if tc.over {
					assert.Equal(t, board.Black, p.SideToMove(), "the turn is over")
				} else {
					require.Equal(t, board.White, p.SideToMove(), "the turn goes on")
					assert.Equal(t, board.TurnMulti, p.Turn().Mode, "a multimove")
				}
				legal := legalNames(g)
				for _, s := range tc.next {
					assert.Contains(t, legal, s)
				}
				for _, s := range tc.notNext {
					assert.NotContains(t, legal, s)
				}
				if tc.awardsOn != "" {
					assert.Equal(t, tc.awards, int(bodyOn(t, p, tc.awardsOn).Awards), "awards")
				}
			})
		})
	}
}

// TestPawnAccelTombV8PAWNACCEL: V8-PAWN-ACCEL. A pawn's awards stay with
// it in the tomb ("not capture (tomb square)"); in 13.0 a pawn earns none
// and takes the one extra move instead.
func TestPawnAccelTombV8PAWNACCEL(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p16 r@h4 P@h9", "unit:{h9}/mm=2")
	pawn := p.BodyAt(sqs(t, "h9")[0])
	playTurn(t, p.Format(), []string{"h4xh9"}, func(g *Game) {
		u := g.Pos.Unit(pawn)
		require.Equal(t, board.LocTomb, u.Loc, "the pawn is in the tomb")
		assert.Equal(t, 2, int(u.Awards), "V8-PAWN-ACCEL: its awards stay")
	})
	p13 := board.MustParse(lnFEN("k@a1 K@p16 p@h4 P@i5 P@j6"))
	playTurn(t, p13.Format(), []string{"h4xi5"}, func(g *Game) {
		assert.Equal(t, board.TurnAccel, g.Pos.Turn().Mode, "13.0: the one extra move")
		assert.Zero(t, int(bodyOn(t, g.Pos, "i5").Awards), "13.0: no award")
	})
}
