package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWallBlastGeneration: V13-CANNON-WALLBLAST, V13-CLASS-SIEGE. The cannon hits a wall
// square orthogonally next to it, of any owner, in any direction (not only
// forward); diagonal walls are out of reach.
func TestWallBlastGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 o@h4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-CANNON-WALLBLAST no wall beside it", fen: fen("", "wall:{p16}=g5i3h6"), special: "wallblast", want: nil},
		{name: "V13-CANNON-WALLBLAST orthogonal walls of both sides", fen: fen("", "wall:{p16}=h5,{a1}=g4h3"),
			special: "wallblast", legal: true, want: []string{"h4!wallblast-h5", "h4!wallblast-g4", "h4!wallblast-h3"}},
		{name: "V13-CANNON-WALLBLAST a paralyzed cannon", fen: fen("", "wall:{p16}=h5", "unit:{h4}/par=2"),
			special: "wallblast", want: nil},
		{name: "V13-CANNON-WALLBLAST only cannons", fen: lnFEN("k@a1 K@p16 r@h4", "wall:{p16}=h5"),
			special: "wallblast", want: nil},
	})
}

// TestWallBlastMake: V13-CANNON-WALLBLAST. Every wall square joined to the
// one hit through orthogonal neighbours goes, whoever owns it; walls
// joined only diagonally stay.
func TestWallBlastMake(t *testing.T) {
	// h5 i5 i6 i7 (Black's) j7 (White's) are joined; k8 touches j7 only
	// diagonally, g4 touches h5 only diagonally (and is beside the cannon).
	fen := lnFEN("k@a1 K@p16 o@h4 P@m16", "wall:{p16}=h5i5i6i7k8,{a1}=j7g4")
	makeAndBack(t, fen, "h4!wallblast-h5", func(g *Game) {
		for _, name := range []string{"h5", "i5", "i6", "i7", "j7"} {
			assert.Zero(t, g.Pos.WallOwner(sqs(t, name)[0]), name)
		}
		for _, name := range []string{"k8", "g4"} {
			assert.NotZero(t, g.Pos.WallOwner(sqs(t, name)[0]), name)
		}
		assert.NotZero(t, g.Pos.BodyAt(sqs(t, "h4")[0]), "the cannon stays")
	})
}
