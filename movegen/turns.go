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
