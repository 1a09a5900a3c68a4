package movegen

import (
	"fmt"
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Special moves (catalog 1.D, 1.F, 1.G and the unit abilities of 1.H) are
// one extension point: each is a SpecialDef in its own file, and the
// registry below is the one table that numbers them and says which unit
// types may use them. Generation, make/unmake, legality, notation and the
// partial legality trials read the definitions; none of them names a
// special move. Adding one means: its file (the SpecialDef and its code),
// its tests, and a constant and a row here.
//
// A step of KindSpecial names its move in Step.Special, its target square in
// To (From when the move has none) and its argument, if its shape has one,
// in Step.Arg. Every special move is an action that ends the turn: a turn's
// single action, or, for the generic ones, the last step of a multimove
// (V13-MULTIMOVE, V13-ADV-ABILITY-LOCK). Unit abilities are single actions
// only.

// Special names a special move: its row in the registry.
type Special uint8

// The registered special moves, in the order a unit's moves are generated.
const (
	SpecNone           Special = iota
	SpecRaise                  // V13-TERRAIN-ADJUST (terrain.go)
	SpecLower                  // V13-TERRAIN-ADJUST (terrain.go)
	SpecFlood                  // V13-FLOOD (flood.go)
	SpecQuake                  // V13-EARTHQUAKE (quake.go)
	SpecTransfer               // V13-PARALYSIS-TRANSFER (transfer.go)
	SpecExchange               // V13-KING-EXCHANGE (exchange.go)
	SpecPortal                 // V13-KING-PORTAL (portal.go)
	SpecMirror                 // V13-MIRROR-PORTAL (mirror.go)
	SpecPush                   // V13-PUSH (push.go)
	SpecArrow                  // V13-XBOW-ARROW (arrow.go)
	SpecCannonBlast            // V13-CANNON-BLAST (cannonblast.go)
	SpecWallBlast              // V13-CANNON-WALLBLAST (wallblast.go)
	SpecFuse                   // V13-FUSE (fuse.go)
	SpecDefuse                 // V13-DEFUSE, V13-MM-DEFUSE (defuse.go)
	SpecAbsorb                 // V13-FUSION-ABSORB (absorb.go)
	SpecBind                   // V13-BIND (bind.go)
	SpecGroup                  // V13-BIND: a bound group's move (bind.go)
	SpecUnbind                 // V13-UNBIND (unbind.go)
	SpecStack                  // V13-FUSE: a fused stack's move (stackmove.go)
	SpecBlizzard               // V13-TEMPLAR-BLIZZARD (blizzard.go)
	SpecTeleswap               // V13-CHANC-TELESWAP (teleswap.go)
	SpecQuicken                // V13-CHANC-QUICKEN (quicken.go)
	SpecDetonate               // V13-JESTER-DETONATE (detonate.go)
	SpecSpin                   // V13-JESTER-SPIN (spin.go)
	SpecLayEgg                 // V13-EGG-LAY (egg.go)
	SpecDragonFire             // V13-DRAGON-FIRE (dragonfire.go)
	SpecEggFusion              // V13-EGG-FUSION (eggfusion.go)
	SpecBomb                   // V13-ASSASSIN-BOMB (bomb.go)
	SpecShadow                 // V13-SHADOW-ENTER (shadow.go)
	SpecShadowMove             // V13-SHADOW-TRAVEL (shadowmove.go)
	SpecShadowCapture          // V13-SHADOW-TARGETS (shadowcapture.go)
	SpecDeshadow               // V13-DESHADOW-MOVE (deshadow.go)
	SpecShadowstrike           // V13-SHADOWSTRIKE (shadowstrike.go)
	SpecLoop                   // V13-LOOP-DECLARE (loop.go)
	SpecMonad                  // V13-MONAD-STATES (monad.go)
	SpecPull                   // V13-PULL (pull.go)
	SpecPullThrough            // V13-PULL-THROUGH (pull.go)
	SpecPushWall               // V13-PUSH-WALL (pushwall.go)
	SpecShift                  // V13-SHIFT (shift.go)
	SpecBox                    // V13-BOX (box.go)
	SpecUnbox                  // V13-UNBOX (box.go)
	SpecSwapShot               // V13-SWAPSHOT (swapshot.go)
	SpecConvert                // V13-CONVERSION, V13-BISHOP-CONVERT, V13-QUEEN-CONVERT, V13-DRAGON-CONVERT (conversion.go)
	SpecSpawn                  // V13-SPAWN (spawn.go)
	SpecMorph                  // V13-MORPH (morph.go)
	SpecSlime                  // V13-FROG-SLIME (slime.go)
	SpecLaunch                 // V13-ROOK-LAUNCH (launch.go)
	SpecFace                   // V13-PAWN-ROTATE (pawnrotate.go)
	SpecLeap                   // V13-KNIGHT-LEAPCAPTURE, V13-NIGHTRIDER-LEAP (knightleap.go)
	SpecRun                    // V13-ASSASSIN-RUN (assassinrun.go)
	SpecClimb                  // V13-ASSASSIN-WALLCLIMB (wallclimb.go)
	SpecWallJump               // V13-ASSASSIN-WALLJUMP (wallclimb.go)
	SpecSlip                   // V13-ASSASSIN-SLIP (slip.go)
	SpecTunnel                 // V13-ASSASSIN-TUNNEL (tunnel.go)
	SpecPassage                // V13-ASSASSIN-TUNNEL (tunnel.go)
	SpecDoubleSpawn            // V13-FROG-DOUBLESPAWN (frogspawn.go)
	SpecPawnBomb               // V13-PAWN-BOMB (pawnbomb.go)
	SpecAvalanche              // V13-TEMPLAR-AVALANCHE (avalanche.go)
	SpecWalltrap               // V13-JESTER-WALLTRAP (walltrap.go)
	SpecDistract               // V13-JESTER-DISTRACT (distract.go)
	SpecDecohere               // V13-JESTER-DECOHERENCE (decoherence.go)
	SpecRotate                 // V13-ROTATE, V13-ROTATE-CONTENT (rotate.go)
	SpecStackCapture           // V13-PAWN-STACK: a pawn stack's last step (stackcapture.go)
	SpecMindControl            // V13-MINDCONTROL (mindcontrol.go): its steps are the controlled unit's, marked (Step.Mind)
	SpecIllusion               // V13-QUEEN-ILLUSION (illusion_create.go)
	SpecRam                    // V8-RAM (ram.go)
	SpecBolt                   // V8-BALLISTA (ballista.go)
	SpecThrow                  // V8-ONAGER (onager.go)
	SpecHurl                   // V8-TREBUCHET (trebuchet.go)
	SpecBishopConvert8         // V8-CONVERSION (bishopconvert8.go)
	SpecParalyse               // V8-CHANCELLOR (chancparalyse.go)
	SpecPawnSpawn              // V8-PAWN-SPAWN (pawnspawn.go)
	SpecBoard                  // V8-CLASS-TRANSPORT, V8-SHIP, V8-CANNON (transport.go)
	SpecUnload                 // V8-SHIP (ship.go)
	SpecShadowBoard            // V8-SHIP: a shadow boards a ShadowShip (shadowship.go)
	SpecShadowUnload           // V8-SHIP: a ShadowShip unloads (shadowship.go)
	SpecDragonBreath12         // V12A-DRAGON-BREATH (dragonbreath12.go)
	numSpecials
)

// registry numbers the special moves and gives the unit types that may use
// each and the mechanic it belongs to (the per-variant type -> abilities
// table, abilitiesIn, is derived from it): a variant offers a row's move
// only if it has the row's mechanic (board.Variant.Has), and only to the
// users in its roster.
var registry = [numSpecials]struct {
	def   *SpecialDef
	users board.TypeSet
	mech  board.Mechanic
}{
	SpecRaise:          {&raiseDef, board.AllTypes.Without(board.Pawn, board.Illusion), board.MechTerrain},
	SpecLower:          {&lowerDef, board.AllTypes.Without(board.Pawn, board.Illusion), board.MechTerrain},
	SpecFlood:          {&floodDef, board.AllTypes.Without(board.Pawn, board.Illusion), board.MechFlood},
	SpecQuake:          {&quakeDef, board.AllTypes.Without(board.Pawn, board.King, board.Illusion), board.MechEarthquake},
	SpecTransfer:       {&transferDef, board.AllTypes.Without(board.King, board.Illusion), board.MechParalysisTransfer},
	SpecExchange:       {&exchangeDef, board.TypesOf(board.King), board.MechKingExchange},
	SpecPortal:         {&portalDef, board.TypesOf(board.King), board.MechKingPortal},
	SpecMirror:         {&mirrorDef, board.AllTypes.Without(board.Pawn, board.King, board.Illusion, board.Cannon), board.MechMirrorPortal},
	SpecPush:           {&pushDef, board.AllTypes.Without(board.King, board.Illusion, board.Cannon, board.Trebuchet), board.MechPush},
	SpecArrow:          {&arrowDef, board.TypesOf(board.Crossbowman), board.MechCrossbowArrow},
	SpecCannonBlast:    {&cannonBlastDef, board.TypesOf(board.Cannon), board.MechCannonBlast},
	SpecWallBlast:      {&wallBlastDef, board.TypesOf(board.Cannon), board.MechCannonWallBlast},
	SpecFuse:           {&fuseDef, board.AllTypes.Without(board.King, board.Cannon, board.Egg, board.QueenShadow, board.Illusion), board.MechFusion},
	SpecDefuse:         {&defuseDef, board.AllTypes.Without(board.King, board.Cannon, board.Egg, board.QueenShadow, board.Illusion), board.MechFusion},
	SpecAbsorb:         {&absorbDef, board.AllTypes.Without(board.King, board.Egg, board.QueenShadow, board.Illusion), board.MechFusion},
	SpecBind:           {&bindDef, board.AllTypes.Without(board.King, board.Egg, board.QueenShadow, board.Illusion), board.MechBind},
	SpecGroup:          {&groupDef, board.AllTypes.Without(board.King, board.Cannon, board.Egg, board.QueenShadow, board.Illusion), board.MechBind},
	SpecUnbind:         {&unbindDef, board.AllTypes.Without(board.King, board.Cannon, board.Egg, board.QueenShadow, board.Illusion), board.MechBind},
	SpecStack:          {&stackMoveDef, board.AllTypes.Without(board.King, board.Cannon, board.Egg, board.QueenShadow, board.Illusion), board.MechFusion},
	SpecBlizzard:       {&blizzardDef, board.TypesOf(board.Templar), board.MechTemplarBlizzard},
	SpecTeleswap:       {&teleswapDef, board.TypesOf(board.Chancellor), board.MechTeleswap},
	SpecQuicken:        {&quickenDef, board.TypesOf(board.Chancellor), board.MechQuicken},
	SpecDetonate:       {&detonateDef, board.TypesOf(board.Jester), board.MechJesterDetonate},
	SpecSpin:           {&spinDef, board.TypesOf(board.Jester), board.MechJesterSpin},
	SpecLayEgg:         {&layEggDef, board.TypesOf(board.Dragon), board.MechEggs},
	SpecDragonFire:     {&dragonFireDef, board.TypesOf(board.Dragon), board.MechDragonFire},
	SpecEggFusion:      {&eggFusionDef, board.TypesOf(board.Egg), board.MechEggs},
	SpecBomb:           {&bombDef, board.TypesOf(board.Assassin), board.MechAssassinBomb},
	SpecShadow:         {&shadowDef, shadowUsers, board.MechShadow},
	SpecShadowMove:     {&shadowMoveDef, shadowUsers, board.MechShadow},
	SpecShadowCapture:  {&shadowCaptureDef, shadowUsers, board.MechShadow},
	SpecDeshadow:       {&deshadowDef, shadowUsers, board.MechShadow},
	SpecShadowstrike:   {&shadowstrikeDef, shadowUsers, board.MechShadowstrike},
	SpecLoop:           {&loopDef, loopUsers, board.MechLoop},
	SpecMonad:          {&monadDef, shadowUsers, board.MechMonad},
	SpecPull:           {&pullDef, pullers, board.MechPull},
	SpecPullThrough:    {&pullThroughDef, pullers, board.MechPullThrough},
	SpecPushWall:       {&pushWallDef, wallPushers, board.MechPushWall},
	SpecShift:          {&shiftDef, board.AllTypes, board.MechShift},
	SpecBox:            {&boxDef, boxers, board.MechBox},
	SpecUnbox:          {&unboxDef, board.AllTypes, board.MechBox},
	SpecSwapShot:       {&swapShotDef, swapShotUsers, board.MechSwapShot},
	SpecConvert:        {&conversionDef, conversionUsers, board.MechConversion},
	SpecSpawn:          {&spawnDef, spawnUsers, board.MechSpawn},
	SpecMorph:          {&morphDef, morphUsers, board.MechMorph},
	SpecSlime:          {&slimeDef, board.TypesOf(board.Frog), board.MechFrogSlime},
	SpecLaunch:         {&launchDef, board.TypesOf(board.Rook), board.MechRookLaunch},
	SpecFace:           {&faceDef, board.TypesOf(board.Pawn), board.MechPawnRotate},
	SpecLeap:           {&leapDef, board.TypesOf(board.Knight, board.Nightrider), board.MechKnightLeap},
	SpecRun:            {&runDef, board.TypesOf(board.Assassin), board.MechAssassinRun},
	SpecClimb:          {&climbDef, board.TypesOf(board.Assassin), board.MechAssassinWall},
	SpecWallJump:       {&wallJumpDef, board.TypesOf(board.Assassin), board.MechAssassinWall},
	SpecSlip:           {&slipDef, board.TypesOf(board.Assassin), board.MechAssassinSlip},
	SpecTunnel:         {&tunnelDef, board.TypesOf(board.Assassin), board.MechAssassinTunnel},
	SpecPassage:        {&passageDef, passers, board.MechAssassinTunnel},
	SpecDoubleSpawn:    {&doubleSpawnDef, board.TypesOf(board.Frog), board.MechFrogDoubleSpawn},
	SpecPawnBomb:       {&pawnBombDef, board.TypesOf(board.Pawn), board.MechPawnBomb},
	SpecAvalanche:      {&avalancheDef, board.TypesOf(board.Templar), board.MechTemplarAvalanche},
	SpecWalltrap:       {&walltrapDef, board.TypesOf(board.Jester), board.MechJesterWalltrap},
	SpecDistract:       {&distractDef, board.TypesOf(board.Jester), board.MechJesterDistract},
	SpecDecohere:       {&decohereDef, board.TypesOf(board.Jester), board.MechJesterDecohere},
	SpecRotate:         {&rotateDef, board.AllTypes, board.MechRotate},
	SpecStackCapture:   {&stackCaptureDef, board.TypesOf(board.Pawn), board.MechPawnStack},
	SpecMindControl:    {&mindDef, mindUsers, board.MechMindControl},
	SpecIllusion:       {&illusionDef, board.TypesOf(board.Queen), board.MechQueenIllusion},
	SpecRam:            {&ramDef, board.TypesOf(board.Ram), board.MechBase},
	SpecBolt:           {&boltDef, board.TypesOf(board.Ballista), board.MechBase},
	SpecThrow:          {&throwDef, board.TypesOf(board.Onager), board.MechBase},
	SpecHurl:           {&hurlDef, board.TypesOf(board.Trebuchet), board.MechBase},
	SpecBishopConvert8: {&bishopConvert8Def, board.TypesOf(board.Bishop), board.MechBishopConversion},
	SpecParalyse:       {&paralyseDef, board.TypesOf(board.Chancellor), board.MechChancellorActive},
	SpecPawnSpawn:      {&pawnSpawnDef, board.TypesOf(board.Pawn), board.MechPawnSpawnV8},
	SpecBoard:          {&boardDef, boarders, board.MechTransport},
	SpecUnload:         {&unloadDef, board.TypesOf(board.Ship), board.MechTransport},
	SpecShadowBoard:    {&shadowBoardDef, boarders, board.MechTransport},
	SpecShadowUnload:   {&shadowUnloadDef, board.TypesOf(board.Ship), board.MechTransport},
	SpecDragonBreath12: {&dragonBreathDef, board.TypesOf(board.Dragon), board.MechDragonBreath12},
}

// SpecialDef describes one special move. The functions left nil have the
// default behaviour said at each.
type SpecialDef struct {
	Name    string   // notation name: <square>!<name>
	Catalog string   // the catalog ID it implements
	Target  bool     // the notation names a target square: -<square>
	Arg     ArgShape // the argument the step carries, written :<arg>
	Generic bool     // a generic special move (may finish a multimove), not a unit ability
	// MovesSelf: the move relocates the unit that makes it, so immobile
	// types (board.TypeInfo.Immobile: the Cannon, V13-CLASS-IMMOBILE) may
	// not be among its users; init refuses a registry row that lists one.
	MovesSelf bool
	// OnWall: an assassin standing on a wall may use it; no other special
	// move is generated for a unit on a wall (V13-WALL-ASSASSIN, wallclimb.go).
	OnWall bool
	// MayContinue: make may leave the turn going on (a turn state with an
	// actor, set by make); Make then does not end the turn. The turn's
	// later steps come from the generation of the turn in progress
	// (a pawn stack's steps, V13-PAWN-STACK).
	MayContinue bool
	// Snapshot: Make copies the position before the move and Unmake
	// restores the copy, so unmake may be nil. For moves that change much
	// or rarely run; a copy costs a few microseconds.
	Snapshot bool

	// gen appends the moves of the unit u on sq, a unit whose type may use
	// the move; it is called only where the turn allows an action that
	// ends it. genSide, for moves found better from their targets, is
	// called instead once per generation (actor: the multimove's actor,
	// mid: inside a multimove).
	gen     func(g *gen, sq board.Square, u *board.Unit)
	genSide func(g *gen, actor board.Square, mid bool)
	// make plays the move; the caller ends the turn. unmake takes it back
	// after the end of the turn has been undone (nil: nothing to undo, or
	// Snapshot).
	make   func(g *Game, u *undo, s Step)
	unmake func(g *Game, u *undo, s Step)

	// Legality: Hint says when the move is legal without a trial
	// (Safety.Need). refused is the plain definition of the move's own
	// rule beyond the king's safety (HintFreeTarget), on the position
	// before the move, which perft by copy checks with; refusal is the
	// error ParseStep gives for it.
	Hint    Hint
	refused func(p *board.Position, s Step) bool
	refusal string
	// refusedAt, if not nil, is refused for the legality test at a turn's
	// start, with the position's protection state at hand (Verdict): the
	// same answer without computing that state afresh.
	refusedAt func(g *Game, prot *Protection, s Step) bool

	// changes returns, after the move was made, the squares it changed
	// (besides walls, trails and tombs of the turn's end) and whether it
	// changed levels, for partial legality trials; ok false (or nil)
	// means: test the king's attackers afresh. king is the mover's king.
	changes func(u *undo, king board.Square) (c board.SquareSet, levels, ok bool)
	// movesEnemies, if not nil, reports a step that may move enemy units
	// from squares of changes' set to others of it (a Rotate turning
	// enemy units): the partial trial asks them where they stand now.
	movesEnemies func(s Step) bool
	// landing, with movesEnemies, is where the contents of sq, a square
	// of region's set, stand after step s (movedAreaVerdict).
	landing func(s Step, sq board.Square) board.Square
	// settled, if not nil, returns c, after step s was made (c the
	// squares changes named), without the squares of among whose contents
	// the move left as they were: the partial trial asks no group again
	// for them. (Sets by value: a pointer passed through a function value
	// would move the caller's set to the heap.)
	settled func(p *board.Position, s Step, c, among board.SquareSet) board.SquareSet
	// area is HintArea's area: the squares the move changes, ok false
	// when it changes more (then a trial).
	area func(s Step) (area board.SquareSet, ok bool)
	// region, if not nil, names before the move is made the squares it
	// may change units on (besides its own From and To): a Rotate's block,
	// a Shift's line; ok false when it may change more. The search scores
	// them before and after (Game.Region, Game.Within), so that a move
	// undone without a copy of the position needs no whole evaluation.
	region func(s Step) (area board.SquareSet, ok bool)

	// Marked: the move's steps are not KindSpecial steps but another
	// unit's own steps carrying the step's mark bit (Step.Mind), since a
	// special step's argument cannot hold a whole step (Mind Control). The
	// registry holds at most one such move (markedDef finds it). The core
	// asks it, through markedDef, what it asks of a special move: make (on
	// the snapshot, if Snapshot), whether the turn may go on (MayContinue),
	// and a trial for legality (init requires HintNone); a marked step is
	// never one of a unit's own offers (Game.Offers). Its notation:
	// Prefix, then the step (format writes it, syntax checks the text after
	// Prefix); never <square>!<name>, which ParseStep refuses with Written.
	Marked  bool
	Prefix  string
	Written string // how the notation writes its steps, for error messages
	format  func(p *board.Position, s Step) string
	syntax  func(str, rest string) error

	// parse reads a step of the move that generation need not offer (a
	// declared program) from its notation: 0 if str is not one, an error
	// if it is one the rule refuses. ParseStep asks every row that has it.
	parse func(g *Game, str string) (Step, error)

	id Special // its registry row, set at init
}

// marked is the registry's Marked move (nil: none), set at init.
var marked *SpecialDef

// markedDef returns the special move whose step s is (a step with the mark
// bit), or nil for any other step. The hot paths test the bit alone
// (Step.isMarked) and then read marked, which is set whenever a step can
// carry the bit: only the marked move's generator sets it.
func markedDef(s Step) *SpecialDef {
	if !s.isMarked() {
		return nil
	}
	return marked
}

// isMarked reports a step that carries the mark bit: a step of the
// registry's Marked move (markedDef).
func (s Step) isMarked() bool { return s&bitMind != 0 }

// Hint is what a special move tells legality (Safety.Need) about when it
// is legal without a trial. The function fields of SpecialDef never take a
// Safety: a pointer to one passed through a function value would move
// every caller's Safety to the heap.
type Hint uint8

const (
	HintNone Hint = iota // a trial for each move
	// HintClocks: the move changes only counters (or links) of friendly
	// units, so it cannot expose the king when the turn's end is quiet and
	// the unit's own turn, ending, dissolves no wall the attack test
	// looked at (Safety.exposers).
	HintClocks
	// HintOwnSquare: the move changes only the level of its unit's own
	// square; legal without a trial when the turn's end is quiet, no flood
	// is on the board (a raised flood drains) and the square is neither the
	// king's nor one the attack test looked at.
	HintOwnSquare
	// HintRelocate: the move takes its unit (not the king) from From to To
	// and changes nothing else, unless it lands on an active tomb; legal
	// without a trial when the turn's end is quiet and neither square is
	// one the attack test looked at, as a plain step.
	HintRelocate
	// HintFreeTarget: the move is illegal onto a unit the enemy attacks (the
	// enemy's reach map is exact on occupied squares), and the king lands
	// on the target: PrepareExchanges answers every target at once when it
	// can (King's Exchange).
	HintFreeTarget
	// HintArea: the move changes only the squares of its area (SpecialDef.
	// area); legal without a trial when the turn's end is quiet and the
	// area holds neither the king nor a square the attack test looked at.
	HintArea
	// HintWalk: HintRelocate for a move whose unit walks its own pattern's
	// path (ownwalk.go), so that the turn's end builds its wall and
	// dissolves its old one, as after a plain step. The path is not known
	// before the move is made: legal without a trial only when no new wall
	// could change the attack test's answer anywhere (wallDep empty) and,
	// at a turn's start, the unit's old walls meet none of its squares.
	HintWalk
	// HintTrade: the move trades the squares of its unit and the friendly
	// body on To and changes nothing else when neither lands on a tomb, a
	// flood or a trap and neither leaves a syzygy (Game.tradeVerdict).
	HintTrade
	// HintRetype: the move changes the type and counters of its unit,
	// which stays on its square (Game.retypeVerdict).
	HintRetype
	// HintVacate: the move takes its unit's body off its own square and
	// changes no other square (Shadowing: the unit stays there as a
	// shadow, which the attack test does not read): legal without a trial
	// when the turn's end is quiet, no program is on the board (a monad it
	// wakes may run) and the square is neither the king's nor one the
	// attack test looked at (a line it walked or a hold it asked).
	HintVacate
	// HintBend: the move puts a Distract square on To and takes its
	// jester's old one away: only lines read them (distractVerdict).
	HintBend
)

// immobileTypes never start an action that moves themselves
// (V13-CLASS-IMMOBILE, V8-CLASS-IMMOBILE), in any variant.
var immobileTypes = typesAnywhere(func(t *board.TypeInfo) bool { return t.Immobile })

// typesAnywhere is the set of the types whose descriptor satisfies f in
// some variant's roster: a unit type's properties are the same wherever it
// plays (the Cannon captures in 8.0 and 13.0 alike), so the rules core's
// type sets are the union over the variants; where a variant changes a
// property of a type it shares (the 8.0 bishop captures nothing), a
// switch says so (board/variant_v8rules.go).
func typesAnywhere(f func(*board.TypeInfo) bool) board.TypeSet {
	var s board.TypeSet
	for _, v := range board.Variants() {
		for t := board.Pawn; t < board.NumTypes; t++ {
			if v.Roster.Has(t) && f(&v.Types[t]) {
				s.Add(t)
			}
		}
	}
	return s
}

// abilitiesIn lists, per variant (board.Variant.Index) and unit type, the
// special moves the type may use in that variant, in registry order (the
// order they are generated in); sideSpecialsIn those generated once per
// generation. A variant's tables hold only the rows whose mechanic it has:
// a switched-off move costs generation nothing. usersIn is the users
// column per variant.
// specialDefs and specialUsers are the registry's columns, filled from it
// at init (the code that reads them is reached from the definitions).
var (
	abilitiesIn    [board.MaxVariants][board.NumTypes][]*SpecialDef
	sideSpecialsIn [board.MaxVariants][]*SpecialDef
	usersIn        [board.MaxVariants][numSpecials]board.TypeSet
	specialDefs    [numSpecials]*SpecialDef
	specialUsers   [numSpecials]board.TypeSet
	specialMechs   [numSpecials]board.Mechanic
)

func init() {
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		r := registry[sp]
		if r.def == nil || r.def.Name == "" || r.def.make == nil || (r.def.gen == nil) == (r.def.genSide == nil) {
			panic(fmt.Sprintf("movegen: special move %d is not fully registered", sp))
		}
		if r.def.Marked {
			if marked != nil || r.def.Prefix == "" || r.def.Written == "" || r.def.format == nil || r.def.syntax == nil || r.def.Hint != HintNone {
				panic(fmt.Sprintf("movegen: marked special move %s: a second one, or its notation hooks or Hint are wrong", r.def.Name))
			}
			marked = r.def
		}
		r.def.id = sp
		specialDefs[sp], specialUsers[sp], specialMechs[sp] = r.def, r.users, r.mech
		for _, v := range board.Variants() {
			if !v.Has(r.mech) {
				continue
			}
			users := r.users & v.Roster
			if r.def.MovesSelf && users&v.Classes.Immobile != 0 {
				panic(fmt.Sprintf("movegen: special move %s moves its unit, but an immobile type of %s may use it (V13-CLASS-IMMOBILE, V8-CLASS-IMMOBILE)", r.def.Name, v.Name))
			}
			usersIn[v.Index][sp] = users
			if r.def.genSide != nil {
				sideSpecialsIn[v.Index] = append(sideSpecialsIn[v.Index], r.def)
				continue
			}
			for t := board.Pawn; t < board.NumTypes; t++ {
				if users.Has(t) {
					abilitiesIn[v.Index][t] = append(abilitiesIn[v.Index][t], r.def)
				}
			}
		}
	}
}

// Mechanic is the variant mechanic the special move belongs to (its
// registry row's).
func (sp Special) Mechanic() board.Mechanic {
	if sp < numSpecials {
		return specialMechs[sp]
	}
	return board.MechBase
}

// In reports whether the variant v has the special move sp.
func (sp Special) In(v *board.Variant) bool {
	return sp > SpecNone && sp < numSpecials && v.Has(specialMechs[sp])
}

// MayUseIn reports whether a unit of type t may use the special move in
// the variant v.
func (sp Special) MayUseIn(v *board.Variant, t board.UnitType) bool {
	return sp < numSpecials && t < board.NumTypes && usersIn[v.Index][sp].Has(t)
}

// Def is the definition of a special move (nil for none).
func (sp Special) Def() *SpecialDef {
	if sp < numSpecials {
		return specialDefs[sp]
	}
	return nil
}

// MayUse reports whether a unit of type t may use the special move.
func (sp Special) MayUse(t board.UnitType) bool {
	return sp < numSpecials && t < board.NumTypes && specialUsers[sp].Has(t)
}

func (sp Special) String() string {
	if d := sp.Def(); d != nil {
		return d.Name
	}
	return fmt.Sprintf("special(%d)", uint8(sp))
}

// specialByName finds a special move by its notation name.
func specialByName(name string) (Special, bool) {
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		if specialDefs[sp].Name == name {
			return sp, true
		}
	}
	return SpecNone, false
}

func makeSpecial(from, to board.Square, sp Special) Step {
	return makeStep(from, to, KindSpecial, PatNone) | Step(sp)<<shiftSpec
}

// addSpecial appends special move sp of the unit on from, aimed at to, with
// argument arg.
func (g *gen) addSpecial(from, to board.Square, sp Special, arg uint16) {
	g.list = append(g.list, makeSpecial(from, to, sp)|Step(arg)<<shiftArg)
}

// specialMoves appends to list the special moves of the side to move:
// those of every unit that can act at the start of a turn, those of the
// actor on actor as the finishing step of a multimove (mid), where unit
// abilities are locked. sg is the generator they run on: one the caller
// keeps (a Game's, a Generator's), since a gen passed to the definitions'
// functions through function values escapes to the heap.
func specialMoves(p *board.Position, list []Step, prot *Protection, sg *gen, actor board.Square, mid bool) []Step {
	*sg = newGen(p, p.SideToMove(), list)
	sg.prot = prot
	vi := p.Variant.Index
	abilities := &abilitiesIn[vi]
	if mid {
		c := &sg.cells[actor]
		if u := p.Unit(c.Body); sg.canAct(u, c.Piece) {
			sg.specials(abilities, actor, u, abilitiesMidTurn(p, u)) // V8-ADVANCED (advanced8.go)
		}
	} else {
		all := p.SideBodies(sg.side)
		for i, word := range all {
			for ; word != 0; word &= word - 1 {
				sq := board.Square(i*64 + bits.TrailingZeros64(word))
				c := &sg.cells[sq]
				if u := p.Unit(c.Body); sg.canAct(u, c.Piece) && !(u.Type == board.Pawn && knightmared(p, u, nil)) {
					sg.specials(abilities, sq, u, true) // a pawn a knight holds has none (V13-KNIGHT-KNIGHTMARE)
				}
			}
		}
	}
	n := len(sg.list)
	for _, d := range sideSpecialsIn[vi] {
		d.genSide(sg, actor, mid)
	}
	if !mid {
		sg.list = dropNightmareSpecials(p, sg.side, sg.list, n)
	}
	return sg.list
}

// specials generates the special moves of the unit u on sq (unit abilities
// only at the start of a turn), from its variant's abilities table.
func (g *gen) specials(abilities *[board.NumTypes][]*SpecialDef, sq board.Square, u *board.Unit, start bool) {
	walled := g.onWall(sq)
	for _, d := range abilities[u.Type] {
		if (start || d.Generic) && (!walled || d.OnWall) {
			d.gen(g, sq, u)
		}
	}
}

// scratch is the free tail of the step list, lent to attack queries made
// while generating so that they allocate nothing.
func (g *gen) scratch() []Step { return g.list[len(g.list):] }

// enemyAttacks reports whether the enemy of the side generating attacks sq.
func (g *gen) enemyAttacks(sq board.Square) bool {
	key := g.p.Hash()
	// At a turn's start the protection state's reach maps, kept up to date
	// from each step's changes (reachCache), answer for most empty squares.
	if pr := g.prot; pr != nil && pr.valid && pr.key == key && g.p.Turn().Actor == 0 && mapsAnswerEmpty(g.p.Variant) {
		if c := &g.cells[sq]; c.Piece == 0 && c.Wall == 0 {
			if hit, known := pr.attackedEmpty(g.side.Other(), sq); known {
				return hit
			}
		}
	}
	if key != g.atkKey || g.prot != g.atkProt || g.side != g.atkSide {
		g.atkSeen, g.atkHit = board.SquareSet{}, board.SquareSet{}
		g.atkKey, g.atkProt, g.atkSide = key, g.prot, g.side
	} else if g.atkSeen.Has(sq) {
		return g.atkHit.Has(sq)
	}
	hit, _ := fastAttacked(g.p, g.side.Other(), sq, g.scratch(), g.prot)
	g.atkSeen.Add(sq)
	if hit {
		g.atkHit.Add(sq)
	}
	return hit
}

// mapsAnswerEmpty reports a variant whose reach maps agree with the attack
// test on empty squares (attackedEmpty). Not the 12x12 texts': their pawn
// steps as a king with no Knightmare hold in generation, while the attack
// test holds it (attacker); none of their special moves asks enemyAttacks.
func mapsAnswerEmpty(v *board.Variant) bool { return !v.Has(board.MechPawnKingStep) }

// makeSpecial plays a special step; the caller ends the turn.
func (g *Game) makeSpecial(u *undo, s Step) {
	d := s.Special().Def()
	if d == nil {
		panic(fmt.Sprintf("movegen: cannot make special step %#x", uint64(s)))
	}
	if d.Snapshot && u.snap == nil {
		g.snapshot(u)
	}
	d.make(g, u, s)
}

// unmakeSpecial undoes makeSpecial for the special moves not undone from a
// snapshot; the end of the turn has been undone already.
func (g *Game) unmakeSpecial(u *undo, s Step) {
	if d := s.Special().Def(); d.unmake != nil {
		d.unmake(g, u, s)
	}
}

// relocationChanges is SpecialDef.changes for a move that takes one unit
// from From to To (HintRelocate): those two squares, unless it hit more.
func relocationChanges(u *undo, king board.Square) (c board.SquareSet, levels, ok bool) {
	if u.snap != nil || u.nonLocal || u.step.From() == king {
		return c, false, false
	}
	c.Add(u.step.From())
	c.Add(u.step.To())
	return c, false, true
}

// needSpecial is Safety.Need for a special step, by its Hint.
func (sf *Safety) needSpecial(s Step) Verdict {
	h := s.Special().Def().Hint
	switch {
	case h == HintFreeTarget:
		// The move's own rule (the target not attacked) is Verdict's.
		if sf.dep.Has(s.To()) {
			return Trial // the friend that dies holds an attacker by its aura (aura.go)
		}
		if sf.loops { // a loop step after the move may open a line onto the king: tried
			return Trial
		}
		if sf.exKnown && !sf.exAura.Has(s.To()) { // PrepareExchanges answered every target at once
			if sf.exAttacked.Has(s.To()) {
				return Unsafe
			}
			return Safe
		}
		return Trial
	case !sf.hasKing:
		return Safe
	case !sf.quietEnd:
		return Trial
	case h == HintClocks && !sf.dep.Has(s.From()) && !sf.dep.Has(s.To()) && (sf.turn.Actor != 0 || !sf.exposers.Has(s.From())):
		return Safe // unless a paralysis changes an aura the attack test met (aura.go)
	case h == HintOwnSquare && !sf.floods && s.From() != sf.king && !sf.dep.Has(s.From()):
		return Safe
	case h == HintRelocate && s.From() != sf.king && !sf.dep.Has(s.From()) && !sf.dep.Has(s.To()) && !sf.blast.Has(s.To()):
		return Safe
	case h == HintWalk && s.From() != sf.king && !sf.dep.Has(s.From()) && !sf.dep.Has(s.To()) && !sf.blast.Has(s.To()) &&
		sf.wallDep.Empty() && (sf.turn.Actor != 0 || !sf.exposers.Has(s.From())):
		return Safe
	case h == HintArea:
		if area, ok := s.Special().Def().area(s); ok && !area.Has(sf.king) && !area.Intersects(&sf.dep) {
			return Safe
		}
	}
	return Trial
}

// tradeVerdict is HintTrade's verdict (the king not in check, the turn's
// end quiet): a move by the unit on From that trades squares with the
// friendly body on To (Teleswap, a SwapShot with a friend). The enemy's
// attack test reads friendly units as obstacles and as holds (auras,
// pincers, Knightmare); where neither square is one it looked at, no line
// it walked meets them and no attacker it asked was held by them, and on
// their new squares they can only block or hold more. A king swapped, an
// enemy partner, a landing on a tomb, flood or trap, a syzygy left, a move
// inside a turn, or the mover's turn dissolving a wall the test looked at
// (Safety.exposers) gets a trial.
func (g *Game) tradeVerdict(sf *Safety, s Step) Verdict {
	p := g.Pos
	from, to := s.From(), s.To()
	if sf.turn.Actor != 0 || from == sf.king || to == sf.king || sf.dep.Has(from) || sf.dep.Has(to) || sf.exposers.Has(from) {
		return Trial
	}
	const lands = board.FeatTomb | board.FeatFlood | board.FeatTrap
	a, b := p.Unit(p.BodyAt(from)), p.Unit(p.BodyAt(to))
	if (p.Cell(from).Features|p.Cell(to).Features)&lands != 0 || a.Side != b.Side || a.Syzygy != 0 || b.Syzygy != 0 {
		return Trial
	}
	return Safe
}

// retypeVerdict is HintRetype's verdict (the king not in check, the turn's
// end quiet): the unit on From changes its type and counters and stays
// there (Morph). The enemy's attack test reads a friendly unit as a body
// (it stays one, on its level) and, by its type, as a hold: a chancellor's
// aura, a jester's presence, a Knightmare (pawns, whose pincers are holds
// too, never morph). Where the old type holds nothing, a square the test
// looked at may hold it: what the test read there stays, and the new
// type can only hold more. Else, as HintClocks, the square must be off
// the test's squares. The unit's own turn, ending, must dissolve no wall
// the test looked at (Safety.exposers).
func (g *Game) retypeVerdict(sf *Safety, s Step) Verdict {
	from := s.From()
	if from == sf.king || from != s.To() || sf.turn.Actor == 0 && sf.exposers.Has(from) {
		return Trial
	}
	if sf.dep.Has(from) {
		switch g.Pos.PieceAt(from).Type() {
		case board.Chancellor, board.Jester, board.Knight, board.Pawn:
			return Trial
		}
	}
	return Safe
}
