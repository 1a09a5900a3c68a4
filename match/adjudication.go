package match

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
)

// DrawRule adjudicates a draw once MoveNumber full moves are played and the
// last MoveCount turns of each side all reported a score within ±Score
// centipawns (fastchess's -draw movenumber= movecount= score=).
type DrawRule struct{ MoveNumber, MoveCount, Score int }

// ResignRule lets a side lose once its last MoveCount turns all reported a
// score of -Score centipawns or worse; TwoSided also asks the opponent's last
// MoveCount turns to report +Score or better (fastchess's -resign movecount=
// score= twosided=).
type ResignRule struct {
	MoveCount, Score int
	TwoSided         bool
}

// mateCP stands for a mate score on the centipawn scale of the rules.
const mateCP = 100000

// scoreCP reads an info score ("cp 35", "mate -3") as centipawns from the
// reporting side's point of view; ok is false for none or garbage.
func scoreCP(s string) (int, bool) {
	kind, v, _ := strings.Cut(s, " ")
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, false
	}
	switch kind {
	case "cp":
		return n, true
	case "mate":
		if n > 0 {
			return mateCP - n, true
		}
		return -mateCP - n, true
	}
	return 0, false
}

// adjudicator keeps each side's recent scores for the draw and resign rules.
type adjudicator struct {
	draw   *DrawRule
	resign *ResignRule
	scores [2][]int // per side, the scores of its turns (a turn without one breaks the streak)
	valid  [2][]bool
	plies  int
}

func newAdjudicator(set Settings) *adjudicator {
	return &adjudicator{draw: set.Draw, resign: set.Resign}
}

func (a *adjudicator) add(s board.Side, score string, plies int) {
	cp, ok := scoreCP(score)
	a.scores[s] = append(a.scores[s], cp)
	a.valid[s] = append(a.valid[s], ok)
	a.plies = plies
}

// streak reports whether side s's last n turns all had a score meeting ok.
func (a *adjudicator) streak(s board.Side, n int, ok func(int) bool) bool {
	k := len(a.scores[s])
	if n <= 0 || k < n {
		return false
	}
	for i := k - n; i < k; i++ {
		if !a.valid[s][i] || !ok(a.scores[s][i]) {
			return false
		}
	}
	return true
}

// verdict is the adjudicated result, or Ongoing.
func (a *adjudicator) verdict() (rules.Result, string) {
	if r := a.resign; r != nil {
		for _, s := range []board.Side{board.White, board.Black} {
			losing := a.streak(s, r.MoveCount, func(cp int) bool { return cp <= -r.Score })
			if losing && r.TwoSided {
				losing = a.streak(s.Other(), r.MoveCount, func(cp int) bool { return cp >= r.Score })
			}
			if losing {
				return rules.Winner(s.Other()), fmt.Sprintf("%s resigns (adjudicated: a score of %d cp or worse for %d moves)", s, -r.Score, r.MoveCount)
			}
		}
	}
	if d := a.draw; d != nil && a.plies/2 >= d.MoveNumber {
		within := func(cp int) bool { return cp >= -d.Score && cp <= d.Score }
		if a.streak(board.White, d.MoveCount, within) && a.streak(board.Black, d.MoveCount, within) {
			return rules.Draw, fmt.Sprintf("draw adjudicated: scores within %d cp for %d moves after move %d", d.Score, d.MoveCount, d.MoveNumber)
		}
	}
	return rules.Ongoing, ""
}
