package match

import "fmt"

// Pairing is one scheduled game of a tournament.
type Pairing struct {
	Number       int // the game's number in the tournament, from 1
	Round        int // from 1
	White, Black int // engine indices
	Opening      int // index into the openings (cycled)
	// Pair groups the games of one encounter (the same two engines and
	// opening in one round): with two games a pair is one pentanomial
	// sample. -1 when an encounter has one game.
	Pair int
}

// Tournament kinds.
const (
	RoundRobin = "roundrobin"
	Gauntlet   = "gauntlet"
)

// Plan says how a tournament's games are scheduled, with fastchess's
// meanings: Rounds rounds, in each of which every encounter plays Games
// games from one opening, colours swapped between them unless NoSwap;
// Reverse swaps the colours of every game.
type Plan struct {
	Kind    string // RoundRobin (default) or Gauntlet
	Seeds   int    // gauntlet: the first Seeds engines play all the others (default 1)
	Rounds  int
	Games   int
	NoSwap  bool
	Reverse bool
}

// Schedule lists the games of a tournament of n engines. Each encounter
// takes the next opening, so every game pair has its own.
func Schedule(n int, plan Plan) ([]Pairing, error) {
	if n < 2 {
		return nil, fmt.Errorf("a tournament needs at least two engines (got %d)", n)
	}
	if plan.Rounds <= 0 || plan.Games <= 0 {
		return nil, fmt.Errorf("rounds and games must be at least 1 (rounds %d, games %d)", plan.Rounds, plan.Games)
	}
	if plan.Rounds*plan.Games*n*n > 50_000_000 {
		return nil, fmt.Errorf("%d rounds of %d games for %d engines is too many games", plan.Rounds, plan.Games, n)
	}
	var encounters [][2]int
	switch plan.Kind {
	case "", RoundRobin:
		for i := range n {
			for j := i + 1; j < n; j++ {
				encounters = append(encounters, [2]int{i, j})
			}
		}
	case Gauntlet:
		seeds := plan.Seeds
		if seeds <= 0 {
			seeds = 1
		}
		if seeds >= n {
			return nil, fmt.Errorf("gauntlet: %d seeds leave no opponents among %d engines", seeds, n)
		}
		for i := range seeds {
			for j := seeds; j < n; j++ {
				encounters = append(encounters, [2]int{i, j})
			}
		}
	default:
		return nil, fmt.Errorf("tournament %q: want roundrobin or gauntlet", plan.Kind)
	}
	var out []Pairing
	opening, pair := 0, 0
	for r := range plan.Rounds {
		for _, e := range encounters {
			id := -1
			if plan.Games == 2 {
				id = pair
				pair++
			}
			for g := range plan.Games {
				white, black := e[0], e[1]
				if g%2 == 1 && !plan.NoSwap {
					white, black = black, white
				}
				if plan.Reverse {
					white, black = black, white
				}
				out = append(out, Pairing{Number: len(out) + 1, Round: r + 1, White: white, Black: black, Opening: opening, Pair: id})
			}
			opening++
		}
	}
	return out, nil
}
