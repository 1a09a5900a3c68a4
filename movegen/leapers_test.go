package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Table-driven tests of the leapers, the pawn, the king and the cannon
// (catalog Part 1.H). Every expected list below was derived by hand from the
// catalog rows named in the case, with files a..p = x 1..16 and ranks 1..16 =
// y 1..16; the comments show the arithmetic where it is not obvious.
//
// Positions are written as a list of units, each a unit letter (upper case =
// Black, lower case = White) followed by its square: "Ka16 kp1 ph8". In the
// sections, {e4} stands for the id of the unit on e4 (ids are 1..N in reading
// order: rank 16 first, file a to p).

// leapCase is one position, one square, and the exact set of pseudo-legal
// step strings starting there.
type leapCase struct {
	name     string   // with the catalog IDs it covers
	side     string   // side to move; "" means "w"
	units    string   // units, e.g. "Ka16 kp1 ph8"
	sections []string // extra sections, {sq} = id of the unit on sq
	from     string
	want     []string
}

// leapFEN builds a position string from a unit list and sections.
func leapFEN(t *testing.T, side, units string, sections ...string) string {
	t.Helper()
	var grid unitGrid
	for _, tok := range strings.Fields(units) {
		require.GreaterOrEqual(t, len(tok), 3, "unit token %q", tok)
		sq, err := board.ParseSquare(tok[1:])
		require.NoError(t, err, tok)
		require.Zero(t, grid[sq.Rank()][sq.File()], "square of %q given twice", tok)
		grid[sq.Rank()][sq.File()] = tok[0]
	}
	field, ids := grid.boardField()
	s := field + " " + side
	for _, sec := range sections {
		filled, err := fillIDs(sec, ids)
		require.NoError(t, err)
		s += " " + filled
	}
	return s
}

func (tc leapCase) fen(t *testing.T) string {
	t.Helper()
	side := tc.side
	if side == "" {
		side = "w"
	}
	return leapFEN(t, side, tc.units, tc.sections...)
}

func runLeapCases(t *testing.T, cases []leapCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fen := tc.fen(t)
			assert.Equal(t, sorted(tc.want...), stepsOf(t, fen, tc.from), fen)
		})
	}
}

// leapPromos lists the last-rank promotions of a pawn step (V13-PAWN-PROMO-LAST):
// the 13 types B F L N X O A D R Q J C T, the Frog only when frog is true
// (the side has fewer than 8 frogs: the immortal cap).
func leapPromos(step string, frog bool) []string {
	var out []string
	for _, l := range "BFLNXOADRQJCT" {
		if l == 'F' && !frog {
			continue
		}
		out = append(out, step+"="+string(l))
	}
	return out
}

func joinSteps(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func TestLeapersHelperFEN(t *testing.T) {
	fen := leapFEN(t, "w", "Ka16 pe4 kp1", "wall:{a16}=e5", "unit:{e4}/face=e")
	assert.Equal(t, "K15/16/16/16/16/16/16/16/16/16/16/16/4p11/16/16/15k w wall:1=e5 unit:2/face=e", fen)
	p, err := board.Parse(fen)
	require.NoError(t, err)
	assert.Equal(t, fen, p.Format())
}

// Pawn: V13-PAWN-MOVE, V13-PAWN-LEAP, V13-PAWN-PROMO-CAPTURE, V13-PAWN-PROMO-LAST.
func TestLeapersPawn(t *testing.T) {
	promoE16 := leapPromos("e15-e16", true)
	runLeapCases(t, []leapCase{
		{name: "V13-PAWN-MOVE one step forward", units: "Ka16 kp1 pe4", from: "e4",
			want: []string{"e4-e5"}},
		{name: "V13-PAWN-MOVE captures both forward diagonals, V13-KIND-IMMUNITY pawn takes pawn",
			units: "Ka16 kp1 pe4 Pd5 Pf5", from: "e4",
			want: []string{"e4-e5", "e4xd5", "e4xf5"}},
		// A bishop on f4, not a pawn: two enemy pawns beside it would pinch
		// the pawn (V13-PAWN-PINCER).
		{name: "V13-PAWN-MOVE no backward or sideways capture", units: "Ka16 kp1 pe4 Pd3 Pf3 Pd4 Bf4", from: "e4",
			want: []string{"e4-e5"}},
		{name: "V13-PAWN-LEAP over an enemy, V13-PAWN-PROMO-CAPTURE capture of a non-pawn has no suffix",
			units: "Ka16 kp1 pe4 Pe5 Nd5 pf5", from: "e4",
			want: []string{"e4-e6", "e4xd5"}},
		{name: "V13-PAWN-LEAP over an own unit", units: "Ka16 kp1 pe4 re5", from: "e4",
			want: []string{"e4-e6"}},
		{name: "V13-PAWN-LEAP landing must be empty", units: "Ka16 kp1 pe4 Pe5 Pe6", from: "e4",
			want: nil},
		{name: "V13-PAWN-LEAP landing must be empty of own units too", units: "Ka16 kp1 pe4 Pe5 pe6", from: "e4",
			want: nil},
		{name: "V13-PAWN-LEAP V13-WALL-BLOCK landing on a wall", units: "Ka16 kp1 pe4 Pe5",
			sections: []string{"wall:{a16}=e6"}, from: "e4", want: nil},
		// V13-PAWN-LEAP ruling (docs/rules.md: the pawn is a leaper,
		// and leapers pass walls and tombs): a pawn leaps whatever
		// stands directly in front, a unit, a wall square or a tomb.
		{name: "V13-PAWN-LEAP V13-WALL-BLOCK wall in front: no step, a leap over it",
			units: "Ka16 kp1 pe4", sections: []string{"wall:{a16}=e5"}, from: "e4", want: []string{"e4-e6"}},
		{name: "V13-PAWN-LEAP a unit on a wall square in front is leapt",
			units: "Ka16 kp1 pe4 Ae5", sections: []string{"wall:{e5}=e5"}, from: "e4", want: []string{"e4-e6"}},
		{name: "V13-PAWN-LEAP wall in front, landing on a wall: nothing",
			units: "Ka16 kp1 pe4", sections: []string{"wall:{a16}=e5e6"}, from: "e4", want: nil},
		{name: "V13-PAWN-LEAP V13-TERRAIN-CLIMB wall in front, landing higher: nothing",
			units: "Ka16 kp1 pe4", sections: []string{"wall:{a16}=e5", "level:e6=1"}, from: "e4", want: nil},
		{name: "V13-PAWN-LEAP a tomb in front, the landing taken: the step only",
			units: "Ka16 kp1 pe4 Pe6", sections: []string{"tomb:e5=open/0/P60"}, from: "e4", want: []string{"e4-e5"}},
		{name: "V13-WALL-BLOCK a wall in front does not stop the diagonal captures", units: "Ka16 kp1 pe4 Pd5",
			sections: []string{"wall:{a16}=e5"}, from: "e4", want: []string{"e4-e6", "e4xd5"}},
		{name: "V13-TERRAIN-CLIMB cannot step up", units: "Ka16 kp1 pe4",
			sections: []string{"level:e5=1"}, from: "e4", want: nil},
		{name: "V13-TERRAIN-CLIMB may step down", units: "Ka16 kp1 pe4",
			sections: []string{"level:e5=-1"}, from: "e4", want: []string{"e4-e5"}},
		{name: "V13-TERRAIN-CLIMB may step to an equal level from high ground", units: "Ka16 kp1 pe4",
			sections: []string{"level:e4=2,e5=2"}, from: "e4", want: []string{"e4-e5"}},
		{name: "V13-TERRAIN-CLIMB cannot capture up", units: "Ka16 kp1 pe4 Pd5 Pf5",
			sections: []string{"level:d5=1"}, from: "e4", want: []string{"e4-e5", "e4xf5"}},
		{name: "V13-PAWN-LEAP V13-TERRAIN-CLIMB cannot leap up", units: "Ka16 kp1 pe4 Pe5",
			sections: []string{"level:e6=1"}, from: "e4", want: nil},
		{name: "V13-PAWN-LEAP V13-TERRAIN-CLIMB leap compares start and landing only", units: "Ka16 kp1 pe4 Pe5",
			sections: []string{"level:e5=5"}, from: "e4", want: []string{"e4-e6"}},
		{name: "no capture of own units, V13-CLASS-IMMORTAL no capture of a frog",
			units: "Ka16 kp1 pe4 nd5 Ff5", from: "e4", want: []string{"e4-e5"}},
		{name: "V13-FACING pawn facing east steps, leaps and captures east",
			units: "Ka16 kp1 pe4 Pf5 Bf3 Pd5 Pe5", sections: []string{"unit:{e4}/face=e"}, from: "e4",
			want: []string{"e4-f4", "e4xf5", "e4xf3"}},
		{name: "V13-FACING V13-PAWN-LEAP pawn facing east leaps east", units: "Ka16 kp1 pe4 Pf4",
			sections: []string{"unit:{e4}/face=e"}, from: "e4", want: []string{"e4-g4"}},
		{name: "V13-FACING black pawn faces south", side: "b", units: "Ka16 kp1 Pd12 pc11 be11 pc13", from: "d12",
			want: []string{"d12-d11", "d12xc11", "d12xe11"}},
		{name: "V13-PAWN-PROMO-LAST 13 promotions on the last rank", units: "Ka16 kp1 pe15", from: "e15",
			want: promoE16},
		{name: "V13-PAWN-PROMO-LAST a pawn capture on the last rank promotes, V13-PAWN-PROMO-CAPTURE a non-pawn capture does not add a suffix",
			units: "Ka16 kp1 pe15 Pd16 Rf16", from: "e15",
			want: joinSteps(promoE16, leapPromos("e15xd16", true), []string{"e15xf16"})},
		{name: "V13-PAWN-PROMO-CAPTURE an egg capture does not promote by type",
			units: "Ka16 kp1 pe4 Ed5", from: "e4", want: []string{"e4-e5", "e4xd5"}},
		{name: "V13-PAWN-PROMO-LAST an egg capture on the last rank takes the promotion list",
			units: "Ka16 kp1 pe15 Pe16 Ed16", from: "e15", want: leapPromos("e15xd16", true)},
		{name: "V13-PAWN-PROMO-LAST V13-PAWN-LEAP a leap onto the last rank promotes", units: "Ka16 kp1 pe14 Pe15", from: "e14",
			want: leapPromos("e14-e16", true)},
		{name: "V13-PAWN-PROMO-LAST immortal cap: no Frog with 8 own frogs",
			units: "Ka16 kp1 pe15 fa3 fb3 fc3 fd3 fe3 ff3 fg3 fh3", from: "e15",
			want: leapPromos("e15-e16", false)},
		{name: "V13-PAWN-PROMO-LAST immortal cap: Frog allowed with 7 own frogs",
			units: "Ka16 kp1 pe15 fa3 fb3 fc3 fd3 fe3 ff3 fg3", from: "e15", want: promoE16},
		{name: "V13-PAWN-PROMO-LAST immortal cap: enemy frogs do not count",
			units: "Ka16 kp1 pe15 Fa13 Fb13 Fc13 Fd13 Fe13 Ff13 Fg13 Fh13", from: "e15", want: promoE16},
		{name: "V13-PAWN-PROMO-LAST V13-FACING the last rank of an east-facing pawn is file p",
			units: "Ka16 kp1 po4", sections: []string{"unit:{o4}/face=e"}, from: "o4",
			want: leapPromos("o4-p4", true)},
		{name: "V13-FACING a north-facing pawn on file p does not promote", units: "Ka16 kp1 pp4", from: "p4",
			want: []string{"p4-p5"}},
		{name: "V13-TOMB-EXPLOSION V13-PAWN-LEAP a pawn may step onto an active tomb (and die there), or leap it", units: "Ka16 kp1 pe4",
			sections: []string{"tomb:e5=active/0/P90"}, from: "e4", want: []string{"e4-e5", "e4-e6"}},
		{name: "V13-PAWN-LEAP an open tomb may be entered, or leapt", units: "Ka16 kp1 pe4",
			sections: []string{"tomb:e5=open/0/P90"}, from: "e4", want: []string{"e4-e5", "e4-e6"}},
		{name: "timed paralysis: a paralyzed pawn has no steps", units: "Ka16 kp1 pe4 Pd5",
			sections: []string{"unit:{e4}/par=1"}, from: "e4", want: nil},
	})
}

// Knight: V13-KNIGHT-MOVE, V13-CLASS-LEAPER, V13-WALL-LEAP.
func TestLeapersKnight(t *testing.T) {
	// h8 = (8,8): leaps i10 j9 j7 i6 g6 f7 f9 g10; forward diagonals (north) g9 i9.
	all := []string{"h8-i10", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10"}
	runLeapCases(t, []leapCase{
		{name: "V13-KNIGHT-MOVE 8 leaps and 2 forward diagonal steps", units: "Ka16 kp1 lh8", from: "h8",
			want: append([]string{"h8-g9", "h8-i9"}, all...)},
		{name: "V13-KNIGHT-MOVE captures, V13-KIND-IMMUNITY no knight, V13-CLASS-IMMORTAL no frog",
			units: "Ka16 kp1 lh8 Pi10 Rg9 pj9 Lf7 Fg6", from: "h8",
			want: []string{"h8xi10", "h8-j7", "h8-i6", "h8-f9", "h8-g10", "h8xg9", "h8-i9"}},
		{name: "V13-CLASS-LEAPER V13-WALL-LEAP jumps walls, lands on none; the diagonal step is not a leap",
			units: "Ka16 kp1 lh8", sections: []string{"wall:{a16}=g7g8g9h7h9i7i8i9j7"}, from: "h8",
			want: []string{"h8-i10", "h8-j9", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10"}},
		{name: "V13-CLASS-LEAPER jumps over units", units: "Ka16 kp1 lh8 pg7 pg8 ph7 ph9 pi7 pi8 Pg9 Pi9", from: "h8",
			want: append([]string{"h8xg9", "h8xi9"}, all...)},
		{name: "V13-KNIGHT-MOVE V13-FACING black knight steps diagonally south", side: "b",
			units: "Ka16 kp1 Lh8", from: "h8",
			want: append([]string{"h8-g7", "h8-i7"}, all...)},
		{name: "V13-KNIGHT-MOVE V13-FACING knight facing east steps to i9 and i7", units: "Ka16 kp1 lh8",
			sections: []string{"unit:{h8}/face=e"}, from: "h8",
			want: append([]string{"h8-i9", "h8-i7"}, all...)},
		{name: "V13-KNIGHT-MOVE in the corner", units: "Ka16 kp16 la1", from: "a1",
			want: []string{"a1-b3", "a1-c2", "a1-b2"}},
		{name: "V13-TERRAIN-CLIMB no leap or step up", units: "Ka16 kp1 lh8",
			sections: []string{"level:g9=-2,i9=1,i10=1"}, from: "h8",
			want: []string{"h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10", "h8-g9"}},
		{name: "timed paralysis: paralyzed knight", units: "Ka16 kp1 lh8 Pg9",
			sections: []string{"unit:{h8}/par=1"}, from: "h8", want: nil},
	})
}

// Nightrider: V13-NIGHTRIDER-MOVE, V13-NIGHTRIDER-NOCRR.
func TestLeapersNightrider(t *testing.T) {
	// b1 = (2,1): (1,2) c3 d5 e7 f9 g11 h13 i15; (2,1) d2 f3 h4 j5 l6 n7 p8;
	// (-1,2) a3; the other five vectors leave the board at once.
	fromB1 := []string{"b1-c3", "b1-d5", "b1-e7", "b1-f9", "b1-g11", "b1-h13", "b1-i15",
		"b1-d2", "b1-f3", "b1-h4", "b1-j5", "b1-l6", "b1-n7", "b1-p8", "b1-a3"}
	runLeapCases(t, []leapCase{
		{name: "V13-NIGHTRIDER-MOVE rides to the edge", units: "Ka16 kp1 nb1", from: "b1", want: fromB1},
		{name: "V13-NIGHTRIDER-MOVE all 8 vectors from the centre", units: "Ka16 kp1 nh8", from: "h8",
			want: []string{
				"h8-i10", "h8-j12", "h8-k14", "h8-l16", // (1,2)
				"h8-j9", "h8-l10", "h8-n11", "h8-p12", // (2,1)
				"h8-j7", "h8-l6", "h8-n5", "h8-p4", // (2,-1)
				"h8-i6", "h8-j4", "h8-k2", // (1,-2)
				"h8-g6", "h8-f4", "h8-e2", // (-1,-2)
				"h8-f7", "h8-d6", "h8-b5", // (-2,-1)
				"h8-f9", "h8-d10", "h8-b11", // (-2,1)
				"h8-g10", "h8-f12", "h8-e14", "h8-d16", // (-1,2)
			}},
		{name: "V13-NIGHTRIDER-MOVE stops at the first body: captures an enemy, not an own unit; V13-WALL-LEAP walls off the landings are jumped",
			units: "Ka16 kp1 nb1 Pf9 pj5", sections: []string{"wall:{a16}=a3b2c2"}, from: "b1",
			want: []string{"b1-c3", "b1-d5", "b1-e7", "b1xf9", "b1-d2", "b1-f3", "b1-h4"}},
		{name: "V13-NIGHTRIDER-MOVE V13-WALL-LEAP a wall on an intermediate landing ends the ride",
			units: "Ka16 kp1 nb1", sections: []string{"wall:{a16}=d5"}, from: "b1",
			want: []string{"b1-c3", "b1-d2", "b1-f3", "b1-h4", "b1-j5", "b1-l6", "b1-n7", "b1-p8", "b1-a3"}},
		{name: "V13-NIGHTRIDER-MOVE V13-KIND-IMMUNITY V13-CLASS-IMMORTAL a nightrider or a frog stops it uncaptured",
			units: "Ka16 kp1 nb1 Nf9 Fj5", from: "b1",
			want: []string{"b1-c3", "b1-d5", "b1-e7", "b1-d2", "b1-f3", "b1-h4", "b1-a3"}},
		{name: "V13-NIGHTRIDER-MOVE V13-TERRAIN-CLIMB each jump compared with the previous landing",
			// (1,2): c3 -1 <= 0, d5 -1 <= -1, e7 -2 <= -1, f9 0 > -2 stops.
			// (2,1): d2 0, f3 1 > 0 stops. a3 -5 is lower.
			units: "Ka16 kp1 nb1", sections: []string{"level:a3=-5,f3=1,c3=-1,d5=-1,e7=-2"}, from: "b1",
			want: []string{"b1-c3", "b1-d5", "b1-e7", "b1-d2", "b1-a3"}},
		{name: "V13-NIGHTRIDER-NOCRR capture reductions do not shorten the ride", units: "Ka16 kp1 nb1",
			sections: []string{"unit:{b1}/crrd=9/crro=9/capn=6"}, from: "b1", want: fromB1},
		{name: "timed paralysis: paralyzed nightrider", units: "Ka16 kp1 nb1",
			sections: []string{"unit:{b1}/par=1"}, from: "b1", want: nil},
	})
}

// Frog: V13-FROG-MOVE, V13-FROG-LANDING, V13-FROG-LONGJUMP, V13-CLASS-NOCAPTURE.
func TestLeapersFrog(t *testing.T) {
	// h8 = (8,8): (2,2) j10 j6 f6 f10; (3,3) k11 k5 e5 e11; (3,0) k8 e8; (0,3) h11 h5.
	lone := []string{"h8-j10", "h8-j6", "h8-f6", "h8-f10", "h8-k11", "h8-k5", "h8-e5", "h8-e11",
		"h8-k8", "h8-e8", "h8-h11", "h8-h5"}
	runLeapCases(t, []leapCase{
		{name: "V13-FROG-MOVE 12 jumps, no Long Jump without another frog", units: "Ka16 kp1 fh8", from: "h8", want: lone},
		{name: "V13-FROG-LANDING V13-CLASS-NOCAPTURE no units, walls or tombs of any state",
			units:    "Ka16 kp1 fh8 Pj10 Rk8 pe8 Ph9",
			sections: []string{"wall:{a16}=h5i9", "tomb:e5=open/0/P91,k5=pending/0/P92,f6=active/0/P90"}, from: "h8",
			want: []string{"h8-j6", "h8-f10", "h8-k11", "h8-e11", "h8-h11"}},
		{name: "V13-FROG-LONGJUMP around an enemy frog: empty, no wall, no tomb, not higher",
			// b2 = (2,2): d4 e5 e2 b5. Ring of m12: l11 tomb, l13 wall, m13 higher,
			// n13 occupied; m11, n11 (lower), l12, n12 remain.
			units:    "Ka16 kp1 fb2 Fm12 Pn13",
			sections: []string{"wall:{a16}=l13", "tomb:l11=open/0/P90", "level:n11=-1,m13=1"}, from: "b2",
			want: []string{"b2-d4", "b2-e5", "b2-e2", "b2-b5", "b2~m11", "b2~n11", "b2~l12", "b2~n12"}},
		{name: "V13-FROG-LONGJUMP next to a neighbouring own frog, not onto its own square",
			units: "Ka16 kp1 fh8 fi8", from: "h8",
			want: append([]string{"h8~h7", "h8~h9", "h8~i7", "h8~i9", "h8~j7", "h8~j8", "h8~j9"}, lone...)},
		{name: "V13-FROG-LONGJUMP two frogs: each target once, a jump and a Long Jump to the same square are two steps",
			// ring of i8: h7 h9 i7 i9 j7 j8 j9 (h8 is the frog itself);
			// ring of k9: j8 j9 j10 k8 k10 l8 l9 l10 (j8 j9 again).
			units: "Ka16 kp1 fh8 fi8 Fk9", from: "h8",
			want: append([]string{"h8~h7", "h8~h9", "h8~i7", "h8~i9", "h8~j7", "h8~j8", "h8~j9",
				"h8~j10", "h8~k8", "h8~k10", "h8~l8", "h8~l9", "h8~l10"}, lone...)},
		{name: "V13-FROG-LONGJUMP from high ground to lower or equal squares", units: "Ka16 kp1 fa1 Fm12",
			// a1: c3 d4 d1 a4; ring of m12 at level 0 and 1 are below or equal to 1, n13 is 2.
			sections: []string{"level:a1=1,l11=1,n13=2"}, from: "a1",
			want: []string{"a1-c3", "a1-d4", "a1-d1", "a1-a4",
				"a1~l11", "a1~m11", "a1~n11", "a1~l12", "a1~n12", "a1~l13", "a1~m13"}},
		{name: "V13-FROG-LONGJUMP from a pit only to squares as low or lower", units: "Ka16 kp1 fa1 Fm12",
			// a1 at -1: its jumps to level 0 climb; of m12's ring only l11 (-1)
			// and n13 (-2) are not higher.
			sections: []string{"level:a1=-1,l11=-1,n13=-2"}, from: "a1",
			want: []string{"a1~l11", "a1~n13"}},
		{name: "timed paralysis: paralyzed frog", units: "Ka16 kp1 fh8 fi8",
			sections: []string{"unit:{h8}/par=1"}, from: "h8", want: nil},
	})
}

// V13-FROG-IMMORTAL, V13-CLASS-IMMORTAL: no enemy may capture a frog.
func TestLeapersFrogImmortal(t *testing.T) {
	t.Run("V13-FROG-IMMORTAL knight", func(t *testing.T) {
		// d7 = (4,7): e9 f8 f6 e5 c5 b6 b8 c9; black forward diagonals c6 e6.
		fen := leapFEN(t, "b", "Ka16 kp1 Ld7 fe5")
		assert.Equal(t, sorted("d7-e9", "d7-f8", "d7-f6", "d7-c5", "d7-b6", "d7-b8", "d7-c9", "d7-c6", "d7-e6"),
			stepsOf(t, fen, "d7"))
		// The same knight takes a pawn there.
		fen = leapFEN(t, "b", "Ka16 kp1 Ld7 pe5")
		assert.Contains(t, stepsOf(t, fen, "d7"), "d7xe5")
	})
	t.Run("V13-FROG-IMMORTAL queen", func(t *testing.T) {
		for _, tc := range []struct {
			victim  string
			capture bool
		}{{"fe5", false}, {"pe5", true}} {
			fen := leapFEN(t, "b", "Ka16 kp1 Qe8 "+tc.victim)
			steps := stepsOf(t, fen, "e8")
			var onE5 []string
			for _, s := range steps {
				if strings.HasSuffix(s, "xe5") {
					onE5 = append(onE5, s)
				}
			}
			if tc.capture {
				assert.Contains(t, steps, "e8xe5", fen)
			} else {
				assert.Empty(t, onE5, fen)
			}
			p, err := board.Parse(fen)
			require.NoError(t, err)
			sq, _ := board.ParseSquare("e5")
			// Q7: a frog's square is never attacked.
			assert.Equal(t, tc.capture, Attacked(p, board.Black, sq), fen)
		}
	})
}

// Jester: V13-JESTER-MOVE, V13-JESTER-NOCAPTURE.
func TestLeapersJester(t *testing.T) {
	// h8 = (8,8); per diagonal: 2d, 3d, 2d+(dx,0), 2d+(0,dy), 3d+(dx,0), 3d+(0,dy).
	all := []string{
		"h8-j10", "h8-k11", "h8-k10", "h8-j11", "h8-l11", "h8-k12", // NE
		"h8-j6", "h8-k5", "h8-k6", "h8-j5", "h8-l5", "h8-k4", // SE
		"h8-f6", "h8-e5", "h8-e6", "h8-f5", "h8-d5", "h8-e4", // SW
		"h8-f10", "h8-e11", "h8-e10", "h8-f11", "h8-d11", "h8-e12", // NW
	}
	without := func(drop ...string) []string {
		var out []string
	next:
		for _, s := range all {
			for _, d := range drop {
				if s == d {
					continue next
				}
			}
			out = append(out, s)
		}
		return out
	}
	runLeapCases(t, []leapCase{
		{name: "V13-JESTER-MOVE 24 landings", units: "Ka16 kp1 jh8", from: "h8", want: all},
		{name: "V13-JESTER-MOVE walls on passed points block, units on them do not; V13-JESTER-NOCAPTURE",
			// NE: wall j10 = 2d blocks all six. SE: wall k5 = 3d blocks k5 l5 k4.
			// SW: enemy f6 = 2d: no capture, the rest pass over it. NW: own e11 = 3d
			// is no landing, d11 and e12 pass over it; wall e10 only itself.
			// i9 is no passed point.
			units: "Ka16 kp1 jh8 Pf6 pe11", sections: []string{"wall:{a16}=e10i9j10k5"}, from: "h8",
			want: []string{"h8-j6", "h8-k6", "h8-j5", "h8-e5", "h8-e6", "h8-f5", "h8-d5", "h8-e4",
				"h8-f10", "h8-f11", "h8-d11", "h8-e12"}},
		{name: "V13-JESTER-NOCAPTURE enemies on landings are not taken", units: "Ka16 kp1 jh8 Pk11 Jl5 Re4", from: "h8",
			want: without("h8-k11", "h8-l5", "h8-e4")},
		{name: "V13-JESTER-MOVE in the corner", units: "Ka16 kp16 ja1", from: "a1",
			want: []string{"a1-c3", "a1-d4", "a1-d3", "a1-c4", "a1-e4", "a1-d5"}},
		{name: "V13-JESTER-MOVE near the edge: a landing needs its passed points on the board",
			// n8 = (14,8). NE: 2d p10, 2d+(0,1) p11; 3d is off. SE: p6, p5.
			// SW: l6 k5 k6 l5 j5 k4. NW: l10 k11 k10 l11 j11 k12.
			units: "Ka16 kp1 jn8", from: "n8",
			want: []string{"n8-p10", "n8-p11", "n8-p6", "n8-p5",
				"n8-l6", "n8-k5", "n8-k6", "n8-l5", "n8-j5", "n8-k4",
				"n8-l10", "n8-k11", "n8-k10", "n8-l11", "n8-j11", "n8-k12"}},
		{name: "V13-TERRAIN-CLIMB landing compared with the start only", units: "Ka16 kp1 jh8",
			sections: []string{"level:j10=1,k6=1,j6=5"}, from: "h8",
			want: without("h8-j10", "h8-k6", "h8-j6")},
		{name: "timed paralysis: paralyzed jester", units: "Ka16 kp1 jh8",
			sections: []string{"unit:{h8}/par=2"}, from: "h8", want: nil},
	})
}

// Chancellor: V13-CHANC-MOVE, V13-CHANC-NOCRR.
func TestLeapersChancellor(t *testing.T) {
	// King steps, plus (3,2)/(2,3) from h8 = (8,8): j11 k10 k6 j5 f5 e6 e10 f11.
	zebra := []string{"h8-j11", "h8-k10", "h8-k6", "h8-j5", "h8-f5", "h8-e6", "h8-e10", "h8-f11"}
	king := []string{"h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"}
	runLeapCases(t, []leapCase{
		{name: "V13-CHANC-MOVE king steps and (3,2) leaps", units: "Ka16 kp1 ch8", from: "h8",
			want: joinSteps(king, zebra)},
		{name: "V13-CHANC-MOVE captures on the same squares, V13-KIND-IMMUNITY, V13-CLASS-IMMORTAL, V13-WALL-BLOCK",
			units: "Ka16 kp1 ch8 Pg9 Rk10 ph9 Cj5 Ff5", sections: []string{"wall:{a16}=i8"}, from: "h8",
			want: []string{"h8-g7", "h8-g8", "h8xg9", "h8-h7", "h8-i7", "h8-i9",
				"h8-j11", "h8xk10", "h8-k6", "h8-e6", "h8-e10", "h8-f11"}},
		{name: "V13-CLASS-LEAPER the (3,2) leap jumps walls and units",
			units: "Ka16 kp1 ch8 Pi9 pj9 pi10 Pj10", sections: []string{"wall:{a16}=g7g8g9h7h9i7i8f9g10"}, from: "h8",
			want: joinSteps([]string{"h8xi9"}, zebra)},
		{name: "V13-CHANC-NOCRR capture reductions change nothing", units: "Ka16 kp1 ch8",
			sections: []string{"unit:{h8}/crrd=6/crro=6"}, from: "h8", want: joinSteps(king, zebra)},
		{name: "V13-TERRAIN-CLIMB no step or leap up", units: "Ka16 kp1 ch8",
			sections: []string{"level:g7=1,j11=1,k10=-3"}, from: "h8",
			want: []string{"h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9",
				"h8-k10", "h8-k6", "h8-j5", "h8-f5", "h8-e6", "h8-e10", "h8-f11"}},
	})
}

// Assassin: V13-ASSASSIN-MOVE.
func TestLeapersAssassin(t *testing.T) {
	// h8 = (8,8): knight i10 j9 j7 i6 g6 f7 f9 g10; exactly 3 orthogonally h11 k8 h5 e8.
	runLeapCases(t, []leapCase{
		{name: "V13-ASSASSIN-MOVE knight leaps and (3,0) leaps", units: "Ka16 kp1 ah8", from: "h8",
			want: []string{"h8-i10", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10",
				"h8-h11", "h8-k8", "h8-h5", "h8-e8"}},
		{name: "V13-ASSASSIN-MOVE captures, jumps units and walls, V13-KIND-IMMUNITY, V13-WALL-LEAP",
			units: "Ka16 kp1 ah8 Ph11 ph9 Ak8 pe8 Lg6", sections: []string{"wall:{a16}=h10i10"}, from: "h8",
			want: []string{"h8xh11", "h8-j9", "h8-j7", "h8-i6", "h8xg6", "h8-f7", "h8-f9", "h8-g10", "h8-h5"}},
		{name: "V13-ASSASSIN-MOVE exactly 3, not 1 or 2, orthogonally", units: "Ka16 kp1 ad4", from: "d4",
			// d4 = (4,4): e6 f5 f3 e2 c2 b3 b5 c6; d7 g4 d1 a4.
			want: []string{"d4-e6", "d4-f5", "d4-f3", "d4-e2", "d4-c2", "d4-b3", "d4-b5", "d4-c6",
				"d4-d7", "d4-g4", "d4-d1", "d4-a4"}},
		{name: "V13-TERRAIN-CLIMB no leap up", units: "Ka16 kp1 ah8",
			sections: []string{"level:h11=1,i10=1,h5=-1"}, from: "h8",
			want: []string{"h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10",
				"h8-k8", "h8-h5", "h8-e8"}},
	})
}

// King: V13-KING-MOVE.
func TestLeapersKing(t *testing.T) {
	runLeapCases(t, []leapCase{
		{name: "V13-KING-MOVE 8 steps", units: "Ka16 kh8", from: "h8",
			want: []string{"h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"}},
		{name: "V13-KING-MOVE captures (also a king, V13-KIND-IMMUNITY), V13-WALL-BLOCK, V13-TERRAIN-CLIMB",
			units: "kh8 Pg9 ph9 Kg7", sections: []string{"wall:{g7}=i9", "level:i8=1,g8=-1"}, from: "h8",
			want: []string{"h8xg7", "h8-g8", "h8xg9", "h8-h7", "h8-i7"}},
		{name: "V13-KING-MOVE in the corner", units: "Kp16 ka1", from: "a1",
			want: []string{"a1-a2", "a1-b2", "a1-b1"}},
		{name: "active tombs (they explode in a later issue): a king may not step onto an active tomb, an open one is fine",
			units: "Ka16 kh8", sections: []string{"tomb:g9=active/0/P90,i9=open/0/P91"}, from: "h8",
			want: []string{"h8-g7", "h8-g8", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"}},
		{name: "V13-CLASS-IMMORTAL the king cannot take a frog", units: "Ka16 kh8 Fh9", from: "h8",
			want: []string{"h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-i7", "h8-i8", "h8-i9"}},
		{name: "timed paralysis: paralyzed king", units: "Ka16 kh8",
			sections: []string{"unit:{h8}/par=1"}, from: "h8", want: nil},
	})
}

// Q8 legality: a king in check may not step onto an attacked square.
func TestLeapersKingInCheck(t *testing.T) {
	// Chancellor e6 = (5,6) checks h8 with (3,2) and attacks g9 with (2,3);
	// assassin h12 attacks h9 (3 south); assassin l7 = (12,7) attacks i7 (3 west).
	// g7 g8 h7 i8 i9 are attacked by none of them.
	fen := leapFEN(t, "w", "Ka16 kh8 Ce6 Ah12 Al7")
	p, err := board.Parse(fen)
	require.NoError(t, err)
	require.True(t, NewGame(p).InCheck(board.White), "the king on h8 is in check")
	assert.Equal(t, sorted("h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"),
		stepsOf(t, fen, "h8"))
	assert.Equal(t, sorted("h8-g7", "h8-g8", "h8-h7", "h8-i8", "h8-i9"), legalOf(t, fen, "h8"))
}

// Crossbowman: V13-XBOW-MOVE (the 2-square diagonal leap), V13-XBOW-NOCAPTURE.
// The rook lines are closed by units on all four orthogonal neighbours.
func TestLeapersCrossbowman(t *testing.T) {
	runLeapCases(t, []leapCase{
		{name: "V13-XBOW-MOVE diagonal (2,2) leaps", units: "Ka16 kp1 xh8 ph9 ph7 pg8 pi8", from: "h8",
			want: []string{"h8-j10", "h8-j6", "h8-f6", "h8-f10"}},
		{name: "V13-XBOW-NOCAPTURE not by its leap, V13-WALL-LEAP, V13-CLASS-LEAPER jumps a unit",
			units:    "Ka16 kp1 xh8 ph9 ph7 pg8 pi8 Pj10 pi7",
			sections: []string{"wall:{a16}=f6g9"}, from: "h8", want: []string{"h8-j6", "h8-f10"}},
		// Bishops on h7 and i8: pawns on both sides of one axis would
		// pinch it (V13-PAWN-PINCER).
		{name: "V13-XBOW-NOCAPTURE enemies next to it are not taken by the line either",
			units: "Ka16 kp1 xh8 Ph9 Bh7 Pg8 Bi8", from: "h8",
			want: []string{"h8-j10", "h8-j6", "h8-f6", "h8-f10"}},
		{name: "V13-TERRAIN-CLIMB no leap up", units: "Ka16 kp1 xh8 ph9 ph7 pg8 pi8",
			sections: []string{"level:j10=1,f6=-4"}, from: "h8", want: []string{"h8-j6", "h8-f6", "h8-f10"}},
	})
}

// Dragon: V13-DRAGON-MOVE (the knight leaps and the 2-square orthogonal
// leaps). The diagonal lines are closed by own units on the four diagonal
// neighbours.
func TestLeapersDragon(t *testing.T) {
	runLeapCases(t, []leapCase{
		{name: "V13-DRAGON-MOVE knight leaps and (2,0) leaps", units: "Ka16 kp1 dh8 pg9 pi9 pg7 pi7", from: "h8",
			want: []string{"h8-i10", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10",
				"h8-h10", "h8-j8", "h8-h6", "h8-f8"}},
		{name: "V13-DRAGON-MOVE captures, V13-KIND-IMMUNITY, V13-WALL-LEAP",
			units: "Ka16 kp1 dh8 pg9 pi9 pg7 pi7 Li10 Pj8 Df7 ph6", sections: []string{"wall:{a16}=h9h10i8"}, from: "h8",
			want: []string{"h8xi10", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f9", "h8-g10", "h8xj8", "h8-f8"}},
	})
}

// Cannon: V13-CANNON-CAPTURE, V13-CANNON-IMMOBILE.
func TestLeapersCannon(t *testing.T) {
	runLeapCases(t, []leapCase{
		{name: "V13-CANNON-IMMOBILE no moves on an empty board", units: "Ka16 kp1 oh8", from: "h8", want: nil},
		{name: "V13-CANNON-CAPTURE first unit or wall on each forward ray; own units only block",
			// N: h10 enemy (h11 behind). NW: own g9 blocks, f10 not hit. NE: wall j10.
			units: "Ka16 kp1 oh8 Ph10 Ph11 pg9 Pf10", sections: []string{"wall:{a16}=j10"}, from: "h8",
			want: []string{"h8*h10", "h8*j10"}},
		{name: "V13-CANNON-CAPTURE range 3, terrain ignored",
			units: "Ka16 kp1 oh8 Ph12 Pk11 Pe11", sections: []string{"level:i9=3,j10=4,k11=5,e11=-6"}, from: "h8",
			want: []string{"h8*k11", "h8*e11"}},
		{name: "V13-CANNON-CAPTURE nothing behind or beside it", units: "Ka16 kp1 oh8 Ph7 Pg7 Pi7 Pg8 Pi8", from: "h8",
			want: nil},
		{name: "V13-CANNON-CAPTURE V13-FACING a cannon facing east",
			units: "Ka16 kp1 oh8 Pk8 Pi9 Pj6 Ph9", sections: []string{"unit:{h8}/face=e"}, from: "h8",
			want: []string{"h8*k8", "h8*i9", "h8*j6"}},
		{name: "V13-CANNON-CAPTURE V13-FACING a black cannon fires south", side: "b",
			units: "Ka16 kp1 Oh8 pg7 ph6 pk5 pg9", from: "h8",
			want: []string{"h8*g7", "h8*h6", "h8*k5"}},
		{name: "V13-CANNON-CAPTURE V13-KIND-IMMUNITY V13-CLASS-IMMORTAL no cannon, no frog, no own unit; each blocks",
			units: "Ka16 kp1 oh8 Oh9 Fg9 pi9 Ph10 Pf10 Pj10", from: "h8", want: nil},
		{name: "V13-CANNON-CAPTURE a unit before a wall is hit first", units: "Ka16 kp1 oh8 Ph9",
			sections: []string{"wall:{a16}=h10"}, from: "h8", want: []string{"h8*h9"}},
		{name: "timed paralysis: paralyzed cannon", units: "Ka16 kp1 oh8 Ph9",
			sections: []string{"unit:{h8}/par=1"}, from: "h8", want: nil},
	})
}

// V13-KIND-IMMUNITY: a non-pawn piece cannot capture its own kind; pawns and
// kings can.
func TestLeapersKindImmunity(t *testing.T) {
	runLeapCases(t, []leapCase{
		// The white rook on f1 threatens f7, one of the pawn's two knight
		// protectors, so the pawn is not guarded (V13-GUARDS).
		{name: "V13-KIND-IMMUNITY knight vs knights",
			units: "Ka16 kp1 rf1 lh8 Li10 Lj9 Lj7 Li6 Lg6 Lf7 Lf9 Lg10 Li9 Pg9", from: "h8",
			want: []string{"h8xg9"}},
		{name: "V13-KIND-IMMUNITY assassin vs assassins", units: "Ka16 kp1 ah8 Ah11 Ak8 Ah5 Ae8 Pi10", from: "h8",
			want: []string{"h8xi10", "h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10"}},
		{name: "V13-KIND-IMMUNITY chancellor vs chancellors", units: "Ka16 kp1 ch8 Cg9 Ck10 Pi9", from: "h8",
			want: []string{"h8-g7", "h8-g8", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8xi9",
				"h8-j11", "h8-k6", "h8-j5", "h8-f5", "h8-e6", "h8-e10", "h8-f11"}},
		{name: "V13-KIND-IMMUNITY dragon vs dragons (leaps)", units: "Ka16 kp1 dh8 pg9 pi9 pg7 pi7 Di10 Dh10 Pj8", from: "h8",
			want: []string{"h8-j9", "h8-j7", "h8-i6", "h8-g6", "h8-f7", "h8-f9", "h8-g10", "h8xj8", "h8-h6", "h8-f8"}},
		{name: "V13-KIND-IMMUNITY pawns take pawns", units: "Ka16 kp1 pe4 Pd5 Pf5 Pe5", from: "e4",
			want: []string{"e4-e6", "e4xd5", "e4xf5"}},
		{name: "V13-KIND-IMMUNITY kings take kings", side: "b", units: "Kh8 kg7", from: "h8",
			want: []string{"h8xg7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"}},
	})
}
