#!/usr/bin/env python3
# Marks Backplate's own view, modifier, scene, toolbar-content and style types `nonisolated`.
#
# `View`, `ViewModifier`, `Scene`, `ToolbarContent`, `Transition`, `Gesture`, `Commands` and the control style protocols are
# `@MainActor @preconcurrency`, as in SwiftUI, so a type that declares a conformance to one of
# them (or to a protocol refining one) is inferred main-actor isolated. Backplate's own types
# must stay `nonisolated` (the engine builds and resolves them on any thread; see
# Sources/BackplateCore/Engine/Resolve/ViewIsolation.swift). This script adds the word `nonisolated` to:
#   - struct/enum/class declarations whose inheritance clause (on the declaration line) names
#     such a protocol;
#   - extensions of such a protocol (`extension View {`) or adding a conformance to one;
#   - Backplate's internal protocols that refine one (`UnaryLayoutModifier`...).
# It skips lines already `nonisolated`, lines under `@MainActor`, and comments. Run it after
# adding views from another branch, then build: a type it cannot see (a conformance written on
# a second line) shows up as a build error or an isolation warning naming it.
# A type with `@State`/`@StateObject`/`@Binding` properties cannot be `nonisolated` (its wrapped storage is
# mutable): leave such types (gallery screens) main-actor isolated, as app views are.
#
# Usage: python3 scripts/annotate-nonisolated.py   (from the package root; idempotent)
#        python3 scripts/annotate-nonisolated.py --check   (CI: lists what it would mark, writes
#        nothing, and exits 1 if anything is missing)
import glob
import os
import re
import sys

ROOTS = ['Sources/BackplateCore', 'Sources/Backplate', 'Sources/BackplateKit', 'Sources/BackplateUIKit',
         'Sources/BackplateSnapshotTesting', 'Sources/BackplateRobustness', 'Sources/backplate']
SEEDS = ['View', 'ViewModifier', 'Scene', 'ToolbarContent', 'Transition', 'Gesture', 'Commands', 'LabelStyle', 'TextFieldStyle', 'ControlGroupStyle',
         'DisclosureGroupStyle', 'MenuStyle', 'GroupBoxStyle', 'ToggleStyle', 'LabeledContentStyle',
         'PrimitiveButtonStyle', 'ButtonStyle', 'ProgressViewStyle', 'GaugeStyle', 'TabContent']
# Public SwiftUI protocols that refine an isolated one keep its isolation (user conformers are
# main-actor isolated, as in SwiftUI); Backplate's internal refinements become nonisolated.
PUBLIC_SWIFTUI = {'View', 'ViewModifier', 'Shape', 'InsettableShape', 'DynamicViewContent', 'GeometryEffect',
                  'AnimatableModifier', 'Scene', 'ToolbarContent', 'CustomizableToolbarContent', 'ShapeView',
                  'UIViewRepresentable', 'UIViewControllerRepresentable'} | set(SEEDS)
# Gallery screens with @State storage or a Sendable @Binding (see above).
SKIP_TYPES = {'GallerySettingsScreen', 'GallerySectionedListScreen', 'RecipeList'}

files = [f for r in ROOTS for f in glob.glob(r + '/**/*.swift', recursive=True)]
texts = {f: open(f).read().split('\n') for f in files}
preg = re.compile(r'^\s*(?:nonisolated\s+)?(?:(?:public|package|internal|private|fileprivate)\s+)?protocol\s+(\w+)(?:<[^>]*>)?\s*:\s*([^{]*)')
treg = re.compile(r'^(\s*)((?:(?:@\w+\s+)*)(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*)(struct|enum|class)\s+(\w+)(?:<[^{]*?>)?\s*:\s*([^{]*)')
ereg = re.compile(r'^(\s*)((?:(?:public|package|internal|private|fileprivate)\s+)?)extension\s+([\w.]+)(?:<[^>]*>)?\s*(?::\s*([^{]*))?')


def names(clause):
    return [t.strip().split('<')[0].split('.')[-1] for t in re.split(r',|\bwhere\b', clause or '')]


isolated = set(SEEDS)
protocols = {}
for lines in texts.values():
    for line in lines:
        m = preg.match(line)
        if m:
            protocols[m.group(1)] = names(m.group(2))
changed = True
while changed:
    changed = False
    for name, inherited in protocols.items():
        if name not in isolated and any(t in isolated for t in inherited):
            isolated.add(name)
            changed = True

check = '--check' in sys.argv[1:]
count = 0
for path, lines in texts.items():
    out, modified = [], False
    for i, line in enumerate(lines):
        previous = lines[i - 1] if i > 0 else ''
        if 'nonisolated' in line or '@MainActor' in line or '@MainActor' in previous or line.lstrip().startswith('//'):
            out.append(line)
            continue
        hit = False
        m = treg.match(line)
        if m:
            hit = m.group(4) not in SKIP_TYPES and any(t in isolated for t in names(m.group(5)))
        else:
            m = ereg.match(line)
            if m:
                hit = m.group(3).split('.')[-1] in isolated or any(t in isolated for t in names(m.group(4)))
            else:
                m = preg.match(line)
                hit = bool(m) and m.group(1) in isolated and m.group(1) not in PUBLIC_SWIFTUI
        if hit:
            indent = len(line) - len(line.lstrip())
            line = line[:indent] + 'nonisolated ' + line[indent:]
            modified = True
            count += 1
            if check:
                print(f'{path}:{i + 1}: missing nonisolated: {line.strip()}', file=sys.stderr)
        out.append(line)
    if modified and not check:
        open(path, 'w').write('\n'.join(out))
if check:
    if count:
        print(f'{count} declarations lack nonisolated: run python3 scripts/annotate-nonisolated.py', file=sys.stderr)
    sys.exit(1 if count else 0)
print(f'marked {count} declarations nonisolated', file=sys.stderr)
