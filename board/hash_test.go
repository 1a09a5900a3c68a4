package board

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mutator applies random setters to a position, keeping it valid, so the
// tests can check the incremental hash, Validate and the format after each.
type mutator struct {
	r *rand.Rand
	p *Position
}

func (m *mutator) sq() Square { return Square(m.r.IntN(NumSquares)) }

// pick returns a square satisfying ok, or false after a bounded search.
func (m *mutator) pick(ok func(Square) bool) (Square, bool) {
	for range 512 {
		if s := m.sq(); ok(s) {
			return s, true
		}
	}
	return 0, false
}

func (m *mutator) unit() UnitID {
	for {
		if id := UnitID(1 + m.r.IntN(m.p.NumUnitSlots()-1)); m.p.Exists(id) {
			return id
		}
	}
}

func (m *mutator) single(s Square) bool {
	b := m.p.BodyAt(s)
	return b != 0 && m.p.Unit(b).Member == 0 && m.p.Unit(b).Bind == 0 && m.p.turn.Actor != b
}

func (m *mutator) free(s Square) bool {
	c := m.p.Cell(s)
	if c.Body != 0 || c.Wall != 0 {
		return false
	}
	t, ok := m.p.TombAt(s)
	return !ok || t.State != TombActive
}

// counterFields are the fields a random SetField may touch freely.
var counterFields = []Field{FParalysis, FParOrigin, FCRRDiag, FCRROrth, FIdle, FShellshock, FCapNonPawn, FCapPawn,
	FCapLifetime, FAwards, FStay, FEmpowerer, FEggsLaid, FGrowth, FShadowAge, FShadowTrail, FBoxTrail}

// step applies one random setter and names it; errors are test failures.
func (m *mutator) step() (string, error) {
	p, r := m.p, m.r
	switch r.IntN(22) {
	case 0:
		if err := p.SetTurn(TurnState{}); err != nil {
			return "", err
		}
		p.ClearTrail()
		p.SetSideToMove(p.SideToMove().Other())
		return "flip side", nil
	case 1:
		p.SetLastNull(r.IntN(2) == 0)
		p.SetPly(uint32(r.IntN(1000)))
		return "lastnull/ply", nil
	case 2:
		s := m.sq()
		return "level " + s.String(), p.SetLevel(s, r.IntN(127)-63)
	case 3:
		s, ok := m.pick(func(s Square) bool { return m.p.BodyAt(s) == 0 })
		if !ok {
			return "no wall", nil
		}
		return "wall " + s.String(), p.SetWall(s, m.unit())
	case 4:
		s := m.sq()
		p.ClearWall(s)
		return "clear wall " + s.String(), nil
	case 5:
		id := m.unit()
		p.DissolveWall(id)
		return fmt.Sprintf("dissolve wall of %d", id), nil
	case 6:
		from, ok1 := m.pick(func(s Square) bool { return m.p.BodyAt(s) != 0 && m.p.Unit(m.p.BodyAt(s)).Bind == 0 })
		to, ok2 := m.pick(m.free)
		if !ok1 || !ok2 {
			return "no move", nil
		}
		return "move " + from.String() + to.String(), p.MoveBody(from, to)
	case 7: // capture: the body goes to a pending tomb on its square
		s, ok := m.pick(m.single)
		if !ok {
			return "no capture", nil
		}
		id, err := p.RemoveBody(s)
		if err != nil {
			return "", err
		}
		if _, has := p.TombAt(s); !has {
			if err := p.AddTomb(s, TombPending); err != nil {
				return "", err
			}
		}
		if err := p.SetTombState(s, TombActive); err != nil {
			return "", err
		}
		return "capture on " + s.String(), p.TombPush(s, id)
	case 8: // respawn: the oldest unit leaves an open tomb
		if len(p.Tombs()) == 0 {
			return "no tomb", nil
		}
		t := p.Tombs()[r.IntN(len(p.Tombs()))]
		if t.Head == 0 || p.BodyAt(t.Square) != 0 || p.WallOwner(t.Square) != 0 {
			return "no respawn", nil
		}
		if err := p.SetTombState(t.Square, TombOpen); err != nil {
			return "", err
		}
		id, err := p.TombPop(t.Square)
		if err != nil {
			return "", err
		}
		if err := p.PlaceBody(t.Square, id); err != nil {
			return "", err
		}
		if t.Len == 1 {
			return "respawn, tomb gone", p.RemoveTomb(t.Square)
		}
		return "respawn on " + t.Square.String(), nil
	case 9:
		if len(p.Tombs()) == 0 {
			return "no tomb", nil
		}
		t := p.Tombs()[r.IntN(len(p.Tombs()))]
		if err := p.SetTombRot(t.Square, uint8(r.IntN(41))); err != nil {
			return "", err
		}
		if p.BodyAt(t.Square) == 0 {
			return "tomb state", p.SetTombState(t.Square, TombState(1+r.IntN(3)))
		}
		return "tomb rot", nil
	case 10: // fuse two single units of one side
		from, ok1 := m.pick(func(s Square) bool { return m.single(s) && m.p.PieceAt(s).Type() != King })
		if !ok1 {
			return "no fuse", nil
		}
		side := p.PieceAt(from).Side()
		to, ok2 := m.pick(func(s Square) bool {
			b := m.p.BodyAt(s)
			return s != from && b != 0 && m.p.PieceAt(s).Side() == side && m.p.canStack(b, m.p.BodyAt(from)) == nil
		})
		if !ok2 {
			return "no fuse", nil
		}
		id, err := p.RemoveBody(from)
		if err != nil {
			return "", err
		}
		return "fuse " + from.String() + to.String(), p.Fuse(to, id)
	case 11: // a member leaves its stack
		s, ok := m.pick(func(s Square) bool { return m.p.PieceAt(s)&PieceStack != 0 })
		to, ok2 := m.pick(m.free)
		if !ok || !ok2 {
			return "no unfuse", nil
		}
		members := p.Members(p.BodyAt(s), nil)
		id := members[r.IntN(len(members))]
		if err := p.Unfuse(s, id); err != nil {
			return "", err
		}
		return "unfuse " + s.String(), p.PlaceBody(to, id)
	case 12: // a body enters shadow form, or a shadow returns
		if s, ok := m.pick(func(s Square) bool { return m.p.Cell(s).Shadows != 0 }); ok && r.IntN(2) == 0 {
			id := p.ShadowsAt(s, nil)[0]
			if p.Unit(id).Member != 0 || !m.free(s) {
				return "no deshadow", nil
			}
			if err := p.RemoveShadow(s, id); err != nil {
				return "", err
			}
			if err := p.SetField(id, FStatus, uint32(p.Unit(id).Status&^StatusShadow)); err != nil {
				return "", err
			}
			return "deshadow on " + s.String(), p.PlaceBody(s, id)
		}
		s, ok := m.pick(func(s Square) bool { return m.single(s) && m.p.PieceAt(s).Type() != King })
		if !ok {
			return "no shadow", nil
		}
		id, err := p.RemoveBody(s)
		if err != nil {
			return "", err
		}
		if err := p.SetField(id, FStatus, uint32(p.Unit(id).Status|StatusShadow)); err != nil {
			return "", err
		}
		return "shadow to", p.AddShadow(m.sq(), id)
	case 13:
		kind := MarkerKind(1 + r.IntN(int(MarkDeathTrap)-1)) // 13.0's kinds: the death traps are 12C's (validate_variant.go)
		mk := Marker{Kind: kind, Square: m.sq()}
		if markerHasOwner[kind] {
			mk.Owner = m.unit()
		}
		if markerHasDir[kind] {
			mk.Dir = Dir(r.IntN(8))
			if kind == MarkTunnel {
				mk.Dir &^= 1
			}
		}
		if markerHasTimer[kind] {
			mk.Timer = uint16(1 + r.IntN(64))
		}
		if p.findMarker(mk.Square, mk.Kind, mk.Owner) >= 0 {
			return "marker exists", nil
		}
		if kind == MarkFlood && r.IntN(2) == 0 {
			if err := p.AddMarker(mk); err != nil {
				return "", err
			}
			return "flood holds a unit", p.SetField(m.unit(), FFlood, uint32(mk.Square)+1)
		}
		return "add " + kind.String(), p.AddMarker(mk)
	case 14:
		if len(p.Markers()) == 0 {
			return "no marker", nil
		}
		mk := p.Markers()[r.IntN(len(p.Markers()))]
		if markerHasTimer[mk.Kind] && r.IntN(2) == 0 {
			return "marker timer", p.SetMarkerTimer(mk.Square, mk.Kind, mk.Owner, uint16(1+r.IntN(100)))
		}
		if mk.Kind == MarkFlood { // the flood lets go of the units it holds
			for id := 1; id < p.NumUnitSlots(); id++ {
				if sq, ok := p.Unit(UnitID(id)).FloodSquare(); ok && sq == mk.Square {
					if err := p.SetField(UnitID(id), FFlood, 0); err != nil {
						return "", err
					}
				}
			}
		}
		return "remove " + mk.Kind.String(), p.RemoveMarker(mk.Square, mk.Kind, mk.Owner)
	case 15:
		id := m.unit()
		f := counterFields[r.IntN(len(counterFields))]
		v := uint32(r.IntN(int(min(fieldTable[f].max, 300)) + 1))
		if f == FParOrigin && v != 0 && p.Unit(id).Paralysis == 0 {
			if err := p.SetField(id, FParalysis, 1); err != nil {
				return "", err
			}
		}
		return fmt.Sprintf("unit %d %s=%d", id, f, v), p.SetField(id, f, v)
	case 16:
		id := m.unit()
		if err := p.SetField(id, FFacing, uint32(r.IntN(4)*2)); err != nil {
			return "", err
		}
		return "facing/box", p.SetField(id, FStatus, uint32(p.Unit(id).Status^StatusBoxed^StatusLoop))
	case 17: // promotion or conversion of a single body
		s, ok := m.pick(func(s Square) bool { return m.single(s) && m.p.PieceAt(s).Type() != King })
		if !ok {
			return "no promotion", nil
		}
		id := p.BodyAt(s)
		if err := p.SetField(id, FType, uint32(Pawn+UnitType(r.IntN(int(Templar))))); err != nil {
			return "", err
		}
		if p.Unit(id).Type == King {
			return "", p.SetField(id, FType, uint32(Rook))
		}
		return "convert " + s.String(), p.SetField(id, FSide, uint32(r.IntN(2)))
	case 18:
		id := m.unit()
		n := r.IntN(5)
		steps := make([]ProgStep, n)
		for i := range steps {
			steps[i] = ProgStep{Action: ProgAction(r.IntN(3)), DX: int8(r.IntN(7) - 3), DY: int8(r.IntN(7) - 3), Arg: uint8(r.IntN(9))}
			switch steps[i].Action {
			case ProgMove:
				steps[i].Arg = 0
			case ProgDeshadow:
				steps[i] = ProgStep{Action: ProgDeshadow}
			}
		}
		if err := p.SetProgram(id, steps); err != nil {
			return "", err
		}
		if n > 1 {
			return "program", p.SetField(id, FProgPos, uint32(r.IntN(n)))
		}
		return "program", nil
	case 19: // a turn in progress, with a trail
		s, ok := m.pick(func(s Square) bool { return m.p.BodyAt(s) != 0 && m.p.PieceAt(s).Side() == m.p.SideToMove() })
		if !ok {
			return "no turn", nil
		}
		t := TurnState{Actor: p.BodyAt(s), Mode: TurnMode(1 + r.IntN(int(numTurnModes)-1)), Done: uint8(1 + r.IntN(3)),
			Left: uint8(r.IntN(3)), Flags: uint8(r.IntN(4))}
		if err := p.SetTurn(t); err != nil {
			return "", err
		}
		p.AddTrail(m.sq())
		if r.IntN(3) == 0 {
			p.TruncateTrail(0)
		}
		return "turn", nil
	case 20: // a new unit (spawn) or a removed one
		s, ok := m.pick(m.free)
		if !ok {
			return "no spawn", nil
		}
		typ := UnitType(1 + r.IntN(int(Illusion))) // a type of 13.0, the position's variant
		if typ == King {
			typ = Queen // a side has one king at most (Validate)
		}
		id, err := p.NewUnit(typ, Side(r.IntN(2)))
		if err != nil {
			return "", err
		}
		if r.IntN(4) == 0 {
			return "gone unit", p.SetGone(id)
		}
		return "spawn on " + s.String(), p.PlaceBody(s, id)
	default: // syzygy pair or bind link between two single bodies
		a, ok := m.pick(m.single)
		if !ok {
			return "no pair", nil
		}
		d := Dir(r.IntN(8))
		dx, dy := d.Delta()
		b, ok := a.Offset(dx, dy)
		if !ok || !m.single(b) {
			return "no pair", nil
		}
		ia, ib := p.BodyAt(a), p.BodyAt(b)
		if r.IntN(2) == 0 {
			if err := p.SetField(ia, FBind, uint32(p.Unit(ia).Bind|1<<d)); err != nil {
				return "", err
			}
			return "bind", p.SetField(ib, FBind, uint32(p.Unit(ib).Bind|1<<d.Opposite()))
		}
		if p.Unit(ia).Syzygy != 0 || p.Unit(ib).Syzygy != 0 {
			return "no syzygy", nil
		}
		if err := p.SetField(ia, FSyzygy, uint32(ib)); err != nil {
			return "", err
		}
		return "syzygy", p.SetField(ib, FSyzygy, uint32(ia))
	}
}

// Every setter keeps the incremental hash equal to ComputeHash, and the
// repetition key equal to ComputeRepetitionHash (V13-DRAW-REPETITION),
// keeps the position valid, and keeps parse(format(p)) == p.
func TestIncrementalHashAfterEverySetter(t *testing.T) {
	for _, start := range []string{StartFEN, richFEN, afterMoveFEN} {
		m := mutator{r: rand.New(rand.NewPCG(1, uint64(len(start)))), p: MustParse(start)}
		for i := range 3000 {
			what, err := m.step()
			require.NoError(t, err, "step %d: %s", i, what)
			require.Equal(t, m.p.ComputeHash(), m.p.Hash(), "step %d: %s", i, what)
			require.Equal(t, m.p.ComputeRepetitionHash(), m.p.RepetitionHash(), "step %d: %s", i, what)
			require.NoError(t, m.p.Validate(), "step %d: %s", i, what)
			if i%10 == 0 {
				s := m.p.Format()
				q, err := Parse(s)
				require.NoError(t, err, "step %d: %s\n%s", i, what, s)
				require.Empty(t, m.p.Diff(q), "step %d: %s\n%s", i, what, s)
			}
		}
	}
}

// A setter that refuses leaves the position exactly as it was.
func TestRefusedSettersChangeNothing(t *testing.T) {
	p := MustParse(richFEN)
	before := p.Clone()
	sq := func(n string) Square { s, _ := ParseSquare(n); return s }
	refused := []struct {
		name string
		err  error
	}{
		{"level", p.SetLevel(sq("a8"), 64)},
		{"wall owner", p.SetWall(sq("a8"), 999)},
		{"wall under a pawn", p.SetWall(sq("a4"), 5)},
		{"place occupied", p.PlaceBody(sq("a1"), 210)},
		{"move empty", p.MoveBody(sq("a8"), sq("a9"))},
		{"remove empty", func() error { _, err := p.RemoveBody(sq("a8")); return err }()},
		{"fuse placed", p.Fuse(sq("a1"), 2)},
		{"unfuse single", p.Unfuse(sq("a1"), 117)},
		{"tomb twice", p.AddTomb(sq("h13"), TombActive)},
		{"remove full tomb", p.RemoveTomb(sq("h13"))},
		{"pop no tomb", func() error { _, err := p.TombPop(sq("a8")); return err }()},
		{"push placed", p.TombPush(sq("h13"), 3)},
		{"marker twice", p.AddMarker(Marker{Kind: MarkTrap, Square: sq("g7"), Owner: 2})},
		{"marker no owner", p.AddMarker(Marker{Kind: MarkTrap, Square: sq("g8")})},
		{"remove missing marker", p.RemoveMarker(sq("g8"), MarkTrap, 2)},
		{"field link", p.SetField(3, FNext, 4)},
		{"field too big", p.SetField(3, FCRRDiag, 256)},
		{"field facing", p.SetField(3, FFacing, uint32(NorthEast))},
		{"field missing unit", p.SetField(999, FParalysis, 1)},
		{"origin without paralysis", p.SetField(3, FParOrigin, 1)},
		{"turn actor", p.SetTurn(TurnState{Actor: 999})},
		{"add unit twice", p.AddUnit(3, Rook, White)},
		{"shadow not shadow", p.AddShadow(sq("a8"), 3)},
		{"program too long", p.SetProgram(3, make([]ProgStep, 300))},
		{"program bad step", p.SetProgram(3, []ProgStep{{Action: ProgDeshadow, DX: 1}})},
	}
	for _, tc := range refused {
		assert.Error(t, tc.err, tc.name)
	}
	assert.Empty(t, before.Diff(p))
	assert.Equal(t, before.Hash(), p.Hash())
}

// Two positions that differ in one item of the repetition key (Q13) hash
// differently; the ply count is not part of the key.
func TestHashSeparatesOneFieldDifferences(t *testing.T) {
	base := StartFEN + " wall:5=e10e11 level:c6=-5 tomb:h8=active/3/P200R201 unit:73/par=3/crrd=2 mark:flood@c6/10,trap@g7/2"
	edit := func(old, new string) string {
		require.Contains(t, base, old)
		return strings.Replace(base, old, new, 1)
	}
	tests := []struct{ name, other string }{
		{"wall owner", edit("wall:5=", "wall:6=")},
		{"wall square", edit("e10e11", "e10e12")},
		{"tomb order", edit("P200R201", "R201P200")},
		{"tomb state", edit("active/3", "open/3")},
		{"tomb rot", edit("active/3", "active/4")},
		{"paralysis count", edit("par=3", "par=4")},
		{"crr", edit("crrd=2", "crrd=3")},
		{"crr direction class", edit("crrd=2", "crro=2")},
		{"terrain level", edit("c6=-5", "c6=-6")},
		{"terrain square", edit("level:c6=-5", "level:c7=-5")},
		{"flood timer", edit("flood@c6/10", "flood@c6/9")},
		{"held by a flood", edit("unit:73/", "unit:73/flood=c6/")},
		{"trap owner", edit("trap@g7/2", "trap@g7/15")},
		{"side to move", edit(" w ", " b ")},
		{"last null", base + " lastnull:1"},
		{"facing", edit("unit:73/", "unit:73/face=e/")},
		{"box", edit("unit:73/", "unit:73/box/")},
		{"unit identity", edit(" w ", " w id:2,1,3-128 ")},
		{"turn in progress", base + " turn:100/double/1/1"},
		{"trail", base + " turn:100/double/1/1 trail:e5"},
		{"turn start square", base + " turn:100/double/1/1/e6 trail:e5"},
		{"program", edit("unit:73/", "unit:73/prog=+0+1/")},
		{"shadow", base + " shadow:e8=N300"},
		{"stack order", strings.Replace(base, "/16/16/16/16/16/16/16/16/", "/16/16/16/16/16/(rn)15/16/16/", 1)},
	}
	h0 := MustParse(base).Hash()
	seen := map[uint64]string{h0: "base"}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.other)
			require.NoError(t, err)
			assert.NotEqual(t, h0, p.Hash())
			if prev, dup := seen[p.Hash()]; dup {
				t.Errorf("same hash as %s", prev)
			}
			seen[p.Hash()] = tc.name
		})
	}
	stackA := MustParse(strings.Replace(base, "/16/16/16/16/16/16/16/16/", "/16/16/16/16/16/(rn)15/16/16/", 1))
	stackB := MustParse(strings.Replace(base, "/16/16/16/16/16/16/16/16/", "/16/16/16/16/16/(nr)15/16/16/", 1))
	assert.NotEqual(t, stackA.Hash(), stackB.Hash(), "fusion order")
	assert.Equal(t, h0, MustParse(base+" ply:99").Hash(), "the ply count is not in the key")
}

func TestCopyFrom(t *testing.T) {
	src := MustParse(richFEN)
	dst := StartPosition()
	dst.CopyFrom(src)
	assert.Empty(t, src.Diff(dst))
	require.NoError(t, dst.Validate())
	// The copy is independent of the source.
	require.NoError(t, dst.SetLevel(0, 5))
	assert.NotEqual(t, src.Hash(), dst.Hash())
	assert.Equal(t, 0, src.Level(0))
	assert.Equal(t, richFEN, src.Format())
}

// TombUnpush undoes TombPush exactly.
func TestTombUnpush(t *testing.T) {
	p := MustParse(richFEN)
	sq, _ := ParseSquare("h13")
	id, err := p.NewUnit(Rook, White)
	require.NoError(t, err)
	withUnit := p.Clone()
	require.NoError(t, p.TombPush(sq, id))
	got, err := p.TombUnpush(sq)
	require.NoError(t, err)
	assert.Equal(t, id, got)
	assert.Empty(t, withUnit.Diff(p))
	require.NoError(t, p.SetGone(id))
	// Down to an empty queue and back.
	for range 3 {
		_, err := p.TombUnpush(sq)
		require.NoError(t, err)
	}
	_, err = p.TombUnpush(sq)
	assert.Error(t, err)
}

// TombSquares follows every tomb through its states (V13-TOMB-CREATE,
// V13-TOMB-EXPLOSION): created, turned active, opened and removed, each
// tomb is in the set of its state and in no other, and Validate agrees.
func TestTombSquares(t *testing.T) {
	p := MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")
	sq := func(s string) Square { return mustSquare(t, s) }
	want := func(pending, active, open []string) {
		t.Helper()
		for _, c := range []struct {
			state TombState
			sqs   []string
		}{{TombPending, pending}, {TombActive, active}, {TombOpen, open}} {
			var set SquareSet
			for _, s := range c.sqs {
				set.Add(sq(s))
			}
			assert.Equal(t, set, *p.TombSquares(c.state), "%s tombs", c.state)
		}
		require.NoError(t, p.Validate())
	}
	want(nil, nil, nil)
	require.NoError(t, p.AddTomb(sq("c3"), TombPending))
	require.NoError(t, p.AddTomb(sq("d4"), TombActive))
	require.NoError(t, p.AddTomb(sq("e5"), TombOpen))
	want([]string{"c3"}, []string{"d4"}, []string{"e5"})
	require.NoError(t, p.SetTombState(sq("c3"), TombActive))
	require.NoError(t, p.SetTombState(sq("d4"), TombOpen))
	want(nil, []string{"c3"}, []string{"d4", "e5"})
	require.NoError(t, p.RemoveTomb(sq("d4")))
	want(nil, []string{"c3"}, []string{"e5"})
	q := New()
	q.CopyFrom(p)
	assert.Equal(t, *p.TombSquares(TombActive), *q.TombSquares(TombActive), "a copy keeps them")
}
