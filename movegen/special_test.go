package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bodyOn returns the unit whose body stands on the named square.
func bodyOn(t *testing.T, p *board.Position, name string) *board.Unit {
	t.Helper()
	id := p.BodyAt(sqs(t, name)[0])
	require.NotZero(t, id, "a body on %s", name)
	return p.Unit(id)
}

// makeAndBack plays one step given in notation, runs check on the result,
// and unmakes it, requiring the position string and hash to come back.
func makeAndBack(t *testing.T, fen, step string, check func(g *Game)) {
	t.Helper()
	v8MakeAndBack(t, board.MustParse(fen), step, check)
}

// parsesBack parses step in fen. With refusal set, the parse must fail with
// an error holding it, and parsesBack reports false; otherwise the step must
// parse and format back to itself (parse(format(s)) == s).
func parsesBack(t *testing.T, fen, step, refusal string) bool {
	t.Helper()
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep(step)
	if refusal != "" {
		require.Error(t, err, step)
		assert.Contains(t, err.Error(), refusal)
		return false
	}
	require.NoError(t, err, step)
	assert.Equal(t, step, FormatStep(g.Pos, s), "parse(format(s)) == s")
	return true
}

// specialCase is one row of a special-move generation table.
type specialCase struct {
	name    string
	fen     string
	special string // "" = all special moves
	legal   bool   // list legal moves, not pseudo-legal ones
	want    []string
}

func runSpecialCases(t *testing.T, cases []specialCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := sorted(tc.want...)
			if want == nil {
				want = []string{}
			}
			assert.Equal(t, want, specialsOf(t, tc.fen, tc.special, tc.legal), tc.fen)
		})
	}
}

// TestTerrainAdjustGeneration: V13-TERRAIN-ADJUST. Every non-pawn unit, the
// king included, may raise or lower its own square by one level, within
// -63..+63; pawns may not.
func TestTerrainAdjustGeneration(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e5 p@c3 n@h8 b@h3", "level:h8=63,h3=-63")
	runSpecialCases(t, []specialCase{
		{name: "V13-TERRAIN-ADJUST raise: not at +63, not for a pawn", fen: fen, special: "raise",
			want: []string{"a1!raise", "e5!raise", "h3!raise"}},
		{name: "V13-TERRAIN-ADJUST lower: not at -63", fen: fen, special: "lower",
			want: []string{"a1!lower", "e5!lower", "h8!lower"}},
		{name: "V13-TERRAIN-ADJUST a paralyzed unit adjusts nothing",
			fen: lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/par=2"), special: "raise", want: []string{"a1!raise"}},
	})
}

// TestTerrainAdjustMake: V13-TERRAIN-ADJUST, V13-FLOOD ruling. The level
// changes by one, no wall is built, the turn passes; raising a flooded
// square to level 0 drains the flood and frees the units it held.
func TestTerrainAdjustMake(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e5", "level:e5=-1", "wall:{e5}=e2")
	makeAndBack(t, fen, "e5!raise", func(g *Game) {
		p := g.Pos
		assert.Equal(t, 0, p.Level(sqs(t, "e5")[0]))
		assert.Equal(t, sqs(t, "e2"), wallOf(p, p.BodyAt(sqs(t, "e5")[0])), "a special move that does not move builds no wall")
		assert.Equal(t, board.Black, p.SideToMove())
	})
	makeAndBack(t, fen, "e5!lower", func(g *Game) {
		assert.Equal(t, -2, g.Pos.Level(sqs(t, "e5")[0]))
	})
	// The king stands in a flood (kings are never held); a white rook on
	// c3 is held by it.
	flooded := lnFEN("K@p16 k@e5 r@c3", "level:e5=-1,c3=-1", "mark:flood@e5/4", "unit:{c3}/flood=e5")
	makeAndBack(t, flooded, "e5!raise", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.Cell(sqs(t, "e5")[0]).Features&board.FeatFlood, "the flood drained")
		assert.Zero(t, bodyOn(t, p, "c3").Flood, "the rook is free")
	})
}

// TestEarthquake: V13-EARTHQUAKE. A non-pawn, non-king unit with no enemy
// in its 3x3 explodes (the generic blast: it and its friends there die into
// tombs, walls go), every level returns to 0 and every flood ends.
func TestEarthquake(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e5 p@e6 n@c3 q@m12", "level:c3=-2,h8=5,b1=-1",
		"wall:{a1}=d4", "mark:flood@b1/5", "unit:{c3}/flood=b1")
	runSpecialCases(t, []specialCase{
		{name: "V13-EARTHQUAKE non-pawn non-king units only", fen: fen, special: "quake",
			want: []string{"e5!quake", "m12!quake"}},
		{name: "V13-EARTHQUAKE not with an enemy in the 3x3",
			fen: lnFEN("K@p16 k@a1 r@e5 P@f6"), special: "quake"},
		{name: "V13-EARTHQUAKE V13-KING-LOSS next to the own king: generated, never legal",
			fen: lnFEN("K@p16 k@a1 r@b2"), special: "quake", legal: true},
	})
	makeAndBack(t, fen, "e5!quake", func(g *Game) {
		p := g.Pos
		_, q := tombOn(t, p, "e5")
		assert.Len(t, q, 1, "the rook exploded")
		_, q = tombOn(t, p, "e6")
		assert.Len(t, q, 1, "the friendly pawn beside it died too")
		assert.Zero(t, p.WallOwner(sqs(t, "d4")[0]), "the wall in the blast is gone")
		for _, sq := range sqs(t, "c3", "h8", "b1") {
			assert.Zero(t, p.Level(sq), "level of %s", sq)
		}
		assert.Empty(t, p.Markers(), "the flood ended")
		assert.Zero(t, bodyOn(t, p, "c3").Flood, "the knight is free")
		assert.False(t, g.Local())
	})
}

// TestFloodCast: V13-FLOOD. A non-pawn unit floods one square of its 3x3
// that is empty (no body, wall or tomb), lowered, and not flooded yet; the
// flood lasts 10 plies after the cast.
func TestFloodCast(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 b@d4 P@c4 p@h2",
		"level:c3=-1,d5=-2,e5=0,c5=-1,e3=-1,c4=-1,e4=-1,h3=-1,d4=-1",
		"wall:{p16}=c5", "tomb:e3=active/0/P200", "mark:flood@e4/3")
	runSpecialCases(t, []specialCase{
		{name: "V13-FLOOD empty lowered unflooded squares of the 3x3; pawns cast none",
			fen: fen, special: "flood", want: []string{"d4!flood-c3", "d4!flood-d5"}},
	})
	makeAndBack(t, fen, "d4!flood-c3", func(g *Game) {
		p := g.Pos
		var timer uint16
		for _, m := range p.Markers() {
			if m.Kind == board.MarkFlood && m.Square == sqs(t, "c3")[0] {
				timer = m.Timer
			}
		}
		assert.Equal(t, uint16(FloodPlies), timer, "10 plies from now")
	})
}

// TestFloodDrain: V13-FLOOD-DRAIN. A flood drains after exactly 10 global
// plies, and the units it held act again.
func TestFloodDrain(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 b@d3", "level:c3=-1")
	g := play(t, fen, "d3!flood-c3")
	c3 := sqs(t, "c3")[0]
	for ply := 1; ply <= 9; ply++ {
		require.NoError(t, g.PlayTurn(NullString))
		assert.NotZero(t, g.Pos.Cell(c3).Features&board.FeatFlood, "still flooded after %d more plies", ply)
	}
	require.NoError(t, g.PlayTurn(NullString))
	assert.Zero(t, g.Pos.Cell(c3).Features&board.FeatFlood, "drained after 10 plies")

	// A held rook is released when its flood drains.
	held := lnFEN("K@p16 k@a1 r@c3", "level:c3=-1,c4=-1", "mark:flood@c3/1", "unit:{c3}/flood=c3")
	assert.Empty(t, stepsOf(t, held, "c3"), "held by the flood")
	g = play(t, held, "a1-b1")
	assert.Zero(t, bodyOn(t, g.Pos, "c3").Flood)
	require.NoError(t, g.PlayTurn(NullString))
	assert.NotEmpty(t, stepsOf(t, g.Pos.Format(), "c3"), "free again")
}

// TestFloodEffect: V13-FLOOD-EFFECT, V13-KING-IMMUNITY,
// V13-KING-ROYALGUARD. A unit that lands on or walks through a flooded
// square is held until that flood drains (the longest-lasting one if it
// crossed several); kings and Royal Guards are not.
func TestFloodEffect(t *testing.T) {
	base := lnFEN("K@p16 k@a16 r@a5", "level:b5=-1,c5=-1,d5=-1,e5=-1",
		"mark:flood@c5/6,flood@d5/8")
	tests := []struct {
		name, fen, turn, unitOn, heldBy string
	}{
		{"V13-FLOOD-EFFECT walking through a flood", base, "a5-c5,c5-b5", "b5", "c5"},
		{"V13-FLOOD-EFFECT landing on a flood", base, "a5-c5", "c5", "c5"},
		{"V13-FLOOD-EFFECT of two floods crossed, the longer holds", base, "a5-e5", "e5", "d5"},
		{"V13-FLOOD-EFFECT a path without floods", base, "a5-b5", "b5", ""},
		{"V13-KING-IMMUNITY a king steps into a flood unharmed",
			lnFEN("K@p16 k@b4", "level:c5=-1", "mark:flood@c5/6"), "b4-c5", "c5", ""},
		{"V13-KING-ROYALGUARD next to its king a unit is not held",
			lnFEN("K@p16 k@d6 r@a5", "level:b5=-1,c5=-1", "mark:flood@c5/6"), "a5-c5", "c5", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, tc.fen, tc.turn)
			u := bodyOn(t, g.Pos, tc.unitOn)
			if tc.heldBy == "" {
				assert.Zero(t, u.Flood)
				return
			}
			sq, ok := u.FloodSquare()
			require.True(t, ok, "held by a flood")
			assert.Equal(t, tc.heldBy, sq.String())
			require.NoError(t, g.PlayTurn(NullString))
			assert.Empty(t, stepsOf(t, g.Pos.Format(), tc.unitOn), "a held unit cannot act")
		})
	}
}

// TestWallSiege: V13-WALL-SIEGE, V13-CLASS-SIEGE ruling. A rook's
// orthogonal line may end on the first wall square it meets (of any owner):
// the wall square is destroyed and the rook stands there. It is a
// capture-type step: it ends the turn and is no step of a Double Move.
func TestWallSiege(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e5 q@m5", "wall:{p16}=e8m8", "tomb:e8=pending/0/P200")
	assert.Contains(t, stepsOf(t, fen, "e5"), "e5#e8")
	assert.NotContains(t, stepsOf(t, fen, "m5"), "m5#m8", "only rooks (and cannons' shots) besiege")
	makeAndBack(t, fen, "e5#e8", func(g *Game) {
		p := g.Pos
		rook := p.BodyAt(sqs(t, "e8")[0])
		assert.Equal(t, board.Rook, p.Unit(rook).Type)
		assert.Zero(t, p.WallOwner(sqs(t, "e8")[0]), "the rook stands where the wall was")
		assert.Equal(t, sqs(t, "e5", "e6", "e7"), wallOf(p, rook), "its path became its wall")
		tomb, _ := tombOn(t, p, "e8")
		assert.Equal(t, board.TombPending, tomb.State, "the tomb under the wall stays pending under the rook")
		assert.Equal(t, board.Black, p.SideToMove(), "a siege ends the turn")
	})
	// Inside a Double Move no siege.
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("e5-e6")
	require.NoError(t, err)
	g.Make(s)
	assert.NotContains(t, nextSteps(g), "e6#e8")
	// Its own wall too (the ruling allows any owner).
	own := lnFEN("K@p16 k@a1 r@e5", "wall:{e5}=e8")
	assert.Contains(t, stepsOf(t, own, "e5"), "e5#e8")
	// Not a wall higher than the line (no climbing), nor the board's edge.
	high := lnFEN("K@p16 k@a1 r@e5", "wall:{p16}=e8", "level:e8=1")
	assert.NotContains(t, stepsOf(t, high, "e5"), "e5#e8")
}

// TestKingExchange: V13-KING-EXCHANGE. The king swaps with any friendly
// single unit that the enemy does not attack and that stands no higher;
// the unit dies into a pending tomb under the king; no wall. Allowed in
// check, but the king must not end in check.
func TestKingExchange(t *testing.T) {
	fen := lnFEN("K@p16 R@h16 k@a1 r@e5 p@c3 n@h8 b@m12", "level:m12=2")
	runSpecialCases(t, []specialCase{
		{name: "V13-KING-EXCHANGE friends no higher than the king", fen: fen, special: "exchange",
			want: []string{"a1!exchange-c3", "a1!exchange-e5", "a1!exchange-h8"}},
		{name: "V13-KING-EXCHANGE from a pit, friends as low or lower, never an egg", special: "exchange",
			fen:  lnFEN("K@p16 k@a1 r@e5 p@c3 n@h8 e@d4", "level:a1=-1,c3=-1,h8=-2,d4=-3"),
			want: []string{"a1!exchange-c3", "a1!exchange-h8"}},
		{name: "V13-KING-EXCHANGE legal only with a unit the enemy does not attack", fen: fen, special: "exchange",
			legal: true, want: []string{"a1!exchange-c3", "a1!exchange-e5"}},
		{name: "V13-KING-EXCHANGE V13-KING-INCHECK an escape from check",
			fen: lnFEN("K@p16 R@a16 k@a1 n@c3"), special: "exchange", legal: true, want: []string{"a1!exchange-c3"}},
		{name: "V13-KING-EXCHANGE V13-KIND-IMMUNITY an unattacked rook, but the king would stand in check",
			fen: lnFEN("K@p16 R@e16 k@a1 r@e9"), special: "exchange", legal: true},
		{name: "V13-KING-EXCHANGE V13-WALL-BLOCK never with an assassin on a wall, which the king may not stand on",
			fen: lnFEN("K@p16 k@a1 a@e8 n@c3", "wall:{p16}=e8"), special: "exchange", want: []string{"a1!exchange-c3"}},
	})
	_, err := NewGame(board.MustParse(fen)).ParseStep("a1!exchange-h8")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "needs a unit the enemy does not attack", "the black rook on h16 attacks h8")
	makeAndBack(t, fen, "a1!exchange-c3", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.King, bodyOn(t, p, "c3").Type)
		tomb, q := tombOn(t, p, "c3")
		assert.Equal(t, board.TombPending, tomb.State)
		assert.Len(t, q, 1, "the pawn lies in the tomb under the king")
		assert.Zero(t, p.BodyAt(sqs(t, "a1")[0]))
		assert.Zero(t, p.WallOwner(sqs(t, "a1")[0]), "a teleport builds no wall")
	})
}

// TestKingPortal: V13-KING-PORTAL. While its queen lives, the king may
// teleport to an empty square of her 3x3 (no body, wall or active tomb, no
// higher than the king); not into check.
func TestKingPortal(t *testing.T) {
	fen := lnFEN("K@p16 R@g16 k@a1 q@h8", "level:i9=1", "wall:{p16}=h9", "tomb:i7=active/0/P200")
	all := []string{"a1!portal-g7", "a1!portal-g8", "a1!portal-g9", "a1!portal-h7", "a1!portal-i8"}
	runSpecialCases(t, []specialCase{
		{name: "V13-KING-PORTAL empty squares of the queen's 3x3", fen: fen, special: "portal", want: all},
		{name: "V13-KING-PORTAL not onto an attacked square", fen: fen, special: "portal", legal: true,
			want: []string{"a1!portal-h7", "a1!portal-i8"}},
		{name: "V13-KING-PORTAL no queen, no portal", fen: lnFEN("K@p16 k@a1 r@h8"), special: "portal"},
	})
	makeAndBack(t, fen, "a1!portal-i8", func(g *Game) {
		assert.Equal(t, board.King, bodyOn(t, g.Pos, "i8").Type)
		assert.Zero(t, g.Pos.WallOwner(sqs(t, "a1")[0]))
	})
}

// TestParalysisTransfer: V13-PARALYSIS-TRANSFER, V13-PARALYSIS-IMMUNITY. A
// unit that may be paralyzed, is not threatened, and protects a paralyzed
// friend takes 4 turns of its paralysis: the friend loses 4 (not below 0),
// the protector is paralyzed for its next 4 turns.
func TestParalysisTransfer(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e5 n@e8 b@m3", "unit:{e8}/par=6/paro=2")
	runSpecialCases(t, []specialCase{
		{name: "V13-PARALYSIS-TRANSFER the protector only", fen: fen, special: "transfer",
			want: []string{"e5!transfer-e8"}},
		{name: "V13-PARALYSIS-TRANSFER not while threatened",
			fen: lnFEN("K@p16 B@b8 k@a1 r@e5 n@e8", "unit:{e8}/par=6"), special: "transfer"},
		{name: "V13-KING-ROYALGUARD V13-PARALYSIS-IMMUNITY a Royal Guard cannot take paralysis",
			fen: lnFEN("K@p16 k@d4 r@e5 n@e8", "unit:{e8}/par=6"), special: "transfer"},
		{name: "V13-KING-IMMUNITY the king cannot",
			fen: lnFEN("K@p16 k@e5 n@e6", "unit:{e6}/par=6"), special: "transfer"},
		{name: "V13-PARALYSIS-TRANSFER a held (flooded) friend has no counter to take",
			fen: lnFEN("K@p16 k@a1 r@e5 n@e8", "level:e8=-1", "mark:flood@e8/5", "unit:{e8}/flood=e8"), special: "transfer"},
	})
	makeAndBack(t, fen, "e5!transfer-e8", func(g *Game) {
		p := g.Pos
		rook, knight := bodyOn(t, p, "e5"), bodyOn(t, p, "e8")
		assert.Equal(t, uint16(TransferPlies), rook.Paralysis, "the rook loses its next 4 turns")
		assert.Equal(t, board.ParOriginPenalty, rook.ParOrigin)
		assert.Equal(t, uint16(1), knight.Paralysis, "6 - 4, then this ply's own tick")
	})
	short := lnFEN("K@p16 k@a1 r@e5 n@e8", "unit:{e8}/par=3/paro=2")
	makeAndBack(t, short, "e5!transfer-e8", func(g *Game) {
		knight := bodyOn(t, g.Pos, "e8")
		assert.Zero(t, knight.Paralysis, "not below 0")
		assert.Zero(t, knight.ParOrigin)
		assert.Equal(t, uint16(TransferPlies), bodyOn(t, g.Pos, "e5").Paralysis, "4 even if the friend had fewer")
	})
}

// TestRoyalGuardTombPass: V13-KING-ROYALGUARD, V13-TOMB-PASS. Walking over
// a tomb costs the next turn, unless the unit ends its move in its own
// king's 3x3; paralysis already running there keeps running.
func TestRoyalGuardTombPass(t *testing.T) {
	guard := lnFEN("K@p16 k@f6 r@a5", "tomb:c5=active/0/P200")
	g := play(t, guard, "a5-e5")
	assert.Zero(t, bodyOn(t, g.Pos, "e5").Paralysis, "a Royal Guard is not paralyzed")
	away := lnFEN("K@p16 k@f9 r@a5", "tomb:c5=active/0/P200")
	g = play(t, away, "a5-e5")
	assert.Equal(t, uint16(1), bodyOn(t, g.Pos, "e5").Paralysis)
	running := lnFEN("K@p16 k@f6 r@e5", "unit:{e5}/par=3")
	g = play(t, running, "f6-f7")
	assert.Equal(t, uint16(2), bodyOn(t, g.Pos, "e5").Paralysis, "a running counter keeps ticking")
}

// TestAbilityLock: V13-ADV-ABILITY-LOCK, V13-MULTIMOVE. No special move
// inside a Double Move; a generic special move may finish a multimove; the
// king's abilities are single actions only.
func TestAbilityLock(t *testing.T) {
	next := func(fen, first string) []string {
		g := NewGame(board.MustParse(fen))
		s, err := g.ParseStep(first)
		require.NoError(t, err)
		g.Make(s)
		var out []string
		for _, st := range Generate(g.Pos, nil) {
			if st.Kind() == KindSpecial {
				out = append(out, FormatStep(g.Pos, st))
			}
		}
		return out
	}
	assert.Empty(t, next(lnFEN("K@p16 k@a1 r@e5"), "e5-e6"), "a Double Move holds plain steps only")
	// V13-BOX, V13-SPAWN, V13-MORPH: generic special moves, a multimove may end with them.
	assert.ElementsMatch(t, []string{"e6!raise", "e6!lower", "e6!quake", "e6!mirror", "e6!box",
		"e6!spawn-d5", "e6!spawn-d6", "e6!spawn-d7", "e6!spawn-e5", "e6!spawn-e7", "e6!spawn-f5", "e6!spawn-f6", "e6!spawn-f7",
		"e6!morph:A", "e6!morph:B", "e6!morph:C", "e6!morph:D", "e6!morph:F", "e6!morph:J",
		"e6!morph:L", "e6!morph:N", "e6!morph:O", "e6!morph:Q", "e6!morph:T", "e6!morph:X"},
		next(lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/mm=1"), "e5-e6"), "a multimove may end with a special move")
	assert.ElementsMatch(t, []string{"a2!raise", "a2!lower"},
		next(lnFEN("K@p16 k@a1 r@e5", "unit:{a1}/mm=1"), "a1-a2"), "no Exchange or Portal inside a multimove")
}
