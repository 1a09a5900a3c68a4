// Package eval holds the material count of FrozenChess 13.0 (the Rotate
// points of catalog 1.J, used by the Rotate special move and the 300-move
// rule) and the engine's static evaluation built on it.
package eval

import "github.com/frozenchess/engine/board"

// baseValues are the material points of each unit type.
//
//   - V13-VALUE-TABLE (lines 1060-1066): Pawn 1; Nightrider 5, Frog 5;
//     Crossbowman 8, Jester 8, Cannon 8; Assassin 10, Queen 10, Chancellor 10;
//     Dragon 12, Templar 12, Rook 12; King 25.
//   - V13-VALUE-MISSING (ruling, Part 3 Q15): Knight 5 (like the Nightrider
//     that replaced it), Bishop 8, Egg 1 (line 542 treats eggs as pawns),
//     Queen's Shadow token 0 and Illusion 0 (line 600).
var baseValues = [board.NumTypes]int{
	board.NoType:      0,
	board.Pawn:        1,
	board.Bishop:      8,
	board.Frog:        5,
	board.Knight:      5,
	board.Nightrider:  5,
	board.Crossbowman: 8,
	board.Cannon:      8,
	board.Assassin:    10,
	board.Dragon:      12,
	board.Rook:        12,
	board.Queen:       10,
	board.King:        25,
	board.Jester:      8,
	board.Chancellor:  10,
	board.Templar:     12,
	board.Egg:         1,
	board.QueenShadow: 0,
	board.Illusion:    0,
}

// BaseValue is the material value of a unit type (V13-VALUE-TABLE,
// V13-VALUE-MISSING); 0 for NoType, tokens and unknown types.
func BaseValue(t board.UnitType) int {
	if t < board.NumTypes {
		return baseValues[t]
	}
	return 0
}

// Rect is a rectangle of squares given by 0-based inclusive file and rank
// bounds (file a = 0, rank 1 = 0). A Rect whose minimum exceeds its maximum
// is empty; bounds outside the board are clipped.
type Rect struct {
	MinFile, MinRank int
	MaxFile, MaxRank int
}

// WholeBoard is all 256 squares: the area of the 300-move rule
// (V13-300-RULE), which ignores the Rotate edge and size limits.
var WholeBoard = Rect{0, 0, board.Files - 1, board.Ranks - 1}

// Block is the n x n block whose lower-left (a1-side) corner is sq, the area
// of a Rotate (V13-ROTATE). It does not check the Rotate size and edge limits
// of V13-ROTATE-SIZE (2..8, no edge square); see RotatableBlock.
func Block(corner board.Square, n int) Rect {
	f, r := corner.File(), corner.Rank()
	return Rect{f, r, f + n - 1, r + n - 1}
}

// RotatableBlock reports whether the block lies within the limits of
// V13-ROTATE-SIZE: 2x2 up to 8x8, not touching the board edge (so inside
// files b-o and ranks 2-15).
func RotatableBlock(r Rect) bool {
	w, h := r.MaxFile-r.MinFile+1, r.MaxRank-r.MinRank+1
	return w == h && w >= 2 && w <= 8 &&
		r.MinFile >= 1 && r.MinRank >= 1 && r.MaxFile <= board.Files-2 && r.MaxRank <= board.Ranks-2
}

// Contains reports whether sq lies in the rectangle.
func (r Rect) Contains(sq board.Square) bool {
	f, k := sq.File(), sq.Rank()
	return f >= r.MinFile && f <= r.MaxFile && k >= r.MinRank && k <= r.MaxRank
}

// clip limits the rectangle to the board.
func (r Rect) clip() Rect {
	r.MinFile, r.MinRank = max(r.MinFile, 0), max(r.MinRank, 0)
	r.MaxFile, r.MaxRank = min(r.MaxFile, board.Files-1), min(r.MaxRank, board.Ranks-1)
	return r
}

// Counted reports whether a unit standing on the board counts in the
// material total (V13-VALUE-EXCLUDE and its rulings):
//
//   - paralyzed units (Paralysis > 0) do not count (V13-VALUE-EXCLUDE);
//   - syzygy-locked units (Syzygy != 0) count as paralyzed, i.e. not at all
//     (V13-VALUE-EXCLUDE, V13-SYZYGY-ROTATE);
//   - Illusions do not count (V13-VALUE-EXCLUDE, line 600);
//   - inactive monads (StatusMonad without StatusMonadActive) count as
//     paralyzed (ruling of V13-VALUE-EXCLUDE); an active monad counts as the
//     shadow it is;
//   - a unit worth 0 points (the Queen's Shadow token) contributes nothing,
//     not even a rank bonus (ruling, see Material);
//   - a boxed unit counts as its contents (V13-VALUE-MISSING, V13-BOX): the
//     box flag is ignored.
//
// Dead and removed units are not on the board; Material never visits them.
func Counted(u *board.Unit) bool {
	if u.Paralysis > 0 || u.Syzygy != 0 || u.Type == board.Illusion {
		return false
	}
	if u.Has(board.StatusMonad) && !u.Has(board.StatusMonadActive) {
		return false
	}
	return BaseValue(u.Type) > 0
}

// ownColour reports whether sq has the colour of side: White's colour is
// light, Black's is dark, a1 is dark (V13-COLOR, Q14).
func ownColour(side board.Side, sq board.Square) bool {
	return sq.Dark() == (side == board.Black)
}

// advance is d of V13-VALUE-RANK: the rank counted 1..16 from the side's own
// back rank (White: the rank number; Black: 17 - rank number).
func advance(side board.Side, sq board.Square) int {
	if side == board.White {
		return sq.Rank() + 1
	}
	return board.Ranks - sq.Rank()
}

// UnitValue is the material value of unit u standing on sq, whether or not
// it is counted (see Counted). It implements V13-VALUE-FORMULA:
//
//	value = (shadow ? floor(base/3)+1 : base) x (own colour ? 2 : 1)
//	        + (shadow ? 0 : floor(d/2))
//
// where base is the type's value (V13-VALUE-TABLE, V13-VALUE-MISSING), the
// shadow value and the absent rank bonus come from V13-VALUE-SHADOW, the
// doubling on the side's own colour is Color Force (V13-VALUE-COLORFORCE,
// which by ruling doubles a shadow's value too), and floor(d/2) is the rank
// bonus (V13-VALUE-RANK), 0 on the own back rank and 8 on the far one. A unit
// whose base is 0 (a Queen's Shadow token, an Illusion) is worth 0.
func UnitValue(u *board.Unit, sq board.Square) int {
	base := BaseValue(u.Type)
	if base == 0 {
		return 0
	}
	shadow := u.Has(board.StatusShadow)
	v := base
	if shadow {
		v = base/3 + 1
	}
	if ownColour(u.Side, sq) {
		v *= 2
	}
	if !shadow {
		v += advance(u.Side, sq) / 2
	}
	return v
}

// Material is the Rotate point total of each side over the squares of area,
// indexed by board.White and board.Black (V13-VALUE-FORMULA). It is the
// count behind Rotate's majority test (V13-ROTATE, with a Block) and the
// 300-move rule (V13-300-RULE, with WholeBoard). It allocates nothing.
//
// Every unit standing on the board in the area is visited: each square's
// body and every member of a fused stack, and every shadow-form body with
// the members of shadow stacks. Units in tombs and removed units are not on
// the board and never count. Each counted unit (Counted) adds its UnitValue
// to its side.
//
// Fuse bonus (V13-VALUE-FUSE, ruling): every member of a stack is valued
// separately, and a stack with 2 or more counted members also adds the
// number of its counted members to its side's total. Members that do not
// count (e.g. paralyzed) neither add value nor count towards the bonus.
func Material(p *board.Position, area Rect) [2]int {
	var tot [2]int
	area = area.clip()
	cells := p.Cells()
	for r := area.MinRank; r <= area.MaxRank; r++ {
		for f := area.MinFile; f <= area.MaxFile; f++ {
			sq := board.NewSquare(f, r)
			c := &cells[sq]
			if c.Body != 0 {
				addBody(p, c.Body, sq, &tot)
			}
			for s := c.Shadows; s != 0; s = p.Unit(s).Next {
				addBody(p, s, sq, &tot)
			}
		}
	}
	return tot
}

// addBody adds one body (a single unit or the base of a fused stack) on sq.
func addBody(p *board.Position, id board.UnitID, sq board.Square, tot *[2]int) {
	side := p.Unit(id).Side
	n, sum := 0, 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if !Counted(u) {
			continue
		}
		n++
		sum += UnitValue(u, sq)
	}
	if n >= 2 {
		sum += n // V13-VALUE-FUSE
	}
	tot[side] += sum
}
