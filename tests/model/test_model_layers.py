"""The model's modules import one another without a cycle: the lawful flow of a deal (model/deal.py) does
not import the irregular game built on it (model/irregular/), which reaches it through model/dispatch.py."""

from __future__ import annotations

import ast
from pathlib import Path

import piquet.model

_ROOT = Path(piquet.model.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(_ROOT).with_suffix("").parts
    return ".".join(("piquet.model",) + tuple(p for p in parts if p != "__init__"))


_MODULES = {_module_name(p): p for p in sorted(_ROOT.rglob("*.py"))}


def _imports(name: str) -> set[str]:
    """The model modules ``name`` imports, at its top or inside a function (``from a import b`` of a
    module b counts as importing a.b)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(_MODULES[name].read_text())):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            subs = {f"{node.module}.{alias.name}" for alias in node.names} & _MODULES.keys()
            out |= subs or {node.module}
    return out & _MODULES.keys() - {name}


def _cycle() -> list[str] | None:
    """A cycle of imports among the model's modules, if there is one (the package's own ``__init__``,
    which imports the irregular game only to register it, is a root, not a layer)."""
    graph = {name: _imports(name) - {"piquet.model"} for name in _MODULES if name != "piquet.model"}
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str] | None:
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return None
        for nxt in sorted(graph[name]):
            found = visit(nxt, path + [name])
            if found is not None:
                return found
        done.add(name)
        return None

    return next((c for name in sorted(graph) if (c := visit(name, [])) is not None), None)


def test_the_model_has_no_import_cycle() -> None:
    assert "piquet.model.irregular.play" in _MODULES, f"the model's modules are found under {_ROOT}"
    cycle = _cycle()
    assert cycle is None, "an import cycle: " + " -> ".join(cycle or [])


def test_the_lawful_flow_does_not_import_the_irregular_game() -> None:
    irregular = {name for name in _imports("piquet.model.deal") if name.startswith("piquet.model.irregular")}
    assert not irregular, f"model/deal.py imports {sorted(irregular)}: it reaches them through model/dispatch.py"
