package movegen

import "github.com/frozenchess/engine/board"

// PlainLegal exports plainLegal to the external tests (random positions).
func PlainLegal(p *board.Position) []Step { return plainLegal(p) }
