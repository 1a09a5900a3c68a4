package board

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The engine's position string (docs/position-format.md): a FEN-like board
// field and the side to move, then optional "name:value" sections for the
// rarer state, written in a fixed order and only when not at their default.

// sectionOrder is the order in which Format writes the sections.
var sectionOrder = []string{"variant", "id", "turn", "trail", "lastnull", "ply", "level", "wall", "tomb", "shadow", "gone", "unit", "mark"}

// String is the position string.
func (p *Position) String() string { return p.Format() }

// Format writes the position string.
func (p *Position) Format() string {
	var b strings.Builder
	var ids []UnitID
	geo := p.Variant.Geometry // a 12x12 board writes 12 ranks of 12 files
	for r := int(geo.Ranks) - 1; r >= 0; r-- {
		empty := 0
		for f := range int(geo.Files) {
			c := &p.cells[NewSquare(f, r)]
			if c.Body == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(p.bodyLetters(c.Body))
			ids = p.Members(c.Body, ids)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == White {
		b.WriteString(" w")
	} else {
		b.WriteString(" b")
	}
	sec := map[string]string{
		"id":     formatIDs(ids),
		"turn":   p.formatTurn(),
		"trail":  formatSquares(sortedSquares(p.trail)),
		"level":  p.formatLevels(),
		"wall":   p.formatWalls(),
		"tomb":   p.formatTombs(),
		"shadow": p.formatShadows(),
		"gone":   p.formatGone(),
		"unit":   p.formatUnits(),
		"mark":   p.formatMarkers(),
	}
	if p.lastNull {
		sec["lastnull"] = "1"
	}
	if p.Variant != FrozenChess {
		sec["variant"] = p.Variant.Name
	}
	if p.ply != 0 {
		sec["ply"] = strconv.FormatUint(uint64(p.ply), 10)
	}
	for _, name := range sectionOrder {
		if v := sec[name]; v != "" {
			b.WriteByte(' ')
			b.WriteString(name)
			b.WriteByte(':')
			b.WriteString(v)
		}
	}
	return b.String()
}

// bodyLetters is a body in the board field: a letter, or "(rn)" for a stack.
func (p *Position) bodyLetters(id UnitID) string {
	u := &p.units[id]
	if u.Member == 0 {
		return string(p.Variant.LetterFor(u.Type, u.Side))
	}
	var b strings.Builder
	b.WriteByte('(')
	for m := id; m != 0; m = p.units[m].Member {
		b.WriteByte(p.Variant.LetterFor(p.units[m].Type, p.units[m].Side))
	}
	b.WriteByte(')')
	return b.String()
}

// unitRef names a unit with its letter and id ("R5"), and a stack as "(R5N7)".
func (p *Position) unitRef(id UnitID) string {
	var b strings.Builder
	if p.units[id].Member != 0 {
		b.WriteByte('(')
	}
	for m := id; m != 0; m = p.units[m].Member {
		u := &p.units[m]
		b.WriteByte(p.Variant.LetterFor(u.Type, u.Side))
		b.WriteString(strconv.Itoa(int(m)))
	}
	if p.units[id].Member != 0 {
		b.WriteByte(')')
	}
	return b.String()
}

// formatIDs writes the board's ids in runs ("65-128,3,1-2"), or "" when they
// are exactly 1..N, the default.
func formatIDs(ids []UnitID) string {
	natural := true
	for i, id := range ids {
		if id != UnitID(i+1) {
			natural = false
			break
		}
	}
	if natural {
		return ""
	}
	var parts []string
	for i := 0; i < len(ids); {
		j := i
		for j+1 < len(ids) && ids[j+1] == ids[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(int(ids[i])))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", ids[i], ids[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ",")
}

func formatSquares(sqs []Square) string {
	var b strings.Builder
	for _, s := range sqs {
		b.WriteString(s.String())
	}
	return b.String()
}

func (p *Position) formatTurn() string {
	t := p.turn
	if t.Actor == 0 {
		return ""
	}
	s := fmt.Sprintf("%d/%s/%d/%d/%s", t.Actor, t.Mode, t.Done, t.Left, t.From)
	if t.Flags != 0 {
		var names []string
		for i, n := range turnFlagNames {
			if t.Flags&(1<<i) != 0 {
				names = append(names, n)
			}
		}
		s += "/" + strings.Join(names, "+")
	}
	return s
}

func (p *Position) formatLevels() string {
	var parts []string
	for i := range NumSquares {
		if l := p.cells[i].Level; l != 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", Square(i), l))
		}
	}
	return strings.Join(parts, ",")
}

func (p *Position) formatWalls() string {
	var parts []string
	for id := range p.units {
		if p.units[id].WallLen == 0 {
			continue
		}
		sqs := p.WallSquares(UnitID(id), nil)
		slices.Sort(sqs)
		// One item per count of turns left (Cell.WallTurns): the untimed
		// squares first, with no suffix, then "/1", "/2".
		for turns := uint8(0); turns <= MaxWallTurns; turns++ {
			var these []Square
			for _, sq := range sqs {
				if p.cells[sq].WallTurns == turns {
					these = append(these, sq)
				}
			}
			switch {
			case len(these) == 0:
			case turns == 0:
				parts = append(parts, fmt.Sprintf("%d=%s", id, formatSquares(these)))
			default:
				parts = append(parts, fmt.Sprintf("%d=%s/%d", id, formatSquares(these), turns))
			}
		}
	}
	return strings.Join(parts, ",")
}

func (p *Position) formatTombs() string {
	var parts []string
	for i := range NumSquares {
		t, ok := p.TombAt(Square(i))
		if !ok {
			continue
		}
		var q strings.Builder
		for id := t.Head; id != 0; id = p.units[id].Next {
			q.WriteString(p.unitRef(id))
		}
		parts = append(parts, fmt.Sprintf("%s=%s/%d/%s", Square(i), t.State, t.Rot, q.String()))
	}
	return strings.Join(parts, ",")
}

func (p *Position) formatShadows() string {
	var parts []string
	for i := range NumSquares {
		if p.cells[i].Shadows == 0 {
			continue
		}
		var q strings.Builder
		for id := p.cells[i].Shadows; id != 0; id = p.units[id].Next {
			q.WriteString(p.unitRef(id))
		}
		parts = append(parts, Square(i).String()+"="+q.String())
	}
	return strings.Join(parts, ",")
}

func (p *Position) formatGone() string {
	var b strings.Builder
	for id := range p.units {
		if p.units[id].Loc == LocGone {
			b.WriteString(p.unitRef(UnitID(id)))
		}
	}
	return b.String()
}

// formatUnits writes each unit's state that differs from a new unit's.
func (p *Position) formatUnits() string {
	var parts []string
	for i := 1; i < len(p.units); i++ {
		u := &p.units[i]
		if u.Type == NoType {
			continue
		}
		var attrs []string
		if u.Facing != DefaultFacing(u.Side) {
			attrs = append(attrs, "face="+u.Facing.String())
		}
		for f := Field(0); f < NumFields; f++ {
			info := fieldTable[f]
			v := p.Field(UnitID(i), f)
			if info.key == "" || f == FFacing || f == FProgPos || v == 0 {
				continue
			}
			switch f {
			case FEmpowerer:
				attrs = append(attrs, info.key+"="+string(p.Variant.Letter(UnitType(v))))
			case FBind:
				attrs = append(attrs, info.key+"="+formatDirSet(uint8(v)))
			case FFlood:
				attrs = append(attrs, info.key+"="+Square(v-1).String())
			default:
				attrs = append(attrs, fmt.Sprintf("%s=%d", info.key, v))
			}
		}
		for bit, name := range statusNames {
			// Shadow form is implied by the shadow section, except for a
			// shadow held inside a ShadowShip (V8-SHIP), which is removed.
			if s := Status(1 << bit); (s != StatusShadow || u.Loc == LocGone) && u.Status&s != 0 {
				attrs = append(attrs, name)
			}
		}
		if prog := p.Program(UnitID(i)); len(prog) > 0 {
			attrs = append(attrs, "prog="+formatProgram(prog))
		}
		if u.ProgPos != 0 {
			attrs = append(attrs, fmt.Sprintf("%s=%d", fieldTable[FProgPos].key, u.ProgPos))
		}
		if len(attrs) > 0 {
			parts = append(parts, strconv.Itoa(i)+"/"+strings.Join(attrs, "/"))
		}
	}
	return strings.Join(parts, ",")
}

func formatDirSet(bits uint8) string {
	var names []string
	for d := Dir(0); d < NumDirs; d++ {
		if bits&(1<<d) != 0 {
			names = append(names, d.String())
		}
	}
	return strings.Join(names, "+")
}

func formatProgram(steps []ProgStep) string {
	parts := make([]string, len(steps))
	for i, s := range steps {
		switch s.Action {
		case ProgMove:
			parts[i] = fmt.Sprintf("%+d%+d", s.DX, s.DY)
		case ProgDeshadow:
			parts[i] = progActionNames[ProgDeshadow]
		default:
			parts[i] = fmt.Sprintf("%s%d%+d%+d", progActionNames[s.Action], s.Arg, s.DX, s.DY)
		}
	}
	return strings.Join(parts, ";")
}

func (p *Position) formatMarkers() string {
	ms := slices.Clone(p.markers)
	slices.SortFunc(ms, func(a, b Marker) int {
		if a.Square != b.Square {
			return int(a.Square) - int(b.Square)
		}
		if a.Kind != b.Kind {
			return int(a.Kind) - int(b.Kind)
		}
		return int(a.Owner) - int(b.Owner)
	})
	parts := make([]string, len(ms))
	for i, m := range ms {
		s := m.Kind.String() + "@" + m.Square.String()
		if markerHasOwner[m.Kind] {
			s += "/" + strconv.Itoa(int(m.Owner))
		}
		if markerHasDir[m.Kind] {
			s += "/" + m.Dir.String()
		}
		if markerHasTimer[m.Kind] {
			s += "/" + strconv.Itoa(int(m.Timer))
		}
		parts[i] = s
	}
	return strings.Join(parts, ",")
}
