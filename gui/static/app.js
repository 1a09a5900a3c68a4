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
  const cfg = { mode: $('mode').value, human: $('side').value, player: $('player').value, position: $('position').value.trim() };
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
  if (st && s.id === st.id && s.version < st.version) return;
  const newPosition = !st || st.id !== s.id || st.fen !== s.fen;
  if (!st || st.id !== s.id) formFrom(s);
  st = s;
  if (newPosition) {
    selected = null;
    hideMenu();
    if (s.partial.length > 0) {
      // Go on with the unit whose turn it is: select it.
      const last = s.partial[s.partial.length - 1].match(/[a-p](1[0-6]|[1-9])/g);
      if (last) selected = last[last.length - 1];
    }
  }
  if (viewPly === null) drawBoard(s.svg);
  clockAt = performance.now();
  drawClocks();
  status();
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
  $('side').value = s.human;
  $('player').value = s.player;
  if ([...$('tc').options].some((o) => o.value === s.tc)) $('tc').value = s.tc;
  $('side-label').classList.toggle('hidden', s.mode !== 'play');
}

function drawBoard(svg) {
  $('board-wrap').innerHTML = svg;
}

function status() {
  const s = st;
  const el = $('status');
  el.textContent = '';
  const add = (text, cls) => { const sp = document.createElement('span'); sp.textContent = text; if (cls) sp.className = cls; el.appendChild(sp); return sp; };
  add(`White: ${s.white} · Black: ${s.black} · ${s.mode} · ${s.tc}`);
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
  let inner = `<line class="zero" x1="0" y1="45" x2="300" y2="45"/>`;
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

// Board input: a click on a unit shows its steps, a click on a target plays.
function stepsFrom(sq) { return st.legal.filter((l) => l.from === sq); }
const boardKinds = new Set(['move', 'capture', 'shot', 'wallhit', 'siege']);

function highlight() {
  const svg = $('board-wrap').querySelector('svg');
  if (!svg) return;
  svg.querySelectorAll('.sq.selected, .sq.target').forEach((e) => e.classList.remove('selected', 'target', 'capture'));
  if (!selected || viewPly !== null || !st.humanTurn) return;
  const from = svg.querySelector(`.sq[data-sq="${selected}"]`);
  if (from) from.classList.add('selected');
  for (const l of stepsFrom(selected)) {
    if (!boardKinds.has(l.kind)) continue;
    const t = svg.querySelector(`.sq[data-sq="${l.to}"]`);
    if (!t) continue;
    t.classList.add('target');
    if (l.kind !== 'move') t.classList.add('capture');
  }
}

function onBoardClick(ev) {
  const g = ev.target.closest('.sq');
  if (!g || !st || viewPly !== null) return;
  if (!st.humanTurn) { message(st.result !== '*' ? 'the game is over' : 'it is not your turn'); return; }
  const sq = g.dataset.sq;
  if (selected && selected !== sq) {
    const opts = stepsFrom(selected).filter((l) => l.to === sq && boardKinds.has(l.kind));
    if (opts.length === 1) { play(opts[0].text); return; }
    if (opts.length > 1) { menu(`Which way to ${sq}?`, opts); return; }
  }
  const own = stepsFrom(sq);
  if (own.length === 0 || selected === sq && st.partial.length === 0) {
    selected = null;
    hideMenu();
  } else {
    selected = sq;
    const specials = own.filter((l) => l.kind === 'special');
    if (specials.length) menu(`Special moves of ${sq}`, specials); else hideMenu();
  }
  highlight();
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

function hideMenu() { $('menu').classList.add('hidden'); }

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
    if (e.key === 'ArrowLeft') $('nav-prev').click();
    if (e.key === 'ArrowRight') $('nav-next').click();
  });
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
