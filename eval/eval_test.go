package eval

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evalFENs are positions of every kind the evaluation meets: plain boards,
// shadows, stacks, paralysis, walls, a turn in progress.
var evalFENs = []string{
	board.StartFEN,
	kingsOnly,
	// A Black rook on a2 attacks squares next to the White king.
	"8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/R15/8k7 w",
	// Pawns and a wall (owned by pawn 2) shield the White king.
	"8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/7ppp6/8k7 w wall:2=h1",
	// A paralyzed rook, a shadow, a stack, an egg and a token.
	"8K7/16/16/2E13/16/16/7S8/16/16/16/16/16/4r11/16/3(rn)12/8k7 b unit:5/par=3/paro=2 shadow:e8=N20",
	// Catalog position-format 13.2: a Double Move in progress (turn + trail).
	"RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/16/16/16/16/16/16/16/4p11/pppp1ppppppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdcqkcdtoajr w id:1-64,69,65-68,70-128 turn:69/double/1/1 trail:e4e5",
	// Catalog position-format 13.9: everything at once, Black in a multimove.
	"4K11/16/2(RNA)5Q7/16/16/16/7S8/16/16/16/16/16/16/5p10/16/4k11 b id:1,20-22,5,30,101,121 turn:5/multi/2/1/cap trail:i14j15k16 ply:57 level:e8=-2,f8=3 wall:50=h11h12,101=f2 tomb:c3=open/4/p40 shadow:g7=c41 gone:S50 unit:1/par=1/paro=2,5/capn=1/mm=2,20/crro=1,30/parent=5 mark:flood@e8/7",
}

// TestTermsSumToEvaluate: Evaluate is the sum of the Terms (White - Black,
// negated for Black to move), for the package functions and for a reused
// Evaluator alike.
func TestTermsSumToEvaluate(t *testing.T) {
	e := NewEvaluator()
	for _, fen := range evalFENs {
		p := parse(t, fen)
		terms := Terms(p)
		require.Len(t, terms, numTerms)
		sum := 0
		for _, tm := range terms {
			sum += tm.White - tm.Black
		}
		if p.SideToMove() == board.Black {
			sum = -sum
		}
		assert.Equal(t, sum, Evaluate(p), fen)
		assert.Equal(t, sum, Score(terms, p.SideToMove()), fen)
		assert.Equal(t, sum, e.Evaluate(p), fen)
		assert.Equal(t, terms, e.Terms(p), fen)
		// The material term is Material over the whole board (V13-VALUE-FORMULA,
		// V13-300-RULE) without the kings, less the part of Color Force it
		// leaves out (Color Force, the rank and fuse bonuses weighed down):
		// never more, and no less than half.
		m := board.Material(p, board.WholeBoard)
		for s := board.White; s <= board.Black; s++ {
			for sq := range board.NumSquares {
				u := p.Unit(p.BodyAt(board.Square(sq)))
				if pc := p.PieceAt(board.Square(sq)); pc.Type() == board.King && pc.Side() == s && board.CountedAlone(u) {
					m[s] -= board.UnitValue(u, board.Square(sq))
				}
			}
			got := terms[termMaterial]
			assert.LessOrEqual(t, [2]int{got.White, got.Black}[s], m[s]*MaterialScale, fen)
			assert.GreaterOrEqual(t, [2]int{got.White, got.Black}[s], m[s]*MaterialScale/2, fen)
		}
	}
	// Evaluating does not change the position.
	p := parse(t, evalFENs[5])
	before := p.Format()
	e.Evaluate(p)
	assert.Equal(t, before, p.Format())
}

// The evaluator's material term counts a quarter of Color Force
// (V13-VALUE-COLORFORCE, ruling of issue 37) while Material, the Rotate
// count, stays exact: a White rook (12) on e4, its own light colour, with
// rank bonus 2, is 26 points of Material and 12*110+2*25 in the term
// (ColorForcePercent, RankPercent); on d4, dark, 14 points and 12*100+50;
// a Black shadow queen (shadow value 4, no rank bonus) on its own dark
// colour, 8 points and 4*110; a fused White stack keeps a quarter of its
// fuse bonus (V13-VALUE-FUSE, FusePercent).
const rookE4Term = 1200 + 1200*ColorForcePercent/100 + 2*MaterialScale*RankPercent/100

func TestMaterialTermColorForce(t *testing.T) {
	for _, c := range []struct {
		name     string
		fen      string
		material [2]int // Material without the kings (25 each)
		term     [2]int
	}{
		{"rook on its colour", "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w", [2]int{26, 0}, [2]int{rookE4Term, 0}},
		{"rook off its colour", "8K7/16/16/16/16/16/16/16/16/16/16/16/3r12/16/16/8k7 w", [2]int{14, 0}, [2]int{1200 + 2*MaterialScale*RankPercent/100, 0}},
		{"shadow queen on its colour", kingsOnly + " shadow:d4=Q3", [2]int{0, 8}, [2]int{0, 4 * (100 + ColorForcePercent)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, c.fen)
			m := board.Material(p, board.WholeBoard)
			assert.Equal(t, c.material, [2]int{m[0] - 25, m[1] - 25}, "Material stays exact")
			assert.Equal(t, Term{"material", c.term[0], c.term[1]}, Terms(p)[termMaterial])
		})
	}
	// A stack: each member valued as above, plus 1 point per member.
	p := parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/3(rr)12/16/16/8k7 w")
	assert.Equal(t, 2*(1200+2*MaterialScale*RankPercent/100)+2*MaterialScale*FusePercent/100, Terms(p)[termMaterial].White)
}

// TestEvaluateSideToMoveSign: the terms do not depend on the side to move,
// so the same board with the other side to move scores the negation.
func TestEvaluateSideToMoveSign(t *testing.T) {
	for _, fen := range evalFENs[:5] {
		p := parse(t, fen)
		q := p.Clone()
		q.SetSideToMove(p.SideToMove().Other())
		assert.Equal(t, Terms(p), Terms(q), fen)
		assert.Equal(t, -Evaluate(p), Evaluate(q), fen)
	}
	assert.Zero(t, Evaluate(board.StartPosition()), "the start position is balanced")
}

// TestEvaluateMirrorSymmetric: a position and its colour-mirrored twin (each
// unit reflected to (file, 17-rank) with its side swapped, the other side to
// move) score the same from the side to move, and each term of one side
// equals the twin's term of the other side. The reflection maps White's
// colour (light) to Black's (dark) and d to d (V13-VALUE-RANK), so the
// material formula is symmetric under it, and so are the movement rules
// (facing defaults to the opponent).
func TestEvaluateMirrorSymmetric(t *testing.T) {
	fens := []string{
		board.StartFEN,
		kingsOnly,
		"8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/R15/8k7 w",
		"8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/7ppp6/8k7 b",
		"8K7/16/16/2E13/16/16/7S8/16/16/16/16/16/4r11/16/3(rn)12/8k7 b",
		"RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPP1PPPPPPPP/16/16/16/16/16/16/16/7p8/pppp1ppppppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdcqkcdtoajr b",
	}
	// Random boards: two kings and a dozen random units (seeded, so the
	// test is reproducible).
	rng := rand.New(rand.NewPCG(13, 300))
	letters := "PBFLNXOADRQJCTEI"
	for len(fens) < 60 {
		var grid [board.Ranks][board.Files]string
		put := func(l string) {
			for {
				f, r := rng.IntN(16), rng.IntN(16)
				if grid[r][f] == "" {
					grid[r][f] = l
					return
				}
			}
		}
		put("K")
		put("k")
		for range 12 {
			l := string(letters[rng.IntN(len(letters))])
			if rng.IntN(2) == 0 {
				l = swapCase(l)
			}
			put(l)
		}
		side := board.White
		if rng.IntN(2) == 0 {
			side = board.Black
		}
		fen := gridFEN(&grid, side)
		if _, err := board.Parse(fen); err == nil {
			fens = append(fens, fen)
		}
	}
	e := NewEvaluator()
	for _, fen := range fens {
		twin := mirrorFEN(t, fen)
		p, q := parse(t, fen), parse(t, twin)
		require.Equal(t, fen, mirrorFEN(t, twin))
		assert.Equal(t, e.Evaluate(p), e.Evaluate(q), "%s\ntwin %s", fen, twin)
		tp, tq := e.Terms(p), e.Terms(q)
		for i := range tp {
			assert.Equal(t, tp[i].White, tq[i].Black, "%s: %s", fen, tp[i].Name)
			assert.Equal(t, tp[i].Black, tq[i].White, "%s: %s", fen, tp[i].Name)
		}
	}
}

// TestMobilityTerm: MobilityWeight per pseudo-legal step (Null and End not
// counted), for the side to move and, on a copy, for the other side.
func TestMobilityTerm(t *testing.T) {
	count := func(p *board.Position) int {
		n := 0
		for _, s := range movegen.Generate(p, nil) {
			if k := s.Kind(); k != movegen.KindNull && k != movegen.KindEnd && k != movegen.KindSpecial && k != movegen.KindRespawn {
				n++
			}
		}
		return n
	}
	for _, fen := range evalFENs[:5] {
		p := parse(t, fen)
		q := p.Clone()
		q.SetSideToMove(p.SideToMove().Other())
		var want [2]int
		want[p.SideToMove()] = count(p) * MobilityWeight
		want[q.SideToMove()] = count(q) * MobilityWeight
		tm := Terms(p)[termMobility]
		assert.Equal(t, want, [2]int{tm.White, tm.Black}, fen)
	}
	// Kings alone on i1 and i16: h, j on the back rank and three squares in
	// front, 5 steps each.
	tm := Terms(parse(t, kingsOnly))[termMobility]
	assert.Equal(t, Term{"mobility", 5 * MobilityWeight, 5 * MobilityWeight}, tm)

	// In the middle of a turn the term is that of the same board with the
	// turn cleared, so it does not jump between a turn's steps.
	mid := parse(t, evalFENs[5])
	require.True(t, mid.Turn().InProgress())
	cleared := mid.Clone()
	require.NoError(t, cleared.SetTurn(board.TurnState{}))
	cleared.ClearTrail()
	assert.Equal(t, Terms(cleared)[termMobility], Terms(mid)[termMobility])
	assert.Positive(t, Terms(mid)[termMobility].White)
}

// TestKingSafetyTerms: KingAttackWeight per square next to the king that the
// enemy attacks (movegen.Attacked, catalog Q7), KingShieldWeight per
// neighbour square holding an own body or a wall (walls block both sides).
func TestKingSafetyTerms(t *testing.T) {
	attackedNeighbours := func(p *board.Position, side board.Side, ks board.Square) int {
		n := 0
		for d := board.Dir(0); d < board.NumDirs; d++ {
			if s, ok := ks.Offset(d.Delta()); ok && movegen.Attacked(p, side.Other(), s) {
				n++
			}
		}
		return n
	}

	quiet := Terms(parse(t, kingsOnly))
	assert.Equal(t, Term{"king attack", 0, 0}, quiet[termKingAttack])
	assert.Equal(t, Term{"king shield", 0, 0}, quiet[termKingShield])

	// A Black rook on a2 sweeps rank 2: h2, i2 and j2 at least are attacked.
	p := parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/R15/8k7 w")
	for _, s := range []string{"h2", "i2", "j2"} {
		assert.True(t, movegen.Attacked(p, board.Black, sq(t, s)), s)
	}
	n := attackedNeighbours(p, board.White, sq(t, "i1"))
	assert.GreaterOrEqual(t, n, 3)
	assert.Equal(t, Term{"king attack", -n * KingAttackWeight, 0}, Terms(p)[termKingAttack])

	// Pawns h2, i2, j2 and a wall on h1: 4 shielded squares; j1 is empty.
	p = parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/7ppp6/8k7 w wall:2=h1")
	assert.Equal(t, Term{"king shield", 4 * KingShieldWeight, 0}, Terms(p)[termKingShield])
	// An enemy's wall blocks the enemy as well: it shields too.
	p = parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w wall:1=h1")
	assert.Equal(t, Term{"king shield", KingShieldWeight, 0}, Terms(p)[termKingShield])
	// Enemy units next to the king do not shield it.
	p = parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/7PPP6/8k7 w")
	assert.Equal(t, 0, Terms(p)[termKingShield].White)
	// Start position: h1, j1, h2, i2, j2 hold own units for both kings.
	assert.Equal(t, Term{"king shield", 5 * KingShieldWeight, 5 * KingShieldWeight}, Terms(board.StartPosition())[termKingShield])

	// No king on the board: both terms are 0 for that side.
	p = parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/R15/16 w")
	assert.Equal(t, Term{"king attack", 0, 0}, Terms(p)[termKingAttack])
}

// TestParalysisTerm: Material drops a paralyzed unit (V13-VALUE-EXCLUDE);
// the paralysis term gives back the unit's material-term value *8/(8+par)
// (a rook on e4, its own colour: rookE4Term), so a paralyzed
// unit costs a share of its value that grows with the turns left
// (a paralyzed unit does not count in the material).
func TestParalysisTerm(t *testing.T) {
	const rookE4 = "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w" // rook id 2: 26 points on e4
	free := Evaluate(parse(t, rookE4))
	gone := Evaluate(parse(t, kingsOnly))
	cases := []struct {
		par  int
		want int
	}{
		{1, rookE4Term * 8 / 9},
		{8, rookE4Term / 2},
		{24, rookE4Term * 8 / 32},
	}
	prev := free
	for _, c := range cases {
		p := parse(t, rookE4+" unit:2/par="+strconv.Itoa(c.par))
		assert.Equal(t, [2]int{25, 25}, board.Material(p, board.WholeBoard))
		assert.Equal(t, Term{"paralysis", c.want, 0}, Terms(p)[termParalysis], "par %d", c.par)
		got := Evaluate(p)
		assert.Less(t, got, prev, "par %d scores below par %d", c.par, c.par-1)
		assert.Greater(t, got, gone, "a paralyzed rook is worth more than none")
		prev = got
	}
	// A paralyzed Black stack member on c13 (dark, Black's colour; d 4):
	// the frog (5, on its colour, rank bonus 2) is worth 600 in the term,
	// credit 600*8/10.
	p := parse(t, "8K7/16/16/2(RF)13/16/16/16/16/16/16/16/16/16/16/16/8k7 w unit:3/par=2")
	assert.Equal(t, Term{"paralysis", 0, 600 * 8 / 10}, Terms(p)[termParalysis])
	// A paralyzed shadow: the White shadow queen 3 on e4 is worth 4*110.
	p = parse(t, kingsOnly+" shadow:e4=q3 unit:3/par=8")
	assert.Equal(t, Term{"paralysis", 440 / 2, 0}, Terms(p)[termParalysis])
	// Syzygy-locked units and inactive monads get nothing back, paralyzed
	// or not (their lock has no timer).
	p = parse(t, "8K7/16/16/11R4/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/par=2/syz=3,3/syz=2")
	assert.Equal(t, Term{"paralysis", 0, 0}, Terms(p)[termParalysis])
	p = parse(t, kingsOnly+" shadow:e4=q3 unit:3/par=2/monad/prog=+1+1")
	assert.Equal(t, Term{"paralysis", 0, 0}, Terms(p)[termParalysis])
}

// TestEvaluatorNoAllocs: a warmed-up Evaluator allocates nothing when no
// enemy line unit is in range of a king's neighbour squares (movegen.Attacked
// allocates scratch space for its line walks otherwise; see the package doc).
func TestEvaluatorNoAllocs(t *testing.T) {
	e := NewEvaluator()
	for _, fen := range []string{board.StartFEN, kingsOnly, evalFENs[3], evalFENs[5]} {
		p := parse(t, fen)
		e.Evaluate(p)
		assert.Zero(t, testing.AllocsPerRun(50, func() { e.Evaluate(p) }), fen)
	}
}

func BenchmarkEvaluateStart(b *testing.B) {
	p := board.StartPosition()
	e := NewEvaluator()
	b.ReportAllocs()
	for b.Loop() {
		e.Evaluate(p)
	}
}

func BenchmarkMaterialStart(b *testing.B) {
	p := board.StartPosition()
	b.ReportAllocs()
	for b.Loop() {
		board.Material(p, board.WholeBoard)
	}
}

// Evaluate = ±(BoardScore + Rest) for fast and full evaluators, so the
// search may keep BoardScore incrementally.
func TestSquareDecomposition(t *testing.T) {
	for _, fen := range []string{board.StartFEN, "8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 b unit:7/par=3",
		"8K7/16/2(RN)13/16/16/16/16/3q12/16/16/16/16/16/16/16/8k7 b shadow:d9=B6(f7p8) unit:6/sage=3/strail=5/monad/active"} {
		p := board.MustParse(fen)
		for _, fast := range []bool{false, true} {
			e := &Evaluator{Fast: fast}
			v := e.BoardScore(p) + e.Rest(p)
			if p.SideToMove() == board.Black {
				v = -v
			}
			assert.Equal(t, e.Evaluate(p), v, "%s fast=%v", fen, fast)
		}
	}
}

// TestRankBonusFacesForward (V13-VALUE-RANK, V13-FACING): the material term
// counts RankPercent of the rank bonus for a unit facing the enemy's edge
// and none for one facing sideways or home, so a Rotate that carries units
// forward while turning them round gains no rank bonus. The rook on e4
// (rank bonus 2) is rookE4Term facing north, 120 less otherwise.
func TestRankBonusFacesForward(t *testing.T) {
	const rookE4 = "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w"
	for _, c := range []struct {
		name   string
		facing string
		want   int
	}{
		{"V13-VALUE-RANK facing north, forward", "", rookE4Term},
		{"V13-FACING facing east", " unit:2/face=e", rookE4Term - 2*MaterialScale*RankPercent/100},
		{"V13-FACING facing south, home", " unit:2/face=s", rookE4Term - 2*MaterialScale*RankPercent/100},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, rookE4+c.facing)
			assert.Equal(t, c.want, Terms(p)[termMaterial].White)
			assert.Equal(t, [2]int{26 + 25, 25}, board.Material(p, board.WholeBoard), "Material keeps the rank bonus")
		})
	}
}
