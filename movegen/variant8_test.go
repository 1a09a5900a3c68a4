package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The FrozenChess 8.0 rows of the variant layer (docs/rules.md, FrozenChess
// 8.0): the same positions played as 8.0 and as 13.0, so that each test
// sees the switch make the difference.

// in8 is fen as an 8.0 position.
func in8(fen string) string { return fen + " variant:frozenchess8" }

// v8Corner is the first 15 ranks of a position: the black king p16 behind
// its pawns o16, o15, p15 (ids 1-4), which move when Black must play (8.0
// has no Null move). The positions are at ply 10, past the first turn.
const v8Corner = "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/"

// TestV8FirstMoveV8FIRSTMOVE: the first turn of an 8.0 game is one plain
// pawn step: the start offers the 32 pawn steps only, the turn then only
// ends, the captures and Offers follow; Black's first turn is free, and
// 13.0's first turn is free.
func TestV8FirstMoveV8FIRSTMOVE(t *testing.T) {
	p := board.StartPositionOf(board.FrozenChess8)
	g := NewGame(p)
	steps := g.Generate(nil)
	require.Len(t, steps, 32)
	for _, s := range steps {
		assert.Equal(t, KindMove, s.Kind(), FormatStep(p, s))
		assert.Equal(t, board.Pawn, p.PieceAt(s.From()).Type(), FormatStep(p, s))
	}
	assert.Empty(t, g.GenerateCaptures(nil))
	_, checked := g.Offers(steps[0])
	assert.False(t, checked, "Offers cannot tell under the rule: the whole list decides")
	s, err := g.ParseStep("h4-h5")
	require.NoError(t, err)
	g.Make(s)
	if g.Pos.Turn().Actor != 0 {
		assert.Equal(t, []Step{EndStep}, g.Generate(nil), "one move only")
		_, err := g.ParseStep("h5-h6")
		assert.Error(t, err, "no second step")
		g.Make(EndStep)
	}
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	nonPawn := 0
	for _, s := range g.Generate(nil) {
		if s.Kind() == KindSpecial || g.Pos.PieceAt(s.From()).Type() != board.Pawn {
			nonPawn++
		}
	}
	assert.Positive(t, nonPawn, "Black's first turn is free")
	_, err = NewGame(board.StartPositionOf(board.FrozenChess8)).ParseStep("b1-c3")
	assert.Error(t, err, "a knight may not open")

	g13 := NewGame(board.StartPosition())
	var specials int
	for _, s := range g13.Generate(nil) {
		if s.Kind() == KindSpecial {
			specials++
		}
	}
	assert.Positive(t, specials, "13.0 has no such rule")
}

// TestV8VictoryDrawNoNullV8VICTORYDRAW: 8.0 has no Null move: it is never
// generated and "0000" is refused with its reason; 13.0 offers it in the
// same position.
func TestV8VictoryDrawNoNullV8VICTORYDRAW(t *testing.T) {
	fen := v8Corner + "r7k7 w ply:10"
	g8 := NewGame(board.MustParse(in8(fen)))
	assert.NotContains(t, g8.Generate(nil), NullStep)
	_, err := g8.ParseStep(NullString)
	assert.EqualError(t, err, `step "0000" is not possible: FrozenChess 8.0 has no Null move`)
	assert.Contains(t, NewGame(board.MustParse(fen)).Generate(nil), NullStep)
}

// v8Present are the special moves 8.0 keeps (some with 8.0 rules the
// v8units rows give them); every other registry row is switched off in 8.0
// (V8-MISSING, V8-PAWN-MISSING).
var v8Present = map[Special]bool{
	SpecExchange: true, SpecPush: true, SpecCannonBlast: true, SpecTeleswap: true, SpecDragonFire: true,
	SpecShadow: true, SpecShadowMove: true, SpecShadowCapture: true, SpecDeshadow: true,
	SpecPull: true, SpecSwapShot: true, SpecLeap: true, SpecWalltrap: true, SpecRotate: true, SpecMindControl: true,
	// the abilities of the 8.0 units (MechBase: their users exist in 8.0 only)
	SpecRam: true, SpecBolt: true, SpecThrow: true, SpecHurl: true,
}

// TestV8MissingRegistryV8MISSING: the registry rows of the mechanics
// V8-MISSING lists are off in 8.0 and on in 13.0, and a generation in 8.0
// never offers one: neither from the 8.0 start after a turn each, nor from
// a position with a tomb, pawns and line units, where 13.0 offers them.
func TestV8MissingRegistryV8MISSING(t *testing.T) {
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		if registry[sp].mech >= 128 {
			continue // a row of the 8.0 rules (variant_v8rules.go), 8.0's own
		}
		assert.Equal(t, v8Present[sp], sp.In(board.FrozenChess8), "8.0: %s", sp)
		assert.True(t, sp.In(board.FrozenChess), "13.0: %s", sp)
	}
	g := NewGame(board.StartPositionOf(board.FrozenChess8))
	require.NoError(t, g.PlayTurn("h4-h5"))
	require.NoError(t, g.PlayTurn("h13-h12"))
	fen := "14PK/14PP/16/16/16/16/16/16/4t11/8r7/2q13/16/3p12/16/16/1b6k7 w ply:10 tomb:e2=open/0/P60"
	g2 := NewGame(board.MustParse(in8(fen)))
	for _, gg := range []*Game{g, g2} {
		offered := 0
		for _, s := range gg.Generate(nil) {
			if s.Kind() == KindSpecial {
				offered++
				assert.True(t, s.Special().In(board.FrozenChess8), "8.0 offers %s", FormatStep(gg.Pos, s))
			}
		}
		assert.Positive(t, offered, "8.0 keeps some (Rotate)")
	}
	missing := map[string]bool{}
	g13 := NewGame(board.MustParse(fen))
	for _, s := range g13.Generate(nil) {
		if s.Kind() == KindSpecial && !s.Special().In(board.FrozenChess8) {
			missing[s.Special().String()] = true
		}
	}
	assert.Subset(t, keys(missing), []string{"raise", "face", "fuse", "spawn", "morph", "shift", "box"}, "13.0 offers them here")
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestV8MissingPlyEndV8MISSING: the ply-end rows of the mechanics 8.0 lacks
// run behind their switch, and the 8.0 game does not run them: no Range
// Extension count (idle units stay at 0), no Queen's Shadow token where a
// queen leaves, while 13.0 counts and leaves one.
func TestV8MissingPlyEndV8MISSING(t *testing.T) {
	for _, st := range plyEndStages {
		if st.mech == board.MechBase {
			continue
		}
		assert.Contains(t, stageCondition(st), "mech.Has(board."+st.mech.String()+")", st.name)
	}
	// The white queen h3 (5) moves, the rook a1 (6) stays; king i1 (7).
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/7q8/16/r7k7 w ply:10"
	for _, v := range []*board.Variant{board.FrozenChess, board.FrozenChess8} {
		s := fen
		if v != board.FrozenChess {
			s = in8(fen)
		}
		g := play(t, s, "h3-h6")
		has := v.Has(board.MechRangeExtension)
		assert.Equal(t, has, g.Pos.Idle(6) > 0, "%s: Range Extension", v.Name)
		tokens := g.Pos.BodySquares(board.White, board.QueenShadow)
		assert.Equal(t, v.Has(board.MechQueenShadow), !tokens.Empty(), "%s: Queen's Shadow token", v.Name)
	}
}

// TestV8MissingSwipeV8MISSING: a rook's Swipe (V13-ROOK-SWIPE) is off in
// 8.0, its Stun stays: the black pawn g5 beside the rook's path loses a
// turn in 13.0 only.
func TestV8MissingSwipeV8MISSING(t *testing.T) {
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/6P9/7r8/16/16/8k7 w ply:10"
	assert.Equal(t, uint16(1), play(t, fen, "h4-h8").Pos.Unit(5).Paralysis, "13.0 swipes")
	assert.Equal(t, uint16(0), play(t, in8(fen), "h4-h8").Pos.Unit(5).Paralysis, "8.0 does not")
	stun := "14PK/14PP/16/16/16/16/16/16/6P9/16/16/16/7r8/16/16/8k7 w ply:10"
	assert.Equal(t, uint16(StunParalysis), play(t, in8(stun), "h4-h8").Pos.Unit(5).Paralysis, "8.0 stuns (V8-ROOK)")
}

// TestV8PawnMissingV8PAWNMISSING: no pawn rotation, stacked move or fusion
// bomb in 8.0 (their rows are off), while 13.0 offers a pawn's rotation
// in the same position.
func TestV8PawnMissingV8PAWNMISSING(t *testing.T) {
	for _, sp := range []Special{SpecFace, SpecStackCapture, SpecPawnBomb, SpecStack, SpecFuse} {
		assert.False(t, sp.In(board.FrozenChess8), sp.String())
		assert.False(t, sp.MayUseIn(board.FrozenChess8, board.Pawn), sp.String())
	}
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/3pp11/16/8k7 w ply:10"
	assert.NotEmpty(t, specialsOf(t, fen, "face", false), "13.0 turns pawns")
	p := board.MustParse(in8(fen))
	for _, s := range Generate(p, nil) {
		if s.Kind() == KindSpecial {
			assert.NotContains(t, []Special{SpecFace, SpecFuse, SpecPawnBomb, SpecStack, SpecStackCapture}, s.Special(), FormatStep(p, s))
		}
	}
}

// TestV8NoTombRotV8NOTOMBROT: an unguarded active tomb's rot count goes on
// in 13.0 and stays in 8.0, where tombs never rot.
// Catalog ID: V8-NO-TOMBROT.
func TestV8NoTombRotV8NOTOMBROT(t *testing.T) {
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/3p12/16/16/16/8k7 w ply:10 tomb:d4=active/38/P60"
	g := play(t, fen, "i1-h1")
	tomb, _ := tombOn(t, g.Pos, "d4")
	assert.Equal(t, uint8(39), tomb.Rot, "13.0 counts")
	g = play(t, in8(fen), "i1-h1", "o15-o14")
	tomb, _ = tombOn(t, g.Pos, "d4")
	assert.Equal(t, uint8(38), tomb.Rot, "8.0 does not")
	assert.Equal(t, board.TombActive, tomb.State)
}

// TestV8TombPassV8TOMBPASS: walking over a tomb costs two turns in 8.0,
// one in 13.0 (the same rook's same line).
// Catalog ID: V8-TOMB-PASS.
func TestV8TombPassV8TOMBPASS(t *testing.T) {
	fen := v8Corner + "r7k7 w ply:10 tomb:a4=active/0/P50"
	assert.Equal(t, uint16(1), play(t, fen, "a1-a8").Pos.Unit(5).Paralysis)
	g := play(t, in8(fen), "a1-a8")
	u := g.Pos.Unit(5)
	assert.Equal(t, uint16(2), u.Paralysis)
	assert.Equal(t, board.ParOriginTomb, u.ParOrigin)
	for i, turn := range []struct{ white, black string }{{"", "o15-o14"}, {"i1-h1", "o14-o13"}, {"h1-g1", "o13-o12"}} {
		if turn.white != "" {
			require.NoError(t, g.PlayTurn(turn.white))
		}
		require.NoError(t, g.PlayTurn(turn.black))
		if i < 2 {
			assert.Empty(t, stepsOf(t, g.Pos.Format(), "a8"), "White's turn %d is lost", i+1)
		}
	}
	assert.NotEmpty(t, stepsOf(t, g.Pos.Format(), "a8"), "free on its third turn")
}

// TestV8MMTombV8MMTOMB: a captured unit keeps its multimove awards in the
// tomb in 8.0; in 13.0 it loses them there.
func TestV8MMTombV8MMTOMB(t *testing.T) {
	// The black rook a8 (5) with 2 awards; the white queen a1 (6) takes it.
	fen := "14PK/14PP/16/16/16/16/16/16/R15/16/16/16/16/16/16/q7k7 w ply:10 unit:5/mm=2"
	for _, v := range []*board.Variant{board.FrozenChess, board.FrozenChess8} {
		s := fen
		if v != board.FrozenChess {
			s = in8(fen)
		}
		g := play(t, s, "a1xa8")
		_, queue := tombOn(t, g.Pos, "a8")
		require.Equal(t, []board.UnitID{5}, queue)
		want := uint8(0)
		if v.Has(board.MechMultimoveInTomb) {
			want = 2
		}
		assert.Equal(t, want, g.Pos.Unit(5).Awards, v.Name)
		g.Unmake()
		assert.Equal(t, uint8(2), g.Pos.Unit(5).Awards, "unmake restores")
	}
}

// TestV8ChangelogWallsPerUnitV8CHANGELOG: walls are per unit in 8.0 as in
// 13.0 (V8-CHANGELOG is information): a rook's step walls the squares it
// walked, owned by it, and its next step dissolves them.
func TestV8ChangelogWallsPerUnitV8CHANGELOG(t *testing.T) {
	g := play(t, in8(v8Corner+"r7k7 w ply:10"), "a1-a4")
	for _, sq := range []string{"a1", "a2", "a3"} {
		s, _ := board.ParseSquare(sq)
		assert.Equal(t, board.UnitID(5), g.Pos.WallOwner(s), sq)
	}
	require.NoError(t, g.PlayTurn("o15-o14"))
	require.NoError(t, g.PlayTurn("a4-d4"))
	a1, _ := board.ParseSquare("a1")
	b4, _ := board.ParseSquare("b4")
	assert.Equal(t, board.UnitID(0), g.Pos.WallOwner(a1), "the old wall is gone")
	assert.Equal(t, board.UnitID(5), g.Pos.WallOwner(b4))
}

// TestV8ParalysisNoCheckV8PARALYSIS: a paralyzed unit gives no check in
// 8.0 (001:34-37), as the engine plays 13.0 (Q7 leaves paralyzed units out
// of the attack test): the rook on the king's file checks only when free.
// Catalog ID: V8-PARALYSIS.
func TestV8ParalysisNoCheckV8PARALYSIS(t *testing.T) {
	fen := "R14K/15P/16/16/16/16/16/16/16/16/16/16/16/16/16/k15 w ply:10"
	assert.True(t, NewGame(board.MustParse(in8(fen))).InCheck(board.White))
	assert.False(t, NewGame(board.MustParse(in8(fen+" unit:1/par=3"))).InCheck(board.White))
}

// TestV8LettersStepsV8LETTERS: steps are written in the variant's letters
// and read back: a promotion to the 8.0 Cannon (Z) is written =Z, which 13.0
// has no type for.
func TestV8LettersStepsV8LETTERS(t *testing.T) {
	p := board.MustParse(in8(v8Corner + "8k7 w ply:10"))
	from, _ := board.ParseSquare("a15")
	to, _ := board.ParseSquare("a16")
	s := makeStep(from, to, KindMove, PatNone).withPromo(board.Cannon)
	assert.True(t, strings.HasSuffix(FormatStep(p, s), "=Z"), FormatStep(p, s))
	assert.True(t, strings.HasSuffix(FormatStep(board.StartPosition(), s), "=O"), "13.0's Cannon is O")
	assert.NoError(t, checkStepSyntax("a15-a16=Z"))
	assert.Error(t, checkStepSyntax("a15-a16=W"))
}
