#!/usr/bin/env python3
"""
Fictional client logos (web/public/media/logos/l01..l16.svg), the favicon and the image placeholder.

Wordmarks are set in the site's own typefaces (Space Grotesk / Inter, from node_modules/@fontsource-variable)
and converted to outlines with fontTools, so each SVG is self-contained, single-colour (currentColor) and
renders identically everywhere. All names are invented for this site.

    /usr/bin/python3 scripts/media/logos.py      # needs Debian's python3-fonttools and python3-brotli
"""
import math
import os
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
FONTS = os.path.join(ROOT, 'node_modules', '@fontsource-variable')
OUT = os.path.join(ROOT, 'web', 'public', 'media', 'logos')
PUBLIC = os.path.join(ROOT, 'web', 'public')

_cache = {}


def font(name, weight):
    key = (name, weight)
    if key not in _cache:
        path = {
            'SG': os.path.join(FONTS, 'space-grotesk', 'files', 'space-grotesk-latin-wght-normal.woff2'),
            'IN': os.path.join(FONTS, 'inter', 'files', 'inter-latin-wght-normal.woff2'),
        }[name]
        _cache[key] = instantiateVariableFont(TTFont(path), {'wght': weight})
    return _cache[key]


def num(v):
    s = f'{v:.1f}'
    if s.endswith('.0'):
        s = s[:-2]
    if s.startswith('0.'):
        s = s[1:]
    if s.startswith('-0.'):
        s = '-' + s[2:]
    return s or '0'


class RoundPen(SVGPathPen):
    """SVG path pen writing compact relative commands. Points are rounded to one decimal in absolute space first,
    then differenced, so rounding never accumulates."""

    def __init__(self, gs):
        super().__init__(gs)
        self._cur = (0, 0)
        self._start = (0, 0)

    @staticmethod
    def _r(pt):
        return (round(pt[0] * 10), round(pt[1] * 10))  # tenths, as integers

    def _rel(self, pts):
        out = []
        for p in pts:
            out.append(num((p[0] - self._cur[0]) / 10))
            out.append(num((p[1] - self._cur[1]) / 10))
        return join(out)

    def _moveTo(self, pt):
        p = self._r(pt)
        self._commands.append('m' + self._rel([p]))
        self._cur = self._start = p

    def _lineTo(self, pt):
        p = self._r(pt)
        if p == self._cur:
            return
        if p[1] == self._cur[1]:
            self._commands.append('h' + num((p[0] - self._cur[0]) / 10))
        elif p[0] == self._cur[0]:
            self._commands.append('v' + num((p[1] - self._cur[1]) / 10))
        else:
            self._commands.append('l' + self._rel([p]))
        self._cur = p

    def _curveToOne(self, p1, p2, p3):
        pts = [self._r(p) for p in (p1, p2, p3)]
        self._commands.append('c' + self._rel(pts))
        self._cur = pts[-1]

    def _qCurveToOne(self, p1, p2):
        pts = [self._r(p) for p in (p1, p2)]
        self._commands.append('q' + self._rel(pts))
        self._cur = pts[-1]

    def _closePath(self):
        self._commands.append('z')
        self._cur = self._start

    def getCommands(self):
        return ''.join(self._commands)


def join(nums):
    """Joins numbers with the fewest separators SVG allows (a minus sign or leading dot separates by itself)."""
    out = ''
    prev = None
    for n in nums:
        if prev is not None and not n.startswith('-') and not (n.startswith('.') and '.' in prev):
            out += ' '
        out += n
        prev = n
    return out


def word(text, x, baseline, cap, face='SG', weight=700, tracking=0.0):
    """Returns (path_d, advance_width) for `text` with cap height `cap` starting at x."""
    f = font(face, weight)
    upm = f['head'].unitsPerEm
    scale = cap / f['OS/2'].sCapHeight
    cmap = f.getBestCmap()
    gs = f.getGlyphSet()
    pen = RoundPen(gs)
    cx = x
    for ch in text:
        gname = cmap.get(ord(ch))
        if gname is None:
            continue
        tp = TransformPen(pen, (scale, 0, 0, -scale, cx, baseline))
        gs[gname].draw(tp)
        cx += gs[gname].width * scale + tracking * cap
    return pen.getCommands(), cx - x - tracking * cap


# ---- logomarks, drawn in a 0..48 box ----

def star_path(cx, cy, r, k=0.2):
    i = r * k
    pts = [(cx, cy - r), (cx + i, cy - i), (cx + r, cy), (cx + i, cy + i), (cx, cy + r), (cx - i, cy + i), (cx - r, cy), (cx - i, cy - i)]
    return 'M' + 'L'.join(f'{num(a)} {num(b)}' for a, b in pts) + 'Z'


def circle(cx, cy, r):
    return f'M{num(cx - r)} {num(cy)}a{num(r)} {num(r)} 0 1 0 {num(2 * r)} 0a{num(r)} {num(r)} 0 1 0 {num(-2 * r)} 0Z'


MARKS = {
    'crescent': circle(24, 24, 22) + circle(32, 18, 17),  # evenodd → crescent
    'wing': 'M2 34L24 8L46 34L36 34L24 20L12 34Z',
    'leaf': 'M4 6C30 6 44 18 44 44C18 44 4 30 4 6ZM11 13l27 27-2 2-27-27Z',
    'dunes': 'M2 38C12 22 20 22 30 38ZM18 38C28 14 38 14 46 38Z',
    'bars': 'M4 18h6v12H4ZM14 10h6v28h-6ZM24 4h6v40h-6ZM34 12h6v24h-6Z',
    'square': 'M4 4h40v40H4ZM12 36L36 12L36 36Z',
    'bolt': 'M8 6h32L18 28h22L8 44l14-18H8Z',
    'tiles': 'M4 4h19L4 23ZM25 4h19v19ZM4 25l19 19H4ZM44 25v19H25Z',
    'ring': circle(24, 24, 21) + circle(24, 24, 13) + circle(24, 24, 6),
    'tower': 'M4 44V28h8v16ZM16 44V16h8v28ZM28 44V4h8v40ZM40 44V22h4v22Z',
    'qmark': circle(22, 22, 19) + circle(22, 22, 11) + 'M30 30l14 14h-9l-11-11Z',
    'pills': 'M4 12a8 8 0 0 1 16 0v24a8 8 0 0 1-16 0ZM28 12a8 8 0 0 1 16 0v24a8 8 0 0 1-16 0ZM8 14l6-6 26 26-6 6Z',
    'arch': 'M4 44V24a20 20 0 0 1 40 0v20h-9V24a11 11 0 0 0-22 0v20Z',
    'palm': 'M22 44l2-20 2 20ZM24 24C14 22 6 14 4 6c10 2 18 8 20 18ZM24 24c10-2 18-10 20-18-10 2-18 8-20 18ZM24 24c-4-8-4-16 0-22 4 6 4 14 0 22Z',
    'sun': circle(24, 24, 9) + ''.join(
        f'M{num(24 + math.cos(a) * 13)} {num(24 + math.sin(a) * 13)}L{num(24 + math.cos(a + 0.18) * 22)} {num(24 + math.sin(a + 0.18) * 22)}L{num(24 + math.cos(a - 0.18) * 22)} {num(24 + math.sin(a - 0.18) * 22)}Z'
        for a in [k * math.pi / 4 for k in range(8)]),
    'links': circle(17, 24, 13) + circle(17, 24, 7) + circle(31, 24, 13) + circle(31, 24, 7),
}

#  name, mark, face, weight, tracking, upper
LOGOS = [
    ('Lumora', 'crescent', 'SG', 600, 0.02, False),
    ('Kestrel Air', 'wing', 'SG', 700, 0.0, False),
    ('vireo labs', 'leaf', 'IN', 700, -0.02, False),
    ('DUNECRAFT', 'dunes', 'SG', 700, 0.12, True),
    ('Solvane', 'bars', 'IN', 600, 0.0, False),
    ('Marlo & Finch', 'square', 'SG', 500, 0.0, False),
    ('ZEPHYRA', 'bolt', 'SG', 700, 0.16, True),
    ('tessel', 'tiles', 'IN', 800, -0.03, False),
    ('Oryxa', 'ring', 'SG', 700, 0.0, False),
    ('HALDEN BAY', 'tower', 'IN', 700, 0.1, True),
    ('Qamari', 'qmark', 'SG', 600, 0.0, False),
    ('nimbly', 'pills', 'SG', 700, -0.02, False),
    ('AURELIO', 'arch', 'SG', 500, 0.22, True),
    ('Palmstone', 'palm', 'IN', 600, -0.01, False),
    ('Brightwell', 'sun', 'SG', 700, -0.01, False),
    ('SABLE & SAGE', 'links', 'SG', 500, 0.1, True),
]

H = 48
CAP = 22


def logo(name, mark, face, weight, tracking, upper):
    cap = CAP if not upper else CAP * 0.88
    d, w = word(name, 60, 24 + cap / 2, cap, face, weight, tracking)
    width = math.ceil(60 + w + 1)
    title = (name.title() if upper else name).replace('&', '&amp;')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{H}" viewBox="0 0 {width} {H}" fill="currentColor" role="img" aria-label="{title}">'
        f'<title>{title}</title><path fill-rule="evenodd" d="{MARKS[mark]}"/><path d="{d}"/></svg>\n'
    )


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, spec in enumerate(LOGOS, 1):
        svg = logo(*spec)
        path = os.path.join(OUT, f'l{i:02d}.svg')
        with open(path, 'w') as fh:
            fh.write(svg)
        print(f'logos/l{i:02d}.svg  {spec[0]:<14} {len(svg.encode())} B')

    star_big = star_path(16, 16, 12, 0.2)
    star_small = '<path d="{}" fill="#FF5A36" transform="rotate(45 16 16)"/>'.format(star_path(16, 16, 7.5, 0.3))
    favicon = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">'
        '<rect width="32" height="32" rx="8" fill="#0B1020"/>'
        f'{star_small}<path d="{star_big}" fill="#FFFFFF"/></svg>\n'
    )
    with open(os.path.join(PUBLIC, 'favicon.svg'), 'w') as fh:
        fh.write(favicon)

    placeholder = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Image unavailable">'
        '<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EEECF4"/><stop offset="1" stop-color="#E2DFEA"/></linearGradient></defs>'
        '<rect width="800" height="600" fill="url(#p)"/>'
        '<path d="M0 450L220 300L380 420L520 330L800 500V600H0Z" fill="#D5D1E0"/>'
        '<circle cx="580" cy="190" r="46" fill="#D5D1E0"/>'
        f'<path d="{star_path(400, 300, 38, 0.22)}" fill="#A9A4BD"/></svg>\n'
    )
    with open(os.path.join(PUBLIC, 'placeholder.svg'), 'w') as fh:
        fh.write(placeholder)
    print('favicon.svg', len(favicon), 'B; placeholder.svg', len(placeholder), 'B')


if __name__ == '__main__':
    main()
