package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBindGeneration: V13-BIND. A unit binds itself to an adjacent friendly
// body (orthogonal or diagonal), one move per pair; never a king, an enemy,
// a unit locked in syzygy, nor a pair already linked; a paralyzed unit does
// not bind, but may be bound to.
func TestBindGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-BIND a pair, once, from the lower square", special: "bind",
			fen: lnFEN("K@p16 k@a1 r@e4 b@f5"), want: []string{"e4!bind-f5"}},
		{name: "V13-BIND three in a row, orthogonal and diagonal", special: "bind",
			fen: lnFEN("K@p16 k@a1 r@e4 b@f4 n@e5"), want: []string{"e4!bind-f4", "e4!bind-e5", "f4!bind-e5"}},
		{name: "V13-BIND never a king, never an enemy", special: "bind",
			fen: lnFEN("K@p16 k@a1 r@b2 R@c3")},
		{name: "V13-BIND a paralyzed unit is bound by its partner", special: "bind",
			fen: lnFEN("K@p16 k@a1 r@e4 b@f5", "unit:{e4}/par=2"), want: []string{"f5!bind-e4"}},
		{name: "V13-BIND a linked pair is not bound again; a bound unit binds on", special: "bind",
			fen: lnFEN("K@p16 k@a1 r@e4 b@f5 n@g6", "unit:{e4}/bind=ne,{f5}/bind=sw"), want: []string{"f5!bind-g6"}},
		{name: "V13-BIND not with a unit locked in syzygy", special: "bind",
			fen: lnFEN("K@p16 k@a1 r@e4 b@f5 B@k12", "unit:{f5}/syz={k12},{k12}/syz={f5}")},
	})
}

// TestBindMake: V13-BIND. Binding sets the two links; a bound unit makes no
// step of its own, captures nothing and threatens nothing: it moves only
// with its group, whose every body follows by the same offset.
func TestBindMake(t *testing.T) {
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e4 b@f5"), "e4!bind-f5", func(g *Game) {
		p := g.Pos
		assert.Equal(t, uint8(1<<board.NorthEast), bodyOn(t, p, "e4").Bind)
		assert.Equal(t, uint8(1<<board.SouthWest), bodyOn(t, p, "f5").Bind)
	})
	bound := lnFEN("K@p16 k@a1 r@e4 b@f5 B@e9", "unit:{e4}/bind=ne,{f5}/bind=sw")
	assert.Empty(t, stepsOf(t, bound, "e4"), "a bound unit has no step of its own, no capture")
	assert.Empty(t, stepsOf(t, bound, "f5"))
	assert.False(t, Attacked(board.MustParse(bound), board.White, sqs(t, "e9")[0]), "nor does it threaten")
}

// TestBindGroupMove: V13-BIND. The named unit makes a quiet step of its own
// pattern and the group follows by the same offset, only where every
// destination is vacant (no body but the group's, no wall, no active tomb).
func TestBindGroupMove(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e4 b@f5", "unit:{e4}/bind=ne,{f5}/bind=sw")
	moves := specialsOf(t, fen, "group", false)
	assert.Contains(t, moves, "e4!group-e5", "onto its own partner's square: the partner moves on")
	assert.Contains(t, moves, "f5!group-g6")
	assert.NotContains(t, moves, "e4!group-e16", "the bishop would leave the board")
	assert.NotContains(t, moves, "e4!group-p4", "the bishop would leave the board")
	assert.Contains(t, moves, "e4!group-e15")
	blocked := lnFEN("K@p16 k@a1 r@e4 b@f5 n@f7 B@f8", "unit:{e4}/bind=ne,{f5}/bind=sw", "wall:{p16}=g6", "tomb:g5=active/0/")
	moves = specialsOf(t, blocked, "group", false)
	assert.NotContains(t, moves, "e4!group-e6", "a friend on f7")
	assert.NotContains(t, moves, "e4!group-f4", "an active tomb on g5")
	assert.NotContains(t, moves, "e4!group-e7", "the bishop's square holds an enemy")
	assert.Contains(t, moves, "e4!group-e8")
	assert.NotContains(t, moves, "f5!group-g6", "a wall on g6: the bishop's own square")
	makeAndBack(t, fen, "e4!group-e5", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Rook, bodyOn(t, p, "e5").Type)
		assert.Equal(t, board.Bishop, bodyOn(t, p, "f6").Type)
		assert.Zero(t, p.BodyAt(sqs(t, "e4")[0]))
		assert.Zero(t, p.BodyAt(sqs(t, "f5")[0]))
		assert.Equal(t, uint8(1<<board.NorthEast), bodyOn(t, p, "e5").Bind, "the links go with the group")
	})
}

// TestUnbind: V13-UNBIND. A bound unit makes one quiet step of its own
// alone and loses all its links; its partners keep their other links.
func TestUnbind(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e4 b@f5 n@g6", "unit:{e4}/bind=ne,{f5}/bind=sw+ne,{g6}/bind=sw")
	moves := specialsOf(t, fen, "unbind", false)
	assert.Contains(t, moves, "f5!unbind-g4")
	assert.Contains(t, moves, "e4!unbind-e3")
	assert.NotContains(t, moves, "e4!unbind-f5", "a quiet step to a free square only")
	assert.Empty(t, specialsOf(t, lnFEN("K@p16 k@a1 r@e4 b@f5"), "unbind", false), "an unbound unit has nothing to unbind")
	makeAndBack(t, fen, "f5!unbind-g4", func(g *Game) {
		p := g.Pos
		assert.Zero(t, bodyOn(t, p, "g4").Bind)
		assert.Zero(t, bodyOn(t, p, "e4").Bind)
		assert.Zero(t, bodyOn(t, p, "g6").Bind)
		assert.Equal(t, board.Bishop, bodyOn(t, p, "g4").Type)
	})
	fen3 := lnFEN("K@p16 k@a1 r@e4 b@f4 n@g4", "unit:{e4}/bind=e,{f4}/bind=w+e,{g4}/bind=w")
	makeAndBack(t, fen3, "e4!unbind-e3", func(g *Game) {
		p := g.Pos
		assert.Zero(t, bodyOn(t, p, "e3").Bind)
		assert.Equal(t, uint8(1<<board.East), bodyOn(t, p, "f4").Bind, "the rest of the group stays bound")
	})
	// A bound unit that dies loses its links, and its partners theirs to it.
	cap := lnFEN("K@p16 k@a1 r@e4 b@f4 B@h7", "unit:{e4}/bind=e,{f4}/bind=w")
	cap = strings.Replace(cap, " w ", " b ", 1)
	makeAndBack(t, cap, "h7xe4", func(g *Game) {
		assert.Zero(t, bodyOn(t, g.Pos, "f4").Bind, "the partner is free")
		assert.Zero(t, bodyOn(t, g.Pos, "e4").Bind)
	})
	_, err := NewGame(board.MustParse(fen)).ParseStep("f5!unbind-f7")
	require.Error(t, err)
}
