package movegen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/board"
)

// ArgShape is the shape of a special move's argument, carried in Step.Arg
// and written after the move as :<arg> (docs/notation.md). Each shape packs
// its values into 16 bits and writes each value as one string, so that
// parse(format(a)) == a and format(parse(s)) == s.
type ArgShape uint8

const (
	ArgNone    ArgShape = iota
	ArgType             // a unit type (Spawn, Morph): its letter, "Q"
	ArgCount            // a count 1..63 (Pull N): "3"
	ArgBlock            // a Rotate block's size 2..8 and angle 90/180/270 clockwise: "3x90"
	ArgLine             // a Shift's axis (r: the rank, f: the file) and offset 1..15: "r3", "f12"
	ArgSquare           // a square (a Bind partner): "e5"
	ArgProgram          // a program (Loops, Monads), written out: "+1+2;-1-2" (programs.go)
	ArgDir              // a compass direction (a Poison Arrow's diagonal): "ne"
	ArgPath             // how a unit moved (Dragon's Fire): "j" a jump, or a line's first direction and length, "ne3"
	ArgHops             // the squares of a run's earlier captures, in order (Assassin's Run): "d3", "d3.f4"
)

// Block and line argument packing.
const (
	argSizeMask = 0xf // ArgBlock: size; ArgLine: offset
	argAxisFile = 1 << 4
	argAngleSh  = 4 // ArgBlock: angle in quarter turns, bits 4-5
)

// BlockArg packs a Rotate block's size and clockwise quarter turns (1-3).
func BlockArg(size, quarters int) uint16 { return uint16(size) | uint16(quarters)<<argAngleSh }

// BlockOf unpacks BlockArg.
func BlockOf(arg uint16) (size, quarters int) {
	return int(arg & argSizeMask), int(arg >> argAngleSh & 3)
}

// HopsArg packs the squares of a run's earlier captures: one square (a
// run of 2) is stored twice, two squares (a run of 3) in order.
func HopsArg(hops ...board.Square) uint16 {
	if len(hops) == 1 {
		return uint16(hops[0]) | uint16(hops[0])<<8
	}
	return uint16(hops[0]) | uint16(hops[1])<<8
}

// HopsOf unpacks HopsArg.
func HopsOf(arg uint16) []board.Square {
	a, b := board.Square(arg&0xff), board.Square(arg>>8)
	if a == b {
		return []board.Square{a}
	}
	return []board.Square{a, b}
}

// LineArg packs a Shift's axis (file: the file, else the rank) and offset.
func LineArg(file bool, offset int) uint16 {
	a := uint16(offset)
	if file {
		a |= argAxisFile
	}
	return a
}

// LineOf unpacks LineArg.
func LineOf(arg uint16) (file bool, offset int) { return arg&argAxisFile != 0, int(arg & argSizeMask) }

func (a ArgShape) format(arg uint16) string { return string(a.appendTo(nil, arg)) }

// appendTo appends the argument as format writes it, without allocating
// (a listing of every legal turn writes hundreds of Rotates).
func (a ArgShape) appendTo(b []byte, arg uint16) []byte {
	switch a {
	case ArgType:
		return append(b, board.UnitType(arg).Letter())
	case ArgCount:
		return strconv.AppendInt(b, int64(arg), 10)
	case ArgBlock:
		size, q := BlockOf(arg)
		return strconv.AppendInt(append(strconv.AppendInt(b, int64(size), 10), 'x'), int64(q*90), 10)
	case ArgLine:
		file, n := LineOf(arg)
		if file {
			return strconv.AppendInt(append(b, 'f'), int64(n), 10)
		}
		return strconv.AppendInt(append(b, 'r'), int64(n), 10)
	case ArgSquare:
		return append(b, board.Square(arg).String()...)
	case ArgProgram:
		return append(b, board.FormatProgram(programOf(arg))...)
	case ArgDir:
		return append(b, board.Dir(arg).String()...)
	case ArgPath:
		if arg == PathJump {
			return append(b, 'j')
		}
		d, n := PathOf(arg)
		return strconv.AppendInt(append(b, d.String()...), int64(n), 10)
	case ArgHops:
		hops := HopsOf(arg)
		b = append(b, hops[0].String()...)
		if len(hops) == 1 {
			return b
		}
		return append(append(b, '.'), hops[1].String()...)
	}
	return b
}

// PathJump is the ArgPath of a jump (a leap: its squares say it all).
const PathJump uint16 = 0

// PathArg packs the ArgPath of a line: its first direction and length
// 1..63 (a diagonal line's bounces follow from the board).
func PathArg(d board.Dir, n int) uint16 { return uint16(d)<<6 | uint16(n) }

// PathOf unpacks PathArg.
func PathOf(arg uint16) (board.Dir, int) { return board.Dir(arg >> 6 & 7), int(arg & 63) }

// parse reads an argument of shape a, checking its range.
func (a ArgShape) parse(str string) (uint16, error) {
	number := func(s string, lo, hi int) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi || strconv.Itoa(n) != s {
			return 0, fmt.Errorf("want a number %d..%d, got %q", lo, hi, s)
		}
		return n, nil
	}
	switch a {
	case ArgType:
		// The syntax check knows no variant: a unit letter of any variant's
		// roster will do (the step is then matched by formatting it in its
		// position's letters, FormatStep); the value is 13.0's reading.
		if len(str) == 1 {
			if t, side, ok := board.TypeFromLetter(str[0]); ok && side == board.Black && t <= board.Templar {
				return uint16(t), nil
			}
			for _, v := range board.Variants() {
				if t, side, ok := v.TypeFromLetter(str[0]); ok && side == board.Black && t != board.Egg &&
					t != board.QueenShadow && t != board.Illusion {
					return uint16(t), nil
				}
			}
		}
		return 0, fmt.Errorf("want a unit letter in upper case, like Q, got %q", str)
	case ArgCount:
		n, err := number(str, 1, 63)
		return uint16(n), err
	case ArgBlock:
		s, ang, ok := strings.Cut(str, "x")
		size, err := number(s, 2, 8)
		if !ok || err != nil || (ang != "90" && ang != "180" && ang != "270") {
			return 0, fmt.Errorf("want a block size 2..8 and an angle 90, 180 or 270, like 3x90, got %q", str)
		}
		q, _ := strconv.Atoi(ang)
		return BlockArg(size, q/90), nil
	case ArgLine:
		if str != "" && (str[0] == 'r' || str[0] == 'f') {
			if n, err := number(str[1:], 1, 15); err == nil {
				return LineArg(str[0] == 'f', n), nil
			}
		}
		return 0, fmt.Errorf("want r (the rank) or f (the file) and an offset 1..15, like r3, got %q", str)
	case ArgSquare:
		sq, err := board.ParseSquare(str)
		return uint16(sq), err
	case ArgProgram:
		prog, err := board.ParseProgram(str)
		if err != nil || board.FormatProgram(prog) != str {
			return 0, fmt.Errorf("want a program, steps +dx+dy joined by ';', like +1+2;-1-2, got %q", str)
		}
		return internProgram(prog)
	case ArgDir:
		d, err := board.ParseDir(str)
		return uint16(d), err
	case ArgPath:
		if str == "j" {
			return PathJump, nil
		}
		i := strings.IndexFunc(str, func(r rune) bool { return r >= '0' && r <= '9' })
		if i > 0 {
			d, err := board.ParseDir(str[:i])
			n, err2 := number(str[i:], 1, 63)
			if err == nil && err2 == nil {
				return PathArg(d, n), nil
			}
		}
		return 0, fmt.Errorf("want j (a jump) or a direction and a length 1..63, like ne3, got %q", str)
	case ArgHops:
		a, b, two := strings.Cut(str, ".")
		sa, err := board.ParseSquare(a)
		if err == nil && !two {
			return HopsArg(sa), nil
		}
		sb, err2 := board.ParseSquare(b)
		if err == nil && err2 == nil && sa != sb {
			return HopsArg(sa, sb), nil
		}
		return 0, fmt.Errorf("want one square or two different squares joined by '.', like d3 or d3.f4, got %q", str)
	}
	return 0, fmt.Errorf("takes no argument")
}

// all lists every value of shape a (tests check the round trip on them).
func (a ArgShape) all() []uint16 {
	var out []uint16
	switch a {
	case ArgType:
		for t := board.Pawn; t <= board.Templar; t++ {
			out = append(out, uint16(t))
		}
	case ArgCount:
		for n := 1; n <= 63; n++ {
			out = append(out, uint16(n))
		}
	case ArgBlock:
		for size := 2; size <= 8; size++ {
			for q := 1; q <= 3; q++ {
				out = append(out, BlockArg(size, q))
			}
		}
	case ArgLine:
		for n := 1; n <= 15; n++ {
			out = append(out, LineArg(false, n), LineArg(true, n))
		}
	case ArgSquare:
		for sq := range board.NumSquares {
			out = append(out, uint16(sq))
		}
	case ArgProgram:
		out = append(out, 0, 1, shuttleProgram(1, 2), shuttleProgram(-15, 15), numShuttles-1)
	case ArgDir:
		for d := range board.NumDirs {
			out = append(out, uint16(d))
		}
	case ArgPath:
		out = append(out, PathJump)
		for d := range board.NumDirs {
			for n := 1; n <= 63; n++ {
				out = append(out, PathArg(board.Dir(d), n))
			}
		}
	case ArgHops:
		for sq := range board.NumSquares {
			out = append(out, HopsArg(board.Square(sq)), HopsArg(board.Square(sq), board.Square((sq+37)%board.NumSquares)))
		}
	}
	return out
}
