package movegen

// ForEachTurn calls fn with every legal complete turn of the side to move,
// as its list of steps (a trailing End included), in generation order. fn
// runs with the turn played on g, so it can look at the result, and the game
// is back in its position afterwards. The slice is reused: copy it to keep
// it. Enumeration stops, returning false, as soon as fn returns false.
func (g *Game) ForEachTurn(fn func(turn []Step) bool) bool {
	var steps []Step
	var walk func(level int) bool
	walk = func(level int) bool {
		legal := append([]Step(nil), g.Legal(level, g.List(level))...)
		for _, s := range legal {
			g.Make(s)
			steps = append(steps, s)
			var ok bool
			if g.Pos.Turn().Actor == 0 {
				ok = fn(steps)
			} else {
				ok = walk(level + 1)
			}
			steps = steps[:len(steps)-1]
			g.Unmake()
			if !ok {
				return false
			}
		}
		return true
	}
	return walk(0)
}

// ForEachTurnNotation calls fn with the notation of every legal complete
// turn of the side to move, as FormatTurn writes it, in ForEachTurn's order:
// what a listing (the protocol's legalmoves) needs. It writes each step as
// the walk reaches it rather than replaying every turn (FormatTurn plays a
// turn on a new game, whose protection state costs more than listing a
// hundred turns), and a step that surely ends its turn is written and not
// made, as perft 1 counts it, so a turn costs about what perft 1 pays for
// it. fn runs with the game at some point inside the turn: it must not
// look at it. Enumeration stops, returning false, as soon as fn returns
// false.
func (g *Game) ForEachTurnNotation(fn func(notation string) bool) bool {
	return g.ForEachTurnText(func(text []byte) bool { return fn(string(text)) })
}

// ForEachTurnText is ForEachTurnNotation with each turn's notation in a
// buffer that is valid only during fn's call: a listing that writes the
// turns out allocates nothing per turn (legalmoves, issue 45).
func (g *Game) ForEachTurnText(fn func(text []byte) bool) bool {
	w := turnWriter{g: g, lazy: true, each: func(_ []Step, text []byte) bool { return fn(text) }}
	return w.walk(0)
}

// ForEachTurnWritten is ForEachTurn with each turn's notation as well,
// written step by step as the walk goes (not replayed with FormatTurn):
// fn runs with the turn played on g, as in ForEachTurn.
func (g *Game) ForEachTurnWritten(fn func(turn []Step, notation string) bool) bool {
	w := turnWriter{g: g, each: func(turn []Step, text []byte) bool { return fn(turn, string(text)) }}
	return w.walk(0)
}

// turnWriter is the walk of ForEachTurnNotation and ForEachTurnWritten:
// steps and text hold the turn so far, its steps and its notation.
type turnWriter struct {
	g     *Game
	lazy  bool // a step that surely ends the turn is written, not made
	each  func(turn []Step, text []byte) bool
	steps []Step
	text  []byte
	legal [][]Step // per level: its legal steps, kept apart from the game's lists, which fn may use
}

func (w *turnWriter) walk(level int) bool {
	g := w.g
	for len(w.legal) <= level {
		w.legal = append(w.legal, nil)
	}
	legal := append(w.legal[level][:0], g.Legal(level, g.List(level))...) // fn may use the game's lists
	w.legal[level] = legal
	t := g.Pos.Turn()
	mark := len(w.text)
	for _, s := range legal {
		w.text = w.text[:mark]
		// A trailing End is left out (a turn token ends the turn), unless
		// it is the whole token (the rest of a turn that can only end).
		if s.Kind() != KindEnd || len(w.steps) == 0 {
			if len(w.steps) > 0 {
				w.text = append(w.text, ',')
			}
			w.text = AppendStep(w.text, g.Pos, s)
		}
		w.steps = append(w.steps, s)
		var ok bool
		if w.lazy && endsTurn(g.Pos, s, t) {
			ok = w.each(w.steps, w.text)
		} else {
			g.Make(s)
			if g.Pos.Turn().Actor == 0 {
				ok = w.each(w.steps, w.text)
			} else {
				ok = w.walk(level + 1)
			}
			g.Unmake()
		}
		w.steps = w.steps[:len(w.steps)-1]
		if !ok {
			w.text = w.text[:mark]
			return false
		}
	}
	w.text = w.text[:mark]
	return true
}
