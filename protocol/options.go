package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
)

// Options are the engine's settings (docs/protocol.md).
type Options struct {
	HashMB       int
	Threads      int
	MultiPV      int
	MoveOverhead int // milliseconds
	Rule300      bool
	Ponder       bool   // the GUI may send go ponder (the engine ponders whenever told to)
	Player       string // search, random or greedy
	Search       string // the searcher: ab, mcts or hybrid
	Seed         int
	Variant      *board.Variant // the game startpos sets up and a FEN is read in (UCI_Variant)
}

// maxMultiPV bounds the MultiPV option, as Stockfish's 500: a position
// rarely has more first steps (a search finds no more lines than those).
const maxMultiPV = 500

func defaultOptions() Options {
	return Options{HashMB: 16, Threads: 1, MultiPV: 1, MoveOverhead: 30, Player: "search", Search: "ab", Seed: 1,
		Variant: board.FrozenChess}
}

// option describes one option for the uci command and setoption.
type option struct {
	name     string
	kind     string // spin, check, combo
	def      string
	min, max int
	vars     []string
	set      func(e *Engine, v string) error
}

func (o option) declaration() string {
	s := fmt.Sprintf("option name %s type %s default %s", o.name, o.kind, o.def)
	switch o.kind {
	case "spin":
		s += fmt.Sprintf(" min %d max %d", o.min, o.max)
	case "combo":
		for _, v := range o.vars {
			s += " var " + v
		}
	}
	return s
}

// optionList is every option, in the order uci lists them.
var optionList = []option{
	{name: "Hash", kind: "spin", def: "16", min: 1, max: 4096, set: func(e *Engine, v string) error {
		n, err := spin(v, 1, 4096)
		if err == nil {
			e.opts.HashMB = n
			e.searcher.TT = search.NewTT(n)
		}
		return err
	}},
	{name: "Threads", kind: "spin", def: "1", min: 1, max: search.MaxThreads, set: func(e *Engine, v string) error {
		n, err := spin(v, 1, search.MaxThreads)
		if err == nil {
			e.opts.Threads = n
			e.searcher.SetThreads(n, searchEvaluator)
		}
		return err
	}},
	{name: "MultiPV", kind: "spin", def: "1", min: 1, max: maxMultiPV, set: func(e *Engine, v string) error {
		n, err := spin(v, 1, maxMultiPV)
		if err == nil {
			e.opts.MultiPV = n
		}
		return err
	}},
	{name: "Move Overhead", kind: "spin", def: "30", min: 0, max: 5000, set: func(e *Engine, v string) error {
		n, err := spin(v, 0, 5000)
		if err == nil {
			e.opts.MoveOverhead = n
		}
		return err
	}},
	{name: "Rule300", kind: "check", def: "false", set: func(e *Engine, v string) error {
		b, err := check(v)
		if err == nil {
			e.opts.Rule300 = b
		}
		return err
	}},
	// Ponder tells a GUI that the engine can think on the opponent's time
	// (go ponder, ponderhit); as in Stockfish, the engine itself ponders
	// whenever it is told to, whatever the value.
	{name: "Ponder", kind: "check", def: "false", set: func(e *Engine, v string) error {
		b, err := check(v)
		if err == nil {
			e.opts.Ponder = b
		}
		return err
	}},
	{name: "Player", kind: "combo", def: "search", vars: []string{"search", "random", "greedy"}, set: func(e *Engine, v string) error {
		switch strings.ToLower(v) {
		case "search", "random", "greedy":
			e.opts.Player = strings.ToLower(v)
			return nil
		}
		return fmt.Errorf("want search, random or greedy, got %q", v)
	}},
	{name: "Search", kind: "combo", def: "ab", vars: []string{"ab", "mcts", "hybrid"}, set: func(e *Engine, v string) error {
		switch v = strings.ToLower(v); v {
		case "ab", "mcts", "hybrid":
			e.opts.Search = v
			return nil
		}
		return fmt.Errorf("want ab, mcts or hybrid, got %q", v)
	}},
	{name: "Seed", kind: "spin", def: "1", min: 0, max: 1 << 30, set: func(e *Engine, v string) error {
		n, err := spin(v, 0, 1<<30)
		if err == nil {
			e.opts.Seed = n
		}
		return err
	}},
	// UCI_Variant chooses the game, as in Fairy-Stockfish: the engine sets
	// up the variant's start at once, startpos means that start from then
	// on, and a FEN without a variant section is read in it.
	{name: "UCI_Variant", kind: "combo", def: board.FrozenChess.Name, vars: board.VariantNames(), set: func(e *Engine, v string) error {
		vr, ok := board.VariantByName(strings.ToLower(v))
		if !ok {
			return fmt.Errorf("unknown variant %q (variants: %s)", truncate(v, 40), strings.Join(board.VariantNames(), ", "))
		}
		if vr != e.opts.Variant {
			e.opts.Variant = vr
			e.lastStart, e.lastTurns = "", e.lastTurns[:0]
			e.forgetGame()
			e.game = rules.Game{Pos: board.StartPositionOf(vr)}
		}
		return nil
	}},
}

// listed reports whether uci lists the option in the chosen variant: the
// 300-move rule's switch only where the variant has the rule.
func (o option) listed(v *board.Variant) bool {
	return o.name != "Rule300" || v.Has(board.MechRule300)
}

func check(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("want true or false, got %q", v)
}

func spin(v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("want a whole number %d..%d, got %q", lo, hi, v)
	}
	return n, nil
}

// setOption handles "setoption name <name> [value <value>]"; names are
// matched without regard to case, as UCI says.
func (e *Engine) setOption(args []string) {
	if len(args) < 2 || args[0] != "name" {
		e.errorf("setoption: want setoption name <name> value <value>")
		return
	}
	var name, value []string
	inValue := false
	for _, a := range args[1:] {
		if a == "value" && !inValue {
			inValue = true
			continue
		}
		if inValue {
			value = append(value, a)
		} else {
			name = append(name, a)
		}
	}
	n := strings.Join(name, " ")
	for _, o := range optionList {
		if strings.EqualFold(o.name, n) {
			if !inValue || len(value) == 0 {
				e.errorf("setoption %s: missing value", o.name)
				return
			}
			if err := o.set(e, strings.Join(value, " ")); err != nil {
				e.errorf("setoption %s: %v", o.name, err)
			}
			return
		}
	}
	e.errorf("setoption: unknown option %q", truncate(n, 40))
}
