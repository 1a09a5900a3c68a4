package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// 12B takes 12A's walls and Rook Push (V12B-WALLING, V12B-ROOK-PUSH):
// the switches of walling12.go and rookpush12.go, in 12B's own set.

// fen12B writes a 12B position string (White to move) from
// "letter@square" items, as fen12A does.
func fen12B(pieces string, sections ...string) string {
	return fen12(board.FrozenChess12B, unitItems(pieces), "w", sections...)
}

// TestWalls12BV12BWALLING: in 12B a turn's path walls for its side's next 2
// turns, as in 12A (003:25-26), and 13.0's walls are not built; a line
// stops beside a wall.
func TestWalls12BV12BWALLING(t *testing.T) {
	require.True(t, board.FrozenChess12B.Has(board.MechWalling12))
	// Black king l11 (1), rook l10 (2); White bishop c3 (3), king a1
	// (4): the kings do not move in 12B, so the bishop and the rook walk.
	start := fen12B("K@l11 R@l10 b@c3 k@a1")
	g := play12B(t, start)
	for _, tc := range []struct{ turn, walls string }{
		{"c3-e5", "wall:3=c3d4/2"},
		{"l10-h10", "wall:2=i10j10k10l10/2,3=c3d4/2"},
		{"e5-f6", "wall:2=i10j10k10l10/2,3=c3d4/1,3=e5/2"},
	} {
		require.NoError(t, g.PlayTurn(tc.turn), tc.turn)
		require.NoError(t, g.Pos.Validate(), tc.turn)
		assert.Contains(t, g.Pos.Format()+" ", " "+tc.walls+" ", tc.turn)
	}
	// The rook h10's own walls i10-l10 stand east of it: it cannot go
	// back onto them.
	legal := map[string]bool{}
	for _, s := range Generate(g.Pos, nil) {
		legal[FormatStep(g.Pos, s)] = true
	}
	assert.False(t, legal["h10-i10"], "no landing on a wall")
	for len(g.undo) > 0 {
		g.Unmake()
	}
	assert.Equal(t, pos12B(t, start).Format(), g.Pos.Format(), "unmake restores every wall")
}

// TestRookPush12BV12BROOKPUSH: 12B's Rook Push is 12A's without the wall
// breaking (003:52-53 and the ruling): the units ahead move one square on,
// a unit whose destination is a wall or a unit stays, the wall stays, and
// kings are never pushed.
func TestRookPush12BV12BROOKPUSH(t *testing.T) {
	require.True(t, board.FrozenChess12B.Has(board.MechRookPush12))
	require.True(t, board.FrozenChess12B.Has(board.MechRookPushNoWallBreak))
	tests := []struct {
		name, fen, step string
		want            map[string]string // square -> piece letter ("" empty)
		wall            string            // a wall square that stays
	}{
		{"V12B-ROOK-PUSH the three ahead move one square on",
			fen12B("K@l12 N@c6 B@d6 P@e6 r@d2 n@a1 n@b1 k@l1"), "d2-d5>",
			map[string]string{"d5": "r", "c6": "", "d6": "", "e6": "", "c7": "N", "d7": "B", "e7": "P"}, ""},
		{"V12B-ROOK-PUSH the wall ahead stays and the unit before a wall stays",
			fen12B("K@l12 P@d6 N@e6 r@d2 n@a1 n@b1 k@l1", "wall:1=c6d7/2"), "d2-d5>",
			map[string]string{"d6": "P", "e6": "", "e7": "N"}, "c6"},
		{"V12B-ROOK-PUSH a king ahead is never pushed, the pawn beside it is",
			fen12B("K@d6 P@e6 r@d2 n@a1 n@b1 k@l1"), "d2-d5>",
			map[string]string{"d6": "K", "e6": "", "e7": "P"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := pos12B(t, tc.fen)
			pushAndBack(t, p, tc.step, func() {
				assertLetters(t, p, tc.want)
				if tc.wall != "" {
					assert.NotZero(t, p.Cell(sqs(t, tc.wall)[0]).Wall, "the wall %s stays", tc.wall)
				}
			})
		})
	}
}
