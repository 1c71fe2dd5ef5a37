#!/usr/bin/env python3
"""Fills unfinished messages of a .ts file with the translation the same source text already has in another
context (code moved to another class keeps its translations). Run by scripts/update-translations after
lupdate. Only exact source matches (and the same plural form) are carried; anything else stays unfinished
for a translator."""
import sys
import xml.etree.ElementTree as ET

# usage: translations-carry.py FILE.ts [BEFORE.ts]: BEFORE is the file as it was before lupdate dropped the
# messages of contexts that no longer exist.
path = sys.argv[1]
tree = ET.parse(path)
known = {}
for source_tree in [tree] + [ET.parse(p) for p in sys.argv[2:]]:
    for message in source_tree.iter('message'):
        translation = message.find('translation')
        if translation is not None and translation.get('type') not in ('unfinished', 'vanished', 'obsolete'):
            key = (message.findtext('source'), message.get('numerus'))
            known.setdefault(key, translation)
if True:
    carried = 0
    for message in tree.iter('message'):
        translation = message.find('translation')
        if translation is None or translation.get('type') != 'unfinished':
            continue
        source = known.get((message.findtext('source'), message.get('numerus')))
        if source is None:
            continue
        translation.clear()
        translation.text = source.text
        for form in source:
            child = ET.SubElement(translation, form.tag)
            child.text = form.text
        carried += 1
    if carried:
        tree.write(path, encoding='utf-8', xml_declaration=True)
        # lupdate's own header line, so the next lupdate run does not rewrite the whole file
        text = open(path, encoding='utf-8').read().replace("<?xml version='1.0' encoding='utf-8'?>",
                                                           '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
        open(path, 'w', encoding='utf-8').write(text)
    print(f'{path}: {carried} translations carried over from another context')
