package movegen

import (
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// blastFEN: white rook d1 (id 8); an active tomb on d4 holding a black pawn
// (id 60); around it a white knight c5 (5), a black pawn e3 (7), a white box
// on c3 (a boxed pawn, 6), a wall of the black king on e5, another active
// tomb on d3 (id 61); the black king p16 (2) behind its pawns (1, 3, 4).
const blastFEN = "14PK/14PP/16/16/16/16/16/16/16/16/16/2l13/16/2p1P11/16/3r4k7 w" +
	" wall:2=e5 tomb:d3=active/0/P61,d4=active/0/P60 unit:6/box"

// V13-TOMB-EXPLOSION, V13-EXPLOSION: a unit that ends its step on an active
// tomb dies into it and the tomb explodes 3x3: bodies die into tombs on their
// squares (a box survives), walls go, and the tombs that were there open.
// Unmake restores everything.
func TestExplosion(t *testing.T) {
	p := board.MustParse(blastFEN)
	g := NewGame(p)
	s, err := g.ParseStep("d1-d4")
	require.NoError(t, err)
	g.Make(s)
	require.NoError(t, p.Validate())
	center, queue := tombOn(t, p, "d4")
	assert.Equal(t, board.TombOpen, center.State)
	assert.Equal(t, []board.UnitID{60, 8}, queue, "the rook joins the queue behind the pawn")
	knight, kq := tombOn(t, p, "c5")
	assert.Equal(t, []board.UnitID{5}, kq, "the knight died in the blast")
	assert.Equal(t, board.TombActive, knight.State, "a new tomb on a cleared square is explosive")
	_, pq := tombOn(t, p, "e3")
	assert.Equal(t, []board.UnitID{7}, pq)
	old, _ := tombOn(t, p, "d3")
	assert.Equal(t, board.TombOpen, old.State, "a tomb in the blast opens")
	assert.Equal(t, board.LocBody, p.Unit(6).Loc, "the box survives")
	assert.Equal(t, board.UnitID(0), p.WallOwner(sqs(t, "e5")[0]), "walls in the blast vanish")
	assert.Equal(t, board.Black, p.SideToMove(), "the turn is over")
	assert.False(t, g.Local())
	g.Unmake()
	assert.Equal(t, blastFEN, p.Format())
}

// A king may not end a step on an active tomb (V13-TOMB-EXPLOSION ruling),
// and no step may blow up its own king; blowing up the enemy king wins
// (V13-KING-LOSS, V13-WIN-KING).
func TestExplosionAndKings(t *testing.T) {
	// White king i1 next to an active tomb on h2.
	king := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:h2=active/0/P60"
	assert.NotContains(t, stepsOf(t, king, "i1"), "i1-h2")
	// A white rook stepping onto a tomb next to its own king: illegal.
	own := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/r15/7k8 w tomb:h2=active/0/P60"
	assert.Contains(t, stepsOf(t, own, "a2"), "a2-h2")
	assert.NotContains(t, legalOf(t, own, "a2"), "a2-h2", "it would blow up the white king on h1")
	// Next to the enemy king: legal, and the enemy king is gone.
	enemy := "16/16/16/16/16/16/16/16/16/16/16/16/7K8/r15/16/8k7 w tomb:h3=active/0/P60"
	assert.Contains(t, legalOf(t, enemy, "a3"), "a3-h3")
	g := play(t, enemy, "a3-h3")
	_, ok := g.KingSquare(board.Black)
	assert.False(t, ok, "the black king died in the blast")
}

// V13-RESPAWN, V13-CRR-RESET: the owner of an open tomb's oldest unit may
// bring it back on the tomb's square if the enemy does not attack it; its
// range losses are gone, its Range Extension stays; the tomb lies pending
// under it. V13-RESPAWN-OFFBOARD: nothing leaves the board in v13, so a
// unit always comes back on the square of its own tomb.
func TestRespawn(t *testing.T) {
	// An open tomb on c3 with a white rook (50, crro 6, idle 40) then a black pawn (51).
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:c3=open/0/r50P51 unit:50/crro=6/idle=40"
	p := board.MustParse(fen)
	g := NewGame(p)
	require.Contains(t, nextSteps(g), "@c3")
	s, err := g.ParseStep("@c3")
	require.NoError(t, err)
	assert.Equal(t, "@c3", FormatStep(p, s))
	g.Make(s)
	require.NoError(t, p.Validate())
	assert.Equal(t, board.UnitID(50), p.BodyAt(sqs(t, "c3")[0]))
	assert.Equal(t, [2]int{0, 40}, [2]int{int(p.Unit(50).CRROrth), int(p.Idle(50))})
	tomb, queue := tombOn(t, p, "c3")
	assert.Equal(t, board.TombPending, tomb.State)
	assert.Equal(t, []board.UnitID{51}, queue)
	assert.Equal(t, board.Black, p.SideToMove(), "a respawn is the player's turn")
	g.Unmake()
	assert.Equal(t, fen, p.Format())

	// Black may not respawn White's unit; an attacked square forbids it.
	black := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b tomb:c3=open/0/r50P51"
	assert.NotContains(t, nextSteps(NewGame(board.MustParse(black))), "@c3")
	attacked := "14PK/14PP/16/16/16/16/16/16/16/16/2R13/16/16/16/16/8k7 w tomb:c3=open/0/r50P51"
	assert.NotContains(t, nextSteps(NewGame(board.MustParse(attacked))), "@c3", "the black rook on c8 attacks c3")
}

// V13-TOMB-ROT: an active tomb nobody attacks counts global plies; at 40 it
// explodes and opens. A tomb in capture range starts again at 0.
func TestTombRot(t *testing.T) {
	// Black pawns o16, o15, p15 and king p16 (2); a white pawn d5 (5) next to an
	// active tomb on d4 at rot 38; the white king i1 (6).
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/3p12/16/16/16/8k7 w tomb:d4=active/38/P60"
	p := board.MustParse(fen)
	g := NewGame(p)
	require.NoError(t, g.PlayTurn("i1-h1"))
	tomb, _ := tombOn(t, p, "d4")
	assert.Equal(t, uint8(39), tomb.Rot)
	before := p.Format()
	s, err := g.ParseStep(NullString)
	require.NoError(t, err)
	g.Make(s)
	tomb, _ = tombOn(t, p, "d4")
	assert.Equal(t, board.TombOpen, tomb.State, "rotted away after 40 plies")
	_, queue := tombOn(t, p, "d5")
	assert.Equal(t, []board.UnitID{5}, queue, "the pawn next to it died in the blast")
	require.NoError(t, p.Validate())
	g.Unmake()
	assert.Equal(t, before, p.Format())

	// A white rook on d1 attacks d4: the counter starts again.
	guarded := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/3r4k7 w tomb:d4=active/38/P60"
	g = play(t, guarded, "i1-h1")
	tomb, _ = tombOn(t, g.Pos, "d4")
	assert.Equal(t, uint8(0), tomb.Rot)
}

// V13-TOMB-ROT, V13-EXPLOSION: tombs that rot away in the same ply explode
// in reading order, whatever order the tomb table holds them in: e8 blasts
// first and opens f8 (its rot back to 0), which then does not explode, so
// the black knight on g8, outside e8's 3x3, lives. The tomb table's order
// is storage only: a position reached by play may hold its tombs in another
// order than the parser, and the result must not change.
func TestTombRotOrder(t *testing.T) {
	const fen = "15K/16/16/16/16/16/16/16/6N9/16/16/16/16/16/16/k15 w tomb:e8=active/39/P10,f8=active/39/P11"
	var results []string
	for _, swap := range []bool{false, true} {
		p := board.MustParse(fen)
		if swap { // store the tombs the other way round
			e8, f8 := sqs(t, "e8")[0], sqs(t, "f8")[0]
			te, qe := tombOn(t, p, "e8")
			tf, qf := tombOn(t, p, "f8")
			for _, sq := range []board.Square{e8, f8} {
				for {
					if _, err := p.TombPop(sq); err != nil {
						break
					}
				}
			}
			require.NoError(t, p.RemoveTomb(e8))
			require.NoError(t, p.RemoveTomb(f8))
			for _, x := range []struct {
				sq board.Square
				t  board.Tomb
				q  []board.UnitID
			}{{f8, tf, qf}, {e8, te, qe}} {
				require.NoError(t, p.AddTomb(x.sq, x.t.State))
				require.NoError(t, p.SetTombRot(x.sq, x.t.Rot))
				for _, id := range x.q {
					require.NoError(t, p.TombPush(x.sq, id))
				}
			}
			require.Equal(t, f8, p.Tombs()[0].Square, "stored f8 first")
			require.Empty(t, p.Diff(board.MustParse(fen)))
		}
		g := NewGame(p)
		require.NoError(t, g.PlayTurn(NullString))
		for _, sq := range []string{"e8", "f8"} {
			tomb, _ := tombOn(t, p, sq)
			assert.Equal(t, board.TombOpen, tomb.State, sq)
			assert.Zero(t, tomb.Rot, sq)
		}
		assert.NotZero(t, p.BodyAt(sqs(t, "g8")[0]), "the knight on g8 lives")
		results = append(results, p.Format())
	}
	assert.Equal(t, results[0], results[1])
}

// V13-EXPLOSION, V13-JESTER-EXPLOSION, Q10: explosions chain in FIFO order.
// A white rook takes the black jester on e5: the jester explodes 3x3 (the
// rook, standing in the centre, dies too); the black jester on f6 dies in
// that blast and explodes in turn, reaching g7. A shot at a jester leaves
// the cannon, outside the blast, alive.
func TestExplosionChain(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e1 J@e5 J@f6 N@g7 p@d4", "wall:{p16}=h8")
	makeAndBack(t, fen, "e1xe5", func(g *Game) {
		p := g.Pos
		for _, sq := range []string{"e5", "f6", "g7", "d4"} {
			assert.Zero(t, p.BodyAt(sqs(t, sq)[0]), "%s died", sq)
			_, q := tombOn(t, p, sq)
			assert.NotEmpty(t, q)
		}
		_, q := tombOn(t, p, "e5")
		assert.Len(t, q, 2, "the jester, then the rook that took it")
		assert.NotZero(t, p.WallOwner(sqs(t, "h8")[0]), "the wall h8 is outside both blasts")
		assert.False(t, g.Local())
	})
	shot := lnFEN("K@p16 k@a1 o@e2 J@e5")
	makeAndBack(t, shot, "e2*e5", func(g *Game) {
		assert.Equal(t, board.Cannon, bodyOn(t, g.Pos, "e2").Type)
		_, q := tombOn(t, g.Pos, "e5")
		assert.Len(t, q, 1)
	})
	// The chain may reach the capturer's own king: the white jester on d4
	// dies in the first blast and its own blast reaches the king on c3.
	own := lnFEN("K@p16 k@c3 r@e1 J@e5 j@d4")
	assert.Contains(t, stepsOf(t, own, "e1"), "e1xe5")
	assert.NotContains(t, legalOf(t, own, "e1"), "e1xe5", "it would blow up the white king")
}

// V13-TOMB-ROT, V13-EXPLOSION: a step after which a tomb rots away keeps
// its copy of the position from the turn's end, just before the blasts
// (lateSnapshot), and is undone from it and then step by step. Along the
// game of testdata/rot_order_game.txt (134 turns), where tombs rot away,
// every legal step of every position is made and unmade: the hash stays
// incremental, the position validates, and unmake restores it exactly.
func TestUnmakeAfterTombRotsAway(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/rot_order_game.txt")
	require.NoError(t, err)
	fen, moves, ok := strings.Cut(strings.TrimSpace(string(data)), " moves ")
	require.True(t, ok)
	p := board.MustParse(fen)
	g := NewGame(p)
	late := 0
	for i, tok := range strings.Fields(moves) {
		if i >= 90 { // rot needs 40 plies; the later turns check the most
			// A copy, compared with Diff (all the position string writes and
			// more): one comparison per step where a position string was
			// written; the step is written only for a failure.
			before, hash := p.Clone(), p.Hash()
			for _, s := range g.Legal(0, nil) {
				g.Make(s)
				if g.undo[len(g.undo)-1].late {
					late++
				}
				if p.ComputeHash() != p.Hash() { // the message formats the step in the position before it
					g.Unmake()
					require.Fail(t, "hash not incremental", "after %s in %s", FormatStep(p, s), fenOf(before))
				}
				require.NoError(t, p.Validate(), "after %#x in %s", uint64(s), fenOf(before))
				g.Unmake()
				require.Equal(t, hash, p.Hash())
				require.Empty(t, before.Diff(p), "unmake of %#x", uint64(s))
			}
		}
		require.NoError(t, g.PlayTurn(tok), "turn %d", i+1)
	}
	t.Logf("%d steps undone from a copy taken before a tomb rotted away", late)
	require.Positive(t, late)
}

// V13-TOMB-ROT, V13-TOMB-CREATE, V13-EXPLOSION (docs/rules.md):
// the units a rotting tomb's blast kills lie in tombs that are explosive at
// once, as after any other blast: before, they stayed pending on empty
// squares until the next ply's end, so a unit could stand on them unharmed.
func TestTombRotBlastVictimsTombsAreActive(t *testing.T) {
	for _, tc := range []struct {
		name, fen, turn string
		want            map[string]board.TombState
	}{
		{"pawn next to the rotting tomb", // the reproduction
			"15K/16/16/16/16/16/16/16/16/16/2L13/4P11/16/16/16/k15 w tomb:e4=active/39/P9", "a1-a2",
			map[string]board.TombState{"e4": board.TombOpen, "e5": board.TombActive}},
		{"two victims, and a wall the blast clears",
			"15K/16/16/16/16/16/16/16/16/16/16/3pP11/16/16/16/k15 w tomb:e4=active/39/P9 wall:1=f4", "a1-a2",
			map[string]board.TombState{"e4": board.TombOpen, "e5": board.TombActive, "d5": board.TombActive}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, tc.fen)
			before := g.Pos.Format()
			require.NoError(t, g.PlayTurn(tc.turn))
			require.NoError(t, g.Pos.Validate())
			for sq, state := range tc.want {
				tomb, _ := tombOn(t, g.Pos, sq)
				assert.Equal(t, state, tomb.State, sq)
			}
			// No step may stand on a victim's tomb without exploding.
			for _, s := range g.Legal(0, nil) {
				if s.Kind() == KindMove && tc.want[s.To().String()] == board.TombActive {
					g.Make(s)
					_, q := tombOn(t, g.Pos, s.To().String())
					assert.Len(t, q, 2, "%s explodes", FormatStep(g.Pos, s))
					g.Unmake()
				}
			}
			for range g.undo {
				g.Unmake()
			}
			assert.Equal(t, before, g.Pos.Format())
		})
	}
}
