package main

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
)

// openingsOf builds the openings: -openings file=FILE [order=] [start=]
// [plies=] (or -openings FILE), or -random-openings N, or none (the start
// position). It also names the book for the report, and says what the
// openings are made from for the match's identity (the book's digest, or
// the random openings' count and seed). Random openings are made only for
// the encounters need accepts (a shard's; the others stay nil); with a need
// that accepts none, a book is not even read (fcmatch merge).
func openingsOf(p *parsed, encounters int, need func(int) bool) (list []*board.Position, book, source string, err error) {
	seedText := p.get("srand")
	if v, ok := p.one["seed"]; ok {
		seedText = v
	}
	seed, err := strconv.ParseUint(seedText, 10, 64)
	if err != nil {
		return nil, "", "", fmt.Errorf("-srand %q: want a whole number", seedText)
	}
	random, err := p.int("random-openings", 0, 10000)
	if err != nil {
		return nil, "", "", err
	}
	w, ok := p.words["openings"]
	switch {
	case ok && random > 0:
		return nil, "", "", fmt.Errorf("give -openings or -random-openings, not both")
	case random > 0:
		list, err := randomOpeningList(variantOf(p), encounters, random, seed, need)
		if err != nil {
			return nil, "", "", err
		}
		return list, fmt.Sprintf("%d random turns", random), fmt.Sprintf("%d random turns, seed %d", random, seed), nil
	case !ok:
		return nil, "NoBook", "the start position", nil
	}
	words := w[0]
	if len(words) == 1 && !strings.Contains(words[0], "=") {
		words = []string{"file=" + words[0]} // the old -openings FILE
	}
	kv, err := keyValues("openings", words, "file", "format", "order", "start", "plies")
	if err != nil {
		return nil, "", "", err
	}
	if f := kv["format"]; f != "" && f != "epd" {
		return nil, "", "", fmt.Errorf("-openings format=%q: only epd (one position string per line) is read", f)
	}
	plies := -1
	if v, ok := kv["plies"]; ok {
		if plies, err = strconv.Atoi(v); err != nil || plies < 0 {
			return nil, "", "", fmt.Errorf("-openings plies=%q: want a whole number, 0 or more", v)
		}
	}
	anyNeeded := false
	for e := range max(encounters, 1) {
		anyNeeded = anyNeeded || need(e)
	}
	if !anyNeeded {
		return nil, kv["file"], "", nil
	}
	data, err := os.ReadFile(kv["file"])
	if kv["file"] == "" {
		err = fmt.Errorf("-openings: file= is missing")
	}
	if err != nil {
		return nil, "", "", err
	}
	if list, err = parseOpenings(variantOf(p), kv["file"], data, plies); err != nil {
		return nil, "", "", err
	}
	if v, ok := kv["start"]; ok {
		start, err := strconv.Atoi(v)
		if err != nil || start < 1 || start > len(list) {
			return nil, "", "", fmt.Errorf("-openings start=%q: want 1 to %d (the file's openings)", v, len(list))
		}
		list = append(list[start-1:], list[:start-1]...)
	}
	switch kv["order"] {
	case "", "sequential":
	case "random":
		r := rand.New(rand.NewPCG(seed, 0x6f70656e))
		r.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	default:
		return nil, "", "", fmt.Errorf("-openings order=%q: want sequential or random", kv["order"])
	}
	digest := sha256.Sum256(data)
	source = fmt.Sprintf("book %x, start %s, order %s, plies %d, seed %d", digest[:8], kv["start"], kv["order"], plies, seed)
	return list, kv["file"], source, nil
}

// readOpenings reads one opening per line: a position string, optionally
// followed by "moves T1 T2 ..." played from it (at most plies of them when
// plies >= 0). Blank lines and # comments are skipped.
func readOpenings(path string, plies int) ([]*board.Position, error) {
	if path == "" {
		return nil, fmt.Errorf("-openings: file= is missing")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseOpenings(board.FrozenChess, path, data, plies)
}

// variantOf is the variant -variant names (checked by settings).
func variantOf(p *parsed) *board.Variant {
	if v, ok := board.VariantByName(p.get("variant")); ok {
		return v
	}
	return board.FrozenChess
}

// parseOpenings reads the openings of a file's text (readOpenings), a
// position string without a variant section as one of the variant v.
func parseOpenings(v *board.Variant, path string, data []byte, plies int) ([]*board.Position, error) {
	var out []*board.Position
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, moves, _ := strings.Cut(line+" ", " moves ")
		p, err := board.ParseIn(v, strings.TrimSpace(fen))
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %v", path, i+1, err)
		}
		if p.Turn().Actor != 0 {
			return nil, fmt.Errorf("%s line %d: an opening must start at the beginning of a turn", path, i+1)
		}
		// The turns are played as in a game (rules.Game.Play), so that an
		// opening that ends the game (a mate, a third repetition, two Nulls
		// in a row) is refused rather than handed to the engines.
		state := rules.Game{Pos: p}
		for k, tok := range strings.Fields(moves) {
			if plies >= 0 && k >= plies {
				break
			}
			if err := state.Play(tok); err != nil {
				return nil, fmt.Errorf("%s line %d: turn %d %q: %v", path, i+1, k+1, tok, err)
			}
			if res, why := rules.Outcome(state); res != rules.Ongoing {
				return nil, fmt.Errorf("%s line %d: turn %d %q ends the game (%s, %s): an opening must leave it to be played", path, i+1, k+1, tok, res, why)
			}
		}
		out = append(out, board.MustParse(p.Format()))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions", path)
	}
	return out, nil
}

// randomOpeningList makes one opening per encounter: plies random legal
// turns from the start position of the variant v (stopping early if the game ends), seeded
// by the seed and the encounter's index, so that a shard makes the same
// ones as the whole match. Only the encounters need accepts get one (nil
// need: all); the others are nil.
func randomOpeningList(v *board.Variant, encounters, plies int, seed uint64, need func(int) bool) ([]*board.Position, error) {
	out := make([]*board.Position, max(encounters, 1))
	for k := range out {
		if need != nil && !need(k) {
			continue
		}
		pick := func(p *board.Position, ply int) []movegen.Step {
			return search.RandomTurn(p, seed*1000003+uint64(k*64+ply))
		}
		var err error
		if out[k], err = randomOpening(board.StartPositionOf(v), plies, pick); err != nil {
			return nil, fmt.Errorf("random opening %d: %v", k+1, err)
		}
	}
	return out, nil
}

// randomOpening plays up to plies turns chosen by pick from p with
// rules.Game.PlaySteps, so that they count as in a game: the opening stops
// where the game ends, after two Nulls in a row (V13-DRAW-NULL) as after a
// mate or a threefold repetition. It returns a clean, history-free copy.
func randomOpening(p *board.Position, plies int, pick func(*board.Position, int) []movegen.Step) (*board.Position, error) {
	state := rules.Game{Pos: p}
	for ply := range plies {
		if res, _ := rules.Outcome(state); res != rules.Ongoing {
			break
		}
		if err := state.PlaySteps(pick(p, ply)); err != nil {
			return nil, fmt.Errorf("turn %d: %v", ply+1, err)
		}
	}
	return board.MustParse(p.Format()), nil
}

// playTokens plays turn tokens on p as in a game (rules.Game.Play).
func playTokens(p *board.Position, tokens []string) error {
	state := rules.Game{Pos: p}
	for _, tok := range tokens {
		if err := state.Play(tok); err != nil {
			return err
		}
	}
	return nil
}
