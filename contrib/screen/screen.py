#!/usr/bin/env python3
"""Screen a search change before matching it (docs/search.md, issue 46).

At a node limit the search is deterministic, so two builds play the same game
from every position where they choose the same turn: an equal-node match
measures only the positions where they differ. This prints the turn ENGINE
plays on every STEP-th position of an opening file, one line each:
index, turn, last depth, its nodes. Run it for two builds and compare:

    GOMAXPROCS=1 contrib/screen/screen.py ./fc-a 20000 > a.txt
    GOMAXPROCS=1 contrib/screen/screen.py ./fc-b 20000 > b.txt
    diff <(cut -d' ' -f1,2 a.txt) <(cut -d' ' -f1,2 b.txt) | grep -c '^>'

LIMIT is a node count (`go nodes N`) or dN (`go depth N`). Options:
-step N (default 4: 48 of bench/openings.txt's 192), -openings FILE,
-option NAME=VALUE (setoption, repeatable).
"""
import argparse
import subprocess
import sys

ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument('engine')
ap.add_argument('limit')
ap.add_argument('-step', type=int, default=4)
ap.add_argument('-openings', default='bench/openings.txt')
ap.add_argument('-option', action='append', default=[])
a = ap.parse_args()
limit = a.limit[1:] if a.limit.startswith('d') else a.limit
if not limit.isdigit() or int(limit) == 0:
    sys.exit(f'limit {a.limit!r}: want a node count (20000) or dN (d4)')
go = ('go depth ' if a.limit.startswith('d') else 'go nodes ') + limit
with open(a.openings) as f:
    positions = [l.strip() for l in f if l.strip() and not l.startswith('#')]
p = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def send(line):
    p.stdin.write(line + '\n')
    p.stdin.flush()


for opt in a.option:
    name, _, value = opt.partition('=')
    send(f'setoption name {name} value {value}')
for i in range(0, len(positions), a.step):
    send('ucinewgame')
    send('position fen ' + positions[i])
    send(go)
    depth = nodes = '?'
    while True:
        line = p.stdout.readline()
        if not line:
            sys.exit(f'{a.engine} ended before its bestmove on opening {i}')
        w = line.split()
        if w[:2] == ['info', 'depth'] and 'score' in w:
            depth, nodes = w[2], w[w.index('nodes') + 1]
        elif w and w[0] == 'bestmove':
            print(i, w[1], depth, nodes, flush=True)
            break
send('quit')
p.wait()
