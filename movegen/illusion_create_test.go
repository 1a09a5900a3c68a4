package movegen

import (
	"sort"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// illusionsOffered lists, written, the legal Queen's Illusions of the side
// to move.
func illusionsOffered(g *Game) []string {
	var out []string
	for _, s := range g.Legal(0, nil) {
		if s.Kind() == KindSpecial && s.Special() == SpecIllusion {
			out = append(out, FormatStep(g.Pos, s))
		}
	}
	sort.Strings(out)
	return out
}

// TestQueenIllusionOffers: V13-QUEEN-ILLUSION. A queen who can act turns
// her own Queen's Shadow token into an Illusion, written <queen>!illusion;
// it is offered exactly then: not without a token, not for another
// queen's token, not for a token whose parent is no longer a queen, not to
// a queen that is paralyzed or held by an aura, not for a token that is
// paralyzed or held by an aura (the Illusion would leave the game at once,
// V13-QUEEN-ILLUSION-END), not for the enemy's token, not when it would
// leave the king in check. Refused steps are errors of ParseStep.
func TestQueenIllusionOffers(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		want []string
		bad  []string // refused by ParseStep
	}{
		{name: "V13-QUEEN-ILLUSION her token: offered",
			fen: lnFEN("k@a1 K@p16 q@e5 s@h8", "unit:{h8}/parent={e5}"), want: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION no token: not offered",
			fen: lnFEN("k@a1 K@p16 q@e5"), bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION two queens: each turns only her own token",
			fen:  lnFEN("k@a1 K@p16 q@e5 q@c3 s@h8", "unit:{h8}/parent={c3}"),
			want: []string{"c3!illusion"}, bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION two queens, two tokens: two moves",
			fen:  lnFEN("k@a1 K@p16 q@e5 q@c3 s@h8 s@j2", "unit:{h8}/parent={c3},{j2}/parent={e5}"),
			want: []string{"c3!illusion", "e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION a token whose parent is no queen (a rook): nobody turns it",
			fen: lnFEN("k@a1 K@p16 r@e5 s@h8", "unit:{h8}/parent={e5}"), bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION the enemy's token: not ours",
			fen: lnFEN("k@a1 K@p16 q@e5 Q@m12 S@h8", "unit:{h8}/parent={m12}"), bad: []string{"m14!illusion", "e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION a paralyzed queen: refused",
			fen: lnFEN("k@a1 K@p16 q@e5 s@h8", "unit:{h8}/parent={e5},{e5}/par=3"), bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION a queen held by an enemy chancellor's aura: refused",
			fen: lnFEN("k@a1 K@p16 q@e5 C@g6 s@h8", "unit:{h8}/parent={e5}"), bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION a paralyzed token: refused",
			fen: lnFEN("k@a1 K@p16 q@e5 s@h8", "unit:{h8}/parent={e5}/par=3"), bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION a token held by an enemy chancellor's aura: refused",
			fen: lnFEN("k@a1 K@p16 q@e5 C@j9 s@h8", "unit:{h8}/parent={e5}"), bad: []string{"e5!illusion"}},
		{name: "V13-QUEEN-ILLUSION the king in check stays in check: illegal",
			fen: lnFEN("k@a1 K@p16 R@a12 q@e5 s@h8", "unit:{h8}/parent={e5}"), bad: []string{"e5!illusion"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			require.NoError(t, p.Validate())
			g := NewGame(p)
			assert.Equal(t, tc.want, illusionsOffered(g))
			for _, bad := range tc.bad {
				_, err := g.ParseStep(bad)
				assert.Error(t, err, bad)
			}
			for _, ok := range tc.want {
				_, err := g.ParseStep(ok)
				assert.NoError(t, err, ok)
			}
		})
	}
}

// TestQueenIllusionNotMidTurn: V13-QUEEN-ILLUSION is the queen's ability,
// a turn's single action: after her first step of a Double Move it is not
// offered (V13-ADV-ABILITY-LOCK).
func TestQueenIllusionNotMidTurn(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 q@e5 s@h8", "unit:{h8}/parent={e5}")))
	playAll(t, g, "e5-e6")
	require.NotZero(t, g.Pos.Turn().Actor, "her turn goes on")
	assert.Empty(t, illusionsOffered(g))
	assert.False(t, SpecIllusion.Def().Generic)
	assert.True(t, SpecIllusion.MayUse(board.Queen))
	for _, typ := range []board.UnitType{board.QueenShadow, board.Illusion, board.King, board.Rook} {
		assert.False(t, SpecIllusion.MayUse(typ), typ.String())
	}
}

// TestQueenIllusionMake: V13-QUEEN-ILLUSION. The move is the turn: the
// token becomes, on its square, an Illusion of the queen's side (the same
// unit, detached: no parent); the queen stays, builds no wall and has no
// token any more; material is unchanged (the Illusion is worth 0, not
// counted in Rotate either: board.Material). playTurn checks Validate,
// the hash, the position string round trip and the exact unmake.
func TestQueenIllusionMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 q@e5 s@h8 P@c12", "unit:{h8}/parent={e5}")
	before := board.MustParse(fen)
	e5, h8 := sqs(t, "e5")[0], sqs(t, "h8")[0]
	queen, tok := before.BodyAt(e5), before.BodyAt(h8)
	mat := board.Material(before, board.WholeBoard)
	playTurn(t, fen, []string{"e5!illusion"}, func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Black, p.SideToMove(), "the move was the turn")
		assert.Zero(t, p.Turn().Actor)
		u := p.Unit(p.BodyAt(h8))
		assert.Equal(t, tok, p.BodyAt(h8), "the same unit")
		assert.Equal(t, board.Illusion, u.Type)
		assert.Equal(t, board.White, u.Side)
		assert.Zero(t, u.Parent, "detached from the queen")
		assert.Equal(t, queen, p.BodyAt(e5), "the queen stays")
		assert.Zero(t, tokenOf(p, queen), "she has no token")
		assert.Empty(t, wallOf(p, queen), "she built no wall")
		assert.Equal(t, mat, board.Material(p, board.WholeBoard), "an Illusion is worth 0")
		var one [2]int
		board.AddBodyMaterial(p, tok, h8, &one)
		assert.Equal(t, [2]int{0, 0}, one, "the Illusion counts nothing (Rotate's majority included)")
	})
}

// TestQueenIllusionThenMoves: V13-QUEEN-ILLUSION, ruling: the Illusion is
// detached and moves under its owner's control like any unit. After
// e5!illusion its steps are exactly those of an Illusion placed there
// (queen lines and leaps, no capture of the black pawn on its line, not
// beyond it); it moves; the queen's next walk leaves her a new token (a
// new unit), which she may turn again; everything unmakes exactly.
func TestQueenIllusionThenMoves(t *testing.T) {
	p := board.MustParse(lnFEN("k@a1 K@p16 q@e5 s@h8 P@h12", "unit:{h8}/parent={e5}"))
	start, hash := p.Format(), p.Hash()
	g := NewGame(p)
	n := playAll(t, g, "e5!illusion", NullString)
	got := stepsFrom(t, g, "h8")
	ref := NewGame(board.MustParse(lnFEN("k@a1 K@p16 q@e5 i@h8 P@h12")))
	want := stepsFrom(t, ref, "h8")
	require.NotEmpty(t, want)
	assert.ElementsMatch(t, want, got, "it moves as an Illusion")
	assert.Contains(t, got, "h8-h11")
	for _, s := range got {
		assert.NotContains(t, []string{"h8xh12", "h8-h13"}, s, "no capture, nor past the pawn")
	}
	ill := p.BodyAt(sqs(t, "h8")[0])
	n += playAll(t, g, "h8-h10", EndString, NullString)
	assert.Equal(t, board.Illusion, p.Unit(p.BodyAt(sqs(t, "h10")[0])).Type, "it moved")
	n += playAll(t, g, "e5-e7", EndString, NullString)
	queen := p.BodyAt(sqs(t, "e7")[0])
	tok := tokenOf(p, queen)
	require.NotZero(t, tok, "her walk left a new token")
	assert.NotEqual(t, ill, tok, "a new unit")
	assert.Equal(t, sqs(t, "e5")[0], p.Unit(tok).Square)
	assert.Equal(t, []string{"e7!illusion"}, illusionsOffered(g), "she may turn it again")
	n += playAll(t, g, "e7!illusion")
	ills := p.BodySquares(board.White, board.Illusion)
	assert.Equal(t, 2, ills.Count(), "two Illusions")
	for range n {
		g.Unmake()
	}
	assert.Equal(t, start, p.Format())
	assert.Equal(t, hash, p.Hash())
}

// TestQueenIllusionNotation: V13-QUEEN-ILLUSION. Every legal Queen's
// Illusion is written as one string that reads back as it; malformed ones
// are errors.
func TestQueenIllusionNotation(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 q@e5 q@c3 s@h8 s@j2", "unit:{h8}/parent={c3},{j2}/parent={e5}")
	roundTripSpecials(t, fen, "illusion", 2)
	g := NewGame(board.MustParse(fen))
	for _, bad := range []string{"h8!illusion", "e5!illusion-h8", "e5!illusion:1", "a1!illusion", "e5!ilusion"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}

// TestQueenIllusionPerft: V13-QUEEN-ILLUSION in play, both sides with a
// queen, her token and an Illusion. At each position of a short game
// (White's and Black's Queen's Illusions, then an Illusion's step) perft 1
// in steps by make/unmake equals perft by copying, and every legal step
// makes (valid, hashed right, its string read back) and unmakes exactly.
func TestQueenIllusionPerft(t *testing.T) {
	fen := lnFEN("k@a1 p@b2 K@p16 P@o15 q@e5 s@h8 i@c10 Q@m14 S@k13 I@n9", "unit:{h8}/parent={e5},{k13}/parent={m14}")
	p := board.MustParse(fen)
	require.NoError(t, p.Validate())
	g := NewGame(p)
	check := func() {
		t.Helper()
		assert.Equal(t, PerftStepsCopy(p, 1), g.PerftSteps(1))
		before, hash := p.Format(), p.Hash()
		for _, s := range g.Legal(0, nil) {
			str := FormatStep(p, s)
			g.Make(s)
			require.NoError(t, p.Validate(), str)
			require.Equal(t, p.ComputeHash(), p.Hash(), str)
			after := p.Format()
			q, err := board.Parse(after)
			require.NoError(t, err, str)
			require.Equal(t, after, q.Format(), str)
			g.Unmake()
			require.Equal(t, before, p.Format(), str)
			require.Equal(t, hash, p.Hash(), str)
		}
	}
	assert.Equal(t, []string{"e5!illusion"}, illusionsOffered(g))
	check()
	playAll(t, g, "e5!illusion")
	assert.Equal(t, []string{"m14!illusion"}, illusionsOffered(g))
	check()
	playAll(t, g, "m14!illusion")
	assert.Empty(t, illusionsOffered(g), "White's queen has no token now")
	check()
	playAll(t, g, "h8-h12")
	check()
}
