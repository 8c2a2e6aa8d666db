"""The built rulebook in a real browser: Debian's Chromium, driven by Playwright, on the site opened from disk.

Each page loads with no console error, and on a phone's width (390 px) nothing
but a table scrolls sideways; a search finds the law first, with an excerpt,
offline; in the system's dark mode the law's text keeps a contrast of 4.5:1 or
more (WCAG AA). Each failure saves a screenshot, and its message says where.

Chromium comes from Debian (``make browser``, which ``make test`` runs, installs
it when it is missing); Playwright's own download of a browser is not used.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright", reason="the development extras install Playwright: pip install -e '.[dev]'")

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

#: A phone's width, and a desktop's.
PHONE, DESKTOP = 390, 1280

#: The elements a reader may scroll sideways on a phone: furo's wrapper of a table, and a table itself.
_SIDEWAYS = """() => {
  const page = document.scrollingElement;
  const out = page.scrollWidth > window.innerWidth + 1 ? ["the page itself: " + page.scrollWidth + " px"] : [];
  for (const el of document.querySelectorAll("article *")) {
    const style = getComputedStyle(el);
    if (!["auto", "scroll"].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
    if (el.matches(".table-wrapper, table") || el.closest(".table-wrapper")) continue;
    out.push(el.tagName.toLowerCase() + "." + [...el.classList].join(".") + ": " + el.textContent.trim().slice(0, 60));
  }
  return out;
}"""

#: The colours of an element's text and of the first background behind it that is not transparent.
_COLOURS = """(selector) => {
  const el = document.querySelector(selector);
  let back = el;
  while (back && getComputedStyle(back).backgroundColor.match(/rgba\\(.*, 0\\)|transparent/)) back = back.parentElement;
  return [getComputedStyle(el).color, getComputedStyle(back || document.body).backgroundColor];
}"""


def chromium() -> str:
    """Debian's Chromium (``make browser`` installs it)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        pytest.fail("chromium is not installed: `make browser` installs Debian's package (as root)")
    return found


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        # --no-sandbox: CI runs as root in a container, where Chromium's sandbox cannot start.
        b = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where a failure's screenshot goes: ``$PIQUET_BROWSER_SHOTS`` (CI keeps it), else a temporary folder."""
    where = os.environ.get("PIQUET_BROWSER_SHOTS")
    path = Path(where) if where else tmp_path_factory.mktemp("browser-failures")
    path.mkdir(parents=True, exist_ok=True)
    return path


def _shot(page: Page, shots: Path, name: str) -> str:
    path = shots / (re.sub(r"[^\w.-]+", "-", name) + ".png")
    page.screenshot(path=str(path), full_page=False)
    return str(path)


def _page(browser: Browser, width: int, dark: bool = False) -> tuple[Page, list[str]]:
    context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme="dark" if dark else "light")
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"error: {e}"))
    return page, errors


def test_every_page_loads_without_error_and_only_tables_scroll_sideways_on_a_phone(
        html: Path, browser: Browser, shots: Path) -> None:
    page, errors = _page(browser, PHONE)
    failures = []
    for path in sorted(html.rglob("*.html")):
        name = path.relative_to(html).as_posix()
        errors.clear()
        page.goto(path.as_uri(), wait_until="load")
        sideways: list[str] = page.evaluate(_SIDEWAYS)
        if errors or sideways:
            failures.append(f"{name}: {errors + sideways} (screenshot: {_shot(page, shots, name)})")
    assert not failures, f"{len(failures)} pages fail at {PHONE} px:\n" + "\n".join(failures[:20])


@pytest.mark.law("63", "68", "69")
@pytest.mark.parametrize(("query", "law"), [("repique", "68"), ("pique", "69"), ("63", "63"), ("huitieme", "63"),
                                            ("sequence", "63")])
def test_a_search_finds_the_law_first_with_an_excerpt_offline(
        html: Path, browser: Browser, shots: Path, query: str, law: str | None) -> None:
    page, errors = _page(browser, DESKTOP)
    page.goto((html / "search.html").as_uri() + f"?q={query}")
    first = page.locator("#search-results ul.search > li").first
    try:
        first.locator("p.context").wait_for(timeout=15_000)
    except Exception:  # noqa: BLE001 - the screenshot and the message say what is missing
        pytest.fail(f"{query!r}: no result with an excerpt (screenshot: {_shot(page, shots, f'search-{query}')})")
    href: Any = first.locator("a").first.get_attribute("href")
    excerpt = first.locator("p.context").inner_text()
    wanted = f"generated/laws/{law}.html" if law else "generated/laws/"
    assert str(href).startswith(wanted), \
        f"{query!r}: the first result is {href}, not a law (screenshot: {_shot(page, shots, f'search-{query}')})"
    assert len(excerpt) > 40, f"{query!r}: the excerpt is {excerpt!r}"
    assert not errors, errors


def _luminance(colour: str) -> float:
    channels = [int(c) / 255 for c in re.findall(r"[\d.]+", colour)[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(foreground: str, background: str) -> float:
    """The WCAG contrast ratio of two CSS colours (``rgb(r, g, b)``)."""
    light, dark = sorted((_luminance(foreground), _luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_helper_matches_the_wcag_figures() -> None:
    assert contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)") == pytest.approx(21.0)
    assert contrast("rgb(119, 119, 119)", "rgb(255, 255, 255)") == pytest.approx(4.48, abs=0.01)


@pytest.mark.law("40")
@pytest.mark.parametrize("dark", [True, False], ids=["dark", "light"])
@pytest.mark.parametrize(("page_name", "selector"), [
    ("generated/laws/40.html", "div.law-text p"), ("generated/cases/XXII.html", "div.law-text p"),
    ("generated/laws/40.html", "div.clause p"), ("generated/cases/XXII.html", "div.case-meta dd p"),
    ("generated/laws/40.html", "div.law-source p")])
def test_the_quoted_text_keeps_its_contrast_in_the_systems_theme(
        html: Path, browser: Browser, shots: Path, dark: bool, page_name: str, selector: str) -> None:
    page, _ = _page(browser, DESKTOP, dark=dark)
    page.goto((html / page_name).as_uri())
    foreground, background = page.evaluate(_COLOURS, selector)
    ratio = contrast(foreground, background)
    assert ratio >= 4.5, (f"{page_name} {selector} ({'dark' if dark else 'light'}): {foreground} on {background}, "
                          f"a contrast of {ratio:.2f} (screenshot: {_shot(page, shots, page_name + selector)})")
