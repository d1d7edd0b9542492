"""Counts the public symbols of the given modules that have no doc comment, from the symbol
graphs in DIR (swift-symbolgraph-extract, see .ci/docs). Prints each and exits 1 when there is any.

Not counted: symbols the compiler synthesizes, extension blocks, and a protocol's default
implementations (DocC shows them under the requirement, whose comment they inherit).

usage: python3 .ci/undocumented.py DIR MODULE...
"""
import glob
import json
import os
import sys

directory, modules = sys.argv[1], sys.argv[2:]
missing = []
for module in modules:
    files = [os.path.join(directory, f"{module}.symbols.json")] + glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))
    for path in files:
        graph = json.load(open(path))
        # A protocol's default implementations are shown under the requirement they implement.
        # (A conforming type's member without a comment gets the requirement's from the symbol
        # graph itself; the requirements are counted like any symbol.)
        implementing = {r["source"] for r in graph.get("relationships", []) if r["kind"] == "defaultImplementationOf"}
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if symbol.get("accessLevel") not in ("public", "open") or "::SYNTHESIZED::" in precise:
                continue
            # An extension block is documented by its members (DocC shows no comment for it).
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            if symbol.get("docComment") or symbol["pathComponents"][-1].startswith("$"):
                continue
            if precise in implementing:
                continue
            missing.append(f"{module}: {symbol['kind']['identifier']} {'.'.join(symbol['pathComponents'])}")
for line in sorted(set(missing)):
    print("undocumented: " + line)
print(f"{len(set(missing))} undocumented public symbols in {', '.join(modules)}")
sys.exit(1 if missing else 0)
