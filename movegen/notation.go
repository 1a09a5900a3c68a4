package movegen

import (
	"fmt"
	"strings"

	"github.com/frozenchess/engine/board"
)

// Step and turn notation (docs/notation.md). A step is its start square, the
// squares where its line turns, and its end square, joined by '-' (or 'x'
// before a captured unit's square); '~' marks a teleport (Long Jump) and '*'
// a ranged shot. A promotion adds "=Q". The Null move is "0000" and the end
// of a turn that could go on is "end". A turn joins its steps with ','.

// NullString and EndString are the notation of the Null and End steps.
const (
	NullString = "0000"
	EndString  = "end"
)

// FormatStep writes a step generated for position p.
func FormatStep(p *board.Position, s Step) string {
	if !plainNotation(s) {
		return formatOther(p, s)
	}
	var buf [64]byte
	return string(appendPlain(buf[:0], p, s))
}

// AppendStep is FormatStep appending to buf: a listing of many steps (the
// legalmoves command, powerSteal's twins) writes a plain step without
// allocating.
func AppendStep(buf []byte, p *board.Position, s Step) []byte {
	switch {
	case plainNotation(s):
		return appendPlain(buf, p, s)
	case markedDef(s) == nil && s.Kind() == KindSpecial:
		return appendSpecial(buf, p, s)
	}
	return append(buf, formatOther(p, s)...)
}

// plainNotation reports a step written by appendPlain: a move, a capture,
// a siege, written as squares with separators.
func plainNotation(s Step) bool {
	if markedDef(s) != nil {
		return false
	}
	switch s.Kind() {
	case KindNull, KindEnd, KindShot, KindWallHit, KindRespawn, KindSpecial:
		return false
	}
	return true
}

// formatOther writes the steps appendPlain does not.
func formatOther(p *board.Position, s Step) string {
	if d := markedDef(s); d != nil {
		return d.format(p, s)
	}
	switch s.Kind() {
	case KindNull:
		return NullString
	case KindEnd:
		return EndString
	case KindShot, KindWallHit:
		return s.From().String() + "*" + s.To().String()
	case KindRespawn:
		return "@" + s.To().String()
	}
	return formatSpecial(p, s)
}

// appendPlain appends the notation of a plain step (plainNotation) to b.
func appendPlain(b []byte, p *board.Position, s Step) []byte {
	b = append(b, s.From().String()...)
	sep := byte('-')
	switch s.Pattern() {
	case PatLongJump:
		sep = '~'
	case PatDiag, PatOrth:
		g := newGen(p, p.PieceAt(s.From()).Side(), nil)
		g.from = s.From()
		var path, turns [2 * maxPathLen]board.Square // on the stack: linePath appends within them
		_, ts := g.linePath(s, path[:0], turns[:0], true)
		for _, t := range ts {
			b = append(append(b, '-'), t.String()...)
		}
	case PatSlide:
		if s.Len() == 3 {
			b = append(append(b, '-'), board.Square(nbr[nbr[s.From()][s.Dir()]][s.Dir()]).String()...)
		}
	case PatLance:
		b = append(append(b, '-'), lanceCorner(s).String()...) // V8-LANCER: where its path turns
	}
	switch s.Kind() {
	case KindCapture:
		sep = 'x'
	case KindSiege:
		sep = '#'
	}
	b = append(append(b, sep), s.To().String()...)
	if t := s.Promo(); t != board.NoType {
		b = append(b, '=', p.Variant.Letter(t)) // the variant's letters (V8-LETTERS)
	}
	if s&bitPush != 0 {
		b = append(b, '>') // V12A-ROOK-PUSH: the rook pushes at its line's end (rookpush12.go)
	}
	if s.Empowered() {
		b = append(b, '^')
	}
	return b
}

// promotionLetter reports a letter that names, in some variant, a type a
// pawn may promote to (not King, Pawn, Egg or a token). The syntax check
// knows no position; the step found must still be one generated for the
// position, in its variant's letters (V8-LETTERS).
func promotionLetter(c byte) bool {
	for _, v := range board.Variants() {
		if t, _, ok := v.TypeFromLetter(c); ok && t != board.King && t != board.Pawn && t != board.Egg && !t.IsToken() {
			return true
		}
	}
	return false
}

// checkStepSyntax rejects strings that cannot be a step before any search.
func checkStepSyntax(str string) error {
	if str == NullString || str == EndString {
		return nil
	}
	if marked != nil {
		if rest, ok := strings.CutPrefix(str, marked.Prefix); ok {
			return marked.syntax(str, rest)
		}
	}
	if rest, ok := strings.CutPrefix(str, "@"); ok {
		if _, err := board.ParseSquare(rest); err != nil {
			return fmt.Errorf("step %q: a respawn is @ and a square: %v", str, err)
		}
		return nil
	}
	if from, rest, ok := strings.Cut(str, "!"); ok {
		return checkSpecialSyntax(str, from, rest)
	}
	body, promo, hasPromo := strings.Cut(strings.TrimSuffix(strings.TrimSuffix(str, "^"), ">"), "=")
	if hasPromo {
		if len(promo) != 1 {
			return fmt.Errorf("step %q: promotion wants one letter after '=', like =Q", str)
		}
		if !promotionLetter(promo[0]) {
			return fmt.Errorf("step %q: %q is not a type a pawn promotes to", str, promo)
		}
	}
	rest, squares := body, 0
	for rest != "" {
		if squares > 0 {
			if !strings.ContainsRune("-x~*#", rune(rest[0])) {
				return fmt.Errorf("step %q: want '-', 'x', '~', '*' or '#' between squares, got %q", str, rest[0])
			}
			sep := rest[0]
			rest = rest[1:]
			if rest == "" {
				return fmt.Errorf("step %q: a square must follow %q", str, sep)
			}
		}
		i := 1
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if _, err := board.ParseSquare(rest[:i]); err != nil {
			return fmt.Errorf("step %q: %v", str, err)
		}
		rest = rest[i:]
		squares++
	}
	if squares < 2 {
		return fmt.Errorf("step %q: want a start and an end square, like e4-e5, or 0000, or end", str)
	}
	return nil
}

// formatSpecial writes a special step: <square>!<name>, then -<square> for
// the moves that name a target and :<arg> for those with an argument.
func formatSpecial(p *board.Position, s Step) string {
	var buf [64]byte
	return string(appendSpecial(buf[:0], p, s))
}

// appendSpecial appends the notation formatSpecial writes to b.
func appendSpecial(b []byte, p *board.Position, s Step) []byte {
	d := s.Special().Def()
	b = append(append(b, s.From().String()...), '!')
	if d == nil {
		return append(b, s.Special().String()...)
	}
	b = append(b, d.Name...)
	if d.Target {
		b = append(append(b, '-'), s.To().String()...)
	}
	switch d.Arg {
	case ArgNone:
	case ArgType: // a unit letter in the variant's letters (V8-LETTERS: ":N" is 8.0's knight)
		b = append(b, ':', p.Variant.LetterFor(board.UnitType(s.Arg()), board.Black))
	default:
		b = d.Arg.appendTo(append(b, ':'), s.Arg())
	}
	return b
}

// checkSpecialSyntax checks a special move as formatSpecial writes it.
func checkSpecialSyntax(str, from, rest string) error {
	if _, err := board.ParseSquare(from); err != nil {
		return fmt.Errorf("step %q: a special move starts with its unit's square: %v", str, err)
	}
	rest, arg, hasArg := strings.Cut(rest, ":")
	name, target, hasTarget := strings.Cut(rest, "-")
	sp, ok := specialByName(name)
	if !ok || sp.Def().Marked { // a marked move is written <prefix><step>, never sq!name
		names := make([]string, 0, numSpecials)
		for s := SpecNone + 1; s < numSpecials; s++ {
			if !s.Def().Marked {
				names = append(names, s.String())
			}
		}
		written := ""
		if marked != nil {
			written = "; " + marked.Written
		}
		return fmt.Errorf("step %q: unknown special move %q (known: %s%s)", str, name, strings.Join(names, ", "), written)
	}
	d := sp.Def()
	switch {
	case d.Target && !hasTarget:
		return fmt.Errorf("step %q: %s needs a target square, like %s!%s-e5", str, name, from, name)
	case !d.Target && hasTarget:
		return fmt.Errorf("step %q: %s takes no target square", str, name)
	case hasTarget:
		if _, err := board.ParseSquare(target); err != nil {
			return fmt.Errorf("step %q: target: %v", str, err)
		}
	}
	switch {
	case d.Arg != ArgNone && !hasArg:
		return fmt.Errorf("step %q: %s needs an argument after ':', like :%s", str, name, d.Arg.format(d.Arg.all()[0]))
	case d.Arg == ArgNone && hasArg:
		return fmt.Errorf("step %q: %s takes no argument", str, name)
	case hasArg:
		if _, err := d.Arg.parse(arg); err != nil {
			return fmt.Errorf("step %q: argument: %v", str, err)
		}
	}
	return nil
}

// ParseStep finds the legal step of game g's position written as str. A
// malformed string, a step no unit can make and a step that leaves the
// mover's king in check each get their own error.
func (g *Game) ParseStep(str string) (Step, error) {
	if err := checkStepSyntax(str); err != nil {
		return 0, err
	}
	p := g.Pos
	if str == NullString && !p.Variant.Has(board.MechNullMove) {
		return 0, fmt.Errorf("step %q is not possible: %s has no Null move", str, p.Variant.Title)
	}
	pseudo := g.Generate(nil)
	// A declared program need not be one of the generated family (the
	// registry's parse hooks: Loops, Monads).
	for _, d := range specialDefs {
		if d == nil || d.parse == nil {
			continue
		}
		if s, err := d.parse(g, str); err != nil {
			return 0, err
		} else if s != 0 {
			pseudo = append(pseudo, s)
		}
	}
	// Only steps from the square the notation begins with can match (Null,
	// End and a respawn name none): the others are not formatted.
	from, hasFrom := board.LeadingSquare(str)
	for _, s := range pseudo {
		if hasFrom && s.From() != from {
			continue
		}
		if FormatStep(p, s) != str {
			continue
		}
		side := p.SideToMove()
		sf := g.Safety()
		switch g.Verdict(&sf, s) {
		case Unsafe:
			if s.Kind() == KindSpecial {
				why := s.Special().Def().refusal
				if why == "" {
					why = "the rule of " + s.Special().String() + " refuses it"
				}
				return 0, fmt.Errorf("step %q is illegal: %s", str, why)
			}
			return 0, fmt.Errorf("step %q is illegal: the Null move cannot leave the king in check", str)
		case Trial:
			g.Make(s)
			ok := g.SafeAfter(&sf)
			_, king := g.KingSquare(side)
			g.Unmake()
			if !ok && !king {
				return 0, fmt.Errorf("step %q is illegal: it blows up the %s king", str, side)
			}
			if !ok {
				return 0, fmt.Errorf("step %q is illegal: it leaves the %s king in check", str, side)
			}
		}
		return s, nil
	}
	if t := p.Turn(); t.Actor != 0 {
		return 0, fmt.Errorf("step %q is not possible: the turn of the unit on %s goes on (its next step, or end)", str, p.Unit(t.Actor).Square)
	}
	return 0, fmt.Errorf("step %q is not possible for %s in this position", str, p.SideToMove())
}

// FormatTurn writes a whole turn: its steps joined by ','. A trailing End
// step is left out, since a turn token ends the turn. It plays the turn on
// a new game, which computes the position's protection state (at the start
// position, what perft 1 pays for some 35 turns): for one turn. A listing of turns
// writes them as it walks (ForEachTurnNotation, ForEachTurnWritten).
func FormatTurn(p *board.Position, steps []Step) string {
	g := NewGame(p)
	parts := make([]string, 0, len(steps))
	for i, s := range steps {
		if s.Kind() == KindEnd && i == len(steps)-1 && i > 0 {
			break
		}
		parts = append(parts, FormatStep(p, s))
		g.Make(s)
	}
	for range parts {
		g.Unmake()
	}
	return strings.Join(parts, ",")
}

// PlayTurn reads a turn token ("h4-h5,h5-h6", "e2-e3", "0000") and plays it
// on the game: a whole turn, or, in a position inside a turn, the rest of
// it. If the turn could go on after the token's last step, it is ended
// there, if that is legal. On error nothing is played.
func (g *Game) PlayTurn(token string) error {
	_, err := g.playTurn(token)
	return err
}

// ParseTurn reads a turn token as PlayTurn does and returns its steps (with
// the End that closes a turn which could go on), leaving the game in its
// position: checking many turns of one position on one game computes its
// protection state once, where a new game per turn pays it every time.
func (g *Game) ParseTurn(token string) ([]Step, error) {
	steps, err := g.playTurn(token)
	for range steps {
		g.Unmake()
	}
	return steps, err
}

// playTurn is PlayTurn, returning the steps it made (none on error).
func (g *Game) playTurn(token string) ([]Step, error) {
	if token == "" {
		return nil, fmt.Errorf("empty turn")
	}
	var made []Step
	undoAll := func() {
		for range made {
			g.Unmake()
		}
	}
	parts := strings.Split(token, ",")
	for i, part := range parts {
		if i > 0 && g.Pos.Turn().Actor == 0 {
			undoAll()
			return nil, fmt.Errorf("turn %q: the turn is over after %q; %q is one step too many", token, parts[i-1], part)
		}
		s, err := g.ParseStep(part)
		if err != nil {
			undoAll()
			return nil, fmt.Errorf("turn %q: %v", token, err)
		}
		g.Make(s)
		made = append(made, s)
	}
	if g.Pos.Turn().Actor != 0 {
		// The implicit End is a step like the others: the walls it builds
		// and dissolves, the tombs that rot, may expose the king (Q8).
		end, err := g.ParseStep(EndString)
		if err != nil {
			undoAll()
			return nil, fmt.Errorf("turn %q cannot end there: %v", token, err)
		}
		g.Make(end)
		made = append(made, end)
	}
	return made, nil
}

// lanceCorner is the last diagonal square of a Lancer's capture.
func lanceCorner(s Step) board.Square {
	dx, dy := s.Dir().Delta()
	sq, _ := s.From().Offset(dx*s.Len(), dy*s.Len())
	return sq
}
