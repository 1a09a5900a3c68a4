package search

import "github.com/frozenchess/engine/movegen"

// picker hands out a negamax node's steps best first, generating them in
// stages so that a node cut by its first steps never pays for the whole
// list. The order is that of one full list sorted by order: the table
// step, the captures, the killers, the rest; the rest is sorted when the
// whole list is generated, by the history as it is then (after the
// subtrees of the steps tried before).
//
// At a turn's start, the table step, the captures (generated on their own)
// and the killers are tried before anything else is generated, the table
// step and the killers once Game.Offers has found them among their unit's
// steps. The whole list is generated only when those are done, and picking
// goes on past the steps already tried, which stand at its head.
type picker struct {
	stage   pickStage
	steps   []movegen.Step
	i       int  // the next step of steps
	skip    int  // steps at the head of the whole list already tried
	killer  int  // the next killer to look at (stageKillers)
	sorted  bool // steps[1:] are sorted
	ply     int
	ttStep  movegen.Step
	listing bool         // steps was taken from the game's list of this ply
	again   movegen.Step // a step handed back (replay), given before the others
	ttCap   bool         // the captures' list holds the table step, tried before it
}

type pickStage uint8

const (
	stageTable    pickStage = iota // the table step, not generated
	stageCaptures                  // the captures, generated on their own
	stageKillers                   // the killers, not generated
	stageAll                       // the whole list
	stageDone
)

// start sets the picker up for the node at ply.
func (pk *picker) start(s *Searcher, ply int, ttStep movegen.Step, fresh bool) {
	*pk = picker{ply: ply, ttStep: ttStep, stage: stageAll}
	if !fresh {
		return
	}
	switch {
	case ttStep != 0:
		if offered, checked := s.g.Offers(ttStep); offered && checked {
			pk.stage = stageTable
		}
	case s.g.MayCapture():
		pk.stage = stageCaptures
	default:
		pk.stage = stageKillers
	}
}

// next returns the next step, or false when there are none left.
func (pk *picker) next(s *Searcher) (movegen.Step, bool) {
	if st := pk.again; st != 0 {
		pk.again = 0
		return st, true
	}
	for {
		switch pk.stage {
		case stageTable:
			// Then the captures and the killers, as without a table
			// step: a node its table step did not cut is often cut by a
			// killer.
			pk.stage, pk.skip = stageCaptures, 1
			return pk.ttStep, true
		case stageCaptures:
			if !pk.listing {
				if pk.ttStep != 0 && !s.g.MayCapture() {
					pk.stage = stageKillers // (without a table step, start asked)
					continue
				}
				pk.steps = s.g.GenerateCaptures(s.g.List(pk.ply))
				pk.listing = true
				s.order(pk.steps, pk.ply, pk.ttStep)
				if pk.ttCap = pk.ttStep != 0 && len(pk.steps) > 0 && pk.steps[0] == pk.ttStep; pk.ttCap {
					pk.i = 1 // the table step, ordered first, was tried
				}
			}
			if st, ok := pk.fromList(s); ok {
				return st, true
			}
			pk.stage = stageKillers
			pk.skip += len(pk.steps)
			if pk.ttCap {
				pk.skip-- // counted already
			}
		case stageKillers:
			// The killers stand right after the captures in the whole
			// list, in this order; a killer Offers cannot check (a special
			// move generated per side, such as a Rotate; Null) is left to
			// the whole list, and so is the one after it, which comes after
			// it there. Unit abilities (a Fuse, a Cannon Blast) are
			// checked: they are most of the killers.
			for pk.killer < 2 {
				k := s.killers[pk.ply][pk.killer]
				pk.killer++
				if k != 0 && k == pk.ttStep {
					continue // tried first; the whole list orders it there too
				}
				offered, checked := s.g.Offers(k)
				if !checked {
					pk.killer = 2
					break
				}
				if offered {
					pk.skip++
					return k, true
				}
			}
			pk.stage = stageAll
		case stageAll:
			if pk.listing {
				pk.steps = s.g.Generate(pk.steps[:0])
			} else {
				pk.steps = s.g.Generate(s.g.List(pk.ply))
				pk.listing = true
			}
			s.order(pk.steps, pk.ply, pk.ttStep)
			pk.i = pk.skip
			pk.sorted = pk.skip > 0
			if pk.sorted {
				s.sortRest(pk.steps, pk.ply)
			}
			pk.stage = stageDone
		case stageDone:
			return pk.fromList(s)
		}
	}
}

// replay hands st back: next gives it again (the root's Null, after the
// threads shared out the other steps).
func (pk *picker) replay(st movegen.Step) { pk.again = st }

// fromList returns the next step of the current list, sorting its tail the
// first time it goes past the head (most cut nodes end on their first step).
func (pk *picker) fromList(s *Searcher) (movegen.Step, bool) {
	if pk.i >= len(pk.steps) {
		return 0, false
	}
	if pk.i == 1 && !pk.sorted {
		s.sortRest(pk.steps, pk.ply)
		pk.sorted = true
	}
	st := pk.steps[pk.i]
	pk.i++
	return st, true
}

// finish gives the list back to the game, so its grown capacity is reused.
func (pk *picker) finish(s *Searcher) {
	if pk.listing {
		s.g.Keep(pk.ply, pk.steps)
	}
}
