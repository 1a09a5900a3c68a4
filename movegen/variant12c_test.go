package movegen

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FrozenChess 12C (seed 004, catalog Part 2.4, docs/rules.md "FrozenChess
// 12C"): its start and rows. Positions are 12x12 position strings, ranks 12
// down to 1 of files a-l (docs/position-format.md), written here as a list
// of units (fen12C) so that each test names its squares.

// pos12C parses a 12C position of units (letters by square name, upper
// case Black), side to move "w" or "b", and extra sections (pos12_test.go).
func pos12C(t *testing.T, units map[string]byte, side, extra string) *board.Position {
	t.Helper()
	var sections []string
	if extra != "" {
		sections = append(sections, extra)
	}
	return pos12(t, board.FrozenChess12C, fen12(board.FrozenChess12C, units, side, sections...))
}

// kings12C are two kings out of the way, for positions that need only them.
func kings12C(units map[string]byte) map[string]byte {
	units["a12"], units["l1"] = 'K', 'k'
	return units
}

// sq12 parses a square name.
func sq12(t *testing.T, name string) board.Square {
	t.Helper()
	sq, err := board.ParseSquare(name)
	require.NoError(t, err)
	return sq
}

// makeChecked plays a step and checks that Unmake puts the position back
// exactly (string and hash), then plays it again.
func makeChecked(t *testing.T, g *Game, step string) {
	t.Helper()
	before, hash := g.Pos.Format(), g.Pos.Hash()
	s, err := g.ParseStep(step)
	require.NoError(t, err, step)
	g.Make(s)
	require.NoError(t, g.Pos.Validate(), step)
	require.Equal(t, g.Pos.ComputeHash(), g.Pos.Hash(), step)
	g.Unmake()
	require.Equal(t, before, g.Pos.Format(), "unmake of %s", step)
	require.Equal(t, hash, g.Pos.Hash(), "unmake of %s", step)
	g.Make(s)
}

// TestStart12CV12CSTART: the 12C start is 12A's rows and orientation (the
// row's ruling), White (South, lower case) to move, on the 12x12 board.
func TestStart12CV12CSTART(t *testing.T) {
	p := board.StartPositionOf(board.FrozenChess12C)
	require.NoError(t, p.Validate())
	assert.Equal(t, board.StartFEN12C, p.Format())
	assert.Equal(t, board.White, p.SideToMove())
	assert.Equal(t, board.Board12, p.Variant.Geometry)
	assert.Equal(t, strings.TrimSuffix(board.StartFEN12A, "variant:frozenchess12a"), strings.TrimSuffix(board.StartFEN12C, "variant:frozenchess12c"))
	for name, want := range map[string]board.UnitType{"f1": board.Queen, "g1": board.King, "e12": board.Jester, "d1": board.Dragon, "b12": board.Knight} {
		assert.Equal(t, want, p.PieceAt(sq12(t, name)).Type(), name)
	}
}

// TestPieces12CV12CPIECES: bishop, knight and rook as in chess, the dragon
// a knight or bishop, the queen one knight, bishop or rook move; lines stop
// at the first unit and the edge (no bounce, V12C-MISSING).
func TestPieces12CV12CPIECES(t *testing.T) {
	knight := []string{"f6-d5", "f6-d7", "f6-e4", "f6-e8", "f6-g4", "f6-g8", "f6-h5", "f6-h7"}
	tests := []struct {
		name     string
		units    map[string]byte
		want     []string
		has, not []string
	}{
		{name: "V12C-PIECES knight", units: kings12C(map[string]byte{"f6": 'n', "g7": 'P'}), want: knight},
		{name: "V12C-PIECES bishop", units: kings12C(map[string]byte{"f6": 'b'}),
			has: []string{"f6-g7", "f6-a1", "f6-k11", "f6-k1", "f6-b10"}, not: []string{"f6-f7", "f6-g6", "f6-f5"}},
		{name: "V12C-PIECES rook stops at the first unit, no bounce", units: kings12C(map[string]byte{"f6": 'r', "f9": 'P', "c6": 'p'}),
			has: []string{"f6-f8", "f6xf9", "f6-d6", "f6-f1", "f6-l6"}, not: []string{"f6-f10", "f6-c6", "f6-b6"}},
		{name: "V12C-PIECES dragon: knight or bishop", units: kings12C(map[string]byte{"f6": 'd'}),
			has: append([]string{"f6-g7", "f6-b2"}, knight...), not: []string{"f6-f8", "f6-h6", "f6-f7"}},
		{name: "V12C-QUEEN knight, bishop and rook moves", units: kings12C(map[string]byte{"f6": 'q'}),
			has: append([]string{"f6-g7", "f6-b2", "f6-f12", "f6-a6"}, knight...)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := v8Steps(t, pos12C(t, tc.units, "w", ""), "f6")
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
	// A bishop's lines end at the edge and the corner: no bounce (13.0 and
	// 12A turn them there).
	got := v8Steps(t, pos12C(t, kings12C(map[string]byte{"j10": 'b'}), "w", ""), "j10")
	assert.Contains(t, got, "j10-l12")
	assert.Len(t, got, 9+2+2+2, "V12C-MISSING: the four plain diagonals only")
}

// TestQueen12CV12CQUEEN: the queen makes one move and never a double move:
// her turn ends with it, where a rook's goes on.
func TestQueen12CV12CQUEEN(t *testing.T) {
	units := kings12C(map[string]byte{"f6": 'q', "c3": 'r'})
	g := NewGame(pos12C(t, units, "w", ""))
	makeChecked(t, g, "f6-f9")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "V12C-QUEEN: one move, the turn is over")
	assert.Equal(t, board.UnitID(0), g.Pos.Turn().Actor)

	g = NewGame(pos12C(t, units, "w", ""))
	makeChecked(t, g, "c3-c5")
	assert.Equal(t, board.White, g.Pos.SideToMove(), "the rook may move again (V12C-DOUBLEMOVE)")
	assert.Contains(t, nextSteps(g), "c5-h5")
}

// TestDoubleMove12CV12CDOUBLEMOVE: a knight a rook protects (empowered)
// may open with a rook move and then make only knight moves; a double
// move's second step captures nothing; a king never double moves.
func TestDoubleMove12CV12CDOUBLEMOVE(t *testing.T) {
	// White: knight c3, rook c1 protecting it; Black pawn e4 (a knight's
	// capture from c3 and from the second step's squares).
	units := kings12C(map[string]byte{"c3": 'n', "c1": 'r', "d8": 'P', "h1": 'P'})
	g := NewGame(pos12C(t, units, "w", ""))
	first := v8Steps(t, g.Pos, "c3")
	assert.Contains(t, first, "c3-c6^", "V12C-EMPOWER: the rook's move")
	makeChecked(t, g, "c3-c6^")
	second := nextSteps(g)
	assert.Contains(t, second, "c6-b8", "a knight move after the rook move")
	assert.Contains(t, second, "c6-e7")
	assert.NotContains(t, second, "c6-c9^", "V12C-DOUBLEMOVE: the empowerer's move as the first step only")
	assert.NotContains(t, second, "c6xd8", "V12C-DOUBLEMOVE: no capture on a double move's second step")
	for _, s := range second {
		assert.NotContains(t, s, "^", "native second steps only")
	}

	// The native first step and a second knight step.
	g = NewGame(pos12C(t, units, "w", ""))
	makeChecked(t, g, "c3-b5")
	assert.Contains(t, nextSteps(g), "b5-c7")
	makeChecked(t, g, "b5-c7")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "two steps at most")

	// A first-step capture ends the turn.
	g = NewGame(pos12C(t, kings12C(map[string]byte{"c3": 'n', "d5": 'P', "h1": 'P'}), "w", ""))
	makeChecked(t, g, "c3xd5")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "V12C-DOUBLEMOVE: a capture is a single move")

	// A king's turn is one King's Exchange: the immobile king (V12C-KING)
	// has no step, and its exchange ends the turn.
	p := pos12C(t, map[string]byte{"a12": 'K', "f6": 'k', "h1": 'p'}, "w", "")
	assert.Empty(t, v8Steps(t, p, "f6"), "V12C-KING: the king has no step of its own")
	g = NewGame(p)
	makeChecked(t, g, "f6!exchange-h1")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "V12C-DOUBLEMOVE: kings never double move")
}

// TestEmpowerGuards12CV12CEMPOWERV12CGUARDS: Empower and Guards hold
// without 13.0's threat clause: a knight protected by one rook moves like
// a rook although an enemy bishop threatens the rook, and a knight
// protected by two pieces, both threatened, cannot be captured.
func TestEmpowerGuards12CV12CEMPOWERV12CGUARDS(t *testing.T) {
	t.Run("V12C-EMPOWER a threatened protector still empowers", func(t *testing.T) {
		// White knight c3, rook c1; Black bishop e3 attacks c1.
		p := pos12C(t, kings12C(map[string]byte{"c3": 'n', "c1": 'r', "e3": 'B'}), "w", "")
		assert.Contains(t, v8Steps(t, p, "c3"), "c3-c7^")
	})
	t.Run("V12C-GUARDS a unit two threatened pieces protect is not captured", func(t *testing.T) {
		// Black knight f6 protected by the black rooks f12 and a6; White
		// rook f1 attacks f6 and White bishops threaten both black rooks.
		units := kings12C(map[string]byte{"f6": 'N', "f12": 'R', "a6": 'R', "f1": 'r', "d10": 'b', "c4": 'b', "l2": 'p'})
		delete(units, "a12")
		units["l12"] = 'K'
		p := pos12C(t, units, "w", "")
		got := v8Steps(t, p, "f1")
		assert.NotContains(t, got, "f1xf6", "guarded")
		assert.Contains(t, got, "f1-f5")
	})
}

// TestCaptureImmunity12CV12CCAPTUREIMMUNITY: a non-pawn piece does not
// capture its own kind (a knight a knight, a king a king), a pawn takes a
// pawn, a knight a rook.
func TestCaptureImmunity12CV12CCAPTUREIMMUNITY(t *testing.T) {
	p := pos12C(t, map[string]byte{"f6": 'n', "g8": 'N', "e8": 'R', "c3": 'p', "d4": 'P', "g3": 'K', "f2": 'k'}, "w", "")
	n := v8Steps(t, p, "f6")
	assert.NotContains(t, n, "f6xg8", "V12C-CAPTURE-IMMUNITY: knight vs knight")
	assert.Contains(t, n, "f6xe8")
	assert.Contains(t, v8Steps(t, p, "c3"), "c3xd4", "a pawn takes a pawn")
	assert.NotContains(t, v8Steps(t, p, "f2"), "f2xg3", "no exception for kings")
}

// TestJester12CV12CJESTER: the jester moves as a knight, plus the moves of
// the friendly pieces and pawns that guard it and of the enemy units that
// attack it; it holds every enemy in its 3x3 (not jesters, not kings, and
// no Royal Guard is spared, V12C-MISSING); it captures nothing; captured,
// it explodes and its 3x3 leaves the game.
func TestJester12CV12CJESTER(t *testing.T) {
	t.Run("V12C-JESTER borrows a guard's moves", func(t *testing.T) {
		// White jester f6 protected by the white rook f1: it gains the
		// rook's moves (written with ^).
		p := pos12C(t, kings12C(map[string]byte{"f6": 'j', "f1": 'r'}), "w", "")
		got := v8Steps(t, p, "f6")
		assert.Contains(t, got, "f6-d5")
		assert.Contains(t, got, "f6-f11^", "a guard's rook move")
		assert.Contains(t, got, "f6-a6^")
	})
	t.Run("V12C-JESTER borrows an attacker's moves", func(t *testing.T) {
		p := pos12C(t, kings12C(map[string]byte{"f6": 'j', "i9": 'B'}), "w", "")
		got := v8Steps(t, p, "f6")
		assert.Contains(t, got, "f6-b2^", "the attacking bishop's move")
		assert.NotContains(t, got, "f6xi9^", "it captures nothing")
	})
	t.Run("V12C-JESTER holds enemies in its 3x3", func(t *testing.T) {
		// Black jester f6; White knight g7 beside it (held), White jester
		// e5 (immune), White king l1 far; the White knight d7 is a Royal
		// Guard of nobody: the White king e7 stands beside it and the
		// black jester, and 12C has no Royal Guards.
		p := pos12C(t, map[string]byte{"a12": 'K', "f6": 'J', "g7": 'n', "e5": 'j', "e7": 'k', "a1": 'p', "l12": 'P'}, "w", "")
		assert.Empty(t, v8Steps(t, p, "g7"), "held by the jester's presence")
		assert.NotEmpty(t, v8Steps(t, p, "e5"), "jesters are immune")
		// The king has no step (V12C-KING); its King's Exchange is not held.
		assert.Contains(t, v8Specials(t, p, "exchange", false), "e7!exchange-a1", "kings are immune")
		p = pos12C(t, map[string]byte{"a12": 'K', "f6": 'J', "g6": 'n', "g7": 'k', "a1": 'p', "l12": 'P'}, "w", "")
		assert.Empty(t, v8Steps(t, p, "g6"), "V12C-MISSING: no Royal Guards")
	})
	t.Run("V12C-JESTER explodes when captured", func(t *testing.T) {
		// Black jester f6 with a black pawn g7 and a white pawn e6 beside
		// it; the white rook f1 takes it.
		p := pos12C(t, kings12C(map[string]byte{"f6": 'J', "g7": 'P', "e6": 'p', "f1": 'r', "b2": 'P'}), "w", "")
		g := NewGame(p)
		makeChecked(t, g, "f1xf6")
		for _, name := range []string{"f6", "g7", "e6"} {
			assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sq12(t, name)), name)
			_, tomb := g.Pos.TombAt(sq12(t, name))
			assert.False(t, tomb, "V12C-MISSING: no tombs")
		}
		assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sq12(t, "f1")), "the rook moved onto f6 to take it and died there")
	})
}

// TestPawn12CV12CPAWN: the pawn steps one square any way, promotes on its
// last rank to N, B, R, Q, D or J, becomes the non-pawn it captures.
func TestPawn12CV12CPAWN(t *testing.T) {
	p := pos12C(t, kings12C(map[string]byte{"f6": 'p', "g11": 'p', "h12": 'R', "e7": 'N'}), "w", "")
	assert.ElementsMatch(t, []string{"f6-e5", "f6-e6", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6-g7", "f6xe7"}, v8Steps(t, p, "f6"))
	promo := v8Steps(t, p, "g11")
	for _, l := range "NBRQDJ" {
		assert.Contains(t, promo, "g11-g12="+string(l))
	}
	assert.Contains(t, promo, "g11xh12", "a capture of a non-pawn is its own promotion")
	g := NewGame(p)
	makeChecked(t, g, "f6xe7")
	assert.Equal(t, board.Knight, g.Pos.PieceAt(sq12(t, "e7")).Type(), "V12C-PAWN: it becomes the knight")
}

// TestMissing12CV12CMISSING: the closed game: no walls after a move, no
// tomb for a captured unit (it leaves the game), no Capture Range
// Reduction, no Null move, no pincer.
func TestMissing12CV12CMISSING(t *testing.T) {
	g := NewGame(pos12C(t, kings12C(map[string]byte{"c3": 'r', "c9": 'P', "h1": 'P'}), "w", ""))
	makeChecked(t, g, "c3xc9")
	assert.True(t, g.Pos.WallSet().Empty(), "no walls")
	_, tomb := g.Pos.TombAt(sq12(t, "c9"))
	assert.False(t, tomb, "no tombs")
	assert.Contains(t, g.Pos.Format(), "gone:", "the pawn left the game")
	assert.Equal(t, uint8(0), g.Pos.Unit(g.Pos.BodyAt(sq12(t, "c9"))).CRROrth, "no CRR")

	for extra, want := range map[string]string{
		"wall:1=e5":           "FrozenChess 12C has no walls: a wall on e5 (section wall)",
		"tomb:e5=active/0/P3": "FrozenChess 12C has no tombs: a tomb on e5 (section tomb)",
		"mark:tunnel@e5/1/n":  "FrozenChess 12C has no tunnels: a tunnel marker on e5 (section mark)",
	} {
		_, err := board.Parse("K11/12/12/12/12/12/12/12/12/12/12/11k w variant:frozenchess12c " + extra)
		assert.ErrorContains(t, err, want, "a position string with state 12C has no rules for")
	}

	p := pos12C(t, kings12C(map[string]byte{"f6": 'n', "e6": 'P', "g6": 'P'}), "w", "")
	assert.NotEmpty(t, v8Steps(t, p, "f6"), "no pincer")
	for _, s := range Generate(p, nil) {
		assert.NotEqual(t, KindNull, s.Kind(), "no Null move")
	}
}

// TestDeathTrap12CV12CQUEENDEATHTRAP: the queen's death trap: made when
// the queen leaves the square she captured on, kept in the position string
// and the hash, blocking lines but not knights, killing a unit that ends
// its move on it, and moving promotion short of a trapped last rank.
func TestDeathTrap12CV12CQUEENDEATHTRAP(t *testing.T) {
	t.Run("V12C-QUEEN-DEATHTRAP made when the queen leaves", func(t *testing.T) {
		g := NewGame(pos12C(t, kings12C(map[string]byte{"e2": 'q', "e5": 'P', "h10": 'P', "b2": 'p'}), "w", ""))
		makeChecked(t, g, "e2xe5")
		assert.Contains(t, g.Pos.Format(), "mark:queencapture@e5/")
		assert.False(t, g.Pos.DeathTrapAt(sq12(t, "e5")), "not while she stands there")
		makeChecked(t, g, "h10-h9")
		makeChecked(t, g, "end")
		makeChecked(t, g, "e5-c5")
		assert.True(t, g.Pos.DeathTrapAt(sq12(t, "e5")))
		assert.Contains(t, g.Pos.Format(), "mark:deathtrap@e5")
		assert.NotContains(t, g.Pos.Format(), "queencapture")
	})
	// White: rook e1, knight d3, pawn e4... a trap on e5.
	trapped := func(t *testing.T, units map[string]byte, side string) *board.Position {
		return pos12C(t, units, side, "mark:deathtrap@e5")
	}
	t.Run("V12C-QUEEN-DEATHTRAP lines stop on it, knights jump it", func(t *testing.T) {
		p := trapped(t, kings12C(map[string]byte{"e1": 'r', "c3": 'b', "e4": 'n', "b2": 'P'}), "w")
		rook := v8Steps(t, p, "e1")
		assert.Contains(t, rook, "e1-e3")
		assert.NotContains(t, rook, "e1-e6", "a rook cannot pass it")
		bishop := v8Steps(t, p, "c3")
		assert.Contains(t, bishop, "c3-d4")
		assert.NotContains(t, bishop, "c3-f6", "a bishop cannot pass it")
		knight := v8Steps(t, p, "e4")
		assert.Contains(t, knight, "e4-f6", "a knight jumps")
		// The hash and the repetition key know the trap.
		q := pos12C(t, kings12C(map[string]byte{"e1": 'r', "c3": 'b', "e4": 'n', "b2": 'P'}), "w", "")
		assert.NotEqual(t, q.Hash(), p.Hash())
		assert.NotEqual(t, q.RepetitionHash(), p.RepetitionHash())
	})
	t.Run("V12C-QUEEN-DEATHTRAP a unit ending its move on it dies", func(t *testing.T) {
		p := trapped(t, kings12C(map[string]byte{"e1": 'r', "d6": 'p', "b2": 'P', "k1": 'p'}), "w")
		assert.Contains(t, v8Steps(t, p, "e1"), "e1-e5", "moving onto it is legal")
		g := NewGame(p)
		makeChecked(t, g, "d6-e5")
		assert.Equal(t, []string{"end"}, nextSteps(g), "its turn can only end")
		makeChecked(t, g, "end")
		assert.Equal(t, board.NoPiece, g.Pos.PieceAt(sq12(t, "e5")), "dead")
		assert.True(t, g.Pos.DeathTrapAt(sq12(t, "e5")), "the trap stays")
		// A king does not walk into one.
		k := trapped(t, map[string]byte{"a12": 'K', "e4": 'k', "b2": 'P', "k1": 'p'}, "w")
		assert.NotContains(t, v8Steps(t, k, "e4"), "e4-e5")
	})
	t.Run("V12C-QUEEN-DEATHTRAP promotion short of a trapped last rank", func(t *testing.T) {
		p := pos12C(t, kings12C(map[string]byte{"e10": 'p', "b2": 'P'}), "w", "mark:deathtrap@e12")
		got := v8Steps(t, p, "e10")
		assert.Contains(t, got, "e10-e11=Q", "e11 is the nearest square short of the trap on e12")
		assert.Contains(t, got, "e10-d11", "d11 is no promotion square: d12 is free")
		assert.NotContains(t, got, "e10-d11=Q")
	})
	t.Run("V12C-QUEEN-DEATHTRAP refused outside 12C", func(t *testing.T) {
		_, err := board.Parse("K11/12/12/12/12/12/12/12/12/12/12/11k w mark:deathtrap@e5 variant:frozenchess12a")
		assert.ErrorContains(t, err, "has no death traps")
	})
}

// TestPerft12CV12CSTART: perft from the 12C start, by make/unmake and by
// copy-make (docs/notation.md): 363 full turns at depth 1 (the pawns' and
// pieces' first steps with their second steps; the queen and the king make
// one step; 23 King's Exchanges), 131,096 at depth 2.
func TestPerft12CV12CSTART(t *testing.T) {
	start := board.StartPositionOf(board.FrozenChess12C)
	g := NewGame(start.Clone())
	tests := []struct {
		depth int
		turns uint64
	}{{1, 363}, {2, 131096}}
	for _, tc := range tests {
		if tc.depth > 1 && testing.Short() {
			continue
		}
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		assert.Equal(t, tc.turns, PerftCopy(start.Clone(), tc.depth), "perft %d by copy-make", tc.depth)
		assert.Equal(t, board.StartFEN12C, g.Pos.Format(), "perft leaves the position as it was")
	}
}

// TestRandomGames12CV12CQUEENDEATHTRAP: random 12C games stay on the board
// and valid at every step, make/unmake restores every step, Legal equals
// the plain definition, and the games make death traps.
func TestRandomGames12CV12CQUEENDEATHTRAP(t *testing.T) {
	games, plies := 8, 160
	if testing.Short() {
		games, plies = 4, 100
	}
	traps := 0
	for seed := range games {
		r := rand.New(rand.NewPCG(uint64(seed), 1204))
		g := NewGame(board.StartPositionOf(board.FrozenChess12C))
		for ply := 0; ply < plies; ply++ {
			// A fresh list each ply: with no legal turn (a lone immobile
			// king, V12C-KING) Legal's nil then equals PlainLegal's.
			list := g.Legal(0, nil)
			require.Equal(t, PlainLegal(g.Pos), list, "seed %d ply %d: Legal of %s", seed, ply, g.Pos.Format())
			if len(list) == 0 {
				break
			}
			// Prefer captures, so that queens capture and leave traps.
			s := list[r.IntN(len(list))]
			for _, c := range list {
				if c.IsCapture() && r.IntN(3) == 0 {
					s = c
					break
				}
			}
			before, hash := g.Pos.Format(), g.Pos.Hash()
			g.Make(s)
			require.NoError(t, g.Pos.Validate(), "seed %d ply %d after %s", seed, ply, FormatStep(g.Pos, s))
			require.Equal(t, g.Pos.ComputeHash(), g.Pos.Hash())
			g.Unmake()
			require.Equal(t, before, g.Pos.Format(), "seed %d ply %d: unmake", seed, ply)
			require.Equal(t, hash, g.Pos.Hash())
			g.Make(s)
			if g.Pos.Ply() > 0 && hasDeathTrap(g.Pos) {
				traps++
			}
		}
	}
	assert.Positive(t, traps, "the games made death traps")
}

// hasDeathTrap reports a death trap on the board.
func hasDeathTrap(p *board.Position) bool {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkDeathTrap {
			return true
		}
	}
	return false
}

// TestKnightRules12CV12CMISSING: 13.0's knight and king rules that 12C
// lacks: no Knight's Leap (not as a turn's first step, not inside a double
// move), no Knightmare (a pawn in a knight's reach still captures), no
// King's Check (a king never steps into check).
func TestKnightRules12CV12CMISSING(t *testing.T) {
	// White knight c3 with black pawns d4 and d5 to leap over; the black
	// knight f8 a step from the white pawn e7; the white king g3 beside h4,
	// which the black rook h12 attacks.
	p := pos12C(t, map[string]byte{"a12": 'K', "g3": 'k', "c3": 'n', "d4": 'P', "d5": 'P', "f8": 'N', "e7": 'p', "h12": 'R', "d8": 'R'}, "w", "")
	g := NewGame(p)
	for _, s := range g.Legal(0, nil) {
		if s.Kind() == KindSpecial {
			assert.Contains(t, FormatStep(p, s), "!exchange-", "no special move but the King's Exchange")
		}
	}
	assert.Contains(t, v8Steps(t, p, "e7"), "e7xd8", "no Knightmare: the pawn beside the knight f8 captures")
	// The king cannot step at all (V12C-KING), into check or not, so
	// 13.0's King's Check has nothing to act on.
	assert.Empty(t, v8Steps(t, p, "g3"), "V12C-KING: no step of its own")
	for _, s := range g.Legal(0, nil) {
		assert.NotEqual(t, "g3-h4", FormatStep(p, s), "V12C-MISSING: no King's Check")
	}
	makeChecked(t, g, "c3-e4")
	for _, s := range nextSteps(g) {
		assert.NotContains(t, s, "leap", "no Knight's Leap inside the double move")
	}
}

// TestPerftGames12CV12CQUEENDEATHTRAP: perft by make/unmake and by
// copy-make from two positions of a 12C game (game 4 of GOMAXPROCS=1
// ./fcmatch -variant frozenchess12c -engine cmd=./frozenchess name=search
// -engine cmd=./frozenchess name=greedy option.Player=greedy -each
// tc=nodes=3000 -rounds 5 -repeat -concurrency 1 -random-openings 2
// -maxplies 200 -records r12c.txt, after 40 and 50 turns of its record,
// printed by d): a queen standing on her capture square e4, then the death
// trap she left there.
func TestPerftGames12CV12CQUEENDEATHTRAP(t *testing.T) {
	tests := []struct {
		name, fen string
		turns     [2]uint64
	}{
		{"V12C-QUEEN-DEATHTRAP queen on her capture square", "3D1QKP1B1R/R4PPPJ1P1/1R1B1J1P1B2/12/11N/12/12/12/4q1p1p1p1/5j5n/p1p1p1p1p1p1/6kj1p1r w variant:frozenchess12c id:4,6-7,22,10,12,1,18-20,8,24,15,17,5,21,23,11,42,30,32,34,41,47,25,27,29,31,33,35,43-44,36,48 ply:42 gone:N2B3D9N13P14P16p26p28r37n38b39d40d45b46 mark:queencapture@e4/42", [2]uint64{674, 969369}},
		{"V12C-QUEEN-DEATHTRAP a trap on e4", "3D1QKP3R/R3P1PPJ1P1/3B1J1P4/12/11N/12/12/4B7/6p5/5j1k1p1n/p1p1p1p1p1p1/11r w variant:frozenchess12c id:4,6-7,22,12,1,18-20,8,24,17,5,21,11,23,30,41,43,36,47,25,27,29,31,33,35,48 ply:52 gone:N2B3D9B10N13P14R15P16p26p28p32p34r37n38b39d40q42j44d45b46 mark:deathtrap@e4", [2]uint64{576, 741539}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			g := NewGame(p.Clone())
			for d, want := range tc.turns {
				if d > 0 && testing.Short() {
					continue
				}
				assert.Equal(t, want, g.Perft(d+1), "perft %d by make/unmake", d+1)
				assert.Equal(t, want, PerftCopy(p.Clone(), d+1), "perft %d by copy-make", d+1)
				assert.Equal(t, tc.fen, g.Pos.Format())
			}
		})
	}
}

// TestPerft12CDepth3V12CSTART: perft 3 from the 12C start, by make/unmake
// and by copy-make, 61,987,960 turns (the king immobile, V12C-KING);
// minutes each on 2 shared cores, so it runs only with FROZENCHESS_LONG set:
//
//	FROZENCHESS_LONG=1 go test ./movegen -run 'TestPerft12CDepth3' -timeout 1h
func TestPerft12CDepth3V12CSTART(t *testing.T) {
	if os.Getenv("FROZENCHESS_LONG") == "" {
		t.Skip("FROZENCHESS_LONG is not set")
	}
	start := board.StartPositionOf(board.FrozenChess12C)
	const want = 61987960
	assert.Equal(t, uint64(want), NewGame(start.Clone()).Perft(3), "perft 3 by make/unmake")
	assert.Equal(t, uint64(want), PerftCopy(start.Clone(), 3), "perft 3 by copy-make")
}
