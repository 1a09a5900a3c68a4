package movegen

import "github.com/frozenchess/engine/board"

// The marker log: the Game's typed log of marker changes (floods, traps,
// quickenings, Distract squares, tunnels, ...), which Unmake and the
// special moves' unmake replay back, as the field log does for unit fields
// (fieldChange, pipeline.go).

// markerChange records a marker the end of a ply changed, for unmake: its
// old state, or that it was removed or added (a jester's trap, trap.go).
type markerChange struct {
	old     board.Marker
	removed bool
	added   bool
}

// revertMarkers undoes the marker log back to length n, newest first: a
// special move's own marker changes, logged between the step's start
// (undo.lens) and the turn's end (undo.markersAt), which its unmake
// replays after Unmake has undone the turn's end (a Quickening).
func (g *Game) revertMarkers(n int) {
	p := g.Pos
	for i := len(g.markerLog) - 1; i >= n; i-- {
		ch := g.markerLog[i]
		switch {
		case ch.added:
			must(p.RemoveMarker(ch.old.Square, ch.old.Kind, ch.old.Owner), "unmark", 0)
		case ch.removed:
			must(p.AddMarker(ch.old), "unmark", 0)
		default:
			must(p.SetMarkerTimer(ch.old.Square, ch.old.Kind, ch.old.Owner, ch.old.Timer), "unmark", 0)
		}
	}
	g.markerLog = g.markerLog[:n]
}
