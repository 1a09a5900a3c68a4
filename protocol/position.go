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
		p = board.StartPosition()
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
		if p, err = board.Parse(strings.Join(rest[:end], " ")); err != nil {
			e.errorf("%v", err)
			return
		}
		rest = rest[end:]
	default:
		e.errorf("position: want startpos or fen, got %q", truncate(args[0], 40))
		return
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			e.errorf("position: want moves after the position, got %q", truncate(rest[0], 40))
			return
		}
		rest = rest[1:]
	}
	g, err := playTurns(p, rest)
	if err != nil {
		e.errorf("position: %v", err)
		return
	}
	e.game = g
}

// playTurns plays turn tokens from p and records what the end-of-game
// rules need. A turn after the game is over is an error.
func playTurns(p *board.Position, turns []string) (rules.Game, error) {
	g := rules.Game{Pos: p}
	mg := movegen.NewGame(p)
	for i, tok := range turns {
		if res, why := rules.Outcome(g); res != rules.Ongoing {
			return g, fmt.Errorf("turn %d %q: the game is already over (%s, %s)", i+1, truncate(tok, 40), res, why)
		}
		if p.Turn().Actor == 0 {
			g.History.Add(p)
		}
		if err := mg.PlayTurn(tok); err != nil {
			return g, fmt.Errorf("turn %d: %v", i+1, err)
		}
		if tok == movegen.NullString {
			g.Nulls++
		} else {
			g.Nulls = 0
		}
	}
	return g, nil
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
