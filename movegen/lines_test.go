package movegen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Table-driven tests of the line movers (catalog Part 1.H: V13-ROOK-MOVE,
// V13-BISHOP-MOVE, V13-BISHOP-CAPTURE, V13-QUEEN-MOVE, V13-DRAGON-MOVE,
// V13-TEMPLAR-MOVE, V13-TEMPLAR-CRR, V13-XBOW-MOVE, V13-XBOW-NOCAPTURE,
// V13-QUEEN-ILLUSION; classes V13-CLASS-RIDER and V13-CLASS-CRR) and of the
// line geometry they share (Part 3 Q9: V13-BOUNCE-DIAG, V13-BOUNCE-ORTH,
// V13-RANGE-BASE, V13-RANGE-EXT, V13-CRR, V13-TERRAIN-CLIMB, V13-TERRAIN-PIT,
// V13-WALL-BLOCK, V13-KIND-IMMUNITY).
//
// Every expected list below was derived by hand from the rules; most cases
// compare the exact set of steps generated from one square.

// lnFEN builds a position string with White to move from a list of units
// written "<letter>@<square>" (upper case = Black, lower case = White) and
// optional sections. In the sections, "{sq}" is replaced by the id of the
// unit on sq (ids are given in reading order: rank 16 first, a to p).
func lnFEN(pieces string, sections ...string) string {
	var grid unitGrid
	for _, f := range strings.Fields(pieces) {
		letter, name, ok := strings.Cut(f, "@")
		if !ok || len(letter) != 1 {
			panic("lnFEN: bad piece " + f)
		}
		sq, err := board.ParseSquare(name)
		if err != nil {
			panic(err)
		}
		if grid[sq.Rank()][sq.File()] != 0 {
			panic("lnFEN: two units on " + name)
		}
		grid[sq.Rank()][sq.File()] = letter[0]
	}
	field, ids := grid.boardField()
	s := field + " w"
	for _, sec := range sections {
		filled, err := fillIDs(sec, ids)
		if err != nil {
			panic("lnFEN: " + err.Error())
		}
		s += " " + filled
	}
	return s
}

// lnSeq lists prefix+square for every square of the straight (orthogonal or
// diagonal) run from one square to another, both included.
func lnSeq(prefix, from, to string) []string {
	a, err := board.ParseSquare(from)
	if err != nil {
		panic(err)
	}
	z, err := board.ParseSquare(to)
	if err != nil {
		panic(err)
	}
	dx, dy := lnSign(z.File()-a.File()), lnSign(z.Rank()-a.Rank())
	var out []string
	for sq := a; ; {
		out = append(out, prefix+sq.String())
		if sq == z {
			return out
		}
		next, ok := sq.Offset(dx, dy)
		if !ok {
			panic("lnSeq: " + from + " to " + to + " is not a straight run")
		}
		sq = next
	}
}

func lnSign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// lnList joins single steps and runs of steps into one list.
func lnList(parts ...any) []string {
	var out []string
	for _, p := range parts {
		switch v := p.(type) {
		case string:
			out = append(out, v)
		case []string:
			out = append(out, v...)
		default:
			panic(fmt.Sprintf("lnList: %T", p))
		}
	}
	return out
}

// lnCase is one position, one square and the exact expected steps from it.
// When subset is set, want need only be contained in the generated steps.
// absent lists steps that must not be generated (documentation of what the
// rule forbids; for an exact case it is implied by want).
type lnCase struct {
	name   string
	fen    string
	from   string
	want   []string
	subset bool
	absent []string
}

func lnRun(t *testing.T, cases []lnCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := board.Parse(tc.fen)
			require.NoError(t, err, tc.fen)
			got := stepsOf(t, tc.fen, tc.from)
			want := sorted(tc.want...)
			for i := 1; i < len(want); i++ {
				require.NotEqual(t, want[i-1], want[i], "expected list repeats a step")
			}
			if tc.subset {
				assert.Subset(t, got, want, tc.fen)
			} else {
				assert.Equal(t, want, got, tc.fen)
				assert.Len(t, got, len(want))
			}
			for _, s := range tc.absent {
				assert.NotContains(t, got, s, tc.fen)
			}
		})
	}
}

// Moves shared by several cases.
var (
	// A rook (or queen, or templar line) on e5 with range 4 going east,
	// west and south on an open board.
	lnRookE5Rest4 = lnList(lnSeq("e5-", "f5", "i5"), lnSeq("e5-", "d5", "a5"), lnSeq("e5-", "e4", "e1"))
	// A bishop on e5 with diagonal range 4: the three diagonals other than
	// north-east on an open board, plus the four orthogonal steps.
	lnBishopE5Rest4 = lnList(lnSeq("e5-", "f4", "i1"), lnSeq("e5-", "d4", "a1"), lnSeq("e5-", "d6", "a9"),
		"e5-e6", "e5-e4", "e5-d5", "e5-f5")
	// A lone rook on a1, range 16: 15 squares up the a-file, a bounce at a16
	// (west is off the board, so only east) onto b16; the same along rank 1
	// with a bounce at p1 onto p2.
	lnRookA1Base = lnList(lnSeq("a1-", "a2", "a16"), "a1-a16-b16", lnSeq("a1-", "b1", "p1"), "a1-p1-p2")
	// Range 3 from a1.
	lnRookA1Three = lnList(lnSeq("a1-", "a2", "a4"), lnSeq("a1-", "b1", "d1"))
)

// TestLinesRookRange: V13-ROOK-MOVE, V13-RANGE-BASE, V13-RANGE-EXT, V13-CRR,
// V13-CLASS-RIDER, V13-CLASS-CRR, V13-BOUNCE-ORTH at the board edge.
func TestLinesRookRange(t *testing.T) {
	const rook = "r@a1 k@e7 K@l10"
	lnRun(t, []lnCase{
		{
			name: "V13-RANGE-BASE lone rook in the corner: 32 steps, range 16 with an edge bounce",
			fen:  lnFEN(rook), from: "a1",
			want:   lnRookA1Base,
			absent: []string{"a1-a16-c16", "a1-p1-p3"},
		},
		{
			name: "V13-RANGE-EXT idle=40 gives +2 squares (range 18)",
			fen:  lnFEN(rook, "unit:{a1}/idle=40"), from: "a1",
			want: lnList(lnSeq("a1-", "a2", "a16"), lnSeq("a1-a16-", "b16", "d16"),
				lnSeq("a1-", "b1", "p1"), lnSeq("a1-p1-", "p2", "p4")),
		},
		{
			name: "V13-RANGE-EXT idle=39 gives floor(39/20)=+1 (range 17)",
			fen:  lnFEN(rook, "unit:{a1}/idle=39"), from: "a1",
			want: lnList(lnSeq("a1-", "a2", "a16"), lnSeq("a1-a16-", "b16", "c16"),
				lnSeq("a1-", "b1", "p1"), lnSeq("a1-p1-", "p2", "p3")),
		},
		{
			name: "V13-CRR crro=1 leaves range 15: no bounce",
			fen:  lnFEN(rook, "unit:{a1}/crro=1"), from: "a1",
			want: lnList(lnSeq("a1-", "a2", "a16"), lnSeq("a1-", "b1", "p1")),
		},
		{
			name: "V13-CRR V13-RANGE-EXT idle=60 crro=3: 16+3-3 = 16",
			fen:  lnFEN(rook, "unit:{a1}/crro=3/idle=60"), from: "a1",
			want: lnRookA1Base,
		},
		{
			name: "V13-CRR crro=13 leaves range 3",
			fen:  lnFEN(rook, "unit:{a1}/crro=13"), from: "a1",
			want: lnRookA1Three,
		},
		{
			name: "V13-CRR floor of 3 (crro=20)",
			fen:  lnFEN(rook, "unit:{a1}/crro=20"), from: "a1",
			want: lnRookA1Three,
		},
		{
			name: "V13-CRR floor of 3 with extension (idle=40 crro=30)",
			fen:  lnFEN(rook, "unit:{a1}/crro=30/idle=40"), from: "a1",
			want: lnRookA1Three,
		},
		{
			name: "V13-CRR V13-CLASS-CRR diagonal crrd does not shorten a rook",
			fen:  lnFEN(rook, "unit:{a1}/crrd=10"), from: "a1",
			want: lnRookA1Base,
		},
	})
}

// TestLinesBishopRange: V13-BISHOP-MOVE, V13-BISHOP-CAPTURE, V13-RANGE-BASE,
// V13-RANGE-EXT, V13-CRR and V13-BOUNCE-DIAG in a corner.
func TestLinesBishopRange(t *testing.T) {
	const bishop = "b@a1 k@e7 K@l10"
	orth := []string{"a1-a2", "a1-b1"}
	lnRun(t, []lnCase{
		{
			name: "V13-BISHOP-MOVE V13-RANGE-BASE lone bishop in the corner: the long diagonal, a reverse-both bounce at p16, two orthogonal steps",
			fen:  lnFEN(bishop), from: "a1",
			want: lnList(lnSeq("a1-", "b2", "p16"), "a1-p16-o15", orth),
		},
		{
			name: "V13-CRR crrd=1 leaves range 15: no bounce",
			fen:  lnFEN(bishop, "unit:{a1}/crrd=1"), from: "a1",
			want: lnList(lnSeq("a1-", "b2", "p16"), orth),
		},
		{
			name: "V13-RANGE-EXT idle=40: range 18, back down the diagonal after the corner",
			fen:  lnFEN(bishop, "unit:{a1}/idle=40"), from: "a1",
			want: lnList(lnSeq("a1-", "b2", "p16"), lnSeq("a1-p16-", "o15", "m13"), orth),
		},
		{
			name: "V13-CRR V13-CLASS-CRR orthogonal crro does not shorten a bishop",
			fen:  lnFEN(bishop, "unit:{a1}/crro=10"), from: "a1",
			want: lnList(lnSeq("a1-", "b2", "p16"), "a1-p16-o15", orth),
		},
		{
			name: "V13-CRR floor of 3 (crrd=14 would give 2)",
			fen:  lnFEN(bishop, "unit:{a1}/crrd=14"), from: "a1",
			want: lnList(lnSeq("a1-", "b2", "d4"), orth),
		},
		{
			name: "V13-BISHOP-CAPTURE the orthogonal step never captures",
			fen:  lnFEN("b@e5 L@e6 k@o14 K@o3", "unit:{e5}/crrd=12"), from: "e5",
			want:   lnList(lnSeq("e5-", "f6", "i9"), lnSeq("e5-", "f4", "i1"), lnSeq("e5-", "d4", "a1"), lnSeq("e5-", "d6", "a9"), "e5-e4", "e5-d5", "e5-f5"),
			absent: []string{"e5xe6", "e5-e6"},
		},
		{
			name: "V13-BISHOP-MOVE the orthogonal step obeys walls and climbing",
			fen:  lnFEN("b@e5 k@o14 K@o3", "unit:{e5}/crrd=12", "level:e6=1", "wall:{o14}=d5"), from: "e5",
			want:   lnList(lnSeq("e5-", "f6", "i9"), lnSeq("e5-", "f4", "i1"), lnSeq("e5-", "d4", "a1"), lnSeq("e5-", "d6", "a9"), "e5-e4", "e5-f5"),
			absent: []string{"e5-e6", "e5-d5"},
		},
		{
			name: "V13-BISHOP-CAPTURE captures on a diagonal",
			fen:  lnFEN("b@e5 L@g7 p@g6 p@e7 k@o14 K@o3", "unit:{e5}/crrd=12"), from: "e5",
			want: lnList("e5-f6", "e5xg7", lnBishopE5Rest4),
		},
	})
}

// TestLinesDiagonalBounce: V13-BOUNCE-DIAG off the edge, units and walls.
func TestLinesDiagonalBounce(t *testing.T) {
	bishopE5 := func(units string, sections ...string) string {
		return lnFEN("b@e5 k@o14 K@o3 "+units, append([]string{"unit:{e5}/crrd=12"}, sections...)...)
	}
	lnRun(t, []lnCase{
		{
			name: "V13-BOUNCE-DIAG edge, exactly one side blocked: dx flips at a3",
			fen:  lnFEN("b@c1 k@m2 K@m14", "unit:{c1}/crrd=11"), from: "c1",
			want: lnList(lnSeq("c1-", "d2", "h6"), "c1-b2", "c1-a3", lnSeq("c1-a3-", "b4", "d6"),
				"c1-b1", "c1-d1", "c1-c2"),
		},
		{
			name: "V13-BOUNCE-DIAG edge: dy flips at e16, dx at a12, reverse both in the a16 corner and back over the start square",
			fen:  lnFEN("b@c14 K@n5 k@m2", "unit:{c14}/crrd=11"), from: "c14",
			want: lnList(
				"c14-d15", "c14-e16", lnSeq("c14-e16-", "f15", "h13"),
				"c14-b15", "c14-a16", "c14-a16-b15", "c14-a16-d13",
				lnSeq("c14-", "d13", "h9"),
				"c14-b13", "c14-a12", lnSeq("c14-a12-", "b11", "d9"),
				"c14-c15", "c14-c13", "c14-b14", "c14-d14"),
			absent: []string{"c14-a16-c14"},
		},
		{
			name: "V13-BOUNCE-DIAG open board, own unit ahead, no side blocked: reverse both, back over the start",
			fen:  bishopE5("p@g7"), from: "e5",
			want:   lnList("e5-f6", "e5-f6-d4", "e5-f6-c3", lnBishopE5Rest4),
			absent: []string{"e5xg7", "e5-f6-e5"},
		},
		{
			name: "V13-BOUNCE-DIAG enemy ahead: capture, and the line may also bounce on",
			fen:  bishopE5("L@g7"), from: "e5",
			want: lnList("e5-f6", "e5xg7", "e5-f6-d4", "e5-f6-c3", lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG unit beside on (x+dx,y): only dx flips, the line goes north-west",
			fen:  bishopE5("p@g7 p@g6"), from: "e5",
			want: lnList("e5-f6", lnSeq("e5-f6-", "e7", "c9"), lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG unit beside on (x,y+dy): only dy flips, the line goes south-east",
			fen:  bishopE5("p@g7 p@f7"), from: "e5",
			want: lnList("e5-f6", lnSeq("e5-f6-", "g5", "i3"), lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG both side squares blocked: reverse both",
			fen:  bishopE5("p@g7 p@g6 p@f7"), from: "e5",
			want: lnList("e5-f6", "e5-f6-d4", "e5-f6-c3", lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG blocked again after the reflection: the line ends, a capture there is still made",
			fen:  bishopE5("p@g7 p@g6 L@e7"), from: "e5",
			want:   lnList("e5-f6", "e5-f6xe7", lnBishopE5Rest4),
			absent: []string{"e5-f6-d4", "e5-f6-g5"},
		},
		{
			name: "V13-BOUNCE-DIAG blocked again after the reflection by an own unit: nothing more",
			fen:  bishopE5("p@g7 p@g6 p@e7"), from: "e5",
			want: lnList("e5-f6", lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG no bounce on the start square: capture only",
			fen:  bishopE5("L@f6"), from: "e5",
			want: lnList("e5xf6", lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG V13-WALL-BLOCK wall ahead: reverse both, no capture of a wall",
			fen:  bishopE5("", "wall:{o14}=g7"), from: "e5",
			want: lnList("e5-f6", "e5-f6-d4", "e5-f6-c3", lnBishopE5Rest4),
		},
		{
			name: "V13-BOUNCE-DIAG V13-WALL-BLOCK wall ahead and a wall on (x,y+dy): dy flips",
			fen:  bishopE5("", "wall:{o14}=f7g7"), from: "e5",
			want: lnList("e5-f6", lnSeq("e5-f6-", "g5", "i3"), lnBishopE5Rest4),
		},
		{
			name: "V13-WALL-BLOCK a wall on the first square: nothing that way",
			fen:  bishopE5("", "wall:{o14}=f6"), from: "e5",
			want: lnBishopE5Rest4,
		},
	})
}

// TestLinesOrthogonalBounce: V13-BOUNCE-ORTH, both turn choices, captures
// at obstacles, V13-WALL-BLOCK.
func TestLinesOrthogonalBounce(t *testing.T) {
	rookE5 := func(units string, sections ...string) string {
		return lnFEN("r@e5 k@o14 K@o3 "+units, append([]string{"unit:{e5}/crro=12"}, sections...)...)
	}
	north := []string{"e5-e6", "e5-e7", "e5-e7-d7", "e5-e7-c7", "e5-e7-f7", "e5-e7-g7"}
	northEast := []string{"e5-e6", "e5-e7", "e5-e7-f7", "e5-e7-g7"}
	lnRun(t, []lnCase{
		{
			name: "V13-BOUNCE-ORTH own unit ahead: both turns (left and right) are branches",
			fen:  rookE5("p@e8"), from: "e5",
			want: lnList(north, lnRookE5Rest4),
		},
		{
			name: "V13-BOUNCE-ORTH left turn blocked by an own unit: right turn only",
			fen:  rookE5("p@e8 p@d7"), from: "e5",
			want: lnList(northEast, lnRookE5Rest4),
		},
		{
			name: "V13-BOUNCE-ORTH an enemy beside the bounce square: no turn into it, no capture there",
			fen:  rookE5("p@e8 L@d7"), from: "e5",
			want:   lnList(northEast, lnRookE5Rest4),
			absent: []string{"e5-e7xd7"},
		},
		{
			name: "V13-BOUNCE-ORTH enemy ahead: capture, and also both bounces",
			fen:  rookE5("L@e8"), from: "e5",
			want: lnList("e5xe8", north, lnRookE5Rest4),
		},
		{
			name: "V13-BOUNCE-ORTH no bounce on the start square",
			fen:  lnFEN("r@e5 p@e6 L@d5 k@o14 K@o3", "unit:{e5}/crro=13"), from: "e5",
			want: lnList("e5xd5", lnSeq("e5-", "f5", "h5"), lnSeq("e5-", "e4", "e2")),
		},
		{
			name: "V13-BOUNCE-ORTH range 5: a capture after a bounce, a second bounce, edge bounces",
			fen:  lnFEN("r@e5 p@e8 L@b7 k@o14 K@o3", "unit:{e5}/crro=11"), from: "e5",
			want: lnList(
				"e5-e6", "e5-e7", "e5-e7-d7", "e5-e7-c7", "e5-e7xb7", "e5-e7-c7-c6", "e5-e7-c7-c8",
				lnSeq("e5-e7-", "f7", "h7"),
				lnSeq("e5-", "f5", "j5"),
				lnSeq("e5-", "e4", "e1"), "e5-e1-f1", "e5-e1-d1",
				lnSeq("e5-", "d5", "a5"), "e5-a5-a4", "e5-a5-a6"),
		},
		{
			name: "V13-BOUNCE-ORTH range 6: three bounces, back over the start square (never stopping on it)",
			fen:  lnFEN("r@e5 p@e7 p@g6 p@f4 k@o14 K@o3", "unit:{e5}/crro=10"), from: "e5",
			want: lnList(
				"e5-e6",
				lnSeq("e5-e6-", "d6", "a6"), "e5-e6-a6-a5", "e5-e6-a6-a7",
				"e5-e6-f6", lnSeq("e5-e6-f6-", "f7", "f10"),
				"e5-e6-f6-f5", lnSeq("e5-e6-f6-f5-", "g5", "i5"), "e5-e6-f6-f5-d5", "e5-e6-f6-f5-c5",
				lnSeq("e5-", "f5", "k5"),
				lnSeq("e5-", "e4", "e1"), "e5-e1-f1", "e5-e1-g1", "e5-e1-d1", "e5-e1-c1",
				lnSeq("e5-", "d5", "a5"), "e5-a5-a4", "e5-a5-a3", "e5-a5-a6", "e5-a5-a7"),
			absent: []string{"e5-e6-f6-f5-e5"},
		},
		{
			name: "V13-BOUNCE-ORTH Black to move: a black rook captures a white unit and bounces",
			fen:  strings.Replace(lnFEN("R@e5 l@e8 K@o14 k@o3", "unit:{e5}/crro=12"), " w", " b", 1), from: "e5",
			want: lnList("e5xe8", north, lnRookE5Rest4),
		},
		{
			name: "V13-BOUNCE-ORTH an active tomb beside the bounce square: the line turns and may stop on it or pass over it",
			fen:  rookE5("p@e8", "tomb:d7=active/0/P60"), from: "e5",
			want: lnList("e5-e6", "e5-e7", "e5-e7-c7", "e5-e7-d7", "e5-e7-f7", "e5-e7-g7", lnRookE5Rest4),
		},
		{
			name: "V13-CRR V13-BOUNCE-ORTH range 3: no capture one square beyond the range",
			fen:  lnFEN("r@e5 L@e9 k@o14 K@o3", "unit:{e5}/crro=13"), from: "e5",
			want:   lnList(lnSeq("e5-", "e6", "e8"), lnSeq("e5-", "f5", "h5"), lnSeq("e5-", "d5", "b5"), lnSeq("e5-", "e4", "e2")),
			absent: []string{"e5xe9"},
		},
		{
			name: "V13-CRR V13-BOUNCE-ORTH range 3: capture on the last square of the range, and the bounce before it",
			fen:  lnFEN("r@e5 L@e8 k@o14 K@o3", "unit:{e5}/crro=13"), from: "e5",
			want: lnList("e5-e6", "e5-e7", "e5xe8", "e5-e7-d7", "e5-e7-f7",
				lnSeq("e5-", "f5", "h5"), lnSeq("e5-", "d5", "b5"), lnSeq("e5-", "e4", "e2")),
		},
		{
			name: "V13-WALL-BLOCK V13-BOUNCE-ORTH V13-WALL-SIEGE wall ahead: bounce both ways, or besiege it",
			fen:  rookE5("", "wall:{o14}=e8"), from: "e5",
			want: lnList(north, lnRookE5Rest4, []string{"e5#e8"}),
		},
		{
			name: "V13-WALL-BLOCK V13-BOUNCE-ORTH V13-WALL-SIEGE no turn into a wall; only the wall ahead is besieged",
			fen:  rookE5("", "wall:{o14}=d7e8"), from: "e5",
			want: lnList(northEast, lnRookE5Rest4, []string{"e5#e8"}),
		},
		{
			name: "V13-WALL-BLOCK V13-WALL-SIEGE a wall on the first square: only its siege that way",
			fen:  rookE5("", "wall:{o14}=e6"), from: "e5",
			want: lnList(lnRookE5Rest4, []string{"e5#e6"}),
		},
	})
}

// TestLinesTerrain: V13-TERRAIN-CLIMB and V13-TERRAIN-PIT on lines.
func TestLinesTerrain(t *testing.T) {
	rookE5 := func(units string, sections ...string) string {
		return lnFEN("r@e5 k@o14 K@o3 "+units, append([]string{"unit:{e5}/crro=12"}, sections...)...)
	}
	north4 := lnSeq("e5-", "e6", "e9")
	lnRun(t, []lnCase{
		{
			name: "V13-TERRAIN-CLIMB a higher square ends the line (no bounce)",
			fen:  rookE5("", "level:e7=1"), from: "e5",
			want:   lnList("e5-e6", lnRookE5Rest4),
			absent: []string{"e5-e6-d6", "e5-e6-f6"},
		},
		{
			name: "V13-TERRAIN-CLIMB V13-BOUNCE-ORTH no turn onto a higher square",
			fen:  rookE5("p@e8", "level:d7=1"), from: "e5",
			want: lnList("e5-e6", "e5-e7", "e5-e7-f7", "e5-e7-g7", lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-CLIMB going down a staircase is allowed",
			fen:  rookE5("", "level:e5=3,e6=2,e7=1"), from: "e5",
			want: lnList(north4, lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-CLIMB two lowered squares are no pit: the line cannot climb out",
			fen:  rookE5("", "level:e6=-1,e7=-1"), from: "e5",
			want: lnList("e5-e6", "e5-e7", lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-CLIMB on a diagonal line",
			fen:  lnFEN("b@e5 k@o14 K@o3", "unit:{e5}/crrd=12", "level:g7=1"), from: "e5",
			want: lnList("e5-f6", lnBishopE5Rest4),
		},
		{
			name: "V13-TERRAIN-PIT an enemy in a pit is passed over, not captured",
			fen:  rookE5("L@e6", "level:e6=-1"), from: "e5",
			want:   lnList(lnSeq("e5-", "e7", "e9"), lnRookE5Rest4),
			absent: []string{"e5xe6", "e5-e6"},
		},
		{
			name: "V13-TERRAIN-PIT an own unit in a pit is passed over",
			fen:  rookE5("p@e6", "level:e6=-1"), from: "e5",
			want: lnList(lnSeq("e5-", "e7", "e9"), lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-PIT an empty pit may be stopped on",
			fen:  rookE5("", "level:e6=-1"), from: "e5",
			want: lnList(north4, lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-PIT not a pit when the square after is higher than the one before: capture, then the climb ends the line",
			fen:  rookE5("L@e6", "level:e6=-1,e7=1"), from: "e5",
			want: lnList("e5xe6", lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-PIT after a pit the next square is compared with the level before it",
			fen:  rookE5("", "level:e6=-2,e7=-1,e8=-1"), from: "e5",
			want: lnList("e5-e6", "e5-e7", "e5-e8", lnRookE5Rest4),
		},
		{
			name: "V13-TERRAIN-PIT the line may not end on an occupied pit",
			fen:  lnFEN("r@e5 L@e8 k@o14 K@o3", "unit:{e5}/crro=13", "level:e8=-1"), from: "e5",
			want: lnList("e5-e6", "e5-e7", lnSeq("e5-", "f5", "h5"), lnSeq("e5-", "d5", "b5"), lnSeq("e5-", "e4", "e2")),
		},
		{
			name: "V13-TERRAIN-PIT V13-WALL-BLOCK V13-WALL-SIEGE a wall in a pit still blocks (and may be besieged)",
			fen:  rookE5("", "level:e6=-1", "wall:{o14}=e6"), from: "e5",
			want: lnList(lnRookE5Rest4, []string{"e5#e6"}),
		},
		{
			name: "V13-TERRAIN-PIT on a diagonal line",
			fen:  lnFEN("b@e5 L@f6 k@o14 K@o3", "unit:{e5}/crrd=12", "level:f6=-1"), from: "e5",
			want:   lnList(lnSeq("e5-", "g7", "i9"), lnBishopE5Rest4),
			absent: []string{"e5xf6"},
		},
	})
}

// TestLinesTemplar: V13-TEMPLAR-MOVE (rook line and slides), V13-TEMPLAR-CRR.
func TestLinesTemplar(t *testing.T) {
	templar := func(units string, sections ...string) string {
		return lnFEN("t@e4 k@o14 K@o12 "+units, append([]string{"unit:{e4}/crro=13"}, sections...)...)
	}
	slidesNE := []string{"e4-g6", "e4-g6-h5", "e4-g6-f7"}
	slidesSE := []string{"e4-g2", "e4-g2-h3", "e4-g2-f1"}
	slidesSW := []string{"e4-c2", "e4-c2-b3", "e4-c2-d1"}
	slidesNW := []string{"e4-c6", "e4-c6-b5", "e4-c6-d7"}
	rook := lnList(lnSeq("e4-", "e5", "e7"), lnSeq("e4-", "e3", "e1"), lnSeq("e4-", "f4", "h4"), lnSeq("e4-", "d4", "b4"))
	all := lnList(slidesNE, slidesSE, slidesSW, slidesNW, rook)
	lnRun(t, []lnCase{
		{
			name: "V13-TEMPLAR-MOVE open board: 12 slides and a rook line of range 3",
			fen:  templar(""), from: "e4",
			want: all,
		},
		{
			name: "V13-TEMPLAR-MOVE an enemy on (1,1) blocks the slide and is not captured",
			fen:  templar("L@f5"), from: "e4",
			want:   lnList(slidesSE, slidesSW, slidesNW, rook),
			absent: []string{"e4xf5", "e4-g6"},
		},
		{
			name: "V13-TEMPLAR-MOVE an own unit on (1,1) blocks the slide",
			fen:  templar("p@f5"), from: "e4",
			want: lnList(slidesSE, slidesSW, slidesNW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE an active tomb on (1,1) is passed over",
			fen:  templar("", "tomb:f5=active/0/P60"), from: "e4",
			want: all,
		},
		{
			name: "V13-TEMPLAR-MOVE capture on (2,2) ends the slide",
			fen:  templar("L@c6"), from: "e4",
			want: lnList(slidesNE, slidesSE, slidesSW, "e4xc6", rook),
		},
		{
			name: "V13-TEMPLAR-MOVE capture on the side step (3,1)",
			fen:  templar("L@h5"), from: "e4",
			want: lnList("e4-g6", "e4-g6xh5", "e4-g6-f7", slidesSE, slidesSW, slidesNW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-WALL-BLOCK a wall on (1,1): no slide (it is not a leap)",
			fen:  templar("", "wall:{o14}=d3"), from: "e4",
			want: lnList(slidesNE, slidesSE, slidesNW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-WALL-BLOCK a wall on (2,2)",
			fen:  templar("", "wall:{o14}=c6"), from: "e4",
			want: lnList(slidesNE, slidesSE, slidesSW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-TERRAIN-CLIMB a higher (2,2)",
			fen:  templar("", "level:g2=1"), from: "e4",
			want: lnList(slidesNE, slidesSW, slidesNW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-TERRAIN-CLIMB a higher (1,1)",
			fen:  templar("", "level:f3=1"), from: "e4",
			want: lnList(slidesNE, slidesSW, slidesNW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-TERRAIN-CLIMB a low (2,2): the side steps would climb",
			fen:  templar("", "level:g6=-1"), from: "e4",
			want: lnList("e4-g6", slidesSE, slidesSW, slidesNW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-KIND-IMMUNITY no capture of a templar on (2,2)",
			fen:  templar("T@c6"), from: "e4",
			want: lnList(slidesNE, slidesSE, slidesSW, rook),
		},
		{
			name: "V13-TEMPLAR-MOVE V13-BOUNCE-ORTH the rook line captures and bounces",
			fen:  templar("L@e6"), from: "e4",
			want: lnList(slidesNE, slidesSE, slidesSW, slidesNW,
				"e4-e5", "e4xe6", "e4-e5-d5", "e4-e5-c5", "e4-e5-f5", "e4-e5-g5",
				lnSeq("e4-", "e3", "e1"), lnSeq("e4-", "f4", "h4"), lnSeq("e4-", "d4", "b4")),
		},
		{
			name: "V13-TEMPLAR-CRR crro floors the rook line at 3, the slides keep their length, crrd does nothing",
			fen:  lnFEN("t@e4 k@o14 K@o12", "unit:{e4}/crrd=10/crro=20"), from: "e4",
			want: all,
		},
		{
			name: "V13-TEMPLAR-CRR V13-RANGE-EXT the rook line has extension: idle=40 crro=15 gives 3",
			fen:  lnFEN("t@e4 k@o14 K@o12", "unit:{e4}/crro=15/idle=40"), from: "e4",
			want: all,
		},
	})
}

// TestLinesCrossbowman: V13-XBOW-MOVE, V13-XBOW-NOCAPTURE, V13-CLASS-CRR
// (a rider without CRR or Range Extension).
func TestLinesCrossbowman(t *testing.T) {
	lnRun(t, []lnCase{
		{
			name: "V13-XBOW-MOVE V13-XBOW-NOCAPTURE range 16 whatever crro/idle, bounce off an enemy without capturing, no capture by the leap",
			fen:  lnFEN("L@a16 K@l10 k@e7 L@c3 x@a1", "unit:{a1}/crro=5/idle=40"), from: "a1",
			want: lnList(lnSeq("a1-", "a2", "a15"), "a1-a15-b15", "a1-a15-c15",
				lnSeq("a1-", "b1", "p1"), "a1-p1-p2"),
			absent: []string{"a1xa16", "a1xc3", "a1-c3"},
		},
		{
			name: "V13-XBOW-MOVE V13-BOUNCE-ORTH both turns at an own unit, range 16, and the four leaps (subset)",
			fen:  lnFEN("x@e5 p@e8 k@o14 K@o3"), from: "e5",
			want: lnList("e5-e6", "e5-e7", lnSeq("e5-e7-", "d7", "a7"), lnSeq("e5-e7-", "f7", "p7"),
				lnSeq("e5-", "f5", "p5"), lnSeq("e5-", "d5", "a5"), lnSeq("e5-", "e4", "e1"),
				"e5-c3", "e5-g3", "e5-c7", "e5-g7"),
			subset: true,
			absent: []string{"e5-e8", "e5xe8", "e5-e7-e8"},
		},
		{
			name: "V13-XBOW-MOVE the 2-square diagonal leap jumps over units",
			fen:  lnFEN("p@a2 p@b1 L@b2 K@l10 k@e7 x@a1"), from: "a1",
			want: []string{"a1-c3"},
		},
	})
}

// TestLinesQueen: V13-QUEEN-MOVE (rook lines, bishop lines, knight leaps),
// separate CRR per direction class, V13-KIND-IMMUNITY.
func TestLinesQueen(t *testing.T) {
	orth4 := lnList(lnSeq("e5-", "e6", "e9"), lnRookE5Rest4)
	orth3 := lnList(lnSeq("e5-", "e6", "e8"), lnSeq("e5-", "f5", "h5"), lnSeq("e5-", "d5", "b5"), lnSeq("e5-", "e4", "e2"))
	diag3 := lnList(lnSeq("e5-", "f6", "h8"), lnSeq("e5-", "f4", "h2"), lnSeq("e5-", "d4", "b2"), lnSeq("e5-", "d6", "b8"))
	diag4 := lnList(lnSeq("e5-", "f6", "i9"), lnSeq("e5-", "f4", "i1"), lnSeq("e5-", "d4", "a1"), lnSeq("e5-", "d6", "a9"))
	knight := []string{"e5-f7", "e5-g6", "e5-g4", "e5-f3", "e5-d3", "e5-c4", "e5-c6", "e5-d7"}
	lnRun(t, []lnCase{
		{
			name: "V13-QUEEN-MOVE V13-CRR three patterns: orthogonal range 4 (crro=12), diagonal range 3 (crrd=13), knight",
			fen:  lnFEN("q@e5 k@o14 K@o3", "unit:{e5}/crro=12/crrd=13"), from: "e5",
			want: lnList(orth4, diag3, knight),
		},
		{
			name: "V13-QUEEN-MOVE V13-CRR the classes are separate: crro=13 crrd=12",
			fen:  lnFEN("q@e5 k@o14 K@o3", "unit:{e5}/crro=13/crrd=12"), from: "e5",
			want: lnList(orth3, diag4, knight),
		},
		{
			name: "V13-QUEEN-MOVE V13-KIND-IMMUNITY knight capture, no capture of queens: the diagonal bounces off one",
			fen:  lnFEN("q@e5 L@f7 Q@g7 Q@c6 k@o14 K@o3", "unit:{e5}/crro=12/crrd=13"), from: "e5",
			want: lnList(orth4,
				"e5-f6", "e5-f6-g5", "e5-f6-h4",
				lnSeq("e5-", "f4", "h2"), lnSeq("e5-", "d4", "b2"), lnSeq("e5-", "d6", "b8"),
				"e5xf7", "e5-g6", "e5-g4", "e5-f3", "e5-d3", "e5-c4", "e5-d7"),
			absent: []string{"e5xg7", "e5xc6", "e5-c6"},
		},
	})
}

// TestLinesDragon: V13-DRAGON-MOVE (diagonal lines with bounce and CRR,
// knight leaps, 2-square orthogonal leaps).
func TestLinesDragon(t *testing.T) {
	b2Rest := []string{
		"b2-a1", "b2-a1-c3", "b2-a1-d4",
		"b2-a3", "b2-a3-b4", "b2-a3-c5", "b2-a3-d6",
		"b2-c1", "b2-c1-d2", "b2-c1-e3", "b2-c1-f4",
		"b2-d3", "b2-d1", "b2-c4", "b2-a4",
		"b2-b4", "b2-d2",
	}
	lnRun(t, []lnCase{
		{
			name: "V13-DRAGON-MOVE open board: diagonal range 3 (crrd=13), knight, 2-square orthogonal",
			fen:  lnFEN("d@e5 k@o14 K@o3", "unit:{e5}/crrd=13/crro=15"), from: "e5",
			want: lnList(lnSeq("e5-", "f6", "h8"), lnSeq("e5-", "f4", "h2"), lnSeq("e5-", "d4", "b2"), lnSeq("e5-", "d6", "b8"),
				"e5-f7", "e5-g6", "e5-g4", "e5-f3", "e5-d3", "e5-c4", "e5-c6", "e5-d7",
				"e5-e7", "e5-e3", "e5-c5", "e5-g5"),
		},
		{
			name: "V13-DRAGON-MOVE V13-BOUNCE-DIAG near the corner: reverse both at a1, one side blocked at a3 and c1",
			fen:  lnFEN("d@b2 k@o14 K@o3", "unit:{b2}/crrd=12"), from: "b2",
			want: lnList(lnSeq("b2-", "c3", "f6"), b2Rest),
		},
		{
			name: "V13-DRAGON-MOVE V13-BOUNCE-DIAG capture on a diagonal and the bounce behind it",
			fen:  lnFEN("d@b2 L@e5 k@o14 K@o3", "unit:{b2}/crrd=12"), from: "b2",
			want: lnList("b2-c3", "b2-d4", "b2xe5", "b2-d4-c3", b2Rest),
		},
		{
			name: "V13-DRAGON-MOVE V13-KIND-IMMUNITY no capture of a dragon",
			fen:  lnFEN("d@b2 D@e5 k@o14 K@o3", "unit:{b2}/crrd=12"), from: "b2",
			want: lnList("b2-c3", "b2-d4", "b2-d4-c3", b2Rest),
		},
	})
}

// TestLinesKindImmunity: V13-KIND-IMMUNITY on lines (and frogs, which
// cannot be captured at all).
func TestLinesKindImmunity(t *testing.T) {
	bishopE5 := func(units string) string {
		return lnFEN("b@e5 k@o14 K@o3 "+units, "unit:{e5}/crrd=12")
	}
	rookE5 := func(units string) string {
		return lnFEN("r@e5 k@o14 K@o3 "+units, "unit:{e5}/crro=12")
	}
	bounceD := lnList("e5-f6", "e5-f6-d4", "e5-f6-c3", lnBishopE5Rest4)
	northO := []string{"e5-e6", "e5-e7", "e5-e7-d7", "e5-e7-c7", "e5-e7-f7", "e5-e7-g7"}
	bounceO := lnList(northO, lnRookE5Rest4)
	lnRun(t, []lnCase{
		{
			name: "V13-KIND-IMMUNITY a bishop cannot capture a bishop; it bounces off",
			fen:  bishopE5("B@g7"), from: "e5",
			want: bounceD, absent: []string{"e5xg7"},
		},
		{
			name: "V13-KIND-IMMUNITY a frog cannot be captured",
			fen:  bishopE5("F@g7"), from: "e5",
			want: bounceD, absent: []string{"e5xg7"},
		},
		{
			name: "V13-KIND-IMMUNITY a bishop captures a pawn",
			fen:  bishopE5("P@g7"), from: "e5",
			want: lnList("e5xg7", bounceD),
		},
		{
			name: "V13-KIND-IMMUNITY a rook cannot capture a rook",
			fen:  rookE5("R@e8"), from: "e5",
			want: bounceO, absent: []string{"e5xe8"},
		},
		{
			// The templar is paralyzed: otherwise its Shield, which reaches
			// e5 on its file, refuses the capture (V13-TEMPLAR-SHIELD).
			name: "V13-KIND-IMMUNITY a rook captures a templar (another kind)",
			fen:  lnFEN("r@e5 k@o14 K@o3 T@e8", "unit:{e5}/crro=12,{e8}/par=1"), from: "e5",
			want: lnList("e5xe8", bounceO),
		},
		{
			name: "V13-KIND-IMMUNITY V13-QUEEN-MOVE a queen cannot capture an Illusion (Queen kind)",
			fen:  lnFEN("q@e5 I@e8 k@o14 K@o3", "unit:{e5}/crro=12/crrd=13"), from: "e5",
			want: lnList(northO, lnRookE5Rest4,
				lnSeq("e5-", "f6", "h8"), lnSeq("e5-", "f4", "h2"), lnSeq("e5-", "d4", "b2"), lnSeq("e5-", "d6", "b8"),
				"e5-f7", "e5-g6", "e5-g4", "e5-f3", "e5-d3", "e5-c4", "e5-c6", "e5-d7"),
			absent: []string{"e5xe8"},
		},
		{
			name: "V13-KIND-IMMUNITY a queen cannot capture a Queen's Shadow token (Queen kind)",
			fen:  lnFEN("q@e5 S@e8 k@o14 K@o3", "unit:{e5}/crro=12/crrd=13"), from: "e5",
			want: lnList(northO, lnRookE5Rest4,
				lnSeq("e5-", "f6", "h8"), lnSeq("e5-", "f4", "h2"), lnSeq("e5-", "d4", "b2"), lnSeq("e5-", "d6", "b8"),
				"e5-f7", "e5-g6", "e5-g4", "e5-f3", "e5-d3", "e5-c4", "e5-c6", "e5-d7"),
			absent: []string{"e5xe8"},
		},
		{
			name: "V13-KIND-IMMUNITY a rook captures an Illusion",
			fen:  rookE5("I@e8"), from: "e5",
			want: lnList("e5xe8", bounceO),
		},
		{
			name: "Q9 a unit in shadow form blocks nothing on a line",
			fen:  lnFEN("r@e5 k@o14 K@o3", "unit:{e5}/crro=12", "shadow:e7=L50"), from: "e5",
			want: lnList(lnSeq("e5-", "e6", "e9"), lnRookE5Rest4),
		},
		{
			name: "V13-KIND-IMMUNITY a rook cannot capture a frog",
			fen:  rookE5("F@e8"), from: "e5",
			want: bounceO, absent: []string{"e5xe8"},
		},
	})
}

// TestLinesTombsAndIllusion: steps may not end on an active tomb (lines pass
// over it); the Illusion (V13-QUEEN-ILLUSION) moves like a queen with a
// fixed range of 16, never captures, and lands on no tomb or trap.
func TestLinesTombsAndIllusion(t *testing.T) {
	rookE5 := func(sections ...string) string {
		return lnFEN("r@e5 k@o14 K@o3", append([]string{"unit:{e5}/crro=12"}, sections...)...)
	}
	const pocket = "L@a12 K@m12 k@h8 p@b2 L@c2 p@b1"
	lnRun(t, []lnCase{
		{
			name: "V13-TOMB-EXPLOSION an active tomb: the line may stop on it (and die) or pass over it",
			fen:  rookE5("tomb:e7=active/0/P60"), from: "e5",
			want: lnList("e5-e6", "e5-e7", "e5-e8", "e5-e9", lnRookE5Rest4),
		},
		{
			name: "an open tomb may be landed on by a rook",
			fen:  rookE5("tomb:e7=open/0/P60"), from: "e5",
			want: lnList(lnSeq("e5-", "e6", "e9"), lnRookE5Rest4),
		},
		{
			name: "V13-QUEEN-ILLUSION range 16 whatever crro/idle, no capture, no landing on a tomb or a trap",
			fen:  lnFEN("i@a1 "+pocket, "tomb:a5=open/0/P60", "unit:{a1}/crro=10/idle=40", "mark:trap@a7/{h8}"),
			from: "a1",
			want: lnList("a1-a2", "a1-a3", "a1-a4", "a1-a6", lnSeq("a1-", "a8", "a11"),
				lnSeq("a1-a11-", "b11", "g11"), "a1-b3"),
			absent: []string{"a1xa12", "a1xc2", "a1-c2", "a1-a5", "a1-a7"},
		},
		{
			name: "V13-QUEEN-ILLUSION no knight leap onto a tomb",
			fen:  lnFEN("i@a1 "+pocket, "tomb:a5=open/0/P60,b3=open/0/P61", "mark:trap@a7/{h8}"),
			from: "a1",
			want: lnList("a1-a2", "a1-a3", "a1-a4", "a1-a6", lnSeq("a1-", "a8", "a11"),
				lnSeq("a1-a11-", "b11", "g11")),
			absent: []string{"a1-b3"},
		},
		{
			name: "V13-ROOK-MOVE the same pocket for a rook: it lands on the open tomb and the trap and captures",
			fen:  lnFEN("r@a1 "+pocket, "tomb:a5=open/0/P60", "mark:trap@a7/{h8}"),
			from: "a1",
			want: lnList(lnSeq("a1-", "a2", "a11"), "a1xa12", lnSeq("a1-a11-", "b11", "g11")),
		},
	})
}

// V13-TERRAIN-PIT: two lowered squares in a row are no pit. e6 (-2) is a pit
// between e5 (0) and e7 (-1), but e7 is not lower than e6, so the pawn on e7
// blocks and can be captured; beyond it e8 (0) would be a climb from e7.
func TestLinesSecondLoweredSquareIsNoPit(t *testing.T) {
	fen := "K15/16/16/16/16/16/16/16/16/4P11/16/4r11/16/16/16/15k w level:e6=-2,e7=-1"
	steps := stepsOf(t, fen, "e5")
	assert.Contains(t, steps, "e5-e6")
	assert.Contains(t, steps, "e5xe7")
	assert.NotContains(t, steps, "e5-e8")
}

// V13-TEMPLAR-MOVE, V13-TOMB-EXPLOSION: an active tomb on the slide's (2,2)
// square may be landed on (the templar dies there) or crossed, so both side
// steps remain.
func TestLinesTemplarSlideOverActiveTomb(t *testing.T) {
	fen := "16/16/14k1/16/14K1/16/16/16/16/16/16/16/4t11/16/16/16 w unit:3/crro=13 tomb:g6=active/0/P60"
	steps := stepsOf(t, fen, "e4")
	assert.Contains(t, steps, "e4-g6-h5")
	assert.Contains(t, steps, "e4-g6-f7")
	assert.Contains(t, steps, "e4-g6")
}
