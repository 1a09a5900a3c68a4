package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPawnStackCapture: V13-PAWN-STACK. The last (N-th) step of a stack of N
// pawns may capture where a member's pawn capture reaches (diagonally
// forward, by its facing); the earlier steps never do; the normal capture
// rules hold (no friends, no frogs, no guarded units); the stack moves
// there whole, nothing promotes, the victim lies in its tomb and the turn
// ends.
func TestPawnStackCapture(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		steps []string // made before the listing
		want  []string // the side to move's steps then
	}{
		{name: "V13-PAWN-STACK the first step of two never captures",
			fen:  stackFEN(shelter + "pp@e5 B@f6 B@d6"),
			want: nil}, // checked below: no stackcap at the turn's start
		{name: "V13-PAWN-STACK the second step of two captures diagonally forward",
			fen: stackFEN(shelter + "pp@e5 B@f7 B@d7"), steps: []string{"e5!stack-e6"},
			want: []string{"e6!stack-e7", "e6!stackcap-d7", "e6!stackcap-f7", "end"}},
		{name: "V13-PAWN-STACK the second step of three does not capture",
			fen: stackFEN(shelter + "ppp@e5 B@f7"), steps: []string{"e5!stack-e6"},
			want: []string{"e6!stack-e7", "end"}},
		{name: "V13-PAWN-STACK the third step of three captures",
			fen: stackFEN(shelter + "ppp@e5 B@f8"), steps: []string{"e5!stack-e6", "e6!stack-e7"},
			want: []string{"e7!stack-e8", "e7!stackcap-f8", "end"}},
		{name: "V13-PAWN-STACK a member facing east captures north-east and south-east",
			fen: stackFEN(shelter+"pp@e5 B@g6 B@g4 B@f7", "unit:{e5.2}/face=e"), steps: []string{"e5!stack-f5"},
			want: []string{"end", "f5!stack-f6", "f5!stack-g5", "f5!stackcap-g4", "f5!stackcap-g6"}},
		{name: "V13-PAWN-STACK no friend, no frog (V13-CLASS-IMMORTAL)",
			fen: stackFEN(shelter + "pp@e5 n@f7 F@d7"), steps: []string{"e5!stack-e6"},
			want: []string{"e6!stack-e7", "end"}},
		{name: "V13-PAWN-STACK no guarded unit (V13-GUARDS: two nightriders protect f7)",
			fen: stackFEN(shelter + "pp@e5 B@f7 N@h8 N@g9"), steps: []string{"e5!stack-e6"},
			want: []string{"e6!stack-e7", "end"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(board.MustParse(tc.fen))
			for _, str := range tc.steps {
				s, err := g.ParseStep(str)
				require.NoError(t, err, str)
				g.Make(s)
			}
			got := turnSteps(t, g)
			if tc.want == nil {
				for _, str := range got {
					assert.NotContains(t, str, "stackcap", "no capture at a turn's start")
				}
				assert.Contains(t, got, "e5!stack-e6")
				return
			}
			assert.Equal(t, sorted(tc.want...), got)
		})
	}
}

// TestPawnStackCaptureMake: V13-PAWN-STACK. The capture takes the victim
// into its tomb, moves the stack whole, keeps its members pawns (a stack is
// no pawn: no promotion by capture), ends the turn, and Unmake restores
// everything (playTurn checks the position string and the hash).
func TestPawnStackCaptureMake(t *testing.T) {
	playTurn(t, stackFEN(shelter+"pp@e5 B@f7"), []string{"e5!stack-e6", "e6!stackcap-f7"}, func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Black, p.SideToMove(), "the capture ends the turn")
		assert.Equal(t, "PP", membersOn(t, p, "f7"), "the stack stands on f7, its pawns unpromoted")
		assert.Equal(t, board.NoPiece, p.PieceAt(sqs(t, "e6")[0]))
		tomb, ok := p.TombAt(sqs(t, "f7")[0])
		require.True(t, ok, "the bishop lies in its tomb")
		assert.Equal(t, uint16(1), tomb.Len)
		assert.Equal(t, board.Bishop, p.Unit(tomb.Head).Type)
		assert.Equal(t, uint16(1), p.Unit(p.BodyAt(sqs(t, "f7")[0])).CapLifetime, "the base counts the capture")
	})
	// Not a parse of the N-1-th step: the first step of three cannot capture.
	g := NewGame(board.MustParse(stackFEN(shelter + "ppp@e5 B@f6")))
	_, err := g.ParseStep("e5!stackcap-f6")
	assert.Error(t, err, "a turn's first step never captures")
}

// TestPawnStackCaptureIsNoCheck: V13-PAWN-STACK, Q7. No single step of a
// stack captures, so the attack test leaves stacks out: a king diagonally
// in front of a pawn stack is not in check and may stay there; the stack's
// last step may still take it (a king is lost like that as to a
// multimove's last step).
func TestPawnStackCaptureIsNoCheck(t *testing.T) {
	fen := stackFEN("K@f7 k@a1 f@a2 f@b2 f@b1 pp@e6 B@p16")
	p := board.MustParse(fen)
	assert.False(t, Attacked(p, board.White, sqs(t, "f7")[0]), "a stack is no single-step attacker")
	g := NewGame(p)
	assert.False(t, g.InCheck(board.Black))
	playTurn(t, fen, []string{"e6!stack-e7", "end"}, func(g *Game) {
		assert.Contains(t, turnSteps(t, g), "f7-g7", "black's king may stay or go")
	})
	playTurn(t, stackFEN("K@f8 k@a1 f@a2 f@b2 f@b1 pp@e6 B@p16"), []string{"e6!stack-e7", "e7!stackcap-f8"}, func(g *Game) {
		_, ok := g.KingSquare(board.Black)
		assert.False(t, ok, "the black king was taken by the last step")
	})
}

// TestPawnStackCaptureSiege: V13-PAWN-STACK, V13-ROOK-SIEGE. A besieged
// stack moves once: it never reaches the step that may capture.
func TestPawnStackCaptureSiege(t *testing.T) {
	playTurn(t, stackFEN(shelter+"pp@e5 B@d7 R@l5"), []string{"e5!stack-e6"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "besieged: one quiet step, no capture")
	})
}

// TestPawnStackCapturePerftBothWays: V13-PAWN-STACK. With captures in
// reach of the stack's last step, perft by make/unmake equals perft by copy.
func TestPawnStackCapturePerftBothWays(t *testing.T) {
	p := board.MustParse(stackFEN("K@p16 k@a1 pp@e5 B@d7 J@f7 Q@f8 B@d6"))
	g := NewGame(p.Clone())
	assert.Equal(t, PerftCopy(p, 1), g.Perft(1), "perft 1")
	assert.Equal(t, PerftCopy(p, 2), g.Perft(2), "perft 2")
	assert.Equal(t, PerftStepsCopy(p, 2), g.PerftSteps(2), "steps")
}
