package board

import "fmt"

// Square markers (catalog 1.F index): traps, bombs, slip and distract
// squares, floods, quickening and tunnels. They are rare, so they live in one
// short list; Cell.Features says which kinds a square has, so the hot paths
// look at the list only when a bit is set.

// Markers lists every marker (in storage order).
func (p *Position) Markers() []Marker { return p.markers }

// MarkersAt appends the markers on sq to dst.
func (p *Position) MarkersAt(sq Square, dst []Marker) []Marker {
	if p.cells[sq].Features&^FeatTomb == 0 {
		return dst
	}
	for _, m := range p.markers {
		if m.Square == sq {
			dst = append(dst, m)
		}
	}
	return dst
}

func (p *Position) checkMarker(m Marker) error {
	if m.Kind == MarkNone || m.Kind >= NumMarkerKinds {
		return fmt.Errorf("marker kind %d is unknown", m.Kind)
	}
	if markerHasOwner[m.Kind] {
		if !p.Exists(m.Owner) {
			return fmt.Errorf("%s on %s: owner %d is not a unit", m.Kind, m.Square, m.Owner)
		}
	} else if m.Owner != 0 {
		return fmt.Errorf("%s on %s has no owner", m.Kind, m.Square)
	}
	switch {
	case !markerHasDir[m.Kind] && m.Dir != 0:
		return fmt.Errorf("%s on %s has no direction", m.Kind, m.Square)
	case m.Dir >= NumDirs:
		return fmt.Errorf("%s on %s: direction %d is unknown", m.Kind, m.Square, m.Dir)
	case m.Kind == MarkTunnel && !m.Dir.Orthogonal():
		return fmt.Errorf("tunnel on %s must point n, e, s or w", m.Square)
	case !markerHasTimer[m.Kind] && m.Timer != 0:
		return fmt.Errorf("%s on %s has no timer", m.Kind, m.Square)
	case markerHasTimer[m.Kind] && m.Timer == 0:
		return fmt.Errorf("%s on %s needs a timer above 0", m.Kind, m.Square)
	}
	return nil
}

func (p *Position) findMarker(sq Square, kind MarkerKind, owner UnitID) int {
	if p.cells[sq].Features&markerFeature[kind%NumMarkerKinds] == 0 {
		return -1
	}
	for i, m := range p.markers {
		if m.Square == sq && m.Kind == kind && m.Owner == owner {
			return i
		}
	}
	return -1
}

// AddMarker places a marker. A square cannot hold two markers of the same
// kind and owner.
func (p *Position) AddMarker(m Marker) error {
	if err := p.checkMarker(m); err != nil {
		return err
	}
	if p.findMarker(m.Square, m.Kind, m.Owner) >= 0 {
		return fmt.Errorf("%s on %s is already there", m.Kind, m.Square)
	}
	p.markers = append(p.markers, m)
	p.cells[m.Square].Features |= markerFeature[m.Kind]
	p.markSquare(m.Square)
	p.hash ^= markerKey(m)
	return nil
}

// RemoveMarker deletes the marker of kind and owner on sq.
func (p *Position) RemoveMarker(sq Square, kind MarkerKind, owner UnitID) error {
	i := p.findMarker(sq, kind, owner)
	if i < 0 {
		return fmt.Errorf("no %s of unit %d on %s", kind, owner, sq)
	}
	p.hash ^= markerKey(p.markers[i])
	last := len(p.markers) - 1
	p.markers[i] = p.markers[last]
	p.markers = p.markers[:last]
	p.markSquare(sq)
	for _, m := range p.markers {
		if m.Square == sq && markerFeature[m.Kind]&markerFeature[kind] != 0 {
			return nil // the bit stays for it (FeatDeathTrap shares one)
		}
	}
	p.cells[sq].Features &^= markerFeature[kind]
	return nil
}

// SetMarkerTimer changes the timer of a flood or quickening marker.
func (p *Position) SetMarkerTimer(sq Square, kind MarkerKind, owner UnitID, timer uint16) error {
	i := p.findMarker(sq, kind, owner)
	if i < 0 {
		return fmt.Errorf("no %s of unit %d on %s", kind, owner, sq)
	}
	m := p.markers[i]
	m.Timer = timer
	if err := p.checkMarker(m); err != nil {
		return err
	}
	p.hash ^= markerKey(p.markers[i]) ^ markerKey(m)
	p.markers[i] = m
	p.markSquare(sq)
	return nil
}

// DeathTrapAt reports a queen's death trap on sq (V12C-QUEEN-DEATHTRAP):
// the feature bit first, then the marker list.
func (p *Position) DeathTrapAt(sq Square) bool {
	if p.cells[sq].Features&FeatDeathTrap == 0 {
		return false
	}
	for _, m := range p.markers {
		if m.Square == sq && m.Kind == MarkDeathTrap {
			return true
		}
	}
	return false
}
