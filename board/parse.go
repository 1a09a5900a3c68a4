package board

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxPositionLength bounds the position strings Parse reads.
const MaxPositionLength = 1 << 20

// ParseError says which part of a position string is wrong and why.
type ParseError struct {
	Field string // "board", "side", a section name such as "wall", or "position" (the whole string)
	Item  string // the offending item, when there is one
	Msg   string
}

// Error writes "position: <field>: <item>: <msg>", the field left out when
// it is the whole string ("position: <msg>", not "position: position: ...").
func (e *ParseError) Error() string {
	if e.Field == "position" && e.Item == "" {
		return "position: " + e.Msg
	}
	if e.Item != "" {
		return fmt.Sprintf("position: %s: %q: %s", e.Field, e.Item, e.Msg)
	}
	return fmt.Sprintf("position: %s: %s", e.Field, e.Msg)
}

func perr(field, item, format string, args ...any) error {
	return &ParseError{Field: field, Item: item, Msg: fmt.Sprintf(format, args...)}
}

// ref is a unit named in the position string: a letter, and an id if given.
type ref struct {
	typ  UnitType
	side Side
	id   UnitID
}

// Parse reads a position string (docs/position-format.md). It never panics,
// and every position it returns has passed Validate. The position is
// FrozenChess 13.0's unless its variant section names another.
func Parse(s string) (*Position, error) { return ParseIn(FrozenChess, s) }

// ParseIn is Parse with def as the variant of a string without a variant
// section (a protocol whose UCI_Variant chose def reads a FEN of that game);
// a variant section names the variant whatever def is.
func ParseIn(def *Variant, s string) (*Position, error) {
	if len(s) > MaxPositionLength {
		return nil, perr("position", "", "longer than %d bytes", MaxPositionLength)
	}
	fields := strings.Fields(s)
	if len(fields) < 2 {
		return nil, perr("position", "", "want a board field and a side to move (w or b), got %d fields", len(fields))
	}
	sec := map[string]string{}
	for _, tok := range fields[2:] {
		name, val, ok := strings.Cut(tok, ":")
		if !ok {
			return nil, perr("section", tok, "want name:value (sections: %s)", strings.Join(sectionOrder, " "))
		}
		if !isSection(name) {
			return nil, perr("section", tok, "unknown section %q (sections: %s)", name, strings.Join(sectionOrder, " "))
		}
		if _, dup := sec[name]; dup {
			return nil, perr(name, "", "given twice")
		}
		if val == "" {
			return nil, perr(name, "", "empty value")
		}
		sec[name] = val
	}
	v := def
	if v == nil {
		v = FrozenChess
	}
	if name, ok := sec["variant"]; ok {
		if v, ok = VariantByName(name); !ok {
			return nil, perr("variant", name, "unknown variant (variants: %s)", strings.Join(VariantNames(), " "))
		}
	}
	bodies, err := parseBoard(fields[0], v)
	if err != nil {
		return nil, err
	}
	p := New()
	p.Variant = v
	switch fields[1] {
	case "w":
	case "b":
		p.SetSideToMove(Black)
	default:
		return nil, perr("side", fields[1], "want w or b")
	}
	if err := p.parseBodies(bodies, sec["id"]); err != nil {
		return nil, err
	}
	steps := []struct {
		name string
		fn   func(*Position, string) error
	}{
		{"gone", (*Position).parseGone}, {"tomb", (*Position).parseTombs}, {"shadow", (*Position).parseShadows},
		{"unit", (*Position).parseUnits}, {"wall", (*Position).parseWalls}, {"level", (*Position).parseLevels},
		{"mark", (*Position).parseMarkers}, {"turn", (*Position).parseTurn}, {"trail", (*Position).parseTrail},
		{"lastnull", (*Position).parseLastNull}, {"ply", (*Position).parsePly},
	}
	for _, st := range steps {
		if v, ok := sec[st.name]; ok {
			if err := st.fn(p, v); err != nil {
				return nil, err
			}
		}
	}
	if t := p.turn; t.Actor != 0 && !p.turnFromSet && len(p.trail) > 0 {
		t.From = p.trail[0] // older strings without from: the trail starts where the turn did
		if err := p.SetTurn(t); err != nil {
			return nil, perr("turn", sec["turn"], "%v", err)
		}
	}
	p.turnFromSet = false
	if err := p.Validate(); err != nil {
		return nil, perr("position", "", "%v", err)
	}
	return p, nil
}

// MustParse is Parse for positions written in the source; it panics on error.
func MustParse(s string) *Position {
	p, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return p
}

func isSection(name string) bool {
	for _, n := range sectionOrder {
		if n == name {
			return true
		}
	}
	return false
}

// boardBody is one body of the board field: its square and its members.
type boardBody struct {
	sq      Square
	members []ref
}

func parseBoard(s string, v *Variant) ([]boardBody, error) {
	// The board of the variant's size (geometry.go): 16 ranks of 16 files,
	// or 12 of 12 for a 12x12 variant.
	nFiles, nRanks := int(v.Geometry.Files), int(v.Geometry.Ranks)
	ranks := strings.Split(s, "/")
	if len(ranks) != nRanks {
		return nil, perr("board", "", "want %d ranks separated by '/', got %d", nRanks, len(ranks))
	}
	var bodies []boardBody
	for i, rs := range ranks {
		rank := nRanks - 1 - i
		file := 0
		for j := 0; j < len(rs); {
			c := rs[j]
			switch {
			case c >= '0' && c <= '9':
				n := 0
				for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' && n <= nFiles {
					n = n*10 + int(rs[j]-'0')
					j++
				}
				if n == 0 || file+n > nFiles {
					return nil, perr("board", rs, "rank %d: empty run %d does not fit (%d squares already)", rank+1, n, file)
				}
				file += n
			case c == '(':
				end := strings.IndexByte(rs[j:], ')')
				if end < 0 {
					return nil, perr("board", rs, "rank %d: '(' without ')'", rank+1)
				}
				inner := rs[j+1 : j+end]
				if len(inner) < 2 {
					return nil, perr("board", rs, "rank %d: a stack needs at least 2 units, got %q", rank+1, inner)
				}
				if file >= nFiles {
					return nil, perr("board", rs, "rank %d has more than %d squares", rank+1, nFiles)
				}
				b := boardBody{sq: NewSquare(file, rank)}
				for k := 0; k < len(inner); k++ {
					t, side, ok := v.TypeFromLetter(inner[k])
					if !ok {
						return nil, perr("board", rs, "rank %d: %q is not a unit letter of %s", rank+1, inner[k], v.Title)
					}
					b.members = append(b.members, ref{typ: t, side: side})
				}
				bodies = append(bodies, b)
				file++
				j += end + 1
			default:
				t, side, ok := v.TypeFromLetter(c)
				if !ok {
					return nil, perr("board", rs, "rank %d: %q is not a unit letter of %s, a digit or '('", rank+1, c, v.Title)
				}
				if file >= nFiles {
					return nil, perr("board", rs, "rank %d has more than %d squares", rank+1, nFiles)
				}
				bodies = append(bodies, boardBody{sq: NewSquare(file, rank), members: []ref{{typ: t, side: side}}})
				file++
				j++
			}
		}
		if file != nFiles {
			return nil, perr("board", rs, "rank %d has %d squares, want %d", rank+1, file, nFiles)
		}
	}
	return bodies, nil
}

// parseNum reads a decimal number in 0..max.
func parseNum(field, item, s string, max uint32) (uint32, error) {
	if s == "" || len(s) > 10 {
		return 0, perr(field, item, "want a number 0..%d, got %q", max, s)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, perr(field, item, "want a number 0..%d, got %q", max, s)
		}
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil || v > uint64(max) {
		return 0, perr(field, item, "want a number 0..%d, got %q", max, s)
	}
	return uint32(v), nil
}

func parseID(field, item, s string) (UnitID, error) {
	v, err := parseNum(field, item, s, MaxUnits-1)
	if err != nil {
		return 0, err
	}
	if v == 0 {
		return 0, perr(field, item, "unit ids start at 1")
	}
	return UnitID(v), nil
}

func (p *Position) parseBodies(bodies []boardBody, idSpec string) error {
	total := 0
	for _, b := range bodies {
		total += len(b.members)
	}
	var ids []UnitID
	if idSpec == "" {
		for i := 1; i <= total; i++ {
			ids = append(ids, UnitID(i))
		}
	} else {
		for _, item := range strings.Split(idSpec, ",") {
			lo, hi, isRun := strings.Cut(item, "-")
			a, err := parseID("id", item, lo)
			if err != nil {
				return err
			}
			b := a
			if isRun {
				if b, err = parseID("id", item, hi); err != nil {
					return err
				}
				if b < a {
					return perr("id", item, "a run must ascend")
				}
			}
			if len(ids)+int(b-a)+1 > total {
				return perr("id", item, "more ids than the %d units on the board", total)
			}
			for id := a; id <= b; id++ {
				ids = append(ids, id)
			}
		}
		if len(ids) != total {
			return perr("id", "", "%d ids for the %d units on the board", len(ids), total)
		}
	}
	k := 0
	for _, b := range bodies {
		var base UnitID
		for i, m := range b.members {
			id := ids[k]
			k++
			if err := p.AddUnit(id, m.typ, m.side); err != nil {
				return perr("board", b.sq.String(), "%v", err)
			}
			if i == 0 {
				base = id
			} else if err := p.Attach(base, id); err != nil {
				return perr("board", b.sq.String(), "%v", err)
			}
		}
		if err := p.PlaceBody(b.sq, base); err != nil {
			return perr("board", b.sq.String(), "%v", err)
		}
	}
	return nil
}

// parseRefs reads a run of unit references: "R5", or "(R5N7)" for a stack.
func parseRefs(v *Variant, field, item, s string, allowStacks bool) ([][]ref, error) {
	var out [][]ref
	one := func(i int) (ref, int, error) {
		t, side, ok := v.TypeFromLetter(s[i])
		if !ok {
			return ref{}, 0, perr(field, item, "%q is not a unit letter of %s", s[i], v.Title)
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		id, err := parseID(field, item, s[i+1:j])
		if err != nil {
			return ref{}, 0, err
		}
		return ref{typ: t, side: side, id: id}, j, nil
	}
	for i := 0; i < len(s); {
		if s[i] != '(' {
			r, j, err := one(i)
			if err != nil {
				return nil, err
			}
			out = append(out, []ref{r})
			i = j
			continue
		}
		if !allowStacks {
			return nil, perr(field, item, "fused stacks are not allowed here")
		}
		var group []ref
		i++
		for i < len(s) && s[i] != ')' {
			r, j, err := one(i)
			if err != nil {
				return nil, err
			}
			group = append(group, r)
			i = j
		}
		if i >= len(s) {
			return nil, perr(field, item, "'(' without ')'")
		}
		if len(group) < 2 {
			return nil, perr(field, item, "a stack needs at least 2 units")
		}
		out = append(out, group)
		i++
	}
	return out, nil
}

// addGroup creates the units of a reference group as one detached body.
func (p *Position) addGroup(field, item string, g []ref, status Status) (UnitID, error) {
	for i, r := range g {
		if err := p.AddUnit(r.id, r.typ, r.side); err != nil {
			return 0, perr(field, item, "%v", err)
		}
		p.set(r.id, FStatus, uint32(status))
		if i > 0 {
			if err := p.Attach(g[0].id, r.id); err != nil {
				return 0, perr(field, item, "%v", err)
			}
		}
	}
	return g[0].id, nil
}

func (p *Position) parseGone(v string) error {
	groups, err := parseRefs(p.Variant, "gone", v, v, false)
	if err != nil {
		return err
	}
	for _, g := range groups {
		id, err := p.addGroup("gone", v, g, 0)
		if err != nil {
			return err
		}
		if err := p.SetGone(id); err != nil {
			return perr("gone", v, "%v", err)
		}
	}
	return nil
}

// splitItem splits "key=value" items of a section.
func splitItem(field, item string) (string, string, error) {
	k, v, ok := strings.Cut(item, "=")
	if !ok || k == "" {
		return "", "", perr(field, item, "want key=value")
	}
	return k, v, nil
}

func (p *Position) parseTombs(v string) error {
	for _, item := range strings.Split(v, ",") {
		k, val, err := splitItem("tomb", item)
		if err != nil {
			return err
		}
		sq, err := ParseSquare(k)
		if err != nil {
			return perr("tomb", item, "%v", err)
		}
		parts := strings.Split(val, "/")
		if len(parts) != 3 {
			return perr("tomb", item, "want square=state/rot/queue, e.g. a1=active/0/R5L12")
		}
		state := TombNone
		for s := TombPending; s <= TombOpen; s++ {
			if parts[0] == s.String() {
				state = s
			}
		}
		if state == TombNone {
			return perr("tomb", item, "state %q: want pending, active or open", parts[0])
		}
		rot, err := parseNum("tomb", item, parts[1], 255)
		if err != nil {
			return err
		}
		if err := p.AddTomb(sq, state); err != nil {
			return perr("tomb", item, "%v", err)
		}
		if err := p.SetTombRot(sq, uint8(rot)); err != nil {
			return perr("tomb", item, "%v", err)
		}
		groups, err := parseRefs(p.Variant, "tomb", item, parts[2], false)
		if err != nil {
			return err
		}
		for _, g := range groups {
			id, err := p.addGroup("tomb", item, g, 0)
			if err != nil {
				return err
			}
			if err := p.TombPush(sq, id); err != nil {
				return perr("tomb", item, "%v", err)
			}
		}
	}
	return nil
}

func (p *Position) parseShadows(v string) error {
	for _, item := range strings.Split(v, ",") {
		k, val, err := splitItem("shadow", item)
		if err != nil {
			return err
		}
		sq, err := ParseSquare(k)
		if err != nil {
			return perr("shadow", item, "%v", err)
		}
		groups, err := parseRefs(p.Variant, "shadow", item, val, true)
		if err != nil {
			return err
		}
		if len(groups) == 0 {
			return perr("shadow", item, "no units")
		}
		for _, g := range groups {
			id, err := p.addGroup("shadow", item, g, StatusShadow)
			if err != nil {
				return err
			}
			if err := p.AddShadow(sq, id); err != nil {
				return perr("shadow", item, "%v", err)
			}
		}
	}
	return nil
}

func (p *Position) parseUnits(v string) error {
	given := map[UnitID]bool{}
	for _, item := range strings.Split(v, ",") {
		attrs := strings.Split(item, "/")
		id, err := parseID("unit", item, attrs[0])
		if err != nil {
			return err
		}
		if given[id] {
			return perr("unit", item, "unit %d is given twice", id)
		}
		given[id] = true
		if !p.Exists(id) {
			return perr("unit", item, "unit %d is not on the board, in a tomb, a shadow or gone", id)
		}
		if len(attrs) < 2 {
			return perr("unit", item, "no attributes after the id")
		}
		status := p.units[id].Status & StatusShadow
		ppos, paro := "", ""
		for _, a := range attrs[1:] {
			if v, ok := strings.CutPrefix(a, fieldTable[FProgPos].key+"="); ok {
				ppos = v // applied after prog, which rewinds it
				continue
			}
			if v, ok := strings.CutPrefix(a, fieldTable[FParOrigin].key+"="); ok {
				paro = v // applied after par, which it needs
				continue
			}
			if err := p.parseUnitAttr(id, item, a, &status); err != nil {
				return err
			}
		}
		if paro != "" {
			n, err := parseNum("unit", item, paro, fieldTable[FParOrigin].max)
			if err != nil {
				return err
			}
			if err := p.SetField(id, FParOrigin, n); err != nil {
				return perr("unit", item, "%v", err)
			}
		}
		if ppos != "" {
			n, err := parseNum("unit", item, ppos, fieldTable[FProgPos].max)
			if err != nil {
				return err
			}
			if n != 0 && n >= uint32(p.units[id].ProgLen) {
				return perr("unit", item, "ppos %d is past the %d program steps", n, p.units[id].ProgLen)
			}
			p.set(id, FProgPos, n)
		}
		if err := p.SetField(id, FStatus, uint32(status)); err != nil {
			return perr("unit", item, "%v", err)
		}
	}
	return nil
}

func (p *Position) parseUnitAttr(id UnitID, item, a string, status *Status) error {
	k, val, hasVal := strings.Cut(a, "=")
	if !hasVal {
		for bit, name := range statusNames {
			if name == k {
				// A removed unit may be a shadow held inside a ShadowShip
				// (V8-SHIP); Validate requires its parent to be a transport.
				if Status(1<<bit) == StatusShadow && p.units[id].Loc != LocGone {
					return perr("unit", item, "shadow form is given by the shadow section (the flag is for a shadow held in a ship, a removed unit)")
				}
				*status |= Status(1 << bit)
				return nil
			}
		}
		return perr("unit", item, "unknown flag %q (flags: monad active box loop rest pushed)", k)
	}
	switch k {
	case "face":
		d, err := ParseDir(val)
		if err != nil || !d.Orthogonal() {
			return perr("unit", item, "face %q: want n, e, s or w", val)
		}
		return p.SetField(id, FFacing, uint32(d))
	case "emp":
		if len(val) != 1 {
			return perr("unit", item, "emp %q: want one unit letter", val)
		}
		t, _, ok := p.Variant.TypeFromLetter(val[0])
		if !ok {
			return perr("unit", item, "emp %q: want one unit letter", val)
		}
		return p.SetField(id, FEmpowerer, uint32(t))
	case "bind":
		var bits uint8
		for _, n := range strings.Split(val, "+") {
			d, err := ParseDir(n)
			if err != nil {
				return perr("unit", item, "bind: %v", err)
			}
			bits |= 1 << d
		}
		return p.SetField(id, FBind, uint32(bits))
	case "flood":
		sq, err := ParseSquare(val)
		if err != nil {
			return perr("unit", item, "flood %q: want the flooded square, like d3", val)
		}
		return p.SetField(id, FFlood, uint32(sq)+1)
	case "prog":
		steps, err := parseProgram(item, val)
		if err != nil {
			return err
		}
		if err := p.SetProgram(id, steps); err != nil {
			return perr("unit", item, "%v", err)
		}
		return nil
	}
	for f := Field(0); f < NumFields; f++ {
		if info := fieldTable[f]; info.key == k && f != FFacing && f != FEmpowerer && f != FBind && f != FFlood {
			n, err := parseNum("unit", item, val, info.max)
			if err != nil {
				return err
			}
			if err := p.SetField(id, f, n); err != nil {
				return perr("unit", item, "%v", err)
			}
			return nil
		}
	}
	return perr("unit", item, "unknown attribute %q", k)
}

// parseProgram reads "+1+2;ds;sp3+0-1".
func parseProgram(item, s string) ([]ProgStep, error) {
	var steps []ProgStep
	for _, t := range strings.Split(s, ";") {
		var st ProgStep
		rest := t
		switch {
		case t == progActionNames[ProgDeshadow]:
			steps = append(steps, ProgStep{Action: ProgDeshadow})
			continue
		case strings.HasPrefix(t, progActionNames[ProgSpecial]):
			st.Action = ProgSpecial
			rest = t[len(progActionNames[ProgSpecial]):]
			j := 0
			for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
				j++
			}
			arg, err := parseNum("unit", item, rest[:j], 255)
			if err != nil {
				return nil, err
			}
			st.Arg, rest = uint8(arg), rest[j:]
		}
		dx, rest, err := parseSigned(item, rest)
		if err != nil {
			return nil, err
		}
		dy, rest, err := parseSigned(item, rest)
		if err != nil {
			return nil, err
		}
		if rest != "" || dx < -15 || dx > 15 || dy < -15 || dy > 15 {
			return nil, perr("unit", item, "program step %q: want +dx+dy with each in -15..15, ds, or sp<code>+dx+dy", t)
		}
		st.DX, st.DY = int8(dx), int8(dy)
		steps = append(steps, st)
	}
	return steps, nil
}

// parseSigned reads a number with a mandatory sign at the start of s.
func parseSigned(item, s string) (int, string, error) {
	if len(s) < 2 || (s[0] != '+' && s[0] != '-') || s[1] < '0' || s[1] > '9' {
		return 0, "", perr("unit", item, "program step: want a signed offset at %q", s)
	}
	j := 1
	for j < len(s) && j < 4 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(s[1:j])
	if s[0] == '-' {
		n = -n
	}
	return n, s[j:], nil
}

func (p *Position) parseWalls(v string) error {
	for _, item := range strings.Split(v, ",") {
		k, val, err := splitItem("wall", item)
		if err != nil {
			return err
		}
		owner, err := parseID("wall", item, k)
		if err != nil {
			return err
		}
		if !p.Exists(owner) {
			return perr("wall", item, "owner %d is not a unit of this position", owner)
		}
		turns := uint8(0)
		if i := strings.IndexByte(val, '/'); i >= 0 {
			// A timed wall's turns left (V12A-WALLING): "/1" or "/2".
			n, err := strconv.Atoi(val[i+1:])
			if err != nil || n < 1 || n > MaxWallTurns {
				return perr("wall", item, "turns left %q: want 1 to %d", val[i+1:], MaxWallTurns)
			}
			val, turns = val[:i], uint8(n)
		}
		if val == "" {
			return perr("wall", item, "no squares")
		}
		for rest := val; rest != ""; {
			sq, n, err := scanSquare(rest)
			if err != nil {
				return perr("wall", item, "%v", err)
			}
			rest = rest[n:]
			if p.cells[sq].Wall != 0 {
				return perr("wall", item, "%s already has a wall of unit %d", sq, p.cells[sq].Wall)
			}
			if err := p.SetWall(sq, owner); err != nil {
				return perr("wall", item, "%v", err)
			}
			if err := p.SetWallTurns(sq, turns); err != nil {
				return perr("wall", item, "%v", err)
			}
		}
	}
	return nil
}

func (p *Position) parseLevels(v string) error {
	var given [NumSquares]bool
	for _, item := range strings.Split(v, ",") {
		k, val, err := splitItem("level", item)
		if err != nil {
			return err
		}
		sq, err := ParseSquare(k)
		if err != nil {
			return perr("level", item, "%v", err)
		}
		n, err := strconv.Atoi(val)
		if err != nil || len(val) > 4 {
			return perr("level", item, "level %q: want a whole number %d..%d", val, MinLevel, MaxLevel)
		}
		if given[sq] {
			return perr("level", item, "%s is given twice", sq)
		}
		given[sq] = true
		if err := p.SetLevel(sq, n); err != nil {
			return perr("level", item, "%v", err)
		}
	}
	return nil
}

func (p *Position) parseMarkers(v string) error {
	for _, item := range strings.Split(v, ",") {
		kindName, rest, ok := strings.Cut(item, "@")
		if !ok {
			return perr("mark", item, "want kind@square[/owner][/dir][/timer]")
		}
		m := Marker{}
		for k := MarkTrap; k < NumMarkerKinds; k++ {
			if k.String() == kindName {
				m.Kind = k
			}
		}
		if m.Kind == MarkNone {
			return perr("mark", item, "unknown marker %q (trap bomb slip distract flood quicken tunnel)", kindName)
		}
		parts := strings.Split(rest, "/")
		want := 1
		for _, has := range []bool{markerHasOwner[m.Kind], markerHasDir[m.Kind], markerHasTimer[m.Kind]} {
			if has {
				want++
			}
		}
		if len(parts) != want {
			return perr("mark", item, "%s takes %d parts: square%s%s%s", m.Kind, want,
				map[bool]string{true: "/owner"}[markerHasOwner[m.Kind]],
				map[bool]string{true: "/dir"}[markerHasDir[m.Kind]],
				map[bool]string{true: "/timer"}[markerHasTimer[m.Kind]])
		}
		sq, err := ParseSquare(parts[0])
		if err != nil {
			return perr("mark", item, "%v", err)
		}
		m.Square = sq
		i := 1
		if markerHasOwner[m.Kind] {
			if m.Owner, err = parseID("mark", item, parts[i]); err != nil {
				return err
			}
			i++
		}
		if markerHasDir[m.Kind] {
			if m.Dir, err = ParseDir(parts[i]); err != nil {
				return perr("mark", item, "%v", err)
			}
			i++
		}
		if markerHasTimer[m.Kind] {
			t, err := parseNum("mark", item, parts[i], 65535)
			if err != nil {
				return err
			}
			m.Timer = uint16(t)
		}
		if err := p.AddMarker(m); err != nil {
			return perr("mark", item, "%v", err)
		}
	}
	return nil
}

func (p *Position) parseTurn(v string) error {
	parts := strings.Split(v, "/")
	if len(parts) < 4 || len(parts) > 6 {
		return perr("turn", v, "want actor/mode/done/left[/from][/flags], e.g. 17/double/1/1/e4")
	}
	var t TurnState
	var err error
	if t.Actor, err = parseID("turn", v, parts[0]); err != nil {
		return err
	}
	t.Mode = numTurnModes
	for m := TurnFresh; m < numTurnModes; m++ {
		if m.String() == parts[1] {
			t.Mode = m
		}
	}
	if t.Mode == numTurnModes {
		return perr("turn", v, "mode %q: want one of %s", parts[1], strings.Join(turnModeNames[:], " "))
	}
	done, err := parseNum("turn", v, parts[2], 255)
	if err != nil {
		return err
	}
	left, err := parseNum("turn", v, parts[3], 255)
	if err != nil {
		return err
	}
	t.Done, t.Left = uint8(done), uint8(left)
	if t.Actor < UnitID(len(p.units)) {
		t.From = p.units[t.Actor].Square // until from or the trail says otherwise
	}
	extra := parts[4:]
	if len(extra) > 0 {
		if sq, err := ParseSquare(extra[0]); err == nil {
			t.From, p.turnFromSet = sq, true
			extra = extra[1:]
		}
	}
	if len(extra) > 1 {
		return perr("turn", v, "want actor/mode/done/left[/from][/flags], e.g. 17/double/1/1/e4/cap")
	}
	if len(extra) == 1 {
		for _, n := range strings.Split(extra[0], "+") {
			found := false
			for i, name := range turnFlagNames {
				if n == name {
					t.Flags |= 1 << i
					found = true
				}
			}
			if !found {
				return perr("turn", v, "%q is neither the start square nor a flag (%s)", n, strings.Join(turnFlagNames[:], " or "))
			}
		}
	}
	if err := p.SetTurn(t); err != nil {
		return perr("turn", v, "%v", err)
	}
	return nil
}

func (p *Position) parseTrail(v string) error {
	for rest := v; rest != ""; {
		sq, n, err := scanSquare(rest)
		if err != nil {
			return perr("trail", v, "%v", err)
		}
		for _, s := range p.trail {
			if s == sq {
				return perr("trail", v, "%s is listed twice", sq)
			}
		}
		p.AddTrail(sq)
		rest = rest[n:]
	}
	return nil
}

func (p *Position) parseLastNull(v string) error {
	if v != "1" {
		return perr("lastnull", v, "want 1 (omit the section when the last ply was not a null)")
	}
	p.SetLastNull(true)
	return nil
}

func (p *Position) parsePly(v string) error {
	n, err := parseNum("ply", v, v, 1<<32-1)
	if err != nil {
		return err
	}
	p.SetPly(n)
	return nil
}
