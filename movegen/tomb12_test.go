package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// TestTombPass12AV12ATOMB: a first step that passes over a tomb ends the
// double move (002:56: "their double move ends as they pass a Tomb
// square"); one that does not leaves it open; Legal offers the passing
// step and Unmake takes it back. In 13.0 the same pass leaves the turn
// open.
func TestTombPass12AV12ATOMB(t *testing.T) {
	tests := []struct {
		name, fen, step string
		ends            bool
	}{
		{"V12A-TOMB the rook passes the active tomb f2: the turn ends",
			"K11/12/12/12/12/12/12/12/12/12/2r9/11k w tomb:f2=active/0/P50 variant:frozenchess12a", "c2-g2", true},
		{"V12A-TOMB a pending tomb counts too",
			"K11/12/12/12/12/12/12/12/12/12/2r9/11k w tomb:f2=pending/0/P50 variant:frozenchess12a", "c2-g2", true},
		{"V12A-TOMB short of the tomb: the double move goes on",
			"K11/12/12/12/12/12/12/12/12/12/2r9/11k w tomb:f2=active/0/P50 variant:frozenchess12a", "c2-e2", false},
		{"V12A-TOMB 13.0 goes on after a pass",
			"K15/16/16/16/16/16/16/16/16/16/16/16/16/16/2r13/15k w tomb:f2=active/0/P50", "c2-g2", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(board.MustParse(tc.fen))
			before, hash := g.Pos.Format(), g.Pos.Hash()
			s, err := g.ParseStep(tc.step)
			require.NoError(t, err)
			var legal []string
			for _, l := range g.Legal(0, nil) {
				legal = append(legal, FormatStep(g.Pos, l))
			}
			assert.Contains(t, legal, tc.step)
			g.Make(s)
			assert.Equal(t, tc.ends, g.Pos.Turn().Actor == 0, "the turn ends")
			g.Unmake()
			assert.Equal(t, before, g.Pos.Format())
			assert.Equal(t, hash, g.Pos.Hash())
		})
	}
}

// TestTombHandover12AV12ATOMB: an explosion that clears a tomb's queue
// hands its units, in their order, to the back of the queue of the tomb
// that exploded, and the cleared tomb is gone (the V12A-TOMB ruling,
// 002:58); 13.0 opens the cleared tomb instead. The white rook e1 steps
// on the active tomb e5 (White pawn 50); the tomb f6 (Black pawns 51, 52)
// is in its blast.
func TestTombHandover12AV12ATOMB(t *testing.T) {
	g := play(t, "K11/12/12/12/12/12/12/12/12/12/12/4r6k w tomb:e5=active/0/p50,f6=active/0/P51P52 variant:frozenchess12a", "e1-e5")
	e5, f6 := sqs(t, "e5")[0], sqs(t, "f6")[0]
	assert.Equal(t, []board.UnitID{50, 2, 51, 52}, g.Pos.TombQueue(e5, nil), "the pawn, the rook, then f6's queue in order")
	_, ok := g.Pos.TombAt(f6)
	assert.False(t, ok, "the cleared tomb is gone")
	require.NoError(t, g.Pos.Validate())

	g13 := play(t, "K15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4r10k w tomb:e5=active/0/p50,f6=active/0/P51P52", "e1-e5")
	tomb, ok := g13.Pos.TombAt(sqs(t, "f6")[0])
	require.True(t, ok)
	assert.Equal(t, board.TombOpen, tomb.State, "13.0 opens it")
}
