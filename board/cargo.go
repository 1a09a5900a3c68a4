package board

import (
	"fmt"
	"strings"
)

// Units held inside a unit (V8-CLASS-TRANSPORT: an 8.0 Ship carries up to
// 8 units, V8-SHIP; an 8.0 Cannon holds one as its ammunition, V8-CANNON).
// A held unit is a removed unit (LocGone) whose Parent names its carrier:
// it has no square, does not act, attack, protect or count in the Rotate
// sum (V8-ROTATE-VALUES), and its clocks stand still (the clock sets hold
// units on the board only). The position format writes it as any removed
// unit with its parent (`gone:R7 unit:7/parent=21`), the hash covers it
// through the Parent field's key, and the make/unmake logs or a snapshot
// undo its setters. A carrier that moves takes its cargo along without a
// change: the cargo has no square of its own.
//
// Unit.Held on the carrier counts the removed units naming it as Parent
// (for a queen in 13.0, her removed tokens; only transports read it), so
// that "is this cannon loaded" is one load in the attack test. It is
// derived: SetField (a parent) and setLoc (a place) keep it, Validate
// recounts it, and it is neither written nor hashed. SwapField, the field
// log's hot setter, does not keep it: no logged change writes a parent.

// moveHeld moves the removed unit id from carrier from's count to to's (0:
// none).
func (p *Position) moveHeld(id, from, to UnitID) {
	if from != 0 && int(from) < len(p.units) {
		p.units[from].Held--
		p.markUnit(from)
	}
	if to != 0 && int(to) < len(p.units) {
		p.units[to].Held++
		p.markUnit(to)
	}
}

// Carries is how many units a unit of type t holds in the position's
// variant (V8-CLASS-TRANSPORT: a Ship 8, an 8.0 Cannon 1; 0 for every
// other type and in 13.0).
func (p *Position) Carries(t UnitType) int {
	if t < NumTypes {
		return p.Variant.Types[t].Carries
	}
	return 0
}

// Carrier is the unit holding id (0: id is not held). Only a transport of
// the variant holds: a removed Queen's Shadow token names its queen, which
// holds nothing.
func (p *Position) Carrier(id UnitID) UnitID {
	u := &p.units[id]
	if u.Loc != LocGone || u.Parent == 0 || p.Carries(p.units[u.Parent].Type) == 0 {
		return 0
	}
	return u.Parent
}

// Cargo appends to dst the units the carrier holds, by ascending id (the
// order the position format writes them in, and the one unloading numbers
// them by).
func (p *Position) Cargo(carrier UnitID, dst []UnitID) []UnitID {
	if p.units[carrier].Held == 0 || p.Carries(p.units[carrier].Type) == 0 {
		return dst
	}
	for i := 1; i < len(p.units); i++ {
		if u := &p.units[i]; u.Loc == LocGone && u.Parent == carrier {
			dst = append(dst, UnitID(i))
		}
	}
	return dst
}

// CargoAt is the nth unit (1-based, by ascending id) the carrier holds, 0
// if it holds fewer.
func (p *Position) CargoAt(carrier UnitID, n int) UnitID {
	if n < 1 || int(p.units[carrier].Held) < n || p.Carries(p.units[carrier].Type) == 0 {
		return 0
	}
	for i := 1; i < len(p.units); i++ {
		if u := &p.units[i]; u.Loc == LocGone && u.Parent == carrier {
			if n--; n == 0 {
				return UnitID(i)
			}
		}
	}
	return 0
}

// validateCargo recounts every unit's Held and checks what transports
// hold: no more than their type carries, no king (V8-SHIP: "king cannot
// load"), no transport inside a transport, and a carrier that is itself
// a body, in a tomb or removed (never detached).
func (p *Position) validateCargo() error {
	held := make([]int, len(p.units))
	for i := 1; i < len(p.units); i++ {
		u := &p.units[i]
		if u.Loc != LocGone || u.Parent == 0 || int(u.Parent) >= len(p.units) {
			continue
		}
		held[u.Parent]++
		if p.Carries(p.units[u.Parent].Type) == 0 {
			continue
		}
		switch {
		case u.Type == King:
			return fmt.Errorf("unit %d: a king is held by unit %d; a king never boards (V8-SHIP)", i, u.Parent)
		case p.Carries(u.Type) > 0:
			return fmt.Errorf("unit %d: a %s is held by unit %d; transports do not board transports", i, u.Type, u.Parent)
		}
	}
	for i := 1; i < len(p.units); i++ {
		u := &p.units[i]
		if int(u.Held) != held[i] {
			return fmt.Errorf("unit %d: the cached count of units it holds is %d, not %d", i, u.Held, held[i])
		}
		if c := p.Carries(u.Type); c > 0 && held[i] > c {
			return fmt.Errorf("unit %d: a %s holds %d units, more than %d (V8-CLASS-TRANSPORT)", i, u.Type, held[i], c)
		}
	}
	return nil
}

// formatHeld lists, for the board printer, each transport on the board
// with what it holds: "e5=r60n61,g3=p62" (V8-CLASS-TRANSPORT).
func (p *Position) formatHeld() string {
	var parts []string
	for i := range NumSquares {
		c := &p.cells[i]
		if c.Body == 0 || p.units[c.Body].Held == 0 || p.Carries(p.units[c.Body].Type) == 0 {
			continue
		}
		var b strings.Builder
		for _, id := range p.Cargo(c.Body, nil) {
			b.WriteString(p.unitRef(id))
		}
		parts = append(parts, Square(i).String()+"="+b.String())
	}
	return strings.Join(parts, ",")
}
