// The page of the FrozenChess GUI. It draws what the server sends (the board
// comes as SVG, the legal steps as a list) and posts what the person clicks;
// the rules run on the server.
'use strict';

const $ = (id) => document.getElementById(id);
let st = null;        // the newest state
let gameId = null;
let events = null;
let selected = null;  // the square whose steps are shown
let viewPly = null;   // the ply shown when navigating, null = the live position
let chosen = null;    // the special step chosen in the menu, waiting for Play: {step, answer}
let previewOf = null; // the step whose preview is drawn
let pickKind = null;  // a special move's name whose target is picked on the board

async function api(path, body, raw) {
  const opts = body === undefined ? {} : {
    method: 'POST',
    headers: raw ? { 'Content-Type': 'text/plain' } : { 'Content-Type': 'application/json' },
    body: raw ? body : JSON.stringify(body),
  };
  const r = await fetch(path, opts);
  let data = null;
  try { data = await r.json(); } catch (e) { data = { error: 'bad answer from the server' }; }
  return { ok: r.ok, status: r.status, data };
}

function message(text, kind) {
  const m = $('message');
  if (!text) { m.className = 'panel hidden'; m.textContent = ''; return; }
  m.className = 'panel ' + (kind || 'error');
  m.textContent = text;
}

function connect(id) {
  gameId = id;
  try { localStorage.setItem('fc-game', id); } catch (e) { /* private mode */ }
  const u = new URL(location.href);
  u.searchParams.set('game', id);
  history.replaceState(null, '', u);
  $('btn-save').href = '/api/record?game=' + encodeURIComponent(id);
  if (events) events.close();
  events = new EventSource('/api/events?game=' + encodeURIComponent(id));
  events.addEventListener('state', (e) => show(JSON.parse(e.data)));
  events.onerror = () => {
    if (events.readyState === EventSource.CLOSED) message('lost the connection to the server');
  };
}

async function newGame(cfg) {
  const r = await api('/api/new', cfg);
  if (!r.ok) { message(r.data.error); return; }
  message('');
  viewPly = null;
  selected = null;
  show(r.data);
  connect(r.data.id);
}

function config() {
  const tc = $('tc').value;
  const cfg = { mode: $('mode').value, human: $('side').value, player: $('player').value, position: $('position').value.trim(), variant: $('variant').value };
  if (tc.includes('+')) {
    // Clocks: base+increment in seconds, as fcmatch writes them.
    const [base, inc] = tc.split('+').map(Number);
    cfg.base = Math.round(base * 1000);
    cfg.inc = Math.round(inc * 1000);
  } else {
    const [k, v] = tc.split('=');
    cfg[k] = parseInt(v, 10);
  }
  return cfg;
}

// Clocks: the state gives the time left when it was sent; the side whose
// time runs counts down here until the next state.
let clockAt = 0;
function clockText(ms) {
  const t = Math.max(0, ms);
  const m = Math.floor(t / 60000);
  const sec = ((t % 60000) / 1000).toFixed(t < 10000 ? 1 : 0).padStart(t < 10000 ? 4 : 2, '0');
  return `${m}:${sec}`;
}
function drawClocks() {
  const el = $('clocks');
  if (!st || !st.clocks) { el.classList.add('hidden'); return; }
  el.classList.remove('hidden');
  const spent = st.clockSide ? performance.now() - clockAt : 0;
  ['white', 'black'].forEach((side, i) => {
    const span = $(`clock-${side}`);
    span.textContent = `${side === 'white' ? 'White' : 'Black'} ${clockText(st.clocks[i] - (st.clockSide === side ? spent : 0))}`;
    span.classList.toggle('running', st.clockSide === side);
  });
}
setInterval(drawClocks, 100);

// show draws a state, unless an older one arrives after a newer.
function show(s) {
  // An older state arriving after a newer is dropped, and the same state
  // again (the event stream's first, after the page's own request) changes
  // nothing: the board is not redrawn under the person's click.
  if (st && s.id === st.id && s.version <= st.version) return;
  const newPosition = !st || st.id !== s.id || st.fen !== s.fen;
  if (!st || st.id !== s.id) formFrom(s);
  st = s;
  if (newPosition) {
    selected = null;
    chosen = null;
    pickKind = null;
    previewOf = null;
    hideMenu();
    if (s.partial.length > 0) {
      // Go on with the unit whose turn it is: select it.
      const last = s.partial[s.partial.length - 1].match(/[a-p](1[0-6]|[1-9])/g);
      if (last) selected = last[last.length - 1];
    }
  }
  if (viewPly === null) drawBoard(s.svg);
  thinking();
  clockAt = performance.now();
  drawClocks();
  status();
  letters();
  buttons();
  moves();
  graph();
  lines();
  if (!$('fen').classList.contains('hidden')) $('fen').value = viewPly === null ? s.fen : $('fen').value;
  if (s.notice) message(s.notice, 'notice');
  highlight();
}

// formFrom shows the settings of the game on the page in the new-game form.
function formFrom(s) {
  $('mode').value = s.mode;
  if (s.variant && [...$('variant').options].some((o) => o.value === s.variant.name)) $('variant').value = s.variant.name;
  $('side').value = s.human;
  $('player').value = s.player;
  if ([...$('tc').options].some((o) => o.value === s.tc)) $('tc').value = s.tc;
  $('side-label').classList.toggle('hidden', s.mode !== 'play');
}

function drawBoard(svg) {
  const wrap = $('board-wrap');
  wrap.innerHTML = svg;
  // The board's shape is the variant's (16x16, 12x12, ...): the drawing
  // says its size, the frame keeps its proportions.
  const b = wrap.querySelector('svg');
  const vb = b && b.viewBox && b.viewBox.baseVal;
  if (vb && vb.width && vb.height) wrap.style.aspectRatio = `${vb.width} / ${vb.height}`;
  overlay();
}

// The variants the server plays, for the new-game dialog: each variant of
// the rules is offered by its title, whatever its board.
async function loadVariants() {
  const r = await api('/api/variants');
  if (!r.ok || !Array.isArray(r.data)) { message('could not read the list of variants'); return; }
  const sel = $('variant');
  const keep = sel.value;
  sel.textContent = '';
  for (const v of r.data) {
    const o = document.createElement('option');
    o.value = v.name;
    o.textContent = v.files === 16 && v.ranks === 16 ? v.title : `${v.title} (${v.files}x${v.ranks})`;
    o.dataset.files = v.files;
    o.dataset.ranks = v.ranks;
    sel.appendChild(o);
  }
  const want = st && st.variant ? st.variant.name : keep;
  if ([...sel.options].some((o) => o.value === want)) sel.value = want;
}

// letters lists the game's unit letters under the board, from its variant.
function letters() {
  const v = st.variant;
  const el = $('letters');
  if (!v || el.dataset.variant === v.name) return;
  el.dataset.variant = v.name;
  el.textContent = `Letters in ${v.title}: ` + v.letters.map((l) => `${l.letter} ${l.type}`).join(', ') + '.';
}

function status() {
  const s = st;
  const el = $('status');
  el.textContent = '';
  const add = (text, cls) => { const sp = document.createElement('span'); sp.textContent = text; if (cls) sp.className = cls; el.appendChild(sp); return sp; };
  add(`White: ${s.white} · Black: ${s.black} · `);
  const game = add(s.variant ? s.variant.title : '', 'variant');
  game.id = 'game-variant';
  if (s.variant) {
    game.dataset.variant = s.variant.name;
    game.title = `${s.variant.name}, a ${s.variant.files}x${s.variant.ranks} board`;
  }
  add(` · ${s.mode} · ${s.tc}`);
  el.appendChild(document.createElement('br'));
  if (s.result !== '*') {
    add(`${s.result} — ${s.reason}`, 'result');
  } else {
    add(`${s.toMove} to move`);
    if (s.inCheck) add(' · check', 'check');
    if (s.partial.length) add(` · turn so far: ${s.partial.join(',')}`);
    if (s.thinking) add(' · the engine is thinking…', 'thinking');
    if (s.analysing) add(' · analysing…', 'thinking');
    if (s.paused && s.mode !== 'analyse') add(' · paused');
  }
  el.dataset.result = s.result;
  el.dataset.toMove = s.toMove;
}

function has(kind) { return st && st.legal.some((l) => l.kind === kind); }

function buttons() {
  const live = viewPly === null;
  $('btn-end').disabled = !(live && has('end'));
  $('btn-null').disabled = !(live && has('null'));
  $('btn-respawn').disabled = !(live && has('respawn'));
  $('btn-undo').disabled = !(st.partial.length || st.turns.length);
  $('btn-engine').disabled = st.result !== '*' || st.thinking || st.analysing;
  $('btn-pause').textContent = st.paused ? 'Resume' : 'Pause';
  $('btn-pause').disabled = st.mode === 'analyse' || st.result !== '*';
  $('btn-analyse').disabled = st.result !== '*' || st.thinking || st.analysing;
  $('btn-stop').disabled = !st.analysing;
}

function moves() {
  const ol = $('moves');
  ol.textContent = '';
  const cur = viewPly === null ? st.turns.length : viewPly;
  const whiteFirst = st.turns.length === 0 || st.turns[0].side === 'white';
  let li = null;
  st.turns.forEach((t, i) => {
    if (t.side === 'white' || i === 0 || !li) {
      li = document.createElement('li');
      if (!whiteFirst && i === 0) li.appendChild(document.createTextNode('… '));
      ol.appendChild(li);
    }
    const sp = document.createElement('span');
    sp.className = 'turn' + (i + 1 === cur ? ' current' : '');
    sp.textContent = t.token;
    sp.dataset.ply = i + 1;
    sp.title = `${t.side}` + (t.score ? `, ${t.score} at depth ${t.depth}` : '');
    sp.addEventListener('click', () => view(i + 1));
    li.appendChild(sp);
    if (t.score) {
      const sc = document.createElement('span');
      sc.className = 'score';
      sc.textContent = t.eval ? fmtScore(t.white) : t.score;
      li.appendChild(sc);
    }
  });
  const c = ol.querySelector('.current');
  if (c && viewPly === null) ol.scrollTop = ol.scrollHeight;
  $('nav-info').textContent = viewPly === null ? `ply ${st.turns.length} (live)` : `ply ${viewPly} of ${st.turns.length}`;
}

function fmtScore(cp) {
  if (Math.abs(cp) >= 10000) return cp > 0 ? '+mate' : '-mate';
  return (cp >= 0 ? '+' : '') + (cp / 100).toFixed(2);
}

function graph() {
  const g = $('graph');
  const pts = [];
  st.turns.forEach((t, i) => { if (t.eval) pts.push([i + 1, t.white]); });
  const n = Math.max(st.turns.length, 2);
  const y = (cp) => 45 - Math.tanh(cp / 800) * 42; // a pawn shows, a rook's lead does not flatten the rest
  const x = (ply) => ply / n * 300;
  let inner = '';
  for (const p of [1, 5, 20]) {
    for (const sgn of [1, -1]) inner += `<line class="grid" x1="0" x2="300" y1="${y(sgn * p * 100).toFixed(1)}" y2="${y(sgn * p * 100).toFixed(1)}"/>`;
  }
  inner += `<line class="zero" x1="0" y1="45" x2="300" y2="45"/>`;
  if (pts.length) {
    const line = pts.map(([p, cp]) => `${x(p).toFixed(1)},${y(cp).toFixed(1)}`).join(' ');
    const area = `${x(pts[0][0]).toFixed(1)},45 ${line} ${x(pts[pts.length - 1][0]).toFixed(1)},45`;
    inner += `<polygon class="evalarea" points="${area}"/><polyline class="evalline" points="${line}"/>`;
  }
  g.innerHTML = inner;
  g.dataset.points = pts.length;
}

function lines() {
  const tb = $('lines').querySelector('tbody');
  tb.textContent = '';
  for (const l of st.analysis) {
    const tr = document.createElement('tr');
    for (const v of [l.multipv, l.depth, l.score, l.pv]) {
      const td = document.createElement('td');
      td.textContent = v;
      tr.appendChild(td);
    }
    tr.lastChild.className = 'pv';
    tb.appendChild(tr);
  }
}

// The overlay on the board: the preview of a chosen special move, or the
// engine's principal variation as arrows while it searches (play, watch)
// and in analysis. Drawn over the server's SVG, in its coordinates.
const svgNS = 'http://www.w3.org/2000/svg';
function el(tag, attrs, parent) {
  const e = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// centre of a square in the board's coordinates (its group is translated
// to the square's corner; a square is 48 wide).
function centre(svg, sq) {
  const g = svg.querySelector(`.sq[data-sq="${sq}"]`);
  if (!g) return null;
  const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(g.getAttribute('transform') || '');
  return m ? [parseFloat(m[1]) + 24, parseFloat(m[2]) + 24] : null;
}

function arrow(svg, parent, from, to, cls, marker, label) {
  const a = centre(svg, from), b = centre(svg, to);
  if (!a || !b) return;
  const dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy) || 1;
  const end = [b[0] - dx / len * 10, b[1] - dy / len * 10]; // the head ends inside the square
  el('line', { class: cls, x1: a[0], y1: a[1], x2: end[0].toFixed(1), y2: end[1].toFixed(1), 'marker-end': `url(#${marker})`, 'data-from': from, 'data-to': to }, parent);
  if (label) badge(parent, a, cls, label);
}

// path draws a step through its squares (a line's bounce, a run's hops)
// as one arrow.
function path(svg, parent, sqs, cls, marker, label) {
  const pts = sqs.map((q) => centre(svg, q)).filter(Boolean);
  if (pts.length < 2) return;
  const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
  const dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy) || 1;
  pts[pts.length - 1] = [b[0] - dx / len * 10, b[1] - dy / len * 10];
  el('polyline', { class: cls, points: pts.map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' '), fill: 'none', 'marker-end': `url(#${marker})`, 'data-from': sqs[0], 'data-to': sqs[sqs.length - 1] }, parent);
  badge(parent, pts[0], cls, label);
}

// badge numbers a turn of the engine's line in the corner of its square.
function badge(parent, c, cls, label) {
  el('circle', { class: 'pv-badge', cx: c[0] - 15, cy: c[1] - 15, r: 8 }, parent);
  const t = el('text', { class: 'pv-label', x: c[0] - 15, y: c[1] - 11 }, parent);
  t.textContent = label;
}

function ring(svg, parent, sq, cls) {
  const c = centre(svg, sq);
  if (c) el('rect', { class: cls, x: c[0] - 22, y: c[1] - 22, width: 44, height: 44, rx: 6, 'data-sq': sq }, parent);
}

// area outlines what a Rotate turns (its block) or a Shift moves (its
// rank or file), so the preview and the engine's line show its extent.
function area(svg, parent, step, cls) {
  const sq = (s) => ({ f: s.charCodeAt(0) - 97, r: parseInt(s.slice(1), 10) });
  const name = (f, r) => String.fromCharCode(97 + f) + r;
  let a = null, b = null;
  let m = /^([a-p]\d+)!rotate:(\d+)x/.exec(step);
  if (m) {
    const c = sq(m[1]), n = parseInt(m[2], 10);
    a = m[1]; b = name(c.f + n - 1, c.r + n - 1);
  } else if ((m = /^([a-p]\d+)!shift:([rf])/.exec(step))) {
    const c = sq(m[1]);
    const files = st.variant ? st.variant.files : 16, ranks = st.variant ? st.variant.ranks : 16;
    if (m[2] === 'r') { a = name(0, c.r); b = name(files - 1, c.r); } else { a = name(c.f, 1); b = name(c.f, ranks); }
  }
  if (!a) return;
  const p = centre(svg, a), q = centre(svg, b);
  if (!p || !q) return;
  const x = Math.min(p[0], q[0]) - 24, y = Math.min(p[1], q[1]) - 24;
  el('rect', { class: cls, x, y, width: Math.abs(p[0] - q[0]) + 48, height: Math.abs(p[1] - q[1]) + 48, rx: 4 }, parent);
}

function squaresOf(step) { return step.match(/[a-p](1[0-6]|[1-9])(?![0-9])/g) || []; }

function overlay() {
  const svg = $('board-wrap').querySelector('svg');
  if (!svg) return;
  const old = svg.querySelector('#overlay');
  if (old) old.remove();
  if (viewPly !== null || !st) return;
  const g = el('g', { id: 'overlay' }, svg);
  const defs = el('defs', {}, g);
  for (const [id, colour] of [['ah-preview', '#d81b60'], ['ah-pv1', '#1565c0'], ['ah-pv2', '#e65100']]) {
    const mk = el('marker', { id, viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' }, defs);
    el('path', { d: 'M0 0L10 5L0 10z', fill: colour }, mk);
  }
  if (previewOf && previewData && previewData.step === previewOf) {
    const pv = previewData.preview || {};
    const pg = el('g', { id: 'preview', 'data-step': previewOf }, g);
    area(svg, pg, previewOf, 'pv-area');
    for (const sq of pv.changed || []) ring(svg, pg, sq, 'pv-changed');
    for (const sq of pv.gone || []) ring(svg, pg, sq, 'pv-gone');
    for (const sq of pv.new || []) ring(svg, pg, sq, 'pv-new');
    for (const sq of pv.paralysed || []) ring(svg, pg, sq, 'pv-par');
    for (const m of pv.moves || []) { ring(svg, pg, m.to, 'pv-land'); arrow(svg, pg, m.from, m.to, 'pv-move', 'ah-preview'); }
    const l = st.legal.find((x) => x.text === previewOf);
    if (l && l.to && l.to !== l.from) ring(svg, pg, l.to, 'pv-target');
    return;
  }
  const line = st.live || (st.analysis.length ? st.analysis[0] : null);
  if (!line || !line.pv) return;
  const pvg = el('g', { id: 'pv-arrows', 'data-pv': line.pv }, g);
  const turns = line.pv.split(/\s+/).slice(0, 3);
  turns.forEach((turn, i) => {
    const cls = i % 2 === 0 ? 'pv1' : 'pv2';
    for (const step of turn.split(',')) {
      const sqs = squaresOf(step);
      area(svg, pvg, step, 'pv-area ' + cls);
      if (sqs.length >= 2 && sqs[0] !== sqs[sqs.length - 1]) path(svg, pvg, sqs, 'pv-arrow ' + cls, 'ah-' + cls, String(i + 1));
      else if (sqs.length) { ring(svg, pvg, sqs[0], 'pv-spot ' + cls); badge(pvg, centre(svg, sqs[0]), cls, String(i + 1)); }
    }
  });
}

// The engine's thinking: depth, score (from White's view, in pawns), speed
// and line, in every mode while it searches.
function whitePawns(score, mover) {
  const [kind, v] = (score || '').split(' ');
  const n = parseInt(v, 10);
  if (isNaN(n)) return '';
  const sign = mover === 'black' ? -1 : 1;
  if (kind === 'mate') return (n * sign > 0 ? 'White' : 'Black') + ` mates in ${Math.abs(n)}`;
  const cp = n * sign;
  return (cp >= 0 ? '+' : '') + (cp / 100).toFixed(2);
}

function fmtNodes(n) {
  if (n >= 1e6) return (n / 1e6).toFixed(1) + ' M';
  if (n >= 1e3) return (n / 1e3).toFixed(0) + ' k';
  return String(n);
}

function thinking() {
  const box = $('thinking');
  const line = st.live || (st.analysis.length ? st.analysis[0] : null);
  box.classList.toggle('hidden', !line);
  if (!line) return;
  const who = st.live ? `the engine (${st.toMove}) is thinking` : (st.analysing ? 'analysing' : 'analysis');
  $('think-head').textContent = who;
  $('think-depth').textContent = line.depth ? `depth ${line.depth}` : '';
  $('think-score').textContent = whitePawns(line.score, st.toMove);
  $('think-score').title = `${line.score} for the side to move`;
  $('think-nps').textContent = line.nps ? `${fmtNodes(line.nps)}nodes/s` : (line.nodes ? `${fmtNodes(line.nodes)}nodes` : '');
  $('think-pv').textContent = line.pv;
  box.dataset.depth = line.depth || 0;
}

// Board input: a click on a unit shows its steps, a click on a target plays.
function stepsFrom(sq) { return st.legal.filter((l) => l.from === sq); }
const boardKinds = new Set(['move', 'capture', 'shot', 'wallhit', 'siege']);

function highlight() {
  const svg = $('board-wrap').querySelector('svg');
  if (!svg) return;
  svg.querySelectorAll('.sq.selected, .sq.target, .sq.special-target').forEach((e) => e.classList.remove('selected', 'target', 'capture', 'special-target'));
  if (!selected || viewPly !== null || !st.humanTurn) return;
  const from = svg.querySelector(`.sq[data-sq="${selected}"]`);
  if (from) from.classList.add('selected');
  for (const l of stepsFrom(selected)) {
    const t = l.to && svg.querySelector(`.sq[data-sq="${l.to}"]`);
    if (!t) continue;
    if (chosen) {
      continue; // a chosen special move's preview is drawn: nothing else is marked
    } else if (pickKind) {
      // Picking a special move's target: only its targets are marked.
      if (l.name === pickKind && l.to !== l.from) t.classList.add('special-target');
    } else if (boardKinds.has(l.kind)) {
      t.classList.add('target');
      if (l.kind !== 'move') t.classList.add('capture');
    } else if (l.kind === 'special' && l.to !== l.from) {
      t.classList.add('special-target'); // picked by a click: the menu narrows to the moves onto it
    }
  }
}

// specialsOnto lists the selected unit's special moves whose target is sq.
function specialsOnto(sq) {
  return stepsFrom(selected).filter((l) => l.kind === 'special' && l.to === sq && l.to !== l.from);
}

function onBoardClick(ev) {
  const g = ev.target.closest('.sq');
  if (!g || !st || viewPly !== null) return;
  if (!st.humanTurn) { message(st.result !== '*' ? 'the game is over' : 'it is not your turn'); return; }
  const sq = g.dataset.sq;
  if (pickKind && selected) {
    const onto = specialsOnto(sq).filter((l) => l.name === pickKind);
    const title = (st.specials[pickKind] || {}).title || pickKind;
    pickKind = null;
    if (onto.length) {
      specialMenu(`${title} of ${selected} onto ${sq}`, onto);
      if (onto.length === 1) choose(onto[0].text);
      highlight();
      return;
    }
  }
  if (selected && selected !== sq) {
    const opts = stepsFrom(selected).filter((l) => l.to === sq && boardKinds.has(l.kind));
    if (opts.length === 1) { play(opts[0].text); return; }
    if (opts.length > 1) { menu(`Which way to ${sq}?`, opts); return; }
    // A special move's target (a Pull's, a SwapShot's, ...), unless the
    // square holds a unit of the mover's that can move: that one is selected.
    const onto = specialsOnto(sq);
    if (onto.length && stepsFrom(sq).length === 0) {
      specialMenu(`Special moves of ${selected} onto ${sq}`, onto);
      if (onto.length === 1) choose(onto[0].text);
      return;
    }
  }
  const own = stepsFrom(sq);
  if (own.length === 0 || selected === sq && st.partial.length === 0) {
    selected = null;
    hideMenu();
  } else {
    selected = sq;
    const specials = own.filter((l) => l.kind === 'special');
    if (specials.length) specialMenu(`Special moves of ${sq}`, specials); else hideMenu();
  }
  highlight();
}

// The special moves' menu: grouped (relocations, the unit's abilities,
// generic moves, Mind Control), each kind with its line of explanation and
// its variants (target square, argument). A variant is chosen first (its
// preview is drawn on the board, its cost shown), then played.
const groupTitles = [
  ['relocation', 'Relocations: they move other units'],
  ['ability', "The unit's own abilities"],
  ['generic', 'Generic special moves'],
  ['mind', 'Mind Control'],
];

function variantLabel(l) {
  const arg = l.text.includes(':') && l.name !== 'mind' ? l.text.slice(l.text.lastIndexOf(':') + 1) : '';
  if (l.name === 'mind') return l.text.slice(5);
  if (l.name === 'rotate') { const [n, a] = arg.split('x'); return `${n}x${n} ${a}°`; }
  if (l.name === 'shift') return `${arg[0] === 'r' ? 'rank' : 'file'} +${arg.slice(1)}`;
  let label = l.to && l.to !== l.from ? `→ ${l.to}` : '';
  if (arg) label += (label ? ' ' : '') + (['pull', 'pullthrough'].includes(l.name) ? `${arg} sq` : arg);
  return label || (st.specials[l.name] || {}).title || l.name;
}

function specialMenu(title, opts) {
  chosen = null;
  pickKind = null;
  const m = $('menu');
  m.textContent = '';
  const head = document.createElement('div');
  head.className = 'menu-head';
  const t = document.createElement('span');
  t.className = 'title';
  t.textContent = title;
  head.appendChild(t);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.textContent = '×';
  close.title = 'close (Esc)';
  close.addEventListener('click', () => { selected = null; hideMenu(); highlight(); });
  head.appendChild(close);
  m.appendChild(head);
  const pick = document.createElement('div');
  pick.id = 'chosen';
  pick.className = 'hidden';
  m.appendChild(pick);
  const byName = new Map();
  for (const o of opts) {
    if (!byName.has(o.name)) byName.set(o.name, []);
    byName.get(o.name).push(o);
  }
  for (const [group, gtitle] of groupTitles) {
    const names = [...byName.keys()].filter((n) => ((st.specials[n] || {}).group || 'ability') === group);
    if (!names.length) continue;
    const sec = document.createElement('section');
    sec.className = 'group';
    sec.dataset.group = group;
    const h = document.createElement('h3');
    h.textContent = gtitle;
    sec.appendChild(h);
    for (const name of names) {
      const info = st.specials[name] || { title: name, explain: '' };
      const kind = document.createElement('div');
      kind.className = 'kind';
      kind.dataset.name = name;
      const kt = document.createElement('div');
      kt.className = 'kind-title';
      const b = document.createElement('b');
      b.textContent = info.title;
      kt.appendChild(b);
      if (info.explain) kt.appendChild(document.createTextNode(' — ' + info.explain));
      kind.appendChild(kt);
      const list = byName.get(name);
      if (list.length > 1 && list.some((o) => o.to && o.to !== o.from)) {
        // Its target is picked on the board: the squares are marked, a click chooses.
        const pk = document.createElement('button');
        pk.type = 'button';
        pk.className = 'pick';
        pk.dataset.pick = name;
        pk.textContent = 'pick the target on the board';
        pk.addEventListener('click', () => {
          pickKind = name;
          chosen = null;
          clearPreview();
          $('menu').querySelector('.menu-head .title').textContent = `${info.title}: click a marked square on the board`;
          highlight();
        });
        kt.appendChild(document.createTextNode(' '));
        kt.appendChild(pk);
      }
      const box = document.createElement('div');
      box.className = 'variants';
      for (const o of list) {
        const v = document.createElement('button');
        v.type = 'button';
        v.textContent = variantLabel(o);
        v.title = o.text;
        v.dataset.step = o.text;
        v.addEventListener('click', () => choose(o.text));
        v.addEventListener('dblclick', () => play(o.text)); // seen the preview: play at once
        v.addEventListener('mouseenter', () => { if (!chosen) showPreview(o.text); });
        v.addEventListener('mouseleave', () => { if (!chosen) clearPreview(); });
        box.appendChild(v);
      }
      kind.appendChild(box);
      sec.appendChild(kind);
    }
    m.appendChild(sec);
  }
  m.classList.remove('hidden');
}

// choose picks a special step: its preview stays drawn and Play plays it.
async function choose(text) {
  chosen = { step: text, answer: null };
  highlight();
  $('menu').querySelectorAll('.variants button').forEach((b) => b.classList.toggle('chosen', b.dataset.step === text));
  const ans = await showPreview(text);
  if (!chosen || chosen.step !== text) return;
  chosen.answer = ans;
  const l = st.legal.find((x) => x.text === text) || { name: '' };
  const info = st.specials[l.name] || { title: l.name };
  const box = $('chosen');
  box.textContent = '';
  const what = document.createElement('div');
  what.className = 'what';
  const pv = ans ? ans.preview : {};
  const moved = (pv.moves || []).length;
  const parts = [`${info.title} ${variantLabel(l)}`, ans ? ans.cost : ''];
  if (moved) parts.push(`${moved} unit${moved > 1 ? 's' : ''} move`);
  if ((pv.gone || []).length) parts.push(`${pv.gone.length} leave the board`);
  if ((pv.new || []).length) parts.push(`${pv.new.length} new`);
  if ((pv.paralysed || []).length) parts.push(`${pv.paralysed.length} paralysed`);
  what.textContent = parts.filter(Boolean).join(' · ');
  box.appendChild(what);
  const go = document.createElement('button');
  go.type = 'button';
  go.id = 'btn-play-chosen';
  go.className = 'primary';
  go.textContent = `Play ${text}`;
  go.addEventListener('click', () => play(text));
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'Cancel';
  cancel.addEventListener('click', () => { chosen = null; box.classList.add('hidden'); clearPreview(); highlight(); $('menu').querySelectorAll('.variants button.chosen').forEach((b) => b.classList.remove('chosen')); });
  box.appendChild(go);
  box.appendChild(cancel);
  box.classList.remove('hidden');
}

// Previews come from the server, which makes the step on the game and
// compares the board before and after; they are kept per position.
const previewCache = new Map();
async function fetchPreview(text) {
  const key = `${st.id}|${st.version}|${text}`;
  if (previewCache.has(key)) return previewCache.get(key);
  const r = await api(`/api/preview?game=${encodeURIComponent(gameId)}&step=${encodeURIComponent(text)}`);
  if (!r.ok) return null;
  if (previewCache.size > 200) previewCache.clear();
  previewCache.set(key, r.data);
  return r.data;
}

let previewData = null;
async function showPreview(text) {
  previewOf = text;
  const ans = await fetchPreview(text);
  if (previewOf !== text) return ans;
  previewData = ans;
  overlay();
  return ans;
}

function clearPreview() {
  previewOf = null;
  previewData = null;
  overlay();
}

function menu(title, opts) {
  const m = $('menu');
  m.textContent = '';
  const t = document.createElement('span');
  t.className = 'title';
  t.textContent = title;
  m.appendChild(t);
  for (const o of opts) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = o.text;
    b.dataset.step = o.text;
    b.addEventListener('click', () => play(o.text));
    m.appendChild(b);
  }
  m.classList.remove('hidden');
}

function hideMenu() {
  $('menu').classList.add('hidden');
  pickKind = null;
  if (chosen || previewOf) { chosen = null; clearPreview(); }
}

async function play(text) {
  hideMenu();
  const r = await api('/api/step', { game: gameId, step: text });
  if (!r.ok) { message(r.data.error); return; }
  message('');
  show(r.data);
}

async function act(path, extra) {
  const r = await api(path, Object.assign({ game: gameId }, extra || {}));
  if (!r.ok) { message(r.data.error); return; }
  message('');
  show(r.data);
}

async function view(ply) {
  if (!st) return;
  if (ply === null || ply >= st.turns.length) {
    viewPly = null;
    drawBoard(st.svg);
  } else {
    ply = Math.max(0, ply);
    const r = await api(`/api/view?game=${encodeURIComponent(gameId)}&ply=${ply}`);
    if (!r.ok) { message(r.data.error); return; }
    viewPly = ply;
    drawBoard(r.data.svg);
    if (!$('fen').classList.contains('hidden')) $('fen').value = r.data.fen;
  }
  buttons();
  moves();
  highlight();
}

async function loadRecord(text, index) {
  const r = await api('/api/load' + (index ? `?index=${index}` : ''), text, true);
  if (!r.ok) { message(r.data.error); return; }
  message(`opened game ${r.data.state.white} - ${r.data.state.black}`, 'notice');
  const sel = $('record-games');
  sel.textContent = '';
  r.data.games.forEach((g) => {
    const o = document.createElement('option');
    o.value = g.index;
    o.textContent = `${g.index + 1}. ${g.white} - ${g.black} ${g.result} (${g.plies} plies)`;
    sel.appendChild(o);
  });
  sel.value = index || 0;
  sel.classList.toggle('hidden', r.data.games.length < 2);
  sel.dataset.text = '';
  recordText = text;
  viewPly = null;
  show(r.data.state);
  connect(r.data.state.id);
}
let recordText = '';

function init() {
  $('board-wrap').addEventListener('click', onBoardClick);
  $('newgame').addEventListener('submit', (e) => { e.preventDefault(); newGame(config()); });
  $('mode').addEventListener('change', () => { $('side-label').classList.toggle('hidden', $('mode').value !== 'play'); });
  $('btn-end').addEventListener('click', () => play('end'));
  $('btn-null').addEventListener('click', () => play('0000'));
  $('btn-respawn').addEventListener('click', () => {
    const opts = st.legal.filter((l) => l.kind === 'respawn');
    if (opts.length === 1) play(opts[0].text); else menu('Respawn on', opts);
  });
  $('btn-undo').addEventListener('click', () => act('/api/undo'));
  $('btn-flip').addEventListener('click', () => act('/api/flip'));
  $('btn-engine').addEventListener('click', () => act('/api/resume', { force: true }));
  $('btn-pause').addEventListener('click', () => act(st.paused ? '/api/resume' : '/api/pause'));
  $('btn-analyse').addEventListener('click', () => act('/api/analyse', { multipv: parseInt($('multipv').value, 10), movetime: parseInt($('atime').value, 10) }));
  $('btn-stop').addEventListener('click', () => act('/api/stop'));
  $('nav-first').addEventListener('click', () => view(0));
  $('nav-prev').addEventListener('click', () => view((viewPly === null ? st.turns.length : viewPly) - 1));
  $('nav-next').addEventListener('click', () => view(viewPly === null ? null : viewPly + 1));
  $('nav-last').addEventListener('click', () => view(null));
  $('btn-fen').addEventListener('click', () => {
    const f = $('fen');
    f.classList.toggle('hidden');
    if (!f.classList.contains('hidden')) { f.value = st.fen; f.select(); }
  });
  $('load').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    if (file.size > 8 << 20) { message('the file is larger than 8 MB'); return; }
    loadRecord(await file.text(), 0);
  });
  $('record-games').addEventListener('change', (e) => loadRecord(recordText, parseInt(e.target.value, 10)));
  document.addEventListener('keydown', (e) => {
    if (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA' || !st) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const press = (id) => { if (!$(id).disabled) $(id).click(); e.preventDefault(); };
    switch (e.key) {
      case 'ArrowLeft': press('nav-prev'); break;
      case 'ArrowRight': press('nav-next'); break;
      case 'e': case 'E': press('btn-end'); break;
      case 'u': case 'U': case 'Backspace': press('btn-undo'); break;
      case 'f': case 'F': press('btn-flip'); break;
      case 'n': case 'N': press('btn-null'); break;
      case 'Enter': if (chosen && $('btn-play-chosen')) press('btn-play-chosen'); break;
      case 'Escape': selected = null; hideMenu(); highlight(); break;
    }
  });
  loadVariants();
  const want = new URL(location.href).searchParams.get('game') || (() => { try { return localStorage.getItem('fc-game'); } catch (e) { return null; } })();
  (async () => {
    if (want) {
      const r = await api('/api/state?game=' + encodeURIComponent(want));
      if (r.ok) { show(r.data); connect(want); return; }
    }
    newGame({ mode: 'play', human: 'white', movetime: 1000, player: 'search' });
  })();
}

document.addEventListener('DOMContentLoaded', init);
