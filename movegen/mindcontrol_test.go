package movegen

import (
	"sort"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mindOf lists, sorted, the Mind Control steps of the position fen
// (V13-MINDCONTROL), legal ones only if legal is set.
func mindOf(t *testing.T, fen string, legal bool) []string {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	g := NewGame(p)
	steps := g.Generate(nil)
	if legal {
		steps = g.Legal(0, nil)
	}
	out := []string{}
	for _, s := range steps {
		if s.Mind() {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// mindFrom keeps the steps of list that the unit on sq makes.
func mindFrom(list []string, sq string) []string {
	out := []string{}
	for _, s := range list {
		if rest := strings.TrimPrefix(s, MindPrefix); strings.HasPrefix(rest, sq) && !strings.HasPrefix(rest[len(sq):], "0") &&
			(len(rest) == len(sq) || rest[len(sq)] < '0' || rest[len(sq)] > '9') {
			out = append(out, s)
		}
	}
	return out
}

// TestMindControlGeneration: V13-MINDCONTROL, its conditions and limits.
// The white rook on e5 could capture the black knight on e7 by a straight
// file line, two squares (same colour), and no black unit protects it: the
// knight's own steps are White's, its capture of its own ally (c8) among
// them.
func TestMindControlGeneration(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		b        string   // the square of the unit whose steps are looked at
		contains []string // some of the steps expected (nil: none at all)
		absent   []string
	}{
		{name: "V13-MINDCONTROL the rook controls the knight: its steps and its capture of its own ally",
			fen: lnFEN(shelter + "r@e5 L@e7 P@c8"), b: "e7",
			contains: []string{"mind:e7-f9", "mind:e7-g6", "mind:e7xc8"}},
		{name: "V13-MINDCONTROL a protected unit is not controlled",
			fen: lnFEN(shelter + "r@e5 L@e7 R@h7"), b: "e7"},
		{name: "V13-MINDCONTROL odd distance: squares of other colours",
			fen: lnFEN(shelter + "r@e5 L@e8"), b: "e8"},
		{name: "V13-MINDCONTROL odd distance on a rank",
			fen: lnFEN(shelter + "r@e5 L@h5"), b: "h5"},
		{name: "V13-MINDCONTROL even distance on a rank",
			fen: lnFEN(shelter + "r@e5 L@i5"), b: "i5", contains: []string{"mind:i5-j7"}},
		{name: "V13-MINDCONTROL a diagonal line on the same colour does not control",
			fen: lnFEN(shelter + "b@e5 L@g7"), b: "g7"},
		{name: "V13-MINDCONTROL the line is blocked",
			fen: lnFEN(shelter + "r@e5 P@e6 L@e7"), b: "e7"},
		{name: "V13-MINDCONTROL kings are immune",
			fen: lnFEN("k@a1 f@a2 f@b2 f@b1 r@e5 K@e7"), b: "e7"},
		{name: "V13-MINDCONTROL V13-KIND-IMMUNITY a rook cannot capture, so cannot control, a rook",
			fen: lnFEN(shelter + "r@e5 R@e7"), b: "e7"},
		{name: "V13-MINDCONTROL a queen controls the rook",
			fen: lnFEN(shelter + "q@e5 R@e7"), b: "e7", contains: []string{"mind:e7-e6", "mind:e7-h7"}},
		{name: "V13-MINDCONTROL V13-CRR out of range: range 3, four squares",
			fen: lnFEN(shelter+"r@e5 L@e9", "unit:{e5}/crro=13"), b: "e9"},
		{name: "V13-MINDCONTROL V13-CRR within range 3: two squares",
			fen: lnFEN(shelter+"r@e5 L@e7", "unit:{e5}/crro=13"), b: "e7", contains: []string{"mind:e7-f9"}},
		{name: "V13-MINDCONTROL a paralyzed A cannot capture, so cannot control",
			fen: lnFEN(shelter+"r@e5 L@e7", "unit:{e5}/par=3"), b: "e7"},
		{name: "V13-MINDCONTROL a paralyzed B cannot move",
			fen: lnFEN(shelter+"r@e5 L@e7", "unit:{e7}/par=3"), b: "e7"},
		{name: "V13-MINDCONTROL B does not capture its own king",
			fen: lnFEN("k@a1 f@a2 f@b2 f@b1 r@e5 L@e7 K@f9"), b: "e7",
			contains: []string{"mind:e7-g8"}, absent: []string{"mind:e7xf9"}},
		{name: "V13-MINDCONTROL V13-CHANC-TELESWAP a controlled chancellor teleswaps with its own king and with the units it acts for",
			fen: lnFEN(shelter + "r@e5 C@e7 P@c8"), b: "e7",
			contains: []string{"mind:e7!teleswap-p16", "mind:e7!teleswap-e5"}, absent: []string{"mind:e7!teleswap-c8"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := mindFrom(mindOf(t, tc.fen, false), tc.b)
			if tc.contains == nil {
				assert.Empty(t, got, tc.fen)
			}
			for _, s := range tc.contains {
				assert.Contains(t, got, s, tc.fen)
			}
			for _, s := range tc.absent {
				assert.NotContains(t, got, s, tc.fen)
			}
			all := mindOf(t, tc.fen, false)
			assert.Equal(t, got, all, "no other unit is controlled")
		})
	}
}

// TestMindControlNoBounce: V13-MINDCONTROL, no bounce. A black pawn on e8
// stands between the rook on e5 and the knight on e9; the rook captures the
// knight by a line that reflects off the pawns on i5 and h10
// (e5-h5-h9xe9), which does not control it. The pawn on i5, four squares
// along the rank, is controlled.
func TestMindControlNoBounce(t *testing.T) {
	fen := lnFEN(shelter + "r@e5 P@e8 P@i5 P@h10 L@e9")
	caps := 0
	for _, s := range stepsOf(t, fen, "e5") {
		if strings.HasSuffix(s, "xe9") {
			caps++
		}
	}
	require.NotZero(t, caps, "the rook captures on e9 by a bounced line")
	assert.Equal(t, []string{"mind:i5-i4"}, mindOf(t, fen, false))
}

// TestMindControlMake: V13-MINDCONTROL. The step is the controlled unit's,
// for the side to move: it moves (or captures its own ally) and stays its
// side's; the turn is over (no Double Move or March after it); A is not
// paralyzed; make/unmake is exact and the hash is ComputeHash's (the
// helper checks both), and the notation round-trips.
func TestMindControlMake(t *testing.T) {
	tests := []struct {
		name, fen, step string
		check           func(t *testing.T, g *Game)
	}{
		{"V13-MINDCONTROL the knight moves for White and the turn ends", lnFEN(shelter + "r@e5 L@e7 P@c8"), "mind:e7-f9",
			func(t *testing.T, g *Game) {
				assert.Equal(t, board.Knight, bodyOn(t, g.Pos, "f9").Type)
				assert.Equal(t, board.Black, bodyOn(t, g.Pos, "f9").Side, "it is Black's again")
				assert.Zero(t, g.Pos.BodyAt(sqs(t, "e7")[0]))
			}},
		{"V13-MINDCONTROL the knight captures its own ally", lnFEN(shelter + "r@e5 L@e7 P@c8"), "mind:e7xc8",
			func(t *testing.T, g *Game) {
				assert.Equal(t, board.Knight, bodyOn(t, g.Pos, "c8").Type)
				assert.Equal(t, board.Black, bodyOn(t, g.Pos, "c8").Side)
				assert.Equal(t, board.Black, g.Pos.SideToMove())
			}},
		{"V13-MINDCONTROL the queen moves the rook", lnFEN(shelter + "q@e5 R@e7"), "mind:e7-h7",
			func(t *testing.T, g *Game) {
				assert.Equal(t, board.Black, bodyOn(t, g.Pos, "h7").Side)
				assert.Zero(t, bodyOn(t, g.Pos, "e5").Paralysis, "A is not paralyzed")
			}},
		{"V13-MINDCONTROL V13-CHANC-TELESWAP the chancellor swaps with its own king", lnFEN(shelter + "r@e5 C@e7"), "mind:e7!teleswap-p16",
			func(t *testing.T, g *Game) {
				assert.Equal(t, board.King, bodyOn(t, g.Pos, "e7").Type)
				assert.Equal(t, board.Chancellor, bodyOn(t, g.Pos, "p16").Type)
				assert.Equal(t, board.Black, bodyOn(t, g.Pos, "p16").Side)
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				assert.Equal(t, board.Black, g.Pos.SideToMove(), "the step is White's whole turn")
				assert.Zero(t, g.Pos.Turn().Actor, "no step follows")
				tc.check(t, g)
			})
			g := NewGame(board.MustParse(tc.fen))
			s, err := g.ParseStep(tc.step)
			require.NoError(t, err)
			assert.True(t, s.Mind())
			assert.Equal(t, tc.step, FormatStep(g.Pos, s))
		})
	}
}

// TestMindControlEndsTheTurn: V13-MINDCONTROL is one step. The black
// knight's own first step would let it step again (March); controlled, the
// step is the turn: no legal step of White follows it.
func TestMindControlEndsTheTurn(t *testing.T) {
	fen := lnFEN(shelter + "r@e5 L@e7")
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("mind:e7-f9")
	require.NoError(t, err)
	g.Make(s)
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	assert.Zero(t, g.Pos.Turn().Actor)
	g.Unmake()
	// Black's own knight, on a black turn, goes on after one step (with
	// no rook besieging it, V13-ROOK-SIEGE).
	bfen := strings.Replace(lnFEN(shelter+"L@e7"), " w", " b", 1)
	bg := NewGame(board.MustParse(bfen))
	bs, err := bg.ParseStep("e7-f9")
	require.NoError(t, err)
	bg.Make(bs)
	assert.NotZero(t, bg.Pos.Turn().Actor, "a knight's own step leaves its turn open")
}

// TestMindControlLegality: V13-MINDCONTROL, V13-KING-INCHECK. After the
// step the controlled unit is an enemy again: a step that leaves it
// attacking the mover's king is illegal (the whole trial), and the others
// are legal.
func TestMindControlLegality(t *testing.T) {
	// The white king on a1 is open to the black bishop's diagonal once the
	// bishop stands on it: e5, f6, ... or anywhere on b2-p16.
	fen := lnFEN("k@a1 K@p15 r@e3 B@e5")
	pseudo := mindOf(t, fen, false)
	legal := mindOf(t, fen, true)
	require.Contains(t, pseudo, "mind:e5-d4", "the bishop may step onto the king's diagonal")
	assert.NotContains(t, legal, "mind:e5-d4", "then it checks the white king")
	assert.Contains(t, legal, "mind:e5-e6", "off the diagonal it is legal")
	g := NewGame(board.MustParse(fen))
	_, err := g.ParseStep("mind:e5-d4")
	assert.ErrorContains(t, err, "leaves the white king in check")
}

// TestMindControlNotation: V13-MINDCONTROL, docs/notation.md. Bad strings
// get clear errors, not panics.
func TestMindControlNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "r@e5 L@e7")))
	for _, bad := range []string{"mind:", "mind:0000", "mind:end", "mind:@e5", "mind:mind:e7-f9", "mind:e7", "mind:e7-z9"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
	_, err := g.ParseStep("mind:e5-e6")
	assert.ErrorContains(t, err, "not possible", "the rook is White's own unit")
}

// TestMindControlPerftBothWays: V13-MINDCONTROL. Perft by make/unmake
// equals perft by copy where Mind Control is available to both sides: the
// white rook on e5 controls the black knight on e7, the black rook on h3
// the white knight on h5. Turns and steps at the root, and the steps after
// some of White's Mind Control steps (Black's own among them); the game
// comes back to the position exactly.
func TestMindControlPerftBothWays(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 r@e5 L@e7 R@h3 l@h5")
	p := board.MustParse(fen)
	g := NewGame(p.Clone())
	assert.Equal(t, PerftCopy(p, 1), g.Perft(1), "turns")
	assert.Equal(t, PerftStepsCopy(p, 1), g.PerftSteps(1), "steps")
	var minds []Step
	for _, s := range g.Legal(0, nil) {
		if s.Mind() {
			minds = append(minds, s)
		}
	}
	require.GreaterOrEqual(t, len(minds), 4)
	blackMinds := 0
	for _, s := range minds[:4] {
		str := FormatStep(g.Pos, s)
		g.Make(s)
		require.Equal(t, g.Pos.ComputeHash(), g.Pos.Hash(), str)
		after := g.Pos.Clone()
		assert.Equal(t, PerftStepsCopy(after, 1), g.PerftSteps(1), "steps after %s", str)
		for _, r := range g.Legal(0, nil) {
			if r.Mind() {
				blackMinds++
			}
		}
		g.Unmake()
	}
	assert.NotZero(t, blackMinds, "Black controls the white knight in reply")
	assert.Equal(t, p.Format(), g.Pos.Format())
	assert.Equal(t, p.Hash(), g.Pos.Hash())
}

// TestMindControlThroughTheRegistry: V13-MINDCONTROL is the registry's one
// Marked move, and the core reaches it only through markedDef: a step with
// the mark bit is its step, any other step no marked move's; it is written
// mind:<step>, never e5!mind, and the turn ends with it.
func TestMindControlThroughTheRegistry(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "r@e5 L@e7")))
	var mind Step
	for _, s := range g.Legal(0, nil) {
		if s.Mind() {
			mind = s
			break
		}
	}
	require.True(t, mind.Mind(), "the rook on e5 controls the knight on e7")
	require.Nil(t, markedDef(mind.Controlled()), "a plain step belongs to no marked move")
	d := markedDef(mind)
	require.NotNil(t, d)
	assert.Same(t, SpecMindControl.Def(), d)
	assert.True(t, strings.HasPrefix(FormatStep(g.Pos, mind), d.Prefix))
	assert.False(t, mayContinue(mind), "one step, the whole turn")
	_, err := g.ParseStep("e5!mind")
	assert.ErrorContains(t, err, d.Written)
	offered, checked := g.Offers(mind)
	assert.False(t, offered || checked, "not one of the knight's own steps")
}
