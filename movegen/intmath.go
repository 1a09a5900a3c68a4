package movegen

// The integer helpers of the board's geometry, in one place for every
// mechanic.

// abs is the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sign is -1, 0 or 1 as x is negative, zero or positive: the unit step
// from one coordinate towards another.
func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
