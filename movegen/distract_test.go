package movegen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// distractsOf lists the Distract markers as "square/direction<owner letter>".
func distractsOf(p *board.Position) []string {
	out := []string{}
	for _, m := range p.Markers() {
		if m.Kind == board.MarkDistract {
			out = append(out, fmt.Sprintf("%s/%s<%c", m.Square, m.Dir, board.Types[p.Unit(m.Owner).Type].Letter))
		}
	}
	return sorted(out...)
}

// TestDistractCastGeneration: V13-JESTER-DISTRACT. A jester casts on any
// of its 24 move squares (whatever stands there), in any of 8 directions:
// 192 casts in the open; fewer at the edge; none on another jester's
// Distract square, none repeating its own (same square and direction);
// none while it cannot act.
func TestDistractCastGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 j@h8 "+units, sections...) }
	tests := []struct {
		name    string
		fen     string
		n       int
		has     []string
		hasNot  []string
		comment string
	}{
		{name: "V13-JESTER-DISTRACT 24 squares x 8 directions", fen: fen(""), n: 192,
			has: []string{"h8!distract-j10:ne", "h8!distract-j10:s", "h8!distract-l11:w", "h8!distract-e4:nw", "h8!distract-k11:n"}},
		{name: "V13-JESTER-DISTRACT whatever stands on the square: a unit, a wall", fen: fen("P@j10", "wall:{a1}=k11"), n: 192,
			has: []string{"h8!distract-j10:ne", "h8!distract-k11:e"}},
		{name: "V13-JESTER-DISTRACT the move range only (not a king step, not 5 away)", fen: fen(""), n: 192,
			hasNot: []string{"h8!distract-i9:n", "h8!distract-m13:n", "h8!distract-h10:n"}},
		{name: "V13-JESTER-DISTRACT at the edge: the squares on the board", fen: lnFEN("k@p1 K@p16 j@a1"), n: 6 * 8},
		{name: "V13-JESTER-DISTRACT not on another jester's square", fen: fen("J@a16", "mark:distract@j10/{a16}/s"), n: 184,
			hasNot: []string{"h8!distract-j10:s", "h8!distract-j10:n"}},
		{name: "V13-JESTER-DISTRACT its own square: the other 7 directions", fen: fen("", "mark:distract@j10/{h8}/s"), n: 191,
			has: []string{"h8!distract-j10:n", "h8!distract-l11:s"}, hasNot: []string{"h8!distract-j10:s"}},
		{name: "V13-JESTER-DISTRACT a paralyzed jester casts nothing", fen: fen("", "unit:{h8}/par=2"), n: 0},
		{name: "V13-JESTER-DISTRACT a chancellor's aura holds it", fen: fen("C@j9"), n: 0},
		{name: "V13-JESTER-DISTRACT only jesters cast", fen: lnFEN("k@a1 K@p16 q@h8"), n: 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := specialsOf(t, tc.fen, "distract", false)
			assert.Len(t, got, tc.n)
			for _, s := range tc.has {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.hasNot {
				assert.NotContains(t, got, s)
			}
		})
	}
}

// TestDistractCastMake: V13-JESTER-DISTRACT. The cast lays the jester's
// Distract; a new cast moves it (one per jester), also on its own square
// to another direction; the cast costs nothing, builds no wall, lets the
// jester's stay count run, and unmakes exactly.
func TestDistractCastMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 j@h8 J@a16", "unit:{h8}/stay=3", "mark:distract@c14/{a16}/e")
	makeAndBack(t, fen, "h8!distract-j10:ne", func(g *Game) {
		p := g.Pos
		assert.Equal(t, []string{"c14/e<J", "j10/ne<J"}, distractsOf(p))
		j := bodyOn(t, p, "h8")
		assert.Zero(t, j.Paralysis, "no cost")
		assert.Equal(t, uint8(4), p.StayOf(j), "it did not move: its stay count runs (V13-JESTER-DETONATE)")
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "h8")[0])))
		assert.Equal(t, board.Black, p.SideToMove())
	})
	moved := lnFEN("k@a1 K@p16 j@h8", "mark:distract@j10/{h8}/ne")
	makeAndBack(t, moved, "h8!distract-e5:w", func(g *Game) {
		assert.Equal(t, []string{"e5/w<J"}, distractsOf(g.Pos), "a new cast moves it")
	})
	makeAndBack(t, moved, "h8!distract-j10:sw", func(g *Game) {
		assert.Equal(t, []string{"j10/sw<J"}, distractsOf(g.Pos), "turned in place")
	})
	// A Distract outlives its jester (Q5: owned markers stay).
	g := play(t, lnFEN("k@a1 K@p16 j@h8 R@h12", "mark:distract@j10/{h8}/ne"), "0000", "h12xh8")
	assert.Equal(t, []string{"j10/ne<J"}, distractsOf(g.Pos))
}

// TestDistractNotation: V13-JESTER-DISTRACT is written
// <square>!distract-<target>:<direction>.
func TestDistractNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 j@h8")))
	s, err := g.ParseStep("h8!distract-j10:ne")
	require.NoError(t, err)
	assert.Equal(t, "h8!distract-j10:ne", FormatStep(g.Pos, s))
	for _, bad := range []string{"h8!distract", "h8!distract-j10", "h8!distract-j10:x", "h8!distract-i9:n", "h8!distract:n"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}

// blackToMove gives Black the move in a position string lnFEN wrote.
func blackToMove(fen string) string { return strings.Replace(fen, " w", " b", 1) }

// lineCase is a unit's steps with a Distract on the board: which notations
// are there and which are not.
type lineCase struct {
	name   string
	fen    string
	from   string
	has    []string
	hasNot []string
}

func runLineCases(t *testing.T, cases []lineCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := stepsOf(t, tc.fen, tc.from)
			for _, s := range tc.has {
				assert.Contains(t, got, s, tc.fen)
			}
			for _, s := range tc.hasNot {
				assert.NotContains(t, got, s, tc.fen)
			}
		})
	}
}

// TestDistractBendsLines: V13-JESTER-DISTRACT, Q9. A line entering a
// Distract square goes on in its direction, the turn written as a waypoint;
// the range keeps counting (16 in all); bounces go on as usual afterwards;
// captures after the turn; both sides' lines turn. Its limits: a line may
// stop on the square; a body there is met as a body (blocks, is captured);
// a line starting on the square does not turn; leaps and rides do not turn.
func TestDistractBendsLines(t *testing.T) {
	mark := func(sq, dir string) string { return "mark:distract@" + sq + "/{a16}/" + dir }
	rook := func(units, sq, dir string, more ...string) string {
		return lnFEN("k@p1 K@p16 J@a16 r@a1 "+units, append([]string{mark(sq, dir)}, more...)...)
	}
	runLineCases(t, []lineCase{
		{name: "V13-JESTER-DISTRACT without a Distract the rook goes straight", fen: lnFEN("k@p1 K@p16 J@a16 r@a1"), from: "a1",
			has: []string{"a1-a6", "a1-a15"}, hasNot: []string{"a1-a5-b5"}},
		{name: "V13-JESTER-DISTRACT the rook's line turns east at a5 and counts its range (4 + 12)", fen: rook("", "a5", "e"), from: "a1",
			has: []string{"a1-a4", "a1-a5", "a1-a5-b5", "a1-a5-m5"}, hasNot: []string{"a1-a6", "a1-a5-n5", "a1-a15"}},
		{name: "V13-JESTER-DISTRACT a capture after the turn", fen: rook("P@h5", "a5", "e"), from: "a1",
			has: []string{"a1-a5xh5", "a1-a5-g5"}, hasNot: []string{"a1-a5-i5"}},
		{name: "V13-JESTER-DISTRACT bounces go on after the turn (a wall on e5)", fen: rook("", "a5", "e", "wall:{a16}=e5"), from: "a1",
			has: []string{"a1-a5-d5", "a1-a5-d5-d6", "a1-a5-d5-d4"}, hasNot: []string{"a1-a5-e5", "a1-a6"}},
		{name: "V13-JESTER-DISTRACT a friend on the square blocks; no turn", fen: rook("p@a5", "a5", "e"), from: "a1",
			has: []string{"a1-a4"}, hasNot: []string{"a1-a5", "a1-a5-b5"}},
		{name: "V13-JESTER-DISTRACT an enemy on the square is captured there", fen: rook("P@a5", "a5", "e"), from: "a1",
			has: []string{"a1xa5"}, hasNot: []string{"a1-a5-b5", "a1-a5xb5"}},
		{name: "V13-JESTER-DISTRACT a line starting on the square does not turn", fen: lnFEN("k@p1 K@p16 J@a16 r@a5", mark("a5", "e")), from: "a5",
			has: []string{"a5-a6", "a5-a15", "a5-b5"}},
		{name: "V13-JESTER-DISTRACT Black's lines turn too", fen: blackToMove(lnFEN("k@p1 K@p16 J@a16 R@h16", mark("h12", "e"))), from: "h16",
			has: []string{"h16-h12-i12", "h16-h12-l12"}, hasNot: []string{"h16-h11"}},
		{name: "V13-JESTER-DISTRACT a bishop's line turns", fen: lnFEN("k@p1 K@p16 J@a16 b@e1", mark("g3", "nw")), from: "e1",
			has: []string{"e1-g3-f4", "e1-g3-a9"}, hasNot: []string{"e1-h4"}},
		{name: "V13-JESTER-DISTRACT a queen's orthogonal line turns diagonal and bounces diagonally", fen: lnFEN("k@p1 K@p16 J@a16 q@h1", mark("h5", "ne")), from: "h1",
			has: []string{"h1-h5-i6", "h1-h5-o12", "h1-h5-p13", "h1-h5-p13-o14"}, hasNot: []string{"h1-h6"}},
		{name: "V13-JESTER-DISTRACT a queen's diagonal line turns orthogonal and bounces orthogonally", fen: lnFEN("k@p1 K@p16 J@a16 q@e1", mark("g3", "n"), "wall:{a16}=g10"),
			from: "e1", has: []string{"e1-g3-g4", "e1-g3-g9", "e1-g3-g9-h9", "e1-g3-g9-f9"}, hasNot: []string{"e1-h4", "e1-g3-g10"}},
		{name: "V13-JESTER-DISTRACT a crossbowman's lines turn", fen: lnFEN("k@p1 K@p16 J@a16 x@c1", mark("c4", "e")),
			from: "c1", has: []string{"c1-c4-d4"}, hasNot: []string{"c1-c5"}},
		{name: "V13-JESTER-DISTRACT a templar's lines turn", fen: lnFEN("k@p1 K@p16 J@a16 t@m1", mark("m4", "w")),
			from: "m1", has: []string{"m1-m4-l4"}, hasNot: []string{"m1-m5"}},
		{name: "V13-JESTER-DISTRACT a nightrider's ride does not turn", fen: lnFEN("k@p1 K@p16 J@a16 n@a1", mark("c5", "e")), from: "a1",
			has: []string{"a1-c5", "a1-d7"}},
		{name: "V13-JESTER-DISTRACT a knight's leap does not turn", fen: lnFEN("k@p1 K@p16 J@a16 l@a1", mark("b3", "e")), from: "a1",
			has: []string{"a1-b3"}},
	})
}

// TestDistractFallback: V13-JESTER-DISTRACT-FALLBACK. A pattern without the
// square's direction takes its own direction at the smallest angle to it,
// clockwise first on a tie: a rook on a north-east square goes east (not
// north), south-east south, south-west west, north-west north; a bishop
// on a north square north-east, east south-east, south south-west, west
// north-west. Both sides turn the same way (clockwise is the same seen from
// either side). A queen has every direction and never falls back.
func TestDistractFallback(t *testing.T) {
	rook := func(dir string) string {
		return lnFEN("k@p1 K@p16 J@a16 r@h1", "mark:distract@h5/{a16}/"+dir)
	}
	bishop := func(dir string) string {
		return lnFEN("k@p1 K@p16 J@a16 b@e1", "mark:distract@g3/{a16}/"+dir)
	}
	blackRook := func(dir string) string {
		return blackToMove(lnFEN("k@p1 K@p16 J@a16 R@h16", "mark:distract@h12/{a16}/"+dir))
	}
	runLineCases(t, []lineCase{
		{name: "V13-JESTER-DISTRACT-FALLBACK rook, ne: east", fen: rook("ne"), from: "h1", has: []string{"h1-h5-i5"}, hasNot: []string{"h1-h6", "h1-h5-i6"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK rook, se: south", fen: rook("se"), from: "h1", has: []string{"h1-h5-h4"}, hasNot: []string{"h1-h5-i5", "h1-h6"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK rook, sw: west", fen: rook("sw"), from: "h1", has: []string{"h1-h5-g5"}, hasNot: []string{"h1-h5-h4", "h1-h6"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK rook, nw: north (straight on)", fen: rook("nw"), from: "h1", has: []string{"h1-h6", "h1-h16"}, hasNot: []string{"h1-h5-g5"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK rook, e: its own direction", fen: rook("e"), from: "h1", has: []string{"h1-h5-i5"}, hasNot: []string{"h1-h6"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK bishop, n: north-east (straight on)", fen: bishop("n"), from: "e1", has: []string{"e1-h4"}, hasNot: []string{"e1-g3-f4"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK bishop, e: south-east", fen: bishop("e"), from: "e1", has: []string{"e1-g3-h2"}, hasNot: []string{"e1-h4"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK bishop, s: south-west", fen: bishop("s"), from: "e1", has: []string{"e1-g3-f2"}, hasNot: []string{"e1-g3-h2", "e1-h4"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK bishop, w: north-west", fen: bishop("w"), from: "e1", has: []string{"e1-g3-f4"}, hasNot: []string{"e1-g3-f2", "e1-h4"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK black rook, ne: east, as White's", fen: blackRook("ne"), from: "h16", has: []string{"h16-h12-i12"}, hasNot: []string{"h16-h12-h13", "h16-h11"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK black rook, sw: west, as White's", fen: blackRook("sw"), from: "h16", has: []string{"h16-h12-g12"}, hasNot: []string{"h16-h11"}},
		{name: "V13-JESTER-DISTRACT-FALLBACK a queen takes the direction itself", fen: lnFEN("k@p1 K@p16 J@a16 q@h1", "mark:distract@h5/{a16}/sw"), from: "h1",
			has: []string{"h1-h5-g4"}, hasNot: []string{"h1-h5-g5", "h1-h6"}},
	})
	// The rule itself, over all 8 directions and the three families.
	for d := board.Dir(0); d < board.NumDirs; d++ {
		assert.Equal(t, d, fallbackDir(d, allDirMask), "V13-JESTER-DISTRACT-FALLBACK all eight: %s", d)
		orth, diag := fallbackDir(d, orthDirMask), fallbackDir(d, diagDirMask)
		assert.True(t, orth.Orthogonal() && !diag.Orthogonal(), "%s", d)
		if d.Orthogonal() {
			assert.Equal(t, d, orth)
			assert.Equal(t, (d+1)&7, diag, "V13-JESTER-DISTRACT-FALLBACK %s: the diagonal clockwise of it", d)
		} else {
			assert.Equal(t, d, diag)
			assert.Equal(t, (d+1)&7, orth, "V13-JESTER-DISTRACT-FALLBACK %s: the orthogonal clockwise of it", d)
		}
	}
}

// TestDistractLineNotation: V13-JESTER-DISTRACT, Q9. A turned line is
// written with its Distract square as a waypoint (once, also when it
// bounces there too) and reads back to the same step.
func TestDistractLineNotation(t *testing.T) {
	// The wall on b5: the line turned east at a5 bounces there at once.
	fen := lnFEN("k@p1 K@p16 J@a16 r@a1", "mark:distract@a5/{a16}/e", "wall:{a16}=b5")
	g := NewGame(board.MustParse(fen))
	for _, str := range []string{"a1-a5-a9", "a1-a5-a3", "a1-a5"} {
		s, err := g.ParseStep(str)
		require.NoError(t, err, str)
		assert.Equal(t, str, FormatStep(g.Pos, s))
	}
	_, err := g.ParseStep("a1-a6")
	assert.Error(t, err, "the line cannot pass a5 straight")
	for _, s := range stepsOf(t, fen, "a1") {
		assert.False(t, strings.Contains(s, "a5-a5"), "a waypoint once: %s", s)
	}
}

// TestDistractAttack: V13-JESTER-DISTRACT, Q7, Q8. The attack test sees
// turned lines: a rook turned onto the king gives check; a queen's line
// turned from one family into the other reaches a square farther than her
// Manhattan bound and of the other colour; a unit that shields the king
// from a turned line is pinned; a cast that turns a line onto its own king
// is illegal, and one that turns a checking line away is a legal answer to
// check. The fast test agrees with generating every capture.
func TestDistractAttack(t *testing.T) {
	attacks := []struct {
		name string
		fen  string
		sq   string
		want bool
	}{
		{name: "V13-JESTER-DISTRACT a rook turned onto h5", fen: lnFEN("k@h5 K@p16 J@a16 R@a1", "mark:distract@a5/{a16}/e"), sq: "h5", want: true},
		{name: "V13-JESTER-DISTRACT no Distract: no attack", fen: lnFEN("k@h5 K@p16 J@a16 R@a1"), sq: "h5", want: false},
		{name: "V13-JESTER-DISTRACT a queen's rook line turned diagonal: 22 squares Manhattan, 15 walked",
			fen: lnFEN("k@h16 K@p1 J@a16 Q@a1", "mark:distract@a9/{a16}/ne"), sq: "h16", want: true},
		{name: "V13-JESTER-DISTRACT a queen's bishop line turned orthogonal: the other colour",
			fen: lnFEN("k@d11 K@p1 J@a16 Q@a1", "mark:distract@d4/{a16}/n"), sq: "d11", want: true},
		{name: "V13-JESTER-DISTRACT-FALLBACK a rook falls back east on a north-east square",
			fen: lnFEN("k@h5 K@p16 J@a16 R@a1", "mark:distract@a5/{a16}/ne"), sq: "h5", want: true},
		{name: "V13-JESTER-DISTRACT-FALLBACK a bishop falls back south-east: not straight on", fen: lnFEN("k@h5 K@p16 J@a16 B@d2", "mark:distract@e3/{a16}/e"), sq: "g5", want: false},
		{name: "V13-JESTER-DISTRACT-FALLBACK without the Distract it goes straight on", fen: lnFEN("k@h5 K@p16 J@a16 B@d2"), sq: "g5", want: true},
	}
	for _, tc := range attacks {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			sq := sqs(t, tc.sq)[0]
			g := NewGame(p)
			assert.Equal(t, tc.want, Attacked(p, board.Black, sq), "fast attack test")
			gen, _ := attackedByGeneration(p, board.Black, sq, nil, g.protection())
			assert.Equal(t, tc.want, gen, "capture generation")
		})
	}
	// A turned line gives check: no Null; a King's Check onto the line
	// kills the rook it finds through the Distract square (V13-KING-CHECK).
	inCheck := NewGame(board.MustParse(lnFEN("k@h5 K@p16 J@a16 R@a1", "mark:distract@a5/{a16}/e")))
	assert.True(t, inCheck.InCheck(board.White), "V13-JESTER-DISTRACT check by a turned line")
	for _, s := range inCheck.Legal(0, nil) {
		assert.NotEqual(t, NullStep, s, "no Null in check")
	}
	g := play(t, lnFEN("k@h6 K@p16 J@a16 R@a1", "mark:distract@a5/{a16}/e"), "h6-h5")
	assert.Zero(t, g.Pos.BodyAt(sqs(t, "a1")[0]), "V13-JESTER-DISTRACT the King's Check finds the rook through a5")
	g = play(t, lnFEN("k@h6 K@p16 J@a16 R@a1"), "h6-h5")
	assert.NotZero(t, g.Pos.BodyAt(sqs(t, "a1")[0]), "without the Distract h5 is not attacked")
	// Casts and the king's safety.
	exposing := lnFEN("k@h5 K@p16 j@c3 R@a1")
	legal := specialsOf(t, exposing, "distract", true)
	assert.NotContains(t, legal, "c3!distract-a5:e", "V13-JESTER-DISTRACT a cast that turns a line onto its own king")
	assert.NotContains(t, legal, "c3!distract-a5:ne", "V13-JESTER-DISTRACT-FALLBACK the rook falls back east: onto the king")
	assert.Contains(t, legal, "c3!distract-a5:n")
	assert.Contains(t, legal, "c3!distract-a5:nw", "the rook falls back north")
	check := lnFEN("k@a9 K@p16 j@c3 R@a1")
	legal = specialsOf(t, check, "distract", true)
	assert.Contains(t, legal, "c3!distract-a5:e", "V13-JESTER-DISTRACT turning the checking line away answers check")
	assert.NotContains(t, legal, "c3!distract-a5:n")
	assert.NotContains(t, legal, "c3!distract-e5:e", "a square off the line answers nothing")
}

// TestDistractInvariants: V13-JESTER-DISTRACT. With Distract squares on the
// board and casts in play: every legal step makes and unmakes exactly
// (hash, repetition key, Validate, string), the partial legality trials
// agree with the whole attack test, the reach cache agrees with a fresh
// pass after a Distract turned in place, and perft by make/unmake equals
// perft by copy (2 steps deep).
func TestDistractInvariants(t *testing.T) {
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	fens := []string{
		lnFEN("j@a1 k@h3 K@h12 J@p16 R@c1 q@f1 B@n14 Q@p9 r@k16 P@j11", "mark:distract@c4/{a1}/e,distract@j8/{p16}/sw"),
		lnFEN("k@a9 K@p16 j@a1 R@b1 Q@m12 t@e8", "mark:distract@c4/{a1}/n"),
	}
	for _, fen := range fens {
		g := NewGame(board.MustParse(fen))
		for _, s := range g.Legal(0, nil) {
			require.NoError(t, makeUnmakeFaultInternal(g, s))
		}
		assert.Equal(t, PerftStepsCopy(board.MustParse(fen), 2), g.PerftSteps(2), "perft 2 in steps of %s", fen)
	}
	// The reach cache sees a Distract turned in place (its direction is in
	// the square's summary).
	g := NewGame(board.MustParse(fens[0]))
	require.False(t, g.protection().Reaches(board.Black, sqs(t, "c12")[0]), "the rook's line turns east at c4")
	s, err := g.ParseStep("a1!distract-c4:n")
	require.NoError(t, err)
	g.Make(s)
	var fresh protScratch
	var want, got Protection
	computeProtection(g.Pos.Clone(), &want, &fresh)
	computeProtection(g.Pos, &got, &g.protSc)
	require.Equal(t, want, got)
	require.True(t, got.Reaches(board.Black, sqs(t, "c12")[0]), "the rook's line goes north now")
}

// makeUnmakeFaultInternal is makeUnmakeFault (invariants_test.go) inside
// the package.
func makeUnmakeFaultInternal(g *Game, s Step) error {
	p := g.Pos
	str, before, hash := FormatStep(p, s), p.Format(), p.Hash()
	g.Make(s)
	var err error
	switch {
	case p.ComputeHash() != p.Hash():
		err = fmt.Errorf("incremental hash after %s in %s", str, before)
	case p.ComputeRepetitionHash() != p.RepetitionHash():
		err = fmt.Errorf("incremental repetition key after %s in %s", str, before)
	case p.Validate() != nil:
		err = fmt.Errorf("after %s in %s: %v", str, before, p.Validate())
	}
	g.Unmake()
	if err == nil && (p.Hash() != hash || p.Format() != before) {
		err = fmt.Errorf("unmake of %s does not restore %s: got %s", str, before, p.Format())
	}
	return err
}
