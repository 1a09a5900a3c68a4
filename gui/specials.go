package gui

import (
	"fmt"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Special moves as the page offers them: grouped by kind, named and
// explained in a line (docs/rules.md's reading), with their cost and a
// preview of what they change, found by making the step and comparing the
// board before and after.

// Groups of special moves, in the order the page lists them.
const (
	GroupAbility    = "ability"    // the unit's own abilities (its type's special moves)
	GroupGeneric    = "generic"    // generic special moves any unit (of some kinds) may make
	GroupRelocation = "relocation" // moves that carry other units or whole blocks elsewhere
	GroupMind       = "mind"       // a step of an enemy unit under Mind Control
)

// relocations are the special moves the page lists as relocations: they
// move other units (or a block, a line), which the preview shows.
var relocations = map[string]bool{
	"rotate": true, "shift": true, "push": true, "pull": true, "pullthrough": true,
	"pushwall": true, "swap": true, "teleswap": true, "exchange": true, "spin": true,
	"avalanche": true, "launch": true,
}

// specialInfo is a special move's name for people and its one-line
// explanation.
type specialInfo struct{ title, explain string }

var specialInfos = map[string]specialInfo{
	"absorb":      {"Absorb", "the stack takes every paralysed single enemy of its 3x3 into itself; they change sides"},
	"arrow":       {"Poison Arrows", "two arrows fly along the diagonal from the crossbowman's two neighbours; each paralyses the first unit it hits"},
	"run":         {"Assassin's Run", "two or three captures in a row by the assassin's leaps, as one move"},
	"avalanche":   {"Avalanche", "the bodies on the templar's ray slide away from it to the edge, the farthest first"},
	"bind":        {"Bind", "binds the unit to the adjacent friendly body: bound units move together"},
	"group":       {"Group", "binds the unit to a whole adjacent friendly group"},
	"blizzard":    {"Blizzard", "every unit in the 3x3 around the target square is paralysed 4 turns"},
	"bomb":        {"Bomb", "the assassin leaves a bomb on its square; an enemy that steps on it explodes"},
	"box":         {"Box", "the unit becomes a box: it cannot move or act, and nothing can capture it"},
	"unbox":       {"Unbox", "the box becomes its unit again, paralysed a third of the squares it travelled boxed"},
	"blast":       {"Cannon Blast", "the target square 2, 4 or 6 ahead explodes 3x3: units die into tombs, walls go"},
	"convert":     {"Conversion", "instead of capturing it, the unit on the target changes side; nobody moves"},
	"decohere":    {"Decoherence", "the fused stack on the target splits onto the squares around it; the jester is paralysed 5 turns"},
	"defuse":      {"De-fuse", "one member of the stack steps off on its own"},
	"deshadow":    {"De-shadow", "the shadow becomes the body of its square again"},
	"detonate":    {"Detonate", "the jester explodes 3x3 as if captured"},
	"distract":    {"Distract", "puts the jester's distraction marker on a square with a direction: lines passing there turn"},
	"fire":        {"Dragon's Fire", "the dragon moves and burns what its path passes"},
	"lay":         {"Lay egg", "the dragon lays an egg on a safe empty square next to it"},
	"eggfuse":     {"Egg Fusion", "an egg joins another egg of the side as one stack"},
	"exchange":    {"King's Exchange", "the king swaps places with a friendly unit no higher than it"},
	"flood":       {"Flood", "floods an empty lowered square next to the unit for 10 plies: units there are held"},
	"spawn2":      {"Double Spawn", "the frog makes two frogs next to it; all three are paralysed 40 turns"},
	"fuse":        {"Fuse", "the unit moves onto a friendly body and joins it as a fused stack"},
	"illusion":    {"Illusion", "the queen's shadow token becomes an Illusion that moves on its own"},
	"leap":        {"Knight's Leap", "the knight leaps and captures what stands on the squares it jumps over"},
	"launch":      {"Launch", "the rook throws the body in front of it along its facing; it lands and explodes"},
	"loop":        {"Loop", "declares a loop program the unit then runs, ending on its square"},
	"mind":        {"Mind Control", "a step of an unprotected enemy unit you could capture (in 13.0 by a straight line), played for you"},
	"mirror":      {"Mirror Portal", "the unit teleports to the mirror square"},
	"monad":       {"Monad", "the shadow becomes a monad with a program it runs when woken"},
	"morph":       {"Morph", "the unit, unthreatened, becomes a unit of another type"},
	"pbomb":       {"Pawn Fusion Bomb", "the seventh pawn fuses and the stack explodes 5x5"},
	"face":        {"Pawn Rotation", "the pawn turns to face another way; its moves follow its facing"},
	"portal":      {"King's Portal", "the king teleports next to a queen of its side"},
	"pull":        {"Pull", "pulls the unit on the target N squares straight towards this one; costs N/3 turns of paralysis"},
	"pullthrough": {"Pull-through", "as Pull, over the bodies between; costs 2N/3 turns of paralysis"},
	"push":        {"Push", "pushes the adjacent unit one square on and steps into its place"},
	"pushwall":    {"Push wall", "pushes the adjacent wall square one square on and steps into its place"},
	"quake":       {"Earthquake", "blasts the 3x3 around the unit, then every level returns to 0 and floods end"},
	"quicken":     {"Quickening", "puts a quickening marker on the target square: units there get more steps"},
	"raise":       {"Raise", "raises the unit's square one level"},
	"lower":       {"Lower", "lowers the unit's square one level"},
	"rotate":      {"Rotate", "turns a square block clockwise with everything on it; you need the majority of its material"},
	"shadow":      {"Shadow", "the unit leaves its body and becomes a shadow of its square"},
	"scapture":    {"Shadow capture", "the shadow takes an enemy shadow"},
	"smove":       {"Shadow move", "the shadow moves as its unit would"},
	"sstrike":     {"Shadowstrike", "the shadow captures an unprotected enemy body"},
	"shift":       {"Shift", "shifts a whole rank or file cyclically by N squares: only units move"},
	"slime":       {"Slime Explosion", "the frog dies; every unit in its 3x3 is paralysed 11 turns"},
	"slip":        {"Slip square", "puts the assassin's slip marker on a square it could move to"},
	"spawn":       {"Spawn", "makes a unit of its own type on a safe empty square next to it"},
	"spin":        {"Spin", "the bodies of the ring around the jester turn k places clockwise"},
	"stackcap":    {"Stack capture", "the pawn stack captures on its last step"},
	"stack":       {"Stack move", "the pawn stack moves, up to once per pawn"},
	"swap":        {"SwapShot", "swaps places with the unit on the target, one it could capture"},
	"teleswap":    {"Teleswap", "the chancellor swaps places with any friendly unit"},
	"transfer":    {"Paralysis Transfer", "takes 4 turns of a protected friend's paralysis onto this unit"},
	"tunnel":      {"Wall Tunnel", "starts a tunnel through the wall in front of the assassin"},
	"passage":     {"Passage", "the assassin passes through its tunnel"},
	"unbind":      {"Unbind", "the bound unit steps away alone and loses its links"},
	"wallblast":   {"WallBlast", "destroys the wall next to the cannon and every wall square joined to it"},
	"climb":       {"Wall Climb", "the assassin climbs onto the adjacent wall"},
	"walljump":    {"Wall Jump", "the assassin jumps off its wall onto a safe empty square"},
	"walltrap":    {"Walltrap", "walls in the enemy body on the target"},
	// FrozenChess 8.0 (UCI_Variant frozenchess8)
	"ram":      {"Ram", "the ram steps onto the adjacent wall square and the whole wall it belongs to goes"},
	"bolt":     {"Ballista Shot", "the first unit straight ahead is paralysed 16/range+1 turns"},
	"throw":    {"Onager Throw", "the unit in front of the onager flies straight ahead, destroying walls and units until it hits one"},
	"hurl":     {"Trebuchet Shot", "the target square 6 ahead (or beside it) explodes 3x3; the trebuchet reloads 2 turns"},
	"conv":     {"Conversion", "the bishop converts the first enemy on its diagonal; the bishop is paralysed 2 turns"},
	"paralyse": {"Paralyse", "the chancellor paralyses an enemy it could capture for 3 turns, instead of capturing"},
	"pspawn":   {"Pawn Spawn", "a new pawn on the empty square behind the pawn; both are paralysed 12 turns"},
	"board":    {"Board", "the unit moves onto the friendly ship (up to 8 aboard) or cannon (its one ammunition) and is held inside"},
	"unload":   {"Unload", "one unit the ship holds steps out onto the target square next to it"},
	"sboard":   {"Shadow Board", "the shadow moves onto its side's ship in shadow form (only shadows board a ShadowShip) and is held inside"},
	"sunload":  {"Shadow Unload", "one unit the ShadowShip holds steps out onto the target square next to it (a shadow lands as a shadow)"},
	"breath":   {"Dragon's Breath", "FrozenChess 12A: the dragon stays on its square and burns the enemy units around it (its 3x3) that it could capture"},
}

// Preview is what a step would change on the board.
type Preview struct {
	Moves     []PreviewMove `json:"moves,omitempty"`     // units that change squares
	Gone      []string      `json:"gone,omitempty"`      // squares whose unit leaves the board (captured, exploded)
	New       []string      `json:"new,omitempty"`       // squares where a new unit appears
	Changed   []string      `json:"changed,omitempty"`   // squares whose ground, wall, tomb, markers or unit change
	Paralysed []string      `json:"paralysed,omitempty"` // squares of units whose paralysis grows
}

// PreviewMove is one unit's relocation.
type PreviewMove struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// boardSnapshot is what the preview compares: each unit's square and
// paralysis and each square's contents.
type boardSnapshot struct {
	at      map[board.UnitID]board.Square
	par     map[board.UnitID]uint16
	cells   [board.NumSquares]board.Cell
	markers map[board.Square]int
}

func snapshot(p *board.Position) boardSnapshot {
	s := boardSnapshot{at: map[board.UnitID]board.Square{}, par: map[board.UnitID]uint16{}, markers: map[board.Square]int{}, cells: *p.Cells()}
	for i := range board.NumSquares {
		sq := board.Square(i)
		if id := p.BodyAt(sq); id != 0 {
			s.at[id] = sq
			s.par[id] = p.Unit(id).Paralysis
		}
	}
	for i := 1; i < p.NumUnitSlots(); i++ {
		// A unit a Ship or Cannon holds is where its carrier is (V8-SHIP,
		// V8-CANNON): boarding, unloading and a shot's ammunition preview
		// as moves, not as units leaving the board or appearing.
		id := board.UnitID(i)
		if c := p.Carrier(id); c != 0 && p.Unit(c).Loc == board.LocBody {
			s.at[id] = p.Unit(c).Square
			s.par[id] = p.Unit(id).Paralysis
		}
	}
	for _, m := range p.Markers() {
		s.markers[m.Square] += (int(m.Kind) + 1) * (int(m.Dir) + 7) * (int(m.Owner) + 3) // timers tick every ply: not a change worth showing
	}
	return s
}

// diff is the preview of going from snapshot a to b.
func diff(a, b boardSnapshot) *Preview {
	pv := &Preview{}
	changed := map[board.Square]bool{}
	for id, from := range a.at {
		to, ok := b.at[id]
		switch {
		case !ok:
			pv.Gone = append(pv.Gone, from.String())
		case to != from:
			pv.Moves = append(pv.Moves, PreviewMove{From: from.String(), To: to.String()})
		}
		if ok && b.par[id] > a.par[id] {
			pv.Paralysed = append(pv.Paralysed, to.String())
		}
	}
	for id, sq := range b.at {
		if _, ok := a.at[id]; !ok {
			pv.New = append(pv.New, sq.String())
		}
	}
	for i := range board.NumSquares {
		ca, cb := a.cells[i], b.cells[i]
		sq := board.Square(i)
		if ca.Level != cb.Level || ca.Wall != cb.Wall || ca.Features != cb.Features || ca.Shadows != cb.Shadows ||
			(ca.Body == cb.Body && ca.Piece != cb.Piece) || a.markers[sq] != b.markers[sq] {
			changed[sq] = true
		}
	}
	for i := range board.NumSquares {
		if sq := board.Square(i); changed[sq] {
			pv.Changed = append(pv.Changed, sq.String())
		}
	}
	sortPreview(pv)
	return pv
}

// sortPreview puts the lists in square order, so a preview reads the same
// every time (the maps above have none).
func sortPreview(pv *Preview) {
	less := func(x, y string) bool {
		a, _ := board.ParseSquare(x)
		b, _ := board.ParseSquare(y)
		return a < b
	}
	for _, l := range [][]string{pv.Gone, pv.New, pv.Paralysed} {
		sortStrings(l, less)
	}
	for i := 1; i < len(pv.Moves); i++ {
		for j := i; j > 0 && less(pv.Moves[j].From, pv.Moves[j-1].From); j-- {
			pv.Moves[j], pv.Moves[j-1] = pv.Moves[j-1], pv.Moves[j]
		}
	}
}

func sortStrings(l []string, less func(x, y string) bool) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && less(l[j], l[j-1]); j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}

// specialName is the name of a special step (mind for a Mind Control),
// or "" for other steps.
func specialName(st movegen.Step) string {
	if st.Mind() {
		return "mind"
	}
	if st.Kind() != movegen.KindSpecial {
		return ""
	}
	if d := st.Special().Def(); d != nil {
		return d.Name
	}
	return st.Special().String()
}

// SpecialKind is how the page lists one special move: its group, its name
// for people and a line saying what it does.
type SpecialKind struct {
	Group   string `json:"group"`
	Title   string `json:"title"`
	Explain string `json:"explain"`
}

func specialKind(name string) SpecialKind {
	info, ok := specialInfos[name]
	if !ok {
		info = specialInfo{title: name}
	}
	k := SpecialKind{Title: info.title, Explain: info.explain, Group: GroupAbility}
	if name == "mind" {
		k.Group = GroupMind
	} else if relocations[name] {
		k.Group = GroupRelocation
	} else if genericSpecials[name] {
		k.Group = GroupGeneric
	}
	return k
}

// genericSpecials names the generic special moves (SpecialDef.Generic).
var genericSpecials = func() map[string]bool {
	m := map[string]bool{}
	for sp := movegen.Special(1); sp != 0; sp++ { // Def is nil past the last
		if d := sp.Def(); d != nil && d.Generic {
			m[d.Name] = true
		}
	}
	return m
}()

// PreviewAnswer is the answer to GET /api/preview: a step's effect and cost.
type PreviewAnswer struct {
	Step    string   `json:"step"`
	Cost    string   `json:"cost"`
	Preview *Preview `json:"preview"`
}

// preview makes step st on the game, compares the board before and after,
// and takes it back. The caller holds the session's lock (mg is the
// session's game).
func preview(mg *movegen.Game, st movegen.Step, text string) PreviewAnswer {
	p := mg.Pos
	mover := p.BodyAt(st.From())
	before := snapshot(p)
	mg.Make(st)
	after := snapshot(p)
	mg.Unmake()
	ans := PreviewAnswer{Step: text, Preview: diff(before, after)}
	cost := []string{"no paralysis"}
	if mover != 0 && !st.Mind() {
		if n := int(after.par[mover]) - int(before.par[mover]); n > 0 {
			cost[0] = fmt.Sprintf("paralyses the unit %d turn%s", n, plural(n))
		}
	}
	if k := st.Kind(); k != movegen.KindNull && k != movegen.KindEnd && k != movegen.KindRespawn {
		if d := chebyshev(st.From(), st.To()); d > 0 {
			cost = append(cost, fmt.Sprintf("range %d", d))
		}
	}
	ans.Cost = strings.Join(cost, ", ")
	return ans
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func chebyshev(a, b board.Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}
