package board

import "fmt"

// Loop and monad programs (catalog V13-LOOP-*, V13-MONAD-*): a unit's list of
// future steps, stored in one pool shared by all units so that positions
// copy without allocating. The content and the unit's ProgPos are game state;
// where a program sits in the pool is not.

// MaxProgramLen bounds a program (a loop is 16 + 2 per lifetime capture).
const MaxProgramLen = 255

// Program returns a unit's program; the caller must not modify it.
func (p *Position) Program(id UnitID) []ProgStep {
	u := &p.units[id]
	return p.progs[u.ProgStart : int(u.ProgStart)+int(u.ProgLen)]
}

// SetProgram replaces a unit's program (nil clears it) and rewinds ProgPos.
func (p *Position) SetProgram(id UnitID, steps []ProgStep) error {
	if !p.Exists(id) {
		return fmt.Errorf("unit %d does not exist", id)
	}
	if len(steps) > MaxProgramLen {
		return fmt.Errorf("unit %d: program of %d steps exceeds %d", id, len(steps), MaxProgramLen)
	}
	for i, s := range steps {
		if err := s.check(); err != nil {
			return fmt.Errorf("unit %d: program step %d: %v", id, i+1, err)
		}
	}
	for i, s := range p.Program(id) {
		p.hash ^= progKey(id, i, s)
	}
	u := &p.units[id]
	if len(steps) > int(u.ProgLen) {
		if len(p.progs)+len(steps) > 65535 {
			p.compactPrograms()
		}
		u.ProgStart = uint16(len(p.progs))
		p.progs = append(p.progs, steps...)
	} else {
		copy(p.progs[u.ProgStart:], steps)
	}
	u.ProgLen = uint8(len(steps))
	for i, s := range steps {
		p.hash ^= progKey(id, i, s)
	}
	p.set(id, FProgPos, 0)
	return nil
}

// DropProgram takes back SetProgram on unit id when the pool was empty
// before it (movegen's Loop declaration, undone from the logs): the
// program's keys leave the hash and its steps the pool, which is empty
// again (HasPrograms false, as before). It refuses any other case, which
// it could not take back exactly.
func (p *Position) DropProgram(id UnitID) error {
	if !p.Exists(id) {
		return fmt.Errorf("unit %d does not exist", id)
	}
	u := &p.units[id]
	if u.ProgStart != 0 || int(u.ProgLen) != len(p.progs) {
		return fmt.Errorf("unit %d: its program is not the pool's only one", id)
	}
	for i, s := range p.Program(id) {
		p.hash ^= progKey(id, i, s)
	}
	p.progs = p.progs[:0]
	u.ProgLen = 0
	p.markUnit(id)
	return nil
}

// compactPrograms rewrites the pool with only the live programs.
func (p *Position) compactPrograms() {
	old := append([]ProgStep(nil), p.progs...)
	p.progs = p.progs[:0]
	for id := range p.units {
		u := &p.units[id]
		if u.ProgLen == 0 {
			u.ProgStart = 0
			continue
		}
		start := len(p.progs)
		p.progs = append(p.progs, old[u.ProgStart:int(u.ProgStart)+int(u.ProgLen)]...)
		u.ProgStart = uint16(start)
	}
}

// check enforces the one spelling of each step: offsets within -15..15, no
// code on a plain move, nothing at all on a de-shadow.
func (s ProgStep) check() error {
	switch {
	case s.Action >= numProgActions:
		return fmt.Errorf("unknown action %d", s.Action)
	case s.DX < -15 || s.DX > 15 || s.DY < -15 || s.DY > 15:
		return fmt.Errorf("offset (%d,%d) is outside -15..15", s.DX, s.DY)
	case s.Action == ProgMove && s.Arg != 0:
		return fmt.Errorf("a plain move carries no code")
	case s.Action == ProgDeshadow && (s.DX != 0 || s.DY != 0 || s.Arg != 0):
		return fmt.Errorf("a de-shadow step carries no offset or code")
	}
	return nil
}

// HasPrograms reports that some unit may hold a program: the pool is not
// empty (it keeps cleared programs until it is compacted), so false means
// that no unit loops or is a monad.
func (p *Position) HasPrograms() bool { return len(p.progs) > 0 }

// FormatProgram writes a program as the position string does: steps joined
// by ";", a move "+dx+dy", a de-shadow "ds", a special "sp<code>+dx+dy".
func FormatProgram(steps []ProgStep) string { return formatProgram(steps) }

// ParseProgram reads what FormatProgram writes.
func ParseProgram(s string) ([]ProgStep, error) {
	steps, err := parseProgram("program", s)
	if err != nil {
		return nil, err
	}
	for i, st := range steps {
		if err := st.check(); err != nil {
			return nil, fmt.Errorf("program step %d: %v", i+1, err)
		}
	}
	return steps, nil
}
