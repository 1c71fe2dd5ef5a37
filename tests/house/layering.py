#!/usr/bin/env python3
"""Checks the shape of the house (docs: README "Architecture", ../shared/ARCHITECTURE.md):
- layers include only layers below them: catalog < design < widgets < app;
- inside a layer, the capability folders are layered too: no two folders include each other, directly or
  round a cycle (a layer's top folder holds what its folders share and includes none of them; app/main.cpp,
  the entry point, is above everything);
- every include of a project header names its folder from the layer root;
- no source file is longer than MAX_LINES.
Prints every breach with the files that cause it; exit 1 when there is one."""
import collections, os, re, sys

MAX_LINES = 600
LAYERS = ['catalog', 'design', 'widgets', 'app']
root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..')
os.chdir(root)

sources = []
for layer in LAYERS + ['tests']:
    for dirpath, dirs, names in os.walk(layer):
        dirs[:] = [d for d in dirs if d not in ('data', 'corpus')]
        sources += [os.path.join(dirpath, n) for n in names if n.endswith(('.h', '.cpp'))]
headers = {}
for path in sources:
    parts = path.split('/')
    if path.endswith('.h'):
        headers['/'.join(parts[1:])] = path

problems = []
edges = collections.defaultdict(set)

def folder(path):
    parts = path.split('/')
    return parts[0], (parts[1] if len(parts) > 2 else '')

for path in sources:
    text = open(path, encoding='utf-8').read()
    lines = text.count('\n')
    if lines > MAX_LINES:
        problems.append(f'{path}: {lines} lines (at most {MAX_LINES})')
    for m in re.finditer(r'^\s*#\s*include\s+"([^"]+)"', text, re.M):
        name = m.group(1)
        if name.endswith('.moc'):
            continue
        target = headers.get(name)
        if target is None:
            base = [h for h in headers.values() if os.path.basename(h) == os.path.basename(name)]
            if base:
                problems.append(f'{path}: #include "{name}" should name its folder: "{base[0].split("/", 1)[1]}"')
            continue
        if path.startswith('tests/'):
            continue
        a, b = folder(path), folder(target)
        if LAYERS.index(b[0]) > LAYERS.index(a[0]):
            problems.append(f'{path}: includes {target} from a layer above')
        elif a[0] == b[0] and a != b and path != 'app/main.cpp':
            edges[(a, b)].add(f'{os.path.basename(path)} -> {os.path.basename(target)}')

# A layer's top folder includes none of its folders.
for (a, b), why in sorted(edges.items()):
    if a[1] == '':
        problems.append(f'{a[0]}/ (top) includes {a[0]}/{b[1]}/: {sorted(why)[:3]}')

# Folder cycles: strongly connected components of the folder graph.
graph = collections.defaultdict(set)
for (a, b) in edges:
    if a[1] and b[1]:
        graph[a].add(b)
index, low, stack, on, counter = {}, {}, [], set(), [0]
def visit(v):
    index[v] = low[v] = counter[0]; counter[0] += 1; stack.append(v); on.add(v)
    for w in graph[v]:
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        component = []
        while True:
            w = stack.pop(); on.discard(w); component.append(w)
            if w == v:
                break
        if len(component) > 1:
            names = sorted(f'{l}/{f}/' for l, f in component)
            detail = [f'{a[0]}/{a[1]}/ -> {b[1]}/ ({sorted(edges[(a, b)])[0]})'
                      for a in component for b in component if (a, b) in edges]
            problems.append('folders include each other: ' + ', '.join(names) + '\n    ' + '\n    '.join(detail))
for v in list(graph):
    if v not in index:
        visit(v)

for p in problems:
    print(p)
print(f'{len(sources)} files, {sum(len(v) for v in edges.values())} includes across folders: '
      + ('the house is in order' if not problems else f'{len(problems)} problems'))
sys.exit(1 if problems else 0)
