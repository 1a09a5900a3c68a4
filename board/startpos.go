package board

// StartFEN is the FrozenChess 13.0 start position (catalog 1.A): Black in
// upper case on ranks 13-16, White in lower case on ranks 1-4, White to move.
// Units are numbered 1..128 in reading order (a16 is 1, p1 is 128).
const StartFEN = "RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/16/16/16/16/16/16/16/16/pppppppppppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdcqkcdtoajr w"

// StartPosition returns a new start position of FrozenChess 13.0.
func StartPosition() *Position { return MustParse(StartFEN) }

// StartPositionOf returns a new start position of the variant v.
func StartPositionOf(v *Variant) *Position { return MustParse(v.Start) }
