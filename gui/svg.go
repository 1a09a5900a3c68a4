package gui

import (
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// The board drawing: the variant's board (16x16, or 12x12 in the corner
// a1-l12 of the same square array, board.Geometry) of sqPx-pixel squares
// inside a margin for the coordinates. Every piece of state the rules keep
// on a square gets its own element with a class, so a page (and a test) can
// find it: terrain, walls, tombs, markers, units with their side, facing,
// stack, box, paralysis, range and multimove glow (catalog V13-UI-VISUAL),
// shadows, the path of the last turn.
const (
	sqPx     = 48
	marginPx = 22
)

// RenderOptions say what to draw besides the position.
type RenderOptions struct {
	Path []string // turn tokens or steps whose squares to join as the last turn's path
	Flip bool     // Black at the bottom
}

// Colours of the two sides' pieces and walls.
var (
	sideFill   = [2]string{"#fbf6ea", "#26221f"}
	sideStroke = [2]string{"#3b3128", "#000000"}
	sideText   = [2]string{"#1d1813", "#f4ead6"}
	wallFill   = [2]string{"#eadcb9", "#5b4a3e"}
	wallLine   = [2]string{"#9c8559", "#2a201a"}
	glowColour = map[int]string{2: "#ffd400", 3: "#ff8a00", 4: "#e3261b"}
	markColour = map[board.MarkerKind]string{
		board.MarkTrap: "#8e44ad", board.MarkBomb: "#c0392b", board.MarkSlip: "#16a085",
		board.MarkDistract: "#d35400", board.MarkFlood: "#2471a3", board.MarkQuicken: "#b7950b",
		board.MarkTunnel: "#6e2c00",
	}
	markLetter = map[board.MarkerKind]string{
		board.MarkTrap: "T", board.MarkBomb: "B", board.MarkSlip: "S", board.MarkDistract: "D",
		board.MarkFlood: "~", board.MarkQuicken: "Q", board.MarkTunnel: "U",
	}
)

type svgWriter struct {
	strings.Builder
	flip         bool
	files, ranks int // the board's size, from the position's variant
}

// width and height of the drawing in pixels.
func (w *svgWriter) width() int  { return w.files*sqPx + 2*marginPx }
func (w *svgWriter) height() int { return w.ranks*sqPx + 2*marginPx }

func (w *svgWriter) f(format string, args ...any) { fmt.Fprintf(&w.Builder, format, args...) }

// origin is the top-left pixel of a square.
func (w *svgWriter) origin(sq board.Square) (int, int) {
	f, r := sq.File(), sq.Rank()
	if w.flip {
		return marginPx + (w.files-1-f)*sqPx, marginPx + r*sqPx
	}
	return marginPx + f*sqPx, marginPx + (w.ranks-1-r)*sqPx
}

func (w *svgWriter) centre(sq board.Square) (int, int) {
	x, y := w.origin(sq)
	return x + sqPx/2, y + sqPx/2
}

// RenderSVG draws position p as an SVG element, on its variant's board:
// only the squares of that board are drawn (and so clickable), and the
// svg element says the board's size (data-files, data-ranks).
func RenderSVG(p *board.Position, opt RenderOptions) string {
	v := p.Variant
	w := &svgWriter{flip: opt.Flip, files: int(v.Geometry.Files), ranks: int(v.Geometry.Ranks)}
	w.f(`<svg xmlns="http://www.w3.org/2000/svg" id="board" class="board" viewBox="0 0 %d %d" data-side="%s" data-flip="%t" data-variant="%s" data-files="%d" data-ranks="%d">`,
		w.width(), w.height(), p.SideToMove(), opt.Flip, v.Name, w.files, w.ranks)
	w.f(`<defs><filter id="glowblur" x="-50%%" y="-50%%" width="200%%" height="200%%"><feGaussianBlur stdDeviation="2.2"/></filter>`)
	w.f(`<marker id="arrowhead" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#1f6fe0"/></marker></defs>`)
	w.f(`<rect class="frame" x="0" y="0" width="%d" height="%d" rx="6" fill="#4a3728"/>`, w.width(), w.height())
	w.coordinates()
	mg := movegen.NewGame(p)
	checked := -1
	if k, ok := mg.KingSquare(p.SideToMove()); ok && mg.InCheck(p.SideToMove()) {
		checked = int(k)
	}
	for i := range board.NumSquares { // a Square counter would wrap at 255
		if v.OnBoard(board.Square(i)) {
			w.square(p, board.Square(i), i == checked)
		}
	}
	w.path(p, opt.Path)
	for i := range board.NumSquares {
		if v.OnBoard(board.Square(i)) {
			w.occupants(p, board.Square(i))
		}
	}
	w.f(`</svg>`)
	return w.String()
}

// coordinates writes the files' letters above and below the board and the
// ranks' numbers beside it.
func (w *svgWriter) coordinates() {
	for i := 0; i < w.files; i++ {
		f := i
		if w.flip {
			f = w.files - 1 - i
		}
		x := marginPx + i*sqPx + sqPx/2
		w.f(`<text class="coord file" x="%d" y="%d">%c</text>`, x, marginPx-7, 'a'+f)
		w.f(`<text class="coord file" x="%d" y="%d">%c</text>`, x, w.height()-6, 'a'+f)
	}
	for i := 0; i < w.ranks; i++ {
		r := i
		if w.flip {
			r = w.ranks - 1 - i
		}
		y := marginPx + (w.ranks-1-i)*sqPx + sqPx/2 + 4
		w.f(`<text class="coord rank" x="%d" y="%d">%d</text>`, marginPx/2, y, r+1)
		w.f(`<text class="coord rank" x="%d" y="%d">%d</text>`, w.width()-marginPx/2, y, r+1)
	}
}

// square draws what lies under the units: the square, terrain, flood,
// wall, tomb and markers, and the highlight layer the page colours.
func (w *svgWriter) square(p *board.Position, sq board.Square, check bool) {
	x, y := w.origin(sq)
	c := p.Cell(sq)
	shade := "light"
	fill := "#efdcb8"
	if sq.Dark() {
		shade, fill = "dark", "#bf925f"
	}
	w.f(`<g class="sq %s" data-sq="%s" transform="translate(%d %d)">`, shade, sq, x, y)
	w.f(`<rect class="base" width="%d" height="%d" fill="%s"/>`, sqPx, sqPx, fill)
	if lvl := int(c.Level); lvl != 0 {
		colour := "#4d3216" // raised ground: earth
		if lvl < 0 {
			colour = "#1d4f86" // lowered ground: water-blue
		}
		a := 0.16 + 0.06*float64(min(abs(lvl), 9))
		w.f(`<rect class="terrain" data-level="%d" width="%d" height="%d" fill="%s" fill-opacity="%.2f"/>`, lvl, sqPx, sqPx, colour, a)
		// A bevel says which way the ground goes at a glance: a raised
		// square is lit on its top and left edges and shaded on the others
		// (a block), a lowered one the other way round (a pit).
		lit, shade := "#fff6dc", "#2a1a08"
		if lvl < 0 {
			lit, shade = "#0b2545", "#d6ecff"
		}
		w.f(`<path class="bevel" d="M2 46V2H46" fill="none" stroke="%s" stroke-width="4" stroke-opacity="0.8"/>`, lit)
		w.f(`<path class="bevel" d="M2 46H46V2" fill="none" stroke="%s" stroke-width="4" stroke-opacity="0.7"/>`, shade)
		w.f(`<g class="lvl-badge"><rect x="3" y="3" width="%d" height="14" rx="3" fill="%s"/><text class="lvl" x="5" y="14">%+d</text></g>`,
			6+7*len(fmt.Sprintf("%+d", lvl)), colour, lvl)
	}
	if check {
		w.f(`<rect class="check" width="%d" height="%d" fill="#e0201b" fill-opacity="0.45"/>`, sqPx, sqPx)
	}
	w.f(`<rect class="hl" width="%d" height="%d"/>`, sqPx, sqPx)
	if c.Features&board.FeatFlood != 0 {
		w.f(`<g class="flood"><rect width="%d" height="%d" fill="#2e86de" fill-opacity="0.35"/>`, sqPx, sqPx)
		w.f(`<path d="M6 36q6-5 12 0t12 0t12 0M6 42q6-5 12 0t12 0t12 0" stroke="#eaf4ff" stroke-width="1.5" fill="none" opacity="0.8"/></g>`)
	}
	if owner := c.Wall; owner != 0 {
		side := p.Unit(owner).Side
		w.f(`<g class="wall wall-%s" data-owner="%d"><title>wall of %s unit %d</title>`, side, owner, side, owner)
		w.f(`<rect x="2" y="2" width="%d" height="%d" rx="3" fill="%s" stroke="%s" stroke-width="2"/>`, sqPx-4, sqPx-4, wallFill[side], wallLine[side])
		w.f(`<path d="M2 13H46M2 24H46M2 35H46M16 2V13M32 13V24M16 24V35M32 35V46" stroke="%s" stroke-width="1.3" fill="none"/></g>`, wallLine[side])
	}
	if c.Features&board.FeatTomb != 0 {
		if t, ok := p.TombAt(sq); ok {
			w.tomb(t, c.Body != 0)
		}
	}
	w.markers(p, sq)
	w.f(`</g>`)
}

// tomb draws a headstone: large on an empty square, small in a corner
// under a unit. Its number is the queue length, "r" the rot counter.
func (w *svgWriter) tomb(t board.Tomb, covered bool) {
	fill, stroke, dash := "#7f8c8d", "#2c3e50", ""
	switch t.State {
	case board.TombActive:
		fill, stroke = "#c0392b", "#5e0f0a"
	case board.TombPending:
		fill, stroke, dash = "#bdc3c7", "#566573", ` stroke-dasharray="3 2"`
	case board.TombOpen:
		fill, stroke = "#3d3d3d", "#111111"
	}
	w.f(`<g class="tomb tomb-%s" data-state="%s" data-queue="%d" data-rot="%d"><title>%s tomb, %d in the queue, rot %d</title>`,
		t.State, t.State, t.Len, t.Rot, t.State, t.Len, t.Rot)
	if covered {
		w.f(`<g transform="translate(31 27) scale(0.45)">`)
	} else {
		w.f(`<g transform="translate(9 6)">`)
	}
	w.f(`<path d="M2 34V12A13 11 0 0 1 28 12V34Z" fill="%s" stroke="%s" stroke-width="2"%s/>`, fill, stroke, dash)
	if t.State == board.TombOpen {
		w.f(`<path d="M8 34V16A7 6 0 0 1 22 16V34Z" fill="#0b0b0b"/>`)
	}
	w.f(`<text class="tomb-queue" x="15" y="26">%d</text></g>`, t.Len)
	if !covered && t.Rot > 0 {
		w.f(`<g class="tomb-rot-badge"><rect x="27" y="33" width="20" height="14" rx="3" fill="#fff" fill-opacity="0.85"/><text class="tomb-rot" x="45" y="44.5">r%d</text></g>`, t.Rot)
	}
	w.f(`</g>`)
}

// markers draws the markers of a square as badges along its bottom edge.
func (w *svgWriter) markers(p *board.Position, sq board.Square) {
	ms := p.MarkersAt(sq, nil)
	for i, m := range ms {
		x := 4 + 11*i
		label := markLetter[m.Kind]
		extra := ""
		if m.Kind == board.MarkFlood || m.Kind == board.MarkQuicken {
			extra = fmt.Sprintf(", %d plies left", m.Timer)
		}
		if m.Owner != 0 {
			extra += fmt.Sprintf(", of unit %d", m.Owner)
		}
		if m.Kind == board.MarkDistract || m.Kind == board.MarkTunnel {
			extra += ", towards " + m.Dir.String()
		}
		w.f(`<g class="marker marker-%s" data-timer="%d"><title>%s%s</title><rect x="%d" y="36" width="10" height="10" rx="2" fill="%s"/><text x="%d" y="44.5">%s</text></g>`,
			m.Kind, m.Timer, m.Kind, extra, x, markColour[m.Kind], x+5, label)
	}
}

var squareRE = regexp.MustCompile(`[a-p](1[0-6]|[1-9])`)

// path joins the squares of the given steps, in order, with an arrow.
func (w *svgWriter) path(p *board.Position, steps []string) {
	var pts []string
	var names []string
	for _, tok := range steps {
		for _, st := range strings.Split(tok, ",") {
			for _, name := range squareRE.FindAllString(st, -1) {
				sq, err := board.ParseSquare(name)
				if err != nil || !p.Variant.OnBoard(sq) {
					continue
				}
				if len(names) > 0 && names[len(names)-1] == name {
					continue
				}
				x, y := w.centre(sq)
				pts = append(pts, fmt.Sprintf("%d,%d", x, y))
				names = append(names, name)
			}
		}
	}
	if len(pts) == 0 {
		return
	}
	w.f(`<g class="lastpath" data-path="%s">`, strings.Join(names, " "))
	if len(pts) == 1 {
		w.f(`<circle cx="%s" cy="%s" r="20" fill="none" stroke="#1f6fe0" stroke-width="4" opacity="0.8"/>`, strings.Split(pts[0], ",")[0], strings.Split(pts[0], ",")[1])
	} else {
		first := strings.Split(pts[0], ",")
		w.f(`<circle cx="%s" cy="%s" r="7" fill="#1f6fe0" opacity="0.75"/>`, first[0], first[1])
		w.f(`<polyline points="%s" fill="none" stroke="#1f6fe0" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity="0.7" marker-end="url(#arrowhead)"/>`, strings.Join(pts, " "))
	}
	w.f(`</g>`)
}

// occupants draws the body of a square and the shadow-form units there.
func (w *svgWriter) occupants(p *board.Position, sq board.Square) {
	c := p.Cell(sq)
	shadows := p.ShadowsAt(sq, nil)
	if c.Body == 0 && len(shadows) == 0 {
		return
	}
	x, y := w.origin(sq)
	w.f(`<g class="occ" data-sq="%s" transform="translate(%d %d)" pointer-events="none">`, sq, x, y)
	if c.Body != 0 {
		w.unit(p, c.Body, c.Piece)
	}
	for i, id := range shadows {
		u := p.Unit(id)
		cx := 9 + 10*i
		w.f(`<g class="shadow-unit" data-unit="%d" data-side="%s" data-type="%s"><title>%s %s %d in shadow form</title>`, id, u.Side, u.Type, u.Side, u.Type, id)
		w.f(`<circle cx="%d" cy="9" r="7" fill="%s" fill-opacity="0.55" stroke="%s" stroke-dasharray="2 2"/>`, cx, sideFill[u.Side], sideStroke[u.Side])
		w.f(`<text class="shadow-letter" x="%d" y="12" fill="%s">%c</text></g>`, cx, sideText[u.Side], p.Variant.Letter(u.Type))
	}
	w.f(`</g>`)
}

var statusWords = []struct {
	bit  board.Status
	name string
}{{board.StatusBoxed, "boxed"}, {board.StatusMonad, "monad"}, {board.StatusMonadActive, "active monad"}, {board.StatusLoop, "looping"}}

var facingArrow = map[board.Dir]string{
	board.North: "M24 3L20 8H28Z", board.South: "M24 45L20 40H28Z",
	board.East: "M45 24L40 20V28Z", board.West: "M3 24L8 20V28Z",
}

// unit draws one body: disc, letter, facing, stack, box, glow, paralysis
// and range.
func (w *svgWriter) unit(p *board.Position, id board.UnitID, pc board.Piece) {
	u := p.Unit(id)
	side := u.Side
	var members []board.UnitID
	if pc&board.PieceStack != 0 {
		members = p.Members(id, nil)
	}
	letters := make([]string, 0, len(members))
	for _, m := range members {
		letters = append(letters, string(p.Variant.Letter(p.Unit(m).Type)))
	}
	classes := []string{"unit", side.String(), "type-" + strings.ReplaceAll(u.Type.String(), " ", "-")}
	glow := 0
	if u.Awards > 0 && (u.Type != board.Pawn || p.Variant.Has(board.MechPawnAccelV8)) { // an 8.0 pawn's acceleration too (V8-PAWN-ACCEL)
		glow = min(1+int(u.Awards), 4)
		classes = append(classes, fmt.Sprintf("glow-%d", glow))
	}
	if u.Paralyzed() {
		classes = append(classes, "paralyzed")
	}
	if t := p.Turn(); t.Actor == id {
		classes = append(classes, "actor")
	}
	orth, diag := movegen.LineRanges(p, u)
	facing := u.Facing
	if w.flip {
		facing = facing.Opposite()
	}
	title := fmt.Sprintf("%s %s %d, facing %s", side, u.Type, id, u.Facing)
	if len(members) > 1 {
		title += ", stack " + strings.Join(letters, "")
	}
	if u.Paralysis > 0 {
		title += fmt.Sprintf(", paralysed for %d turns", u.Paralysis)
	}
	if u.Flood != 0 {
		title += ", held by a flood"
	}
	if orth > 0 || diag > 0 {
		title += fmt.Sprintf(", range %s", rangeText(orth, diag))
	}
	if glow > 0 {
		title += fmt.Sprintf(", multimove %d steps", 1+int(u.Awards))
	}
	for _, st := range statusWords {
		if u.Has(st.bit) {
			title += ", " + st.name
		}
	}
	cargo, cargoText := cargoOf(p, id)
	title += cargoText
	w.f(`<g class="%s" data-unit="%d" data-side="%s" data-type="%s" data-facing="%s"`, strings.Join(classes, " "), id, side, u.Type, u.Facing)
	if len(members) > 1 {
		w.f(` data-members="%s"`, strings.Join(letters, ""))
	}
	if p.Carries(u.Type) > 0 {
		w.f(` data-cargo="%s"`, cargo)
	}
	w.f(`><title>%s</title>`, html.EscapeString(title))
	if glow > 0 {
		w.f(`<circle class="glow" cx="24" cy="24" r="19" fill="none" stroke="%s" stroke-width="6" filter="url(#glowblur)"/>`, glowColour[glow])
		w.f(`<circle cx="24" cy="24" r="19.5" fill="none" stroke="%s" stroke-width="2.5"/>`, glowColour[glow])
	}
	if t := p.Turn(); t.Actor == id {
		w.f(`<circle class="actor-ring" cx="24" cy="24" r="21" fill="none" stroke="#1f6fe0" stroke-width="2.5" stroke-dasharray="4 3"/>`)
	}
	for i := len(members) - 1; i >= 1; i-- { // the other members peek out behind the base
		w.f(`<circle cx="%d" cy="%d" r="15" fill="%s" stroke="%s" stroke-width="1.5"/>`, 24+3*i, 24-3*i, sideFill[side], sideStroke[side])
	}
	if u.Has(board.StatusBoxed) {
		w.f(`<rect class="box" x="7" y="7" width="34" height="34" rx="3" fill="#c8a165" stroke="#5a3d14" stroke-width="2"/>`)
	}
	dash := ""
	if u.Type.IsToken() {
		dash = ` stroke-dasharray="3 2"`
	}
	w.f(`<circle class="disc" cx="24" cy="24" r="15.5" fill="%s" stroke="%s" stroke-width="1.8"%s/>`, sideFill[side], sideStroke[side], dash)
	if u.Type == board.King {
		w.f(`<circle cx="24" cy="24" r="12.5" fill="none" stroke="#c9a227" stroke-width="1.6"/>`)
	}
	w.f(`<text class="letter" x="24" y="30" fill="%s">%c</text>`, sideText[side], p.Variant.Letter(u.Type)) // the variant's letters (V8-LETTERS)
	if a, ok := facingArrow[facing]; ok {
		w.f(`<path class="facing" d="%s" fill="%s"/>`, a, sideStroke[side])
	}
	if len(members) > 1 {
		w.f(`<g class="stack-count"><circle cx="40" cy="40" r="7" fill="#34495e"/><text x="40" y="43.5">%d</text></g>`, len(members))
	}
	if len(cargo) > 0 { // a transport's load (V8-SHIP, V8-CANNON): how many units it holds
		w.f(`<g class="cargo"><rect x="32" y="33" width="15" height="13" rx="3" fill="#7b4f1d" stroke="#fff" stroke-width="1"/><text class="badge" x="39.5" y="43">%d</text></g>`, len(cargo))
	}
	switch {
	case u.Paralysis > 0:
		w.f(`<g class="par"><circle cx="39" cy="9" r="9" fill="#1e8e3e" stroke="#fff" stroke-width="1.2"/><text x="39" y="13.5">%d</text></g>`, u.Paralysis)
	case u.Flood != 0:
		w.f(`<g class="par flood-held"><circle cx="39" cy="9" r="9" fill="#2471a3" stroke="#fff" stroke-width="1.2"/><text x="39" y="13.5">~</text></g>`)
	}
	if orth > 0 || diag > 0 {
		w.f(`<text class="range" x="2" y="46">%s</text>`, rangeText(orth, diag))
	}
	w.f(`</g>`)
}

// cargoOf lists what the transport id holds (V8-CLASS-TRANSPORT): its
// cargo's letters, each in its side's case (upper case Black), by
// ascending id, and the words the unit's title adds: the units a Ship
// carries, a Cannon's ammunition or its lack (V8-CANNON). Other units
// hold nothing.
func cargoOf(p *board.Position, id board.UnitID) (letters, text string) {
	t := p.Unit(id).Type
	if p.Carries(t) == 0 {
		return "", ""
	}
	var buf [8]board.UnitID
	held := p.Cargo(id, buf[:0])
	var ls []byte
	var names []string
	for _, m := range held {
		u := p.Unit(m)
		ls = append(ls, p.Variant.LetterFor(u.Type, u.Side))
		name := fmt.Sprintf("%s %s %d", u.Side, u.Type, m)
		if u.Paralysis > 0 {
			name += fmt.Sprintf(" (paralysed for %d turns)", u.Paralysis)
		}
		names = append(names, name)
	}
	switch {
	case t == board.Cannon && len(held) == 0:
		if !p.Variant.Has(board.MechCannonAmmunition) {
			return "", ""
		}
		return "", ", no ammunition (it cannot capture)"
	case t == board.Cannon:
		return string(ls), ", loaded with " + names[0]
	case len(held) == 0:
		return "", fmt.Sprintf(", carries nothing (room for %d)", p.Carries(t))
	}
	return string(ls), fmt.Sprintf(", carries %d of %d: %s", len(held), p.Carries(t), strings.Join(names, ", "))
}

// rangeText is one number when the unit's lines reach as far, else orth/diag.
func rangeText(orth, diag int) string {
	switch {
	case orth == 0:
		return fmt.Sprint(diag)
	case diag == 0 || diag == orth:
		return fmt.Sprint(orth)
	}
	return fmt.Sprintf("%d/%d", orth, diag)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
