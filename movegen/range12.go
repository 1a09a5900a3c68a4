package movegen

// The 12x12 texts' line range (V12A-CRR, V12A-BOUNCE, 002:26, 002:45-49):
// a line move has 12 squares of combined path, bounces included; captures
// take squares off it, never below 2. There is no Range Extension and no
// shellshock in these texts (V12A-MISSING).

// minLineRange12 is the least a line's range falls to (V12A-CRR).
const minLineRange12 = 2

// lineRange12 is lineRange under the 12x12 rule: base squares, less the
// capture reduction crr of a CRR unit.
func lineRange12(base int, crr uint8, crrUnit bool) int {
	if crrUnit {
		base -= int(crr)
	}
	return max(base, minLineRange12)
}
