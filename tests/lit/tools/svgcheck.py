#!/usr/bin/env python3
"""Check the pictures of `--svg DIR` (docs/memory-trace.md "Pictures") and print a summary of
each for FileCheck.

Every DIR/*.svg must be well-formed XML (xml.etree) with an <svg> root in the SVG namespace, hold
no <script>, <foreignObject>, event attributes (on...) or references outside the file (href,
xlink:href or url() not starting with '#'). DIR/index.html must exist, hold no <script>, and each
of its img src / a href must name a file in DIR. Exit status 1 on the first violation.

Then, per file in name order, one line:
  NAME id=ROOT-ID title=TITLE
  NAME rects: access=N load=N store=N atomic=N ok=N conflict=N sector=N line=N bank=N heat=N mixed=N
  NAME bank-ways: WAYS:COUNT ... (rect.bank per data-ways, ascending) conflict-banks: GROUP.BANK ...
The counts skip legend swatches (class "key")."""
import os
import re
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
CLASSES = ["access", "load", "store", "atomic", "ok", "conflict", "sector", "line", "bank", "heat", "mixed"]


def fail(msg):
    print("svgcheck: " + msg, file=sys.stderr)
    sys.exit(1)


def check_svg(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        fail("%s: not well-formed XML: %s" % (path, e))
    if root.tag != SVG + "svg":
        fail("%s: the root is %s, not svg" % (path, root.tag))
    for el in root.iter():
        tag = el.tag.replace(SVG, "")
        if tag in ("script", "foreignObject", "image", "use"):
            fail("%s: <%s> element" % (path, tag))
        for k, v in el.attrib.items():
            name = k.split("}")[-1]
            if name.startswith("on"):
                fail("%s: event attribute %s" % (path, k))
            if name == "href" and not v.startswith("#"):
                fail("%s: external reference %s" % (path, v))
            for ref in re.findall(r"url\(([^)]*)\)", v):
                if not ref.strip("'\" ").startswith("#"):
                    fail("%s: external url(%s)" % (path, ref))
        if tag == "style" and re.search(r"@import|url\((?!['\"]?#)", el.text or ""):
            fail("%s: the style sheet refers outside the file" % path)
    return root


def summary(name, root):
    title = root.find(SVG + "title")
    print("%s id=%s title=%s" % (name, root.get("id"), title.text if title is not None else ""))
    counts = dict.fromkeys(CLASSES, 0)
    ways = {}
    conflicts = []
    for el in root.iter(SVG + "rect"):
        cls = (el.get("class") or "").split()
        if "key" in cls:
            continue
        for c in cls:
            if c in counts:
                counts[c] += 1
        if "bank" in cls:
            w = int(el.get("data-ways"))
            ways[w] = ways.get(w, 0) + 1
            if w > 1:
                conflicts.append("%s.%s" % (el.get("data-group"), el.get("data-bank")))
    print("%s rects: %s" % (name, " ".join("%s=%d" % (c, counts[c]) for c in CLASSES)))
    if ways:
        print("%s bank-ways: %s conflict-banks: %s" % (name, " ".join("%d:%d" % (w, ways[w]) for w in sorted(ways)),
                                                         " ".join(conflicts) or "-"))


def main():
    if len(sys.argv) != 2:
        fail("usage: svgcheck.py DIR")
    d = sys.argv[1]
    names = sorted(os.listdir(d))
    index = os.path.join(d, "index.html")
    if "index.html" not in names:
        fail("%s: no index.html" % d)
    html = open(index, encoding="ascii").read()
    if re.search(r"<script|\son\w+=", html, re.I):
        fail("index.html: a script")
    for ref in re.findall(r'(?:src|href)="([^"]*)"', html):
        if "/" in ref or ref not in names:
            fail("index.html: %s is not a file of the directory" % ref)
    for n in names:
        if n.endswith(".svg"):
            summary(n, check_svg(os.path.join(d, n)))
    print("svgcheck: %d pictures well-formed" % sum(n.endswith(".svg") for n in names))


main()
