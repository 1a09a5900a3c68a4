package rules

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// historyOf records the positions, oldest first.
func historyOf(fens ...string) History {
	var h History
	for _, f := range fens {
		h.Add(board.MustParse(f))
	}
	return h
}

// Positions for the V13-DRAW-REPETITION tests: both kings and a white rook
// on the board, and a tomb on c3 whose queue holds a white rook (50) and a
// black pawn (51). tombBA has the same board with the queue the other way
// round; kingMoved has the white king on h1 instead of i1.
const (
	tombAB    = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w tomb:c3=open/0/r50P51"
	tombBA    = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w tomb:c3=open/0/P51r50"
	kingMoved = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k8 w tomb:c3=open/0/r50P51"
)

// V13-DRAW-REPETITION: the third occurrence of the full position (catalog
// Q13: everything but the ply counter) at a turn start is a draw.
func TestRepetition(t *testing.T) {
	tests := []struct {
		name    string
		history []string
		pos     string
		res     Result
		count   int // earlier occurrences of pos
	}{
		{"V13-DRAW-REPETITION same position three times is a draw", []string{tombAB, kingMoved, tombAB, kingMoved}, tombAB, Draw, 2},
		{"V13-DRAW-REPETITION same position twice is not a draw", []string{tombAB, kingMoved}, tombAB, Ongoing, 1},
		{"V13-DRAW-REPETITION the ply counter is not in the key", []string{tombAB + " ply:10", kingMoved + " ply:12", tombAB + " ply:14"}, tombAB + " ply:18", Draw, 2},
		{"V13-DRAW-REPETITION identical boards with a different tomb order are not counted", []string{tombBA, kingMoved, tombBA, kingMoved}, tombAB, Ongoing, 0},
		{"V13-DRAW-REPETITION tomb order: one real repetition is not three", []string{tombAB, tombBA, tombBA}, tombAB, Ongoing, 1},
		{"V13-DRAW-REPETITION side to move is in the key", []string{strings.Replace(tombAB, " w ", " b ", 1), strings.Replace(tombAB, " w ", " b ", 1)}, tombAB, Ongoing, 0},
		{"V13-DRAW-REPETITION last-null flag is in the key", []string{tombAB + " lastnull:1", tombAB + " lastnull:1"}, tombAB, Ongoing, 0},
		// The ruling: ranges of units are compared, not the idle counts behind
		// Range Extension, which grow on every turn a line unit stands still
		// (the white rook a1 is unit 2).
		{"V13-DRAW-REPETITION V13-RANGE-EXT idle counts that give the same range repeat",
			[]string{tombAB + " unit:2/idle=2", kingMoved + " unit:2/idle=3", tombAB + " unit:2/idle=4", kingMoved + " unit:2/idle=5"}, tombAB + " unit:2/idle=6", Draw, 2},
		{"V13-DRAW-REPETITION V13-RANGE-EXT an idle count entering another twenty lengthens the range: no repetition",
			[]string{tombAB + " unit:2/idle=16", kingMoved + " unit:2/idle=17", tombAB + " unit:2/idle=18", kingMoved + " unit:2/idle=19"}, tombAB + " unit:2/idle=20", Ongoing, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := Game{Pos: board.MustParse(tc.pos), History: historyOf(tc.history...)}
			assert.Equal(t, tc.count, g.History.Count(g.Pos))
			res, why := Outcome(g)
			assert.Equal(t, tc.res, res)
			if tc.res == Draw {
				assert.Equal(t, "threefold repetition", why)
			}
		})
	}
}

// V13-DRAW-REPETITION: the two tomb orders are different positions for the
// hash as well as for the full comparison.
func TestRepetitionTombOrderHashes(t *testing.T) {
	ab, ba := board.MustParse(tombAB), board.MustParse(tombBA)
	assert.NotEqual(t, ab.Hash(), ba.Hash())
	assert.False(t, ab.SameRepetitionKey(ba))
	assert.Contains(t, ab.RepetitionDiff(ba), "c3: tomb")
	assert.Equal(t, []board.UnitID{50, 51}, ab.TombQueue(sqr(t, "c3"), nil))
	assert.Equal(t, []board.UnitID{51, 50}, ba.TombQueue(sqr(t, "c3"), nil))
}

// V13-DRAW-REPETITION: a hash collision is not a repetition. The entries are
// recorded under the current position's hash but hold a different position
// (the other tomb order, or the king on another square); Outcome must compare
// the positions and find no repetition. The same entries holding the
// position itself are a repetition (the control rows).
func TestRepetitionHashCollision(t *testing.T) {
	tests := []struct {
		name   string
		stored []string // positions recorded under the hash of tombAB
		res    Result
		count  int
	}{
		{"V13-DRAW-REPETITION collision with a different tomb order", []string{tombBA, tombBA}, Ongoing, 0},
		{"V13-DRAW-REPETITION collision with a different board", []string{kingMoved, kingMoved}, Ongoing, 0},
		{"V13-DRAW-REPETITION collision plus one real repetition", []string{tombAB, kingMoved}, Ongoing, 1},
		{"V13-DRAW-REPETITION control: real repetitions under the same hash", []string{tombAB, tombAB}, Draw, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tombAB)
			var h History
			for _, f := range tc.stored {
				h.entries = append(h.entries, historyEntry{hash: p.RepetitionHash(), pos: board.MustParse(f)})
			}
			require.Equal(t, []uint64{p.RepetitionHash(), p.RepetitionHash()}, h.Hashes(), "a hash-only rule would call this threefold")
			assert.Equal(t, tc.count, h.Count(p))
			res, _ := Outcome(Game{Pos: p, History: h})
			assert.Equal(t, tc.res, res)
		})
	}
}

// Add keeps its own copy: the recorded position does not follow later
// changes of the game's position.
func TestHistoryAdd(t *testing.T) {
	var h History
	assert.Equal(t, 0, h.Len())
	assert.Empty(t, h.Hashes())
	p := board.MustParse(tombAB)
	h.Add(p)
	before := p.RepetitionHash()
	require.NoError(t, p.SetLevel(sqr(t, "e5"), 3))
	h.Add(p)
	assert.Equal(t, 2, h.Len())
	assert.Equal(t, []uint64{before, p.RepetitionHash()}, h.Hashes())
	assert.Equal(t, 1, h.Count(p))
	assert.Equal(t, 1, h.Count(board.MustParse(tombAB)))
}

func sqr(t *testing.T, name string) board.Square {
	sq, err := board.ParseSquare(name)
	require.NoError(t, err)
	return sq
}
