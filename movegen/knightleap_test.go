package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKnightLeapGeneration: V13-KNIGHT-LEAPCAPTURE, V13-NIGHTRIDER-LEAP. A
// leap is offered where a native leap (or a nightrider's ride) jumps over a
// capturable enemy on the long leg of its (final) jump: for the knight on
// h8 jumping to i10 the leg is h9 h10, to j9 it is i8 j8. Friends, frogs
// (immortal), the leaper's own kind, guarded units and the short leg are
// not taken; the landing rules stay those of the leap.
func TestKnightLeapGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 l@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-KNIGHT-LEAPCAPTURE nothing on the legs: no leap capture", fen: fen("P@i9 P@g7"), special: "leap",
			want: nil},
		{name: "V13-KNIGHT-LEAPCAPTURE an enemy on the long leg", fen: fen("P@h9"), special: "leap", legal: true,
			want: []string{"h8!leap-g10", "h8!leap-i10"}},
		{name: "V13-KNIGHT-LEAPCAPTURE the square next to the landing is on the long leg too", fen: fen("P@j8"),
			special: "leap", want: []string{"h8!leap-j9", "h8!leap-j7"}},
		{name: "V13-KNIGHT-LEAPCAPTURE with a normal capture on the landing", fen: fen("P@h9 P@i10"), special: "leap",
			want: []string{"h8!leap-g10", "h8!leap-i10"}},
		{name: "V13-KNIGHT-LEAPCAPTURE a friend on the leg is not taken", fen: fen("p@h9"), special: "leap", want: nil},
		{name: "V13-KNIGHT-LEAPCAPTURE a frog is immortal", fen: fen("F@h9"), special: "leap", want: nil},
		{name: "V13-KNIGHT-LEAPCAPTURE kind immunity: an enemy knight", fen: fen("L@h9"), special: "leap", want: nil},
		{name: "V13-KNIGHT-LEAPCAPTURE the landing must be a legal landing", fen: fen("P@h9 p@g10 p@i10"), special: "leap",
			want: nil},
		{name: "V13-KNIGHT-LEAPCAPTURE a paralyzed knight leaps nothing", fen: fen("P@h9", "unit:{h8}/par=1"),
			special: "leap", want: nil},
		{name: "V13-NIGHTRIDER-LEAP the final jump's long leg (i10 to j12: i11 i12)", fen: lnFEN("k@a1 K@p16 n@h8 P@i11"),
			special: "leap", want: []string{"h8!leap-j12"}},
		{name: "V13-NIGHTRIDER-LEAP a longer ride (j12 to k14: j13 j14)", fen: lnFEN("k@a1 K@p16 n@h8 P@j13"),
			special: "leap", want: []string{"h8!leap-k14"}},
		{name: "V13-NIGHTRIDER-LEAP only the final jump's leg: not the first jump's", fen: lnFEN("k@a1 K@p16 n@h8 P@h9"),
			special: "leap", want: []string{"h8!leap-i10", "h8!leap-g10"}},
		{name: "V13-KING-IMMUNITY a king on the long leg is not taken", fen: lnFEN("k@a1 K@h9 l@h8"), special: "leap",
			want: nil},
		{name: "V13-KING-IMMUNITY a leap onto a king is the plain capture only", fen: lnFEN("k@a1 K@i10 l@h8 P@h9"),
			special: "leap", want: []string{"h8!leap-g10"}},
		{name: "V13-KNIGHT-LEAPCAPTURE only knights and nightriders", fen: lnFEN("k@a1 K@p16 q@h8 P@h9"), special: "leap",
			want: nil},
	})
}

// TestKnightLeapMake: V13-KNIGHT-LEAPCAPTURE. h8!leap-i10 takes the units on
// h9 and h10 and the one on i10: three captures in one step, each counted
// for the knight; the knight lands on i10, its wall is h8 alone (jumped
// squares are no wall), the turn ends.
func TestKnightLeapMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 l@h8 P@h9 N@h10 B@i10", "wall:{h8}=c3")
	makeAndBack(t, fen, "h8!leap-i10", func(g *Game) {
		p := g.Pos
		for _, name := range []string{"h9", "h10"} {
			sq := sqs(t, name)[0]
			assert.Zero(t, p.BodyAt(sq), name)
			_, tomb := p.TombAt(sq)
			assert.True(t, tomb, "a tomb on %s", name)
		}
		k := bodyOn(t, p, "i10")
		assert.Equal(t, board.Knight, k.Type)
		assert.Equal(t, 3, int(k.CapLifetime), "three victims")
		assert.Equal(t, 2, int(k.CapNonPawn))
		assert.Equal(t, 1, int(k.CapPawn))
		assert.Equal(t, sqs(t, "h8"), wallOf(p, p.BodyAt(sqs(t, "i10")[0])))
		assert.Equal(t, board.Black, p.SideToMove())
	})
	// A nightrider's intermediate landings become its wall.
	makeAndBack(t, lnFEN("k@a1 K@p16 n@h8 P@j13 P@k14"), "h8!leap-k14", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "j13")[0]))
		assert.Equal(t, 2, int(bodyOn(t, p, "k14").CapPawn), "the leapt pawn and the landing's")
		assert.ElementsMatch(t, sqs(t, "h8", "i10", "j12"), wallOf(p, p.BodyAt(sqs(t, "k14")[0])))
	})
	// A guarded unit (two protectors) is not taken.
	p := board.MustParse(lnFEN("k@a1 K@p16 l@h8 P@h9 R@a9 R@h16"))
	assert.Empty(t, specialsOf(t, p.Format(), "leap", false), "V13-GUARDS: guarded by two rooks")
}

// TestKnightLeapNotation: written <leaper>!leap-<landing>.
func TestKnightLeapNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 l@h8 P@h9")))
	s, err := g.ParseStep("h8!leap-i10")
	require.NoError(t, err)
	assert.Equal(t, "h8!leap-i10", FormatStep(g.Pos, s))
	for _, bad := range []string{"h8!leap", "h8!leap-j9", "h8!leap-i10:ne", "h9!leap-i10"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}

// TestKnightLeapInDoubleMove: V13-KNIGHT-LEAPCAPTURE, V13-NIGHTRIDER-LEAP
// ("even inside a double move"), V13-KNIGHT-MARCH. After a plain first
// step the leap capture may be the turn's next step, in a knight's March
// (any of its later steps) and a nightrider's Double Move; it ends the
// turn, and the turn's trail is the wall. A plain continuation still
// captures nothing, and no other unit gains a leap capture.
func TestKnightLeapInDoubleMove(t *testing.T) {
	leapsNow := func(g *Game) []string {
		var out []string
		for _, str := range turnSteps(t, g) {
			if strings.Contains(str, "!leap") {
				out = append(out, str)
			}
		}
		return out
	}
	tests := []struct {
		name  string
		fen   string
		steps []string
		want  []string
	}{
		{name: "V13-KNIGHT-LEAPCAPTURE the March's second step", fen: lnFEN("k@a1 K@p16 l@g6 P@h9"),
			steps: []string{"g6-h8"}, want: []string{"h8!leap-g10", "h8!leap-i10"}},
		{name: "V13-KNIGHT-LEAPCAPTURE the March's fourth step", fen: lnFEN("k@a1 K@p16 l@c2 P@h8"),
			steps: []string{"c2-d4", "d4-f5", "f5-h6"}, want: []string{"h6!leap-g8", "h6!leap-i8"}},
		{name: "V13-KNIGHT-LEAPCAPTURE the March's third step", fen: lnFEN("k@a1 K@p16 l@c3 P@g7"),
			steps: []string{"c3-e4", "e4-g5"}, want: []string{"g5!leap-f7", "g5!leap-h7"}},
		{name: "V13-NIGHTRIDER-LEAP the Double Move's second step", fen: lnFEN("k@a1 K@p16 n@e8 P@g8"),
			steps: []string{"e8-g7"}, want: []string{"g7!leap-f9", "g7!leap-h9"}},
		{name: "V13-KNIGHT-LEAPCAPTURE not for a queen's Double Move", fen: lnFEN("k@a1 K@p16 q@g6 P@h9"),
			steps: []string{"g6-g7"}, want: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			playTurn(t, tc.fen, tc.steps, func(g *Game) {
				require.Equal(t, board.White, g.Pos.SideToMove(), "the turn goes on")
				assert.Equal(t, sorted(tc.want...), sorted(leapsNow(g)...))
				for _, str := range turnSteps(t, g) {
					assert.NotContains(t, str, "x", "no plain capture inside a Double Move or March")
				}
			})
		})
	}
	// The leap after a plain step ends the turn; the wall is the trail
	// (g6, h8), not the leapt squares; the victims are counted.
	playTurn(t, lnFEN("k@a1 K@p16 l@g6 P@h9 N@h10 B@i10"), []string{"g6-h8", "h8!leap-i10"}, func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Black, p.SideToMove(), "the capture ends the turn")
		k := bodyOn(t, p, "i10")
		assert.Equal(t, 3, int(k.CapLifetime), "three victims")
		assert.Equal(t, sqs(t, "h8", "g6"), wallOf(p, p.BodyAt(sqs(t, "i10")[0])))
		for _, name := range []string{"h9", "h10"} {
			assert.Zero(t, p.BodyAt(sqs(t, name)[0]), name)
		}
	})
	// Perft by make/unmake equals perft by copy with leaps inside turns.
	p := board.MustParse(lnFEN("k@a1 K@p16 n@e8 P@g8 P@h9"))
	g := NewGame(p.Clone())
	assert.Equal(t, PerftCopy(p, 1), g.Perft(1), "perft 1")
}
