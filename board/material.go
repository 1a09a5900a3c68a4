package board

// The material count of FrozenChess 13.0 (the Rotate points of catalog 1.J):
// rule data, read by the Rotate special move and the 300-move rule, and by
// the evaluation and the search's move ordering.

// BaseValue is the material value of a unit type (V13-VALUE-TABLE,
// V13-VALUE-MISSING); 0 for NoType, tokens and unknown types.
func BaseValue(t UnitType) int {
	if t < NumTypes {
		return Types[t].Value
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
var WholeBoard = Rect{0, 0, Files - 1, Ranks - 1}

// Block is the n x n block whose lower-left (a1-side) corner is sq, the area
// of a Rotate (V13-ROTATE). It does not check the Rotate size and edge limits
// of V13-ROTATE-SIZE (2..8, no edge square); see RotatableBlock.
func Block(corner Square, n int) Rect {
	f, r := corner.File(), corner.Rank()
	return Rect{f, r, f + n - 1, r + n - 1}
}

// RotatableBlock reports whether the block lies within the limits of
// V13-ROTATE-SIZE: 2x2 up to 8x8, not touching the board edge (so inside
// files b-o and ranks 2-15). It states the rule on its own: Rotate's
// generation (movegen/rotate.go) walks those blocks by its own loop, which
// the tests check against this.
func RotatableBlock(r Rect) bool {
	w, h := r.MaxFile-r.MinFile+1, r.MaxRank-r.MinRank+1
	return w == h && w >= 2 && w <= 8 &&
		r.MinFile >= 1 && r.MinRank >= 1 && r.MaxFile <= Files-2 && r.MaxRank <= Ranks-2
}

// Contains reports whether sq lies in the rectangle.
func (r Rect) Contains(sq Square) bool {
	f, k := sq.File(), sq.Rank()
	return f >= r.MinFile && f <= r.MaxFile && k >= r.MinRank && k <= r.MaxRank
}

// clip limits the rectangle to the board.
func (r Rect) clip() Rect {
	r.MinFile, r.MinRank = max(r.MinFile, 0), max(r.MinRank, 0)
	r.MaxFile, r.MaxRank = min(r.MaxFile, Files-1), min(r.MaxRank, Ranks-1)
	return r
}

// Counted reports whether a unit standing on the board counts in the
// material total (V13-VALUE-EXCLUDE and its rulings):
//
//   - paralyzed units do not count, whatever paralyzes them (Paralyzed: a
//     timed counter, a flood holding it, a syzygy lock, V13-SYZYGY-ROTATE,
//     an inactive monad, an enemy jester's presence, an enemy chancellor's
//     aura, a pincer of enemy pawns); an active monad counts as the shadow
//     it is;
//   - Illusions do not count (V13-VALUE-EXCLUDE, line 600);
//   - a unit worth 0 points (the Queen's Shadow token) contributes nothing,
//     not even a rank bonus (ruling, see Material);
//   - a boxed unit counts as its contents (V13-VALUE-MISSING, V13-BOX): the
//     box flag is ignored.
//
// Dead and removed units are not on the board; Material never visits them.
func Counted(p *Position, u *Unit) bool {
	return u.Type != Illusion && BaseValue(u.Type) > 0 && !Paralyzed(p, u)
}

// CountedAlone is Counted judged from the unit's own state only, without
// the holds of the units around it (HeldByNeighbours): what the evaluation
// uses, since it sums squares independently of one another.
func CountedAlone(u *Unit) bool {
	return u.Type != Illusion && BaseValue(u.Type) > 0 && !storedParalysis(u)
}

// CountedAloneIn is CountedAlone by the values of the variant v: a type
// 13.0's table does not have (8.0's Lancer, Trebuchet, Ballista, Ship,
// Onager, Ram) counts where v gives it a value (V8-ROTATE-VALUES).
func CountedAloneIn(v *Variant, u *Unit) bool {
	return u.Type != Illusion && v.Value(u.Type) > 0 && !storedParalysis(u)
}

// ownColour reports whether sq has the colour of side: White's colour is
// light, Black's is dark, a1 is dark (V13-COLOR, Q14).
func ownColour(side Side, sq Square) bool {
	return sq.Dark() == (side == Black)
}

// advance is d of V13-VALUE-RANK: the rank counted 1..16 from the side's own
// back rank (White: the rank number; Black: 17 - rank number).
func advance(side Side, sq Square) int {
	if side == White {
		return sq.Rank() + 1
	}
	return Ranks - sq.Rank()
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
func UnitValue(u *Unit, sq Square) int {
	base := BaseValue(u.Type)
	if base == 0 {
		return 0
	}
	shadow := u.Has(StatusShadow)
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
// indexed by White and Black (V13-VALUE-FORMULA). It is the
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
func Material(p *Position, area Rect) [2]int {
	var tot [2]int
	area = area.clip()
	cells := p.Cells()
	for r := area.MinRank; r <= area.MaxRank; r++ {
		for f := area.MinFile; f <= area.MaxFile; f++ {
			sq := NewSquare(f, r)
			c := &cells[sq]
			if c.Body != 0 {
				AddBodyMaterial(p, c.Body, sq, &tot)
			}
			for s := c.Shadows; s != 0; s = p.Unit(s).Next {
				AddBodyMaterial(p, s, sq, &tot)
			}
		}
	}
	return tot
}

// AddBodyMaterial adds the material of one body on sq (a single unit or
// the base of a fused stack, with its members and fuse bonus) to tot, by
// the rules of the position's variant (materialIn). FrozenChess 13.0 takes
// the path below, materialIn's answer for it without the switches' tests
// (TestMaterialInAgreesV13): Rotate's generation sums every square.
func AddBodyMaterial(p *Position, id UnitID, sq Square, tot *[2]int) {
	if p.Variant != FrozenChess {
		addBodyMaterialIn(p.Variant, p, id, sq, tot)
		return
	}
	side := p.Unit(id).Side
	n, sum := 0, 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if !Counted(p, u) {
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

// The Rotate count of a variant (V8-ROTATE-VALUES for 8.0): the roster's
// values; Color Force doubles on the own colour in every variant; the rank
// bonus (MechValueRankBonus), the fuse bonus (MechValueFuseBonus) and the
// shadows' count (MechValueShadowsCount) only where the variant has them.
// Paralyzed units never count, nor do the units a Ship or an 8.0 Cannon
// holds (V8-ROTATE-VALUES): they are removed units with no square
// (cargo.go), so no block holds them.

// CountedIn is Counted by the rules of the variant v.
func CountedIn(v *Variant, p *Position, u *Unit) bool {
	if u.Type == Illusion || v.Value(u.Type) <= 0 {
		return false
	}
	if u.Has(StatusShadow) && !v.Has(MechValueShadowsCount) {
		return false
	}
	return !Paralyzed(p, u)
}

// UnitValueIn is UnitValue by the rules of the variant v (see above).
func UnitValueIn(v *Variant, u *Unit, sq Square) int {
	base := v.Value(u.Type)
	if base == 0 {
		return 0
	}
	shadow := u.Has(StatusShadow)
	val := base
	if shadow {
		val = base/3 + 1
	}
	if ownColour(u.Side, sq) {
		val *= 2
	}
	if !shadow && v.Has(MechValueRankBonus) {
		val += advance(u.Side, sq) / 2
	}
	return val
}

// addBodyMaterialIn is AddBodyMaterial by the rules of the variant v.
func addBodyMaterialIn(v *Variant, p *Position, id UnitID, sq Square, tot *[2]int) {
	base := p.Unit(id)
	n, sum := 0, 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if !CountedIn(v, p, u) {
			continue
		}
		n++
		sum += UnitValueIn(v, u, sq)
	}
	if n >= 2 && v.Has(MechValueFuseBonus) {
		sum += n
	}
	tot[base.Side] += sum
}
