#!/usr/bin/python3
"""Derives the report's Chinese font from Noto Sans CJK SC (Debian fonts-noto-cjk, SIL OFL 1.1).

Qt's PDF writer maps each embedded glyph back to the lowest code point that shows it. Noto draws the Kangxi
radicals (U+2F00-U+2FDF) and the CJK radicals supplement (U+2E80-U+2EFF) with the glyphs of the ideographs
they look like, so text copied out of a report came out with radicals ("⽹络" instead of "网络"). This copy
leaves those code points out of the character map and takes its own family name, so it can sit beside the
system's Noto fonts. Nothing else changes.

usage: report-font.py SOURCE.ttc FAMILY OUT.otf   (FAMILY: the face in the collection, e.g. "Noto Sans CJK SC")
"""
import sys

from fontTools.ttLib import TTCollection

NEW_FAMILY = "Workbench Sans CJK SC"


def main():
    source, family, out = sys.argv[1:4]
    # The outlines are not touched, so their bounding boxes are not worked out again: that made fontTools
    # decompile and recompile all 65,535 CFF glyphs (25-35 s a weight, the same bytes out). The source's
    # timestamp is kept, so the same source gives the same file.
    collection = TTCollection(source, lazy=True, recalcBBoxes=False, recalcTimestamp=False)
    font = next((f for f in collection.fonts if f["name"].getDebugName(1) == family), None)
    if font is None:
        sys.exit(f"{source}: no face named {family}")
    for table in font["cmap"].tables:
        for code in [c for c in table.cmap if 0x2E80 <= c <= 0x2FDF]:
            del table.cmap[code]
    renames = [(family, NEW_FAMILY), ("NotoSansCJKsc", "WorkbenchSansCJKsc"), ("NotoSansCJKSC", "WorkbenchSansCJKSC")]
    for record in font["name"].names:
        text = record.toUnicode()
        renamed = text
        for old, new in renames:
            renamed = renamed.replace(old, new)
        if renamed != text:
            record.string = renamed
    font.save(out)


if __name__ == "__main__":
    main()
