package board

import (
	"fmt"
)

// Validate checks every invariant of the position model (catalog Q4, Q5):
// containers and reverse indexes agree, lists are well formed, references
// name real units, caches match, and the incremental hash equals the hash
// from scratch. The parser runs it on every position it accepts, and the
// tests run it after every change.
func (p *Position) Validate() error {
	if len(p.units) == 0 || p.units[0] != (Unit{}) {
		return fmt.Errorf("unit slot 0 must stay empty")
	}
	if len(p.units) > MaxUnits {
		return fmt.Errorf("%d unit slots exceed %d", len(p.units), MaxUnits)
	}
	if p.Variant == nil {
		return fmt.Errorf("the position has no variant")
	}
	if err := p.validateGeometry(); err != nil {
		return err
	}
	for id := 1; id < len(p.units); id++ {
		if t := p.units[id].Type; t != NoType && !p.Variant.Roster.Has(t) {
			return fmt.Errorf("unit %d is a %s, a type %s does not have", id, t, p.Variant.Title)
		}
	}
	if err := p.validateVariantState(); err != nil {
		return err
	}
	held := make([]uint8, len(p.units)) // how many containers hold each unit
	hold := func(id UnitID, where string) error {
		if !p.Exists(id) {
			return fmt.Errorf("%s names unit %d, which does not exist", where, id)
		}
		held[id]++
		if held[id] > 1 {
			return fmt.Errorf("unit %d is held twice (%s)", id, where)
		}
		return nil
	}
	// walkStack checks the members after base: same side, no kings, location.
	walkStack := func(base UnitID, sq Square, shadow bool) error {
		b := &p.units[base]
		for m := b.Member; m != 0; m = p.units[m].Member {
			if err := hold(m, "stack on "+sq.String()); err != nil {
				return err
			}
			u := &p.units[m]
			if u.Loc != LocMember || u.Square != sq {
				return fmt.Errorf("stack member %d on %s is recorded as %s", m, sq, p.describeLoc(m))
			}
			if u.Side != b.Side {
				return fmt.Errorf("stack on %s mixes sides (unit %d)", sq, m)
			}
			if u.Type == King || b.Type == King {
				return fmt.Errorf("stack on %s holds a king; kings cannot fuse", sq)
			}
			if u.Type.IsToken() || b.Type.IsToken() {
				return fmt.Errorf("stack on %s holds a Queen's Shadow token or an Illusion; they cannot fuse", sq)
			}
			if (u.Type == Egg) != (b.Type == Egg) {
				return fmt.Errorf("stack on %s mixes eggs with other units; eggs fuse only with eggs", sq)
			}
			if u.Has(StatusShadow) != shadow {
				return fmt.Errorf("stack on %s mixes shadow and normal form (unit %d)", sq, m)
			}
		}
		return nil
	}
	for i := range NumSquares {
		sq := Square(i)
		c := &p.cells[sq]
		if c.Level < MinLevel || c.Level > MaxLevel {
			return fmt.Errorf("%s: level %d outside %d..%d", sq, c.Level, MinLevel, MaxLevel)
		}
		if c.Body != 0 {
			if err := hold(c.Body, "body of "+sq.String()); err != nil {
				return err
			}
			u := &p.units[c.Body]
			if u.Loc != LocBody || u.Square != sq {
				return fmt.Errorf("body %d of %s is recorded as %s", c.Body, sq, p.describeLoc(c.Body))
			}
			if u.Has(StatusShadow) {
				return fmt.Errorf("body %d of %s is in shadow form; shadows belong in the shadow list", c.Body, sq)
			}
			if err := walkStack(c.Body, sq, false); err != nil {
				return err
			}
			if c.Piece != p.pieceOf(c.Body) {
				return fmt.Errorf("%s: piece cache %#x, want %#x", sq, c.Piece, p.pieceOf(c.Body))
			}
			if c.Wall != 0 && u.Type != Assassin {
				return fmt.Errorf("%s holds a wall and a %s; only an assassin may stand on a wall", sq, u.Type)
			}
		} else if c.Piece != NoPiece {
			return fmt.Errorf("%s: piece cache %#x on an empty square", sq, c.Piece)
		}
		prev := UnitID(0)
		for s, n := c.Shadows, 0; s != 0; s, n = p.units[s].Next, n+1 {
			if err := hold(s, "shadow list of "+sq.String()); err != nil {
				return err
			}
			u := &p.units[s]
			if u.Loc != LocShadow || u.Square != sq {
				return fmt.Errorf("shadow %d on %s is recorded as %s", s, sq, p.describeLoc(s))
			}
			if !u.Has(StatusShadow) {
				return fmt.Errorf("unit %d in the shadow list of %s is not in shadow form", s, sq)
			}
			if s <= prev {
				return fmt.Errorf("shadow list of %s is not ordered by id", sq)
			}
			prev = s
			if err := walkStack(s, sq, true); err != nil {
				return err
			}
		}
		if c.Wall != 0 && !p.Exists(c.Wall) {
			return fmt.Errorf("wall on %s: owner %d does not exist", sq, c.Wall)
		}
		if c.WallTurns != 0 && (c.Wall == 0 || c.WallTurns > MaxWallTurns) {
			return fmt.Errorf("%s: %d wall turns without a wall, or more than %d", sq, c.WallTurns, MaxWallTurns)
		}
	}
	lowered, shadowSqs, uneven, walls := 0, SquareSet{}, SquareSet{}, SquareSet{}
	for i := range NumSquares {
		lowered += boolInt(p.cells[i].Level < 0)
		if p.cells[i].Wall != 0 {
			walls.Add(Square(i))
		}
		if p.cells[i].Level != 0 {
			uneven.Add(Square(i))
		}
		if p.cells[i].Shadows != 0 {
			shadowSqs.Add(Square(i))
		}
	}
	if lowered != p.lowered || shadowSqs != p.shadowSqs || uneven != p.uneven || walls != p.wallSqs {
		return fmt.Errorf("the lowered-square count, the uneven, shadow or wall squares disagree with the board")
	}
	var bodies [2][typeSlots]SquareSet
	var sides [2]SquareSet
	for i := range NumSquares {
		if pc := p.cells[i].Piece; pc != NoPiece {
			bodies[pc.Side()][pc.Type()%typeSlots].Add(Square(i))
			sides[pc.Side()].Add(Square(i))
		}
	}
	if bodies != p.bodies || sides != p.sideBodies {
		return fmt.Errorf("the body index disagrees with the board")
	}
	var trail SquareSet
	for _, sq := range p.trail {
		trail.Add(sq)
	}
	if trail != SquareSet(p.inTrail) {
		return fmt.Errorf("the trail set disagrees with the trail")
	}
	if err := p.validateTombs(hold); err != nil {
		return err
	}
	if err := p.validateWalls(); err != nil {
		return err
	}
	if err := p.validateMarkers(); err != nil {
		return err
	}
	for i := 1; i < len(p.units); i++ {
		id := UnitID(i)
		u := &p.units[i]
		if u.Type == NoType {
			if u.Loc != LocNone || p.units[i] != (Unit{}) {
				return fmt.Errorf("empty unit slot %d holds state", i)
			}
			continue
		}
		if u.Loc == LocGone {
			if err := hold(id, "gone list"); err != nil {
				return err
			}
		}
		if held[i] != 1 || u.Loc == LocNone {
			return fmt.Errorf("unit %d (%s %s) is not on the board, in a tomb or gone", i, u.Side, u.Type)
		}
		if err := p.validateUnit(id); err != nil {
			return err
		}
	}
	for side := White; side <= Black; side++ {
		if kings := p.BodySquares(side, King); kings.Count() > 1 {
			// The engine knows one king square per side (check, Exchange).
			return fmt.Errorf("%s has %d kings on the board; a side has one at most (no rule of 13.0 gives it a second)", side, kings.Count())
		}
	}
	if err := p.validateCargo(); err != nil {
		return err
	}
	if err := p.validateTurn(); err != nil {
		return err
	}
	if err := p.validateClocks(); err != nil {
		return err
	}
	if err := p.validateStays(); err != nil {
		return err
	}
	if p.turnHash != turnKey(p.turn) {
		return fmt.Errorf("the cached turn key is stale")
	}
	if h := p.ComputeHash(); h != p.Hash() {
		return fmt.Errorf("incremental hash %016x differs from computed %016x", p.Hash(), h)
	}
	return nil
}

func (p *Position) validateUnit(id UnitID) error {
	u := &p.units[id]
	for f := Field(0); f < NumFields; f++ {
		if v := p.Field(id, f); v > fieldTable[f].max {
			return fmt.Errorf("unit %d: %s = %d exceeds %d", id, f, v, fieldTable[f].max)
		}
	}
	if u.Side > Black {
		return fmt.Errorf("unit %d: side %d is unknown", id, u.Side)
	}
	if !u.Facing.Orthogonal() {
		return fmt.Errorf("unit %d: facing %s is not orthogonal", id, u.Facing)
	}
	// A shadow boarded a ShadowShip (V8-SHIP) is held inside it in shadow
	// form: a removed unit whose parent is a transport.
	if u.Has(StatusShadow) && u.Loc != LocShadow && u.Loc != LocMember && p.Carrier(id) == 0 {
		return fmt.Errorf("unit %d is in shadow form but %s", id, p.describeLoc(id))
	}
	for _, ref := range []struct {
		f  Field
		id UnitID
	}{{FParent, u.Parent}, {FSyzygy, u.Syzygy}} {
		if ref.id == id {
			return fmt.Errorf("unit %d: %s names the unit itself", id, ref.f)
		}
		if ref.id != 0 && !p.Exists(ref.id) {
			return fmt.Errorf("unit %d: %s names unit %d, which does not exist", id, ref.f, ref.id)
		}
	}
	if u.ParOrigin != ParOriginNone && u.Paralysis == 0 {
		return fmt.Errorf("unit %d: a paralysis origin without paralysis", id)
	}
	if sq, ok := u.FloodSquare(); ok && p.cells[sq].Features&FeatFlood == 0 {
		return fmt.Errorf("unit %d: held by a flood on %s, which is not flooded", id, sq)
	}
	if u.Syzygy != 0 && p.units[u.Syzygy].Syzygy != id {
		return fmt.Errorf("unit %d: syzygy partner %d is not paired back", id, u.Syzygy)
	}
	if int(u.ProgPos) >= int(u.ProgLen) && u.ProgPos != 0 {
		return fmt.Errorf("unit %d: program position %d is past its %d steps", id, u.ProgPos, u.ProgLen)
	}
	if int(u.ProgStart)+int(u.ProgLen) > len(p.progs) {
		return fmt.Errorf("unit %d: program outside the pool", id)
	}
	if u.Bind != 0 {
		if u.Loc != LocBody {
			return fmt.Errorf("unit %d: bind links on a unit that is not a body", id)
		}
		for d := Dir(0); d < NumDirs; d++ {
			if u.Bind&(1<<d) == 0 {
				continue
			}
			dx, dy := d.Delta()
			n, ok := u.Square.Offset(dx, dy)
			if !ok || p.cells[n].Body == 0 || p.units[p.cells[n].Body].Bind&(1<<d.Opposite()) == 0 {
				return fmt.Errorf("unit %d: bind link %s from %s is not returned", id, d, u.Square)
			}
		}
	}
	return nil
}

func (p *Position) validateTombs(hold func(UnitID, string) error) error {
	var byState [TombOpen + 1]SquareSet
	for i := range p.tombs {
		if t := &p.tombs[i]; t.State <= TombOpen {
			byState[t.State].Add(t.Square)
		}
	}
	if byState != p.tombSqs {
		return fmt.Errorf("the tomb squares by state disagree with the tombs")
	}
	for i := range p.tombs {
		t := &p.tombs[i]
		c := &p.cells[t.Square]
		if c.Features&FeatTomb == 0 || int(c.Tomb) != i {
			return fmt.Errorf("tomb on %s is not indexed by its square", t.Square)
		}
		if t.State == TombNone || t.State > TombOpen {
			return fmt.Errorf("tomb on %s: state %d is unknown", t.Square, t.State)
		}
		if t.State == TombActive && c.Body != 0 {
			return fmt.Errorf("tomb on %s is active under a body; it must be pending or open", t.Square)
		}
		n, last := uint16(0), UnitID(0)
		for id := t.Head; id != 0; id = p.units[id].Next {
			if err := hold(id, "tomb on "+t.Square.String()); err != nil {
				return err
			}
			u := &p.units[id]
			if u.Loc != LocTomb || u.Square != t.Square {
				return fmt.Errorf("unit %d in the tomb on %s is recorded as %s", id, t.Square, p.describeLoc(id))
			}
			if u.Member != 0 {
				return fmt.Errorf("unit %d in the tomb on %s is still fused", id, t.Square)
			}
			n, last = n+1, id
		}
		if n != t.Len || last != t.Tail {
			return fmt.Errorf("tomb on %s: queue bookkeeping is off", t.Square)
		}
	}
	for i := range NumSquares {
		c := &p.cells[i]
		if c.Features&FeatTomb != 0 && (int(c.Tomb) >= len(p.tombs) || p.tombs[c.Tomb].Square != Square(i)) {
			return fmt.Errorf("%s claims a tomb that is not there", Square(i))
		}
	}
	return nil
}

func (p *Position) validateWalls() error {
	count := make([]int, len(p.units))
	for i := range NumSquares {
		if w := p.cells[i].Wall; w != 0 {
			count[w]++
		}
	}
	for id := range p.units {
		u := &p.units[id]
		if int(u.WallLen) != count[id] {
			return fmt.Errorf("unit %d owns %d wall squares but its list has %d", id, count[id], u.WallLen)
		}
		sq := u.WallHead
		for range u.WallLen {
			if p.cells[sq].Wall != UnitID(id) {
				return fmt.Errorf("wall list of unit %d runs through %s, which is not its wall", id, sq)
			}
			sq = p.cells[sq].WallLink
		}
	}
	return nil
}

func (p *Position) validateMarkers() error {
	var feats [NumSquares]Feature
	for i, m := range p.markers {
		if err := p.checkMarker(m); err != nil {
			return err
		}
		for _, o := range p.markers[:i] {
			if o.Square == m.Square && o.Kind == m.Kind && o.Owner == m.Owner {
				return fmt.Errorf("%s on %s is there twice", m.Kind, m.Square)
			}
			// V13-JESTER-DISTRACT: one Distract per jester, and one per
			// square (two would turn a line two ways).
			if m.Kind == MarkDistract && o.Kind == MarkDistract && (o.Square == m.Square || o.Owner == m.Owner) {
				return fmt.Errorf("distract on %s and on %s: one per square and one per jester", o.Square, m.Square)
			}
		}
		feats[m.Square] |= markerFeature[m.Kind]
	}
	for i := range NumSquares {
		if got := p.cells[i].Features &^ FeatTomb; got != feats[i] {
			return fmt.Errorf("%s: feature bits %#x, markers say %#x", Square(i), got, feats[i])
		}
	}
	return nil
}

func (p *Position) validateTurn() error {
	t := p.turn
	if t.Actor == 0 {
		if t != (TurnState{}) || len(p.trail) != 0 {
			return fmt.Errorf("turn state without an actor must be empty")
		}
		return nil
	}
	if !p.Exists(t.Actor) {
		return fmt.Errorf("turn actor %d does not exist", t.Actor)
	}
	u := &p.units[t.Actor]
	if u.Loc != LocBody && u.Loc != LocShadow {
		return fmt.Errorf("turn actor %d is %s, not a body on the board", t.Actor, p.describeLoc(t.Actor))
	}
	if u.Side != p.side {
		return fmt.Errorf("turn actor %d belongs to %s, but %s is to move", t.Actor, u.Side, p.side)
	}
	if t.Mode == TurnFresh || t.Mode >= numTurnModes {
		return fmt.Errorf("turn with an actor needs a mode other than fresh")
	}
	if t.Done == 0 {
		return fmt.Errorf("turn with an actor has made no step")
	}
	if t.Flags >= 1<<numTurnFlagBits {
		return fmt.Errorf("turn flags %#x are unknown", t.Flags)
	}
	seen := [NumSquares]bool{}
	for _, sq := range p.trail {
		if seen[sq] {
			return fmt.Errorf("trail lists %s twice", sq)
		}
		seen[sq] = true
	}
	return nil
}

// validateClocks checks the clock sets against the units' records, and the
// lazy idle counts (clockSets) against their clocks.
func (p *Position) validateClocks() error {
	var want clockSets
	want.idleClock, want.markFloor = p.clocks.idleClock, p.clocks.markFloor
	for id := UnitID(1); int(id) < len(p.units); id++ {
		u := &p.units[id]
		if s := idleSide(u); s >= 0 {
			clock := p.clocks.idleClock[s]
			if u.idle > clock || clock-u.idle > MaxIdle || u.idle < p.clocks.markFloor[s] {
				return fmt.Errorf("unit %d: zero mark %d is out of step with the idle clock %d (floor %d)",
					id, u.idle, clock, p.clocks.markFloor[s])
			}
			want.idle[s].add(id)
			want.addMark(Side(s), u.idle, id)
			want.weight[s] += idleWeights[id]
		}
		if u.Type != NoType && onBoardLoc(u.Loc) && (u.Paralysis > 0 || u.Shellshock > 0 || u.ShadowYoung()) {
			want.clocked[u.Side].add(id)
		}
	}
	for s := range 2 {
		if p.clocks.idleClock[s] < idleClockStart {
			return fmt.Errorf("the idle clock %d is below its start", p.clocks.idleClock[s])
		}
	}
	if want != p.clocks {
		return fmt.Errorf("the clock sets of the units are stale")
	}
	return nil
}
