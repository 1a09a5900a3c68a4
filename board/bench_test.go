package board

import "testing"

var benchPositions = []struct{ name, fen string }{
	{"start", StartFEN},
	{"rich", richFEN},
}

// BenchmarkCopy measures CopyFrom into an existing position (the copy-make
// path of search); it must not allocate.
func BenchmarkCopy(b *testing.B) {
	for _, bp := range benchPositions {
		b.Run(bp.name, func(b *testing.B) {
			src := MustParse(bp.fen)
			dst := New()
			dst.CopyFrom(src)
			b.ReportAllocs()
			for b.Loop() {
				dst.CopyFrom(src)
			}
		})
	}
}

// BenchmarkComputeHash measures a full hash computation from scratch.
func BenchmarkComputeHash(b *testing.B) {
	for _, bp := range benchPositions {
		b.Run(bp.name, func(b *testing.B) {
			p := MustParse(bp.fen)
			b.ReportAllocs()
			var h uint64
			for b.Loop() {
				h ^= p.ComputeHash()
			}
			sinkHash = h
		})
	}
}

// BenchmarkMoveBody measures the incremental update of moving a body there
// and back (two MoveBody calls per op).
func BenchmarkMoveBody(b *testing.B) {
	p := StartPosition()
	from, to := NewSquare(4, 3), NewSquare(4, 4)
	b.ReportAllocs()
	for b.Loop() {
		_ = p.MoveBody(from, to)
		_ = p.MoveBody(to, from)
	}
}

func BenchmarkParse(b *testing.B) {
	for _, bp := range benchPositions {
		b.Run(bp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse(bp.fen); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkFormat(b *testing.B) {
	for _, bp := range benchPositions {
		b.Run(bp.name, func(b *testing.B) {
			p := MustParse(bp.fen)
			b.ReportAllocs()
			for b.Loop() {
				sinkString = p.Format()
			}
		})
	}
}

var (
	sinkHash   uint64
	sinkString string
)

// BenchmarkTurnBlock measures a Rotate's relocation and its undo
// (TurnBlock, TurnBlockBack) on the 4x4 block c2-f5 of the start position
// (eight bodies, eight empty squares), each angle once per op.
func BenchmarkTurnBlock(b *testing.B) {
	p := StartPosition()
	corner := NewSquare(2, 1)
	b.ReportAllocs()
	for b.Loop() {
		for q := 1; q <= 3; q++ {
			h, _ := p.TurnBlock(corner, 4, q)
			p.TurnBlockBack(corner, 4, q, h)
		}
	}
}
