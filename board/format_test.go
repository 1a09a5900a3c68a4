package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundTrip checks parse(format(p)) == p and that the writer is canonical.
func roundTrip(t *testing.T, p *Position) {
	t.Helper()
	s := p.Format()
	q, err := Parse(s)
	require.NoError(t, err, s)
	assert.Empty(t, p.Diff(q), s)
	assert.Equal(t, p.Hash(), q.Hash())
	assert.Equal(t, s, q.Format())
}

func TestRoundTripHandWritten(t *testing.T) {
	tests := []struct{ name, fen string }{
		{"start", StartFEN},
		{"after a double move", afterMoveFEN},
		{"rich", richFEN},
		{"empty board", "16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 b"},
		{"kings and a stack of three", "8K7/16/16/16/16/16/16/16/16/16/16/3(FFF)12/16/16/16/8k7 w"},
		{"egg stack, largest ply", "8K7/16/16/16/16/16/(EE)15/16/16/16/16/16/16/16/16/8k7 w ply:4294967295"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.fen)
			require.NoError(t, err)
			require.NoError(t, p.Validate())
			assert.Equal(t, tc.fen, p.Format(), "hand-written strings are canonical")
			roundTrip(t, p)
		})
	}
}

// The rich position holds what its sections say.
func TestRichPositionContents(t *testing.T) {
	p := MustParse(richFEN)
	sq := func(n string) Square {
		s, err := ParseSquare(n)
		require.NoError(t, err)
		return s
	}
	// A tomb queue of three units, oldest first.
	assert.Equal(t, []UnitID{200, 201, 202}, p.TombQueue(sq("h13"), nil))
	tomb, ok := p.TombAt(sq("h13"))
	require.True(t, ok)
	assert.Equal(t, TombActive, tomb.State)
	assert.Equal(t, uint8(12), tomb.Rot)
	// A pending tomb under a body.
	tomb, ok = p.TombAt(sq("e4"))
	require.True(t, ok)
	assert.Equal(t, TombPending, tomb.State)
	assert.NotZero(t, p.BodyAt(sq("e4")))
	// Walls remember their owner, even a removed one.
	assert.Equal(t, UnitID(5), p.WallOwner(sq("e10")))
	assert.Equal(t, UnitID(210), p.WallOwner(sq("a10")))
	assert.Equal(t, LocGone, p.Unit(210).Loc)
	assert.ElementsMatch(t, []Square{sq("e10"), sq("e12")}, p.WallSquares(5, nil))
	// Terrain levels at both ends of the range (V13-TERRAIN).
	assert.Equal(t, -63, p.Level(sq("c6")))
	assert.Equal(t, 63, p.Level(sq("d6")))
	// A flood and the other markers.
	assert.Equal(t, []Marker{{Kind: MarkFlood, Square: sq("c6"), Timer: 10}}, p.MarkersAt(sq("c6"), nil))
	assert.Equal(t, []Marker{{Kind: MarkDistract, Square: sq("j7"), Dir: NorthEast, Owner: 2}}, p.MarkersAt(sq("j7"), nil))
	assert.Len(t, p.Markers(), 7)
	// The fused stack on f5, rook first.
	assert.Equal(t, []UnitID{67, 68}, p.Members(p.BodyAt(sq("f5")), nil))
	assert.Equal(t, MakePiece(Rook, White)|PieceStack, p.PieceAt(sq("f5")))
	// A shadow (a monad) sharing e4 with a pawn, and a shadow stack.
	assert.Equal(t, []UnitID{204}, p.ShadowsAt(sq("e4"), nil))
	assert.True(t, p.Unit(204).Has(StatusShadow|StatusMonad))
	assert.Equal(t, []UnitID{205, 206}, p.Members(p.ShadowsAt(sq("f6"), nil)[0], nil))
	// A box, an egg with its dragon, a Queen's Shadow token and an Illusion.
	assert.Equal(t, MakePiece(Rook, White)|PieceBox, p.PieceAt(sq("a1")))
	assert.Equal(t, MakePiece(Egg, Black), p.PieceAt(sq("e11")))
	assert.Equal(t, UnitID(6), p.Unit(64).Parent)
	assert.Equal(t, MakePiece(QueenShadow, White), p.PieceAt(sq("i9")))
	assert.Equal(t, MakePiece(Illusion, White), p.PieceAt(sq("c8")))
	// A loop program and its position, and a monad program.
	assert.Equal(t, []ProgStep{{DY: 3}, {DX: 3}, {DY: -3}, {DX: -3}}, p.Program(101))
	assert.Equal(t, uint8(1), p.Unit(101).ProgPos)
	assert.Equal(t, []ProgStep{{DX: 1, DY: 2}, {Action: ProgDeshadow}, {Action: ProgSpecial, Arg: 7, DY: -1}}, p.Program(204))
	// Paralysis, range and capture counters.
	assert.Equal(t, uint16(3), p.Unit(73).Paralysis)
	u := p.Unit(67)
	assert.Equal(t, [4]int{3, 6, 40, 1}, [4]int{int(u.CRRDiag), int(u.CRROrth), int(p.Idle(67)), int(u.Awards)})
	// Facing, bind links and a syzygy pair.
	assert.Equal(t, East, p.Unit(69).Facing)
	assert.Equal(t, uint8(1<<East), p.Unit(85).Bind)
	assert.Equal(t, UnitID(13), p.Unit(120).Syzygy)
	// Turn in progress.
	assert.Equal(t, TurnState{Actor: 66, From: NewSquare(2, 6), Mode: TurnDouble, Done: 1, Left: 1}, p.Turn())
	assert.Equal(t, []Square{sq("c7"), sq("a8"), sq("b8")}, p.Trail())
	assert.True(t, p.LastNull())
	assert.Equal(t, uint32(57), p.Ply())
}

// Bad input gets a precise error naming the field and item, never a panic.
func TestParseErrors(t *testing.T) {
	start := StartFEN
	board := strings.TrimSuffix(StartFEN, " w")
	tests := []struct{ name, fen, want string }{
		{"empty", "", "want a board field and a side"},
		{"no side", board, "want a board field and a side"},
		{"bad side", board + " x", `side: "x": want w or b`},
		{"15 ranks", "16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w", "want 16 ranks"},
		{"short rank", strings.Replace(start, "16/16/16/16/16/16/16/16/", "15/16/16/16/16/16/16/16/", 1), "rank 12 has 15 squares, want 16"},
		{"long rank", strings.Replace(start, "/16/", "/17/", 1), "empty run 17 does not fit"},
		{"bad letter", strings.Replace(start, "RJAO", "RJGO", 1), `'G' is not a unit letter`},
		{"zero run", strings.Replace(start, "/16/", "/0/", 1), "empty run 0"},
		{"open stack", strings.Replace(start, "/16/", "/(rn/", 1), "'(' without ')'"},
		{"stack of one", strings.Replace(start, "/16/", "/(r)15/", 1), "a stack needs at least 2 units"},
		{"unknown section", start + " foo:1", `unknown section "foo"`},
		{"no colon", start + " wall", "want name:value"},
		{"duplicate section", start + " ply:1 ply:2", "ply: given twice"},
		{"empty section", start + " ply:", "ply: empty value"},
		{"ids too few", start + " id:1-127", "127 ids for the 128 units"},
		{"ids too many", start + " id:1-200", "more ids than the 128 units"},
		{"ids descending", start + " id:5-1", "a run must ascend"},
		{"duplicate id", start + " id:1-127,5", "unit id 5 is used twice"},
		{"wall on a body", start + " wall:5=a1", "only an assassin may stand on a wall"},
		{"wall unknown owner", start + " wall:300=e8", "owner 300 is not a unit"},
		{"wall bad square", start + " wall:5=e8z9", `file 'z' is not in a-p`},
		{"wall twice", start + " wall:5=e8,6=e8", "e8 already has a wall of unit 5"},
		{"level out of range (V13-TERRAIN)", start + " level:e8=64", "level 64 on e8 is outside -63..63"},
		{"level not a number", start + " level:e8=x", `level "x"`},
		{"tomb bad state", start + " tomb:e8=gone/0/", `state "gone"`},
		{"tomb too few parts", start + " tomb:e8=active", "want square=state/rot/queue"},
		{"tomb id clash", start + " tomb:e8=active/0/P5", "unit id 5 is used twice"},
		{"tomb stack", start + " tomb:e8=active/0/(P200P201)", "fused stacks are not allowed here"},
		{"active tomb under a body", start + " tomb:e4=active/0/P200", "active under a body"},
		{"shadow clash", start + " shadow:e8=N5", "unit id 5 is used twice"},
		{"shadow mixed stack", start + " shadow:e8=(N200n201)", "of different sides and cannot fuse"},
		{"shadow king stack", start + " shadow:e8=(K200R201)", "kings cannot fuse"},
		{"two kings of a side", "K7K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w", "black has 2 kings on the board; a side has one at most"},
		{"unit unknown attr", start + " unit:5/foo=1", `unknown attribute "foo"`},
		{"unit unknown id", start + " unit:300/par=1", "unit 300 is not on the board"},
		{"unit too big", start + " unit:5/par=70000", "want a number 0..65535"},
		{"unit shadow flag", start + " unit:5/shadow", "shadow form is given by the shadow section"},
		{"unit bad facing", start + " unit:5/face=ne", `face "ne"`},
		{"unit ppos past end", start + " unit:5/ppos=1", "ppos 1 is past the 0 program steps"},
		{"unit bad prog", start + " unit:5/prog=+1", "want a signed offset"},
		{"unit syzygy unpaired", start + " unit:5/syz=6", "not paired back"},
		{"unit bind unreturned", start + " unit:5/bind=e", "bind link e from e16 is not returned"},
		{"marker unknown", start + " mark:mine@e8", `unknown marker "mine"`},
		{"marker parts", start + " mark:flood@e8", "flood takes 2 parts"},
		{"marker owner", start + " mark:trap@e8/300", "owner 300 is not a unit"},
		{"marker zero timer", start + " mark:flood@e8/0", "needs a timer above 0"},
		{"marker twice", start + " mark:trap@e8/2,trap@e8/2", "is already there"},
		{"tunnel diagonal", start + " mark:tunnel@e8/3/ne", "must point n, e, s or w"},
		{"turn parts", start + " turn:5", "want actor/mode/done/left"},
		{"turn mode", start + " turn:100/triple/1/1", `mode "triple"`},
		{"turn wrong side", start + " turn:5/double/1/1", "belongs to black, but white is to move"},
		{"turn no steps", start + " turn:100/double/0/2", "has made no step"},
		{"turn start square", start + " turn:100/double/1/1/zz", `"zz" is neither the start square nor a flag`},
		{"turn too many parts", start + " turn:100/double/1/1/e4/cap/acc", "want actor/mode/done/left[/from][/flags]"},
		{"trail without turn", start + " trail:e4", "turn state without an actor must be empty"},
		{"trail twice", start + " turn:100/double/1/1 trail:e4e4", "e4 is listed twice"},
		{"lastnull value", start + " lastnull:yes", "want 1"},
		{"ply negative", start + " ply:-1", "want a number"},
		{"unit twice", start + " unit:5/loop,5/par=2", "unit 5 is given twice"},
		{"level twice", start + " level:a8=0,a8=6", "a8 is given twice"},
		{"parent self", start + " unit:5/parent=5", "parent names the unit itself"},
		{"origin without paralysis", start + " unit:5/paro=1", "a paralysis origin needs paralysis"},
		{"origin before paralysis is fine", start + " unit:5/paro=1/par=2 foo:1", `unknown section "foo"`},
		{"token stack", strings.Replace(start, "/16/", "/(SI)15/", 1), "a Queen's Shadow token or an Illusion cannot fuse"},
		{"egg with rook", strings.Replace(start, "/16/", "/(ER)15/", 1), "eggs fuse only with eggs"},
		{"ply too big", start + " ply:4294967296", "want a number 0..4294967295"},
		{"binary junk", "\x00\xff\xfe w", "want 16 ranks"},
		{"binary junk in a rank", strings.Replace(start, "/16/", "/\xff\x00/", 1), "not a unit letter"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(tc.fen)
			require.Error(t, err)
			assert.Nil(t, p)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, strings.HasPrefix(err.Error(), "position: "), err.Error())
		})
	}
}
