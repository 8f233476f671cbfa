#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills unfinished entries of the .ts files from pending-*.tsv files, then deletes the applied .tsv files.

Branches that add tr() strings write their translations to translations/pending-<topic>.tsv instead of editing the
.ts files (which conflict on every merge). Each line: context<TAB>source<TAB>disambiguation<TAB>hindi<TAB>turkish,
with \\n and \\t escaped in the text. Run after `lupdate` (translations/README.md); run lupdate once more afterwards
to normalise the layout. Entries that are not in the .ts files are reported and kept.
"""
import glob
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))


def unescape(text):
    return text.replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")


def load_pending():
    entries = {}
    files = sorted(glob.glob(os.path.join(HERE, "pending-*.tsv")))
    for path in files:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                cells = line.split("\t")
                if len(cells) != 5:
                    sys.exit(f"{path}:{number}: expected 5 tab-separated cells, got {len(cells)}")
                context, source, comment, hindi, turkish = (unescape(c) for c in cells)
                entries[(context, source, comment)] = {"hi": hindi, "tr": turkish}
    return files, entries


def apply(ts_path, language, entries, used):
    tree = ET.parse(ts_path)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            key = (name, source, comment)
            if key not in entries:
                continue
            used.add(key)
            translation = message.find("translation")
            text = entries[key][language]
            if message.get("numerus") == "yes":
                # lupdate writes one empty numerusform per plural form of the language (Hindi two, Turkish one);
                # the pending file gives one text, which serves every form (the strings name %n, not its word).
                forms = translation.findall("numerusform")
                if not forms:
                    forms = [ET.SubElement(translation, "numerusform")]
                for form in forms:
                    form.text = text
            else:
                translation.text = text
            if "type" in translation.attrib:
                del translation.attrib["type"]
            filled += 1
    with open(ts_path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
    return filled


def main():
    files, entries = load_pending()
    if not entries:
        print("no pending translations")
        return
    used = set()
    for language in ("hi", "tr"):
        n = apply(os.path.join(HERE, f"tunefit_{language}.ts"), language, entries, used)
        print(f"tunefit_{language}.ts: {n} entries filled")
    missing = [k for k in entries if k not in used]
    for context, source, comment in missing:
        print(f"not in the .ts files (run lupdate first?): {context}: {source!r} {comment!r}", file=sys.stderr)
    if missing:
        sys.exit(1)
    for path in files:
        os.remove(path)


if __name__ == "__main__":
    main()
