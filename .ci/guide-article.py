#!/usr/bin/env python3
"""Copies a guide of docs/ into a DocC catalog as an article, its links rewritten for DocC.

    guide-article.py SOURCE.md DEST.md [FILE.md=ArticleName ...]

A link to another guide the catalog holds (`](world-rules.md#time)`) becomes a DocC link
(`](<doc:RulesOfTheWorld#Time>)`), a link within the page (`](#time)`) one to the article
itself: DocC checks both, so a heading renamed in docs/ fails the documentation build instead
of leaving a dead link. GitHub's heading anchors are lowercase; DocC's keep the heading's case,
so each anchor is looked up among the target's headings. Other links are left as they are.
"""
import os
import re
import sys


def anchors(path):
    """GitHub's anchor of each heading of `path`, mapped to DocC's (None for the title)."""
    table = {}
    fenced = False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            fenced = not fenced
        if fenced or not line.startswith("#"):
            continue
        text = line.lstrip("#").strip()
        # Both drop punctuation but '-' and '_' and turn spaces into '-'; GitHub also lowercases.
        kept = re.sub(r"[^\w\- ]", "", text).replace(" ", "-")
        # The title (`# `) is the article itself in DocC: a link to it has no fragment.
        table.setdefault(kept.lower(), None if line.startswith("# ") else kept)
    return table


def main():
    source, dest, *pairs = sys.argv[1:]
    names = dict(pair.split("=", 1) for pair in pairs)
    folder = os.path.dirname(source)
    self_name = os.path.splitext(os.path.basename(dest))[0]
    names[os.path.basename(source)] = self_name
    text = open(source, encoding="utf-8").read()

    def rewrite(match):
        target, anchor = match.group(1), match.group(2)
        file = target or os.path.basename(source)
        if file not in names:
            return match.group(0)
        link = "doc:" + names[file]
        if anchor:
            table = anchors(os.path.join(folder, file))
            if anchor not in table:
                sys.exit(f"{source}: no heading of {file} has the anchor #{anchor}")
            if table[anchor]:
                link += "#" + table[anchor]
        return f"](<{link}>)"

    text = re.sub(r"\]\(([\w\-]+\.md)?(?:#([\w\-]+))?\)", rewrite, text)
    open(dest, "w", encoding="utf-8").write(text)


main()
