package board

import (
	"fmt"
	"strings"
)

// Pretty draws the board for people: one line per rank, three characters a
// square (feature, body, status), a legend, a terrain grid when any square
// is raised or lowered, and a list of everything the grid cannot show.
func (p *Position) Pretty() string {
	var b strings.Builder
	geo := p.Variant.Geometry // only the variant's board: a1-l12 on 12x12
	files := "    "
	for f := range int(geo.Files) {
		files += fmt.Sprintf(" %c ", 'a'+f)
	}
	b.WriteString(files + "\n")
	for r := int(geo.Ranks) - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%3d ", r+1)
		for f := range int(geo.Files) {
			b.WriteString(p.cellGlyph(NewSquare(f, r)))
		}
		fmt.Fprintf(&b, " %d\n", r+1)
	}
	b.WriteString(files + "\n")
	b.WriteString("legend: feature # wall  * active tomb  o open tomb  _ pending tomb  ~ flood  ! other marker;\n")
	b.WriteString("        body letter (upper = black), . empty; status 1-9 paralysis, + 10 or more, ~ held by a flood, & stack, s shadows here\n")
	fmt.Fprintf(&b, "%s to move, ply %d, hash %016x\n", p.side, p.ply, p.Hash())
	if p.turn.Actor != 0 {
		t := p.turn
		fmt.Fprintf(&b, "turn: unit %d on %s, %s, %d steps made, %d left, trail %s\n",
			t.Actor, p.units[t.Actor].Square, t.Mode, t.Done, t.Left, formatSquares(p.trail))
	}
	if p.lastNull {
		b.WriteString("the last ply was a null move\n")
	}
	if lv := p.formatLevels(); lv != "" {
		b.WriteString("terrain:\n")
		for r := int(geo.Ranks) - 1; r >= 0; r-- {
			fmt.Fprintf(&b, "%3d ", r+1)
			for f := range int(geo.Files) {
				if l := p.cells[NewSquare(f, r)].Level; l != 0 {
					fmt.Fprintf(&b, "%3d", l)
				} else {
					b.WriteString("  .")
				}
			}
			b.WriteString("\n")
		}
	}
	for _, sec := range []struct{ name, val string }{
		{"walls (owner=squares, /turns left where timed)", p.formatWalls()},
		{"tombs (square=state/rot/queue)", p.formatTombs()},
		{"shadows", p.formatShadows()},
		{"markers", p.formatMarkers()},
		{"removed", p.formatGone()},
		{"held (carrier=units)", p.formatHeld()},
		{"unit state", p.formatUnits()},
	} {
		if sec.val != "" {
			fmt.Fprintf(&b, "%s: %s\n", sec.name, strings.ReplaceAll(sec.val, ",", " "))
		}
	}
	return b.String()
}

// cellGlyph is the three characters of one square.
func (p *Position) cellGlyph(sq Square) string {
	c := &p.cells[sq]
	feat := byte(' ')
	switch {
	case c.Wall != 0:
		feat = '#'
	case c.Features&FeatTomb != 0:
		feat = "?_*o"[p.tombs[c.Tomb].State]
	case c.Features&FeatFlood != 0:
		feat = '~'
	case c.Features != 0:
		feat = '!'
	}
	body := byte('.')
	status := byte(' ')
	if c.Body != 0 {
		u := &p.units[c.Body]
		body = p.Variant.LetterFor(u.Type, u.Side)
		switch {
		case u.Member != 0:
			status = '&'
		case u.Paralysis >= 10:
			status = '+'
		case u.Paralysis > 0:
			status = byte('0' + u.Paralysis)
		case u.Flood != 0:
			status = '~'
		}
	}
	if c.Shadows != 0 && status == ' ' {
		status = 's'
	}
	return string([]byte{feat, body, status})
}
