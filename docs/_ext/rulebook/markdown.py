"""Markdown to reStructuredText, for the subset the project writes.

The source transcription marks italics as ``_word_`` and the Cases' decisions
as ``**Decision**``; ``docs/records.md`` and ``docs/testing.md`` use headings,
paragraphs, lists, pipe tables and fenced code. That subset converts here,
without a Markdown dependency. Anything else reads as plain text: every
character outside the recognized constructs is escaped, so nothing in the
source can turn into reST markup by accident.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulebook.rst import esc, guard, list_table

__all__ = ["inline", "blocks", "document"]

_INLINE = re.compile(
    r"(?P<code>`+)(?P<code_text>.+?)(?P=code)"
    r"|\*\*(?P<strong>\S(?:.*?\S)?)\*\*"
    r"|(?<![\w*])\*(?P<em>[^\s*](?:[^*]*?[^\s*])?)\*(?![\w*])"
    r"|(?<![\w])_(?P<em2>[^\s_](?:[^_]*?[^\s_])?)_(?![\w])"
    r"|\[(?P<link_text>[^\]]+)\]\((?P<link_url>[^)\s]+)\)",
    re.S,
)
_MARKERS = re.compile(r"[`*_]")
_ITEM = re.compile(r"^(?P<indent> *)(?P<marker>[-*+]|\d+[.)])\s+(?P<text>.*)$")
_HEADING = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.*?)\s*#*\s*$")
_FENCE = re.compile(r"^(?P<indent> *)(?P<fence>```+|~~~+)\s*(?P<lang>[\w+-]*)")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_HEADING_CHARS = "=-~^\"'"


def inline(text: str) -> str:
    """One paragraph's inline Markdown (code, bold, italics, links) as reST."""
    out = ""
    pos = 0
    for m in _INLINE.finditer(text):
        before = out + esc(text[pos:m.start()])
        after_raw = text[m.end():m.end() + 1]
        if m.group("code"):
            code = m.group("code_text").strip()
            markup = f":code:`{_role(code)}`" if code else esc(m.group(0))
        elif m.group("strong") is not None:
            markup = f"**{_plain(m.group('strong'))}**"
        elif m.group("em") is not None or m.group("em2") is not None:
            markup = f"*{_plain(m.group('em') or m.group('em2'))}*"
        else:
            markup = f"`{_role(_MARKERS.sub('', m.group('link_text')))} <{m.group('link_url')}>`__"
        # The guard looks at the raw next character: escaping only adds a backslash before it.
        out = guard(before, markup, after_raw)[: -len(after_raw) or None]
        pos = m.end()
    return out + esc(text[pos:])


def _plain(text: str) -> str:
    """Emphasized text: markers inside are dropped (reST does not nest inline markup)."""
    return esc(_MARKERS.sub("", " ".join(text.split())))


def _role(text: str) -> str:
    return re.sub(r"([\\`<>])", r"\\\1", " ".join(text.split()))


def document(text: str) -> str:
    """A whole Markdown document as reST (its first heading becomes the page title)."""
    return blocks(text, heading_levels=True)


def blocks(text: str, heading_levels: bool = False) -> str:
    """Markdown block structure as reST: paragraphs, lists, tables, code, quotes, headings."""
    lines = text.expandtabs(4).splitlines()
    out: list[str] = []
    levels: list[int] = []  # the Markdown depth of each open heading level
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if fence := _FENCE.match(line):
            i, code = _take_fence(lines, i, fence.group("fence"))
            lang = fence.group("lang") or "text"
            out.append(f".. code-block:: {lang}\n\n" + "".join(f"   {c}\n" if c.strip() else "\n" for c in code))
            continue
        if (head := _HEADING.match(line)) and heading_levels:
            depth = len(head.group("hashes"))
            while levels and levels[-1] >= depth:
                levels.pop()
            levels.append(depth)
            title = inline(head.group("text"))
            bar = _HEADING_CHARS[min(len(levels) - 1, len(_HEADING_CHARS) - 1)] * (len(title) + 2)
            out.append(f"{bar}\n{title}\n{bar}\n" if len(levels) == 1 else f"{title}\n{bar}\n")
            i += 1
            continue
        if head:
            out.append(f"**{_plain(head.group('text'))}**\n")
            i += 1
            continue
        if line.lstrip().startswith("|") and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1]):
            i, table = _take_table(lines, i)
            out.append(table)
            continue
        if _ITEM.match(line):
            i, items = _take_list(lines, i)
            out.append(items)
            continue
        if line.lstrip().startswith(">"):
            quoted: list[str] = []
            while i < len(lines) and lines[i].lstrip().startswith(">"):
                quoted.append(lines[i].lstrip()[1:].removeprefix(" "))
                i += 1
            out.append("".join(f"   {q}\n" if q.strip() else "\n" for q in blocks("\n".join(quoted)).splitlines()))
            continue
        if re.match(r"^\s*([-*_])(\s*\1){2,}\s*$", line):  # a rule: nothing to carry over
            i += 1
            continue
        para: list[str] = []
        while i < len(lines) and lines[i].strip() and not _starts_block(lines, i):
            para.append(lines[i].strip())
            i += 1
        out.append(inline(" ".join(para)) + "\n")
    return "\n".join(out)


def _starts_block(lines: list[str], i: int) -> bool:
    line = lines[i]
    return bool(_FENCE.match(line) or _HEADING.match(line) or _ITEM.match(line)
                or line.lstrip().startswith(">")
                or (line.lstrip().startswith("|") and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1])))


def _take_fence(lines: list[str], i: int, fence: str) -> tuple[int, list[str]]:
    indent = len(lines[i]) - len(lines[i].lstrip())
    code: list[str] = []
    i += 1
    while i < len(lines) and not lines[i].strip().startswith(fence):
        code.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
        i += 1
    return i + 1, code


def _cells(line: str) -> list[str]:
    body = line.strip().removeprefix("|").removesuffix("|")
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", body)]


def _take_table(lines: list[str], i: int) -> tuple[int, str]:
    header = _cells(lines[i])
    i += 2
    rows: list[list[str]] = []
    while i < len(lines) and lines[i].lstrip().startswith("|"):
        cells = _cells(lines[i])
        rows.append((cells + [""] * len(header))[: len(header)])
        i += 1
    return i, list_table([inline(h) for h in header], ([inline(c) for c in row] for row in rows))


def _items(lines: list[str], i: int) -> Iterator[tuple[int, str, list[str]]]:
    """(next index, marker, body lines) for each item of the list starting at ``i``."""
    first = _ITEM.match(lines[i])
    assert first is not None
    base = len(first.group("indent"))
    while i < len(lines):
        m = _ITEM.match(lines[i])
        if m is None or not base <= len(m.group("indent")) <= base + 1:
            return
        width = len(m.group("indent")) + len(m.group("marker")) + 1
        body = [m.group("text")]
        i += 1
        while i < len(lines):
            line = lines[i]
            nxt = _ITEM.match(line)
            if not line.strip():
                following = next((ln for ln in lines[i + 1:] if ln.strip()), "")
                if following.startswith(" " * (base + 2)) and following.strip():
                    body.append("")
                    i += 1
                    continue
                break
            if nxt and len(nxt.group("indent")) <= base + 1:
                break
            if not line.startswith(" ") and _starts_block(lines, i):
                break
            body.append(line[width:] if line[:width].strip() == "" else line.strip())
            i += 1
        yield i, m.group("marker"), body


def _take_list(lines: list[str], i: int) -> tuple[int, str]:
    out: list[str] = []
    nxt = i
    for nxt, marker, body in _items(lines, i):
        bullet = "#." if marker[0].isdigit() else "-"
        converted = blocks("\n".join(body)).rstrip("\n").splitlines() or [""]
        pad = " " * (len(bullet) + 1)
        out.append(f"{bullet} {converted[0]}")
        out.extend(f"{pad}{line}" if line.strip() else "" for line in converted[1:])
    # Skip blank lines between this list and what follows.
    while nxt < len(lines) and not lines[nxt].strip():
        nxt += 1
    return nxt, "\n".join(out) + "\n"
