package movegen

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestPlyEndOrderFollowsQ3 pins the ply-end table (plyend.go) to catalog
// Q3's ply sequence: 3 the action's immediate triggers (bombs, traps, what
// the path did to the actor), 4 the activated monads, 5 the end of the ply
// (walls, derived paralysis, clocks, eggs, rot, the Queen's Shadow token),
// then step 1 of the next ply (its loops), made in the same step. A row may
// leave its step's place only by a ruling it names (V13-MONAD-RUN).
func TestPlyEndOrderFollowsQ3(t *testing.T) {
	want := []struct {
		name string
		q3   q3Step
	}{
		{"bombs", q3Triggers},            // Q3 3: bomb triggers
		{"queen's start", q3Triggers},    // noted before the walls take the trail
		{"tomb pass", q3Triggers},        // Q9: tomb pass along the path
		{"shellshock", q3Triggers},       // Q9: shellshock along the path
		{"jester traps", q3Triggers},     // Q3 3: trap triggers
		{"jester leap hold", q3Triggers}, // V12B-JESTER: a trigger of the jester's jumps
		{"flood hold", q3Triggers},       // entering a flood
		{"syzygy", q3Triggers},           // a trigger where the actor ended
		{"rook landed", q3Triggers},      // Stun and Swipe
		{"death traps", q3Triggers},      // V12C-QUEEN-DEATHTRAP: a queen's trap made or stepped on
		{"walls", q3PlyEnd},              // Q3 5: walls built or dissolved
		{"walls 12", q3PlyEnd},           // Q3 5: the 12x12 walls aged and built (V12A-WALLING)
		{"tomb activation", q3PlyEnd},    // Q6: a dissolved wall frees its tomb
		{"queen's gaze", q3PlyEnd},       // Q3 5: derived paralysis (Gaze)
		{"owner-turn clocks", q3PlyEnd},  // Q3 5: timers ticked (Q1)
		{"double move rest", q3PlyEnd},   // V12A-DOUBLEMOVE-REST: an owner-turn flag
		{"push paralysis", q3PlyEnd},     // V12A-ROOK-PUSH: the flags of the push before the side's turn
		{"jester stay", q3PlyEnd},        // Q1 owner-turn counters
		{"empowerers", q3PlyEnd},         // Q1 owner-turn record
		{"tunnel stay", q3PlyEnd},        // Q1 owner-turn counters
		{"eggs", q3PlyEnd},               // Q3 5: eggs grow or hatch
		{"floods drain", q3PlyEnd},       // Q1 global-ply clocks
		{"tunnels dropped", q3PlyEnd},    // a tunnel lasts as long as its wall
		{"marker log closed", q3PlyEnd},  // undo bookkeeping
		{"tomb rot", q3PlyEnd},           // Q3 5: tomb rot
		{"queen's token", q3PlyEnd},      // Q3: the token is created in step 5
		{"monads run", q3Monads},         // Q3 4, placed by V13-MONAD-RUN
		{"illusions end", q3PlyEnd},      // after all of the ply's effects
		{"other side to move", q3PlyEnd}, // the ply is over
		{"loops", q3NextPly},             // Q3 1 of the next ply
		{"illusions end after the loops", q3NextPly},
	}
	require.Len(t, plyEndStages, len(want))
	for i, w := range want {
		st := plyEndStages[i]
		require.Equal(t, w.name, st.name, "row %d", i)
		require.Equal(t, w.q3, st.q3, "row %d (%s)", i, st.name)
	}
	var highest q3Step
	for _, st := range plyEndStages {
		if st.q3 < highest {
			require.NotEmpty(t, st.ruling, "%s runs after a later Q3 step without a ruling", st.name)
		}
		highest = max(highest, st.q3)
	}
}

// TestPlyEndRowsAreComplete checks every row of the table: a name of its
// own, a stage to run, and catalog IDs that docs/rules.md knows.
func TestPlyEndRowsAreComplete(t *testing.T) {
	rules, err := os.ReadFile("../docs/rules.md")
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, st := range plyEndStages {
		require.NotEmpty(t, st.name)
		require.False(t, seen[st.name], "two rows named %s", st.name)
		seen[st.name] = true
		require.NotEmpty(t, st.run, st.name)
		for _, id := range strings.Split(st.catalog, ", ") {
			if strings.HasPrefix(id, "V13-") {
				require.True(t, strings.Contains(string(rules), "| "+id+" |"), "%s names %s, which docs/rules.md has no row for", st.name, id)
			}
		}
	}
}

// TestPlyEndStagesIdleAtStart checks that the stages' active tests keep an
// idle stage from running: at the end of a Null ply from the start
// position only the stages with work to do run. The jesters' and the
// assassins' stay counters count from 0 there (V13-JESTER-DETONATE,
// V13-ASSASSIN-TUNNEL); the always-run rows have no test.
func TestPlyEndStagesIdleAtStart(t *testing.T) {
	busy := map[string]bool{"jester stay": true, "tunnel stay": true}
	always := map[string]bool{"owner-turn clocks": true, "marker log closed": true, "other side to move": true}
	p := board.StartPosition()
	g := NewGame(p)
	e := &plyEnd{u: &undo{}, side: p.SideToMove(), floods: hasFloods(p), start: offBoard}
	for i, st := range plyEndStages {
		t.Run(st.name, func(t *testing.T) {
			if st.active == "" {
				require.True(t, always[st.name], "%s has no active test", st.name)
			}
			require.Equal(t, busy[st.name] || always[st.name], plyStageActive(i, g, e))
		})
	}
}

// TestPlyEndGenerated checks that plyend_run.go is the table written out;
// with FROZENCHESS_WRITE_PLYEND=1 (go generate ./movegen) it writes it.
func TestPlyEndGenerated(t *testing.T) {
	want := renderPlyEnd(t)
	if os.Getenv("FROZENCHESS_WRITE_PLYEND") == "1" {
		require.NoError(t, os.WriteFile("plyend_run.go", want, 0o644))
		return
	}
	got, err := os.ReadFile("plyend_run.go")
	require.NoError(t, err)
	require.True(t, bytes.Equal(want, got), "plyend_run.go differs from plyEndStages (plyend.go): run go generate ./movegen")
}

// stageCondition is the Go condition a stage runs under: its active test,
// then, for a stage of a mechanic not every variant has, the variant's
// switch (tested only when the stage has work, so that an idle stage costs
// no more than before); "" for a stage that always runs.
func stageCondition(st plyStage) string {
	sw := ""
	if st.mech != board.MechBase {
		sw = "mech.Has(board." + st.mech.String() + ")"
	}
	switch {
	case st.active == "":
		return sw
	case sw == "":
		return st.active
	case strings.Contains(st.active, "||"):
		return "(" + st.active + ") && " + sw
	}
	return st.active + " && " + sw
}

// renderPlyEnd writes the ply-end table as Go: runPlyEnd, the stages in
// order, each behind its active test, and plyStageActive, the tests by row.
func renderPlyEnd(t *testing.T) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated from plyEndStages (plyend.go) by TestPlyEndGenerated; DO NOT EDIT.\n\n")
	b.WriteString("package movegen\n\nimport \"github.com/frozenchess/engine/board\"\n\n")
	b.WriteString("// runPlyEnd runs the stages of plyEndStages in order, each when active.\n")
	b.WriteString("func runPlyEnd(g *Game, e *plyEnd) {\n")
	b.WriteString("mech := &g.Pos.Variant.Mech // the variant's switches (board.Variant)\n")
	for _, st := range plyEndStages {
		fmt.Fprintf(&b, "// %s", st.name)
		if st.catalog != "" {
			fmt.Fprintf(&b, " (%s)", st.catalog)
		}
		b.WriteString("\n")
		cond := stageCondition(st)
		if cond == "" {
			fmt.Fprintf(&b, "%s\n", st.run)
			continue
		}
		fmt.Fprintf(&b, "if %s {\n%s\n}\n", cond, st.run)
	}
	b.WriteString("}\n\n")
	b.WriteString("// plyStageActive is the active test of row i of plyEndStages (true for a\n// row that always runs), for tests.\n")
	b.WriteString("func plyStageActive(i int, g *Game, e *plyEnd) bool {\nmech := &g.Pos.Variant.Mech\nswitch i {\n")
	for i, st := range plyEndStages {
		cond := stageCondition(st)
		if cond == "" {
			cond = "true"
		}
		fmt.Fprintf(&b, "case %d: // %s\nreturn %s\n", i, st.name, cond)
	}
	b.WriteString("}\nreturn false\n}\n")
	src, err := format.Source(b.Bytes())
	require.NoError(t, err, b.String())
	return src
}
