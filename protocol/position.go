package protocol

import (
	"fmt"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
)

// position handles "position startpos|fen <position> [moves <turn> ...]".
// The new position is built on the side; on any error the engine keeps the
// position it had.
func (e *Engine) position(args []string) {
	if len(args) == 0 {
		e.errorf("position: want startpos or fen <position>, then optionally moves <turn> ...")
		return
	}
	var p *board.Position
	rest := args[1:]
	switch args[0] {
	case "startpos":
		p = board.StartPositionOf(e.opts.Variant) // UCI_Variant's start
	case "fen":
		end := len(rest)
		for i, a := range rest {
			if a == "moves" {
				end = i
				break
			}
		}
		if end == 0 {
			e.errorf("position fen: the position string is missing")
			return
		}
		var err error
		if p, err = board.ParseIn(e.opts.Variant, strings.Join(rest[:end], " ")); err != nil {
			e.errorf("%v", err)
			return
		}
		rest = rest[end:]
	default:
		e.errorf("position: want startpos or fen, got %q", truncate(args[0], 40))
		return
	}
	startSpec := strings.Join(args[:len(args)-len(rest)], " ")
	if len(rest) > 0 {
		if rest[0] != "moves" {
			e.errorf("position: want moves after the position, got %q", truncate(rest[0], 40))
			return
		}
		rest = rest[1:]
	}
	var g rules.Game
	var err error
	if e.extends(startSpec, rest) {
		// A GUI sends the whole game before every go: play only the turns
		// that are new since the last position command, on a copy.
		g = rules.Game{Pos: e.game.Pos.Clone(), History: e.game.History, Nulls: e.game.Nulls}
		err = continueTurns(&g, rest, len(e.lastTurns))
	} else {
		g = rules.Game{Pos: p}
		err = continueTurns(&g, rest, 0)
	}
	if err != nil {
		e.errorf("position: %v", err)
		return
	}
	e.game = g
	e.lastStart = startSpec
	e.lastTurns = append(e.lastTurns[:0], rest...)
}

// extends reports whether a position command with this start and these
// turns continues the last one: the same start, and the last turns first.
func (e *Engine) extends(startSpec string, turns []string) bool {
	if e.lastStart == "" || startSpec != e.lastStart || len(turns) < len(e.lastTurns) {
		return false
	}
	for i, t := range e.lastTurns {
		if turns[i] != t {
			return false
		}
	}
	return true
}

// continueTurns plays turns[from:] on g (the earlier turns are played
// already; turn numbers in errors count them all) with rules.Game.Play,
// which records what the end-of-game rules need. A turn after the game is
// over is an error. The endings that need the legal actions (mate,
// stalemate) are looked for only where they can hide: before a Null turn, which is legal even then,
// and when a turn does not play; the others are checked before every turn
// (rules.Decided), so a long game replays quickly.
func continueTurns(gp *rules.Game, turns []string, from int) error {
	g := *gp
	defer func() { *gp = g }()
	over := func(i int, tok string, check func(rules.Game) (rules.Result, string)) error {
		if res, why := check(g); res != rules.Ongoing {
			return fmt.Errorf("turn %d %q: the game is already over (%s, %s)", i+1, truncate(tok, 40), res, why)
		}
		return nil
	}
	for i := from; i < len(turns); i++ {
		tok := turns[i]
		if err := over(i, tok, rules.Decided); err != nil {
			return err
		}
		if tok == movegen.NullString {
			if err := over(i, tok, rules.Outcome); err != nil {
				return err
			}
		}
		if err := g.Play(tok); err != nil {
			if err := over(i, tok, rules.Outcome); err != nil {
				return err
			}
			// The turn's own error names it ("turn \"x\": ..."): add its number
			// there rather than a second "turn" in front.
			if rest, ok := strings.CutPrefix(err.Error(), "turn "); ok {
				return fmt.Errorf("turn %d %s", i+1, rest)
			}
			return fmt.Errorf("turn %d: %v", i+1, err)
		}
	}
	return nil
}

// turnTokens splits steps into turn tokens by playing them on a copy of p.
func turnTokens(p *board.Position, steps []movegen.Step) []string {
	g := movegen.NewGame(p.Clone())
	var out []string
	var cur []string
	for _, s := range steps {
		str := movegen.FormatStep(g.Pos, s)
		g.Make(s)
		if !(s.Kind() == movegen.KindEnd && len(cur) > 0) {
			cur = append(cur, str)
		}
		if g.Pos.Turn().Actor == 0 {
			out = append(out, strings.Join(cur, ","))
			cur = cur[:0]
		}
	}
	if len(cur) > 0 {
		out = append(out, strings.Join(cur, ","))
	}
	return out
}
