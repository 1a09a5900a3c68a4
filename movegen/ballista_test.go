package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestBallistaMovesV8BALLISTA: V8-BALLISTA. A diagonal step to an empty,
// wall-free square, then a knight move whose long-leg squares are empty
// and wall-free, onto an empty square; each landing once; no capture.
func TestBallistaMovesV8BALLISTA(t *testing.T) {
	open := v8Pos(t, "k@a1 K@p16 a@h8")
	steps := v8Steps(t, open, "h8")
	// From h8 the diagonal squares g7 g9 i7 i9, then every knight move:
	// the landings are all squares at (dx, dy) with |dx|,|dy| <= 3 reached
	// that way, less h8 itself.
	assert.Contains(t, steps, "h8-k10", "V8-BALLISTA: i9 then (2,1)")
	assert.Contains(t, steps, "h8-h9", "V8-BALLISTA: i7 then (-1,2)")
	assert.NotContains(t, steps, "h8-h10", "V8-BALLISTA: no route gives (0,2)")
	for _, s := range steps {
		assert.Equal(t, "h8-", s[:3])
	}
	want := map[string]bool{}
	for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		for _, v := range knightVec {
			if dx, dy := d[0]+v[0], d[1]+v[1]; dx != 0 || dy != 0 {
				to, _ := sqs(t, "h8")[0].Offset(dx, dy)
				want["h8-"+to.String()] = true
			}
		}
	}
	assert.Len(t, steps, len(want), "V8-BALLISTA: each landing once")
	for _, tc := range []struct {
		name, pieces, from string
		sections           []string
		in, out            []string
	}{
		{name: "V8-BALLISTA: an enemy on the landing is no capture", pieces: "k@a1 K@p16 a@h8 P@k10", from: "h8",
			out: []string{"h8xk10", "h8-k10"}},
		{name: "V8-BALLISTA: a unit on the long leg blocks that route (i9, then j9 k9 to k10), not another",
			pieces: "k@a1 K@p16 a@h8 P@j9 P@i10 P@i11", from: "h8", out: []string{"h8-k10"}, in: []string{"h8-h11", "h8-i6"}},
		{name: "V8-BALLISTA: from a corner, through its one diagonal square", pieces: "k@p1 K@p16 a@a1", from: "a1",
			in: []string{"a1-c4", "a1-d3"}},
		{name: "V8-BALLISTA: the diagonal square blocks all its routes", pieces: "k@p1 K@p16 a@a1 P@b2", from: "a1",
			out: []string{"a1-c4", "a1-d3"}},
		{name: "V8-BALLISTA: a wall on the diagonal square blocks", pieces: "k@p1 K@p16 a@a1 P@h8", sections: []string{"wall:{h8}=b2"}, from: "a1",
			out: []string{"a1-c4", "a1-d3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := v8Steps(t, v8Pos(t, tc.pieces, tc.sections...), tc.from)
			for _, s := range tc.in {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.out {
				assert.NotContains(t, got, s)
			}
		})
	}
}

// TestBallistaShotV8BALLISTA: V8-BALLISTA. The shot flies along the
// facing, hits the first unit within 16 squares (either side) and
// paralyzes it floor(16/range)+1; a wall stops it; kings, Royal Guards,
// ballistae and Rams are immune.
func TestBallistaShotV8BALLISTA(t *testing.T) {
	assert.Equal(t, 17, BoltParalysis(1))
	assert.Equal(t, 5, BoltParalysis(4))
	assert.Equal(t, 2, BoltParalysis(15))
	for _, tc := range []v8Case{
		{name: "V8-BALLISTA: the first unit ahead", pieces: "k@a1 K@p16 a@e2 P@e9 P@e12", want: []string{"e2!bolt-e9"}},
		{name: "V8-BALLISTA: a friend is hit too", pieces: "k@a1 K@p16 a@e2 p@e5", want: []string{"e2!bolt-e5"}},
		{name: "V8-BALLISTA: nothing ahead", pieces: "k@a1 K@p16 a@e2 P@f9", want: []string{}},
		{name: "V8-BALLISTA: a wall stops it", pieces: "k@a1 K@p16 a@e2 P@e9 P@h8", sections: []string{"wall:{h8}=e6"}, want: []string{}},
		{name: "V8-BALLISTA: a king is immune and shields what is behind", pieces: "k@a1 K@e9 P@e10 a@e2", want: []string{}},
		{name: "V8-BALLISTA: a Royal Guard is immune", pieces: "k@a1 K@f10 P@e9 a@e2", want: []string{}},
		{name: "V8-BALLISTA: kind immunity", pieces: "k@a1 K@p16 a@e2 A@e9", want: []string{}},
		{name: "V8-BALLISTA: Black shoots down", pieces: "k@a1 K@p16 A@e12 p@e3", want: []string{}},
		{name: "V8-BALLISTA: a paralyzed ballista shoots nothing", pieces: "k@a1 K@p16 a@e2 P@e9", sections: []string{"unit:{e2}/par=2"}, want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "bolt", false))
		})
	}
	p := v8Pos(t, "k@a1 K@p16 a@e2 P@e6")
	v8MakeAndBack(t, p, "e2!bolt-e6", func(g *Game) {
		assert.Equal(t, BoltParalysis(4), int(bodyOn(t, g.Pos, "e6").Paralysis))
		assert.Zero(t, int(bodyOn(t, g.Pos, "e2").Paralysis), "V8-BALLISTA: the shot costs nothing")
		assert.Equal(t, board.Black, g.Pos.SideToMove())
	})
	black := v8Pos(t, "k@a1 K@p16 A@e12 p@e3")
	black.SetSideToMove(board.Black)
	assert.Equal(t, []string{"e12!bolt-e3"}, v8Specials(t, black, "bolt", false), "V8-BALLISTA: Black's ahead is down")
}
