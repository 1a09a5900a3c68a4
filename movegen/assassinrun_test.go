package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAssassinRunGeneration: V13-ASSASSIN-RUN. The assassin on e5 takes f7
// (a knight's leap), from f7 takes h8, from h8 takes i10: runs of 2 and 3
// captures, each hop the assassin's native capture from the square before.
// Never a 4th capture, never a run of one (that is the ordinary capture);
// Kind Immunity, frogs, higher squares and a jester before the last hop
// stop a run; only unparalyzed assassins run.
func TestAssassinRunGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 a@e5 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-RUN one capture only: no run", fen: fen("P@f7"), special: "run", want: nil},
		{name: "V13-ASSASSIN-RUN two captures", fen: fen("P@f7 L@h8"), special: "run", legal: true,
			want: []string{"e5!run-h8:f7"}},
		{name: "V13-ASSASSIN-RUN three captures, and the run of two inside it", fen: fen("P@f7 L@h8 R@i10"), special: "run",
			want: []string{"e5!run-h8:f7", "e5!run-i10:f7.h8"}},
		{name: "V13-ASSASSIN-RUN the 3-square orthogonal leap is a hop too", fen: fen("P@e8 L@h8"), special: "run",
			want: []string{"e5!run-h8:e8"}},
		{name: "V13-ASSASSIN-RUN at most 3 captures: a 4th victim is not reached", fen: fen("P@f7 L@h8 R@i10 P@j12"),
			special: "run", want: []string{"e5!run-h8:f7", "e5!run-i10:f7.h8"}},
		{name: "V13-ASSASSIN-RUN no hop back onto a square already taken", fen: fen("P@f7 L@h8"), special: "run",
			want: []string{"e5!run-h8:f7"}},
		{name: "V13-ASSASSIN-RUN Kind Immunity: an enemy assassin is no hop", fen: fen("P@f7 A@h8 R@i10"), special: "run",
			want: nil},
		{name: "V13-ASSASSIN-RUN a frog is immortal", fen: fen("P@f7 F@h8"), special: "run", want: nil},
		{name: "V13-ASSASSIN-RUN a friend is no hop", fen: fen("P@f7 l@h8"), special: "run", want: nil},
		{name: "V13-ASSASSIN-RUN a hop may not land higher", fen: fen("P@f7 L@h8", "level:h8=1"), special: "run", want: nil},
		{name: "V13-ASSASSIN-RUN a jester may be the last victim", fen: fen("P@f7 J@h8 R@i10"), special: "run",
			want: []string{"e5!run-h8:f7"}},
		{name: "V13-ASSASSIN-RUN a jester before the last hop stops the run", fen: fen("J@f7 L@h8"), special: "run", want: nil},
		{name: "V13-ASSASSIN-RUN a paralyzed assassin does not run", fen: fen("P@f7 L@h8", "unit:{e5}/par=1"),
			special: "run", want: nil},
		{name: "V13-ASSASSIN-RUN only assassins", fen: lnFEN("k@a1 K@p16 l@e5 P@f7 L@h8"), special: "run", want: nil},
	})
}

// TestAssassinRunMake: V13-ASSASSIN-RUN. e5!run-i10:f7.h8 takes the three
// victims into tombs on their squares, counts three captures, and leaves
// the assassin a shadow on i10 whose age has not counted this ply (the
// 5-turn minimum starts); its wall is e5, f7 and h8, over the pending tombs
// of f7 and h8; the tomb of i10, with neither body nor wall, is active.
func TestAssassinRunMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5 P@f7 L@h8 R@i10")
	id := board.MustParse(fen).BodyAt(sqs(t, "e5")[0])
	for _, tc := range []struct {
		step    string
		last    string
		victims []string
		wall    []string
	}{
		{"e5!run-h8:f7", "h8", []string{"f7", "h8"}, []string{"e5", "f7"}},
		{"e5!run-i10:f7.h8", "i10", []string{"f7", "h8", "i10"}, []string{"e5", "f7", "h8"}},
	} {
		makeAndBack(t, fen, tc.step, func(g *Game) {
			p := g.Pos
			a := p.Unit(id)
			assert.Equal(t, board.LocShadow, a.Loc, "%s: the assassin is a shadow", tc.step)
			assert.Equal(t, sqs(t, tc.last)[0], a.Square)
			assert.True(t, a.Has(board.StatusShadow))
			assert.Zero(t, a.ShadowAge, "its age starts at 0 and did not count this ply")
			assert.Equal(t, len(tc.victims), int(a.CapLifetime))
			for _, v := range tc.victims {
				sq := sqs(t, v)[0]
				assert.Zero(t, p.BodyAt(sq), v)
				tomb, ok := p.TombAt(sq)
				require.True(t, ok, "a tomb on %s", v)
				if v == tc.last {
					assert.Equal(t, board.TombActive, tomb.State, v)
				} else {
					assert.Equal(t, board.TombPending, tomb.State, "%s: under the wall", v)
				}
			}
			assert.Equal(t, sqs(t, tc.wall...), wallOf(p, id))
			assert.Equal(t, board.Black, p.SideToMove())
		})
	}
	// A queen among the victims poisons the assassin (6 turns), shadow or not.
	fen = lnFEN("k@a1 K@p16 a@e5 Q@f7 L@h8")
	id = board.MustParse(fen).BodyAt(sqs(t, "e5")[0])
	makeAndBack(t, fen, "e5!run-h8:f7", func(g *Game) {
		assert.Equal(t, QueenPoison, int(g.Pos.Unit(id).Paralysis))
	})
	// A jester taken last explodes: the assassin, still a body on its
	// square, dies in the blast and never becomes a shadow.
	fen = lnFEN("k@a1 K@p16 a@e5 P@f7 J@h8")
	id = board.MustParse(fen).BodyAt(sqs(t, "e5")[0])
	makeAndBack(t, fen, "e5!run-h8:f7", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.LocTomb, p.Unit(id).Loc, "the assassin died in the jester's blast")
		assert.Zero(t, p.Cell(sqs(t, "h8")[0]).Shadows)
	})
}

// TestAssassinRunNotation: V13-ASSASSIN-RUN. Written
// <start>!run-<last>:<earlier capture squares joined by '.'>; a hop list
// that names one square twice, or none, is refused.
func TestAssassinRunNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 a@e5 P@f7 L@h8 R@i10")))
	for _, str := range []string{"e5!run-h8:f7", "e5!run-i10:f7.h8"} {
		s, err := g.ParseStep(str)
		require.NoError(t, err, str)
		assert.Equal(t, str, FormatStep(g.Pos, s))
	}
	for _, bad := range []string{"e5!run-i10:f7.f7", "e5!run-i10", "e5!run-i10:f7.h8.i10", "e5!run-i10:h8.f7"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
