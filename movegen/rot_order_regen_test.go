package movegen

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// rotOrderStart is the position testdata/rot_order_game.txt starts from.
const rotOrderStart = "RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/16/16/16/16/16/16/16/16/pppppppppppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdck1cdtoajr w id:1-119,121-128 ply:2 level:c16=1 tomb:h1=pending/0/q120 unit:1/idle=1,5/idle=1,6/idle=1,8/idle=1,11/idle=1,12/idle=1,16/idle=1,17/idle=1,23/idle=1,26/idle=1,32/idle=1,97/idle=1,103/idle=1,106/idle=1,112/idle=1,113/idle=1,117/idle=1,118/idle=1,123/idle=1,124/idle=1,128/idle=1"

// rotOrderTurns is how many turns the game holds: tombs rot away after
// turn 90 of it, which the tests that replay it need.
const rotOrderTurns = 134

// FROZENCHESS_REGEN=1 go test ./movegen -run TestRegenerateRotOrderGame
// writes testdata/rot_order_game.txt afresh when a new rule makes one of
// its turns impossible: a seeded random game from rotOrderStart, biased
// towards captures (half the turns capture when one can) and plain moves
// (a special move one turn in ten), kept from the first seed whose game
// lasts rotOrderTurns turns and in which a tomb rots away after turn 90.
func TestRegenerateRotOrderGame(t *testing.T) {
	if os.Getenv("FROZENCHESS_REGEN") == "" {
		t.Skip("FROZENCHESS_REGEN=1 writes testdata/rot_order_game.txt")
	}
	for seed := uint64(1); seed <= 200; seed++ {
		turns, ok := rotOrderGame(seed)
		if !ok {
			continue
		}
		data := rotOrderStart + " moves " + strings.Join(turns, " ") + "\n"
		require.NoError(t, os.WriteFile("testdata/rot_order_game.txt", []byte(data), 0o644))
		t.Logf("seed %d", seed)
		return
	}
	t.Fatal("no seed up to 200 gave a game in which tombs rot late")
}

func rotOrderGame(seed uint64) ([]string, bool) {
	r := rand.New(rand.NewPCG(seed, 7))
	p := board.MustParse(rotOrderStart)
	g := NewGame(p)
	var turns []string
	late := false
	for i := 0; i < rotOrderTurns; i++ {
		lines, _ := g.Divide(1)
		var captures, plain, special []string
		for _, l := range lines {
			switch {
			case strings.Contains(l.Turn, "!") || l.Turn == "":
				special = append(special, l.Turn)
			case strings.Contains(l.Turn, "x"):
				captures = append(captures, l.Turn)
			default:
				plain = append(plain, l.Turn)
			}
		}
		var pick []string
		switch {
		case len(captures) > 0 && r.IntN(2) == 0:
			pick = captures
		case len(special) > 0 && (r.IntN(10) == 0 || len(plain) == 0):
			pick = special
		default:
			pick = plain
		}
		if len(pick) == 0 {
			return nil, false
		}
		turn := pick[r.IntN(len(pick))]
		if i >= 90 && !late {
			for _, s := range g.Legal(0, nil) {
				g.Make(s)
				late = late || g.undo[len(g.undo)-1].late
				g.Unmake()
			}
		}
		if err := g.PlayTurn(turn); err != nil {
			return nil, false
		}
		turns = append(turns, turn)
	}
	return turns, late
}
