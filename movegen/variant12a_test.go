package movegen

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FrozenChess 12A (seed 002, catalog Part 2.2, docs/rules.md "FrozenChess
// 12A"): its board, start and moves. Positions are 12x12 position strings,
// ranks 12 down to 1 of files a-l (docs/position-format.md).

// pos12A parses a 12A position (pos12_test.go).
func pos12A(t *testing.T, fen string) *board.Position {
	t.Helper()
	return pos12(t, board.FrozenChess12A, fen)
}

// onBoard12 reports whether sq is on the 12x12 board.
func onBoard12(sq board.Square) bool { return sq.File() < 12 && sq.Rank() < 12 }

// TestPieceMoves12AV12APIECEMOVES: the basic moves of 002:10-16: a chess
// knight (no diagonal step), a jester moving as a knight and taking nothing,
// a dragon as bishop or knight (no 2-square orthogonal jump), a bishop
// without 13.0's orthogonal step.
// Catalog ID: V12A-PIECE-MOVES.
func TestPieceMoves12AV12APIECEMOVES(t *testing.T) {
	knight := []string{"f6-d5", "f6-d7", "f6-e4", "f6-e8", "f6-g4", "f6-g8", "f6-h5", "f6-h7"}
	tests := []struct {
		name, fen string
		want      []string // every plain step from f6, when set
		has, not  []string
	}{
		{name: "knight", fen: "K11/12/12/12/12/12/5n6/12/12/12/12/11k w", want: knight},
		// The black pawn on g7 stands on the white knight's diagonal step
		// of 13.0: no capture there.
		{name: "knight has no diagonal step", fen: "K11/12/12/12/12/6P5/5n6/12/12/12/12/11k w", want: knight},
		{name: "jester as knight, taking nothing", fen: "K11/12/12/12/12/12/5j6/12/12/12/12/11k w",
			want: knight},
		{name: "jester does not take the pawn on its knight square", fen: "K11/12/12/12/6P5/12/5j6/12/12/12/12/11k w",
			want: []string{"f6-d5", "f6-d7", "f6-e4", "f6-e8", "f6-g4", "f6-h5", "f6-h7"}},
		{name: "dragon", fen: "K11/12/12/12/12/12/5d6/12/12/12/12/11k w",
			has: append([]string{"f6-g7", "f6-b2", "f6-l12"}, knight...), not: []string{"f6-f8", "f6-h6", "f6-d6", "f6-f4"}},
		{name: "bishop", fen: "K11/12/12/12/12/12/5b6/12/12/12/12/11k w",
			has: []string{"f6-g7", "f6-a1", "f6-l12", "f6-k1"}, not: []string{"f6-f7", "f6-g6", "f6-e6", "f6-f5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := v8Steps(t, pos12A(t, tc.fen), "f6")
			if tc.want != nil {
				assert.ElementsMatch(t, tc.want, got)
			}
			for _, s := range tc.has {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, got, s)
			}
		})
	}
	// 13.0 in the same place: the knight's diagonal capture.
	p13 := board.MustParse("16/16/16/16/16/16/16/16/16/6P9/5l10/16/16/16/16/15k w")
	assert.Contains(t, v8Steps(t, p13, "f6"), "f6xg7")
}

// TestKind12AV12AKIND: a non-pawn piece engages no piece of its own kind,
// kings included (13.0 lets a king take a king): the king f6 does not take
// the king g7 and does not attack it, the knight does not take the knight;
// a knight takes a rook, a pawn a pawn.
func TestKind12AV12AKIND(t *testing.T) {
	tests := []struct {
		name, fen, capture string
		offered            bool
	}{
		{"king and king", "12/12/12/12/12/6K5/5k6/12/12/12/12/12 w", "f6xg7", false},
		{"knight and knight", "K11/12/12/12/6N5/12/5n6/12/12/12/12/11k w", "f6xg8", false},
		{"knight and rook", "K11/12/12/12/6R5/12/5n6/12/12/12/12/11k w", "f6xg8", true},
		{"pawn and pawn", "K11/12/12/12/12/6P5/5p6/12/12/12/12/11k w", "f6xg7", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.offered, slices.Contains(v8Steps(t, pos12A(t, tc.fen), "f6"), tc.capture))
		})
	}
	kings := pos12A(t, "12/12/12/12/12/6K5/5k6/12/12/12/12/12 w")
	assert.False(t, Attacked(kings, board.Black, sqs(t, "f6")[0]), "the king g7 does not attack the king f6")
	p13 := board.MustParse("16/16/16/16/16/16/16/16/16/6K9/5k10/16/16/16/16/16 w")
	assert.Contains(t, v8Steps(t, p13, "f6"), "f6xg7", "13.0: a king takes a king")
}

// TestEmpowerGuards12AV12AEMPOWERGUARDS: a protector that the enemy
// threatens still empowers and guards (13.0: not while threatened): the
// knight e4's one protector, the rook e1, which the queen h4 threatens,
// lends it the rook's lines; with a second protector, the rook a4, the
// knight is guarded.
func TestEmpowerGuards12AV12AEMPOWERGUARDS(t *testing.T) {
	e4 := sqs(t, "e4")[0]
	one := pos12A(t, "11K/12/12/12/12/12/12/12/4n2Q4/12/12/k3r7 w")
	assert.Equal(t, board.Rook, NewGame(one).protection().Empowerer(board.White, e4))
	assert.Contains(t, v8Steps(t, one, "e4"), "e4-e8^", "the lent rook line")
	two := pos12A(t, "11K/12/12/12/12/12/12/12/r3n2Q4/12/12/k3r7 w")
	assert.True(t, NewGame(two).protection().Guarded(board.White, e4))
}

// TestDraw12AV12ADRAW: 12A has no Null move (V12A-DRAW, V12A-MISSING):
// it is never offered, and 0000 is refused by name.
func TestDraw12AV12ADRAW(t *testing.T) {
	g := NewGame(board.StartPositionOf(board.FrozenChess12A))
	assert.NotContains(t, g.Generate(nil), NullStep)
	_, err := g.ParseStep(NullString)
	assert.EqualError(t, err, `step "0000" is not possible: FrozenChess 12A has no Null move`)
}

// TestMissing12AV12AMISSING: the 12x12 texts are closed games: of the
// special-move registry 12A has only the rows its text names: the Knight's
// Leap, the King's Exchange, Mind Control, Dragon's Breath, SwapShot and
// Rotate (V12A-KNIGHT-LEAP, V12A-KING, V12A-MINDCONTROL, V12A-DRAGON-BREATH,
// V12A-SWAPSHOT, V12A-ROTATE), so no position offers another special move, and of
// the ply-end table only the stages every variant shares and 12A's own run.
func TestMissing12AV12AMISSING(t *testing.T) {
	played := map[Special]bool{SpecLeap: true, SpecExchange: true, SpecMindControl: true, SpecDragonBreath12: true, SpecSwapShot: true, SpecRotate: true}
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		users := specialUsers[sp]
		roster := board.FrozenChess12A.Roster
		assert.Equal(t, played[sp], sp.In(board.FrozenChess12A) && users&roster != 0, "12A: %s", sp)
	}
	own12A := map[string]bool{"double move rest": true, "push paralysis": true, "walls 12": true} // V12A-DOUBLEMOVE-REST (rest12.go), V12A-ROOK-PUSH (rookpush12.go), V12A-WALLING (walling12.go)
	for _, st := range plyEndStages {
		assert.Equal(t, st.mech == board.MechBase || own12A[st.name], board.FrozenChess12A.Has(st.mech), st.name)
	}
	for _, fen := range []string{
		"RNBDJQKJDBNR/PPPPPPPPPPPP/12/12/12/12/12/12/12/12/pppppppppppp/rnbdjqkjdbnr w",
		"K11/12/12/4P7/3r8/12/2q9/5d6/1b2n7/12/3j8/11k w ply:20 tomb:a3=open/0/p50",
	} {
		exchanges := 0
		for _, s := range NewGame(pos12A(t, fen)).Generate(nil) {
			if s.Kind() == KindSpecial {
				assert.True(t, played[s.Special()], FormatStep(board.MustParse(fen+" variant:frozenchess12a"), s))
				if s.Special() == SpecExchange {
					exchanges++
				}
			}
		}
		assert.Positive(t, exchanges, "the king's exchanges")
	}
}

// TestPawnMove12AV12APAWNMOVE: the pawn moves and captures one square in
// every direction, backwards too, as a chess king; in the corner l12 a black
// pawn has three squares (the 12x12 board ends there), and its captures are what the
// attack test sees: a pawn attacks the king behind it.
// Catalog ID: V12A-PAWN-MOVE.
func TestPawnMove12AV12APAWNMOVE(t *testing.T) {
	tests := []struct {
		name, fen, from string
		want            []string
	}{
		{"every direction, capturing forwards and backwards", "K11/12/12/12/12/6P5/5p6/4P7/12/12/12/11k w", "f6",
			[]string{"f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6xe5", "f6xg7"}},
		{"the corner of the 12x12 board", "k10P/12/12/12/12/12/12/12/12/12/12/11K b", "l12",
			[]string{"l12-k11", "l12-k12", "l12-l11"}},
		{"a black pawn", "K11/12/12/12/12/12/5P6/12/12/12/12/11k b", "f6",
			[]string{"f6-e5", "f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6-g7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, v8Steps(t, pos12A(t, tc.fen), tc.from))
		})
	}
	// The white pawn f6 checks the black king e5 behind it.
	p := pos12A(t, "12/12/12/12/12/12/5p6/4K7/12/12/12/11k w")
	assert.True(t, NewGame(p).InCheck(board.Black), "a pawn captures backwards")
}

// TestAttacks12AV12APIECEMOVES: the attack test knows the 12A moves: a
// knight does not check on its 13.0 diagonal step, nor a dragon two squares
// straight ahead, while their knight moves check.
func TestAttacks12AV12APIECEMOVES(t *testing.T) {
	tests := []struct {
		name, fen string
		check     bool
	}{
		{"knight diagonal", "12/12/12/12/12/6K5/5n6/12/12/12/12/11k w", false},
		{"knight leap", "12/12/12/12/6K5/12/5n6/12/12/12/12/11k w", true},
		// The black pawns on its diagonals keep the dragon's bouncing
		// lines off f8 and e8.
		{"dragon two squares north", "12/12/12/12/5K6/4P1P5/5d6/4P1P5/12/12/12/11k w", false},
		{"dragon knight move", "12/12/12/12/4K7/4P1P5/5d6/4P1P5/12/12/12/11k w", true},
		{"dragon diagonal", "12/12/12/12/12/6K5/5d6/12/12/12/12/11k w", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.check, NewGame(pos12A(t, tc.fen)).InCheck(board.Black))
		})
	}
}

// TestGeometry12AV12ASTART: generation never leaves the 12x12 board. The
// lines of a rook in the corner l1 end at l12 and a1 and bounce there, as
// at 16x16's edges (V12A-BOUNCE); random games from the start offer no step
// onto a square of files m-p or ranks 13-16, and every position they reach
// is valid (board.Validate refuses anything off the board).
func TestGeometry12AV12ASTART(t *testing.T) {
	rook := v8Steps(t, pos12A(t, "K11/12/12/12/12/12/12/12/12/12/12/k10r w"), "l1")
	assert.Contains(t, rook, "l1-l12")
	assert.Contains(t, rook, "l1-l12-k12", "the line turns at the board's corner")
	assert.Contains(t, rook, "l1-b1-b3", "and at the king on a1")
	assert.Len(t, rook, 24)

	games, plies := 6, 120
	if testing.Short() {
		games = 2
	}
	for seed := range games {
		r := rand.New(rand.NewPCG(uint64(seed), 48))
		g := NewGame(board.StartPositionOf(board.FrozenChess12A))
		var list []Step
		for ply := 0; ply < plies; ply++ {
			list = g.Legal(0, list[:0])
			if len(list) == 0 {
				break
			}
			for _, s := range list {
				if s.Kind() == KindEnd || s.Kind() == KindNull {
					continue
				}
				require.True(t, onBoard12(s.From()) && onBoard12(s.To()), "seed %d ply %d: %s leaves the board in %s", seed, ply, FormatStep(g.Pos, s), g.Pos)
			}
			g.Make(list[r.IntN(len(list))])
			require.NoError(t, g.Pos.Validate(), "seed %d ply %d", seed, ply)
		}
	}
}

// TestPerft12AV12ASTART: perft from the 12A start, by make/unmake and by
// copy-make (docs/notation.md): 173 first steps (34 pawn steps, the knight
// moves of the knights, dragons, queen and jesters, 23 King's Exchanges,
// 30 SwapShots with friends, V12A-SWAPSHOT, and 72 Rotates of the 24
// blocks off the edge with corner on rank 2, V12A-ROTATE), 457 full turns
// with the second steps of a double move (none of them bounces,
// V12A-BOUNCE; a first step after which a line's MidBounce knight move
// checks the king has none, V12A-MOVE-END, V12A-MIDBOUNCE: f2-e3 opens the
// queen's line f1-f10, whose knight move from f10 reaches g12; none that
// ends in a quadrant whose bonus Black holds, V12A-QUADRANTS perk (1)),
// 169,147 at depth 2 (with the 12A walls, V12A-WALLING, the MidBounce line
// switches, V12A-MIDBOUNCE, and no Rook Tower, V12A-MISSING; make/unmake
// 0.45 s and copy-make 1.4 s of CPU, docs/notation.md).
func TestPerft12AV12ASTART(t *testing.T) {
	start := board.StartPositionOf(board.FrozenChess12A)
	g := NewGame(start.Clone())
	assert.Len(t, g.Legal(0, nil), 173)
	tests := []struct {
		depth int
		turns uint64
	}{{1, 457}, {2, 169147}}
	for _, tc := range tests {
		if tc.depth > 1 && testing.Short() {
			continue
		}
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		assert.Equal(t, tc.turns, PerftCopy(start.Clone(), tc.depth), "perft %d by copy-make", tc.depth)
		assert.Equal(t, board.StartFEN12A, g.Pos.Format(), "perft leaves the position as it was")
	}
}

// TestPerft12ADepth3V12ASTART: perft 3 from the 12A start, 70,787,975
// turns, by make/unmake and by copy-make (docs/notation.md; 76,522,114
// before the MidBounce line switches and the tower's switch). About 4
// minutes of CPU by make/unmake and three times that by copy-make (31
// minutes, and about an hour, on the loaded machine), so it runs only
// with FROZENCHESS_LONG set:
//
//	FROZENCHESS_LONG=1 go test ./movegen -run 'TestPerft12ADepth3' -timeout 1h
func TestPerft12ADepth3V12ASTART(t *testing.T) {
	if os.Getenv("FROZENCHESS_LONG") == "" {
		t.Skip("FROZENCHESS_LONG is not set")
	}
	start := board.StartPositionOf(board.FrozenChess12A)
	const want = 70787975
	assert.Equal(t, uint64(want), NewGame(start.Clone()).Perft(3), "perft 3 by make/unmake")
	assert.Equal(t, uint64(want), PerftCopy(start.Clone(), 3), "perft 3 by copy-make")
}

// TestCapture12AV12ACRR: a capture in 12A takes 2 squares off every line
// range of the capturer, whatever the victim and the move (V12A-CRR), down
// to the floor of 2, and, the texts being closed games (V12A-MISSING),
// entangles nothing, earns no multimove award and stuns nobody. The same
// capture in 13.0 (on the 16x16 board) takes 3 squares off the rook's
// orthogonal range, takes the second knight on the file (V13-ENTANGLEMENT),
// earns the award of a third non-pawn capture (V13-MM-AWARD) and stuns the
// pawn beside the landing (V13-ROOK-STUN).
func TestCapture12AV12ACRR(t *testing.T) {
	// Black: king a12 (1), knights f11 (2) and f9 (4), pawn g10 (3); White:
	// rook f1 (5) with two non-pawn captures, king l1 (6).
	g := play(t, "K11/5N6/6P5/5N6/12/12/12/12/12/12/12/5r5k w unit:5/capn=2 variant:frozenchess12a", "f1xf9")
	rook := g.Pos.Unit(5)
	assert.Equal(t, uint8(2), rook.CRROrth, "V12A-CRR: 2 squares")
	assert.Equal(t, 10, lineRange(g.Pos, rook, rook.CRROrth, true))
	assert.Equal(t, board.LocBody, g.Pos.Unit(2).Loc, "V12A-MISSING: no Entanglement")
	assert.Equal(t, uint8(0), rook.Awards, "V12A-MISSING: no multimove award")
	assert.Equal(t, uint16(0), g.Pos.Unit(3).Paralysis, "V12A-MISSING: no Stun")

	g13 := play(t, "K15/5L10/6P9/5L10/16/16/16/16/16/16/16/16/16/16/16/5r9k w unit:5/capn=2", "f1xf13")
	rook = g13.Pos.Unit(5)
	assert.Equal(t, uint8(3), rook.CRROrth)
	assert.NotEqual(t, board.LocBody, g13.Pos.Unit(2).Loc, "13.0 entangles the knight f15")
	assert.Equal(t, uint8(1), rook.Awards)
	assert.Positive(t, g13.Pos.Unit(3).Paralysis, "13.0 stuns the pawn g14")

	tests := []struct {
		name, fen, turn string
		id              board.UnitID
		diag, orth      uint8
	}{
		// The black knight a4 (2) ties the quadrant a1-f6, so no side holds
		// its bonus there (V12A-QUADRANTS).
		// Queen d1 (4) takes the pawn e3 (3) with a knight move: both ranges.
		{"queen, knight move, pawn victim", "K11/12/12/12/12/12/12/12/N11/4P7/12/3q7k w", "d1xe3", 4, 2, 2},
		// Bishop c1 (4) takes the pawn e3: its one (diagonal) range.
		{"bishop", "K11/12/12/12/12/12/12/12/N11/4P7/12/2b8k w", "c1xe3", 4, 2, 0},
		// Rook f1 (4) at range 3 takes the pawn f3: down to the floor of 2.
		{"the floor", "K11/12/12/12/12/12/12/12/N11/5P6/12/5r5k w unit:4/crro=9", "f1xf3", 4, 0, 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := play(t, tc.fen+" variant:frozenchess12a", tc.turn).Pos.Unit(tc.id)
			assert.Equal(t, tc.diag, u.CRRDiag, "diagonal")
			assert.Equal(t, tc.orth, u.CRROrth, "orthogonal")
		})
	}
}

// TestTomb12AV12ATOMB: a unit walking over a tomb is paralyzed for its
// side's next 2 turns, dragons too (no Dragonflight in the 12x12 texts);
// 13.0's dragon flies over (V13-DRAGON-FLIGHT).
func TestTomb12AV12ATOMB(t *testing.T) {
	// Black king a12 (1); White dragon e1 (2), king l1 (3); an active tomb
	// on f2 holding a black pawn (50).
	g := play(t, "K11/12/12/12/12/12/12/12/12/12/12/4d6k w tomb:f2=active/0/P50 variant:frozenchess12a", "e1-g3")
	assert.Equal(t, uint16(2), g.Pos.Unit(2).Paralysis)
	assert.Equal(t, board.ParOriginTomb, g.Pos.Unit(2).ParOrigin)
	g13 := play(t, "K15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4d10k w tomb:f2=active/0/P50", "e1-g3")
	assert.Equal(t, uint16(0), g13.Pos.Unit(2).Paralysis)
}

// TestKnightLeap12AV12AKNIGHTLEAP: a knight captures one piece it leaps
// over on the long leg of its jump, landing on an empty square (as
// V8-KNIGHT): with black pawns on f7 and f8, the leap f6 to g8 takes f7
// only; a leap onto a unit is a plain capture; and after a plain first
// step the leap may be the double move's second step, which ends the turn.
func TestKnightLeap12AV12AKNIGHTLEAP(t *testing.T) {
	// Black king a12 (1), pawns f8 (2), f7 (3); White knight f6 (4), king l1 (5).
	fen := "K11/12/12/12/5P6/5P6/5n6/12/12/12/12/11k w variant:frozenchess12a"
	p := board.MustParse(fen)
	leaps := []string{}
	for _, s := range Generate(p, nil) {
		if s.Kind() == KindSpecial && s.Special() == SpecLeap {
			leaps = append(leaps, FormatStep(p, s))
		}
	}
	assert.ElementsMatch(t, []string{"f6!leap-g8", "f6!leap-e8"}, leaps)
	g := play(t, fen, "f6!leap-g8")
	assert.Equal(t, board.Knight, g.Pos.PieceAt(sqs(t, "g8")[0]).Type())
	assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sqs(t, "f7")[0]), "the nearer pawn is taken")
	assert.Equal(t, board.Pawn, g.Pos.PieceAt(sqs(t, "f8")[0]).Type(), "one piece only")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "the capture ended the turn")

	// The knight e4 (4) steps to f6, then leaps over f7 to g8.
	inTurn := "K11/12/12/12/12/5P6/12/12/4n7/12/12/11k w variant:frozenchess12a"
	g = play(t, inTurn, "e4-f6,f6!leap-g8")
	assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sqs(t, "f7")[0]), "even in a double move")
}

// TestPromotion12AV12APROMOTION: a pawn reaching its last rank becomes a
// knight, bishop, rook, queen, dragon or jester (the player's choice), and
// the turn ends; a pawn taking a non-pawn becomes that piece, on the last
// rank too; taking a pawn it stays a pawn, and its turn ends (13.0's Pawn
// Acceleration is not in 12A, V12A-MISSING).
// Catalog ID: V12A-PROMOTION.
func TestPromotion12AV12APROMOTION(t *testing.T) {
	promos := func(from, to string) []string {
		var out []string
		for _, l := range []string{"N", "B", "R", "Q", "D", "J"} {
			out = append(out, from+to+"="+l)
		}
		return out
	}
	// Black king a12 (1), rook f12 (2), pawn d12 (3); White pawn e11 (4), king l1 (5).
	fen := "K2P1R6/4p7/12/12/12/12/12/12/12/12/12/11k w variant:frozenchess12a"
	want := append(append(promos("e11", "-e12"), promos("e11", "xd12")...), "e11xf12", "e11-d11", "e11-f11", "e11-d10", "e11-e10", "e11-f10")
	assert.ElementsMatch(t, want, v8Steps(t, board.MustParse(fen), "e11"))

	g := play(t, fen, "e11-e12=D")
	assert.Equal(t, board.Dragon, g.Pos.Unit(4).Type)
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "the promotion ended the turn")
	g = play(t, fen, "e11xf12")
	assert.Equal(t, board.Rook, g.Pos.Unit(4).Type, "it becomes the rook it took")

	// A black pawn promotes on rank 1.
	black := "K11/12/12/12/12/12/12/12/12/12/4P7/11k b variant:frozenchess12a"
	assert.Subset(t, v8Steps(t, board.MustParse(black), "e2"), promos("e2", "-e1"))

	// The white pawn e5 (3) takes the pawn e6 (2): still a pawn, Black to move.
	g = play(t, "K11/12/12/12/12/12/4P7/4p7/12/12/12/11k w variant:frozenchess12a", "e5xe6")
	assert.Equal(t, board.Pawn, g.Pos.Unit(3).Type)
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "no Pawn Acceleration")
}

// TestMoveEnd12AV12AMOVEEND: a step that gives check ends the turn (only
// End follows), where 13.0 lets the double move go on; a step that gives
// no check may be followed by a second one.
// Catalog ID: V12A-MOVE-END.
func TestMoveEnd12AV12AMOVEEND(t *testing.T) {
	continuations := func(fen, step string) []Step {
		g := NewGame(board.MustParse(fen))
		s, err := g.ParseStep(step)
		require.NoError(t, err)
		g.Make(s)
		require.NotZero(t, g.Pos.Turn().Actor, "the turn goes on after %s", step)
		return g.Legal(0, nil)
	}
	// The white rook a1 and the black king h8.
	fen := "12/12/12/12/7K4/12/12/12/12/12/12/r10k w variant:frozenchess12a"
	assert.Equal(t, []Step{EndStep}, continuations(fen, "a1-a8"), "check: the turn ends")
	assert.Greater(t, len(continuations(fen, "a1-a7")), 1, "no check: a second step")
	fen13 := "16/16/16/16/16/16/16/16/7K8/16/16/16/16/16/16/r14k w"
	assert.Greater(t, len(continuations(fen13, "a1-a8")), 1, "13.0: the double move goes on after a check")
}

// TestDoubleMove12AV12ADOUBLEMOVEV12ADOUBLEMOVEEXCEPT: every unit, the knight too, may make two
// plain steps (13.0's knight marches up to four, V13-KNIGHT-MARCH); only
// knights and bishops may capture on the second step, which ends the turn
// (V12A-DOUBLEMOVE-EXCEPT); a rook may not.
// Catalog ID: V12A-DOUBLEMOVE.
func TestDoubleMove12AV12ADOUBLEMOVEV12ADOUBLEMOVEEXCEPT(t *testing.T) {
	// Black king l12 (1), bishop g8 (2); White rook d6 (3), knight e4 (4),
	// king a1 (5). (A black rook would check a king on l1 with a line
	// bouncing at g1: on 12x12 a bounced line reaches far.)
	fen := "11K/12/12/12/6B5/12/3r8/12/4n7/12/12/k11 w variant:frozenchess12a"
	g := play(t, fen, "e4-c5,c5-d7")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "two steps end the knight's turn")
	assert.Error(t, NewGame(board.MustParse(fen)).PlayTurn("e4-c5,c5-d7,d7-f8"), "no third step")
	assert.NoError(t, NewGame(board.MustParse("K15/16/16/16/16/16/16/16/16/16/16/16/4l11/16/16/15k w")).PlayTurn("e4-c5,c5-d7,d7-f8"),
		"13.0: the knight's March")

	// V12A-DOUBLEMOVE-EXCEPT: the knight e4 steps to f6 and takes the bishop g8.
	g = play(t, fen, "e4-f6,f6xg8")
	assert.Equal(t, board.Knight, g.Pos.PieceAt(sqs(t, "g8")[0]).Type())
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "the capture ended the turn")
	// The rook d6 steps to d8; it may not take the bishop g8 on its second step.
	gr := NewGame(board.MustParse(fen))
	s, err := gr.ParseStep("d6-d8")
	require.NoError(t, err)
	gr.Make(s)
	for _, st := range gr.Legal(0, nil) {
		assert.NotEqual(t, KindCapture, st.Kind(), FormatStep(gr.Pos, st))
	}
	// A bishop may: the bishop c3 steps to d4, then takes the knight g7.
	gb := play(t, "11K/12/12/12/12/6N5/12/12/12/2b9/12/k11 w variant:frozenchess12a", "c3-d4,d4xg7")
	assert.Equal(t, board.Bishop, gb.Pos.PieceAt(sqs(t, "g7")[0]).Type())
}

// TestJester12AV12AJESTER: the jester's 12A abilities that 13.0's jester
// shares: its presence holds the enemy units in its 3x3 (not a jester), it
// leaps walls with its knight moves but lands on none, it steals the moves
// of a unit that threatens it (Power Steal), and when taken it explodes its
// 3x3, the capturer with it.
// Catalog ID: V12A-JESTER.
func TestJester12AV12AJESTER(t *testing.T) {
	// Black king l12 (1), pawn f7 (2), jester e7 (3); White jester f6 (4), king a1 (5).
	held := pos12A(t, "11K/12/12/12/12/4JP6/5j6/12/12/12/12/k11 b")
	assert.Empty(t, v8Steps(t, held, "f7"), "the pawn beside the white jester is held")
	assert.NotEmpty(t, v8Steps(t, held, "e7"), "a jester is immune to a jester's presence")

	// Walls (of the white king, unit 3) on f7 and g7: the jester f6 leaps
	// them to g8, and lands on no wall (e8 is one). A knight would be
	// blocked there, its two L paths walled (V12A-WALLING).
	walls := pos12A(t, "11K/12/12/12/12/12/5j6/12/12/12/12/k11 w wall:3=e8f7g7/2")
	steps := v8Steps(t, walls, "f6")
	assert.Contains(t, steps, "f6-g8")
	assert.NotContains(t, steps, "f6-e8")

	// Power Steal: the black bishop h8 threatens the jester f6, which
	// gains the bishop's lines (marked ^), and takes nothing with them.
	stolen := v8Steps(t, pos12A(t, "11K/12/12/12/7B4/12/5j6/12/12/12/12/k11 w"), "f6")
	assert.Contains(t, stolen, "f6-e5^")
	assert.Contains(t, stolen, "f6-g7^")
	assert.NotContains(t, stolen, "f6xh8^")

	// The black rook f11 (2) takes the white jester f6 (4): the jester
	// explodes, and the rook and the black pawn g7 (3) beside it die.
	g := play(t, "11K/5R6/12/12/12/6P5/5j6/12/12/12/12/k11 b variant:frozenchess12a", "f11xf6")
	assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sqs(t, "f6")[0]), "the capturer died in the blast")
	assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sqs(t, "g7")[0]))
}

// TestKing12AV12AKING: the king's 12A abilities that 13.0's king shares:
// King's Exchange with an unattacked friend, which dies into a tomb under
// the king's new square (V12A-KING, V13-KING-EXCHANGE), and immunity to
// the other units' abilities: a knight's leap does not take it.
func TestKing12AV12AKING(t *testing.T) {
	g := play(t, board.StartFEN12A, "g1!exchange-g2")
	g2 := sqs(t, "g2")[0]
	assert.Equal(t, board.King, g.Pos.PieceAt(g2).Type())
	assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sqs(t, "g1")[0]))
	tomb, ok := g.Pos.TombAt(g2)
	require.True(t, ok, "the pawn's tomb under the king")
	assert.Equal(t, board.TombPending, tomb.State)

	// The black king g7 stands on the long leg of the knight g5's jumps to
	// f7 and h7: no leap takes it; a black pawn there is taken.
	leapsOf := func(fen string) int {
		n := 0
		for _, s := range Generate(pos12A(t, fen), nil) {
			if s.Kind() == KindSpecial && s.Special() == SpecLeap {
				n++
			}
		}
		return n
	}
	assert.Zero(t, leapsOf("12/12/12/12/12/6K5/12/6n5/12/12/12/k11 w"), "the king is immune")
	assert.Equal(t, 2, leapsOf("11K/12/12/12/12/6P5/12/6n5/12/12/12/k11 w"), "g5!leap-f7 and g5!leap-h7 over a pawn")
}

// TestRespawn12AV12ARESPAWN: respawn as in 13.0, the text's own example:
// a white rook lies in the open tomb a1; while a black bishop guards a1 it
// may not come back, once nothing does it may (a turn of its own).
// Catalog ID: V12A-RESPAWN.
func TestRespawn12AV12ARESPAWN(t *testing.T) {
	respawns := func(fen string) int {
		n := 0
		for _, s := range NewGame(pos12A(t, fen)).Legal(0, nil) {
			if s.Kind() == KindRespawn {
				n++
			}
		}
		return n
	}
	// Black king l12, bishop e5 (on a1's diagonal); White king l1, pawn f2.
	assert.Zero(t, respawns("11K/12/12/12/12/12/12/4B7/12/12/5p6/11k w tomb:a1=open/0/r50"), "the bishop e5 guards a1")
	assert.Equal(t, 1, respawns("11K/12/12/12/12/12/12/5B6/12/12/5p6/11k w tomb:a1=open/0/r50"), "the bishop f5 does not")
}
