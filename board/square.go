package board

import "fmt"

// Board geometry (catalog V13-BOARD, V13-COORDS, Q14). Files a..p are x = 0..15,
// ranks 1..16 are y = 0..15, and a Square is y*16 + x. A Square is a uint8, so
// every [NumSquares]T array is indexed without a bounds check; "no square" is
// expressed with a separate bool, never with a sentinel value.
const (
	Files      = 16
	Ranks      = 16
	NumSquares = Files * Ranks
)

// Square is one of the 256 squares, a1 = 0, p1 = 15, a16 = 240, p16 = 255.
type Square uint8

// NewSquare builds a square from 0-based file and rank. Both must be in 0..15.
func NewSquare(file, rank int) Square { return Square(rank*Files + file) }

// File is the 0-based file (a = 0).
func (s Square) File() int { return int(s) & 15 }

// Rank is the 0-based rank (rank 1 = 0).
func (s Square) Rank() int { return int(s) >> 4 }

// String gives the algebraic name, a1..p16.
func (s Square) String() string { return squareNames[s] }

// squareNames holds every square's name, so that notation allocates none.
var squareNames = func() (names [NumSquares]string) {
	for i := range names {
		sq := Square(i)
		names[i] = fmt.Sprintf("%c%d", 'a'+sq.File(), sq.Rank()+1)
	}
	return names
}()

// LeadingSquare reads the square name at the start of text (a step's
// notation begins with its start square).
func LeadingSquare(text string) (Square, bool) {
	sq, _, err := scanSquare(text)
	return sq, err == nil
}

// Dark reports the square colour: a1 is dark, and a square is dark iff
// file+rank is even (catalog V13-COLOR, Q14).
func (s Square) Dark() bool { return (s.File()+s.Rank())&1 == 0 }

// Mirror is the Mirror Portal square (17-x, 17-y) in 1-based coordinates
// (catalog V13-MIRROR-MAP): a1<->p16, i1<->h16, d4<->m13. With 0-based
// coordinates that is (15-x, 15-y), which is exactly 255 - s.
func (s Square) Mirror() Square { return 255 - s }

// Offset moves the square by (dx, dy); ok is false when that leaves the board.
func (s Square) Offset(dx, dy int) (Square, bool) {
	x, y := s.File()+dx, s.Rank()+dy
	if x < 0 || x >= Files || y < 0 || y >= Ranks {
		return 0, false
	}
	return NewSquare(x, y), true
}

// ParseSquare reads an algebraic square name. It accepts exactly a-p followed
// by 1..16 without leading zeros.
func ParseSquare(name string) (Square, error) {
	sq, n, err := scanSquare(name)
	if err != nil {
		return 0, err
	}
	if n != len(name) {
		return 0, fmt.Errorf("square %q: unexpected %q after %s", name, name[n:], sq)
	}
	return sq, nil
}

// scanSquare reads a square name at the start of s and says how many bytes it
// used, so that lists of squares can be written without separators ("e4e5e6").
func scanSquare(s string) (Square, int, error) {
	if len(s) < 2 {
		return 0, 0, fmt.Errorf("square %q: want a file a-p and a rank 1-16", s)
	}
	f := s[0]
	if f < 'a' || f > 'p' {
		return 0, 0, fmt.Errorf("square %q: file %q is not in a-p", s, f)
	}
	if s[1] < '1' || s[1] > '9' {
		return 0, 0, fmt.Errorf("square %q: rank must start with a digit 1-9", s)
	}
	r, n := int(s[1]-'0'), 2
	if n < len(s) && s[n] >= '0' && s[n] <= '9' {
		r = r*10 + int(s[n]-'0')
		n++
	}
	if r > Ranks {
		return 0, 0, fmt.Errorf("square %q: rank %d is not in 1-16", s, r)
	}
	return NewSquare(int(f-'a'), r-1), n, nil
}

// Dir is one of the 8 compass directions, clockwise from north. Facing uses
// the four orthogonal ones (catalog V13-FACING).
type Dir uint8

const (
	North Dir = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
	NumDirs
)

var dirDelta = [NumDirs][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

var dirNames = [NumDirs]string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}

// Delta is the (dx, dy) of one step in direction d; north is towards rank 16.
func (d Dir) Delta() (dx, dy int) { return dirDelta[d][0], dirDelta[d][1] }

// Opposite is the direction turned by 180 degrees.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// Neighbors lists the squares next to s, in direction order (north first,
// clockwise): 8, or fewer at the edge. The slice is shared; do not change it.
func (s Square) Neighbors() []Square { return neighbors[s] }

// NeighborSet is Neighbors as a set.
func (s Square) NeighborSet() *SquareSet { return &neighborSets[s] }

var neighbors = func() (n [NumSquares][]Square) {
	for i := range n {
		for d := Dir(0); d < NumDirs; d++ {
			if sq, ok := Square(i).Offset(d.Delta()); ok {
				n[i] = append(n[i], sq)
			}
		}
	}
	return n
}()

var neighborSets = func() (n [NumSquares]SquareSet) {
	for i := range n {
		for _, sq := range neighbors[i] {
			n[i].Add(sq)
		}
	}
	return n
}()

// Orthogonal reports whether d is N, E, S or W.
func (d Dir) Orthogonal() bool { return d&1 == 0 }

func (d Dir) String() string {
	if d < NumDirs {
		return dirNames[d]
	}
	return fmt.Sprintf("dir(%d)", uint8(d))
}

// ParseDir reads a lower-case compass name (n, ne, e, ..., nw).
func ParseDir(s string) (Dir, error) {
	for d, n := range dirNames {
		if n == s {
			return Dir(d), nil
		}
	}
	return 0, fmt.Errorf("direction %q: want one of n ne e se s sw w nw", s)
}
